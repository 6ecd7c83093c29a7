"""A signal as read from a document, and the statements that record it.

Every text field keeps the span it was read from. Fields a page does not state
are derived (type, sentiment, summary) and the derivation is recorded in
``*_reasons``; a date the text does not give stays unknown, never today's date.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from chipatlas.model.names import match_key
from chipatlas.model.schema import K
from chipatlas.model.statement import Statement, make_id

_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
_MONTH_RE = (
    r"(?P<mon>Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
_DATES = (
    re.compile(r"\b(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})\b"),
    re.compile(_MONTH_RE + r"\s+(?P<d>\d{1,2}),?\s+(?P<y>\d{4})\b"),
    re.compile(r"\b(?P<d>\d{1,2})\s+" + _MONTH_RE + r",?\s+(?P<y>\d{4})\b"),
    re.compile(r"\b" + _MONTH_RE + r",?\s+(?P<y>\d{4})\b"),
    # 2025.12.15 / 2025/12/15 (Korean, Japanese, Chinese sites) and 2025年12月15日
    re.compile(r"(?<![\d.])(?P<y>(?:19|20)\d{2})[./](?P<m>\d{1,2})[./](?P<d>\d{1,2})(?![\d.])"),
    re.compile(r"(?P<y>(?:19|20)\d{2})\s*年\s*(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*日"),
    # an ISO month on its own ("date 2024-02"): not a range ("2024-25"), not part of a day
    re.compile(r"(?<![\d-])(?P<y>(?:19|20)\d{2})-(?P<m>0[1-9]|1[0-2])(?![\d-])"),
)


@dataclass(frozen=True)
class Span:
    text: str
    start: int
    end: int


@dataclass
class Signal:
    title: Span
    summary: Span | None = None
    why: Span | None = None
    takeaways: list[Span] = field(default_factory=list)
    date: str | None = None
    date_precision: str = "unknown"
    date_span: Span | None = None
    source: str | None = None
    type: str = "other"
    type_reasons: tuple[str, ...] = ()
    stated_impact: int | None = None
    sentiment: str = "neutral"
    sentiment_reasons: tuple[str, ...] = ()
    language: str = "und"
    url: str | None = None
    mentions: dict[str, tuple[str, Span]] = field(default_factory=dict)  # id -> (role, first span)
    link_reasons: dict[str, str] = field(default_factory=dict)  # id -> why a non-exact link was made
    magnitudes: list[str] = field(default_factory=list)  # "0.36 EFLOPS", "$50 billion" ...
    related: list[str] = field(default_factory=list)
    body: Span | None = None
    source_span: Span | None = None
    updated: str | None = None  # the page's "last updated" date, as stated
    author: str | None = None
    origins: dict[str, str] = field(default_factory=dict)  # date/source/... -> where it was read
    entity_sentiment: list[tuple[str, str, tuple[str, ...]]] = field(default_factory=list)
    positions: list[tuple[str, int, int]] = field(default_factory=list)  # every linked name in title/body

    @property
    def id(self) -> str:
        return signal_id(self.title.text)


def signal_id(title: str) -> str:
    """The same story under the same headline is one signal, whichever feed it came through."""
    return f"signal:{make_id(match_key(title))[:16]}"


def find_date(text: str) -> tuple[str, str, int, int] | None:
    """(ISO date, precision, start, end) of the first date written in ``text``: day or month."""
    hits = []
    for pattern in _DATES:
        m = pattern.search(text)
        if m:
            hits.append(m)
    if not hits:
        return None
    m = min(hits, key=lambda h: (h.start(), -(h.end() - h.start())))
    groups = m.groupdict()
    month = int(groups["m"]) if groups.get("m") else _MONTHS.index(groups["mon"][:3].lower()) + 1
    if not 1 <= month <= 12:
        return None
    if groups.get("d"):
        day = int(groups["d"])
        if not 1 <= day <= 31:
            return None
        return f"{groups['y']}-{month:02d}-{day:02d}", "day", m.start(), m.end()
    return f"{groups['y']}-{month:02d}", "month", m.start(), m.end()


def _from(value: str | None, origin: str | None) -> str | None:
    """The original value of a field read from metadata: the value and where it was stated."""
    return f"{value} (from {origin})" if value and origin else None


def signal_statements(sig: Signal, impact: tuple[int, list[str]] | None = None) -> list[Statement]:
    """The statements of one signal; props as documented in docs/signals.md."""
    sid = sig.id
    head = sig.title

    def st(prop: str, value: str, span: Span | None = None, original: str | None = None) -> Statement:
        s = span or head
        return Statement(
            sid, K.SIGNAL, prop, value, original or value, s.text, s.start, s.end, "claimed", sig.url
        )

    origins = sig.origins
    out = [st("title", head.text), st("date_precision", sig.date_precision, sig.date_span)]
    if sig.date:
        out.append(st("date", sig.date, sig.date_span, _from(sig.date, origins.get("date"))))
    for prop, value in (("updated", sig.updated), ("author", sig.author)):
        if value:
            out.append(st(prop, value, None, _from(value, origins.get(prop))))
    for prop, span in (("summary", sig.summary), ("why_it_matters", sig.why)):
        if span:
            out.append(st(prop, span.text, span))
    out += [
        st("type", sig.type, original=json.dumps(list(sig.type_reasons))),
        st("sentiment", sig.sentiment, original=json.dumps(list(sig.sentiment_reasons))),
        st("language", sig.language),
        st("source", sig.source or "not stated", sig.source_span, _from(sig.source, origins.get("source"))),
    ]
    if sig.stated_impact is not None:
        out.append(st("stated_impact", str(sig.stated_impact)))
    if impact is not None:
        out.append(st("impact", str(impact[0])))
        out.append(st("impact_reasons", json.dumps(impact[1])))
    for t in sig.takeaways:
        value = json.dumps({"text": t.text, "quote": t.text, "start": t.start, "end": t.end}, sort_keys=True)
        out.append(st("takeaway", value, t, t.text))
    for eid, (role, span) in sig.mentions.items():
        out.append(st("mentions", eid, span))
        if role == "subject":
            out.append(st("about", eid, span))
        if eid in sig.link_reasons:
            reason = json.dumps({"entity": eid, "reason": sig.link_reasons[eid]}, sort_keys=True)
            out.append(st("link_reason", reason, span))
    for eid, label, reasons in sig.entity_sentiment:
        value = json.dumps({"entity": eid, "sentiment": label, "reasons": list(reasons)}, sort_keys=True)
        out.append(st("entity_sentiment", value))
    out += [st("magnitude", m) for m in sig.magnitudes]
    out += [st("related", r) for r in sig.related if r != sid]
    return out
