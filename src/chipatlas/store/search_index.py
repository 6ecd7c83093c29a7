"""Building the full-text search index from the store; rebuilt whole when the store has changed.

The index is a cache, like the projections: ``refresh`` throws it away and builds it
again from entities, aliases, current statements, ring rows and documents. ``stamp``
names the state of the store it was built from, so a reader can refresh lazily.
"""

from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Iterator, Sequence
from typing import Any

from sqlalchemy import Connection, Engine, and_, delete, func, insert, or_, select, text

from chipatlas.model.names import chip_name, slugify
from chipatlas.model.schema import SCHEMA, K, P
from chipatlas.store.search_tables import search_index, search_state
from chipatlas.store.tables import aliases, documents, entities, ingests, judgements, platforms, ring_rows
from chipatlas.store.tables import statements as st
from chipatlas.store.writing import try_claim_writer

_BATCH = 2000
_CHUNK = 500  # ids per IN (...) list
# Reified links (ring rows, deployments) are searched through their own rows, not as entities.
_RELATIONS = tuple(k.name for k in SCHEMA.kinds.values() if k.relation)
_lock = threading.Lock()


def stamp(conn: Connection) -> str:
    """The state of the store that the index depends on."""
    n_ing, last = conn.execute(select(func.count(), func.max(ingests.c.id)).select_from(ingests)).one()
    n_judged = conn.execute(select(func.count()).select_from(judgements)).scalar_one()
    n_ent = conn.execute(select(func.count()).select_from(entities)).scalar_one()
    return f"{n_ing}:{last}:{n_judged}:{n_ent}"


def built_stamp(conn: Connection) -> str | None:
    value = conn.execute(select(search_state.c.value).where(search_state.c.key == "stamp")).scalar()
    return None if value is None else str(value)


def _entity_rows(conn: Connection, only: Sequence[str] | None = None) -> Iterator[dict[str, Any]]:
    """Rows of named entities: all of them, or those in ``only`` (one ingest's entities)."""
    if only is not None:
        for start in range(0, len(only), _CHUNK):
            yield from _entity_rows_where(conn, only[start : start + _CHUNK])
        return
    yield from _entity_rows_where(conn, None)


def _entity_rows_where(conn: Connection, ids: Sequence[str] | None) -> Iterator[dict[str, Any]]:
    names: dict[str, list[str]] = defaultdict(list)
    query_a = select(aliases.c.entity_id, aliases.c.name)
    for r in conn.execute(query_a if ids is None else query_a.where(aliases.c.entity_id.in_(ids))):
        names[r.entity_id].append(r.name)
    texts: dict[str, list[str]] = defaultdict(list)
    query = select(st.c.entity_id, st.c.schema, st.c.prop, st.c.value).where(
        st.c.retired_at.is_(None), st.c.schema.notin_(_RELATIONS)
    )
    for s in conn.execute(query if ids is None else query.where(st.c.entity_id.in_(ids))):
        if s.schema in SCHEMA.kinds and SCHEMA.kind(s.schema).indexed(s.prop):
            texts[s.entity_id].append(s.value if s.prop != P.UNDISCLOSED else f"{s.value} not disclosed")
    query_e = select(entities).where(entities.c.schema.notin_(_RELATIONS)).order_by(entities.c.id)
    for e in conn.execute(query_e if ids is None else query_e.where(entities.c.id.in_(ids))):
        body = " ".join(dict.fromkeys([*names.get(e.id, []), *texts.get(e.id, [])]))
        yield {"kind": e.schema, "ref": e.id, "title": e.caption, "body": body}


def _chip_rows(conn: Connection) -> Iterator[dict[str, Any]]:
    """Chips named as a platform's accelerator, unless the store has the chip as an entity
    or the name knowledge already names the chip that platform is built on."""
    known = {r.id for r in conn.execute(select(entities.c.id).where(entities.c.schema == K.CHIP))}
    covered = {
        r.value
        for r in conn.execute(select(st.c.value).where(st.c.prop == P.USED_IN, st.c.retired_at.is_(None)))
    }
    by_chip: dict[str, list[str]] = defaultdict(list)
    names: dict[str, str] = {}
    query = (
        select(st.c.entity_id, st.c.value, platforms.c.name)
        .join(platforms, platforms.c.id == st.c.entity_id)
        .where(st.c.prop == P.ACCELERATOR, st.c.retired_at.is_(None))
    )
    for r in conn.execute(query):
        if r.entity_id in covered:
            continue
        cid = f"chip:{slugify(chip_name(r.value))}"
        names.setdefault(cid, chip_name(r.value))
        by_chip[cid].append(r.name)
    for cid, used_in in sorted(by_chip.items()):
        if cid not in known:
            yield {
                "kind": K.CHIP,
                "ref": cid,
                "title": names[cid],
                "body": "accelerator of " + ", ".join(used_in),
            }


def _supply_rows(conn: Connection, only: Sequence[str] | None = None) -> Iterator[dict[str, Any]]:
    names = {r.id: r.name for r in conn.execute(select(platforms.c.id, platforms.c.name))}
    query = select(ring_rows).order_by(ring_rows.c.platform_id, ring_rows.c.position)
    for r in conn.execute(query if only is None else query.where(ring_rows.c.platform_id.in_(only))):
        supplier = r.supplier or "not disclosed"
        parts = [r.supplier_detail, r.notes, r.made_in_country, r.made_in_site, r.component]
        yield {
            "kind": K.SUPPLY,
            "ref": f"{r.platform_id}#{r.supply_id}",
            "title": f"{r.component}: {supplier} ({names.get(r.platform_id, r.platform_id)})",
            "body": " ".join(p for p in parts if p),
        }


def _document_rows(conn: Connection, only: str | None = None) -> Iterator[dict[str, Any]]:
    query = select(documents.c.id, documents.c.title, documents.c.uri, documents.c.text).order_by(
        documents.c.ingested_at
    )
    for r in conn.execute(query if only is None else query.where(documents.c.id == only)):
        yield {"kind": K.DOCUMENT, "ref": r.id, "title": r.title or r.uri, "body": f"{r.uri} {r.text}"}


def _batches(conn: Connection) -> Iterator[list[dict[str, Any]]]:
    batch: list[dict[str, Any]] = []
    n = 0
    for source in (_entity_rows, _chip_rows, _supply_rows, _document_rows):
        for row in list(source(conn)):
            n += 1
            batch.append({"id": n, **row})
            if len(batch) >= _BATCH:
                yield batch
                batch = []
    if batch:
        yield batch


def refresh(conn: Connection) -> int:
    """Rebuild the index inside the caller's transaction; returns the number of rows indexed."""
    sqlite = conn.dialect.name == "sqlite"
    if sqlite:
        conn.execute(text("INSERT INTO search_fts(search_fts) VALUES ('delete-all')"))
    conn.execute(delete(search_index))
    n = 0
    for batch in _batches(conn):
        conn.execute(insert(search_index), batch)
        n += len(batch)
    if sqlite:
        conn.execute(text("INSERT INTO search_fts(search_fts) VALUES ('rebuild')"))
    conn.execute(delete(search_state).where(search_state.c.key == "stamp"))
    conn.execute(insert(search_state).values(key="stamp", value=stamp(conn)))
    return n


def _remove(conn: Connection, where: Any) -> None:
    """Delete index rows (and, on SQLite, their FTS5 entries: the table has external content)."""
    if conn.dialect.name == "sqlite":
        old = conn.execute(select(search_index.c.id, search_index.c.title, search_index.c.body).where(where))
        forget = (
            "INSERT INTO search_fts(search_fts, rowid, title, body) VALUES ('delete', :id, :title, :body)"
        )
        params = [{"id": r.id, "title": r.title, "body": r.body} for r in old]
        if params:
            conn.execute(text(forget), params)
    conn.execute(delete(search_index).where(where))


def _add(conn: Connection, rows: list[dict[str, Any]]) -> None:
    if not rows:
        return
    start = int(conn.execute(select(func.coalesce(func.max(search_index.c.id), 0))).scalar_one())
    numbered = [{"id": start + i, **row} for i, row in enumerate(rows, 1)]
    conn.execute(insert(search_index), numbered)
    if conn.dialect.name == "sqlite":
        add = "INSERT INTO search_fts(rowid, title, body) VALUES (:id, :title, :body)"
        conn.execute(text(add), [{"id": r["id"], "title": r["title"], "body": r["body"]} for r in numbered])


def update(
    conn: Connection, *, entity_ids: Sequence[str], platform_ids: Sequence[str], document_id: str
) -> None:
    """Bring a fresh index up to date with one ingest, inside the ingest's transaction: the rows
    of the entities it touched, the ring rows of its platforms, its document and the derived
    chip rows. The caller checks the index was fresh before the ingest (``is_fresh``); a stale
    one is left for ``ensure_fresh`` to rebuild whole."""
    ents, plats = sorted(set(entity_ids)), sorted(set(platform_ids))
    for start in range(0, len(ents), _CHUNK):
        _remove(conn, search_index.c.ref.in_(ents[start : start + _CHUNK]))
    for pid in plats:
        _remove(
            conn,
            and_(search_index.c.kind == K.SUPPLY, search_index.c.ref.startswith(f"{pid}#", autoescape=True)),
        )
    chip_entities = select(entities.c.id).where(entities.c.schema == K.CHIP)
    _remove(
        conn,
        or_(
            search_index.c.ref == document_id,
            and_(search_index.c.kind == K.CHIP, search_index.c.ref.notin_(chip_entities)),
        ),
    )
    rows = [
        *_entity_rows(conn, ents),
        *_chip_rows(conn),
        *_supply_rows(conn, plats),
        *_document_rows(conn, document_id),
    ]
    _add(conn, rows)
    conn.execute(delete(search_state).where(search_state.c.key == "stamp"))
    conn.execute(insert(search_state).values(key="stamp", value=stamp(conn)))


def forget(conn: Connection) -> None:
    """Mark the index stale (the projections it reads were rebuilt whole): the next search
    rebuilds it, and an ingest in this transaction leaves it alone."""
    conn.execute(delete(search_state).where(search_state.c.key == "stamp"))


def is_fresh(conn: Connection) -> bool:
    return built_stamp(conn) == stamp(conn)


def ensure_fresh(engine: Engine) -> bool:
    """Rebuild the index if the store changed since it was built; True if it was rebuilt."""
    with engine.connect() as conn:
        if built_stamp(conn) == stamp(conn):
            return False
    # Another thread of this process is rebuilding: answer from the index as it is rather
    # than hold a web worker on a lock nothing can interrupt.
    if not _lock.acquire(blocking=False):
        return False
    try:
        return _rebuild(engine)
    finally:
        _lock.release()


def _rebuild(engine: Engine) -> bool:
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            # Rebuild only when no ingest holds the store's writer lock: a search never waits behind
            # a running feed poll (it answers from the index as it is), and an ingest updating the
            # index and a rebuild deleting it never wait on each other.
            if not try_claim_writer(conn):
                return False
            conn.execute(text("LOCK TABLE search_state IN EXCLUSIVE MODE"))
        if built_stamp(conn) == stamp(conn):
            return False
        refresh(conn)
    return True
