"""Gaps and chokepoints of a ring: undisclosed suppliers, sole sources, single known sources.

- ``gap``: a ring row whose supplier is not disclosed (``supplier_id`` is NULL).
- ``sole``: a row the source marks ``sole``: the source says there is no other supplier.
  Beside an accepted second source that is qualified or in volume, the row contradicts it:
  the finding carries the same ``conflict`` note as the what-if and exposure.
- ``single_known``: a component with exactly one named supplier, none marked sole. This is
  what the sources name, not proof that no other source exists: kept apart from ``sole``.
"""

from __future__ import annotations

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
from chipatlas.analyze.records_chokepoint import ChokepointSummary, Finding, Gaps, KindCounts
from chipatlas.analyze.ring import find_platform
from chipatlas.analyze.whatif_shares import sole_conflict
from chipatlas.store.tables import ring_rows

Kind = Literal["sole", "single_known", "gap"]
KINDS: tuple[Kind, ...] = ("sole", "single_known", "gap")


def _item(
    kind: str, rows: list[Row], component_rows: list[Row], why: str, conflict: str | None = None
) -> Finding:
    head = rows[0]
    named = distinct_suppliers(component_rows)
    return {
        "platform": head["platform"],
        "slug": head["slug"],
        "component": head["component"],
        "supplier": head["supplier"],
        "supplier_id": head["supplier_id"],
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


def _component_findings(rows: list[Row]) -> list[Finding]:
    out: list[Finding] = []
    conflict = sole_conflict(rows)
    for r in rows:
        if r["role"] == "sole" and r["supplier_id"]:
            why = f"the source marks {r['supplier']} as the sole source"
            out.append(_item("sole", [r], rows, why, conflict))
    named = known(rows)
    suppliers = distinct_suppliers(named)
    if len(suppliers) == 1 and not any(r["role"] == "sole" for r in named):
        gaps = len(rows) - len(named)
        why = f"{named[0]['supplier']} is the only named supplier; no row marks it sole"
        if gaps:
            why += f" ({gaps} further source(s) listed but not named)"
        out.append(_item("single_known", named, rows, why))
    for r in rows:
        if not r["supplier_id"]:
            role = (r["role"] or "supplier").replace("_", " ")
            out.append(_item("gap", [r], rows, f"{role} of {r['component']} is not disclosed"))
    return out


def findings(rows: list[Row], kinds: tuple[str, ...] = KINDS) -> list[Finding]:
    """Chokepoints and gaps of the given ring rows, in ring order, filtered by kind."""
    out: list[Finding] = []
    for component_rows in by_component(rows).values():
        out.extend(f for f in _component_findings(component_rows) if f["kind"] in kinds)
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
    candidates = _candidates()
    if platform:
        candidates = candidates.where(ring_rows.c.platform_id == find_platform(conn, platform)["id"])
    if after:
        pid, comp = ring_rows.c.platform_id, _KEY
        candidates = candidates.where(or_(pid > after[0], and_(pid == after[0], comp > after[1])))
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
    return findings(rows, kinds), nxt


def kind_counts(conn: Connection, platform_id: str | None = None) -> KindCounts:
    """How many findings of each kind, counted in SQL over every platform (or one)."""
    named = ring_rows.c.supplier_id.is_not(None)
    sole_rows = func.sum(case((and_(ring_rows.c.role == "sole", named), 1), else_=0))
    per_component = (
        select(
            func.count(func.distinct(ring_rows.c.supplier_id)).label("n_named"),
            sole_rows.label("n_sole"),
            func.sum(case((named, 0), else_=1)).label("n_gap"),
        )
        .group_by(ring_rows.c.platform_id, _KEY)
        .where(*([ring_rows.c.platform_id == platform_id] if platform_id else []))
        .subquery()
    )
    c = per_component.c
    single = case((and_(c.n_named == 1, c.n_sole == 0), 1), else_=0)
    row = conn.execute(select(func.sum(c.n_sole), func.sum(single), func.sum(c.n_gap))).one()
    return {"sole": int(row[0] or 0), "single_known": int(row[1] or 0), "gap": int(row[2] or 0)}


_KEY = ring_rows.c.component


def _candidates() -> Select[tuple[str, str]]:
    """Components that can yield a finding: a gap row, a sole row, or one named supplier.

    Filtering in SQL keeps the all-platform run from reading every ring row into Python.
    """
    return (
        select(ring_rows.c.platform_id, _KEY)
        .group_by(ring_rows.c.platform_id, _KEY)
        .having(
            or_(
                func.count(func.distinct(ring_rows.c.supplier_id)) == 1,
                func.sum(case((ring_rows.c.supplier_id.is_(None), 1), else_=0)) > 0,
                func.sum(case((ring_rows.c.role == "sole", 1), else_=0)) > 0,
            )
        )
    )


def gaps(conn: Connection, platform: str) -> Gaps:
    """The components of a platform whose supplier (or one of whose suppliers) is not disclosed."""
    p, rows = platform_rows(conn, platform)
    found = findings(rows, ("gap",))
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
    found = findings(rows)
    counts: KindCounts = {
        "sole": sum(1 for f in found if f["kind"] == "sole"),
        "single_known": sum(1 for f in found if f["kind"] == "single_known"),
        "gap": sum(1 for f in found if f["kind"] == "gap"),
    }
    return {"platform": p["name"], "slug": p["slug"], "counts": counts, "chokepoints": found}
