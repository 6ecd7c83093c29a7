"""What a platform's (or a company's) statements said over time: every value, current or superseded."""

from __future__ import annotations

from sqlalchemy import ColumnElement, Connection, or_, select

from chipatlas.analyze.customer_supplies import relation_ids
from chipatlas.analyze.history_names import Names, review_decisions
from chipatlas.analyze.provenance import all_sources
from chipatlas.analyze.records_identity import History, HistoryEvent
from chipatlas.analyze.ring import find_platform
from chipatlas.analyze.view import View
from chipatlas.errors import NotFoundError
from chipatlas.model.schema import SCHEMA, K, P
from chipatlas.resolve import Resolver
from chipatlas.store.tables import documents, entities, statements


def places_of_supplies(conn: Connection) -> dict[str, str]:
    """Production (place) id -> the supply it locates, current or retired."""
    query = select(statements.c.entity_id, statements.c.value).where(
        statements.c.schema == K.PRODUCTION, statements.c.prop == P.SUPPLY
    )
    return {r.entity_id: r.value for r in conn.execute(query)}


def history(conn: Connection, name: str) -> History:
    """Statements of the platform, its ring rows and where they are made, oldest first,
    superseded ones marked; each with its document's date where the document gives one,
    and every document that stated it (``sources``), not only the latest.

    A name that is no platform but a company: the company's own statements and its
    supplies to and from other companies stated with no platform named (``CustomerSupply``)."""
    try:
        p = find_platform(conn, name)
    except NotFoundError:
        resolver = Resolver(conn)
        eid = resolver.lookup(name, K.COMPANY) or resolver.canonical(f"company:{name}")
        known = conn.execute(
            select(entities.c.caption).where(entities.c.id == eid, entities.c.schema == K.COMPANY)
        )
        caption = known.scalar()
        if caption is None:
            raise
        return _company_history(conn, eid, caption, resolver.members(eid))
    view = View.load(conn)
    members = view.members(p["id"])  # a merged platform's history is every member's
    supplies = select(statements.c.entity_id).where(
        statements.c.prop == P.PLATFORM, statements.c.value.in_(members), statements.c.schema == K.SUPPLY
    )
    places = select(statements.c.entity_id).where(
        statements.c.schema == K.PRODUCTION, statements.c.prop == P.SUPPLY, statements.c.value.in_(supplies)
    )
    where = or_(
        statements.c.entity_id.in_(members),
        statements.c.entity_id.in_(supplies),
        statements.c.entity_id.in_(places),
    )
    return {
        "kind": "platform",
        "platform": p["name"],
        "slug": p["slug"],
        "events": _events(conn, view, where),
    }


def _company_history(conn: Connection, eid: str, caption: str, members: list[str]) -> History:
    where = or_(statements.c.entity_id.in_(members), statements.c.entity_id.in_(relation_ids(conn, members)))
    events = _events(conn, View.load(conn), where)
    return {"kind": "company", "platform": caption, "slug": eid.split(":", 1)[-1], "events": events}


def _events(conn: Connection, view: View, where: ColumnElement[bool]) -> list[HistoryEvent]:
    query = (
        select(statements, documents.c.uri, documents.c.published)
        .join(documents, documents.c.id == statements.c.document_id)
        .where(where)
        # prop and id break the remaining ties: the same order on every backend and after a restore
        .order_by(
            statements.c.first_seen,
            statements.c.entity_id,
            statements.c.span_start,
            statements.c.prop,
            statements.c.id,
        )
    )
    rows = [dict(r) for r in conn.execute(query).mappings()]
    names = Names(conn, view, (v for r in rows for v in (r["entity_id"], r["value"]) if _is_supply(v)))
    decisions = review_decisions(conn, {r["source_key"] for r in rows})
    components = {r["entity_id"]: r["value"] for r in rows if r["prop"] == "component"}
    components |= {r["entity_id"]: components.get(r["value"]) for r in rows if r["prop"] == "supply"}
    located = {r["entity_id"]: r["value"] for r in rows if r["prop"] == "supply"}  # a place: its supply
    sources = all_sources(conn, (r["id"] for r in rows))
    events: list[HistoryEvent] = []
    for r in rows:
        value, value_id = r["value"], None
        name = names.name(value)
        if name is not None:
            value, value_id = name, r["value"]
        elif r["prop"] in ("supplier", "customer", "platform", "parent"):
            value, value_id = r["original_value"], r["value"]  # an id the store no longer knows
        events.append(
            {
                "first_seen": r["first_seen"],
                "last_seen": r["last_seen"],
                "superseded_at": r["retired_at"],
                "status": "superseded" if r["retired_at"] else "current",
                "entity": r["entity_id"],
                "entity_name": names.name(r["entity_id"]) or names.name(located.get(r["entity_id"], "")),
                "component": components.get(r["entity_id"]),
                "prop": r["prop"],
                "value": value,
                "value_id": value_id,
                "evidence": r["evidence"],
                "document": r["document_id"],
                "source_date": r["published"],
                "uri": r["uri"],
                "quote": r["quote"],
                "sources": sources.get(r["id"], []),  # every document that stated it, oldest first
                "decision": decisions.get(r["source_key"]),
            }
        )
    return events


def _is_supply(value: str) -> bool:
    kind = SCHEMA.kind_of_id(value) if ":" in value else None
    return kind is not None and kind.name in (K.SUPPLY, K.CUSTOMER_SUPPLY)
