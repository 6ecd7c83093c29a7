"""Undoing a bulk decision: ``review undo --document ID [--class C]`` or ``--batch B``.

It retracts exactly the judgements that one bulk accept or reject made (the decision rows
naming its batch), in one transaction, rebuilding the projections once. A proposal decided
again since (undone by hand, then decided anew) is left as it stands and counted as skipped:
its standing decision is no longer the batch's. The undo is itself a batch, naming the one it
``undoes``, so a batch is never undone twice and the log shows who undid it, when and why.
"""

from __future__ import annotations

from sqlalchemy import Connection, Engine

from chipatlas.errors import InputError
from chipatlas.ingest.review import last_decision, refresh_after, undo_in
from chipatlas.ingest.review_bulk import Decided
from chipatlas.store import proposals as rows
from chipatlas.store import review_batches as batches
from chipatlas.store.writer import now
from chipatlas.store.writing import claim_writer, write_transaction


def _target(
    conn: Connection,
    batch_id: str | None,
    document_id: str | None,
    class_name: str | None,
    source_key: str | None,
) -> batches.Batch:
    """The batch to undo: the one named, else the newest standing one asked with this filter."""
    if batch_id is not None:
        found = batches.get(conn, batch_id)
        if found.action == "undo":
            raise InputError("review", f"{batch_id} is itself an undo; decide anew instead")
        if (by := batches.undone_by(conn, batch_id)) is not None:
            raise InputError("review", f"bulk decision {batch_id} was undone already ({by.id}, {by.at})")
        return found
    if document_id is None and class_name is None and source_key is None:
        raise InputError("review", "undo of many needs --batch B, or the --document/--class it was given")
    latest = batches.latest(conn, document_id=document_id, class_name=class_name, source_key=source_key)
    if latest is None:
        raise InputError("review", "no bulk decision with that filter is left to undo")
    return latest


def undo_batch(
    engine: Engine,
    by: str,
    reason: str | None = None,
    *,
    batch_id: str | None = None,
    document_id: str | None = None,
    class_name: str | None = None,
    source_key: str | None = None,
) -> tuple[batches.Batch, Decided]:
    """Retract the judgements of one bulk decision; the batch undone and what the undo did."""
    with write_transaction(engine) as conn:
        claim_writer(conn)
        target = _target(conn, batch_id, document_id, class_name, source_key)
        at = now()
        undo = batches.Batch(
            id=batches.new_id(),
            action="undo",
            document_id=target.document_id,
            class_name=target.class_name,
            source_key=target.source_key,
            undoes=target.id,
            decided_by=by,
            reason=reason,
            n_decided=0,
            at=at,
        )
        batches.add(conn, undo)
        undone: list[rows.Proposal] = []
        skipped: list[str] = []
        touched: set[str] = set()
        for proposal_id in batches.members(conn, target.id):
            # A batch decides a proposal once: its standing decision naming the batch is that one.
            standing = last_decision(conn, proposal_id)
            if standing is None or standing.batch_id != target.id:
                skipped.append(proposal_id)
                continue
            p = rows.get(conn, proposal_id)
            touched.update(undo_in(conn, p, by, reason, at, refresh=False, batch_id=undo.id))
            undone.append(p)
        refresh_after(conn, undone, touched)
        batches.set_count(conn, undo.id, len(undone))
        stored = [rows.get(conn, p.id) for p in undone]
        return target, Decided(batch_id=undo.id, proposals=stored, skipped=skipped)
