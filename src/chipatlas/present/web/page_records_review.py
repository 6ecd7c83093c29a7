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


class FigureGroup(TypedDict):
    """The open figure proposals of one document (``class_name`` None) or of one class in it."""

    document: str
    document_title: str | None
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
    figure_groups: list[FigureGroup]
    """the "Accept all N" / "Reject all N" buttons: per document, and per class within it"""
