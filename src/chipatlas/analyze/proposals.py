"""Proposed ring changes as people read them: names instead of ids, the document they came from."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection, select

from chipatlas.analyze.view import View
from chipatlas.store import proposals as rows
from chipatlas.store.tables import documents, entities


@dataclass(frozen=True, kw_only=True)
class ProposalView:
    id: str
    status: str
    action: str
    platform: str | None
    platform_id: str | None
    component: str | None
    supplier: str | None
    supplier_id: str | None
    role: str | None
    stage: str | None
    share: str | None
    country: str | None
    evidence: str
    hedge: str | None
    quote: str
    document: str
    document_title: str | None
    span_start: int
    span_end: int
    reason: str | None
    created_at: str
    kind: str = "supply"  # supply | site | ownership | deployment
    object: str | None = None  # ownership: the owned company; deployment: the cluster
    object_id: str | None = None
    place: str | None = None  # site: where it is made; deployment: where the cluster is
    size: str | None = None


FIELDS = (
    "id",
    "status",
    "kind",
    "action",
    "platform",
    "component",
    "supplier",
    "object",
    "place",
    "role",
    "stage",
    "evidence",
    "quote",
)


def _captions(conn: Connection, ids: set[str]) -> dict[str, str]:
    query = select(entities.c.id, entities.c.caption).where(entities.c.id.in_(sorted(ids)))
    return {r.id: r.caption for r in conn.execute(query)}


def view(conn: Connection, found: list[rows.Proposal]) -> list[ProposalView]:
    merged = View.load(conn)  # a proposal names its platform and supplier as the judgements read them
    canon = {i: merged.canonical(i) for p in found for i in (p.platform_id, p.supplier_id, p.object_id) if i}
    names = _captions(conn, set(canon.values()))
    docs = {p.document_id for p in found}
    titles = {
        r.id: r.title
        for r in conn.execute(select(documents.c.id, documents.c.title).where(documents.c.id.in_(docs)))
    }
    return [
        ProposalView(
            id=p.id,
            status=p.status,
            action=p.action,
            platform=names.get(canon.get(p.platform_id or "", ""), p.target),
            platform_id=canon.get(p.platform_id or "", p.platform_id),
            component=p.component,
            supplier=names.get(canon.get(p.supplier_id or "", ""), p.supplier),
            supplier_id=canon.get(p.supplier_id or "", p.supplier_id),
            role=p.role,
            stage=p.stage,
            share=p.share,
            country=p.country,
            evidence=p.evidence,
            hedge=p.hedge,
            quote=p.quote,
            document=p.document_id,
            document_title=titles.get(p.document_id),
            span_start=p.span_start,
            span_end=p.span_end,
            reason=p.reason,
            created_at=p.created_at,
            kind=p.kind,
            object=names.get(canon.get(p.object_id or "", ""), p.object),
            object_id=canon.get(p.object_id or "", p.object_id),
            place=p.place,
            size=p.size,
        )
        for p in found
    ]


def pending(
    conn: Connection,
    platform_ids: list[str] | None = None,
    statuses: tuple[str, ...] = ("proposed", "candidate"),
    since: str | None = None,
) -> list[ProposalView]:
    return view(conn, rows.listed(conn, platform_ids, statuses, since))
