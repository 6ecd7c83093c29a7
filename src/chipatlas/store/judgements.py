"""The judgement log: 'same', 'not_same' and 'unsure' between two entity ids, with who, why, when.

Rows are never overwritten. A new judgement on a pair retracts the pair's current one
(``retracted_at``), so the history of every pair stays readable and a merge is undone
by judging the pair again, not by deleting anything.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import Connection, RowMapping, func, insert, or_, select, update

from chipatlas.store.tables import judgements

KINDS = ("same", "not_same", "unsure")


@dataclass(frozen=True)
class Judgement:
    """One entry of the log; ``current`` is False once a later judgement on the pair replaced it."""

    id: int
    left_id: str
    right_id: str
    judgement: str
    reason: str | None
    judged_by: str
    created_at: str
    retracted_at: str | None

    @property
    def current(self) -> bool:
        return self.retracted_at is None

    def other(self, entity_id: str) -> str:
        return self.right_id if entity_id == self.left_id else self.left_id


def pair(a: str, b: str) -> tuple[str, str]:
    """A pair in the order the log keeps it: judging (a, b) and (b, a) is the same question."""
    return (a, b) if a <= b else (b, a)


def _of(row: RowMapping) -> Judgement:
    return Judgement(
        id=int(row["id"]),
        left_id=str(row["left_id"]),
        right_id=str(row["right_id"]),
        judgement=str(row["judgement"]),
        reason=row["reason"],
        judged_by=str(row["judged_by"]),
        created_at=str(row["created_at"]),
        retracted_at=row["retracted_at"],
    )


def record(conn: Connection, a: str, b: str, kind: str, reason: str | None, by: str) -> Judgement:
    """Judge the pair (a, b); the pair's current judgement, if any, is retracted, not erased."""
    if kind not in KINDS:
        raise ValueError(f"judgement must be one of {', '.join(KINDS)}, not {kind!r}")
    left, right = pair(a, b)
    from chipatlas.store.writer import now  # the writer is for writes; readers skip it

    at = now()
    retract(conn, [(left, right)], at)
    result = conn.execute(
        insert(judgements).values(
            left_id=left, right_id=right, judgement=kind, reason=reason, judged_by=by, created_at=at
        )
    )
    new_id = result.inserted_primary_key[0] if result.inserted_primary_key else 0
    return Judgement(int(new_id), left, right, kind, reason, by, at, None)


def retract(conn: Connection, pairs: Iterable[tuple[str, str]], at: str | None = None) -> int:
    """Mark the current judgement of each pair as replaced; returns how many were."""
    from chipatlas.store.writer import now

    when = at or now()
    n = 0
    for a, b in pairs:
        left, right = pair(a, b)
        result = conn.execute(
            update(judgements)
            .where(
                judgements.c.left_id == left,
                judgements.c.right_id == right,
                judgements.c.retracted_at.is_(None),
            )
            .values(retracted_at=when)
        )
        n += result.rowcount
    return n


def current(conn: Connection, kind: str | None = None) -> list[Judgement]:
    """Every judgement in force (one per pair), oldest first."""
    query = select(judgements).where(judgements.c.retracted_at.is_(None)).order_by(judgements.c.id)
    if kind:
        query = query.where(judgements.c.judgement == kind)
    return [_of(r) for r in conn.execute(query).mappings()]


def history(conn: Connection, entity_ids: Iterable[str] | None = None) -> list[Judgement]:
    """The whole log, or the entries that touch these ids; oldest first."""
    query = select(judgements).order_by(judgements.c.id)
    if entity_ids is not None:
        ids = sorted(set(entity_ids))
        query = query.where(or_(judgements.c.left_id.in_(ids), judgements.c.right_id.in_(ids)))
    return [_of(r) for r in conn.execute(query).mappings()]


def stamp(conn: Connection) -> tuple[object, ...]:
    """Changes whenever a judgement is recorded or retracted (one cheap query)."""
    row = conn.execute(
        select(
            func.count(),
            func.max(judgements.c.id),
            func.count(judgements.c.retracted_at),
            func.max(judgements.c.created_at),
            func.max(judgements.c.retracted_at),
        ).select_from(judgements)
    ).one()
    return tuple(row)
