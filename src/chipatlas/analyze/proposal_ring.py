"""What the ring says now about the part a proposal is about, and whether the proposal disagrees.

A reviewer deciding "add X -> HBM of P" must see that the ring names Y as P's *sole* HBM
supplier: accepting would leave two suppliers where one is said to be the only one. The
ring rows are read as they are (canonical supplier ids), one line per supplier.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from sqlalchemy import Connection, select, tuple_

from chipatlas.store import proposals as rows
from chipatlas.store.tables import ring_rows

# Proposals that never write a platform's ring row: nothing in it to disagree with.
_NO_RING = ("customer", "customer_end", "customer_share")


@dataclass(frozen=True)
class Held:
    """One supplier the ring names for a part, with the role the ring states (None: not stated)."""

    supplier_id: str | None
    supplier: str
    role: str | None


def _role(role: str | None) -> str:
    return role.replace("_", " ") if role else "role not stated"


def held(conn: Connection, found: list[rows.Proposal]) -> dict[tuple[str, str], list[Held]]:
    """(platform id, component) -> the suppliers its ring names, for each supply or site proposal."""
    keys = sorted(
        {
            (p.platform_id, p.component)
            for p in found
            if p.platform_id and p.component and p.kind in ("supply", "site")
        }
    )
    out: dict[tuple[str, str], list[Held]] = defaultdict(list)
    for start in range(0, len(keys), 200):  # bounded IN lists
        chunk = keys[start : start + 200]
        query = select(
            ring_rows.c.platform_id,
            ring_rows.c.component,
            ring_rows.c.supplier_id,
            ring_rows.c.supplier,
            ring_rows.c.role,
        ).where(tuple_(ring_rows.c.platform_id, ring_rows.c.component).in_(chunk))
        for r in conn.execute(query.order_by(ring_rows.c.position)):
            now = Held(r.supplier_id, r.supplier or "supplier not named", r.role)
            if now not in out[(r.platform_id, r.component)]:  # a supply made in two places is two rows
                out[(r.platform_id, r.component)].append(now)
    return out


def ring_now(now: list[Held]) -> str | None:
    """'SK hynix: sole; Micron: role not stated', or None when the ring has no row for the part."""
    return "; ".join(f"{h.supplier}: {_role(h.role)}" for h in now) or None


def conflict(p: rows.Proposal, now: list[Held]) -> str | None:
    """Why accepting would contradict what the ring states now; None when it would not.

    ``p`` names its supplier by canonical id, as the ring rows do."""
    if p.kind != "supply" or p.action in _NO_RING or p.action == "end" or not now:
        return None
    others = [h for h in now if h.supplier_id is None or h.supplier_id != p.supplier_id]
    own = [h for h in now if h.supplier_id is not None and h.supplier_id == p.supplier_id]
    sole = [h for h in others if h.role == "sole"]
    if sole:
        return f"the ring names {', '.join(h.supplier for h in sole)} as the sole supplier of {p.component}"
    if p.role == "sole" and others:
        return f"it says sole, but the ring also names {', '.join(h.supplier for h in others)}"
    if own and p.role and any(h.role != p.role for h in own):
        return f"the ring states {own[0].supplier}'s role as {_role(own[0].role)}"
    if p.action == "contradict":
        ranked = [h for h in others if h.role]
        return "the ring names " + ", ".join(f"{h.supplier} as {_role(h.role)}" for h in ranked)
    return None
