"""What the store holds for one ingested document, read back as typed records.

Only statements whose ``document_id`` is the document count: what *this* document made
the system believe. Names are compared by ``match_key`` (case, punctuation and legal
suffixes folded), through each entity's caption and its aliases.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, Row, select

from chipatlas.model.names import match_key
from chipatlas.store import tables as t
from chipatlas.store.proposal_tables import proposals

LINKED_SCHEMAS = ("Company", "Chip", "Platform", "Cluster", "Site")


@dataclass(frozen=True)
class ObservedEntity:
    id: str
    schema: str
    caption: str
    keys: frozenset[str]  # match keys of caption, aliases and id slug


@dataclass(frozen=True)
class ObservedFigure:
    claim_id: str
    subject_id: str  # "" for an unattached figure
    subject_keys: frozenset[str]
    metric: str
    value: str
    unit: str
    scope: str
    quote: str
    basis: str = ""  # how its subject was read (extract/subject_basis.py), from the ingest report
    qualifier: str = ""  # "more than; threshold": a bound, not the value


@dataclass(frozen=True)
class ObservedSignal:
    type: str | None
    sentiment: str | None
    date: str | None
    source: str | None


@dataclass(frozen=True)
class ObservedRelation:
    """One proposal read from the document (``store.proposal_tables.proposals``)."""

    supplier: str  # as written
    supplier_keys: frozenset[str]  # match keys of the written name and the resolved entity
    component: str
    target: str
    quote: str
    kind: str = "supply"  # supply | site | ownership | deployment
    object_keys: frozenset[str] = frozenset()  # ownership: the owned company; deployment: the cluster
    object: str = ""  # as written: the buyer (a supply to a company), the owned company, the cluster
    stage: str = ""
    evidence: str = ""
    status: str = ""  # proposed | candidate
    place: str = ""  # site: where, as written (else its country); deployment: the location


@dataclass
class ObservedDoc:
    document_id: str
    entities: list[ObservedEntity] = field(default_factory=list)
    figures: list[ObservedFigure] = field(default_factory=list)
    signal: ObservedSignal | None = None
    evidence: str | None = None  # the most common level over the document's claims and signal
    quotes: int = 0
    bad_quotes: list[str] = field(default_factory=list)
    publisher: str | None = None
    published: str | None = None
    relations: list[ObservedRelation] = field(default_factory=list)
    # figures read from prose and kept for review (proposals of kind "figure"): stated as no fact
    proposed: list[ObservedFigure] = field(default_factory=list)


def _keys_of(conn: Connection, ids: set[str]) -> dict[str, set[str]]:
    keys: dict[str, set[str]] = defaultdict(set)
    if not ids:
        return keys
    for row in conn.execute(select(t.entities.c.id, t.entities.c.caption).where(t.entities.c.id.in_(ids))):
        keys[row.id].add(match_key(row.caption))
    for row in conn.execute(
        select(t.aliases.c.entity_id, t.aliases.c.key).where(t.aliases.c.entity_id.in_(ids))
    ):
        keys[row.entity_id].add(row.key)
    for entity_id in ids:
        keys[entity_id].add(match_key(entity_id.split(":", 1)[-1].replace("_", " ")))
    return keys


def observe(conn: Connection, document_id: str, bases: Mapping[str, str] | None = None) -> ObservedDoc:
    """Everything the store states from one document; ``bases`` (the ingest report's
    ``figure_bases``) says how each figure's subject was read, which the store does not hold."""
    doc = conn.execute(select(t.documents).where(t.documents.c.id == document_id)).one()
    rows = conn.execute(select(t.statements).where(t.statements.c.document_id == document_id)).all()
    out = ObservedDoc(document_id, publisher=doc.publisher, published=doc.published)
    _check_quotes(doc.text, rows, out)
    claims, quotes = _claims(rows)
    linked = {r.entity_id for r in rows if r.schema in LINKED_SCHEMAS}
    linked |= {r.value for r in rows if r.schema == "Signal" and r.prop in ("mentions", "about")}
    # A figure's subject is an entity this document named too (or one the system made up).
    linked |= {c.get("subject", "") for c in claims.values()} - {""}
    keys = _keys_of(conn, linked)
    out.entities = _entities(conn, linked, keys)
    for claim_id, props in sorted(claims.items()):
        # A topic claim (a label, not a figure) has no unit; a figure of unknown unit ("could
        # reach 12 billion", metric "number") has none either, and is counted, unattached.
        if "value" not in props or not (props.get("unit") or props.get("metric") == "number"):
            continue
        subject = props.get("subject", "")
        out.figures.append(
            ObservedFigure(
                claim_id,
                subject,
                frozenset(keys.get(subject, ())),
                props.get("metric", ""),
                props["value"],
                props.get("unit", ""),
                props.get("scope", ""),
                quotes.get(claim_id, ""),
                (bases or {}).get(claim_id, ""),
                props.get("qualifier", ""),
            )
        )
    out.signal = _signal(rows)
    out.relations = _relations(conn, document_id)
    out.proposed = _proposed(conn, document_id)
    levels = Counter(r.evidence for r in rows if r.schema in ("Claim", "Signal"))
    out.evidence = levels.most_common(1)[0][0] if levels else None
    return out


def _relations(conn: Connection, document_id: str) -> list[ObservedRelation]:
    p = proposals
    query = (
        select(p).where(p.c.document_id == document_id, p.c.kind != "figure").order_by(p.c.span_start, p.c.id)
    )
    found = conn.execute(query).all()
    keys = _keys_of(conn, {i for r in found for i in (r.supplier_id, r.object_id) if i})

    def of(written: str | None, eid: str | None) -> frozenset[str]:
        return frozenset({match_key(written or "")} | keys.get(eid or "", set())) - {""}

    return [
        ObservedRelation(
            r.supplier or "",
            of(r.supplier, r.supplier_id),
            r.component or "",
            r.target or "",
            r.quote,
            r.kind,
            of(r.object, r.object_id),
            r.object or "",
            r.stage or "",
            r.evidence or "",
            r.status or "",
            r.place or r.country or "",
        )
        for r in found
    ]


def _proposed(conn: Connection, document_id: str) -> list[ObservedFigure]:
    """The document's figure proposals, as figures that would be stated if accepted."""
    p = proposals
    query = (
        select(p).where(p.c.document_id == document_id, p.c.kind == "figure").order_by(p.c.span_start, p.c.id)
    )
    # as for stated claims: a label with no unit (an HBM type) is no figure
    found = [r for r in conn.execute(query) if r.unit or r.metric == "number"]
    keys = _keys_of(conn, {r.subject_id for r in found if r.subject_id})
    return [
        ObservedFigure(
            f"proposal:{r.id}",
            r.subject_id or "",
            frozenset(keys.get(r.subject_id or "", ())),
            r.metric or "",
            r.value or "",
            r.unit or "",
            r.scope or "",
            r.quote,
            r.basis or "",
            r.qualifier or "",  # "more than; threshold" keeps its bound in the audit key
        )
        for r in found
    ]


def _check_quotes(text: str, rows: Sequence[Row[Any]], out: ObservedDoc) -> None:
    """Every quote must be the stored text at its offsets, character for character."""
    for row in rows:
        if row.quote:
            out.quotes += 1
            if text[row.span_start : row.span_end] != row.quote:
                out.bad_quotes.append(f"{row.entity_id} {row.prop}: {row.quote[:60]!r}")


def _claims(rows: Sequence[Row[Any]]) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """Claim id -> {prop: value}, and claim id -> its first quote."""
    claims: dict[str, dict[str, str]] = defaultdict(dict)
    quotes: dict[str, str] = {}
    for r in rows:
        if r.schema == "Claim":
            claims[r.entity_id][r.prop] = r.value
            quotes.setdefault(r.entity_id, r.quote)
    return claims, quotes


def _entities(conn: Connection, linked: set[str], keys: dict[str, set[str]]) -> list[ObservedEntity]:
    found = conn.execute(
        select(t.entities.c.id, t.entities.c.schema, t.entities.c.caption).where(t.entities.c.id.in_(linked))
    ).all()
    known = {row.id: (row.schema, row.caption) for row in found}
    out = []
    for entity_id in sorted(linked):
        schema, caption = known.get(entity_id, (entity_id.split(":", 1)[0], entity_id))
        out.append(ObservedEntity(entity_id, schema, caption, frozenset(keys[entity_id])))
    return out


def _signal(rows: Sequence[Row[Any]]) -> ObservedSignal | None:
    """The document's first signal (by where its title sits in the text)."""
    titles = sorted((r.span_start, r.entity_id) for r in rows if r.schema == "Signal" and r.prop == "title")
    if not titles:
        return None
    first = titles[0][1]
    props = {r.prop: r.value for r in rows if r.entity_id == first}
    source = props.get("source")
    return ObservedSignal(
        props.get("type"),
        props.get("sentiment"),
        props.get("date"),
        None if source in (None, "", "not stated") else source,
    )
