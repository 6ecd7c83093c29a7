"""The queries behind ``changes``: counts and pages computed in SQL, so the work is bounded.

A change is a statement first seen, or retired, at or after a time. Changes are grouped
by (entity, property): a group with both is one "changed" value; otherwise its rows are
"new" or "superseded". Counting and paging happen in the database; only one page of
groups is read into Python.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import ColumnElement, Connection, RowMapping, Subquery, and_, case, func, literal, or_, select

from chipatlas.analyze.records_change import ChangeCounts, ChangedStatement
from chipatlas.model.schema import K, P
from chipatlas.resolve import Resolver
from chipatlas.store.tables import statements

ZERO: ChangeCounts = {
    "n_new": 0,
    "n_changed": 0,
    "n_superseded": 0,
    "n_supplies_new": 0,
    "n_supplies_ended": 0,
}
KEYS = tuple(ZERO)
_S = statements.c


@dataclass(frozen=True)
class Scope:
    """Which statements count as changes: since ``stamp``, of some platforms or all."""

    stamp: str
    platform_ids: tuple[str, ...] | None

    def where(self) -> ColumnElement[bool]:
        changed = or_(_S.first_seen >= self.stamp, _S.retired_at >= self.stamp)
        if self.platform_ids is None:
            return changed
        supplies = select(statements.c.entity_id).where(
            statements.c.schema == K.SUPPLY,
            statements.c.prop == P.PLATFORM,
            statements.c.value.in_(self.platform_ids),
        )
        places = select(statements.c.entity_id).where(
            statements.c.schema == K.PRODUCTION,
            statements.c.prop == P.SUPPLY,
            statements.c.value.in_(supplies),
        )
        of_platform = or_(
            _S.entity_id.in_(self.platform_ids), _S.entity_id.in_(supplies), _S.entity_id.in_(places)
        )
        return and_(changed, of_platform)


def scope(stamp: str, platform_ids: Iterable[str] | None) -> Scope:
    return Scope(stamp, tuple(platform_ids) if platform_ids is not None else None)


def group_page(
    conn: Connection, where: Scope, limit: int | None, after: list[str] | None
) -> tuple[list[tuple[str, str]] | None, list[str] | None]:
    """One page of (entity, property) keys in key order, and the key to continue after.
    Without ``limit``: None (every group) and no next key."""
    if limit is None:
        return None, None
    query = select(_S.entity_id, _S.prop).where(where.where()).distinct()
    if after:
        query = query.where(or_(_S.entity_id > after[0], and_(_S.entity_id == after[0], _S.prop > after[1])))
    found = [(r[0], r[1]) for r in conn.execute(query.order_by(_S.entity_id, _S.prop).limit(limit + 1))]
    page = found[:limit]
    return page, (list(page[-1]) if len(found) > limit else None)


def _statement(r: RowMapping) -> ChangedStatement:
    return {
        "id": r["id"],
        "source_key": r["source_key"],
        "entity_id": r["entity_id"],
        "schema": r["schema"],
        "prop": r["prop"],
        "value": r["value"],
        "original_value": r["original_value"],
        "document_id": r["document_id"],
        "quote": r["quote"],
        "span_start": r["span_start"],
        "span_end": r["span_end"],
        "evidence": r["evidence"],
        "source_url": r["source_url"],
        "first_seen": r["first_seen"],
        "last_seen": r["last_seen"],
        "retired_at": r["retired_at"],
    }


def rows_of(conn: Connection, where: Scope, keys: list[tuple[str, str]] | None) -> list[ChangedStatement]:
    """The changed statements of these groups (all groups when ``keys`` is None)."""
    query = select(statements).where(where.where())
    if keys is not None:
        if not keys:
            return []
        query = query.where(_S.entity_id.in_(sorted({k[0] for k in keys})))
    wanted = set(keys) if keys is not None else None
    rows = [_statement(r) for r in conn.execute(query.order_by(_S.first_seen, _S.id)).mappings()]
    return [r for r in rows if wanted is None or (r["entity_id"], r["prop"]) in wanted]


def supply_platforms(conn: Connection, supply_ids: Iterable[str]) -> dict[str, str]:
    """supply id -> platform id, from its 'platform' statements (current or retired)."""
    ids = sorted(i for i in set(supply_ids) if i.startswith("supply:"))
    out: dict[str, str] = {}
    for start in range(0, len(ids), 500):
        query = select(_S.entity_id, _S.value).where(
            _S.schema == K.SUPPLY, _S.prop == P.PLATFORM, _S.entity_id.in_(ids[start : start + 500])
        )
        out |= {r.entity_id: r.value for r in conn.execute(query)}
    return out


def _first_value(schema: str, prop: str, key: str, value: str) -> Subquery:
    """A subquery: entity id (``key``) -> one value (``value``) of its ``schema``.``prop``."""
    return (
        select(_S.entity_id.label(key), func.min(_S.value).label(value))
        .where(_S.schema == schema, _S.prop == prop)
        .group_by(_S.entity_id)
        .subquery()
    )


def counts(conn: Connection, where: Scope) -> dict[str | None, ChangeCounts]:
    """Raw platform id (None: no platform) -> {n_new, n_changed, n_superseded}, all in SQL,
    classified as ``changes._classify`` does: an (entity, property) with statements both
    added and retired is one change; then, per platform, a component's property with rows
    only added and rows only retired (a new supplier for HBM) is one change too."""
    added = func.sum(case((_S.first_seen >= where.stamp, 1), else_=0))
    gone = func.sum(case((_S.retired_at >= where.stamp, 1), else_=0))
    groups = (
        select(_S.entity_id.label("eid"), _S.prop.label("prop"), added.label("n_a"), gone.label("n_g"))
        .where(where.where())
        .group_by(_S.entity_id, _S.prop)
        .subquery()
    )
    owner = _first_value(K.PRODUCTION, P.SUPPLY, "place", "supply")  # a place belongs to a supply
    sp = _first_value(K.SUPPLY, P.PLATFORM, "sid", "pid")
    sc = _first_value(K.SUPPLY, P.COMPONENT, "cid", "component")
    supply = func.coalesce(owner.c.supply, groups.c.eid)
    plat = case((groups.c.eid.like("platform:%"), groups.c.eid), else_=sp.c.pid)
    both = case((and_(groups.c.n_a > 0, groups.c.n_g > 0), 1), else_=0)
    per_key = (
        select(
            plat.label("plat"),
            sc.c.component.label("component"),
            func.sum(both).label("n_both"),
            func.sum(case((groups.c.n_g == 0, groups.c.n_a), else_=literal(0))).label("n_new"),
            func.sum(case((groups.c.n_a == 0, groups.c.n_g), else_=literal(0))).label("n_gone"),
        )
        .select_from(
            groups.outerjoin(owner, owner.c.place == groups.c.eid)
            .outerjoin(sp, sp.c.sid == supply)
            .outerjoin(sc, sc.c.cid == supply)
        )
        .group_by(plat, sc.c.component, groups.c.prop)
        .subquery()
    )
    k = per_key.c
    supplies = _supply_counts(conn, where)
    paired = and_(k.component.is_not(None), k.n_new > 0, k.n_gone > 0)
    query = select(
        k.plat,
        func.sum(case((paired, 0), else_=k.n_new)),
        func.sum(k.n_both + case((paired, 1), else_=0)),
        func.sum(case((paired, 0), else_=k.n_gone)),
    ).group_by(k.plat)
    out: dict[str | None, ChangeCounts] = {}
    for r in conn.execute(query):
        n = supplies.get(r[0], {})
        out[r[0]] = {
            "n_new": int(r[1] or 0),
            "n_changed": int(r[2] or 0),
            "n_superseded": int(r[3] or 0),
            "n_supplies_new": n.get("n_supplies_new", 0),
            "n_supplies_ended": n.get("n_supplies_ended", 0),
        }
    return out


def _supply_counts(conn: Connection, where: Scope) -> dict[str | None, dict[str, int]]:
    """Raw platform id -> {n_supplies_new, n_supplies_ended}: supplies whose first
    'platform' statement is at or after the date, and supplies whose every 'platform'
    statement is retired, the last at or after it. A statement count says how much was read;
    this says how many suppliers of the platform's parts came or went."""
    per_supply = (
        select(
            func.min(_S.value).label("pid"),
            func.min(_S.first_seen).label("first"),
            func.max(case((_S.retired_at.is_(None), 1), else_=0)).label("live"),
            func.max(_S.retired_at).label("last_retired"),
        )
        .where(_S.schema == K.SUPPLY, _S.prop == P.PLATFORM)
        .group_by(_S.entity_id)
        .subquery()
    )
    c = per_supply.c
    query = select(
        c.pid,
        func.sum(case((c.first >= where.stamp, 1), else_=0)),
        func.sum(case((and_(c.live == 0, c.last_retired >= where.stamp), 1), else_=0)),
    ).group_by(c.pid)
    if where.platform_ids is not None:
        query = query.where(c.pid.in_(where.platform_ids))
    return {
        r[0]: {"n_supplies_new": int(r[1] or 0), "n_supplies_ended": int(r[2] or 0)}
        for r in conn.execute(query)
    }


def last_seen(conn: Connection) -> dict[str, str]:
    """Raw platform id -> newest last_seen over the current statements of the platform, its
    ring rows and where they are made."""
    owner = _first_value(K.PRODUCTION, P.SUPPLY, "place", "supply")
    sp = _first_value(K.SUPPLY, P.PLATFORM, "sid", "pid")
    plat = case((_S.entity_id.like("platform:%"), _S.entity_id), else_=sp.c.pid).label("plat")
    joined = statements.outerjoin(owner, owner.c.place == _S.entity_id).outerjoin(
        sp, sp.c.sid == func.coalesce(owner.c.supply, _S.entity_id)
    )
    query = (
        select(plat, func.max(_S.last_seen)).select_from(joined).where(_S.retired_at.is_(None)).group_by(plat)
    )
    return {r[0]: r[1] for r in conn.execute(query) if r[0] and r[1]}


def merge(resolver: Resolver, found: dict[str | None, ChangeCounts]) -> dict[str | None, ChangeCounts]:
    """Counts of merged platforms (judgements) added up under the canonical id."""
    out: dict[str | None, ChangeCounts] = {}
    for pid, n in found.items():
        key = resolver.canonical(pid) if pid else None
        base = out.get(key, ZERO)
        out[key] = {
            "n_new": base["n_new"] + n["n_new"],
            "n_changed": base["n_changed"] + n["n_changed"],
            "n_superseded": base["n_superseded"] + n["n_superseded"],
            "n_supplies_new": base["n_supplies_new"] + n["n_supplies_new"],
            "n_supplies_ended": base["n_supplies_ended"] + n["n_supplies_ended"],
        }
    return out


def merge_max(resolver: Resolver, found: dict[str, str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pid, seen in found.items():
        key = resolver.canonical(pid)
        out[key] = max(out.get(key, ""), seen)
    return out
