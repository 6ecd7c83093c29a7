"""The typed contexts of the catalogue pages (home, listings, entity pages, search).

One context feeds a page's HTML, its ``.json`` twin and its ``.csv``: each type here IS that
page's JSON contract. They wrap the analysis records (``analyze/records_*``) unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from typing_extensions import TypedDict

from chipatlas.analyze.home import NewRow, PlatformCard
from chipatlas.analyze.records_catalog import DatasetRecord, IngestLine, StoreCounts, SupersededLine
from chipatlas.analyze.records_document import DocumentRecord
from chipatlas.analyze.records_entity import (
    ChipPage,
    ChipSummary,
    ClusterPage,
    CompanyPage,
    DocumentPage,
    EntityPage,
)
from chipatlas.analyze.records_search import SearchResult
from chipatlas.analyze.records_signal import SignalRecord
from chipatlas.analyze.records_sites import SiteMap
from chipatlas.present.web.page_records_identity import JudgementLine


class PendingBlock(TypedDict):
    """Proposals awaiting review: how many, and the newest (``home.Pending`` as a dict)."""

    n: int
    latest: list[dict[str, Any]]


# The home page's lines are the analysis's own records (one declaration, no copy).
PlatformCardLine = PlatformCard
NewRowLine = NewRow


class HomeContext(TypedDict):
    page: str
    title: str
    counts: StoreCounts
    latest_signals: list[SignalRecord]
    pending_review: PendingBlock
    newest_rows: list[NewRowLine]
    platforms: list[PlatformCardLine]
    watchlists: list[str]
    latest_ingests: list[IngestLine]
    latest_superseded: list[SupersededLine]
    dataset_records: list[DatasetRecord]


class ListingContext(TypedDict):
    """A keyset-paged list (platforms, companies, clusters, documents)."""

    page: str
    title: str
    items: Sequence[Mapping[str, Any]]
    next_cursor: str | None


class EntitiesContext(ListingContext):
    kind: str | None


class ChipsContext(TypedDict):
    page: str
    title: str
    items: list[ChipSummary]
    next_cursor: str | None


class CompanyContext(CompanyPage):
    page: str
    title: str
    site_map: SiteMap
    judgements: list[JudgementLine]


class ClusterContext(ClusterPage):
    page: str
    title: str


class ChipContext(ChipPage):
    page: str
    title: str
    id: str
    judgements: list[JudgementLine]


class EntityContext(EntityPage):
    page: str
    title: str


class CitedSpan(TypedDict):
    """Words of the document a link cites that are no statement (a proposal's sentence)."""

    start: int
    end: int


class DocumentContext(DocumentPage):
    page: str
    title: str
    read: DocumentRecord
    cited: CitedSpan | None
    """``?span=START-END``: those words marked (``#s-cited``), as a proposal links its sentence"""
    figure_links: dict[str, str]
    """figure proposal id -> the link to its words on this page"""


class LinkedResult(SearchResult):
    """A search result with the page it opens on."""

    url: str


class SearchGroup(TypedDict):
    kind: str
    results: list[LinkedResult]


class SearchContext(TypedDict):
    """``SearchAnswer``'s fields, its results linked, then the groups the HTML shows."""

    page: str
    title: str
    query: str
    terms: list[str]
    counts: dict[str, int]
    total: int
    results: list[LinkedResult]
    kind: str | None
    groups: list[SearchGroup]
    next_cursor: str | None
