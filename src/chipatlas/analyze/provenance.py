"""Where each shown value came from: the statement behind it, its document, quote and evidence."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy import Connection, select

from chipatlas.analyze.records_provenance import Caption, Source, SourceSeen, StatementRow, StatementSource
from chipatlas.model.schema import P
from chipatlas.model.vocab import EVIDENCE_LEVELS
from chipatlas.store.facts import current
from chipatlas.store.observations import observations
from chipatlas.store.tables import entities, platforms, ring_rows, statements

__all__ = ["Caption", "Source", "SourceSeen", "StatementRow", "StatementSource"]
_CHUNK = 500


def _chunks(ids: Iterable[str]) -> Iterable[list[str]]:
    wanted = sorted({i for i in ids if i})
    for i in range(0, len(wanted), _CHUNK):
        yield wanted[i : i + _CHUNK]


def source_of(statement: Mapping[str, Any]) -> Source:
    """The provenance of one statement row, in the shape every face shows."""
    return {
        "statement": statement["id"],
        "document": statement["document_id"],
        "quote": statement["quote"],
        "evidence": statement["evidence"],
        "source_url": statement.get("source_url"),
        "first_seen": statement["first_seen"],
        "last_seen": statement["last_seen"],
    }


def all_sources(conn: Connection, statement_ids: Iterable[str]) -> dict[str, list[SourceSeen]]:
    """statement id -> every document that stated it, oldest first; the last is the row's own."""
    return {
        sid: [
            {
                "document": o.document_id,
                "uri": o.uri,
                "quote": o.quote,
                "original_value": o.original_value,
                "evidence": o.evidence,
                "source_url": o.source_url,
                "seen_at": o.seen_at,
                "latest": o.latest,
            }
            for o in found
        ]
        for sid, found in observations(conn, statement_ids).items()
    }


def best_sources(conn: Connection, entity_ids: Iterable[str]) -> dict[str, dict[str, Source]]:
    """entity -> prop -> the source of the value the views show (strongest, then newest)."""
    out: dict[str, dict[str, Source]] = {}
    for eid, props in current(conn, entity_ids).items():
        out[eid] = {prop: source_of(values[0]) for prop, values in props.items() if values}
    return out


_SOURCE_COLUMNS = (
    statements.c.entity_id,
    statements.c.prop,
    statements.c.id,
    statements.c.document_id,
    statements.c.quote,
    statements.c.evidence,
    statements.c.source_url,
    statements.c.first_seen,
    statements.c.last_seen,
    statements.c.span_start,
)


_RANK = {level: i for i, level in enumerate(EVIDENCE_LEVELS)}


def best_sources_of(
    conn: Connection, entity_ids: Iterable[str], props: Iterable[str]
) -> dict[str, dict[str, Source]]:
    """``best_sources`` for only the properties a view shows: the same choice (strongest
    evidence, then newest, then first read, as ``store.facts.current``), reading only the
    provenance columns of only those properties."""
    wanted = frozenset(props)
    rank, worst = _RANK, len(EVIDENCE_LEVELS)
    # (entity, prop) -> (evidence rank, last seen, row): one pass that keeps what the two stable
    # sorts of store.facts.current put first (strongest, then newest, then first in read order).
    # Plain tuples, not rows: a ring of 100 rows reads ~800 statements per page.
    held: dict[tuple[str, str], tuple[int, str, Any]] = {}
    for part in _chunks(entity_ids):
        query = (
            select(*_SOURCE_COLUMNS)
            # The props are filtered here, not in SQL: a "prop IN" there makes SQLite's
            # planner walk the (prop, value) index over the whole store instead of the
            # entity index (2 s instead of 2 ms on 1,000 platforms).
            .where(statements.c.entity_id.in_(part), statements.c.retired_at.is_(None))
            .order_by(statements.c.first_seen, statements.c.span_start, statements.c.id)
        )
        for r in conn.execute(query).all():  # fetched at once: ~800 rows a ring page, row by row cost ~1 ms
            if r[1] not in wanted:
                continue
            key, level, seen = (r[0], r[1]), rank.get(r[5], worst), str(r[8])
            now = held.get(key)
            if now is None or level < now[0] or (level == now[0] and seen > now[1]):
                held[key] = (level, seen, r)
    out: dict[str, dict[str, Source]] = {}
    for (eid, prop), (_, _, r) in held.items():
        out.setdefault(eid, {})[prop] = {
            "statement": r[2],
            "document": r[3],
            "quote": r[4],
            "evidence": r[5],
            "source_url": r[6],
            "first_seen": r[7],
            "last_seen": r[8],
        }
    return out


def all_current(conn: Connection, entity_id: str) -> dict[str, list[StatementRow]]:
    """prop -> current statements of one entity, best first."""
    return dict(current(conn, [entity_id]).get(entity_id, {}))


def captions(conn: Connection, ids: Iterable[str]) -> dict[str, Caption]:
    """id -> {'name', 'kind'} for the ids the store knows."""
    wanted = list(dict.fromkeys(ids))
    out: dict[str, Caption] = {}
    for part in _chunks(wanted):
        for r in conn.execute(select(entities).where(entities.c.id.in_(part))):
            out[r.id] = {"name": r.caption, "kind": r.schema}
    # Signals and claims are not entities: their title is their name, never their raw id.
    rest = [i for i in wanted if i not in out]
    for part in _chunks(rest):
        query = select(statements.c.entity_id, statements.c.schema, statements.c.value).where(
            statements.c.entity_id.in_(part), statements.c.prop == P.TITLE, statements.c.retired_at.is_(None)
        )
        for r in conn.execute(query):
            out.setdefault(r.entity_id, {"name": r.value, "kind": r.schema})
    return out


def platform_slugs(conn: Connection, supply_ids: Iterable[str]) -> dict[str, str]:
    """ring row (supply id) -> the slug of the platform whose ring shows it."""
    out: dict[str, str] = {}
    for part in _chunks(supply_ids):
        query = (
            select(ring_rows.c.supply_id, platforms.c.slug)
            .join(platforms, platforms.c.id == ring_rows.c.platform_id)
            .where(ring_rows.c.supply_id.in_(part))
        )
        out.update({r.supply_id: r.slug for r in conn.execute(query)})
    return out


def statement_sources(conn: Connection, statement_ids: Iterable[str]) -> dict[str, StatementSource]:
    """statement id -> {statement, document, quote, evidence}."""
    out: dict[str, StatementSource] = {}
    for part in _chunks(statement_ids):
        query = select(
            statements.c.id, statements.c.document_id, statements.c.quote, statements.c.evidence
        ).where(statements.c.id.in_(part))
        for r in conn.execute(query):
            out[r.id] = {
                "statement": r.id,
                "document": r.document_id,
                "quote": r.quote,
                "evidence": r.evidence,
            }
    return out


def statements_quoting(conn: Connection, pairs: Iterable[tuple[str, str]]) -> dict[tuple[str, str], str]:
    """(document, quote) -> the id of a statement read from exactly those words in that document."""
    wanted = {(d, q) for d, q in pairs if d and q}
    out: dict[tuple[str, str], str] = {}
    for part in _chunks(d for d, _ in wanted):
        query = select(statements.c.id, statements.c.document_id, statements.c.quote).where(
            statements.c.document_id.in_(part)
        )
        for r in conn.execute(query.order_by(statements.c.id)):
            key = (r.document_id, r.quote)
            if key in wanted and key not in out:
                out[key] = r.id
    return out


def name_of(names: Mapping[str, Caption], key: str, default: str) -> str:
    """The shown name of ``key`` among ``captions``, or ``default`` when the store has none."""
    found = names.get(key)
    return found["name"] if found else default
