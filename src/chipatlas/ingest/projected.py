"""A new ring source's ring rows built from its statements as they are written, not read back.

Reading a large ring's statements back after the write (``projections._facts``) was the
largest part of its projection. When the source is new, its statements of a platform's
supplies and places are all the current statements they have, unless another source states
supplies of the same platform; so the rows can be built from what the write hands on. Only
one platform's statements are held at a time: the extractor states a row's supply and places
after its platform, so a platform closes when the next one starts, and its rows are written
then. Whatever this cannot prove is left to the read-back (``rebuild_platforms``):

- a platform whose rows come in two runs (the file not grouped by platform): held twice
  would need every statement kept to the end (~300 MB on 100,000 rows), so it is rebuilt;
- a platform another source states supplies of (checked after the write, when the
  statement indexes are back), or one judged the same as another;
- any statement out of the order above: then nothing of this write is built here.

The rows equal a rebuild from statements (``tests/test_ingest_projected.py``); the supplier
captions are only known once the write's names are indexed, so ``finish`` sets them then.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from sqlalchemy import Connection, delete, func, insert, select, update

from chipatlas.ingest import projections
from chipatlas.ingest.platform_rows import Ordering, platform_rows
from chipatlas.ingest.ranked import chunks, ranked
from chipatlas.ingest.row_words import Texts, one_row
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.resolve import Resolver
from chipatlas.store.tables import entities, platforms, ring_rows, sources, statements


class Fact(NamedTuple):
    """A written statement as ``projections._facts`` reads it back (same fields, same order)."""

    entity_id: str
    prop: str
    value: str
    evidence: str
    last_seen: str
    first_seen: str
    document_id: str
    source_key: str
    span_start: int
    source_url: str | None


class Projector:
    """Watches a new source's statements on their way to the write (``watch``), writes each
    platform's ring rows when its run of rows ends, and ``finish`` completes them."""

    def __init__(self, conn: Connection, source_key: str) -> None:
        self.conn, self.source_key = conn, source_key
        self.doc_id = self.at = ""  # the written document's, from ``watch``
        self.resolver = Resolver(conn)
        self.ordering = Ordering({}, self.resolver, {})
        self.texts = Texts(conn)
        self.open: str | None = None  # the platform whose rows are being read
        self.supplies: dict[str, dict[tuple[str, str], Fact]] = {}
        self.places: dict[str, dict[tuple[str, str], Fact]] = {}
        self.built: dict[str, tuple[int, int]] = {}  # platform -> its ring rows, components
        self.closed: set[str] = set()
        self.split: set[str] = set()  # platforms left to the read-back
        self.abandoned = False

    def watch(self, found: Iterator[Statement], doc_id: str, at: str) -> Iterator[Statement]:
        """The statements handed on unchanged; the document and its sources row are written."""
        self.doc_id, self.at = doc_id, at
        order = self.conn.execute(select(sources.c.key, sources.c.first_ingested))
        self.ordering.order.update({r.key: r.first_ingested for r in order})
        for s in found:
            if not self.abandoned:
                self._see(s)
            yield s
        if not self.abandoned:
            self._close()

    def _see(self, s: Statement) -> None:
        held: dict[tuple[str, str], Fact] | None
        if s.schema == K.SUPPLY:
            if s.prop == P.PLATFORM:  # every row states its supply's platform first
                self._start(s.value)
                if self.open is None:
                    return  # a platform left to the read-back
                held = self.supplies.setdefault(s.entity_id, {})
            else:
                held = self.supplies.get(s.entity_id)
        elif s.schema == K.PRODUCTION:
            if s.prop == P.SUPPLY and s.value in self.supplies:
                held = self.places.setdefault(s.entity_id, {})
            else:
                held = self.places.get(s.entity_id)
        else:
            return  # companies and platforms: their rows are the name index's
        if held is None:
            self.abandoned = self.open is not None  # not the extractor's order
            return
        # The first of two same facts is the one stored (store.writer keeps it).
        held.setdefault((s.prop, s.value), self._fact(s))

    def _fact(self, s: Statement) -> Fact:
        return Fact(
            s.entity_id,
            s.prop,
            s.value,
            s.evidence,
            self.at,
            self.at,
            self.doc_id,
            self.source_key,
            s.start,
            s.source_url,
        )

    def _start(self, platform_id: str) -> None:
        """A supply of ``platform_id``: the open platform goes on, or closes and this one opens."""
        if platform_id == self.open:
            return
        self._close()
        if platform_id in self.closed:
            self.split.add(platform_id)  # its rows come in two runs
            self.open = None
            return
        self.open = platform_id

    def _close(self) -> None:
        pid, self.open = self.open, None
        supplies, places = self.supplies, self.places
        self.supplies, self.places = {}, {}
        if pid is None or pid in self.split:
            return
        self.closed.add(pid)
        canonical = self.resolver.canonical(pid)
        if self.resolver.members(canonical) != [pid]:
            self.split.add(pid)  # judged the same as another platform: read back
            return
        facts = {sid: one_row(props, self.texts) for sid, props in ranked(_rows(supplies)).items()}
        where: dict[str, list[str]] = {}
        for loc, held in places.items():
            for prop, value in held:
                if prop == P.SUPPLY:
                    where.setdefault(value, []).append(loc)
        rows = platform_rows(pid, facts, where, ranked(_rows(places)), self.ordering)
        self.conn.execute(delete(ring_rows).where(ring_rows.c.platform_id == pid))
        if rows:
            projections.insert_rows(self.conn, rows)
        self.built[pid] = projections.counts(rows)

    def finish(self) -> set[str]:
        """After the write and the name index: the platforms whose rows stand (their suppliers'
        captions and ``platforms`` row set here); the rest are for ``rebuild_platforms``."""
        if self.abandoned:
            self.split |= set(self.built)
        for pid in self.split:  # rows built from a first run are rebuilt whole
            self.built.pop(pid, None)
        for chunk in chunks(sorted(self.built)):
            others = self.conn.execute(
                select(statements.c.value)
                .where(
                    statements.c.prop == P.PLATFORM,
                    statements.c.value.in_(chunk),
                    statements.c.schema == K.SUPPLY,
                    statements.c.source_key != self.source_key,
                )
                .distinct()
            )
            for (pid,) in others:
                self.split.add(pid)
                del self.built[pid]
        done = sorted(self.built)
        for chunk in chunks(done):
            caption = select(entities.c.caption).where(entities.c.id == ring_rows.c.supplier_id)
            self.conn.execute(
                update(ring_rows)
                .where(ring_rows.c.platform_id.in_(chunk), ring_rows.c.supplier_id.is_not(None))
                .values(supplier=func.coalesce(caption.scalar_subquery(), ring_rows.c.supplier_id))
            )
            self.conn.execute(delete(platforms).where(platforms.c.id.in_(chunk)))
        names = projections.platform_props(self.conn, done, {p: p for p in done})
        summaries = []
        for pid in done:
            summary = projections.summary_row(pid, self.built[pid], names.get(pid, {}))
            if summary:
                summaries.append(summary)
        if summaries:
            self.conn.execute(insert(platforms), summaries)
        return set(done)


def _rows(held: dict[str, dict[tuple[str, str], Fact]]) -> Iterator[Fact]:
    for facts in held.values():
        yield from facts.values()
