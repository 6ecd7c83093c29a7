"""Typed page contexts of ``/analysis`` and ``/platforms/{name}/analysis``: each is the page's
``.json`` and feeds its ``.csv``.

The analyses' records are reused; each figure gains ``links`` (the ring rows it was computed
from, as anchors into the stored documents). Long lists of a criticality or country line are
cut for the page: ``truncated`` names them and ``n_<list>`` keeps their full length.
"""

from __future__ import annotations

from typing_extensions import TypedDict

from chipatlas.analyze.records_chokepoint import Finding
from chipatlas.analyze.records_concentration import CountryShare, Thresholds
from chipatlas.analyze.records_network import CompanyRank, CountryLine, SupplierMatrix
from chipatlas.analyze.records_row import RowBrief
from chipatlas.analyze.records_uscontent import (
    FinalAssembly,
    NoteMention,
    PlannedComponent,
    PlannedRow,
    UsComponent,
)
from chipatlas.present.web.evidence import Link
from chipatlas.present.web.page_records_analysis import PlatformChoice
from chipatlas.present.web.page_records_platform import PlatformHead


class LinkedFinding(Finding):
    links: list[Link]


class KindNote(TypedDict):
    kind: str
    explanation: str
    n: int


class Caps(TypedDict, total=False):
    """What a page line says of the lists it cut (each at most ``LIST_CAP`` entries)."""

    n_supply_ids: int
    n_documents: int
    truncated: list[str]
    """The lists cut; their ``n_<list>`` keeps the full length."""


class LinkedCompany(CompanyRank, Caps):
    """A criticality line, linked; its long lists cut (``truncated``, ``n_<list>``)."""

    links: list[Link]


class LinkedCriticality(TypedDict):
    ranking: str
    n_companies: int
    companies: list[LinkedCompany]


class LinkedCountry(CountryLine, Caps):
    """A country line, linked; its long lists cut (``truncated``, ``n_<list>``)."""

    links: list[Link]


class LinkedCountryExposure(TypedDict):
    basis: str
    n_rows: int
    n_planned_left_out: int
    n_unknown_country: int
    hhi: float | None
    countries: list[LinkedCountry]


class AnalysisContext(TypedDict):
    page: str
    title: str
    platform: str | None
    """The platform's slug when one is chosen; None: every platform."""
    platforms: list[PlatformChoice]
    kinds: list[KindNote]
    chokepoints: list[LinkedFinding]
    by_kind: dict[str, list[LinkedFinding]]
    criticality: LinkedCriticality
    matrix: SupplierMatrix
    countries: LinkedCountryExposure
    next_cursor: str | None


class LinkedShare(CountryShare):
    links: list[Link]


class LinkedIndex(TypedDict):
    """``ConcentrationIndex`` with each share linked."""

    hhi: float | None
    band: str | None
    n_rows: int
    n_known: int
    n_unknown: int
    coverage: float | None
    shares: list[LinkedShare]
    unknown_supply_ids: list[str]


class LinkedComponentIndex(LinkedIndex):
    component: str
    links: list[Link]
    """Always empty: a component's index has no rows of its own (its shares have)."""


class LinkedConcentration(TypedDict):
    thresholds: Thresholds
    unknowns: str
    platform_index: LinkedIndex
    mean_component_hhi: float | None
    n_components_scored: int
    n_components_highly_concentrated: int
    components: list[LinkedComponentIndex]
    platform: str
    slug: str


class LinkedRow(RowBrief):
    supply_ids: list[str]
    links: list[Link]


class LinkedPlannedRow(PlannedRow):
    supply_ids: list[str]
    links: list[Link]


class LinkedNoteMention(NoteMention):
    supply_ids: list[str]
    links: list[Link]


class LinkedUsComponent(TypedDict):
    component: str
    rows: list[LinkedRow]


class LinkedPlannedComponent(TypedDict):
    component: str
    rows: list[LinkedPlannedRow]


class LinkedUsProduction(TypedDict):
    supply_ids: list[str]
    documents: list[str]
    source_urls: list[str]
    n_components: int
    n_components_us_now: int
    share_us_now: float | None
    n_components_us_planned: int
    n_components_us_planned_only: int
    us_now: list[LinkedUsComponent]
    us_planned: list[LinkedPlannedComponent]
    us_mentions_in_notes: list[LinkedNoteMention]
    platform: str
    slug: str


class LinkedOrigin(TypedDict):
    supply_ids: list[str]
    documents: list[str]
    source_urls: list[str]
    countries: list[str]
    undisclosed: bool
    in_ring: bool
    rows: list[LinkedRow]


class LinkedFinalAssembly(LinkedOrigin):
    component: str | None
    point: str | None
    supplier: str | None


class LinkedLabel(TypedDict):
    """``UsLabel`` with its origins' rows and major sources linked, and ``us_links``."""

    platform: str
    slug: str
    basis: str
    n_rows: int
    n_known_country: int
    coverage: float | None
    low_coverage: bool
    n_known_country_with_planned: int
    us_share_now: float
    us_share_planned: float
    us_share_planned_basis: str
    us_supply_ids: list[str]
    us_planned_supply_ids: list[str]
    major_sources: list[LinkedShare]
    major_source_threshold: float
    final_assembly: LinkedFinalAssembly
    final_assembly_planned: FinalAssembly
    accelerator: LinkedOrigin
    hbm: LinkedOrigin
    n_components: int
    n_components_us_now: int
    n_components_us_planned: int
    n_components_us_planned_only: int
    us_now: list[UsComponent]
    us_planned: list[PlannedComponent]
    us_links: list[Link]


class LinkedGaps(TypedDict):
    platform: str
    slug: str
    n_components: int
    n_gaps: int
    n_components_without_named_supplier: int
    gaps: list[LinkedFinding]


class PlatformAnalysisContext(TypedDict):
    page: str
    title: str
    platform: PlatformHead
    kinds: list[KindNote]
    gaps: LinkedGaps
    chokepoints: list[LinkedFinding]
    concentration: LinkedConcentration
    us_production: LinkedUsProduction
    label: LinkedLabel
