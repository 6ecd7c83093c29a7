"""Marking a source reviewed (``chipatlas sources reviewed KEY``), and its waiting figures.

The mark acts on later ingests. Figures of the source proposed before it still wait; with
``--accept-waiting`` they are accepted in the same transaction as the mark, each a decision of
``auto`` (as a reviewed source's figures are at ingest), together one bulk decision
(``store/review_batches.py``) that ``review undo --batch B`` retracts.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection, Engine

from chipatlas.ingest.review import accept_many
from chipatlas.store import proposals as rows
from chipatlas.store import review_batches as batches
from chipatlas.store.writer import now
from chipatlas.store.writing import claim_writer, write_transaction


@dataclass(frozen=True, kw_only=True)
class Marked:
    """What marking did: how many figures wait, or which were accepted (and their batch)."""

    waiting: int  # figure proposals of the source still open after the mark
    accepted: list[str]
    batch_id: str | None


def waiting(conn: Connection, key: str) -> list[rows.Proposal]:
    """The source's figure proposals that could be accepted now (complete, undecided)."""
    return [p for p in rows.listed(conn, kinds=("figure",), statuses=("proposed",)) if p.source_key == key]


def mark(engine: Engine, key: str, on: bool, by: str, *, accept_waiting: bool = False) -> Marked:
    """Mark (or unmark) the source; with ``accept_waiting`` (marking on), accept its waiting figures."""
    with write_transaction(engine) as conn:
        claim_writer(conn)
        at = now()
        rows.set_reviewed(conn, key, on, by, at)
        found = waiting(conn, key)
        if not (on and accept_waiting and found):
            return Marked(waiting=len(found), accepted=[], batch_id=None)
        reason = f"source {key} is reviewed"
        batch = batches.Batch(
            id=batches.new_id(),
            action="accept",
            document_id=None,
            class_name=None,
            source_key=key,
            undoes=None,
            decided_by="auto",
            reason=reason,
            n_decided=len(found),
            at=at,
        )
        batches.add(conn, batch)
        accept_many(conn, found, "auto", reason, at, batch.id)
        return Marked(waiting=0, accepted=[p.id for p in found], batch_id=batch.id)
