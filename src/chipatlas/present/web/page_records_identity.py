"""Typed API bodies of the judgement log (``/api/v1/judgements``)."""

from __future__ import annotations

from typing_extensions import TypedDict

from chipatlas.analyze.view import JudgementRow


class JudgementEntry(TypedDict):
    """One entry of the log as written (store.judgements.Judgement)."""

    id: int
    left_id: str
    right_id: str
    judgement: str
    reason: str | None
    judged_by: str
    created_at: str
    retracted_at: str | None


class JudgementLine(TypedDict):
    """One entry as the log lists it: both sides named (analyze.view.JudgementRow)."""

    id: int
    judgement: str
    left_id: str
    left_name: str
    right_id: str
    right_name: str
    reason: str | None
    judged_by: str
    created_at: str
    current: bool


def judgement_line(j: JudgementRow) -> JudgementLine:
    """The row as a log line: the dataclass's fields in declaration order (the JSON's order)."""
    return {
        "id": j.id,
        "judgement": j.judgement,
        "left_id": j.left_id,
        "left_name": j.left_name,
        "right_id": j.right_id,
        "right_name": j.right_name,
        "reason": j.reason,
        "judged_by": j.judged_by,
        "created_at": j.created_at,
        "current": j.current,
    }


class JudgementOutcome(TypedDict):
    """What a judgement did: the entry, the ids it touched, the ring rows re-read."""

    judgement: JudgementEntry
    affected: list[str]
    ring_rows: int
    retracted: int
    message: str
