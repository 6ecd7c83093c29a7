"""A company's supplies to, and from, other companies stated with no platform named.

An accepted customer proposal ("X will supply HBM4 to Nvidia") is a ``CustomerSupply``
(docs/review.md): a company-to-company relation, not a ring row. The company pages, the
company history and the what-if read it from here.
"""

from __future__ import annotations

from sqlalchemy import Connection, select

from chipatlas.analyze.provenance import captions, name_of, source_of
from chipatlas.analyze.records_entity import CustomerSupplyRef
from chipatlas.model.schema import K, P
from chipatlas.resolve import Resolver
from chipatlas.store.facts import best, current
from chipatlas.store.tables import statements


def relation_ids(
    conn: Connection, members: list[str], props: tuple[str, ...] = (P.SUPPLIER, P.CUSTOMER)
) -> list[str]:
    """The CustomerSupply entities naming one of ``members`` as one of ``props``, current or retired."""
    query = select(statements.c.entity_id).where(
        statements.c.schema == K.CUSTOMER_SUPPLY,
        statements.c.prop.in_(props),
        statements.c.value.in_(members),
    )
    return sorted({r.entity_id for r in conn.execute(query)})


def customer_supplies(
    conn: Connection,
    members: list[str],
    resolver: Resolver | None = None,
    sides: tuple[str, ...] = ("supplier", "customer"),
) -> list[CustomerSupplyRef]:
    """The current CustomerSupply relations of a company (all its merged ids), its side in each."""
    resolver = resolver or Resolver(conn)
    mine = set(members)
    facts = current(conn, relation_ids(conn, members))
    ends = {
        resolver.canonical(str(v[0]["value"]))
        for f in facts.values()
        for k, v in f.items()
        if k in (P.SUPPLIER, P.CUSTOMER) and v
    }
    names = captions(conn, ends)
    out: list[CustomerSupplyRef] = []
    for cid, props in sorted(facts.items()):
        supplier, customer, component = (
            best(props, P.SUPPLIER),
            best(props, P.CUSTOMER),
            best(props, P.COMPONENT),
        )
        if not (supplier and customer and component):
            continue  # a relation only partly stated (one source retired) is not shown as whole
        side = "supplier" if supplier in mine else "customer" if customer in mine else ""
        if side not in sides:
            continue
        sid, cust = resolver.canonical(supplier), resolver.canonical(customer)
        out.append(
            {
                "id": cid,
                "side": side,
                "supplier_id": sid,
                "supplier": name_of(names, sid, sid),
                "customer_id": cust,
                "customer": name_of(names, cust, cust),
                "component": component,
                "role": best(props, P.ROLE),
                "stage": best(props, P.STAGE),
                "share": best(props, P.SHARE),
                "evidence": best(props, P.EVIDENCE) or str(props[P.SUPPLIER][0]["evidence"]),
                "source": source_of(props[P.SUPPLIER][0]),
            }
        )
    return sorted(out, key=lambda c: (c["side"] != "supplier", c["component"], c["supplier"], c["customer"]))
