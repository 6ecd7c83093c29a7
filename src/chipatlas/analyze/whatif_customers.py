"""What a shock to a company reaches through its supplies to other companies (CustomerSupply).

"X will supply HBM4 to Nvidia" names no platform, so it is no ring row and no share: the
what-if never counts it in ``at_risk``. It lists it, and the customer's platforms whose
row for that part names no supplier ("not disclosed") as *possibly* exposed: the stated
supply may be the one the ring leaves undisclosed. A platform whose row already names X
is counted by the ring itself; one whose row names other suppliers and no gap is not
guessed at.
"""

from __future__ import annotations

from sqlalchemy import Connection, func, select

from chipatlas.analyze.customer_supplies import customer_supplies
from chipatlas.analyze.records_whatif import CustomerSupplyHit, GapRow
from chipatlas.model.schema import P
from chipatlas.resolve import Resolver
from chipatlas.store.tables import platforms, ring_rows, statements


def _made_by(conn: Connection, members: list[str]) -> list[str]:
    """The platforms a company makes, or whose chip it makes (as customer_fold reads a buyer)."""
    made = select(statements.c.entity_id).where(
        statements.c.prop == P.MAKER, statements.c.value.in_(members), statements.c.retired_at.is_(None)
    )
    ids = {r.entity_id for r in conn.execute(made)}
    used = select(statements.c.value).where(
        statements.c.prop == P.USED_IN, statements.c.entity_id.in_(ids), statements.c.retired_at.is_(None)
    )
    return sorted(ids | {r.value for r in conn.execute(used)})


def _gaps(conn: Connection, platform_ids: list[str], component: str) -> list[GapRow]:
    query = (
        select(ring_rows.c.supply_id, ring_rows.c.component, platforms.c.slug, platforms.c.name)
        .join(platforms, platforms.c.id == ring_rows.c.platform_id)
        .where(
            ring_rows.c.platform_id.in_(platform_ids),
            ring_rows.c.supplier_id.is_(None),
            func.lower(ring_rows.c.component) == component.lower(),
        )
        .order_by(platforms.c.name, ring_rows.c.position)
    )
    rows = {r.supply_id: r for r in conn.execute(query)}  # a gap made in two places is one row
    return [
        {"platform": r.name, "slug": r.slug, "component": r.component, "supply_id": sid}
        for sid, r in rows.items()
    ]


def customer_hits(
    conn: Connection, shock: str, company_id: str, component: str | None, resolver: Resolver
) -> list[CustomerSupplyHit]:
    """The shocked company's supplies to customers (of ``component`` when the shock names one)."""
    out: list[CustomerSupplyHit] = []
    for c in customer_supplies(conn, resolver.members(company_id), resolver, sides=("supplier",)):
        if component and component.lower() not in c["component"].lower():
            continue
        out.append(
            {
                "shock": shock,
                "id": c["id"],
                "supplier": c["supplier"],
                "customer": c["customer"],
                "component": c["component"],
                "role": c["role"],
                "stage": c["stage"],
                "evidence": c["evidence"],
                "document": c["source"]["document"],
                "quote": c["source"]["quote"],
                "possibly_exposed": _gaps(
                    conn, _made_by(conn, resolver.members(c["customer_id"])), c["component"]
                ),
            }
        )
    return out


def group_not_counted(conn: Connection, eid: str, resolver: Resolver) -> list[str]:
    """The ring suppliers a company owns (stated parents, all the way down): a shock to the
    company does not reach them, and the what-if names them so (walk12)."""
    from chipatlas.analyze.owned import subsidiaries

    owned = [m for s in subsidiaries(conn, eid, resolver) for m in resolver.members(s)]
    if not owned:
        return []
    named = conn.execute(select(ring_rows.c.supplier).where(ring_rows.c.supplier_id.in_(owned)).distinct())
    return sorted({r.supplier for r in named if r.supplier})
