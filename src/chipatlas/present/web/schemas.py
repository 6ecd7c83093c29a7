"""The documented shapes of the API's answers (OpenAPI); handlers return JSON directly.

Where analyze has a typed record for an answer, the model IS that record (re-exported here),
so the API documents exactly what the analysis returns; classes below cover the rest.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, with_config
from typing_extensions import TypedDict

from chipatlas.analyze import records_entity
from chipatlas.analyze.records_catalog import DocumentLine, EntityLine
from chipatlas.analyze.records_change import ChangesHead
from chipatlas.analyze.records_chokepoint import Finding
from chipatlas.analyze.records_compare import Comparison
from chipatlas.analyze.records_digest import Digest
from chipatlas.analyze.records_document import DocumentFigureProposal
from chipatlas.analyze.records_exposure import ExposureReport
from chipatlas.analyze.records_network import CountryExposure, Criticality, SupplierMatrix
from chipatlas.analyze.records_proposals import ProposalRecord
from chipatlas.analyze.records_ring import PlatformRecord, Ring, RingRow, UsBrief, UsShare
from chipatlas.analyze.records_specs import SpecRecord
from chipatlas.analyze.records_uscontent import UsLabel, UsProduction
from chipatlas.analyze.records_whatif import WhatIf
from chipatlas.present.web.page_records_review import DecisionEntry

__all__ = [
    "Comparison",
    "Digest",
    "DocumentAnswer",
    "EntityAnswer",
    "ExposureReport",
    "PlatformRecord",
    "ProposalDetail",
    "ProposalPage",
    "Ring",
    "RingRow",
    "SpecListed",
    "UsBrief",
    "UsLabel",
    "UsProduction",
    "UsShare",
    "WhatIf",
]

DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


class _PageHead(TypedDict):
    page: str
    title: str


class EntityAnswer(_PageHead, records_entity.EntityPage):
    """Every statement about an entity (analyze.records_entity.EntityPage), with the page's title."""


@with_config(DOCUMENTED)
class LinkedFigureProposal(DocumentFigureProposal):
    """A figure read from the document and kept for review, with a link to its words."""

    href: str
    """The document page with the quote marked: ``/documents/{id}?span=START-END#s-cited``"""


class DocumentAnswer(_PageHead, records_entity.DocumentPage):
    """A stored document and its statements (analyze.records_entity.DocumentPage), with a title,
    and the figures read from it that wait for review (as ``chipatlas document`` lists them)."""

    figure_proposals: list[LinkedFigureProposal]


class ProposalDetail(ProposalRecord):
    """A proposal (analyze.records_proposals.ProposalRecord) with every decision taken on it."""

    decisions: list[DecisionEntry]


class BulkDecision(BaseModel):
    """What ``POST /api/v1/proposals/bulk/accept|reject`` decided."""

    action: Literal["accept", "reject"]
    document_id: str | None = Field(description="The document resolved from ``document`` (None: any).")
    class_name: str | None = Field(description="The class asked for (None: every class).")
    ids: list[str] = Field(description="The proposals decided, each its own decision.")
    n_decided: int
    batch_id: str = Field(description="The bulk decision; ``POST /api/v1/proposals/bulk/undo`` retracts it.")


class BulkUndone(BaseModel):
    """What ``POST /api/v1/proposals/bulk/undo`` retracted."""

    action: Literal["undo"]
    batch_id: str = Field(description="The undo itself, recorded as a bulk decision.")
    undoes: str = Field(description="The bulk decision retracted.")
    undone_action: Literal["accept", "reject"]
    ids: list[str] = Field(description="The proposals open again, each with its own undo decision.")
    n_undone: int
    skipped: list[str] = Field(
        description="Proposals decided again since the bulk decision: left as they are."
    )


class ProposalPage(BaseModel):
    items: list[ProposalRecord]
    n_items: int = Field(description="How many proposals the filter matches, on every page.")
    next_cursor: str | None


class SpecListed(SpecRecord):
    """A spec figure (analyze.records_specs.SpecRecord) with the link to its words and its label."""

    href: str
    label: str
    shown_quote: str


class ErrorDetail(BaseModel):
    status: int = Field(description="The HTTP status, repeated.")
    code: str = Field(
        description="Stable machine code: not_found, unauthorized, forbidden, invalid_cursor, ..."
    )
    message: str = Field(description="What went wrong and what to do, for a person.")
    detail: Any = Field(
        None, description="More: validation errors, or the ingest report of a rejected document."
    )


class Error(BaseModel):
    error: ErrorDetail


class Page(BaseModel):
    items: list[dict[str, Any]]
    next_cursor: str | None = Field(description="Pass as ?cursor= for the next page; null on the last page.")


class PlatformPage(Page):
    items: list[PlatformRecord]  # type: ignore[assignment]


class EntityPage(Page):
    items: list[EntityLine]  # type: ignore[assignment]


class DocumentPage(Page):
    items: list[DocumentLine]  # type: ignore[assignment]


class FindingPage(Page):
    items: list[Finding]  # type: ignore[assignment]


# Paged analysis answers: the analysis record with one page of its list (present.web.paging).
@with_config(DOCUMENTED)
class ChangesPage(ChangesHead):
    """What changed since a date; the event lists hold one page."""

    next_cursor: str | None
    """Pass as ?cursor= for the next page; null on the last page."""


@with_config(DOCUMENTED)
class MatrixPage(SupplierMatrix):
    """One page of suppliers; every platform each time."""

    n_suppliers: int
    """Suppliers on every page."""
    next_cursor: str | None


@with_config(DOCUMENTED)
class CriticalityPage(Criticality):
    """One page of the ranked companies (the first page is the top ones)."""

    next_cursor: str | None


@with_config(DOCUMENTED)
class CountryPage(CountryExposure):
    """One page of countries; the totals cover all."""

    n_countries: int
    """Countries on every page."""
    next_cursor: str | None


class SearchHit(BaseModel):
    kind: str = Field(description="Platform, Company, Cluster, Chip, Supply (a ring row) or Document")
    ref: str = Field(description="Entity id, document id, or '<platform id>#<supply id>' for a ring row.")
    title: str
    snippet: str = Field(description="Matched text around the hit, plain.")
    url: str = Field(description="The HTML page of the result.")


class SearchPage(BaseModel):
    query: str
    total: int
    counts: dict[str, int] = Field(description="Matches per kind.")
    items: list[SearchHit]
    next_cursor: str | None


class IngestReport(BaseModel):
    uri: str
    status: str = Field(description="landed | unchanged (or a re-read that moved nothing) | rejected | busy")
    document: str | None
    source: str | None = Field(description="The source key: a new version of a source supersedes the old")
    source_origin: str | None = Field(description="given (source_key field) | content | location")
    retries: int = Field(description="Whole-document retries because another writer held the store")
    kinds: list[str]
    new: int
    confirmed: int
    superseded: int
    platforms: list[str]
    notes: list[str]
    repairs: list[dict[str, Any]]
    rejected: list[dict[str, Any]]
    checks: list[dict[str, Any]]
    proposals: list[str] = Field(default=[], description="Proposed ring changes the document makes")


class Job(BaseModel):
    id: str
    kind: str = Field(description="upload | url | poll | digest")
    status: str = Field(description="queued | running | done | failed")
    params: dict[str, str]
    attempts: int = Field(description="Runs so far; a run whose worker died is retried")
    created_at: str
    started_at: str | None
    finished_at: str | None
    result: dict[str, Any] | None = Field(description="The ingest report, or the poll/digest lines")
    error: str | None


class JobList(BaseModel):
    items: list[Job]


class JobRequest(BaseModel):
    kind: Literal["url", "poll", "digest"]
    url: str | None = Field(default=None, description="For kind=url: the document to fetch and ingest")
    platform: str | None = None
    source_key: str | None = None
    reread: bool = Field(
        default=False, description="For kind=url: bytes already stored are read again with the current names"
    )


ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": Error, "description": "Bad request (e.g. an invalid cursor)."},
    404: {"model": Error, "description": "Not found."},
    422: {"model": Error, "description": "Invalid parameters."},
    503: {
        "model": Error,
        "description": "Busy or over the time limit (busy, timeout); retry after Retry-After seconds.",
    },
}

# The answers of a write that needs the operator's bearer token.
WRITES: dict[int | str, dict[str, Any]] = {
    401: {"model": Error, "description": "No or wrong bearer token."},
    403: {"model": Error, "description": "The server is read-only (no token configured)."},
}
