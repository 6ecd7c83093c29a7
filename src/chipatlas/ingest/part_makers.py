"""Who supplies whom, settled by who makes the part (docs/review.md, direction of a supply).

A sentence's grammar can put the buyer first: "엔비디아는 SK하이닉스와 HBM4 공급 계약을 맺었다"
(a contract with), "英伟达的HBM4供应将集中于X和Y" (its supply), "X signs a supply contract with Y".
Which of the two companies supplies is then decided by what the store already knows each
one makes, not by more grammar: the companies its rings name as suppliers of the part (the
memory makers for HBM, the foundries for wafers and CoWoS) make it; the companies whose
platforms' rings buy it from others are its buyers.

- The supplier read makes the part, or it is no known buyer of it and the sentence says who
  supplies ("X supplies HBM to Y"): kept as read.
- The supplier read is a known buyer of the part, or the sentence does not say who supplies
  (a contract between the two), and the other company (the customer read) makes it: the two
  are swapped; with no customer read, each maker of the part the clause names supplies the
  buyer (no share: the sentence's first is not known to be that maker's).
- Else, in those two cases: kept as a candidate with its quote, its reason saying the
  direction is unknown. Never guessed.
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import Connection, select

from chipatlas.extract.memory import MEMORY_MAKERS
from chipatlas.extract.relation import Relation
from chipatlas.model.makes import design_houses
from chipatlas.model.schema import P
from chipatlas.resolve.resolver import Resolver
from chipatlas.store.tables import ring_rows, statements

# The memory makers make HBM whatever the bundled rings list (a maker not yet in a ring).
_KNOWN = {"hbm": MEMORY_MAKERS}


class PartMakers:
    """The makers and the buyers of each ring part, as the store's rings name them (read once)."""

    def __init__(self, conn: Connection, resolver: Resolver) -> None:
        self.resolver = resolver
        parts = select(ring_rows.c.platform_id, ring_rows.c.component, ring_rows.c.supplier_id).distinct()
        rows = conn.execute(parts).all()
        self.makes: dict[str, set[str]] = {}
        self.buys: dict[str, set[str]] = {}
        made_by = _platform_makers(conn, resolver, {str(r.platform_id) for r in rows})
        for r in rows:
            part = str(r.component).lower()
            if r.supplier_id:
                self.makes.setdefault(part, set()).add(resolver.canonical(str(r.supplier_id)))
            self.buys.setdefault(part, set()).update(made_by.get(str(r.platform_id), set()))
        for part, ids in _KNOWN.items():
            self.makes.setdefault(part, set()).update(resolver.canonical(i) for i in ids)

    def _of(self, table: dict[str, set[str]], component: str) -> set[str]:
        """The companies of every ring part named like ``component`` ("HBM" is "HBM";
        "Host memory" is also "Host memory (DDR5)")."""
        low = component.lower()
        return {c for part, ids in table.items() if part == low or part.startswith(low + " ") for c in ids}

    def settle(self, rel: Relation) -> list[tuple[Relation, str | None]]:
        """The relation with its supplier decided by who makes the part (one per maker the
        sentence names), each with why its direction is unknown when no one known makes it."""
        if rel.kind != "supply" or rel.supplier is None or not rel.component or rel.share_change:
            return [(rel, None)]
        if rel.custom and rel.two_way:
            return [self._designer(rel)]
        makes = self._of(self.makes, rel.component)
        supplier = self.resolver.canonical(rel.supplier.entity_id)
        if supplier in makes:
            return [(rel, None)]
        buyer = supplier in self._of(self.buys, rel.component) - makes
        if not (rel.two_way or buyer):
            return [(rel, None)]  # the grammar is plain and the supplier no known buyer: as read
        customer = self.resolver.canonical(rel.customer.entity_id) if rel.customer else None
        if customer in makes:  # the buyer was read first: the maker supplies it
            return [(replace(rel, supplier=rel.customer, customer=rel.supplier, two_way=False), None)]
        named = {self.resolver.canonical(m.entity_id): m for m in rel.named}
        found = [m for i, m in named.items() if i in makes]
        if found and rel.customer is None:  # "Nvidia's HBM4 supply will rest on X (70%) and Y"
            # the share read is the sentence's first, not known to be this maker's: none
            buys = rel.supplier if rel.target is None else None
            return [(replace(rel, supplier=m, customer=buys, share=None, two_way=False), None) for m in found]
        doubt = "buys it from others" if buyer else "is not known to make it"
        tail = (
            f"{rel.customer.text} is not known to make {rel.component} either"
            if rel.customer
            else f"no maker of {rel.component} is named"
        )
        return [(rel, f"which company supplies is unknown: {rel.supplier.text} {doubt}; {tail}")]

    def _designer(self, rel: Relation) -> tuple[Relation, str | None]:
        """A custom chip two companies work on ("X is co-developing a custom ASIC with Y"):
        the design house (data/names/designs.csv) designs it for the other."""
        assert rel.supplier is not None
        houses = {self.resolver.canonical(c) for c in design_houses()}
        first = self.resolver.canonical(rel.supplier.entity_id) in houses
        second = rel.customer is not None and self.resolver.canonical(rel.customer.entity_id) in houses
        if first != second:  # a chip named is what the part is for: no customer beside it
            supplier, buyer = (rel.supplier, rel.customer) if first else (rel.customer, rel.supplier)
            buyer = None if rel.target else buyer
            return replace(rel, supplier=supplier, customer=buyer, two_way=False), None
        other = rel.customer.text if rel.customer else "the other company"
        which = "both are" if first else "neither is"
        return rel, (
            f"which company designs the custom chip for the other is unknown: "
            f"{rel.supplier.text} and {other}, {which} a known design house"
        )


def _platform_makers(conn: Connection, resolver: Resolver, platform_ids: set[str]) -> dict[str, set[str]]:
    """Each ring platform's makers (its ``maker`` statements, under any id judged the same)."""
    member_of = {m: p for p in platform_ids for m in resolver.members(p)}
    out: dict[str, set[str]] = {}
    if not member_of:
        return out
    found = conn.execute(
        select(statements.c.entity_id, statements.c.value).where(
            statements.c.prop == P.MAKER,
            statements.c.entity_id.in_(sorted(member_of)),
            statements.c.retired_at.is_(None),
        )
    )
    for r in found:
        out.setdefault(member_of[str(r.entity_id)], set()).add(resolver.canonical(str(r.value)))
    return out
