"""Read models rebuilt from statements inside the ingest transaction.

Statements are the truth; these tables are a cache that ``rebuild_all`` can always redo.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import Connection, delete, insert, select

from chipatlas.model.names import match_key
from chipatlas.resolve import Resolver
from chipatlas.store.facts import best, current
from chipatlas.store.tables import aliases, entities, platforms, ring_rows, sources, statements

_CHUNK = 500


def _chunks(ids: list[str]) -> Iterable[list[str]]:
    for i in range(0, len(ids), _CHUNK):
        yield ids[i : i + _CHUNK]


def rebuild_entities(conn: Connection, entity_ids: Iterable[str]) -> None:
    ids = sorted(set(entity_ids))
    facts = current(conn, ids)
    for chunk in _chunks(ids):
        conn.execute(delete(entities).where(entities.c.id.in_(chunk)))
        conn.execute(delete(aliases).where(aliases.c.entity_id.in_(chunk)))
    ent_rows, alias_rows = [], {}
    for eid in ids:
        props = facts.get(eid)
        if not props:
            continue
        schema = str(next(iter(props.values()))[0]["schema"])
        caption = best(props, "name") or eid.split(":", 1)[-1]
        ent_rows.append({"id": eid, "schema": schema, "caption": caption})
        names = [str(r["value"]) for p in ("name", "alias") for r in props.get(p, [])]
        for name in [*names, eid.split(":", 1)[-1]]:
            key = match_key(name)
            if key:
                alias_rows[(key, eid)] = {"key": key, "entity_id": eid, "schema": schema, "name": name}
    if ent_rows:
        conn.execute(insert(entities), ent_rows)
    if alias_rows:
        conn.execute(insert(aliases), list(alias_rows.values()))


def _supplies_of(conn: Connection, ids: list[str]) -> list[str]:
    rows = conn.execute(
        select(statements.c.entity_id)
        .where(
            statements.c.prop == "platform",
            statements.c.value.in_(ids),
            statements.c.schema == "Supply",
            statements.c.retired_at.is_(None),
        )
        .distinct()
    )
    return [r.entity_id for r in rows]


def rebuild_platforms(conn: Connection, platform_ids: Iterable[str]) -> None:
    resolver = Resolver(conn)
    order = {r.key: r.first_ingested for r in conn.execute(select(sources.c.key, sources.c.first_ingested))}
    captions = {r.id: r.caption for r in conn.execute(select(entities.c.id, entities.c.caption))}
    for pid in sorted({resolver.canonical(p) for p in platform_ids}):
        merged = resolver.members(pid)
        conn.execute(delete(ring_rows).where(ring_rows.c.platform_id == pid))
        conn.execute(delete(platforms).where(platforms.c.id == pid))
        supplies = current(conn, _supplies_of(conn, merged))
        rows = [_ring_row(pid, sid, props, captions, resolver) for sid, props in supplies.items()]
        rows.sort(key=lambda r: (order.get(str(r.pop("_source")), ""), r.pop("_start")))
        for position, row in enumerate(rows):
            row["position"] = position
        if rows:
            conn.execute(insert(ring_rows), rows)
        props = current(conn, merged).get(pid, {})
        name = best(props, "name")
        if name is None and not rows:
            continue
        conn.execute(
            insert(platforms).values(
                id=pid,
                slug=pid.split(":", 1)[-1],
                name=name or pid.split(":", 1)[-1],
                last_verified=best(props, "last_verified"),
                n_rows=len(rows),
                n_components=len({str(r["component"]).lower() for r in rows}),
            )
        )


def _ring_row(
    pid: str,
    sid: str,
    props: dict[str, list[dict[str, object]]],
    captions: dict[str, str],
    resolver: Resolver,
) -> dict[str, object]:
    supplier = best(props, "supplier")
    supplier_id = resolver.canonical(supplier) if supplier else None
    head = props["component"][0]
    return {
        "platform_id": pid,
        "supply_id": sid,
        "component": best(props, "component"),
        "supplier_id": supplier_id,
        "supplier": captions.get(supplier_id, supplier_id) if supplier_id else None,
        "supplier_detail": best(props, "supplier_detail"),
        "role": best(props, "role"),
        "made_in_country": best(props, "made_in_country"),
        "made_in_site": best(props, "made_in_site"),
        "us_status": best(props, "us_status"),
        "evidence": best(props, "evidence") or "claimed",
        "has_source_link": best(props, "has_source_link") == "true",
        "notes": best(props, "notes"),
        "document_id": head["document_id"],
        "source_url": best(props, "source_url"),
        "_source": head["source_key"],
        "_start": head["span_start"],
    }


def rebuild_all(conn: Connection) -> None:
    """Throw the read models away and build them again from statements."""
    ids = [r.entity_id for r in conn.execute(select(statements.c.entity_id).distinct())]
    rebuild_entities(conn, ids)
    rebuild_platforms(conn, [i for i in ids if i.startswith("platform:")])
