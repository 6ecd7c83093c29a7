"""Typed records of a what-if: the platforms and clusters a shock hits, and the chain behind each figure."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class RowHit(TypedDict):
    """A ring row a shock hits: the share of its component it carries, and the capacity at risk."""

    shock: str
    supply_id: str
    supplier: str | None
    role: str | None
    made_in_country: str | None
    made_in_site: str | None
    share: float
    """Share of the component the row carries (stated, or the documented default)."""
    share_basis: str
    """Why the row carries that share."""
    assumed: list[str]
    """The documented defaults the share rests on where no source states the split ('default
    primary share', 'default second-source share', 'even over 2 suppliers', 'even over 3 places',
    'scaled down to the whole part'); empty when the ring states it."""
    at_risk: float
    """share x loss"""
    evidence: str
    document: str
    quote: str | None
    """The row's own words in that document (a table row: from its first stated cell to its
    last; a supply read from prose: its longest quote): the last link of the chain shock ->
    row -> document -> words."""
    span_start: int | None
    """Where those words start in the document's stored text (for ``?span=``)."""
    span_end: int | None
    location_scope: str | None
    """'supplier_level': the place is where the supplier makes such parts, from a page about the
    supplier, not stated for this platform; 'platform': stated for it; None: no place."""
    location_evidence: str | None
    """How firmly the place is stated (the row's ``evidence`` is the supply's)."""
    place_document: str | None
    """The document whose words state the place, when they stand apart from the row's (a
    supplier-level location row): the place's own link in the chain; None when the row's
    words name it."""
    place_quote: str | None
    place_span_start: int | None
    place_span_end: int | None


@with_config(DOCUMENTED)
class AlternativeStage(TypedDict):
    """An alternative the ring names, with the stage an accepted proposal stated for it."""

    supplier: str
    """As in ``alternatives``."""
    stage: str | None
    """sampling, qualifying, qualified, volume ...; None: the sources state none."""
    covering: bool
    """Only a qualified or in-volume source counts as covering part of the component."""


@with_config(DOCUMENTED)
class ComponentRisk(TypedDict):
    """A component of a platform the shock reaches: its risks add up, capped at 1."""

    component: str
    at_risk: float
    hits: list[RowHit]
    alternatives: list[str]
    """Other suppliers the ring names for it."""
    alternatives_stages: list[AlternativeStage]
    """The same alternatives, each with its stated stage and whether it counts as covering."""
    alternatives_note: str
    conflict: str | None
    """A row the ring states as sole beside a covering second source: how it is counted."""


@with_config(DOCUMENTED)
class ClusterRisk(TypedDict):
    """A cluster deploying a hit platform: as much at risk as the platform."""

    cluster: str
    at_risk: float
    through: str


@with_config(DOCUMENTED)
class PlatformRisk(TypedDict):
    """A platform the shock hits: as much at risk as its component most at risk."""

    platform: str
    slug: str
    at_risk: float
    bound_by: str
    """The component most at risk."""
    components: list[ComponentRisk]
    clusters: list[ClusterRisk]


@with_config(DOCUMENTED)
class GapRow(TypedDict):
    """A ring row that names no supplier ("not disclosed") for a part."""

    platform: str
    slug: str
    component: str
    supply_id: str


@with_config(DOCUMENTED)
class CustomerSupplyHit(TypedDict):
    """A part the shocked company supplies to another company with no platform named (an
    accepted customer proposal): listed, never counted in any ``at_risk``."""

    shock: str
    id: str
    """The CustomerSupply entity."""
    supplier: str
    customer: str
    component: str
    role: str | None
    stage: str | None
    evidence: str
    document: str
    quote: str
    possibly_exposed: list[GapRow]
    """The customer's platforms (it makes them, or the chip they are built on) whose row for
    this part names no supplier: possibly exposed, since the stated supply may be for them."""


@with_config(DOCUMENTED)
class WhatIf(TypedDict):
    """The shocks, the defaults the shares follow, and the platforms hit, most at risk first."""

    shocks: list[str]
    defaults: dict[str, str]
    n_rows_hit: int
    platforms: list[PlatformRisk]
    customer_supplies: list[CustomerSupplyHit]
    """Supplies of a shocked company to other companies with no platform named (shocks naming
    only a company, or a company and a component: such a supply states no place or process)."""
    group_not_counted: list[str]
    """Companies a shocked company owns (their stated parents) that supply ring rows: a shock
    names one company, not its group, so their rows are not counted; name them in a shock of
    their own ('Intel' reaches Gaudi 3's CPU, not Intel Foundry's planned Maia die)."""


@with_config(DOCUMENTED)
class HitLine(RowHit):
    """One line per ring row a shock hits, with its component's and platform's risk (CSV)."""

    platform: str
    slug: str
    platform_at_risk: float
    component: str
    component_at_risk: float
    alternatives: str | None
    """The component's alternatives, each with its stage when one is stated."""
