"""What a history event names, read for an analyst: entity ids as names, and who decided.

A statement's value may be an id (a supply, a site, a maker): the history shows the
entity's name and keeps the id beside it. A supply has no caption of its own, so it reads
as "<supplier> <component> for <platform or customer>". A statement written by accepting
a proposal (source key ``review:<id>``) carries that decision: who, when and why.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable

from sqlalchemy import Connection, select

from chipatlas.analyze.records_identity import ReviewDecision
from chipatlas.analyze.view import View
from chipatlas.model.schema import K
from chipatlas.store.proposal_tables import proposal_decisions
from chipatlas.store.tables import entities, statements

REVIEW_PREFIX = "review:"
BATCH = 500  # bounded IN lists
_SUPPLY_PROPS = ("supplier", "component", "platform", "customer")


class Names:
    """id -> the name a reader knows it by: an entity's caption (through merges), a supply's
    words; None for a value that is no id the store knows."""

    def __init__(self, conn: Connection, view: View, supply_ids: Iterable[str]) -> None:
        self._view = view
        self._captions = {r.id: r.caption for r in conn.execute(select(entities.c.id, entities.c.caption))}
        self._supplies = self._supply_names(conn, sorted(set(supply_ids)))

    def caption(self, value: str) -> str | None:
        return self._captions.get(self._view.canonical(value)) or self._captions.get(value)

    def name(self, value: str) -> str | None:
        return self.caption(value) or self._supplies.get(value)

    def _supply_names(self, conn: Connection, ids: list[str]) -> dict[str, str]:
        return {sid: supply_words(p, self.caption) for sid, p in supply_parts(conn, ids).items()}


def supply_parts(conn: Connection, ids: list[str]) -> dict[str, dict[str, str]]:
    """supply id -> its key as first stated: supplier, component, platform or customer."""
    parts: dict[str, dict[str, str]] = defaultdict(dict)
    for start in range(0, len(ids), BATCH):
        query = select(statements.c.entity_id, statements.c.prop, statements.c.value).where(
            statements.c.entity_id.in_(ids[start : start + BATCH]),
            statements.c.schema.in_((K.SUPPLY, K.CUSTOMER_SUPPLY)),
            statements.c.prop.in_(_SUPPLY_PROPS),
        )
        for r in conn.execute(query.order_by(statements.c.first_seen, statements.c.id)):
            parts[r.entity_id].setdefault(r.prop, r.value)  # the first stated: a supply's key
    return dict(parts)


def supply_words(p: dict[str, str], caption: Callable[[str], str | None]) -> str:
    """A supply read as "<supplier> <component> for <platform or customer>"."""

    def named(prop: str) -> str:
        value = p.get(prop)
        return (caption(value) or value) if value else "?"

    buyer = named("platform") if "platform" in p else named("customer")
    return f"{named('supplier')} {p.get('component', '?')} for {buyer}"


def review_decisions(conn: Connection, source_keys: Iterable[str]) -> dict[str, ReviewDecision]:
    """source key ``review:<proposal>`` -> the accept that wrote its statements (the latest,
    after an undo and a new accept)."""
    ids = sorted({k[len(REVIEW_PREFIX) :] for k in source_keys if k.startswith(REVIEW_PREFIX)})
    found: dict[str, ReviewDecision] = {}
    for start in range(0, len(ids), BATCH):
        query = (
            select(proposal_decisions)
            .where(
                proposal_decisions.c.proposal_id.in_(ids[start : start + BATCH]),
                proposal_decisions.c.decision == "accept",
            )
            .order_by(proposal_decisions.c.at, proposal_decisions.c.id)
        )
        for r in conn.execute(query):
            found[REVIEW_PREFIX + r.proposal_id] = {
                "proposal": r.proposal_id,
                "decision": r.decision,
                "decided_by": r.decided_by,
                "reason": r.reason,
                "at": str(r.at),
            }
    return found


def uncaptioned_words(conn: Connection, ids: Iterable[str]) -> dict[str, str]:
    """id -> words for the statements' subjects and values that have no caption, current or
    retired: a supply as its words, a place as "<supply>, where made", a figure as "<subject>
    <metric> figure". A reader shown "production:31bc442481c6b72d" learns nothing."""
    wanted = sorted(set(ids))
    rows = conn.execute(
        select(statements.c.entity_id, statements.c.prop, statements.c.value).where(
            statements.c.entity_id.in_(wanted[:BATCH]), statements.c.prop.in_(("supply", "subject", "metric"))
        )
    ).all()
    facts: dict[str, dict[str, str]] = defaultdict(dict)
    for r in rows:
        facts[r.entity_id].setdefault(r.prop, r.value)
    supplies = {i for i in wanted if i.startswith("supply:")} | {
        f["supply"] for f in facts.values() if "supply" in f
    }
    parts = supply_parts(conn, sorted(supplies))
    refs = {v for p in parts.values() for k, v in p.items() if k != "component"}
    refs |= {f["subject"] for f in facts.values() if "subject" in f}
    captions = {
        r.id: r.caption
        for r in conn.execute(select(entities.c.id, entities.c.caption).where(entities.c.id.in_(refs)))
    }
    said = {sid: supply_words(p, captions.get) for sid, p in parts.items()}
    out = {i: said[i] for i in wanted if i in said}
    for eid, f in facts.items():
        if f.get("supply") in said:
            out[eid] = f"{said[f['supply']]}, where made"
        elif "metric" in f and "subject" in f:
            out[eid] = f"{captions.get(f['subject'], f['subject'])} {f['metric']} figure"
    return out
