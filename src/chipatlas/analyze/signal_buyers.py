"""Who buys in a story: the companies a document names only as the customer of a supply.

"SK hynix secured 70% of Nvidia's HBM orders for Vera Rubin" names Nvidia, but as the
buyer: the story says nothing about the parts Nvidia itself supplies (its CPU, NIC and
switch rows). A digest that listed those rows as the story's exposure would read a
customer as a supplier under news. The document's supply proposals (any status) say who is
which: a customer proposal's customer, and the maker of the platform a supply proposal is
for, buy; a proposal's supplier supplies. A company named as buyer and never as supplier
in the story's documents is its buyer.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import Connection, select

from chipatlas.model.schema import P
from chipatlas.resolve import Resolver
from chipatlas.store.proposal_tables import proposals
from chipatlas.store.tables import statements


def buyers(conn: Connection, document_ids: Iterable[str], resolver: Resolver | None = None) -> set[str]:
    """Canonical ids of the companies the documents name only as buyers (never as supplier)."""
    docs = sorted(set(document_ids))
    if not docs:
        return set()
    resolver = resolver or Resolver(conn)
    query = select(
        proposals.c.action, proposals.c.supplier_id, proposals.c.object_id, proposals.c.platform_id
    ).where(proposals.c.document_id.in_(docs), proposals.c.kind == "supply")
    bought: set[str] = set()
    sold: set[str] = set()
    platform_ids: set[str] = set()
    for action, supplier_id, object_id, platform_id in conn.execute(query):
        if supplier_id:
            sold.add(resolver.canonical(supplier_id))
        if action == "customer" and object_id:
            bought.add(resolver.canonical(object_id))
        elif platform_id:
            platform_ids.add(platform_id)
    if platform_ids:
        makers = select(statements.c.value).where(
            statements.c.retired_at.is_(None),
            statements.c.entity_id.in_(sorted(platform_ids)),
            statements.c.prop == P.MAKER,
        )
        bought |= {resolver.canonical(v) for (v,) in conn.execute(makers)}
    return bought - sold
