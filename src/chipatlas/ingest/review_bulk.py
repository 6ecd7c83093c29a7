"""Deciding many figure proposals at once: every open one of a document, or of a class.

``chipatlas review accept|reject --kind figure --document ID [--class C]``: each proposal
matching is decided on its own (its own decision row, so ``review undo ID`` reverses one),
all in one transaction, so a refusal part way leaves none decided. Without a filter it
refuses: a bulk decision over the whole store is never what a reviewer meant. The bulk
decision is itself a row (``store/review_batches.py``) that its decisions name, so
``review undo --document ID`` (``ingest/review_undo_bulk.py``) retracts exactly them.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine

from chipatlas.errors import InputError
from chipatlas.extract.figure_classes import Family, figure_class
from chipatlas.extract.subject_basis import Basis
from chipatlas.ingest.review import accept_many, reject_in
from chipatlas.store import proposals as rows
from chipatlas.store import review_batches as batches
from chipatlas.store.writer import now
from chipatlas.store.writing import claim_writer, write_transaction

# What each decision acts on: an accept needs a complete proposal; a reject takes candidates too.
OPEN = {"accept": ("proposed",), "reject": ("proposed", "candidate")}


def check_class(name: str) -> None:
    """Refuse a class no figure can have (a typo would otherwise match nothing, silently)."""
    basis, _, fam = name.partition("/")
    if basis not in {b.value for b in Basis} | {"none"} or fam not in {f.value for f in Family}:
        families = ", ".join(f.value for f in Family)
        raise InputError(
            "review", f"class {name!r}: basis/family, e.g. clause/money_result (families: {families})"
        )


def matching(
    proposals: list[rows.Proposal], document_id: str | None, class_name: str | None
) -> list[rows.Proposal]:
    """The figure proposals of the document (when given) and of the class (when given)."""
    return [
        p
        for p in proposals
        if p.kind == "figure"
        and (document_id is None or p.document_id == document_id)
        and (class_name is None or figure_class(p.basis or "", p.metric or "", p.scope or "") == class_name)
    ]


@dataclass(frozen=True, kw_only=True)
class Decided:
    """What a bulk decision (or a bulk undo) did: its batch id and the proposals as now stored."""

    batch_id: str
    proposals: list[rows.Proposal]
    skipped: list[str]  # an undo: proposals decided again since the batch, left as they are


def decide_figures(
    engine: Engine,
    action: str,
    by: str,
    reason: str | None = None,
    *,
    document_id: str | None = None,
    class_name: str | None = None,
) -> Decided:
    """Accept or reject every open figure proposal matching, as one recorded batch."""
    if document_id is None and class_name is None:
        raise InputError("review", f"{action} of many figures needs a filter: --document ID and/or --class C")
    if class_name is not None:
        check_class(class_name)
    if action not in OPEN:
        raise InputError("review", f"{action!r}: only accept and reject act on many")
    with write_transaction(engine) as conn:
        claim_writer(conn)
        found = matching(rows.listed(conn, None, OPEN[action], kinds=("figure",)), document_id, class_name)
        at = now()
        batch = batches.Batch(
            id=batches.new_id(),
            action=action,
            document_id=document_id,
            class_name=class_name,
            source_key=None,
            undoes=None,
            decided_by=by,
            reason=reason,
            n_decided=len(found),
            at=at,
        )
        batches.add(conn, batch)
        if action == "accept":
            accept_many(conn, found, by, reason, at, batch.id)
        else:
            for p in found:
                reject_in(conn, p, by, reason, at, batch.id)
        return Decided(batch_id=batch.id, proposals=[rows.get(conn, p.id) for p in found], skipped=[])
