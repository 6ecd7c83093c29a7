"""A signal's impact 1-5: type prior + centrality + magnitude + independent sources.

The store is read once per document for all of its signals (``ImpactFacts.load``),
not once per signal: a feed of 10,000 entries costs a few batched queries.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from sqlalchemy import Connection, func, select

from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.store.tables import entities, ring_rows, statements

PRIORS = {
    "export_control": 3,
    "supply_disruption": 3,
    "m_and_a": 3,
    "capacity_expansion": 3,
    "us_production": 3,  # onshoring moves a ring's locations, as capacity does
    "technical_release": 2,
    "partnership_deal": 2,
    "customer_adoption": 2,
    "financial_results": 2,
    "pricing": 2,
    "executive_change": 1,
    "other": 1,
}
_CHUNK = 500  # ids per IN (...) list: well under every backend's parameter limit


def chunks(values: Iterable[str], size: int = _CHUNK) -> Iterator[list[str]]:
    batch: list[str] = []
    for v in values:
        batch.append(v)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


@dataclass
class ImpactFacts:
    """What the store says about the signals' mentioned entities and their stored sources."""

    platforms: set[str] = field(default_factory=set)  # mentioned ids that are platforms in rings
    supplier_rows: dict[str, int] = field(default_factory=dict)  # mentioned supplier -> ring rows
    sources: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    # mentioned supplier -> (platform id, component) of its ring rows, for why_it_matters
    supplier_in: dict[str, list[tuple[str, str]]] = field(default_factory=lambda: defaultdict(list))
    names: dict[str, str] = field(default_factory=dict)  # platform and supplier id -> name
    # platform or mentioned chip id -> its makers; mentioned id -> the platforms it is or is used in
    makers: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    platforms_of: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))

    @classmethod
    def load(cls, conn: Connection, signal_ids: list[str], props: Iterable[Statement]) -> ImpactFacts:
        mentioned = sorted({s.value for s in props if s.schema == K.SIGNAL and s.prop == P.MENTIONS})
        facts = cls.of_mentions(conn, mentioned)
        for batch in chunks(signal_ids):
            rows = conn.execute(
                select(statements.c.entity_id, statements.c.value).where(
                    statements.c.entity_id.in_(batch),
                    statements.c.prop == P.SOURCE,
                    statements.c.retired_at.is_(None),
                )
            )
            for r in rows:
                if r.value != "not stated":
                    facts.sources[r.entity_id].add(r.value)
        return facts

    @classmethod
    def of_mentions(cls, conn: Connection, mentioned: list[str]) -> ImpactFacts:
        """What the stored rings say of these mentioned ids (no sources)."""
        facts = cls()
        for batch in chunks(mentioned):
            facts.platforms |= {
                r[0]
                for r in conn.execute(
                    select(ring_rows.c.platform_id).where(ring_rows.c.platform_id.in_(batch)).distinct()
                )
            }
            counted = conn.execute(
                select(ring_rows.c.supplier_id, func.count())
                .where(ring_rows.c.supplier_id.in_(batch))
                .group_by(ring_rows.c.supplier_id)
            )
            facts.supplier_rows.update({r[0]: int(r[1]) for r in counted})
            rows = conn.execute(
                select(ring_rows.c.supplier_id, ring_rows.c.platform_id, ring_rows.c.component)
                .where(ring_rows.c.supplier_id.in_(batch))
                .order_by(ring_rows.c.supplier_id, ring_rows.c.platform_id, ring_rows.c.position)
            )
            for r in rows:
                facts.supplier_in[r.supplier_id].append((r.platform_id, r.component))
        for batch in chunks(mentioned):
            used = select(statements.c.entity_id, statements.c.value).where(
                statements.c.entity_id.in_(batch),
                statements.c.prop == P.USED_IN,
                statements.c.retired_at.is_(None),
            )
            for chip, platform in conn.execute(used.order_by(statements.c.entity_id, statements.c.value)):
                if platform not in facts.platforms_of[chip]:
                    facts.platforms_of[chip].append(platform)
        for p in facts.platforms:
            facts.platforms_of[p] = [p]
        named = sorted(
            facts.platforms
            | {p for rows in facts.supplier_in.values() for p, _ in rows}
            | {p for ps in facts.platforms_of.values() for p in ps}
        )
        chips = [m for m in mentioned if m.startswith("chip:")]  # a chip's maker: its own chip's story
        for batch in chunks(named + chips):
            made = select(statements.c.entity_id, statements.c.value).where(
                statements.c.entity_id.in_(batch),
                statements.c.prop == P.MAKER,
                statements.c.retired_at.is_(None),
            )
            for platform, maker in conn.execute(made):
                facts.makers[platform].add(maker)
        for batch in chunks(named + mentioned):
            found = conn.execute(select(entities.c.id, entities.c.caption).where(entities.c.id.in_(batch)))
            facts.names.update({r.id: r.caption for r in found})
        return facts

    def central(self, ids: list[str]) -> str:
        """The most connected mentioned entities: platforms in the store, suppliers in 3+ ring rows,
        by name (the reasons are read by people; the ids stay in the signal's mentions)."""
        name = self.names.get
        hubs = [f"{name(i, i)} (platform)" for i in ids if i in self.platforms]
        hubs += [
            f"{name(i, i)} ({self.supplier_rows[i]} ring rows)"
            for i in ids
            if self.supplier_rows.get(i, 0) >= 3
        ]
        return "; ".join(hubs[:3])


def impact(
    facts: ImpactFacts, sid: str, props: list[Statement], story: list[str] | None = None
) -> tuple[int, list[str]]:
    """type prior + 1 if an entity of the story is central in the stored rings + 1 for a big
    magnitude + 1 for three or more independent sources; clamped to 1-5. ``story``: the ids the
    story is about (its suppliers and the platforms it names, resolve/story_rows.py); without it,
    every mentioned id (a company named in passing makes no story central)."""
    kind = next((s.value for s in props if s.prop == P.TYPE), "other")
    score, reasons = PRIORS.get(kind, 1), [f"type {kind}: prior {PRIORS.get(kind, 1)}"]
    ids = story if story is not None else [s.value for s in props if s.prop == P.MENTIONS]
    central = facts.central(sorted(set(ids)))
    if central:
        score += 1
        reasons.append(f"+1 central in stored rings: {central}")
    big = [s.value for s in props if s.prop == P.MAGNITUDE]
    if big:
        score += 1
        reasons.append(f"+1 magnitude: {', '.join(big[:3])}")
    stated_sources = {s.value for s in props if s.prop == P.SOURCE and s.value != "not stated"}
    sources = facts.sources.get(sid, set()) | stated_sources
    if len(sources) >= 3:
        score += 1
        reasons.append(f"+1 {len(sources)} independent sources")
    else:
        reasons.append(f"{len(sources)} independent source(s)")
    stated = next((s.value for s in props if s.prop == P.STATED_IMPACT), None)
    if stated:
        reasons.append(f"the page itself states {stated}/5")
    return max(1, min(5, score)), reasons


__all__ = ["PRIORS", "ImpactFacts", "chunks", "impact"]
