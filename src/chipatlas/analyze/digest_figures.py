"""The figures proposed for review that a watchlist's digest lists.

A figure read from prose whose class is not measured safe waits as a proposal
(docs/review.md) and names no platform of its own, so the digest finds it two ways: its
suggested subject is watched (a watched entity, platform, or a company in a watched ring:
the same reasons a signal matches by), or its document touches a watched ring (a statement
of the document is about or names the platform, or a relation proposal of it does).
"""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy import Connection, or_, select

from chipatlas.analyze.proposals import ProposalView, pending
from chipatlas.analyze.records_digest import DigestFigure
from chipatlas.store import proposals as rows
from chipatlas.store.proposal_tables import proposals
from chipatlas.store.tables import platforms, statements


def _touching(conn: Connection, docs: set[str], rings: set[str]) -> dict[str, set[str]]:
    """Document id -> the watched platforms its current statements or relation proposals name."""
    out: dict[str, set[str]] = {}
    if not docs or not rings:
        return out
    ids, keep = sorted(docs), sorted(rings)
    s = statements.c
    query = select(s.document_id, s.entity_id, s.value).where(
        s.document_id.in_(ids), s.retired_at.is_(None), or_(s.entity_id.in_(keep), s.value.in_(keep))
    )
    for doc, entity, value in conn.execute(query.distinct()):
        out.setdefault(doc, set()).update(x for x in (entity, value) if x in rings)
    p = proposals.c
    named = select(p.document_id, p.platform_id).where(
        p.document_id.in_(ids), p.platform_id.in_(keep), p.kind.in_(rows.RELATION_KINDS)
    )
    for doc, pid in conn.execute(named.distinct()):
        out.setdefault(doc, set()).add(pid)
    return out


def _record(p: ProposalView, why: list[str]) -> DigestFigure:
    r = p.record()
    return {
        "id": p.id,
        "subject": p.subject,
        "subject_id": p.subject_id,
        "metric": p.metric,
        "value": p.value,
        "value_text": p.value_text,
        "unit": p.unit,
        "scope": p.scope,
        "qualifier": p.qualifier,
        "figure_class": r["figure_class"],
        "evidence": p.evidence,
        "quote": p.quote,
        "document": p.document_id,
        "document_title": p.document_title,
        "span_start": p.span_start,
        "span_end": p.span_end,
        "created_at": p.created_at,
        "matched_by": why,
    }


def figures(
    conn: Connection, reasons: Mapping[str, str], rings: set[str], start: str, end: str
) -> list[DigestFigure]:
    """The open figure proposals made in [start, end) that the watchlist's scope reaches
    (``reasons``: watched entity id -> why; ``rings``: watched platform ids), oldest first."""
    found = [p for p in pending(conn, None, ("proposed",), start, ("figure",)) if p.created_at < end]
    if not found or not (reasons or rings):
        return []
    touched = _touching(conn, {p.document_id for p in found}, rings)
    names = dict(
        conn.execute(select(platforms.c.id, platforms.c.name).where(platforms.c.id.in_(rings))).all()
    )
    out: list[DigestFigure] = []
    for p in found:
        subject = p.subject_id or ""
        why = [reasons[subject]] if subject in reasons else []
        if subject in rings and not why:
            why.append(f"{names.get(subject, subject)} (watched platform)")
        why += [
            f"its document names {names.get(r, r)} (watched ring)"
            for r in sorted(touched.get(p.document_id, ()))
        ]
        if why:
            out.append(_record(p, why))
    return out


# Why a figure is in the feed of a watchlist that names no entity, platform or country.
EVERY = "every figure waiting for review (the watchlist names no company, platform or country)"


def every(conn: Connection) -> list[DigestFigure]:
    """Every open figure proposal, oldest first (a watchlist of signal types only watches all)."""
    return [_record(p, [EVERY]) for p in pending(conn, None, ("proposed",), None, ("figure",))]
