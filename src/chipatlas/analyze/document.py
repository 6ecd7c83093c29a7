"""Everything the store read from one document: the way a user checks what was made of a file.

A document is found by its id (or a unique prefix of 8+ characters), its source key,
its address, or its file name. Signals, entities (each with the statements that name
it: the reasons), claims (subject, metric, value, unit, scope, quote), figures stored
without a subject (unattached), figures kept for review (figure proposals, with the id
``chipatlas review`` takes), and the repairs, re-read from the stored text.
"""

from __future__ import annotations

import json
from collections import defaultdict
from typing import cast

from sqlalchemy import Connection, or_, select

from chipatlas.analyze.proposals import FigureFields
from chipatlas.analyze.records_document import (
    DocumentClaim,
    DocumentEntity,
    DocumentFigureProposal,
    DocumentRecord,
    DocumentRingChange,
    DocumentSignal,
)
from chipatlas.analyze.records_signal import EntitySentiment
from chipatlas.errors import NotFoundError
from chipatlas.model.schema import K
from chipatlas.store import proposals as proposal_rows
from chipatlas.store.tables import documents, entities, statements

_MIN_PREFIX = 8
_REREAD_MAX = 300_000  # characters: re-reading a longer text on every page view costs too much


class DocumentNotFound(NotFoundError):
    """No stored document, or more than one, answers to what the user typed."""


def find_document(conn: Connection, key: str) -> str:
    """The id of the one document with this id, id prefix, source key, address or file name."""
    key = key.strip()
    c = documents.c
    exact: list[str] = [
        str(r.id)
        for r in conn.execute(select(c.id).where(or_(c.id == key, c.source_key == key, c.uri == key)))
    ]
    if len(set(exact)) == 1:
        return exact[0]
    found = exact
    if not found and len(key) >= _MIN_PREFIX:
        found = [str(r.id) for r in conn.execute(select(c.id).where(c.id.startswith(key)))]
    if not found:
        found = [
            str(r.id)
            for r in conn.execute(select(c.id, c.uri).where(c.uri.endswith(key)))
            if r.uri.rstrip("/").rsplit("/", 1)[-1] == key or r.uri == key
        ]
    found = sorted(set(found))
    if len(found) == 1:
        return found[0]
    if not found:
        raise DocumentNotFound(
            f"no document {key!r}: give a document id (or 8+ characters of it), a source key, "
            "an address or a file name ('chipatlas sources list', 'chipatlas signals --format json')"
        )
    raise DocumentNotFound(f"{key!r} names {len(found)} documents: {', '.join(f[:12] for f in found[:5])}")


def document_record(conn: Connection, key: str) -> DocumentRecord:
    doc_id = find_document(conn, key)
    doc = conn.execute(select(documents).where(documents.c.id == doc_id)).one()
    found = conn.execute(
        select(statements).where(statements.c.document_id == doc_id, statements.c.retired_at.is_(None))
    ).all()
    # Sorted here, every tie broken down to the id: one cell's aliases share a span, entity and
    # prop, SQLite then kept the order they were written and PostgreSQL any (an entity's
    # first 8 reasons differed), and SQL collations differ between backends.
    rows = sorted(found, key=lambda r: (r.span_start, r.entity_id, r.prop, r.value, r.id))
    by_entity: dict[str, list[dict[str, object]]] = defaultdict(list)
    for r in rows:
        by_entity[r.entity_id].append(dict(r._mapping))
    # Names of the entities read here and of those the document only refers to (a figure's
    # subject, a signal's mentions): their name statements come from other documents.
    referred = {str(r.value) for r in rows if r.prop in ("mentions", "subject")}
    # Figures kept for review are not statements: they live in the proposals table.
    held = proposal_rows.for_document(conn, doc_id, ("figure",))
    referred |= {p.subject_id for p in held if p.subject_id}
    names = {
        r.id: r.caption
        for r in conn.execute(
            select(entities.c.id, entities.c.caption).where(
                entities.c.id.in_(sorted(set(by_entity) | referred))
            )
        )
    }
    claims = [_claim(eid, props, names) for eid, props in by_entity.items() if eid.startswith("claim:")]
    changes = proposal_rows.for_document(conn, doc_id, proposal_rows.RELATION_KINDS)
    return {
        "id": doc_id,
        "uri": doc.uri,
        "source_key": doc.source_key,
        "title": doc.title,
        "publisher": doc.publisher,
        "published": doc.published,
        "media_type": doc.media_type,
        "size": doc.size,
        "ingested_at": doc.ingested_at,
        "n_statements": len(rows),
        "signals": [_signal(eid, props) for eid, props in by_entity.items() if eid.startswith("signal:")],
        "entities": _entities(by_entity, names),
        "claims": [c for c in claims if c["subject"]],
        "unattached": [c for c in claims if not c["subject"]],
        "figure_proposals": [_figure_proposal(p, names) for p in held],
        "ring_changes": _ring_changes(conn, changes),
        "repairs": reread_repairs(doc.uri, doc.text, doc.media_type),
    }


def _values(props: list[dict[str, object]], prop: str) -> list[str]:
    return [str(p["value"]) for p in props if p["prop"] == prop]


def _one(props: list[dict[str, object]], prop: str) -> str | None:
    found = _values(props, prop)
    return found[0] if found else None


def _reasons(props: list[dict[str, object]], prop: str) -> list[str]:
    for p in props:
        if p["prop"] == prop:
            try:
                return [str(x) for x in json.loads(str(p["original_value"]))]
            except ValueError:
                return [str(p["original_value"])]
    return []


def _signal(sid: str, props: list[dict[str, object]]) -> DocumentSignal:
    return {
        "id": sid,
        "title": _one(props, "title"),
        "date": _one(props, "date"),
        "source": _one(props, "source"),
        "type": _one(props, "type"),
        "type_reasons": _reasons(props, "type"),
        "sentiment": _one(props, "sentiment"),
        "sentiment_reasons": _reasons(props, "sentiment"),
        "entity_sentiment": [
            cast(EntitySentiment, json.loads(v)) for v in _values(props, "entity_sentiment")
        ],
        "why_it_matters": _one(props, "why_it_matters"),
        "language": _one(props, "language"),
        "mentions": sorted(set(_values(props, "mentions"))),
    }


def _claim(cid: str, props: list[dict[str, object]], names: dict[str, str]) -> DocumentClaim:
    head = next((p for p in props if p["prop"] == "value"), props[0])
    subject = _one(props, "subject")
    return {
        "id": cid,
        "subject": subject,
        "subject_name": _one(props, "subject_name") or (names.get(subject, "") if subject else None),
        "metric": _one(props, "metric"),
        "value": _one(props, "value"),
        "unit": _one(props, "unit"),
        "scope": _one(props, "scope"),
        "quote": str(head["quote"]),
        "start": int(str(head["span_start"])),
        "end": int(str(head["span_end"])),
        "evidence": str(head["evidence"]),
    }


def _figure_proposal(p: proposal_rows.Proposal, names: dict[str, str]) -> DocumentFigureProposal:
    figure = FigureFields.of(p)
    return {
        "id": p.id,
        "status": p.status,
        "subject_id": figure.subject_id,
        "subject_name": names.get(p.subject_id, p.subject_id) if p.subject_id else None,
        **figure.value,
        "figure_class": figure.figure_class(),
        "evidence": p.evidence,
        "quote": p.quote,
        "start": p.span_start,
        "end": p.span_end,
    }


def _ring_changes(conn: Connection, found: list[proposal_rows.Proposal]) -> list[DocumentRingChange]:
    """The ring changes a document proposed: an analyst reading it sees what it would change."""
    from chipatlas.ingest.proposals import describe, shown_names

    names = shown_names(conn, found)
    return [
        {
            "id": p.id,
            "status": p.status,
            "kind": p.kind,
            "action": p.action,
            "what": describe(p, names),
            "evidence": p.evidence,
            "quote": p.quote,
            "start": p.span_start,
            "end": p.span_end,
        }
        for p in found
    ]


def _entities(by_entity: dict[str, list[dict[str, object]]], names: dict[str, str]) -> list[DocumentEntity]:
    """Each entity the document names, with why: its own statements, and the signals' mentions."""
    reasons: dict[str, list[str]] = defaultdict(list)
    for eid, props in by_entity.items():
        schema = str(props[0]["schema"])
        if schema in (K.SIGNAL, K.CLAIM):
            for p in props:
                if p["prop"] in ("mentions", "subject"):
                    target, what = (
                        str(p["value"]),
                        "mentioned" if p["prop"] == "mentions" else "figure subject",
                    )
                    reasons[target].append(f"{what}: {p['quote']!r} at {p['span_start']}-{p['span_end']}")
                elif p["prop"] == "link_reason":
                    link = json.loads(str(p["value"]))
                    reasons[str(link["entity"])].append(f"linked by spelling: {link['reason']}")
            continue
        for p in props:
            reasons[eid].append(
                f"{p['prop']} {p['value']!r}: {p['quote']!r} at {p['span_start']}-{p['span_end']}"
            )
    out: list[DocumentEntity] = []
    for eid in sorted(reasons):
        seen = list(dict.fromkeys(reasons[eid]))
        out.append({"id": eid, "name": _shown(eid, by_entity.get(eid, []), names), "reasons": seen[:8]})
    return out


def _shown(eid: str, props: list[dict[str, object]], names: dict[str, str]) -> str:
    """An entity's name; a candidate (no entity yet, no caption) by the name it was read as:
    the document's entity list named 'JetBrains' '4650583e965ab7af', its id's hash (walk12)."""
    if eid in names:
        return names[eid]
    read = [str(p["value"]) for p in props if p["prop"] in ("name", "candidate_name") and p["value"]]
    return read[0] if read else eid.split(":", 1)[-1]


def reread_repairs(uri: str, text: str, media_type: str) -> list[str]:
    """The repairs of reading the stored text again (linking aside): what reading had to assume."""
    from chipatlas.extract.document import extract_document
    from chipatlas.read.text import read_text
    from chipatlas.resolve.resolver import new_id

    if media_type not in ("text/plain", "text/markdown", "text/html"):
        return []
    if len(text) > _REREAD_MAX:
        return [f"not re-read: the text is {len(text)} characters (the ingest report listed its repairs)"]

    def ref(schema: str, name: str, *aliases: str) -> str:
        return new_id(schema, name)

    found = extract_document(read_text(uri, text, "text/markdown", "utf-8"), ref)
    return [f"line {n.line}: {n.message}" if n.line else n.message for n in found.repairs]


__all__ = ["DocumentNotFound", "document_record", "find_document"]
