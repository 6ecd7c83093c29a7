"""The words of each ring row a what-if hits: the row's own span of its document.

A ring table states one statement per cell, each quoting only its cell (the 'platform'
statement quotes the platform's name), so no single statement holds the row's words. The
row's words are the span from its first stated cell to its last on the line of the row
(a delimited row is one line); a supply read from prose keeps its longest quote.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from sqlalchemy import Connection, select

from chipatlas.store.tables import documents, statements

BATCH = 500  # bounded IN lists


@dataclass(frozen=True)
class RowQuote:
    """A row's words in one document, with where they stand in its stored text."""

    quote: str
    start: int
    end: int


def row_quotes(conn: Connection, supply_ids: set[str]) -> dict[tuple[str, str], RowQuote]:
    """(supply id, document id) -> that row's words there."""
    spans: dict[tuple[str, str], list[tuple[str, str, int, int]]] = defaultdict(list)
    ids = sorted(supply_ids)
    cols = (
        statements.c.entity_id,
        statements.c.document_id,
        statements.c.prop,
        statements.c.quote,
        statements.c.span_start,
        statements.c.span_end,
    )
    for start in range(0, len(ids), BATCH):
        for r in conn.execute(select(*cols).where(statements.c.entity_id.in_(ids[start : start + BATCH]))):
            spans[(r.entity_id, r.document_id)].append((r.prop, r.quote, r.span_start, r.span_end))
    texts = _texts(conn, {doc for _, doc in spans})
    return {key: _row_quote(found, texts.get(key[1], "")) for key, found in spans.items()}


def _texts(conn: Connection, doc_ids: set[str]) -> dict[str, str]:
    ids = sorted(doc_ids)
    out: dict[str, str] = {}
    for start in range(0, len(ids), BATCH):
        query = select(documents.c.id, documents.c.text).where(documents.c.id.in_(ids[start : start + BATCH]))
        out.update({r.id: r.text for r in conn.execute(query)})
    return out


def _row_quote(found: list[tuple[str, str, int, int]], text: str) -> RowQuote:
    # The anchor: the 'platform' cell (stated once per row), else the longest quote.
    prop, quote, start, end = max(found, key=lambda f: (f[0] == "platform", len(f[1]), f[1]))
    if not 0 <= start < end <= len(text) or text[start:end] != quote:
        return RowQuote(quote, start, end)  # spans do not index this text: the quote alone
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    on_line = [(s, e) for _, _, s, e in found if line_start <= s < e <= line_end]
    if prop != "platform" or len(on_line) < 2:
        return RowQuote(quote, start, end)  # prose: its own quote, no paragraph-wide span
    lo, hi = min(s for s, _ in on_line), max(e for _, e in on_line)
    return RowQuote(text[lo:hi], lo, hi)
