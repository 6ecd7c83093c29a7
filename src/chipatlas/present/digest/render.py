"""A digest (``analyze.digest.digest``) as Markdown, HTML, an email and a webhook payload.

Every line that states something cites the stored document it was read from; with a base
URL (``CHIPATLAS_BASE_URL``, e.g. the address of ``chipatlas serve``) the citation is a link
to the document page.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from email.message import EmailMessage
from email.utils import formatdate
from typing import Any
from urllib.parse import quote

from jinja2 import Environment, select_autoescape

from chipatlas.analyze.proposals import grouped, relation
from chipatlas.extract.taxonomy import TYPES
from chipatlas.present.digest.templates import EMAIL_HTML

_ENV = Environment(autoescape=select_autoescape(default=True), trim_blocks=True, lstrip_blocks=True)


def doc_url(document: str, base_url: str | None) -> str | None:
    return f"{base_url.rstrip('/')}/documents/{quote(document)}" if base_url else None


def _cite(document: str | None, base_url: str | None) -> str:
    if not document:
        return "(no document)"
    url = doc_url(document, base_url)
    return f"[document {document[:12]}]({url})" if url else f"(document {document[:12]})"


def quote_url(f: Mapping[str, Any], base_url: str | None) -> str | None:
    """The document page with a figure's quote marked (what ``chipatlas serve`` opens at its words)."""
    url = doc_url(f["document"], base_url)
    return f"{url}?span={f['span_start']}-{f['span_end']}#s-cited" if url else None


def figure_what(f: Mapping[str, Any]) -> str:
    """A figure proposal in words: "Velmora Devices: revenue = $3.7 billion (3,700,000,000 USD,
    per_quarter)"; a bound as its sentence wrote it ("more than 10 trillion won")."""
    value = grouped(str(f["value"])) if f.get("value") else None  # 13 digits in a row cannot be read
    amount = " ".join(str(x) for x in (value, f.get("unit")) if x)
    stored = ", ".join(str(x) for x in (amount, f.get("scope")) if x)
    subject = f.get("subject") or f.get("subject_id")
    written = flat(f.get("value_text") or f.get("value"))
    rel = relation(f.get("metric"), f.get("scope"), f.get("qualifier"))  # a bound is never "="
    if written.lower().startswith(rel.removeprefix("= ")):  # "up to $400 million" says it already
        rel = "="
    return f"{subject}: {f.get('metric')} {rel} {written} ({stored})"


def _figure_line(f: Mapping[str, Any], base_url: str | None) -> str:
    url = quote_url(f, base_url)
    cite = f"[document {f['document'][:12]}]({url})" if url else f"(document {f['document'][:12]})"
    return (
        f"- {figure_what(f)} [{f.get('figure_class')}, {f['evidence']}]: "
        f'"{flat(f["quote"])}" {cite}. Why it is here: {flat("; ".join(f["matched_by"]))}.'
        f" · chipatlas review accept {f['id']}"
    )


def _kind(type_: str | None) -> str:
    return TYPES.get(type_ or "", type_ or "signal")


# A digest is rendered fresh (analyze.records_digest) or from its stored JSON: any mapping will do.
def watching(wl: Mapping[str, Any]) -> str:
    parts = [e["name"] for e in wl["entities"]] + [p["name"] for p in wl["platforms"]]
    parts += [f"made in {c}" for c in wl["countries"]] + [f"type {t}" for t in wl["types"]]
    if wl["min_impact"] is not None:
        parts.append(f"impact ≥ {wl['min_impact']}")
    return "; ".join(parts)


def subject(d: Mapping[str, Any]) -> str:
    n = d["n_signals"]
    return f"[chipatlas] {d['watchlist']['name']}: {n} new signal{'s' if n != 1 else ''} ({d['period']})"


def flat(text: object) -> str:
    """One line: a document's line breaks and runs of spaces read as one space."""
    return " ".join(str(text or "").split())


def signal_head(s: Mapping[str, Any]) -> str:
    """Date · kind · impact · sentiment of a signal."""
    parts = (s["date"] or "undated", _kind(s["type"]), f"impact {s['impact']}/5", s["sentiment"])
    return " · ".join(str(x) for x in parts if x)


def signal_body(s: Mapping[str, Any]) -> str:
    """A signal's summary, its first takeaways quoted and why it is in the digest, as one
    line (the item cites its document once, after this)."""
    quoted = " ".join(f"“{flat(t['quote'])}”" for t in s["takeaways"][:3])
    parts = (flat(s["summary"]), quoted, f"Why it is here: {flat('; '.join(s['matched_by']))}.")
    return " ".join(p for p in parts if p)


def _signal_lines(s: Mapping[str, Any], base_url: str | None) -> list[str]:
    head = f"**{flat(s['title'])}** ({signal_head(s)})"
    return [f"- {head}: {signal_body(s)} {_cite(s['document'], base_url)}"]


def by_signal(exposure: list[Mapping[str, Any]]) -> list[tuple[str, list[Mapping[str, Any]]]]:
    """Exposure lines under the signal that reaches them, in the digest's order: a long title
    repeated on each of its rows buried the rows."""
    groups: dict[str, list[Mapping[str, Any]]] = {}
    for e in exposure:
        groups.setdefault(str(e["signal_title"]), []).append(e)
    return list(groups.items())


def _exposure_line(e: Mapping[str, Any], base_url: str | None) -> str:
    docs = " ".join(_cite(doc, base_url) for doc in e["documents"]) or "(no document)"
    via = e.get("via_name") or e["via"]
    return (
        f"- {e['platform']} · {e['component']} via {via}: {e['dependence'].replace('_', ' ')} "
        f"({ring_rows(len(e['supply_ids']))}) {docs}"
    )


def ring_rows(n: int) -> str:
    """How many ring rows an exposure line stands for; their ids are in the JSON, not the prose."""
    return "1 ring row" if n == 1 else f"{n} ring rows"


def _change_line(c: Mapping[str, Any], base_url: str | None) -> str:
    where = f"{c['component']} · " if c.get("component") else ""
    value = f"{flat(c['old_value'])} → {flat(c['value'])}" if c["kind"] == "changed" else flat(c["value"])
    return f"- {c['kind']}: {where}{c['prop']} = {value} ({c['evidence']}) {_cite(c['document'], base_url)}"


_SINCE = {
    "last_digest": "since the last digest sent",
    "since": "since the time asked for",
    "created": "since the watchlist was created",
}


def period_words(w: Mapping[str, str]) -> str:
    """The window in words: its two ends, and what its start is when it is not the period's."""
    why = _SINCE.get(w.get("since", ""))
    return f"{w['start'][:16]}Z to {w['end'][:16]}Z" + (f", {why}" if why else "")


def markdown(d: Mapping[str, Any], base_url: str | None = None) -> str:
    wl, w = d["watchlist"], d["window"]
    out = [
        f"# chipatlas digest: {wl['name']}",
        "",
        f"Period {d['period']}: {period_words(w)}. Watching: {watching(wl)}.",
        "",
        f"## New signals ({d['n_signals']})",
        "",
    ]
    for s in d["signals"]:
        out += _signal_lines(s, base_url)
    if not d["signals"]:
        out.append("No new signal matched in this period.")
    out += ["", "## Exposure of watched rings", ""]
    for title, found in by_signal(d["exposure"]):
        # the title a paragraph of its own, then its lines: every list line cites its documents
        if out[-1]:
            out.append("")
        out += [f"After “{flat(title)}”:", ""]
        out += [_exposure_line(e, base_url) for e in found]
    if not d["exposure"]:
        out.append("No watched ring is reached by these signals.")
    out += ["", "## Changes to watched rings", ""]
    for ring in d["ring_changes"]:
        out.append(f"### {ring['platform']}")
        out += [_change_line(c, base_url) for c in ring["lines"]]
        if ring["n_lines"] > len(ring["lines"]):
            out.append(
                f"- and {ring['n_lines'] - len(ring['lines'])} more: "
                f"chipatlas changes --since {w['start'][:10]}"
            )
    if not d["ring_changes"]:
        out.append("No change to the watched rings in this period.")
    out += ["", f"## Proposed ring changes ({len(d.get('proposals', []))})", ""]
    out += [_proposal_line(p, base_url) for p in d.get("proposals", [])] or [
        "Nothing new to review for the watched rings."
    ]
    held = d.get("figure_proposals") or []  # a digest stored before figures were listed has none
    out += ["", f"## Figures proposed for review ({len(held)})", ""]
    out += [_figure_line(f, base_url) for f in held] or [
        "No figure about the watched platforms and companies was proposed for review in this period "
        "(earlier ones still open: chipatlas review --kind figure)."
    ]
    return "\n".join(out) + "\n"


def _proposal_what(p: Mapping[str, Any]) -> str:
    kind = p.get("kind") or "supply"
    if kind == "ownership":
        return f"ownership {p['action']}: {p['supplier']} owns {p.get('object')}"
    if kind == "deployment":
        return f"deployment {p['action']}: {p.get('object')} uses {p['platform']}"
    role = f", {p['role'].replace('_', ' ')}" if p.get("role") else ""
    where = f" at {p['place']}" if kind == "site" and p.get("place") else ""
    head = f"site {p['action']}" if kind == "site" else p["action"]
    return f"{head}: {p['supplier']} → {p['component']} of {p['platform']}{role}{where}"


def _proposal_line(p: Mapping[str, Any], base_url: str | None) -> str:
    against = f" **Conflicts with the ring: {p['conflict']}.**" if p.get("conflict") else ""
    now = f" In the ring now: {p['ring_now']}." if p.get("ring_now") else ""
    return (
        f"- {_proposal_what(p)} ({p['evidence']}): "
        f'"{flat(p["quote"])}" {_cite(p["document"], base_url)}.{against}{now}'
        f" · chipatlas review accept {p['id']}"
    )


_ENV.filters["flat"] = flat
_ENV.filters["ring_rows"] = ring_rows
_ENV.filters["by_signal"] = by_signal
_HTML = _ENV.from_string(EMAIL_HTML)


def html(d: Mapping[str, Any], base_url: str | None = None) -> str:
    return _HTML.render(
        d=d,
        wl=d["watchlist"],
        subject=subject(d),
        watching=watching(d["watchlist"]),
        period_words=period_words,
        kind=_kind,
        what=_proposal_what,
        figure_what=figure_what,
        quote_url=lambda f: quote_url(f, base_url),
        head=signal_head,
        body=signal_body,
        doc_url=lambda doc: doc_url(doc, base_url),
    )


def email(
    d: Mapping[str, Any], sender: str, recipient: str, key: str, base_url: str | None = None
) -> EmailMessage:
    """A multipart/alternative email: the Markdown as the text part, the HTML part; Message-ID = key."""
    msg = EmailMessage()
    msg["Subject"] = subject(d)
    msg["From"] = sender
    msg["To"] = recipient
    msg["Date"] = formatdate(usegmt=True)
    msg["Message-ID"] = f"<{key}@chipatlas>"
    msg["X-Chipatlas-Delivery"] = key
    msg.set_content(markdown(d, base_url))
    msg.add_alternative(html(d, base_url), subtype="html")
    return msg


def payload(d: Mapping[str, Any], key: str, base_url: str | None = None) -> bytes:
    """The webhook body: the digest's data (signals, exposure, ring changes) and its Markdown."""
    wl = {k: v for k, v in d["watchlist"].items() if k not in ("emails", "webhooks", "has_secret")}
    signals = [s | {"document_url": doc_url(s["document"], base_url)} for s in d["signals"]]
    body = {
        "event": "digest",
        "delivery": key,
        "watchlist": wl,
        "period": d["period"],
        "window": d["window"],
        "n_signals": d["n_signals"],
        "signals": signals,
        "exposure": d["exposure"],
        "ring_changes": d["ring_changes"],
        "proposals": d.get("proposals", []),
        "figure_proposals": [
            f | {"document_url": quote_url(f, base_url)} for f in d.get("figure_proposals") or []
        ],
        "markdown": markdown(d, base_url),
    }
    return json.dumps(body, ensure_ascii=False, sort_keys=True, default=str).encode("utf-8")
