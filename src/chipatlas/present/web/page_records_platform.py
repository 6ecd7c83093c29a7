"""The typed context of a platform page (``/platforms/{slug}``, its .json and .csv twins)."""

from __future__ import annotations

from typing_extensions import TypedDict

from chipatlas.analyze.records_pages import ClusterLink, DocumentBrief, FactItem
from chipatlas.analyze.records_proposals import ProposalRecord
from chipatlas.analyze.records_provenance import Source
from chipatlas.analyze.records_ring import PlatformRecord, RingRow, UsShare
from chipatlas.analyze.records_signal import SignalRecord
from chipatlas.analyze.records_sites import SiteMap
from chipatlas.analyze.ring_facets import FacetOption, MadeIn
from chipatlas.present.web.page_records_signals import AnchoredConflict, LinkedSpec


class SourceEntry(Source):
    """One document behind a ring row, and the row's fields it supports ('row' itself not named)."""

    fields: list[str]


class RingRowView(RingRow):
    """A ring row as the page shows it: the contract row, its source URL, its ids, and its sources.

    The JSON's key order is ``RING_FIELDS`` (the source URL after the document), set where it is built.
    """

    source_url: str | None
    supply_id: str
    supplier_id: str | None
    position: int
    country_code: str | None
    sources: dict[str, Source]
    source_list: list[SourceEntry]


class PlacedFact(FactItem):
    """A summary item with the disagreement about it (None: none; placed by place_conflicts)."""

    conflict: AnchoredConflict | None


class PlacedSpec(LinkedSpec):
    """A spec claim with the disagreement about its metric (None: none; placed by place_conflicts)."""

    conflict: AnchoredConflict | None


class PlacedConflict(AnchoredConflict):
    """A disagreement of the platform, and whether a summary item or spec row shows it."""

    placed: bool


class PlatformHead(TypedDict):
    id: str
    slug: str
    name: str
    last_verified: str | None
    n_rows: int
    n_components: int


def platform_head(p: PlatformRecord) -> PlatformHead:
    """The heading of a platform's pages, from the stored platform."""
    return {
        "id": p["id"],
        "slug": p["slug"],
        "name": p["name"],
        "last_verified": p["last_verified"],
        "n_rows": p["n_rows"],
        "n_components": p["n_components"],
    }


class RingBlock(TypedDict):
    filters: dict[str, str]
    sort: str
    dir: str
    options: dict[str, list[FacetOption]]
    n_rows_total: int
    n_rows: int
    n_components: int
    rows: list[RingRowView]


class ClusterGroups(TypedDict):
    this: list[ClusterLink]
    other: list[ClusterLink]


class PlatformContext(TypedDict):
    page: str
    title: str
    platform: PlatformHead
    aliases: list[str]
    summary: list[PlacedFact]
    specs: list[FactItem]
    spec_claims: list[PlacedSpec]
    conflicts: list[PlacedConflict]
    signals: list[SignalRecord]
    proposals: list[ProposalRecord]
    """open proposed ring changes, those that contradict the ring first"""
    clusters: list[ClusterLink]
    cluster_groups: ClusterGroups
    ring: RingBlock
    made_in: MadeIn
    site_map: SiteMap
    us_share: UsShare
    record: dict[str, FactItem] | None
    documents: list[DocumentBrief]
