"""Lists over the store for browsing: counts, latest changes, dataset records, entities, documents.

Lists page by keyset: each returns its rows and the key to continue after (or None),
so a face can hand out opaque cursors that stay valid while data is added.
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import ColumnElement, Connection, Subquery, and_, desc, func, or_, select

from chipatlas.analyze.history_names import uncaptioned_words
from chipatlas.analyze.provenance import source_of
from chipatlas.analyze.records_catalog import (
    DatasetProp,
    DatasetRecord,
    DocumentLine,
    EntityLine,
    IngestLine,
    StoreCounts,
    SupersededLine,
)
from chipatlas.analyze.records_ring import PlatformRecord
from chipatlas.analyze.view import View
from chipatlas.model.schema import K, P
from chipatlas.store.tables import documents, entities, ingests, platforms, ring_rows, statements

# A keyset cursor: the (sort column, id) pair of the last row shown, as text.
Key = list[str]


def counts(conn: Connection) -> StoreCounts:
    by_kind = {
        r.schema: r.n
        for r in conn.execute(
            select(entities.c.schema, func.count().label("n"))
            .group_by(entities.c.schema)
            .order_by(entities.c.schema)
        )
    }
    current = select(func.count()).select_from(statements).where(statements.c.retired_at.is_(None))
    return {
        "platforms": conn.execute(select(func.count()).select_from(platforms)).scalar_one(),
        "ring_rows": conn.execute(select(func.count()).select_from(ring_rows)).scalar_one(),
        "documents": conn.execute(select(func.count()).select_from(documents)).scalar_one(),
        "statements": conn.execute(current).scalar_one(),
        "superseded": conn.execute(
            select(func.count()).select_from(statements).where(statements.c.retired_at.is_not(None))
        ).scalar_one(),
        "entities": by_kind,
    }


def latest_ingests(conn: Connection, limit: int = 10) -> list[IngestLine]:
    query = (
        select(ingests, documents.c.uri, documents.c.title)
        .join(documents, documents.c.id == ingests.c.document_id)
        .order_by(desc(ingests.c.id))
        .limit(limit)
    )
    return [
        {
            "at": r.at,
            "document": r.document_id,
            "uri": r.uri,
            "title": r.title,
            "source": r.source_key,
            "new": r.new,
            "confirmed": r.confirmed,
            "superseded": r.retired,
        }
        for r in conn.execute(query)
    ]


def latest_superseded(conn: Connection, limit: int = 10) -> list[SupersededLine]:
    query = (
        select(statements, entities.c.caption)
        .outerjoin(entities, entities.c.id == statements.c.entity_id)
        .where(statements.c.retired_at.is_not(None))
        .order_by(desc(statements.c.retired_at), statements.c.id)
        .limit(limit)
    )
    found = list(conn.execute(query).mappings())
    # a place, a supply or a figure has no caption: it reads as what it is, not as its id
    words = uncaptioned_words(
        conn, {r["entity_id"] for r in found if not r["caption"]} | {r["value"] for r in found}
    )
    return [
        {
            "superseded_at": r["retired_at"],
            "entity": r["entity_id"],
            "entity_name": r["caption"] or words.get(r["entity_id"]),
            "prop": r["prop"],
            "value": words.get(r["value"], r["value"]),
            "source": source_of({k: v for k, v in r.items() if k != "caption"}),
        }
        for r in found
    ]


def dataset_records(conn: Connection) -> list[DatasetRecord]:
    """Each platform's dataset record: title, sources, last verified, with the statement behind each."""
    props = ("dataset_title", "dataset_sources", "last_verified")
    query = (
        select(statements, platforms.c.slug, platforms.c.name, platforms.c.n_rows, platforms.c.n_components)
        .join(platforms, platforms.c.id == statements.c.entity_id)
        .where(statements.c.prop.in_(props), statements.c.retired_at.is_(None))
        .order_by(platforms.c.name, statements.c.last_seen)
    )
    out: dict[str, DatasetRecord] = {}
    for r in conn.execute(query).mappings():
        rec = out.setdefault(
            r["slug"],
            {
                "slug": r["slug"],
                "platform": r["name"],
                "n_rows": r["n_rows"],
                "n_components": r["n_components"],
            },
        )
        prop = cast(DatasetProp, r["prop"])  # the query reads only these properties
        rec[prop] = {"value": r["value"], "text": r["original_value"], "source": source_of(dict(r))}
    return list(out.values())


def _after(
    cols: tuple[ColumnElement[str], ColumnElement[str]], key: Key | None
) -> ColumnElement[bool] | None:
    """Keyset condition: rows strictly after ``key`` in the order of ``cols`` (all ascending)."""
    if not key:
        return None
    a, b = cols
    return or_(a > key[0], and_(a == key[0], b > key[1]))


def _deployed() -> Subquery:
    """cluster id -> how many platforms its current deployments name."""
    c, p = statements.alias("dc"), statements.alias("dp")
    return (
        select(c.c.value.label("cid"), func.count(func.distinct(p.c.value)).label("n"))
        .join(p, and_(p.c.entity_id == c.c.entity_id, p.c.prop == P.PLATFORM, p.c.retired_at.is_(None)))
        .where(c.c.schema == K.DEPLOYMENT, c.c.prop == P.CLUSTER, c.c.retired_at.is_(None))
        .group_by(c.c.value)
        .subquery("deployed")
    )


def list_entities(
    conn: Connection, kind: str | None = None, after: Key | None = None, limit: int = 100
) -> tuple[list[EntityLine], Key | None]:
    """Entities by name (then id); companies carry how many platforms and ring rows name them,
    clusters how many platforms they deploy (a cluster supplies nothing: counted as a supplier
    it read "0 platforms" beside the platform it runs)."""
    used = (
        select(
            ring_rows.c.supplier_id.label("sid"),
            func.count(func.distinct(ring_rows.c.platform_id)).label("n_platforms"),
            func.count().label("n_rows"),
        )
        .group_by(ring_rows.c.supplier_id)
        .subquery()
    )
    deployed = _deployed()
    query = (
        select(entities, func.coalesce(used.c.n_platforms, deployed.c.n).label("n_platforms"), used.c.n_rows)
        .outerjoin(used, used.c.sid == entities.c.id)
        .outerjoin(deployed, deployed.c.cid == entities.c.id)
    )
    if kind:
        query = query.where(entities.c.schema == kind)
    hidden = View.load(conn).merged_away()
    if hidden:  # one row per real thing: a merged-away id reads as its canonical one
        query = query.where(entities.c.id.notin_(hidden))
    cond = _after((entities.c.caption, entities.c.id), after)
    if cond is not None:
        query = query.where(cond)
    rows = list(conn.execute(query.order_by(entities.c.caption, entities.c.id).limit(limit + 1)))
    page: list[EntityLine] = [
        {
            "id": r.id,
            "kind": r.schema,
            "name": r.caption,
            "slug": r.id.split(":", 1)[-1],
            "n_platforms": r.n_platforms or 0,
            "n_ring_rows": r.n_rows or 0,
        }
        for r in rows[:limit]
    ]
    nxt = [page[-1]["name"], page[-1]["id"]] if len(rows) > limit else None
    return page, nxt


def list_documents(
    conn: Connection, after: Key | None = None, limit: int = 100
) -> tuple[list[DocumentLine], Key | None]:
    """Documents, oldest ingest first, with how many current statements each one backs."""
    backed = (
        select(statements.c.document_id.label("did"), func.count().label("n"))
        .where(statements.c.retired_at.is_(None))
        .group_by(statements.c.document_id)
        .subquery()
    )
    query = select(
        documents.c.id,
        documents.c.uri,
        documents.c.title,
        documents.c.source_key,
        documents.c.media_type,
        documents.c.size,
        documents.c.published,
        documents.c.retrieved_at,
        documents.c.ingested_at,
        backed.c.n,
    ).outerjoin(backed, backed.c.did == documents.c.id)
    cond = _after((documents.c.ingested_at, documents.c.id), after)
    if cond is not None:
        query = query.where(cond)
    rows = list(conn.execute(query.order_by(documents.c.ingested_at, documents.c.id).limit(limit + 1)))
    page: list[DocumentLine] = [
        {
            "id": r.id,
            "uri": r.uri,
            "title": r.title,
            "source": r.source_key,
            "media_type": r.media_type,
            "size": r.size,
            "published": r.published,
            "retrieved_at": r.retrieved_at,
            "ingested_at": r.ingested_at,
            "n_statements": r.n or 0,
        }
        for r in rows[:limit]
    ]
    nxt = [page[-1]["ingested_at"], page[-1]["id"]] if len(rows) > limit else None
    return page, nxt


def list_platforms_page(
    conn: Connection, after: Key | None = None, limit: int = 100
) -> tuple[list[PlatformRecord], Key | None]:
    query = select(platforms)
    cond = _after((platforms.c.name, platforms.c.slug), after)
    if cond is not None:
        query = query.where(cond)
    rows = list(conn.execute(query.order_by(platforms.c.name, platforms.c.slug).limit(limit + 1)).mappings())
    page: list[PlatformRecord] = [
        {
            "slug": r["slug"],
            "name": r["name"],
            "n_rows": r["n_rows"],
            "n_components": r["n_components"],
            "last_verified": r["last_verified"],
            "id": r["id"],
        }
        for r in rows[:limit]
    ]
    nxt = [page[-1]["name"], page[-1]["slug"]] if len(rows) > limit else None
    return page, nxt
