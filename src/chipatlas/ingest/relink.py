"""Re-link what is stored after the store learnt a name (``alias add``), without re-ingesting.

An article read before a name was known kept that name as a ``Candidate`` (its exact
words and place). Once the name resolves, ``relink`` writes the mention the article
would have had: a ``mentions`` statement on the document's signal (or note), under the
candidate's own source and document, with the candidate's quote and span, evidence
``inferred``. Statement ids are deterministic, so running it twice adds nothing, and
re-ingesting the article later states the same mention.

An alias accepted with ``alias add`` can also be the own name of another stored entity
(a ring supplier written "Foo Labs" before anyone said Foo Labs is Foo): ``relink``
judges the two the same (``by`` relink, the alias as the reason), which re-resolves
their ring rows at once; a 'not_same' or any judgement already made on the pair wins.
A candidate proposal whose supplier was a name nobody knew ("Orvane Memory will supply")
kept that name; once it resolves, ``resolve_candidates`` sets the supplier id (an ``edit``
decision by relink, the name as the reason) and, when the supplier was all it lacked, the
proposal leaves the candidate state for review: no judgement, only the link.
Merges and splits need no re-link of statements: the view maps ids when reading, and
``ingest.identity`` refreshes the ring rows in the judgement's transaction.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from sqlalchemy import Connection, select

from chipatlas.ingest.identity import JudgementError, merge
from chipatlas.ingest.proposals import NO_SUPPLIER, ring_action
from chipatlas.ingest.review_kinds import missing
from chipatlas.model.names import match_key
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.resolve.resolver import Resolver
from chipatlas.store import judgements as log
from chipatlas.store import proposals as proposal_rows
from chipatlas.store.tables import aliases, entities, statements
from chipatlas.store.writer import add_statements, now

_SUBJECTS = (K.SIGNAL, K.NOTE)


@dataclass(frozen=True)
class Joined:
    """An accepted alias that is another entity's own name: the two judged the same."""

    name: str
    entity_id: str
    other_id: str


@dataclass(frozen=True)
class Relinked:
    """One mention that now links: the name as written, where, and the entity it names."""

    name: str
    entity_id: str
    subject_id: str
    document_id: str
    quote: str


def _subjects(conn: Connection, document_ids: list[str]) -> dict[str, list[tuple[str, str]]]:
    """document -> (entity id, schema) of the signals and notes read from it."""
    out: dict[str, list[tuple[str, str]]] = defaultdict(list)
    rows = conn.execute(
        select(statements.c.document_id, statements.c.entity_id, statements.c.schema)
        .where(
            statements.c.document_id.in_(document_ids),
            statements.c.schema.in_(_SUBJECTS),
            statements.c.prop == P.TITLE,
            statements.c.retired_at.is_(None),
        )
        .distinct()
    )
    for r in rows:
        out[r.document_id].append((r.entity_id, r.schema))
    return out


def _named(conn: Connection, key: str, schema: str, not_id: str) -> list[str]:
    """Entities of this kind, other than ``not_id``, whose own caption has this match key."""
    rows = conn.execute(
        select(entities.c.id, entities.c.caption)
        .join(aliases, aliases.c.entity_id == entities.c.id)
        .where(aliases.c.key == key, aliases.c.schema == schema, entities.c.id != not_id)
    )
    return sorted({r.id for r in rows if match_key(r.caption) == key})


def join_named(conn: Connection, by: str = "relink") -> list[Joined]:
    """Judge the same an entity and another whose own name was accepted as its alias."""
    accepted = conn.execute(
        select(statements.c.entity_id, statements.c.schema, statements.c.value).where(
            statements.c.prop == P.ALIAS,
            statements.c.source_key.like("curation:alias:%"),
            statements.c.retired_at.is_(None),
        )
    ).all()
    judged = {(j.left_id, j.right_id) for j in log.current(conn)}
    out: list[Joined] = []
    for eid, schema, name in accepted:
        for other in _named(conn, match_key(name), schema, eid):
            if log.pair(eid, other) in judged:
                continue
            try:
                merge(conn, eid, other, f"alias {name!r} accepted for {eid}", by)
            except JudgementError:
                continue  # a 'not_same' elsewhere keeps them apart
            judged.add(log.pair(eid, other))
            out.append(Joined(name, eid, other))
    return out


def relink(conn: Connection) -> list[Relinked]:
    """Candidates whose name now resolves become mentions of their documents' signals."""
    found = conn.execute(
        select(statements).where(
            statements.c.schema == K.CANDIDATE,
            statements.c.prop == P.CANDIDATE_NAME,
            statements.c.retired_at.is_(None),
        )
    ).mappings()
    resolver = Resolver(conn)
    pending = [(c, eid) for c in found if (eid := resolver.lookup(str(c["value"])))]
    subjects = _subjects(conn, sorted({str(c["document_id"]) for c, _ in pending}))
    known = {
        (r.entity_id, r.value)
        for r in conn.execute(
            select(statements.c.entity_id, statements.c.value).where(
                statements.c.prop == P.MENTIONS, statements.c.retired_at.is_(None)
            )
        )
    }
    out: list[Relinked] = []
    by_source: dict[tuple[str, str], list[Statement]] = defaultdict(list)
    for c, eid in pending:
        for subject, schema in subjects.get(str(c["document_id"]), []):
            if (subject, eid) in known:
                continue
            known.add((subject, eid))
            name = str(c["value"])
            by_source[(str(c["source_key"]), str(c["document_id"]))].append(
                Statement(
                    subject,
                    schema,
                    "mentions",
                    eid,
                    name,
                    c["quote"],
                    c["span_start"],
                    c["span_end"],
                    "inferred",
                )
            )
            out.append(Relinked(name, eid, subject, str(c["document_id"]), str(c["quote"])))
    at = now()
    for (source_key, doc_id), items in by_source.items():
        add_statements(conn, items, source_key, doc_id, at)
    return out


def resolve_candidates(conn: Connection, by: str = "relink") -> list[proposal_rows.Proposal]:
    """Candidate proposals whose unknown supplier's name now resolves: linked, and proposed
    when nothing else is missing. Returns them as they are now."""
    resolver = Resolver(conn)
    out: list[proposal_rows.Proposal] = []
    for p in proposal_rows.listed(conn, statuses=("candidate",)):
        eid = resolver.lookup(p.supplier) if p.supplier_id is None and p.supplier else None
        if eid is None:
            continue
        values: dict[str, str | None] = {"supplier_id": resolver.canonical(eid)}
        if p.kind == "supply" and p.action == "add" and p.platform_id and p.component:
            values["action"] = ring_action(conn, p.platform_id, p.component, eid, p.role)
        if p.reason == NO_SUPPLIER and not missing({**p.as_json(), **values}):
            values.update(status="proposed", reason=None)
        proposal_rows.set_fields(conn, p.id, **values)
        proposal_rows.record(
            conn,
            proposal_rows.Decision(
                proposal_id=p.id,
                decision="edit",
                decided_by=by,
                reason=f"{p.supplier!r} now names {eid}",
                at=now(),
            ),
        )
        out.append(proposal_rows.get(conn, p.id))
    return out
