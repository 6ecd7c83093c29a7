"""An RSS/Atom feed ingested as a file: each entry a signal, quoted from the stored feed text.

(Feeds polled with ``chipatlas sources poll`` store each entry as its own document
instead; see ``sources.feeds``.) A quote is the exact span of the stored text; an
entry field that only appears escaped in the XML is quoted as escaped.
"""

from __future__ import annotations

import html
import re

from chipatlas.extract.feed_entries import read_entries
from chipatlas.extract.findings import Extraction, Note, RefFn
from chipatlas.extract.language import detect_language
from chipatlas.extract.mentions import Gazetteer
from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.signal import Signal, Span, signal_statements
from chipatlas.extract.taxonomy import classify
from chipatlas.limits import check_time
from chipatlas.read.parsed import ParsedDocument

FEED_TYPES = ("application/rss+xml", "application/atom+xml", "application/xml", "text/xml")
_TAG = re.compile(r"<[^>]+>")


def is_feed(doc: ParsedDocument) -> bool:
    head = doc.text[:500].lstrip().lower()
    return doc.media_type in FEED_TYPES or head.startswith("<?xml") or head.startswith(("<rss", "<feed"))


def plain(text: str) -> str:
    return " ".join(html.unescape(_TAG.sub(" ", text)).split())


def _locate(doc: ParsedDocument, text: str, after: int = 0) -> Span | None:
    for form in (text, html.escape(text, quote=False), html.escape(text)):
        at = doc.text.find(form, after)
        if at >= 0:
            return Span(form, at, at + len(form))
    return None


def extract_feed(doc: ParsedDocument, ref: RefFn, gaz: Gazetteer | None) -> Extraction:
    parsed = read_entries(doc.text)
    out = Extraction(kinds={"feed"})
    if parsed.error_line is not None:
        out.rejected.append(Note(parsed.error_line, "not a readable RSS/Atom feed"))
        return out
    publisher = parsed.publisher
    cursor = 0
    for entry in parsed.entries:
        check_time()
        title = plain(entry.title)
        span = _locate(doc, title, cursor) if title else None
        if span is None:
            out.repairs.append(Note(None, f"feed entry without a locatable title skipped: {title[:60]!r}"))
            continue
        cursor = span.end
        summary = plain(entry.summary)
        sig = Signal(title=Span(title, span.start, span.end), source=publisher, url=entry.link)
        sspan = _locate(doc, summary, cursor) if summary else None
        if sspan:
            sig.summary = Span(sspan.text, sspan.start, sspan.end)
            sig.takeaways = [sig.summary]
        sig.date = entry.date
        sig.date_precision = "day" if sig.date else "unknown"
        choice = classify(title, summary)
        sig.type, sig.type_reasons = choice.type, choice.reasons
        mood = score_sentiment(
            f"{title}\n{summary}", choice.polarity, choice.because, choice.weight, choice.eases
        )
        sig.sentiment, sig.sentiment_reasons = mood.label, mood.reasons
        sig.language = detect_language(f"{title} {summary}")
        for m in gaz.find(f"{title}\n{summary}", 0, sig.language) if gaz else []:
            sig.mentions.setdefault(m.entity_id, ("mention", sig.title))
        out.statements += signal_statements(sig)
        out.kinds.add("signals")
    return out
