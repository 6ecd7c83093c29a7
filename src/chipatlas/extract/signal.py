"""A signal as read from a document, and the statements that record it.

Every text field keeps the span it was read from. Fields a page does not state
are derived (type, sentiment, summary) and the derivation is recorded in
``*_reasons``; a date the text does not give stays unknown, never today's date.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from chipatlas.model.names import match_key
from chipatlas.model.schema import K
from chipatlas.model.statement import Statement, make_id


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
    # the title as one line (a front matter may break it over lines; its quote keeps them)
    out = [st("title", " ".join(head.text.split())), st("date_precision", sig.date_precision, sig.date_span)]
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
