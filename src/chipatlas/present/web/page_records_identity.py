"""Typed API bodies of the judgement log (``/api/v1/judgements``)."""

from __future__ import annotations

from typing_extensions import TypedDict


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


class JudgementOutcome(TypedDict):
    """What a judgement did: the entry, the ids it touched, the ring rows re-read."""

    judgement: JudgementEntry
    affected: list[str]
    ring_rows: int
    retracted: int
    message: str
