"""Reading and writing proposal rows, their decisions, the auto-accept settings and the reviewed sources."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from sqlalchemy import Connection, delete, func, insert, select, update

from chipatlas.errors import NotFoundError
from chipatlas.sources.bundled import SEED_SOURCE_KEYS
from chipatlas.store.proposal_tables import proposal_decisions, proposals, review_settings, reviewed_sources

# A proposal's fields by name (declared here: inside Proposal, ``object`` is a field).
Fields = dict[str, object]


# A supply to a buyer company, no platform named (docs/review.md): stated, ending, or a share
# gained from another supplier; accepting writes or retires a CustomerSupply, never a ring row.
CUSTOMER_ACTIONS = ("customer", "customer_end", "customer_share")
# The kinds that change a ring or a company relation; "figure" is a figure read from prose.
RELATION_KINDS = ("supply", "site", "ownership", "deployment")


@dataclass(frozen=True, kw_only=True)
class Proposal:
    id: str
    document_id: str
    source_key: str
    platform_id: str | None
    target: str | None
    component: str | None
    component_text: str | None
    supplier_id: str | None
    supplier: str | None
    action: str
    role: str | None
    stage: str | None
    share: str | None
    country: str | None
    evidence: str
    hedge: str | None
    quote: str
    span_start: int
    span_end: int
    status: str
    reason: str | None
    created_at: str
    kind: str = "supply"  # supply | site | ownership | deployment | figure
    object_id: str | None = None  # ownership: the owned company; deployment: the cluster
    object: str | None = None
    place: str | None = None
    size: str | None = None
    # figure: a figure read from prose, kept for review (ingest/figure_proposals.py)
    subject_id: str | None = None
    metric: str | None = None
    value: str | None = None
    value_text: str | None = None
    unit: str | None = None
    scope: str | None = None
    qualifier: str | None = None
    basis: str | None = None

    def as_json(self) -> Fields:
        """The fields by name (to merge an edit into and check what is still missing)."""
        return asdict(self)


def drafted(
    ids: tuple[str, str],
    said: tuple[str, int, int, str],
    origin: tuple[str, str, str],
    why: str | None = None,
) -> Proposal:
    """The part every new proposal shares: its (id, action), what it quotes (quote, start, end,
    evidence), where it was read (document, source key, time), ``proposed`` or a ``candidate``
    when there is a reason ``why`` it cannot be accepted as it stands. Its kind's own fields
    are empty: the caller sets them with ``dataclasses.replace`` (checked by mypy)."""
    pid, action = ids
    quote, start, end, evidence = said
    document_id, source_key, at = origin
    return Proposal(
        id=pid,
        document_id=document_id,
        source_key=source_key,
        platform_id=None,
        target=None,
        component=None,
        component_text=None,
        supplier_id=None,
        supplier=None,
        action=action,
        role=None,
        stage=None,
        share=None,
        country=None,
        evidence=evidence,
        hedge=None,
        quote=quote,
        span_start=start,
        span_end=end,
        status="candidate" if why else "proposed",
        reason=why,
        created_at=at,
    )


@dataclass(frozen=True, kw_only=True)
class Decision:
    proposal_id: str
    decision: str
    decided_by: str
    reason: str | None
    at: str
    retired_ids: tuple[str, ...] = ()
    batch_id: str | None = None  # the bulk decision it was part of (store/review_batches.py)


_FIELDS = [c.name for c in proposals.columns]


def _proposal(row: Any) -> Proposal:
    return Proposal(**{f: getattr(row, f) for f in _FIELDS})


def add(conn: Connection, rows: list[Proposal]) -> None:
    known = {
        r.id for r in conn.execute(select(proposals.c.id).where(proposals.c.id.in_([p.id for p in rows])))
    }
    fresh: dict[str, dict[str, Any]] = {}
    for p in rows:  # the same relation stated twice in one sentence is one proposal
        if p.id not in known:
            fresh.setdefault(p.id, p.as_json())
    if fresh:
        conn.execute(insert(proposals), list(fresh.values()))


def get(conn: Connection, proposal_id: str) -> Proposal:
    row = conn.execute(select(proposals).where(proposals.c.id == proposal_id)).first()
    if row is None:
        raise NotFoundError(f"no proposal {proposal_id!r} (chipatlas review lists them)")
    return _proposal(row)


def listed(
    conn: Connection,
    platform_ids: list[str] | None = None,
    statuses: tuple[str, ...] = ("proposed", "candidate"),
    since: str | None = None,
    kinds: tuple[str, ...] = (),
) -> list[Proposal]:
    """Proposals in these statuses (all when empty), of these platforms and kinds (all when
    None or empty), made since ``since``."""
    query = select(proposals).order_by(proposals.c.created_at, proposals.c.id)
    if kinds:
        query = query.where(proposals.c.kind.in_(kinds))
    if platform_ids is not None:
        query = query.where(proposals.c.platform_id.in_(platform_ids))
    if statuses:
        query = query.where(proposals.c.status.in_(statuses))
    if since:
        query = query.where(proposals.c.created_at >= since)
    return [_proposal(r) for r in conn.execute(query)]


def for_document(conn: Connection, document_id: str, kinds: tuple[str, ...]) -> list[Proposal]:
    """The proposals made from one document (of these kinds), in the order of its text."""
    query = select(proposals).where(proposals.c.document_id == document_id, proposals.c.kind.in_(kinds))
    order = (proposals.c.span_start, proposals.c.id)
    return [_proposal(r) for r in conn.execute(query.order_by(*order))]


def for_customers(conn: Connection, company_ids: list[str], statuses: tuple[str, ...]) -> list[Proposal]:
    """Supply proposals whose buyer (no platform named) is one of these companies."""
    query = select(proposals).where(
        proposals.c.action.in_(CUSTOMER_ACTIONS), proposals.c.object_id.in_(company_ids)
    )
    if statuses:
        query = query.where(proposals.c.status.in_(statuses))
    return [_proposal(r) for r in conn.execute(query.order_by(proposals.c.created_at, proposals.c.id))]


def set_fields(conn: Connection, proposal_id: str, **values: Any) -> None:
    conn.execute(update(proposals).where(proposals.c.id == proposal_id).values(**values))


def record(conn: Connection, d: Decision) -> None:
    conn.execute(
        insert(proposal_decisions).values(
            proposal_id=d.proposal_id,
            decision=d.decision,
            decided_by=d.decided_by,
            reason=d.reason,
            retired_ids=json.dumps(list(d.retired_ids)) if d.retired_ids else None,
            at=d.at,
            batch_id=d.batch_id,
        )
    )


def decisions(conn: Connection, proposal_id: str) -> list[Decision]:
    query = (
        select(proposal_decisions)
        .where(proposal_decisions.c.proposal_id == proposal_id)
        .order_by(proposal_decisions.c.id)
    )
    return [
        Decision(
            proposal_id=r.proposal_id,
            decision=r.decision,
            decided_by=r.decided_by,
            reason=r.reason,
            at=r.at,
            retired_ids=tuple(json.loads(r.retired_ids)) if r.retired_ids else (),
            batch_id=r.batch_id,
        )
        for r in conn.execute(query)
    ]


@dataclass(frozen=True, kw_only=True)
class AutoAccept:
    platform_id: str
    min_evidence: str
    sources: tuple[str, ...]  # source-key prefixes; empty: any source


def settings(conn: Connection, platform_id: str) -> AutoAccept | None:
    row = conn.execute(select(review_settings).where(review_settings.c.platform_id == platform_id)).first()
    if row is None:
        return None
    return AutoAccept(
        platform_id=row.platform_id, min_evidence=row.min_evidence, sources=tuple(json.loads(row.sources))
    )


def set_settings(conn: Connection, rule: AutoAccept | None, platform_id: str) -> None:
    conn.execute(delete(review_settings).where(review_settings.c.platform_id == platform_id))
    if rule is not None:
        conn.execute(
            insert(review_settings).values(
                platform_id=platform_id,
                min_evidence=rule.min_evidence,
                sources=json.dumps(list(rule.sources)),
            )
        )


@dataclass(frozen=True, kw_only=True)
class ReviewedSource:
    """A source key whose prose figures are stated as facts (docs/review.md)."""

    source_key: str
    marked_by: str  # who marked it; "default" for a bundled seed nobody changed
    marked_at: str | None


@dataclass(frozen=True, kw_only=True)
class _Mark:
    """A stored mark on a source key: on or off, and who set it when."""

    reviewed: bool
    marked_by: str
    marked_at: str | None


def _marks(conn: Connection) -> dict[str, _Mark]:
    return {
        r.source_key: _Mark(reviewed=bool(r.reviewed), marked_by=r.marked_by, marked_at=r.marked_at)
        for r in conn.execute(select(reviewed_sources))
    }


def reviewed(conn: Connection) -> list[ReviewedSource]:
    """The reviewed sources: the bundled seeds unless marked off, and every key marked on."""
    marks = _marks(conn)
    found = [
        ReviewedSource(source_key=k, marked_by="default", marked_at=None)
        for k in SEED_SOURCE_KEYS
        if k not in marks
    ]
    found += [
        ReviewedSource(source_key=k, marked_by=r.marked_by, marked_at=r.marked_at)
        for k, r in marks.items()
        if r.reviewed
    ]
    return sorted(found, key=lambda r: r.source_key)


def is_reviewed(conn: Connection, source_key: str) -> bool:
    query = select(reviewed_sources.c.reviewed).where(reviewed_sources.c.source_key == source_key)
    mark = conn.execute(query).scalar()
    return bool(mark) if mark is not None else source_key in SEED_SOURCE_KEYS


def set_reviewed(conn: Connection, source_key: str, on: bool, by: str, at: str) -> None:
    """Mark the source reviewed or not (``by`` whom, kept either way)."""
    conn.execute(delete(reviewed_sources).where(reviewed_sources.c.source_key == source_key))
    conn.execute(
        insert(reviewed_sources).values(source_key=source_key, reviewed=on, marked_by=by, marked_at=at)
    )


def count(conn: Connection, statuses: tuple[str, ...], kinds: tuple[str, ...] = ()) -> int:
    query = select(func.count()).select_from(proposals).where(proposals.c.status.in_(statuses))
    if kinds:
        query = query.where(proposals.c.kind.in_(kinds))
    return int(conn.execute(query).scalar_one())


def newest(
    conn: Connection, statuses: tuple[str, ...], limit: int, kinds: tuple[str, ...] = ()
) -> list[Proposal]:
    """The most recent proposals in these statuses (and kinds, when given), newest first."""
    query = (
        select(proposals)
        .where(proposals.c.status.in_(statuses))
        .order_by(proposals.c.created_at.desc(), proposals.c.id.desc())
        .limit(limit)
    )
    if kinds:
        query = query.where(proposals.c.kind.in_(kinds))
    return [_proposal(r) for r in conn.execute(query)]
