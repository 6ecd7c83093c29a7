"""Gaps and chokepoints of a ring: undisclosed suppliers, sole sources, single known sources.

- ``gap``: a ring row whose supplier is not disclosed (``supplier_id`` is NULL).
- ``sole``: a row the source marks ``sole``: the source says there is no other supplier.
  Beside an accepted second source that is qualified or in volume, the row contradicts it:
  the finding carries the same ``conflict`` note as the what-if and exposure.
- ``single_known``: a component with exactly one named supplier, none marked sole. This is
  what the sources name, not proof that no other source exists: kept apart from ``sole``.
  Suppliers are counted within the make tier (the platform's own designer beside a foundry
  or an assembler of its part is a step, not a second supplier) and a corporate group counts
  once (``choke_tiers``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from sqlalchemy import Connection, Select, and_, case, func, or_, select, tuple_

from chipatlas.analyze.base import (
    Row,
    by_component,
    distinct_suppliers,
    known,
    load_rows,
    platform_rows,
    refs,
)
from chipatlas.analyze.choke_tiers import (
    NO_TIERS,
    MakeTier,
    Tiers,
    design_names,
    design_note,
    folded,
    group_why,
    load_tiers,
    make_tier,
)
from chipatlas.analyze.records_chokepoint import ChokepointSummary, Finding, Gaps, KindCounts
from chipatlas.analyze.ring import find_platform
from chipatlas.analyze.whatif_shares import sole_conflict
from chipatlas.store.tables import ring_rows

Kind = Literal["sole", "single_known", "gap"]
KINDS: tuple[Kind, ...] = ("sole", "single_known", "gap")


def _item(
    kind: str,
    rows: list[Row],
    component_rows: list[Row],
    why: str,
    tier: MakeTier,
    conflict: str | None = None,
) -> Finding:
    head = rows[0]
    named = distinct_suppliers(component_rows)
    return {
        "platform": head["platform"],
        "slug": head["slug"],
        "component": head["component"],
        "supplier": head["supplier"],
        "supplier_id": head["supplier_id"],
        "group": None,
        "design_tier": design_names(tier),
        "kind": kind,
        "role": head["role"],
        "evidence": head["evidence"],
        "made_in_country": head["country"],
        "n_named_suppliers": len(named),
        "n_undisclosed_rows": sum(1 for r in component_rows if not r["supplier_id"]),
        "reason": why if conflict is None else f"{why}; conflict: {conflict}",
        "conflict": conflict,
        "document": head["document_id"],
        **refs(rows),
    }


def _component_findings(rows: list[Row], tiers: Tiers) -> list[Finding]:
    out: list[Finding] = []
    conflict = sole_conflict(rows)
    tier = make_tier(rows, tiers)
    step = design_note(tier)  # the designer beside the makers: a step, said on every finding
    for r in rows:
        if r["role"] == "sole" and r["supplier_id"]:
            why = f"the source marks {r['supplier']} as the sole source"
            out.append(_item("sole", [r], rows, why + step, tier, conflict))
    single = _single_known(rows, tier, tiers)
    if single is not None:
        out.append(single)
    for r in rows:
        if not r["supplier_id"]:
            role = (r["role"] or "supplier").replace("_", " ")
            why = f"{role} of {r['component']} is not disclosed{step}"
            out.append(_item("gap", [r], rows, why, tier))
    return out


def _single_known(rows: list[Row], tier: MakeTier, tiers: Tiers) -> Finding | None:
    """One named supplier (or one corporate group) in the make tier, no named row marked sole."""
    suppliers = distinct_suppliers(tier.rows)
    if not suppliers or (len(suppliers) > 1 and tier.group is None):
        return None
    if any(r["role"] == "sole" for r in known(rows)):
        return None
    who = group_why(tier, tiers) if tier.group else f"{tier.rows[0]['supplier']} is the only named supplier"
    why = f"{who}; no row marks it sole"
    gaps = len(rows) - len(known(rows))
    if gaps:
        why += f" ({gaps} further source(s) listed but not named)"
    found = _item("single_known", tier.rows, rows, why + design_note(tier), tier)
    if tier.group:  # the chokepoint is the group, not the first of its companies
        name = tiers.names.get(tier.group) or tier.group
        found["supplier"], found["supplier_id"], found["group"] = name, tier.group, name
    return found


def findings(rows: list[Row], kinds: tuple[str, ...] = KINDS, tiers: Tiers = NO_TIERS) -> list[Finding]:
    """Chokepoints and gaps of the given ring rows, in ring order, filtered by kind; ``tiers``
    (``choke_tiers.load_tiers``) counts within the make tier and a corporate group once."""
    out: list[Finding] = []
    for component_rows in by_component(rows).values():
        out.extend(f for f in _component_findings(component_rows, tiers) if f["kind"] in kinds)
    return out


def chokepoints(
    conn: Connection, platform: str | None = None, kinds: tuple[str, ...] = KINDS
) -> list[Finding]:
    """``[{platform, slug, component, supplier, kind, evidence, supply_ids, documents, ...}]``.

    Every platform, or one (name, slug or alias). ``kinds`` filters sole/single_known/gap.
    """
    return chokepoints_page(conn, platform, kinds)[0]


def chokepoints_page(
    conn: Connection,
    platform: str | None = None,
    kinds: tuple[str, ...] = KINDS,
    limit: int | None = None,
    after: list[str] | None = None,
) -> tuple[list[Finding], list[str] | None]:
    """The findings of at most ``limit`` candidate components (platform, component) after the
    key ``after``, in key order, and the key to continue after (None on the last page).
    The page is chosen in SQL: only its ring rows are read."""
    pid_of = find_platform(conn, platform)["id"] if platform else None
    tiers = load_tiers(conn, [pid_of] if pid_of else None)
    where = [ring_rows.c.platform_id == pid_of] if pid_of else []
    if after:
        pid, comp = ring_rows.c.platform_id, _KEY
        where.append(or_(pid > after[0], and_(pid == after[0], comp > after[1])))
    candidates = _candidates(folded(conn, tiers, *where)).where(*where)
    nxt = None
    if limit is not None:
        query = candidates.order_by(ring_rows.c.platform_id, _KEY).limit(limit + 1)
        found: list[Any] = list(conn.execute(query))
        keys = [(str(r[0]), str(r[1])) for r in found]
        if not keys:
            return [], None
        nxt = [keys[limit - 1][0], keys[limit - 1][1]] if len(keys) > limit else None
        last = keys[:limit][-1]
        candidates = candidates.where(
            or_(
                ring_rows.c.platform_id < last[0],
                and_(ring_rows.c.platform_id == last[0], ring_rows.c.component <= last[1]),
            )
        )
    rows = load_rows(conn, tuple_(ring_rows.c.platform_id, _KEY).in_(candidates))
    return findings(rows, kinds, tiers), nxt


def kind_counts(conn: Connection, platform_id: str | None = None) -> KindCounts:
    """How many findings of each kind, counted in SQL over every platform (or one); the
    components only a designer or a corporate group makes single known are added from
    ``choke_tiers.folded`` (they have two or more named suppliers, so SQL counts them not)."""
    where = [ring_rows.c.platform_id == platform_id] if platform_id else []
    named = ring_rows.c.supplier_id.is_not(None)
    sole_rows = func.sum(case((and_(ring_rows.c.role == "sole", named), 1), else_=0))
    per_component = (
        select(
            func.count(func.distinct(ring_rows.c.supplier_id)).label("n_named"),
            sole_rows.label("n_sole"),
            func.sum(case((named, 0), else_=1)).label("n_gap"),
        )
        .group_by(ring_rows.c.platform_id, _KEY)
        .where(*where)
        .subquery()
    )
    c = per_component.c
    single = case((and_(c.n_named == 1, c.n_sole == 0), 1), else_=0)
    row = conn.execute(select(func.sum(c.n_sole), func.sum(single), func.sum(c.n_gap))).one()
    extra = len(folded(conn, load_tiers(conn, [platform_id] if platform_id else None), *where))
    return {"sole": int(row[0] or 0), "single_known": int(row[1] or 0) + extra, "gap": int(row[2] or 0)}


_KEY = ring_rows.c.component


def _candidates(extra: Sequence[tuple[str, str]] = ()) -> Select[tuple[str, str]]:
    """Components that can yield a finding: a gap row, a sole row, one named supplier, or one
    of ``extra`` (single known once the design tier and corporate groups are read: ``folded``).

    Filtering in SQL keeps the all-platform run from reading every ring row into Python.
    """
    key = tuple_(ring_rows.c.platform_id, _KEY)
    return (
        select(ring_rows.c.platform_id, _KEY)
        .group_by(ring_rows.c.platform_id, _KEY)
        .having(
            or_(
                func.count(func.distinct(ring_rows.c.supplier_id)) == 1,
                func.sum(case((ring_rows.c.supplier_id.is_(None), 1), else_=0)) > 0,
                func.sum(case((ring_rows.c.role == "sole", 1), else_=0)) > 0,
                *([key.in_(extra)] if extra else []),
            )
        )
    )


def gaps(conn: Connection, platform: str) -> Gaps:
    """The components of a platform whose supplier (or one of whose suppliers) is not disclosed."""
    p, rows = platform_rows(conn, platform)
    found = findings(rows, ("gap",), load_tiers(conn, [p["id"]]))
    components = list(dict.fromkeys(r["component"] for r in rows))
    return {
        "platform": p["name"],
        "slug": p["slug"],
        "n_components": len(components),
        "n_gaps": len(found),
        "n_components_without_named_supplier": sum(1 for f in found if f["n_named_suppliers"] == 0),
        "gaps": found,
    }


def summary(conn: Connection, platform: str) -> ChokepointSummary:
    """Counts of each kind for one platform, with the findings themselves."""
    p, rows = platform_rows(conn, platform)
    found = findings(rows, KINDS, load_tiers(conn, [p["id"]]))
    counts: KindCounts = {
        "sole": sum(1 for f in found if f["kind"] == "sole"),
        "single_known": sum(1 for f in found if f["kind"] == "single_known"),
        "gap": sum(1 for f in found if f["kind"] == "gap"),
    }
    return {"platform": p["name"], "slug": p["slug"], "counts": counts, "chokepoints": found}
