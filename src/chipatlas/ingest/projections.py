"""Read models rebuilt from statements inside the ingest transaction.

Statements are the truth; these tables are a cache that ``rebuild_all`` can always redo.
The queries here read only the columns they need, in chunks, because a large ring
file touches hundreds of thousands of statements in one transaction.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import Connection, delete, insert, select

from chipatlas.ingest.name_index import rebuild_entities
from chipatlas.ingest.platform_rows import Ordering, platform_rows
from chipatlas.ingest.ranked import RANKED, chunks, ranked
from chipatlas.ingest.row_words import Texts, one_row
from chipatlas.model.schema import K, P
from chipatlas.resolve import Resolver
from chipatlas.store.tables import entities, platforms, ring_rows, sources, statements


def _supplies_of(conn: Connection, platform_ids: Sequence[str]) -> dict[str, str]:
    """supply id -> platform id, for the current ring rows of these platforms."""
    out: dict[str, str] = {}
    for chunk in chunks(platform_ids):
        rows = conn.execute(
            select(statements.c.entity_id, statements.c.value).where(
                statements.c.prop == P.PLATFORM,
                statements.c.value.in_(chunk),
                statements.c.schema == K.SUPPLY,
                statements.c.retired_at.is_(None),
            )
        )
        out.update({r.entity_id: r.value for r in rows})
    return out


# Ring rows held in memory at once while rebuilding: each supply brings ~20 statement
# rows, so 500 ring rows are ~10,000 fetched rows (5,000 set the 100,000-row peak).
_GROUP = 500
_PLATFORMS = 50  # platforms whose supply ids are fetched at once


def rebuild_platforms(conn: Connection, platform_ids: Iterable[str]) -> list[str]:
    """The ``platforms`` and ``ring_rows`` tables for these platforms, a chunk of platforms
    at a time, each chunk's rows freed before the next; returns the canonical ids rebuilt."""
    resolver = Resolver(conn)
    wanted = sorted({resolver.canonical(p) for p in platform_ids})
    order = {r.key: r.first_ingested for r in conn.execute(select(sources.c.key, sources.c.first_ingested))}
    texts = Texts(conn)
    for chunk in chunks(wanted):
        conn.execute(delete(ring_rows).where(ring_rows.c.platform_id.in_(chunk)))
        conn.execute(delete(platforms).where(platforms.c.id.in_(chunk)))
    for start in range(0, len(wanted), _PLATFORMS):
        _rebuild_part(conn, wanted[start : start + _PLATFORMS], order, resolver, texts)
    return wanted


def _rebuild_part(
    conn: Connection, part: list[str], order: dict[str, str], resolver: Resolver, texts: Texts
) -> None:
    """One chunk of platforms: their supply ids, names and ring rows, written a group at a time."""
    members = {m: pid for pid in part for m in resolver.members(pid)}
    by_platform: dict[str, list[str]] = defaultdict(list)
    for sid, member in _supplies_of(conn, sorted(members)).items():
        by_platform[members[member]].append(sid)
    names = platform_props(conn, sorted(members), members)
    group: list[str] = []
    size = 0
    for pid in part:
        group.append(pid)
        size += len(by_platform[pid])
        if size >= _GROUP:
            _write_group(conn, group, by_platform, names, order, resolver, texts)
            group, size = [], 0
    if group:
        _write_group(conn, group, by_platform, names, order, resolver, texts)


def _facts(conn: Connection, ids: Sequence[str]) -> dict[str, dict[str, list[Any]]]:
    cols = (
        *RANKED,
        statements.c.first_seen,
        statements.c.document_id,
        statements.c.source_key,
        statements.c.span_start,
        statements.c.source_url,
    )
    out: dict[str, dict[str, list[Any]]] = {}
    for chunk in chunks(sorted(ids)):
        # No filter on prop: these entities have only ring props, and a prop filter leads
        # SQLite to scan the (prop, value) index instead of looking the entities up.
        out.update(
            ranked(
                # .all(): one fetch per chunk, not one driver call per row (~190,000 for 10,000 rows).
                conn.execute(
                    select(*cols).where(statements.c.entity_id.in_(chunk), statements.c.retired_at.is_(None))
                ).all()
            )
        )
    return out


def _locations(conn: Connection, supply_ids: Sequence[str]) -> dict[str, list[str]]:
    """supply id -> the ids of its current Production entities (where it is made)."""
    out: dict[str, list[str]] = defaultdict(list)
    for chunk in chunks(sorted(supply_ids)):
        rows = conn.execute(
            select(statements.c.entity_id, statements.c.value).where(
                statements.c.prop == P.SUPPLY,
                statements.c.value.in_(chunk),
                statements.c.schema == K.PRODUCTION,
                statements.c.retired_at.is_(None),
            )
        )
        for r in rows:
            if r.entity_id not in out[r.value]:
                out[r.value].append(r.entity_id)
    return out


def _write_group(
    conn: Connection,
    group: list[str],
    by_platform: dict[str, list[str]],
    names: dict[str, dict[str, str]],
    order: dict[str, str],
    resolver: Resolver,
    texts: Texts,
) -> None:
    supply_ids = sorted(sid for pid in group for sid in by_platform[pid])
    # A supply's words all come from one of its place-less rows (row_words.py).
    facts = {sid: one_row(props, texts) for sid, props in _facts(conn, supply_ids).items()}
    where = _locations(conn, supply_ids)
    places = _facts(conn, sorted(loc for locs in where.values() for loc in locs))
    suppliers = {resolver.canonical(p[P.SUPPLIER][0].value) for p in facts.values() if p.get(P.SUPPLIER)}
    captions = _captions(conn, sorted(suppliers))
    summary_rows, all_rows = [], []
    for pid in group:
        supplies = {sid: facts[sid] for sid in by_platform[pid] if sid in facts}
        rows = platform_rows(pid, supplies, where, places, Ordering(order, resolver, captions))
        all_rows += rows
        summary = summary_row(pid, counts(rows), names.get(pid, {}))
        if summary:
            summary_rows.append(summary)
    if all_rows:
        insert_rows(conn, all_rows)
    if summary_rows:
        conn.execute(insert(platforms), summary_rows)


def counts(rows: list[dict[str, object]]) -> tuple[int, int]:
    """A platform's ring rows and components, as its ``platforms`` row counts them."""
    return len(rows), len({str(r["component"]).lower() for r in rows})


def summary_row(pid: str, counted: tuple[int, int], props: dict[str, str]) -> dict[str, object] | None:
    """The ``platforms`` row; None for a platform with neither a name nor a ring row."""
    if P.NAME not in props and not counted[0]:
        return None
    return {
        "id": pid,
        "slug": pid.split(":", 1)[-1],
        "name": props.get(P.NAME) or pid.split(":", 1)[-1],
        "last_verified": props.get(P.LAST_VERIFIED),
        "n_rows": counted[0],
        "n_components": counted[1],
    }


def insert_rows(conn: Connection, rows: list[dict[str, object]]) -> None:
    """Ring rows in one executemany. On SQLite as plain tuples through the driver: the same
    rows, without the Core insert's per-row parameter processing (~20,000 rows per
    100,000-row ring chunk of platforms). Every row has the same keys (``_ring_rows``)."""
    if conn.dialect.name != "sqlite":
        conn.execute(insert(ring_rows), rows)
        return
    cols = list(rows[0])
    sql = f"INSERT INTO ring_rows ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})"
    conn.exec_driver_sql(sql, [tuple(r[c] for c in cols) for r in rows])


def _captions(conn: Connection, ids: Sequence[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for chunk in chunks(ids):
        out.update(
            {
                r.id: r.caption
                for r in conn.execute(
                    select(entities.c.id, entities.c.caption).where(entities.c.id.in_(chunk))
                )
            }
        )
    return out


def platform_props(
    conn: Connection, ids: Sequence[str], members: dict[str, str]
) -> dict[str, dict[str, str]]:
    """The best name and last_verified of each platform, merged ids folded into their canonical one."""
    cols = RANKED
    out: dict[str, dict[str, str]] = defaultdict(dict)
    for chunk in chunks(ids):
        found = ranked(
            conn.execute(
                select(*cols).where(
                    statements.c.entity_id.in_(chunk),
                    statements.c.prop.in_((P.NAME, P.LAST_VERIFIED)),
                    statements.c.retired_at.is_(None),
                )
            )
        )
        for eid, props in found.items():
            for prop, values in props.items():
                out[members.get(eid, eid)].setdefault(prop, values[0].value)
    return out


def platforms_of_supplies(conn: Connection, supply_ids: Iterable[str]) -> set[str]:
    """The platforms these ring rows belong (or belonged) to: retired rows count too."""
    out: set[str] = set()
    for chunk in chunks(sorted(set(supply_ids))):
        rows = conn.execute(
            select(statements.c.value).where(
                statements.c.entity_id.in_(chunk), statements.c.prop == P.PLATFORM
            )
        )
        out |= {r.value for r in rows}
    return out


def rebuild_all(conn: Connection) -> None:
    """Throw the read models away and build them again from statements."""
    ids = [r.entity_id for r in conn.execute(select(statements.c.entity_id).distinct())]
    rebuild_entities(conn, ids)
    rebuild_platforms(conn, [i for i in ids if i.startswith("platform:")])
