"""The evaluation's printout: Markdown tables (pasted into docs/evaluation.md as they are)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from evaluation.gold import GoldDoc
from evaluation.score import FIELDS, SIGNAL_FIELDS, Counts, DocScore

_LABELS = {
    "entities": "entities linked",
    "aliases": "aliases / name forms resolved",
    "figures": "figures (value, unit, scope, subject all right)",
    "subject": "figure subject",
    "scope": "figure scope",
    "unit": "figure unit",
    "metric": "figure metric",
    "relations": "relations (supplier and component right; target P≥0.9, R≥0.7)",
    "type": "signal type",
    "sentiment": "sentiment",
    "date": "date",
    "source": "source / publisher",
    "evidence": "evidence level",
}


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def _total(scores: list[DocScore], name: str) -> Counts:
    total = Counts()
    for s in scores:
        total.add(s.counts[name])
    return total


def _overall(parts: list[tuple[str, list[DocScore]]]) -> list[str]:
    head = "| field | " + " | ".join(f"{n} P | {n} R" for n, _ in parts) + " |"
    lines = [head, "|---|" + "---|---|" * len(parts)]
    for name in FIELDS + SIGNAL_FIELDS:
        cells = []
        for _, scores in parts:
            c = _total(scores, name)
            cells += [_pct(c.precision), f"{_pct(c.recall)} ({c.tp}/{c.tp + c.fn})"]
        lines.append(f"| {_LABELS[name]} | " + " | ".join(cells) + " |")
    for label, attr in (
        ("figures on a wrong subject (target 0)", "wrong_subject"),
        ("unattached figures", "unattached"),
        ("figure proposals (kept for review, not stated)", "n_proposed"),
        ("quotes not verbatim (target 0)", "bad_quotes"),
        ("quotes checked", "quotes"),
    ):
        cells = [cell for _, sc in parts for cell in (str(sum(getattr(s, attr) for s in sc)), "")]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return lines


def summary(scores: list[DocScore]) -> dict[str, Any]:
    """The overall numbers per part as plain data (``run.py --json``), to compare runs over time."""
    out: dict[str, Any] = {}
    for part, chosen in (
        ("tuning", [s for s in scores if not s.held_out]),
        ("held_out", [s for s in scores if s.held_out]),
    ):
        fields = {}
        for name in FIELDS + SIGNAL_FIELDS:
            c = _total(chosen, name)
            fields[name] = {"tp": c.tp, "fp": c.fp, "fn": c.fn, "precision": c.precision, "recall": c.recall}
        out[part] = {
            "documents": len(chosen),
            "fields": fields,
            "wrong_subject": sum(s.wrong_subject for s in chosen),
            "unattached": sum(s.unattached for s in chosen),
            "proposed": sum(s.n_proposed for s in chosen),
            "quotes": sum(s.quotes for s in chosen),
            "bad_quotes": sum(s.bad_quotes for s in chosen),
        }
    return out


def changes(now: dict[str, Any], before: dict[str, Any]) -> list[str]:
    """Fields whose precision or recall moved since a baseline (``run.py --baseline FILE``)."""
    lines = ["| part | field | precision | recall |", "|---|---|---|---|"]
    for part in ("tuning", "held_out"):
        old_fields = before.get(part, {}).get("fields", {})
        for name, new in now[part]["fields"].items():
            old = old_fields.get(name, {})
            cells = []
            for what in ("precision", "recall"):
                a, b = old.get(what), new[what]
                cells.append(f"{_pct(a)} → {_pct(b)}" if _pct(a) != _pct(b) else _pct(b))
            if any("→" in c for c in cells):
                lines.append(f"| {part} | {_LABELS[name]} | {cells[0]} | {cells[1]} |")
        ws = (before.get(part, {}).get("wrong_subject"), now[part]["wrong_subject"])
        if ws[0] != ws[1]:
            lines.append(f"| {part} | figures on a wrong subject | {ws[0]} → {ws[1]} | |")
    return lines if len(lines) > 2 else ["no change since the baseline"]


def _mark(c: Counts) -> str:
    return "✓" if c.tp else ("✗" if c.fp else "·")


def _per_document(docs: dict[str, GoldDoc], scores: list[DocScore]) -> list[str]:
    lines = [
        "| document | lang | held out | entities P/R | figures P/R (right/gold/stored) | wrong subject "
        "| type | sentiment | date | source | evidence | quotes ok |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for s in scores:
        e, f = s.counts["entities"], s.counts["figures"]
        marks = " | ".join(_mark(s.counts[n]) for n in SIGNAL_FIELDS)
        lines.append(
            f"| {s.id} | {docs[s.id].language} | {'yes' if s.held_out else ''} "
            f"| {_pct(e.precision)}/{_pct(e.recall)} "
            f"| {_pct(f.precision)}/{_pct(f.recall)} ({f.tp}/{f.tp + f.fn}/{f.tp + f.fp}) "
            f"| {s.wrong_subject} | {marks} | {s.quotes - s.bad_quotes}/{s.quotes} |"
        )
    return lines


def _classes(scores: list[DocScore]) -> list[str]:
    """How many errors of each kind ('missed figure', 'wrong subject', ...), tuning and held out
    apart, most first: the held-out column says which classes remain on unseen text without
    showing a single held-out sentence."""
    tuning = Counter(e.split(":", 1)[0] for s in scores if not s.held_out for e in s.errors)
    held = Counter(e.split(":", 1)[0] for s in scores if s.held_out for e in s.errors)
    rows = (tuning + held).most_common()
    return [
        "| error | tuning | held out | all |",
        "|---|---|---|---|",
        *[f"| {kind} | {tuning[kind]} | {held[kind]} | {n} |" for kind, n in rows],
    ]


def _relation_kinds(scores: list[DocScore]) -> list[str]:
    """Relation precision and recall per kind, tuning and held out apart: totals only, so the
    held-out column says which kind does not generalise without showing a held-out sentence."""
    parts: dict[str, dict[bool, Counts]] = {}
    for s in scores:
        for kind, c in s.relation_kinds.items():
            parts.setdefault(kind, {False: Counts(), True: Counts()})[s.held_out].add(c)
    rows = []
    for kind in sorted(parts):
        cells = []
        for held in (False, True):
            c = parts[kind][held]
            cells += [_pct(c.precision), f"{_pct(c.recall)} ({c.tp}/{c.tp + c.fn})", str(c.fp)]
        rows.append(f"| {kind} | {' | '.join(cells)} |")
    return [
        "| kind | tuning P | tuning R | tuning spurious | held-out P | held-out R | held-out spurious |",
        "|---|---|---|---|---|---|---|",
        *rows,
    ]


def render(
    docs: list[GoldDoc],
    scores: list[DocScore],
    missing: list[str],
    rejected: list[str],
    seconds: float,
    max_errors: int = 1000,
    show_held_out: bool = False,
) -> str:
    by_id = {d.id: d for d in docs}
    tuning = [s for s in scores if not s.held_out]
    held = [s for s in scores if s.held_out]
    rate = f"full ingest {len(scores) / seconds:.1f} documents/s" if seconds and scores else ""
    out = [
        f"gold set: {len(docs)} documents ({sum(not d.held_out for d in docs)} tuning, "
        f"{sum(d.held_out for d in docs)} held out); scored {len(scores)}, missing {len(missing)}, "
        f"rejected {len(rejected)}; {rate}",
        "",
        *[f"MISSING {m}" for m in missing],
        *[f"REJECTED {r}" for r in rejected],
        "",
        "## Overall",
        "",
        *_overall([("tuning", tuning), ("held-out", held), ("all", scores)]),
        "",
        "## Per document (✓ right, ✗ wrong, · nothing stored or nothing to check)",
        "",
        *_per_document(by_id, scores),
        "",
        "## Relations by kind",
        "",
        *_relation_kinds(scores),
        "",
        "## Error classes (tuning and held out counted apart)",
        "",
        *_classes(scores),
        "",
        "## Errors",
        "",
    ]
    # Held-out errors are counted, not printed: reading them is how rules get tuned to the
    # documents that are meant to show whether rules generalise.
    listed = scores if show_held_out else tuning
    shown = 0
    for s in listed:
        for error in s.errors:
            if shown >= max_errors:
                break
            out.append(f"- {s.id}: {error}")
            shown += 1
    total = sum(len(s.errors) for s in listed)
    if total > shown:
        out.append(f"- ... {total - shown} more (--errors N)")
    hidden = 0 if show_held_out else sum(len(s.errors) for s in held)
    if hidden:
        out.append(f"- {hidden} errors in held-out documents not shown (--show-held-out)")
    return "\n".join(out)
