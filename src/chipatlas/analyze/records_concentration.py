"""Typed records of the country concentration (HHI) read: what the CLI, web and API show."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class Refs(TypedDict):
    """The statements behind a figure."""

    supply_ids: list[str]
    """Ring rows (supply ids) the figure counts."""
    documents: list[str]
    source_urls: list[str]


@with_config(DOCUMENTED)
class Thresholds(TypedDict):
    """The HHI bands of one published scheme."""

    scheme: str
    moderate: int
    high: int
    source: str


@with_config(DOCUMENTED)
class CountryShare(Refs):
    """One made-in country's share of the rows with a known country."""

    country: str
    code: str
    n_rows: int
    share: float


@with_config(DOCUMENTED)
class ConcentrationIndex(TypedDict):
    """HHI of a set of ring rows, with shares, coverage and the rows left out."""

    hhi: float | None
    """Sum of squared percentage shares, 0 to 10,000; null when no row has a known country."""
    band: str | None
    n_rows: int
    n_known: int
    n_unknown: int
    coverage: float | None
    shares: list[CountryShare]
    unknown_supply_ids: list[str]


@with_config(DOCUMENTED)
class ComponentIndex(ConcentrationIndex):
    """The index of one component's rows."""

    component: str


@with_config(DOCUMENTED)
class RowsConcentration(TypedDict):
    """Concentration of a set of rows: the whole and per component."""

    thresholds: Thresholds
    unknowns: str
    platform_index: ConcentrationIndex
    mean_component_hhi: float | None
    n_components_scored: int
    n_components_highly_concentrated: int
    components: list[ComponentIndex]


@with_config(DOCUMENTED)
class PlatformConcentration(RowsConcentration):
    """Concentration of one platform's ring."""

    platform: str
    slug: str
