"""Proposed ring changes as people read them: names instead of ids, the document they came from."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace

from sqlalchemy import Connection, select

from chipatlas.analyze.document_label import document_label
from chipatlas.analyze.proposal_ring import conflict, held, ring_now
from chipatlas.analyze.records_proposals import FigureValue, ProposalRecord
from chipatlas.analyze.view import View
from chipatlas.extract.figure_classes import bound_word, figure_class
from chipatlas.store import proposals as rows
from chipatlas.store.tables import documents, entities, statements

_PLAIN_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def grouped(value: str) -> str:
    """A plain number, or a range 'a-b' of two, with its thousands marked: '5468500000000'
    reads '5,468,500,000,000'. Anything else (words, a unit inside) is shown as stored."""
    parts = value.split("-", 1) if not value.startswith("-") else [value]
    if not all(_PLAIN_NUMBER.fullmatch(part) for part in parts):
        return value
    return "-".join(_group(part) for part in parts)


def relation(metric: str | None, scope: str | None, qualifier: str | None) -> str:
    """How a figure relates to its value: '=' for a value; the bound the sentence wrote ("more
    than", "up to") or "= about" for an estimate. "Surpassing 10 trillion won" is no profit of
    10 trillion, and a bare "=" said it was."""
    bound = bound_word(metric or "", scope or "", qualifier or "")
    if bound:
        return bound
    return "= about" if "approx." in (q.strip() for q in (qualifier or "").split(";")) else "="


def _group(number: str) -> str:
    whole, dot, fraction = number.partition(".")
    if len(whole.lstrip("-")) < 5:  # 2026 may be a year, 1234 reads at a glance
        return number
    return f"{int(whole):,}{dot}{fraction}"


@dataclass(frozen=True, kw_only=True)
class FigureFields:
    """A figure proposal's figure: its subject by id, how the subject was read (``basis``) and
    its value as people read it, what the document view and the review both build from."""

    subject_id: str | None
    basis: str | None
    value: FigureValue  # metric, value, value as written, unit, scope, qualifier

    @classmethod
    def of(cls, p: rows.Proposal) -> FigureFields:
        value: FigureValue = {
            "metric": p.metric,
            "value": p.value,
            "value_text": p.value_text,
            "unit": p.unit,
            "scope": p.scope,
            "qualifier": p.qualifier,
        }
        return cls(subject_id=p.subject_id, basis=p.basis, value=value)

    def figure_class(self) -> str:
        """basis/metric family (extract/figure_classes.py), e.g. ``clause/money_result``."""
        return figure_class(self.basis or "", self.value["metric"] or "", self.value["scope"] or "")


@dataclass(frozen=True, kw_only=True)
class ProposalView(rows.Proposal):
    """A stored proposal (every field of ``store.proposals.Proposal``) as people read it: platform
    and supplier ids canonical, their names as the judgements read them, the document's title."""

    platform: str | None
    document_title: str | None
    document_uri: str | None = None
    ring_now: str | None = None
    conflict: str | None = None
    subject: str | None = None  # a figure's suggested subject, by name

    def figure_line(self) -> str | None:
        """A figure proposal's statement in one line: "Zorvex: revenue = 3,000,000,000 USD per year"
        (digits grouped: thirteen of them in a row cannot be read at a glance)."""
        if self.kind != "figure":
            return None
        unit = f" {self.unit}" if self.unit and self.unit != "count" else ""
        unit = "%" if unit == " %" else unit  # "70%", as written, not "70 %"
        scope = f" {self.scope.replace('_', ' ')}" if self.scope else ""
        value = grouped(self.value) if self.value else self.value
        rel = relation(self.metric, self.scope, self.qualifier)
        return f"{self.subject or self.subject_id}: {self.metric} {rel} {value}{unit}{scope}"

    def record(self) -> ProposalRecord:
        """What faces show (JSON, CSV, pages, digests), in this order."""
        figure = FigureFields.of(self)
        return {
            "id": self.id,
            "status": self.status,
            "action": self.action,
            "platform": self.platform,
            "platform_id": self.platform_id,
            "component": self.component,
            "supplier": self.supplier,
            "supplier_id": self.supplier_id,
            "role": self.role,
            "stage": self.stage,
            "share": self.share,
            "country": self.country,
            "evidence": self.evidence,
            "hedge": self.hedge,
            "quote": self.quote,
            "document": self.document_id,
            "document_title": self.document_title,
            "document_uri": self.document_uri,
            "document_label": document_label(self.document_title, self.document_uri),
            "span_start": self.span_start,
            "span_end": self.span_end,
            "reason": self.reason,
            "created_at": self.created_at,
            "kind": self.kind,
            "object": self.object,
            "object_id": self.object_id,
            "place": self.place,
            "size": self.size,
            "ring_now": self.ring_now,
            "conflict": self.conflict,
            "subject": self.subject,
            "subject_id": self.subject_id,
            **figure.value,
            "basis": self.basis,
            "figure_class": figure.figure_class() if self.kind == "figure" else None,
            "figure": self.figure_line(),
        }


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
    "conflict",
    "figure",
    "document",
    "quote",
)
# A figure proposal's columns (``review --kind figure``).
FIGURE_FIELDS = (
    "id",
    "status",
    "subject",
    "metric",
    "value_text",
    "unit",
    "scope",
    "basis",
    "evidence",
    "document",
    "quote",
)


def _captions(conn: Connection, ids: set[str]) -> dict[str, str]:
    query = select(entities.c.id, entities.c.caption).where(entities.c.id.in_(sorted(ids)))
    return {r.id: r.caption for r in conn.execute(query)}


def unknown(p: rows.Proposal) -> str | None:
    """A supplier the store does not know, as the sentence writes it, marked so."""
    return f"{p.supplier} (unknown company)" if p.supplier else None


def view(conn: Connection, found: list[rows.Proposal]) -> list[ProposalView]:
    merged = View.load(conn)  # a proposal names its platform and supplier as the judgements read them
    ids = (i for p in found for i in (p.platform_id, p.supplier_id, p.object_id, p.subject_id) if i)
    canon = {i: merged.canonical(i) for i in ids}
    names = _captions(conn, set(canon.values()))
    docs = {p.document_id for p in found}
    query = select(documents.c.id, documents.c.title, documents.c.uri).where(documents.c.id.in_(docs))
    found_docs = {r.id: (r.title, r.uri) for r in conn.execute(query)}
    shown = [
        # Every stored field as stored, but the platform and supplier as the view reads them.
        replace(
            p,
            platform_id=canon.get(p.platform_id or "", p.platform_id),
            supplier=names.get(canon.get(p.supplier_id or "", ""), p.supplier)
            if p.supplier_id
            else unknown(p),
            supplier_id=canon.get(p.supplier_id or "", p.supplier_id),
            object=names.get(canon.get(p.object_id or "", ""), p.object),
            object_id=canon.get(p.object_id or "", p.object_id),
            subject_id=canon.get(p.subject_id or "", p.subject_id),
        )
        for p in found
    ]
    now = held(conn, shown)
    return [
        ProposalView(
            **{f.name: getattr(s, f.name) for f in fields(rows.Proposal)},
            platform=names.get(s.platform_id or "", p.target),
            document_title=found_docs.get(s.document_id, (None, None))[0],
            document_uri=found_docs.get(s.document_id, (None, None))[1],
            ring_now=ring_now(now.get((s.platform_id or "", s.component or ""), [])),
            conflict=conflict(s, now.get((s.platform_id or "", s.component or ""), [])),
            subject=names.get(s.subject_id or "", s.subject_id),
        )
        for p, s in zip(found, shown, strict=True)
    ]


def for_makers_of(conn: Connection, platform_id: str, statuses: tuple[str, ...]) -> list[ProposalView]:
    """Customer proposals (a part for a company, no platform named) whose buyer makes this
    platform: the platform's review page lists them so a reviewer can name the platform."""
    makers = conn.execute(
        select(statements.c.value).where(
            statements.c.entity_id == platform_id,
            statements.c.prop == "maker",
            statements.c.retired_at.is_(None),
        )
    ).scalars()
    merged = View.load(conn)
    ids = sorted({i for m in makers for i in (m, merged.canonical(m))})
    return view(conn, rows.for_customers(conn, ids, statuses)) if ids else []


def pending(
    conn: Connection,
    platform_ids: list[str] | None = None,
    statuses: tuple[str, ...] = ("proposed", "candidate"),
    since: str | None = None,
    kinds: tuple[str, ...] = (),
) -> list[ProposalView]:
    """Proposals in these statuses (of these platforms and kinds, when given), as people read them."""
    return view(conn, rows.listed(conn, platform_ids, statuses, since, kinds))
