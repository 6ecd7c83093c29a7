"""Deciding on proposed ring changes: accept, reject, undo (docs/review.md; edits: review_edit).

Accepting writes the ring row the proposal describes (for a customer proposal, which names
no platform, a ``CustomerSupply`` between the two companies) as statements of the source
``review:<id>``, quoting the sentence of the document that proposed it, so the row's
provenance is that document and the decision. Accepting an ``end`` retires the row's
current statements. Undo reverses the last decision: the review source's statements
are retired (history keeps them) or the retired ones restored. Every decision is logged
with who, when and why; none changes a ring without one.
"""

from __future__ import annotations

from collections.abc import Collection

from sqlalchemy import Connection, Engine, insert, select, update

from chipatlas.errors import InputError
from chipatlas.extract.ring import location_key, supply_key
from chipatlas.ingest.name_index import rebuild_entities
from chipatlas.ingest.projections import rebuild_platforms
from chipatlas.ingest.rebuild import refresh_if_stale
from chipatlas.ingest.review_kinds import end_statements, missing, statements_for
from chipatlas.model.schema import SCHEMA, K, P, SchemaError
from chipatlas.model.statement import Statement
from chipatlas.model.vocab import evidence_rank
from chipatlas.store import proposals as rows
from chipatlas.store import search_index
from chipatlas.store.tables import ingests, ring_rows, statements
from chipatlas.store.writer import now, write_statements
from chipatlas.store.writing import claim_writer, write_transaction


def stated_countries(conn: Connection, p: rows.Proposal) -> set[str]:
    """The countries the ring already states for this supplier's part of the platform."""
    query = select(ring_rows.c.made_in_country).where(
        ring_rows.c.platform_id == p.platform_id,
        ring_rows.c.component == p.component,
        ring_rows.c.supplier_id == p.supplier_id,
    )
    return {r.made_in_country for r in conn.execute(query) if r.made_in_country}


def _statements(p: rows.Proposal, stated: Collection[str] = ()) -> list[Statement]:
    """The supply row's statements; its country as a place of its own only when the ring does not
    state it yet: "TSMC, United States" beside the row "TSMC, Phoenix, Arizona, United States"
    was a vaguer third row that counted again in every share of rows."""
    assert p.platform_id and p.component and p.supplier_id
    sid = supply_key(p.platform_id, p.component, p.supplier_id, p.role)

    def st(entity: str, schema: str, prop: str, value: str) -> Statement:
        return Statement(entity, schema, prop, value, value, p.quote, p.span_start, p.span_end, p.evidence)

    gains = f"gains share from {p.object}" if p.action == "share" and p.object else ""
    stage, share = f"stage: {p.stage}" if p.stage else "", f"share: {p.share}" if p.share else ""
    notes = "; ".join(x for x in (stage, share, gains) if x)
    out = [
        st(sid, K.SUPPLY, P.PLATFORM, p.platform_id),
        st(sid, K.SUPPLY, P.COMPONENT, p.component),
        st(sid, K.SUPPLY, P.SUPPLIER, p.supplier_id),
        st(sid, K.SUPPLY, P.EVIDENCE, p.evidence),
        st(sid, K.SUPPLY, P.HAS_SOURCE_LINK, "false"),
        st(
            sid,
            K.SUPPLY,
            P.NOTES,
            f"accepted from review of proposal {p.id}" + (f" ({notes})" if notes else ""),
        ),
    ]
    if p.role:
        out.append(st(sid, K.SUPPLY, P.ROLE, p.role))
    if p.country and p.country not in stated:
        loc = location_key(sid, p.country, None)
        out += [
            st(loc, K.PRODUCTION, P.SUPPLY, sid),
            st(loc, K.PRODUCTION, P.SCOPE, "platform"),
            st(loc, K.PRODUCTION, P.MADE_IN_COUNTRY, p.country),
            st(loc, K.PRODUCTION, P.EVIDENCE, p.evidence),
        ]
    return out


def _platform_of(p: rows.Proposal) -> str | None:
    """The platform whose projection a decision changes: its ring's, or a figure's subject."""
    if p.platform_id:
        return p.platform_id
    return p.subject_id if p.subject_id and p.subject_id.startswith("platform:") else None


def _refresh(conn: Connection, platform_id: str | None, entity_ids: list[str]) -> None:
    _refresh_all(conn, {platform_id} if platform_id else set(), entity_ids)


def _refresh_all(conn: Connection, platform_ids: set[str], entity_ids: list[str]) -> None:
    if refresh_if_stale(conn, stamp_empty=False) is not None:
        return  # projections built by an older version: all rebuilt, this change with them
    fresh = search_index.is_fresh(conn)
    rebuild_entities(conn, entity_ids)
    rebuilt = rebuild_platforms(conn, sorted(platform_ids))
    if fresh:
        search_index.update(conn, entity_ids=entity_ids, platform_ids=rebuilt, document_id="")


def _mark_ingest(conn: Connection, p: rows.Proposal, at: str, retired: int) -> None:
    """An ``ingests`` row, so every reader's 'has the store changed' stamp moves."""
    conn.execute(
        insert(ingests).values(
            document_id=p.document_id, source_key=f"review:{p.id}", at=at, new=0, confirmed=0, retired=retired
        )
    )


def _end(conn: Connection, p: rows.Proposal, at: str) -> tuple[str, ...]:
    supplies = [
        r.supply_id
        for r in conn.execute(
            select(ring_rows.c.supply_id).where(
                ring_rows.c.platform_id == p.platform_id,
                ring_rows.c.component == p.component,
                ring_rows.c.supplier_id == p.supplier_id,
            )
        )
    ]
    if not supplies:
        raise InputError(f"proposal {p.id}", "the ring has no such row to end")
    ids = tuple(
        r.id
        for r in conn.execute(
            select(statements.c.id).where(
                statements.c.entity_id.in_(supplies), statements.c.retired_at.is_(None)
            )
        )
    )
    conn.execute(update(statements).where(statements.c.id.in_(ids)).values(retired_at=at))
    _mark_ingest(conn, p, at, len(ids))
    return ids


def accept_in(
    conn: Connection,
    p: rows.Proposal,
    by: str,
    reason: str | None,
    at: str,
    *,
    refresh: bool = True,
    batch_id: str | None = None,
) -> list[str]:
    """Accept one proposal; the entities it touched. ``refresh`` False leaves the projections
    to the caller, who accepts many and rebuilds them once (``accept_many``); ``batch_id`` names
    the bulk decision it is part of."""
    if p.status not in ("proposed", "rejected"):
        raise InputError(f"proposal {p.id}", f"it is {p.status}: " + (p.reason or "undo the decision first"))
    lacking = missing(p.as_json())
    if lacking:
        raise InputError(f"proposal {p.id}", f"{', '.join(lacking)} missing; set it with 'review edit' first")
    retired: tuple[str, ...] = ()
    touched: list[str] = []
    # A customer proposal names no platform: it writes a CustomerSupply (statements_for), no ring row.
    if (p.action == "end" and p.kind != "supply") or p.action == "customer_end":
        retired, touched = end_statements(conn, p, at)
        _mark_ingest(conn, p, at, len(retired))
    elif p.action == "end":
        assert p.platform_id and p.component and p.supplier_id
        retired = _end(conn, p, at)
        touched = [supply_key(p.platform_id, p.component, p.supplier_id, p.role)]
    else:
        buyer = p.action in rows.CUSTOMER_ACTIONS
        if p.kind == "supply" and not buyer:
            found = _statements(p, stated_countries(conn, p) if p.country else set())
        else:
            found = statements_for(conn, p)
        for s in found:  # an edited proposal meets the same schema registry as an ingest
            try:
                SCHEMA.validate(s.schema, s.prop, s.value)
            except SchemaError as exc:
                raise InputError(f"proposal {p.id}", str(exc)) from None
        write_statements(conn, found, f"review:{p.id}", p.document_id, at)
        named = (p.supplier_id, p.object_id, p.subject_id)
        touched = sorted({s.entity_id for s in found} | {x for x in named if x})
    if refresh:
        _refresh(conn, _platform_of(p), touched)
    rows.set_fields(conn, p.id, status="accepted")
    rows.record(
        conn,
        rows.Decision(
            proposal_id=p.id,
            decision="accept",
            decided_by=by,
            reason=reason,
            at=at,
            retired_ids=retired,
            batch_id=batch_id,
        ),
    )
    return touched


def accept_many(
    conn: Connection,
    found: list[rows.Proposal],
    by: str,
    reason: str | None,
    at: str,
    batch_id: str | None = None,
) -> None:
    """Accept each (each its own decision), then rebuild what they touched once."""
    touched: set[str] = set()
    for p in found:
        touched.update(accept_in(conn, p, by, reason, at, refresh=False, batch_id=batch_id))
    if found:
        _refresh_all(conn, {x for x in map(_platform_of, found) if x}, sorted(touched))


def accept(engine: Engine, proposal_id: str, by: str, reason: str | None = None) -> rows.Proposal:
    with write_transaction(engine) as conn:
        claim_writer(conn)
        accept_in(conn, rows.get(conn, proposal_id), by, reason, now())
        return rows.get(conn, proposal_id)


def reject_in(
    conn: Connection, p: rows.Proposal, by: str, reason: str | None, at: str, batch_id: str | None = None
) -> None:
    if p.status == "accepted":
        raise InputError(f"proposal {p.id}", "it is accepted: undo it first")
    rows.set_fields(conn, p.id, status="rejected")
    decision = rows.Decision(
        proposal_id=p.id, decision="reject", decided_by=by, reason=reason, at=at, batch_id=batch_id
    )
    rows.record(conn, decision)


REREAD_BY = "reread"
REREAD_WHY = "its document, read again (ingest --reread), no longer reads it"


def withdraw_unread(conn: Connection, document_id: str, read: Collection[str], at: str) -> str | None:
    """After a re-read: the document's open proposals the new reading did not make again are
    rejected by ``reread`` (a decision like any other: shown, reversible with ``review undo``),
    so a figure once proposed for one subject and now read for another is not left open twice.
    Accepted ones stand (an analyst's decision); the line says how many the reading lost."""
    mine = rows.for_document(conn, document_id, (*rows.RELATION_KINDS, "figure"))
    mine = [p for p in mine if p.id not in read]
    open_ = [p for p in mine if p.status in ("proposed", "candidate")]
    for p in open_:
        reject_in(conn, p, REREAD_BY, REREAD_WHY, at)
    kept = sum(1 for p in mine if p.status == "accepted")
    if not open_ and not kept:
        return None
    line = f"re-read: {len(open_)} open proposals of the earlier reading no longer read, rejected by 'reread'"
    return line + (f"; {kept} accepted ones stand" if kept else "")


def reject(engine: Engine, proposal_id: str, by: str, reason: str | None = None) -> rows.Proposal:
    with write_transaction(engine) as conn:
        reject_in(conn, rows.get(conn, proposal_id), by, reason, now())
        return rows.get(conn, proposal_id)


def last_decision(conn: Connection, proposal_id: str) -> rows.Decision | None:
    """The accept, reject or undo that stands for the proposal now (edits aside)."""
    last = [d for d in rows.decisions(conn, proposal_id) if d.decision in ("accept", "reject", "undo")]
    return last[-1] if last else None


def undo_in(
    conn: Connection,
    p: rows.Proposal,
    by: str,
    reason: str | None,
    at: str,
    *,
    refresh: bool = True,
    batch_id: str | None = None,
) -> list[str]:
    """Reverse the proposal's last accept or reject; the entities it touched. ``refresh`` False
    leaves the projections to the caller (a bulk undo rebuilds them once)."""
    last = last_decision(conn, p.id)
    if last is None or last.decision == "undo":
        raise InputError(f"proposal {p.id}", "no decision to undo")
    touched: list[str] = []
    if last.decision == "accept":
        if last.retired_ids:
            ids = list(last.retired_ids)
            conn.execute(update(statements).where(statements.c.id.in_(ids)).values(retired_at=None))
            _mark_ingest(conn, p, at, 0)
            query = select(statements.c.entity_id).where(statements.c.id.in_(ids))
            touched = sorted({r.entity_id for r in conn.execute(query)})
        else:
            counts = write_statements(conn, [], f"review:{p.id}", p.document_id, at)
            touched = sorted(counts.retired_entities)
        if refresh:
            _refresh(conn, _platform_of(p), touched)
    rows.set_fields(conn, p.id, status="candidate" if missing(p.as_json()) else "proposed")
    decision = rows.Decision(
        proposal_id=p.id, decision="undo", decided_by=by, reason=reason, at=at, batch_id=batch_id
    )
    rows.record(conn, decision)
    return touched


def refresh_after(conn: Connection, undone: list[rows.Proposal], touched: set[str]) -> None:
    """Rebuild once what many undone decisions touched."""
    if undone:
        _refresh_all(conn, {x for x in map(_platform_of, undone) if x}, sorted(touched))


def undo(engine: Engine, proposal_id: str, by: str, reason: str | None = None) -> rows.Proposal:
    """Reverse the last accept or reject: the proposal is open again."""
    with write_transaction(engine) as conn:
        claim_writer(conn)
        undo_in(conn, rows.get(conn, proposal_id), by, reason, now())
        return rows.get(conn, proposal_id)


def auto_accept(conn: Connection, found: list[rows.Proposal], at: str) -> list[str]:
    """Accept the open proposals a platform's rule covers; returns report lines."""
    out = []
    for p in found:
        if p.status != "proposed" or not p.platform_id:
            continue
        rule = rows.settings(conn, p.platform_id)
        if rule is None or evidence_rank(p.evidence) > evidence_rank(
            rule.min_evidence
        ):  # smaller is stronger
            continue
        if rule.sources and not any(p.source_key.startswith(s) for s in rule.sources):
            continue
        accept_in(
            conn, p, "auto", f"auto-accept rule of {p.platform_id}: {rule.min_evidence} or stronger", at
        )
        out.append(f"accepted {p.id} automatically ({p.evidence}; rule of {p.platform_id})")
    return out


def accept_reviewed(conn: Connection, figures: list[rows.Proposal], at: str) -> str:
    """State the figures of a reviewed source (``chipatlas sources reviewed``): each is
    accepted as a decision of ``auto``, so it shows in ``review`` and undo retires it."""
    key = figures[0].source_key
    accept_many(conn, figures, "auto", f"source {key} is reviewed", at)
    stated = "1 figure" if len(figures) == 1 else f"{len(figures)} figures"
    return f"{stated} stated: source {key} is reviewed (each an accepted figure proposal)"
