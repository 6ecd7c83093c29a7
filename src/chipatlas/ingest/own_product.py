"""A maker selling its own platform or chip is no supply of a ring part (docs/review.md).

"NVIDIA began shipping GB200 NVL72 racks to hyperscalers", "Nvidia is on track to ship
several [chips]", "the chips, the latest model made by Nvidia": the supplier read is the
maker of the platform or chip the sentence names, and what it ships is that product as a
whole (the rack, the chip, or no part at all), not a part of its ring.
Such a reading is not proposed; the ingest report gets a line for it, so nothing is dropped
silently. A part the maker does supply for its own platform ("Nvidia supplies
the switches of the GB200") stays a proposal.
"""

from __future__ import annotations

from sqlalchemy import Connection

from chipatlas.extract.relation import Relation
from chipatlas.ingest.customer_fold import as_named, makers, names
from chipatlas.resolve.resolver import Resolver

# The parts that are the product as a whole: the rack (a platform), the chip itself (its
# designer's "Accelerator": "Blackwell, the latest model made by Nvidia") or none named.
_WHOLE = (None, "Rack integration", "Accelerator")


class OwnProducts:
    """Whether a supply read is its maker selling its own product (makers looked up once)."""

    def __init__(self, conn: Connection, resolver: Resolver) -> None:
        self.conn, self.resolver = conn, resolver
        self.made: dict[str, set[str]] = {}

    def sold(self, rel: Relation) -> bool:
        if rel.kind != "supply" or rel.ends or rel.component not in _WHOLE:
            return False
        if rel.supplier is None or rel.target is None:
            return False
        product = self.resolver.canonical(rel.target.entity_id)
        if product not in self.made:
            self.made[product] = makers(self.conn, self.resolver, product)
        return self.resolver.canonical(rel.supplier.entity_id) in self.made[product]

    def line(self, rel: Relation) -> str:
        ids = [rel.supplier.entity_id if rel.supplier else None, rel.target.entity_id if rel.target else None]
        named = names(self.conn, ids)
        who = as_named(named, ids[0], rel.supplier.text if rel.supplier else None)
        what = as_named(named, ids[1], rel.target.text if rel.target else None)
        return (
            f"not proposed: {who} sells its own {what} (the product, not a part of its ring): {rel.quote!r}"
        )
