"""Bulk decisions as rows (``review_batches``, migration 0021): record one, find the one to undo.

A bulk accept or reject decides each proposal with its own decision row; the batch row says
what was asked (the document, class or reviewed source), by whom, when and why, and every
decision row it made names it (``proposal_decisions.batch_id``). A bulk undo is a batch too,
naming the batch it ``undoes``, so an undone batch is never undone twice.
"""

from __future__ import annotations

import uuid
from dataclasses import asdict, dataclass
from typing import Any

from sqlalchemy import ColumnElement, Connection, insert, select, update

from chipatlas.errors import NotFoundError
from chipatlas.store.proposal_tables import proposal_decisions, review_batches


@dataclass(frozen=True, kw_only=True)
class Batch:
    id: str
    action: str  # accept | reject | undo
    document_id: str | None
    class_name: str | None
    source_key: str | None
    undoes: str | None
    decided_by: str
    reason: str | None
    n_decided: int
    at: str


def new_id() -> str:
    """A fresh batch id (16 hex characters, like a proposal's)."""
    return uuid.uuid4().hex[:16]


def add(conn: Connection, batch: Batch) -> None:
    conn.execute(insert(review_batches).values(**asdict(batch)))


def set_count(conn: Connection, batch_id: str, n: int) -> None:
    """How many it decided, known once its decisions are made (same transaction)."""
    conn.execute(update(review_batches).where(review_batches.c.id == batch_id).values(n_decided=n))


def _batch(row: Any) -> Batch:
    return Batch(**{c.name: getattr(row, c.name) for c in review_batches.columns})


def get(conn: Connection, batch_id: str) -> Batch:
    row = conn.execute(select(review_batches).where(review_batches.c.id == batch_id)).first()
    if row is None:
        raise NotFoundError(f"no bulk decision {batch_id!r} (review accept|reject --document prints its id)")
    return _batch(row)


def undone_by(conn: Connection, batch_id: str) -> Batch | None:
    """The undo batch that retracted this one, if any."""
    row = conn.execute(select(review_batches).where(review_batches.c.undoes == batch_id)).first()
    return _batch(row) if row is not None else None


def latest(
    conn: Connection,
    *,
    document_id: str | None = None,
    class_name: str | None = None,
    source_key: str | None = None,
) -> Batch | None:
    """The newest bulk accept or reject asked with exactly this filter and not undone yet."""
    undone = select(review_batches.c.undoes).where(review_batches.c.undoes.is_not(None))
    query = (
        select(review_batches)
        .where(
            review_batches.c.action.in_(("accept", "reject")),
            review_batches.c.id.not_in(undone),
            _is(review_batches.c.document_id, document_id),
            _is(review_batches.c.class_name, class_name),
            _is(review_batches.c.source_key, source_key),
        )
        .order_by(review_batches.c.at.desc(), review_batches.c.id.desc())
    )
    row = conn.execute(query).first()
    return _batch(row) if row is not None else None


def _is(column: ColumnElement[Any], value: str | None) -> ColumnElement[bool]:
    return column.is_(None) if value is None else column == value


def standing(conn: Connection, limit: int) -> list[Batch]:
    """The newest bulk accepts and rejects not undone yet (the review page's "Undo all N")."""
    undone = select(review_batches.c.undoes).where(review_batches.c.undoes.is_not(None))
    query = (
        select(review_batches)
        .where(review_batches.c.action.in_(("accept", "reject")), review_batches.c.id.not_in(undone))
        .order_by(review_batches.c.at.desc(), review_batches.c.id.desc())
        .limit(limit)
    )
    return [_batch(r) for r in conn.execute(query)]


def members(conn: Connection, batch_id: str) -> list[str]:
    """The proposals the batch decided, in the order it decided them."""
    query = (
        select(proposal_decisions.c.proposal_id)
        .where(proposal_decisions.c.batch_id == batch_id)
        .order_by(proposal_decisions.c.id)
    )
    return list(conn.execute(query).scalars())
