"""Typed records of the cross-platform reads: supplier x platform matrix, companies ranked by
criticality, exposure by made-in country."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from chipatlas.analyze.records_concentration import CountryShare

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class PlatformRef(TypedDict):
    """A platform by slug and name."""

    slug: str
    name: str


@with_config(DOCUMENTED)
class RowLink(TypedDict):
    """One ring row a supplier has on a platform."""

    component: str
    role: str | None
    supply_id: str
    document: str


@with_config(DOCUMENTED)
class MatrixSupplier(TypedDict):
    """One supplier of the matrix and the rows it has on each platform."""

    supplier_id: str
    supplier: str
    n_platforms: int
    cells: dict[str, list[RowLink]]
    """Platform slug -> the supplier's rows there."""


@with_config(DOCUMENTED)
class SupplierMatrix(TypedDict):
    """Which supplier is in which platform's ring."""

    platforms: list[PlatformRef]
    suppliers: list[MatrixSupplier]


@with_config(DOCUMENTED)
class PairRefs(TypedDict):
    """A (platform, component) pair with the ring rows behind it."""

    slug: str
    component: str
    supply_ids: list[str]
    documents: list[str]
    source_urls: list[str]


@with_config(DOCUMENTED)
class CompanyTally(TypedDict):
    """A company's counts, before it is ranked."""

    supplier_id: str
    supplier: str
    n_sole: int
    """(platform, component) pairs where a row marks the company the sole source."""
    n_only_named: int
    """(platform, component) pairs where the company is the only named supplier."""
    n_platforms: int
    n_components: int
    """(platform, component) pairs the company supplies."""
    sole: list[PairRefs]
    only_named: list[PairRefs]
    platforms: list[str]
    """Slugs of the platforms the company supplies."""
    supply_ids: list[str]
    documents: list[str]
    source_urls: list[str]


@with_config(DOCUMENTED)
class CompanyRank(CompanyTally):
    """A company with its place in the ranking (1 is the most critical)."""

    rank: int


@with_config(DOCUMENTED)
class Criticality(TypedDict):
    """Companies ranked by sole roles, sole-named components, platforms, components."""

    ranking: str
    """The order, in words."""
    n_companies: int
    companies: list[CompanyRank]


@with_config(DOCUMENTED)
class WholeComponent(TypedDict):
    """A component whose every named source is made in one country."""

    slug: str
    platform: str
    component: str
    supply_ids: list[str]
    documents: list[str]
    source_urls: list[str]


@with_config(DOCUMENTED)
class CountryLine(CountryShare):
    """One made-in country: its share of rows, and the components and platforms it supplies."""

    n_components: int
    n_platforms: int
    n_components_all_named_sources: int
    components_all_named_sources: list[WholeComponent]


@with_config(DOCUMENTED)
class CountryExposure(TypedDict):
    """Exposure by made-in country across every platform."""

    basis: str
    n_rows: int
    """Rows of places making the part now (the plants only planned counted apart)."""
    n_planned_left_out: int
    n_unknown_country: int
    hhi: float | None
    countries: list[CountryLine]
