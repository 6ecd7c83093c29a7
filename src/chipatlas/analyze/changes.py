"""What changed since a date: new, changed and superseded statements, per platform and overall.

- ``new``: a statement first seen at or after the date.
- ``superseded``: a statement retired (a newer version of its source no longer states it)
  at or after the date.
- ``changed``: an (entity, property) with both, e.g. a made-in country replaced: old and
  new values are paired rather than listed twice.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from datetime import UTC, datetime

from sqlalchemy import Connection, select

from chipatlas.analyze import changes_sql as q
from chipatlas.analyze.history import places_of_supplies
from chipatlas.analyze.history_names import supply_parts, supply_words
from chipatlas.analyze.records_change import (
    ChangeCounts,
    ChangedStatement,
    ChangedValue,
    ChangeEvent,
    ChangeGroup,
    Changes,
    PlatformChanges,
)
from chipatlas.analyze.ring import find_platform
from chipatlas.errors import ConfigError
from chipatlas.model.schema import is_reference
from chipatlas.resolve import Resolver
from chipatlas.store.tables import entities, platforms, statements


def parse_since(since: str) -> str:
    """'2026-10-01' or an ISO-8601 time -> the stored form, comparable as text."""
    try:
        when = datetime.fromisoformat(since.strip())
        when = when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)
    except (ValueError, OverflowError):  # OverflowError: year 1 with a positive offset
        raise ConfigError(f"--since {since!r} is not an ISO-8601 date such as 2026-10-01") from None
    return when.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _components(conn: Connection, ids: list[str], owner: dict[str, str]) -> dict[str, str]:
    """supply or place id -> its component; ``owner`` is place id -> the supply it makes."""
    if not ids:
        return {}
    query = select(statements.c.entity_id, statements.c.value).where(
        statements.c.entity_id.in_(sorted(set(ids) | set(owner.values()))), statements.c.prop == "component"
    )
    found = {r.entity_id: r.value for r in conn.execute(query)}
    return found | {place: found[supply] for place, supply in owner.items() if supply in found}


def _captions(conn: Connection, ids: set[str]) -> dict[str, str]:
    """Entity id -> name; from a retired 'name' statement when the entity is gone from the
    projection (a supplier no source states any more still has a name in history)."""
    wanted = sorted(ids)
    out = {
        r.id: r.caption
        for r in conn.execute(select(entities.c.id, entities.c.caption).where(entities.c.id.in_(wanted)))
    }
    missing = [i for i in wanted if i not in out]
    if missing:
        query = select(statements.c.entity_id, statements.c.value).where(
            statements.c.entity_id.in_(missing), statements.c.prop == "name"
        )
        out |= {r.entity_id: r.value for r in conn.execute(query)}
    return out


def _named(conn: Connection, resolver: Resolver, ids: set[str]) -> dict[str, str]:
    """Stored id -> the name it reads as now: a merged-away supplier shows as the company it
    was merged into (the view), so one company reads as one everywhere."""
    heads = {i: resolver.canonical(i) for i in ids}
    found = _captions(conn, ids | set(heads.values()))
    return {i: found.get(head) or found.get(i, i) for i, head in heads.items()}


def _supply_captions(conn: Connection, resolver: Resolver, ids: set[str]) -> dict[str, str]:
    """supply id -> "<supplier> <component> for <platform or customer>": a supply has no
    caption of its own, and its id ("supply:c0ed81d9...") tells a reader nothing."""
    parts = supply_parts(conn, sorted(ids))
    names = _named(conn, resolver, {v for p in parts.values() for k, v in p.items() if k != "component"})
    return {sid: supply_words(p, names.get) for sid, p in parts.items()}


_NAME_PROPS = frozenset({"name", "candidate_name", "curated_name"})
Shown = Callable[[ChangedStatement], ChangeEvent]
Key = tuple[str | None, str]  # (component, property)


def _refers(r: ChangedStatement) -> bool:
    """Whether the statement's value is an entity id (a supplier, a maker, a platform used in)."""
    return r["prop"] in ("supplier", "platform") or is_reference(r["schema"], r["prop"])


def _entity_name(r: ChangedStatement, captions: dict[str, str]) -> str:
    """The subject's name; an entity with no name yet (a candidate) reads as the name this
    statement gives it."""
    eid = r["entity_id"]
    if captions.get(eid, eid) == eid and r["prop"] in _NAME_PROPS:
        return r["value"]
    return captions.get(eid, eid)


def _event(r: ChangedStatement, captions: dict[str, str], components: dict[str, str]) -> ChangeEvent:
    value = captions.get(r["value"], r["value"]) if _refers(r) else r["value"]
    return {
        "statement_id": r["id"],
        "entity_id": r["entity_id"],
        "entity_name": _entity_name(r, captions),
        "component": components.get(r["entity_id"]),
        "prop": r["prop"],
        "value": value,
        "evidence": r["evidence"],
        "first_seen": r["first_seen"],
        "retired_at": r["retired_at"],
        "document": r["document_id"],
        "source_url": r["source_url"],
    }


def _classify(rows: list[ChangedStatement], since: str, shown: Shown, counted: ChangeCounts) -> ChangeGroup:
    """The page's events, classified; the counts are ``counted`` (every change, from SQL)."""
    groups: dict[tuple[str, str], list[ChangedStatement]] = defaultdict(list)
    for r in rows:
        groups[(r["entity_id"], r["prop"])].append(r)
    new: list[ChangeEvent] = []
    changed: list[ChangedValue] = []
    superseded: list[ChangeEvent] = []
    for (eid, prop), group in groups.items():
        added = [r for r in group if r["first_seen"] >= since]
        gone = [r for r in group if r["retired_at"] and r["retired_at"] >= since]
        if added and gone:
            events = [shown(r) for r in group]
            changed.append(
                {
                    "entity_id": eid,
                    "component": events[0]["component"],
                    "prop": prop,
                    "old": [shown(r) for r in gone],
                    "new": [shown(r) for r in added if r not in gone],
                    "statement_ids": [e["statement_id"] for e in events],
                }
            )
        else:
            new += [shown(r) for r in added]
            superseded += [shown(r) for r in gone]
    changed += _replacements(new, superseded)
    return {
        "n_new": counted["n_new"],
        "n_changed": counted["n_changed"],
        "n_superseded": counted["n_superseded"],
        "n_supplies_new": counted["n_supplies_new"],
        "n_supplies_ended": counted["n_supplies_ended"],
        "new": new,
        "changed": changed,
        "superseded": superseded,
    }


def _key(e: ChangeEvent) -> Key:
    return (e["component"], e["prop"])


def _replacements(new: list[ChangeEvent], superseded: list[ChangeEvent]) -> list[ChangedValue]:
    """A row that ended and one that began for the same component and field: one change.

    A supply is (platform, component, supplier), so a new supplier for a component is a
    new row; read side by side, it is the component's value that changed ("HBM supplier:
    Samsung -> Micron"). Paired events leave the new and superseded lists."""
    out: list[ChangedValue] = []
    gone_by: dict[Key, list[ChangeEvent]] = defaultdict(list)
    for e in superseded:
        if e["component"] is not None:
            gone_by[_key(e)].append(e)
    came_by: dict[Key, list[ChangeEvent]] = defaultdict(list)
    for e in new:
        if e["component"] is not None and _key(e) in gone_by:
            came_by[_key(e)].append(e)
    for k, came in came_by.items():
        gone = gone_by[k]
        out.append(
            {
                "entity_id": came[0]["entity_id"],
                "component": k[0],
                "prop": k[1],
                "old": gone,
                "new": came,
                "statement_ids": [e["statement_id"] for e in gone + came],
            }
        )
        new[:] = [e for e in new if e not in came]
        superseded[:] = [e for e in superseded if e not in gone]
    return out


def _platforms_of(conn: Connection, ids: set[str], owner: dict[str, str]) -> dict[str, str]:
    """supply or place id -> platform id, for these entities only (one page of changes);
    ``owner`` is place id -> the supply it makes."""
    found = q.supply_platforms(conn, ids | set(owner.values()))
    return found | {place: found[supply] for place, supply in owner.items() if supply in found}


def changes(
    conn: Connection,
    since: str,
    platform: str | None = None,
    limit: int | None = None,
    after: list[str] | None = None,
) -> Changes:
    """``{since, platform, totals, platforms: [{slug, name, last_verified, last_seen, n_new,
    n_changed, n_superseded, n_supplies_new, n_supplies_ended, new, changed, superseded}], other,
    next}``; ``n_*`` count statements, ``n_rows_*`` ring rows; ``other`` holds
    statements of no platform (companies, aliases). With ``platform``, only that platform.

    The counts cover every change since the date and are computed in SQL. The event lists
    hold one page: at most ``limit`` (entity, property) groups after the key ``after``, in
    key order; ``next`` is the key to continue after, or None on the last page. Without
    ``limit`` the lists hold every event.
    """
    stamp = parse_since(since)
    resolver = Resolver(conn)
    wanted = find_platform(conn, platform)["id"] if platform else None
    scope = q.scope(stamp, resolver.members(wanted) if wanted else None)
    keys, nxt = q.group_page(conn, scope, limit, after)
    rows = q.rows_of(conn, scope, keys)
    subjects = {r["entity_id"] for r in rows}
    owner = {place: supply for place, supply in places_of_supplies(conn).items() if place in subjects}
    found = _platforms_of(conn, subjects, owner)
    # Through the view: a merged-away company's statements are the canonical company's.
    rows = [r | {"entity_id": resolver.canonical(r["entity_id"])} for r in rows]
    plat_of = {k: resolver.canonical(v) for k, v in found.items()}
    # Referenced entities and the page's own subjects, named in one lookup.
    named = {r["value"] for r in rows if _refers(r)} | {r["entity_id"] for r in rows}
    captions = _named(conn, resolver, named)
    unnamed = {i for i in named | set(owner.values()) if captions.get(i, i) == i}
    captions |= _supply_captions(conn, resolver, unnamed)
    # A place has no name of its own ("production:c9bb..."): it reads as what is made there.
    captions |= {p: f"{captions[s]}, where made" for p, s in owner.items() if s in captions and p in unnamed}
    components = _components(conn, sorted(plat_of), owner)
    by_platform: dict[str | None, list[ChangedStatement]] = defaultdict(list)
    for r in rows:
        eid = r["entity_id"]
        by_platform[resolver.canonical(eid) if eid.startswith("platform:") else plat_of.get(eid)].append(r)
    counts = q.merge(resolver, q.counts(conn, scope))
    seen = q.merge_max(resolver, q.last_seen(conn))
    shown: Shown = lambda r: _event(r, captions, components)  # noqa: E731
    out: list[PlatformChanges] = []
    for p in conn.execute(select(platforms).order_by(platforms.c.name)).mappings():
        if wanted and p["id"] != wanted:
            continue
        group = _classify(by_platform.get(p["id"], []), stamp, shown, counts.get(p["id"], q.ZERO))
        out.append(
            {
                "slug": p["slug"],
                "name": p["name"],
                "last_verified": p["last_verified"],
                "last_seen": seen.get(p["id"]),
                **group,
            }
        )
    other = _classify(by_platform.get(None, []), stamp, shown, counts.get(None, q.ZERO))
    groups: list[ChangeCounts] = [*out, *([] if wanted else [other])]
    totals: ChangeCounts = {
        "n_new": sum(g["n_new"] for g in groups),
        "n_changed": sum(g["n_changed"] for g in groups),
        "n_superseded": sum(g["n_superseded"] for g in groups),
        "n_supplies_new": sum(g["n_supplies_new"] for g in groups),
        "n_supplies_ended": sum(g["n_supplies_ended"] for g in groups),
    }
    return {
        "since": stamp,
        "platform": platform,
        "totals": totals,
        "platforms": out,
        "other": None if wanted else other,
        "next": nxt,
    }
