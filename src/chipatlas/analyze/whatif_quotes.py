"""The words of each ring row a what-if hits: the row's own span of its document.

A ring table states one statement per cell, each quoting only its cell (the 'platform'
statement quotes the platform's name), so no single statement holds the row's words. The
row's words are the span from its first stated cell to its last on the line of the row
(a delimited row is one line); a supply read from prose keeps its longest quote.

Only the slice of each document that the hit rows' spans cover is read (SQL ``substr``),
never the whole text: a long filing hit by one row costs that row's bytes.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import TypedDict

from sqlalchemy import Connection, case, func, select

from chipatlas.store.tables import documents, ring_rows, statements

BATCH = 500  # bounded IN lists (and CASE lists: two per document)


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
    windows: dict[str, tuple[int, int]] = {}  # document -> the span its hit rows cover
    for (_, doc), found in spans.items():
        for _, _, s, e in found:
            if 0 <= s < e:
                lo, hi = windows.get(doc, (s, e))
                windows[doc] = (min(lo, s), max(hi, e))
    slices = _slices(conn, windows)
    return {key: _row_quote(found, *slices.get(key[1], ("", 0))) for key, found in spans.items()}


def _slices(conn: Connection, windows: dict[str, tuple[int, int]]) -> dict[str, tuple[str, int]]:
    """document -> (its text from lo to hi, lo): the database cuts it (substr counts from 1)."""
    out: dict[str, tuple[str, int]] = {}
    items = sorted(windows.items())
    for at in range(0, len(items), BATCH):
        batch = dict(items[at : at + BATCH])
        lo = case({doc: w[0] for doc, w in batch.items()}, value=documents.c.id)
        n = case({doc: w[1] - w[0] for doc, w in batch.items()}, value=documents.c.id)
        query = select(documents.c.id, func.substr(documents.c.text, lo + 1, n)).where(
            documents.c.id.in_(sorted(batch))
        )
        out.update({r[0]: (r[1] or "", batch[r[0]][0]) for r in conn.execute(query)})
    return out


def _row_quote(found: list[tuple[str, str, int, int]], text: str, base: int) -> RowQuote:
    """The row's words, from ``text``: the document's slice that starts at offset ``base``."""
    # The anchor: the 'platform' cell (stated once per row), else the longest quote.
    prop, quote, start, end = max(found, key=lambda f: (f[0] == "platform", len(f[1]), f[1]))
    if not base <= start < end <= base + len(text) or text[start - base : end - base] != quote:
        return RowQuote(quote, start, end)  # spans do not index this text: the quote alone
    # The slice covers every span, so a line that runs past its edge holds no other span.
    line_start = base + text.rfind("\n", 0, start - base) + 1
    line_end = text.find("\n", end - base)
    line_end = base + len(text) if line_end < 0 else base + line_end
    on_line = [(s, e) for _, _, s, e in found if line_start <= s < e <= line_end]
    if prop != "platform" or len(on_line) < 2:
        return RowQuote(quote, start, end)  # prose: its own quote, no paragraph-wide span
    lo, hi = min(s for s, _ in on_line), max(e for _, e in on_line)
    return RowQuote(text[lo - base : hi - base], lo, hi)


@dataclass(frozen=True)
class PlaceWords:
    """How a hit row's place is known: its own evidence and scope, and the words that state it
    when they stand apart from the row's (a supplier-level location row on its own line: the
    row's words then never name the place the shock matched)."""

    evidence: str | None
    scope: str | None
    document: str | None = None
    quote: RowQuote | None = None


def place_words(
    conn: Connection, hit: set[tuple[str, str, str]], row_words: dict[tuple[str, str], RowQuote]
) -> dict[tuple[str, str, str], PlaceWords]:
    """(platform id, supply id, location id) of each hit row with a place -> how the place is known."""
    locations = sorted({loc for _, _, loc in hit if loc})
    cols = (
        ring_rows.c.platform_id,
        ring_rows.c.supply_id,
        ring_rows.c.location_id,
        ring_rows.c.location_evidence,
        ring_rows.c.location_scope,
        ring_rows.c.document_id,
    )
    found = []
    for start in range(0, len(locations), BATCH):
        query = select(*cols).where(ring_rows.c.location_id.in_(locations[start : start + BATCH]))
        found += [r for r in conn.execute(query) if (r[0], r[1], r[2]) in hit]
    said = row_quotes(conn, {r.location_id for r in found})
    out: dict[tuple[str, str, str], PlaceWords] = {}
    for r in found:
        words = sorted(((doc, q) for (loc, doc), q in said.items() if loc == r.location_id), key=_longest)
        doc, quote = words[0] if words else (None, None)
        own = row_words.get((r.supply_id, r.document_id))
        inside = doc == r.document_id and own and quote and own.start <= quote.start < quote.end <= own.end
        apart = quote is not None and not inside
        out[(r[0], r[1], r[2])] = PlaceWords(
            r.location_evidence, r.location_scope, doc if apart else None, quote if apart else None
        )
    return out


def _longest(item: tuple[str, RowQuote]) -> tuple[int, str]:
    return (-len(item[1].quote), item[0])


def place_fields(p: PlaceWords | None) -> PlaceFields:
    """A hit's place fields (all None for a row with no place)."""
    q = p.quote if p else None
    return {
        "location_scope": p.scope if p else None,
        "location_evidence": p.evidence if p else None,
        "place_document": p.document if p else None,
        "place_quote": q.quote if q else None,
        "place_span_start": q.start if q else None,
        "place_span_end": q.end if q else None,
    }


class PlaceFields(TypedDict):
    location_scope: str | None
    location_evidence: str | None
    place_document: str | None
    place_quote: str | None
    place_span_start: int | None
    place_span_end: int | None
