"""Typed records of the exposure read: what depends on a company, a site or a country."""

from __future__ import annotations

from typing import Annotated, Generic, NotRequired, TypeVar

from pydantic import ConfigDict, Field, with_config
from typing_extensions import TypedDict

from chipatlas.analyze.records_concentration import Refs
from chipatlas.analyze.records_entity import CustomerSupplyRef
from chipatlas.analyze.records_row import RowBrief
from chipatlas.analyze.records_sites import PlaceRecord

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


RowT = TypeVar("RowT", bound=RowBrief)


class ExposureFields(Refs, Generic[RowT]):
    """An exposure's fields, generic in its alternatives: plain here, linked on the web page.

    pydantic reads field docstrings from the named record's own body only, so the fields that
    carry a description for the OpenAPI models say it with ``Field``.
    """

    platform: str
    slug: str
    component: str
    role: str | None
    roles: list[str | None]
    suppliers: list[str | None]
    dependence: Annotated[
        str,
        Field(
            description="sole | no_named_alternative | only_named_supplier | has_alternatives (a company, "
            "a site);\nall_known_suppliers | partial (a country)"
        ),
    ]
    alternatives: list[RowT]
    n_undisclosed_alternatives: int
    evidence: Annotated[str, Field(description="The weakest evidence of the rows that name the target.")]
    reasoning: Annotated[
        list[str], Field(description="Each step cites the ring rows (supply ids, documents) it rests on.")
    ]
    rows: list[RowBrief]


@with_config(DOCUMENTED)
class Exposure(ExposureFields[RowBrief]):
    """One (platform, component) the target appears in, with the alternatives and the reasoning."""


@with_config(DOCUMENTED)
class IdName(TypedDict):
    id: str
    name: str


@with_config(DOCUMENTED)
class ExposureCounts(TypedDict):
    """The exposures of a target, and how many platforms, components and sole sources they are."""

    n_platforms: int
    n_components: int
    n_sole: int
    n_without_named_alternative: int
    exposures: list[Exposure]


@with_config(DOCUMENTED)
class ExposureHead(TypedDict):
    """What the exposure is of: a company (with its subsidiaries, when asked), a country or a site."""

    entity: str
    entity_id: str
    kind: str
    """company | country | site"""
    subsidiaries: NotRequired[list[IdName]]
    """The companies rolled in (asked with subsidiaries only)."""
    customer_supplies: NotRequired[list[CustomerSupplyRef]]
    """A company's accepted supplies to or from other companies with no platform named
    (CustomerSupply, docs/review.md): not ring rows, so no dependence counts them."""


@with_config(DOCUMENTED)
class ExposureReport(ExposureHead, ExposureCounts):
    """Every platform and component that depends on a company, a site or a country."""


@with_config(DOCUMENTED)
class PlaceInside(TypedDict):
    """A place within the radius, and how far it is from the centre."""

    place: PlaceRecord
    distance_km: float


@with_config(DOCUMENTED)
class RegionOnlyRow(TypedDict):
    """A ring row whose made-in text names only a state or region near the centre: its point (the
    region's capital) says nothing of where in the region the part is made, so it is not counted
    within the radius."""

    platform_id: str
    platform: str
    component: str
    supplier: str | None
    made_in_site: str
    region: str
    """The region the row names."""
    region_point_km: float
    """How far the region's point (its capital or centroid) is from the centre."""
    supply_id: str
    document: str


@with_config(DOCUMENTED)
class SiteExposure(ExposureReport):
    """Everything made within a radius of a place: the exposure, the centre and the places inside."""

    center: PlaceRecord
    radius_km: float
    places: list[PlaceInside]
    """Nearest first."""
    n_placed_by_region: int
    """Rows placed only by a region near the centre: reported, not counted within the radius."""
    placed_by_region: list[RegionOnlyRow]


@with_config(DOCUMENTED)
class RequestedExposure(ExposureReport):
    """The exposure of one entity a signal names, under the id it was asked by."""

    requested_id: str


@with_config(DOCUMENTED)
class ComponentReach(Refs):
    """A component of a ring an entity reaches, through which entity and how."""

    component: str
    via: str
    via_name: str
    """the entity's name, as a reader knows it (``via`` is its id)"""
    dependence: str


@with_config(DOCUMENTED)
class RingReach(TypedDict):
    """A platform whose ring the entities reach."""

    platform: str
    slug: str
    components: list[ComponentReach]


@with_config(DOCUMENTED)
class EntitiesExposure(TypedDict):
    """What a signal touches: each named entity's exposure, and the rings reached."""

    entities: list[RequestedExposure]
    rings: list[RingReach]
    not_supply_entities: list[str]
    """Ids that are not companies, countries or sites (a platform, a cluster)."""
