"""Typed page contexts and API bodies of proposal review (``/platforms/{name}/review``,
``/api/v1/proposals``): each is what the ``.json`` answer holds."""

from __future__ import annotations

from typing_extensions import TypedDict

from chipatlas.analyze.records_proposals import ProposalRecord


class DecisionEntry(TypedDict):
    """One decision on a proposal, as stored."""

    proposal_id: str
    decision: str
    decided_by: str
    reason: str | None
    at: str
    retired_ids: list[str]
    batch_id: str | None  # the bulk decision it was part of, if any


class ProposalDetail(ProposalRecord):
    """A proposal with every decision taken on it."""

    decisions: list[DecisionEntry]


class ReviewPlatform(TypedDict):
    id: str
    name: str
    slug: str


class BulkOut(TypedDict):
    action: str
    document_id: str | None
    class_name: str | None
    ids: list[str]
    """the proposals decided, each its own decision (undo reverses one)"""
    n_decided: int
    batch_id: str
    """the bulk decision (``POST /api/v1/proposals/bulk/undo`` retracts it)"""


class BulkUndoOut(TypedDict):
    action: str
    batch_id: str
    """the undo, itself a recorded bulk decision"""
    undoes: str
    undone_action: str
    ids: list[str]
    n_undone: int
    skipped: list[str]
    """decided again since the bulk decision: left as they are"""


class BatchEntry(TypedDict):
    """A bulk decision not undone yet (the review page's "Undo all N")."""

    id: str
    action: str
    document_id: str | None
    document_label: str | None
    class_name: str | None
    source_key: str | None
    decided_by: str
    reason: str | None
    n_decided: int
    at: str


class FigureGroup(TypedDict):
    """The open figure proposals of one document (``class_name`` None) or of one class in it."""

    document: str
    document_title: str | None
    document_label: str | None
    """the title, else the file name or URL host and path, shortened"""
    class_name: str | None
    n_accept: int
    """how many an "Accept all" decides (complete proposals)"""
    n_reject: int
    """how many a "Reject all" decides (candidates too)"""


class ReviewContext(TypedDict):
    page: str
    title: str
    platform: ReviewPlatform | None
    """None: the proposals of every platform, and those that name none (``/review``)"""
    status: str
    proposals: list[ProposalRecord]
    n_proposals: int
    """how many there are; ``proposals`` holds the first page of them"""
    n_figures: int
    """how many of them are figures read from prose; the others are ring changes (the home
    page's "awaiting review" count)"""
    figure_groups: list[FigureGroup]
    """the "Accept all N" / "Reject all N" buttons: per document, and per class within it"""
    batches: list[BatchEntry]
    """the newest bulk decisions not undone yet: the "Undo all N" buttons"""
