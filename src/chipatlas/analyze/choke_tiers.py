"""Chokepoints within the make tier, a corporate group counted once (issue 11).

A component whose rows name the platform's own designer beside one foundry has one maker:
the designer is a step before it, never its alternative (``design_tier``). Two companies of
one corporate group (the stated ``parent`` chain, ``owned``) as a part's only suppliers are
one supplier: losing the group loses both. The plain counts stay SQL; the store's *grouped*
companies (every platform's stated maker, every company in a stated parent chain) are read
once, and only components with two or more named suppliers of which at most one is outside
them are read (six columns) and decided here by ``make_tier``, the same reading ``findings``
applies to the rows it shows. A join on a VALUES map of the groups was tried first and
measured slower on SQLite (it scans the map once per ring row).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from sqlalchemy import ColumnElement, Connection, case, func, select

from chipatlas.analyze.base import Row, distinct_suppliers, known
from chipatlas.analyze.design_tier import WHY, design_supplies, made_by_others
from chipatlas.model.schema import K, P
from chipatlas.resolve import Resolver
from chipatlas.store.tables import entities, ring_rows, statements


@dataclass(frozen=True)
class Tiers:
    """What the store states about makers and ownership, read once per request."""

    makers: dict[str, frozenset[str]] = field(default_factory=dict)
    """platform id -> its stated makers with their corporate group (canonical ids)"""
    top: dict[str, str] = field(default_factory=dict)
    """company id -> the top of its stated parents (only companies in a parent chain)"""
    names: dict[str, str] = field(default_factory=dict)
    """group top id -> its name (a top need not supply anything itself)"""

    @property
    def grouped(self) -> frozenset[str]:
        """Every company a component's count may fold: makers and parent-chain companies."""
        return frozenset(self.top).union(*self.makers.values())

    def group(self, company: str) -> str:
        return self.top.get(company, company)


NO_TIERS = Tiers()


def _tops(parent: dict[str, str]) -> dict[str, str]:
    """company -> top of its parents; a loop stops where it comes back (as ``owned.group_top``)."""
    out: dict[str, str] = {}
    for start in {*parent, *parent.values()}:
        seen = [start]
        while seen[-1] in parent and parent[seen[-1]] not in seen:
            seen.append(parent[seen[-1]])
        out[start] = seen[-1]
    return out


def load_tiers(conn: Connection, platform_ids: Iterable[str] | None = None) -> Tiers:
    """Makers of every platform (or of ``platform_ids``) and every stated group, in two reads."""
    resolver = Resolver(conn)
    rows = conn.execute(
        select(statements.c.entity_id, statements.c.value)
        .where(
            statements.c.schema == K.COMPANY,
            statements.c.prop == P.PARENT,
            statements.c.retired_at.is_(None),
        )
        .order_by(statements.c.value.desc())  # the first parent by value wins (owned.group_top)
    )
    parent = {resolver.canonical(c): resolver.canonical(p) for c, p in rows}
    top = _tops({c: p for c, p in parent.items() if c != p})
    members: dict[str, set[str]] = {}
    for company, head in top.items():
        members.setdefault(head, set()).add(company)
    query = select(statements.c.entity_id, statements.c.value).where(
        statements.c.schema == K.PLATFORM,
        statements.c.prop == P.MAKER,
        statements.c.retired_at.is_(None),
    )
    if platform_ids is not None:
        query = query.where(statements.c.entity_id.in_(sorted(set(platform_ids))))
    makers: dict[str, set[str]] = {}
    for pid, maker in conn.execute(query):
        head = resolver.canonical(maker)
        group = members.get(top.get(head, head), set())
        makers.setdefault(resolver.canonical(pid), set()).update({head, *group})
    captions = select(entities.c.id, entities.c.caption).where(entities.c.id.in_(sorted(members)))
    names = {r.id: r.caption for r in conn.execute(captions)}
    return Tiers({p: frozenset(m) for p, m in makers.items()}, top, names)


@dataclass(frozen=True)
class MakeTier:
    """One component read by tier: its make-tier named rows, its design-tier rows (steps),
    and the corporate group when the make tier is several companies of one group."""

    rows: list[Row]
    design: list[Row]
    group: str | None


def make_tier(rows: list[Row], tiers: Tiers) -> MakeTier:
    named = known(rows)
    if not named:
        return MakeTier([], [], None)
    design = design_supplies(rows, tiers.makers.get(named[0]["platform_id"], frozenset()))
    make = [r for r in named if r["supply_id"] not in design]
    suppliers = distinct_suppliers(make)
    groups = {tiers.group(s) for s in suppliers}
    group = groups.pop() if len(suppliers) > 1 and len(groups) == 1 else None
    return MakeTier(make, [r for r in named if r["supply_id"] in design], group)


def folded(conn: Connection, tiers: Tiers, *where: ColumnElement[bool]) -> list[tuple[str, str]]:
    """(platform id, component) of the components the tiers make single known and the plain
    count does not: two or more named suppliers, none marked sole, at most one outside the
    makers and groups (SQL, an IN list SQLite indexes), then ``make_tier``'s reading of their
    named suppliers (``_one_maker``)."""
    grouped = sorted(tiers.grouped)
    if not grouped:
        return []
    supplier, named = ring_rows.c.supplier_id, ring_rows.c.supplier_id.is_not(None)
    outside = func.count(func.distinct(case((supplier.not_in(grouped), supplier))))
    maybe = (
        select(ring_rows.c.platform_id, func.aggregate_strings(supplier, _SEP), ring_rows.c.component)
        .where(*where, named)
        .group_by(ring_rows.c.platform_id, ring_rows.c.component)
        .having(
            func.count(func.distinct(supplier)) > 1,
            outside <= 1,
            func.sum(case((ring_rows.c.role == "sole", 1), else_=0)) == 0,
        )
    )
    # One grouped read: each candidate's named suppliers come joined in one string.
    found = ((pid, component, set(ids.split(_SEP))) for pid, ids, component in conn.execute(maybe))
    return [(pid, c) for pid, c, ids in found if _one_maker(ids, _makers(tiers, pid, c), tiers)]


_SEP = "\x1f"  # not in an id


def _makers(tiers: Tiers, pid: str, component: str) -> frozenset[str] | None:
    """The platform's makers where they are a design step (``design_tier.MADE_BY_OTHERS``)."""
    return tiers.makers.get(pid) if made_by_others(component) else None


def _one_maker(named: set[str], makers: frozenset[str] | None, tiers: Tiers) -> bool:
    """``make_tier`` on a component's named suppliers alone: one group key in the make tier."""
    design = named & (makers or frozenset())
    make = named - design if design and design != named else named
    return len({tiers.group(s) for s in make}) == 1


def design_note(t: MakeTier) -> str:
    """The design tier said beside a finding ("; beside it Microsoft, the platform's own
    designer: ..."); empty without one."""
    if not t.design:
        return ""
    return f"; beside it {', '.join(design_names(t))}, {WHY}"


def design_names(t: MakeTier) -> list[str]:
    return list(dict.fromkeys(r["supplier"] or "" for r in t.design))


def group_why(t: MakeTier, tiers: Tiers) -> str:
    """The group said as one supplier: its top and the make tier's other companies ("one
    corporate group: A (parent of B, C)")."""
    top = t.group or ""
    name = tiers.names.get(top) or top
    others = [n for n in dict.fromkeys(r["supplier"] or "" for r in t.rows if r["supplier_id"] != top)]
    return f"one corporate group: {name} (parent of {', '.join(others)})"
