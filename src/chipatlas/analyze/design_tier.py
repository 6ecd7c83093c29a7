"""A platform's designer in its own ring: a step before the part's makers, not an alternative.

A ring may name the platform's maker beside the foundry for one component ("Accelerator:
Microsoft, designs the chip; TSMC, manufactures it on 3 nm"). The two are steps in sequence:
losing either stops the part, and neither can stand in for the other. Read as two suppliers
sharing the part, a foundry's loss would count half and the designer would be named as the
foundry's alternative. So a row whose supplier is the platform's stated maker (or a company
of its group), in a component whose rows name another supplier, is the **design tier**; the
other named rows are the make tier. Shares and alternatives are counted within a tier. A
component whose only named supplier is the platform's maker is no different from any other
sole row.

Only in a part the maker designs and others make (``MADE_BY_OTHERS``: a die a foundry
fabricates, a switch tray an ODM assembles from the maker's parts) is the maker's row such a
step. In any other part a second named supplier sells a part of its own beside the maker's
(Gaudi 3's on-die Ethernet ports beside a bought NIC): two parallel paths, read as any two
suppliers sharing a part.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import Connection, select

from chipatlas.analyze.base import Row, component_key
from chipatlas.analyze.owned import group_of
from chipatlas.model.schema import K, P
from chipatlas.resolve import Resolver
from chipatlas.store.tables import statements

DESIGN = "design"
MAKE = "make"
WHY = "the platform's own designer: a step before its makers, not an alternative to them"

# Parts (ring component names, compared case-insensitively) that the platform's maker designs
# and other companies fabricate or assemble: its own dies, and the switch trays built from
# them. Not here: parts another designer sells as its own (NICs, memory, optics, cabling,
# power, cooling), where the maker's row beside another supplier is a parallel path.
MADE_BY_OTHERS = frozenset({"accelerator", "cpu", "dpu", "scale-up switch"})


def made_by_others(component: str) -> bool:
    """Whether the platform's maker named in ``component`` beside others is its design step."""
    return component_key(component) in MADE_BY_OTHERS


def platform_makers(conn: Connection, platform_ids: Iterable[str]) -> dict[str, frozenset[str]]:
    """platform id -> the company ids (through merges) its current statements name as maker,
    with their corporate group (AWS's design arm Annapurna Labs, both owned by Amazon)."""
    wanted = sorted(set(platform_ids))
    if not wanted:
        return {}
    resolver = Resolver(conn)
    out: dict[str, set[str]] = {}
    query = select(statements.c.entity_id, statements.c.value).where(
        statements.c.schema == K.PLATFORM,
        statements.c.prop == P.MAKER,
        statements.c.retired_at.is_(None),
        statements.c.entity_id.in_(wanted),
    )
    owned: dict[str, list[str]] = {}
    for pid, maker in conn.execute(query):
        head = resolver.canonical(maker)
        if head not in owned:
            owned[head] = group_of(conn, head, resolver)
        out.setdefault(resolver.canonical(pid), set()).update([head, *owned[head]])
    return {pid: frozenset(makers) for pid, makers in out.items()}


def design_supplies(rows: list[Row], makers: frozenset[str]) -> frozenset[str]:
    """The supply ids of one component's rows that are its design tier (see the module)."""
    if not makers or not rows or not made_by_others(rows[0]["component"]):
        return frozenset()
    design = {r["supply_id"] for r in rows if r["supplier_id"] in makers}
    others = {r["supply_id"] for r in rows if r["supplier_id"] and r["supplier_id"] not in makers}
    return frozenset(design) if design and others else frozenset()


def tier(r: Row, design: frozenset[str]) -> str:
    return DESIGN if r["supply_id"] in design else MAKE
