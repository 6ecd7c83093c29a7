"""Typed records of US production (now and planned) and the US-content label."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from chipatlas.analyze.records_concentration import CountryShare, Refs
from chipatlas.analyze.records_row import RowBrief

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class ClaimDate(TypedDict):
    """When a planned-US-volume claim was first seen, and the document's own date."""

    statement_id: str
    first_seen: str
    published: str | None


@with_config(DOCUMENTED)
class PlannedRow(RowBrief):
    """A ring row whose US volume is planned, with when that claim was made."""

    claim: ClaimDate | None


@with_config(DOCUMENTED)
class UsComponent(TypedDict):
    """A component with US production now, and its rows."""

    component: str
    rows: list[RowBrief]


@with_config(DOCUMENTED)
class PlannedComponent(TypedDict):
    """A component with US production planned, and its rows."""

    component: str
    rows: list[PlannedRow]


@with_config(DOCUMENTED)
class NoteMention(RowBrief):
    """A row whose notes name a US place without a US status: context, never counted."""

    notes: str
    place: str


@with_config(DOCUMENTED)
class UsProductionOfRows(Refs):
    """US production of a set of ring rows, now and planned."""

    n_components: int
    n_components_us_now: int
    share_us_now: float | None
    n_components_us_planned: int
    """Components with a planned US row, whether or not they have US production now."""
    n_components_us_planned_only: int
    """Components whose only US production is planned (none now): what the plans would add."""
    us_now: list[UsComponent]
    us_planned: list[PlannedComponent]
    us_mentions_in_notes: list[NoteMention]


@with_config(DOCUMENTED)
class UsProduction(UsProductionOfRows):
    """Components of a platform with any US production now (some_us_volume, made_in_us), and planned."""

    platform: str
    slug: str


@with_config(DOCUMENTED)
class Origin(Refs):
    """Where a part comes from: the countries its rows state."""

    countries: list[str]
    undisclosed: bool
    """No row states a country."""
    in_ring: bool
    """Whether the ring has a row for the part at all: Cerebras CS-3 has no HBM, which is not
    an HBM of undisclosed origin (walk15)."""
    rows: list[RowBrief]


@with_config(DOCUMENTED)
class FinalAssembly(Origin):
    """Final assembly: the component, place and supplier that carry it."""

    component: str | None
    point: str | None
    """Site and country of the leading row."""
    supplier: str | None


@with_config(DOCUMENTED)
class UsLabel(TypedDict):
    """A US-content label in the spirit of the American Automobile Labeling Act (49 U.S.C. 32304)."""

    platform: str
    slug: str
    basis: str
    n_rows: int
    n_known_country: int
    coverage: float | None
    """Share of rows that state a country."""
    low_coverage: bool
    """Below half: a face shows the figures greyed out."""
    n_known_country_with_planned: int
    us_share_now: float
    us_share_planned: float
    us_share_planned_basis: str
    us_supply_ids: list[str]
    us_planned_supply_ids: list[str]
    major_sources: list[CountryShare]
    """Countries supplying at least the threshold share of the rows with a known country."""
    major_source_threshold: float
    final_assembly: FinalAssembly
    final_assembly_planned: FinalAssembly
    accelerator: Origin
    hbm: Origin
    n_components: int
    n_components_us_now: int
    n_components_us_planned: int
    """Components with a planned US row, whether or not they have US production now."""
    n_components_us_planned_only: int
    """Components whose only US production is planned (none now): what the plans would add."""
    us_now: list[UsComponent]
    us_planned: list[PlannedComponent]
