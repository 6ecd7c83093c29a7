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
kept that name; so do a site's maker ("Orvane Memory's plant in ..."), an ownership's owner
or owned company and a deployment's cluster. Once the name resolves, ``resolve_candidates``
sets the id (an ``edit`` decision by relink, the name as the reason) and, when the name was all
it lacked, the proposal leaves the candidate state for review (a site also needs the ring's
row of that maker for that part): no judgement, only the link.
Merges and splits need no re-link of statements: the view maps ids when reading, and
``ingest.identity`` refreshes the ring rows in the judgement's transaction.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from sqlalchemy import Connection, select

from chipatlas.ingest.identity import JudgementError, merge
from chipatlas.ingest.proposal_kinds import NO_MAKER, NOT_KNOWN
from chipatlas.ingest.proposals import NO_SUPPLIER, ring_action
from chipatlas.ingest.review_kinds import missing
from chipatlas.model.names import match_key
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.resolve.resolver import Resolver
from chipatlas.store import judgements as log
from chipatlas.store import proposals as proposal_rows
from chipatlas.store.tables import aliases, entities, ring_rows, statements
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


# The object a proposal names, by kind: an owned company, a cluster.
_OBJECT_KIND = {"ownership": K.COMPANY, "deployment": K.CLUSTER}


def _names_now(p: proposal_rows.Proposal, resolver: Resolver) -> dict[str, str | None]:
    """The ids of the names a candidate kept as written (the supplier or owner or maker; the
    owned company or cluster) that now resolve."""
    values: dict[str, str | None] = {}
    if p.supplier_id is None and p.supplier and (eid := resolver.lookup(p.supplier)):
        values["supplier_id"] = resolver.canonical(eid)
    kind = _OBJECT_KIND.get(p.kind or "")
    if kind and p.object_id is None and p.object and (oid := resolver.lookup(p.object, kind)):
        values["object_id"] = resolver.canonical(oid)
    return values


_PART_WORDS = {
    "platform_id": "platform",
    "component": "part",
    "supplier_id": "known company",
    "object_id": "known company or cluster",
    "place": "place",
}


def _why_now(conn: Connection, p: proposal_rows.Proposal, values: dict[str, str | None]) -> str | None:
    """Why the candidate still waits once its names resolve: a site needs the ring's row of
    that company for that part (else it would place nothing)."""
    row = {**p.as_json(), **values}
    if lacks := missing(row):  # the name was not all it lacked: say what still is
        return f"it names no {' or '.join(_PART_WORDS[k] for k in lacks)}; set it with 'review edit'"
    parts = (str(row["platform_id"]), str(row["component"]), str(row["supplier_id"]))
    if p.kind == "site" and not _has_row(conn, *parts):
        return f"the ring has no row of {p.supplier} for {p.component}"
    return None


def _has_row(conn: Connection, platform_id: str, component: str, supplier_id: str) -> bool:
    query = select(ring_rows.c.supply_id).where(
        ring_rows.c.platform_id == platform_id,
        ring_rows.c.component == component,
        ring_rows.c.supplier_id == supplier_id,
    )
    return conn.execute(query).first() is not None


def _repairable(reason: str | None) -> bool:
    """A reason that only says a written name was unknown (what ``relink`` can repair)."""
    return reason in (NO_SUPPLIER, NO_MAKER) or (reason is not None and NOT_KNOWN in reason)


def resolve_candidates(conn: Connection, by: str = "relink") -> list[proposal_rows.Proposal]:
    """Candidate proposals whose unknown supplier (maker, owner), owned company or cluster now
    resolves: linked, and proposed when nothing else is missing. Returns them as they are now."""
    resolver = Resolver(conn)
    out: list[proposal_rows.Proposal] = []
    for p in proposal_rows.listed(conn, statuses=("candidate",)):
        values = _names_now(p, resolver)
        if not values:
            continue
        eid = values.get("supplier_id")
        if eid and p.kind == "supply" and p.action == "add" and p.platform_id and p.component:
            values["action"] = ring_action(conn, p.platform_id, p.component, eid, p.role)
        if _repairable(p.reason):
            why = _why_now(conn, p, values)
            values.update(status="candidate" if why else "proposed", reason=why)
        proposal_rows.set_fields(conn, p.id, **values)
        named = {"supplier_id": p.supplier, "object_id": p.object}
        what = "; ".join(f"{named[k]!r} now names {v}" for k, v in values.items() if k in named)
        proposal_rows.record(
            conn,
            proposal_rows.Decision(proposal_id=p.id, decision="edit", decided_by=by, reason=what, at=now()),
        )
        out.append(proposal_rows.get(conn, p.id))
    return out
