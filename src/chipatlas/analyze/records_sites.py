"""Typed records of the site map, the site pages and the radius search: what the faces show."""

from __future__ import annotations

from pydantic import with_config
from typing_extensions import TypedDict

from chipatlas.analyze.records_concentration import DOCUMENTED
from chipatlas.analyze.records_row import RowBrief


@with_config(DOCUMENTED)
class PlaceRecord(TypedDict):
    """A gazetteer place (or a country's centre) with where its point comes from."""

    slug: str
    name: str
    kind: str
    """city, region, park (an industrial park or campus) or country (no site stated)."""
    country: str
    """ISO 3166 alpha-2."""
    country_name: str
    region: str
    lat: float
    lon: float
    geonames_id: str
    point_from: str
    """The city a region or park is placed at (its slug); empty for a city or a country."""
    source_url: str
    """The page the place (and, for a city, its point) comes from."""
    note: str


@with_config(DOCUMENTED)
class Pin(TypedDict):
    """A place on the site map and the ring rows made there."""

    place: PlaceRecord
    precision: str
    """site (a city, region or park) or country (only a country is stated)."""
    n_rows: int
    us_status: str
    """The status most of its rows state (ties: the more US one); colours the pin."""
    status_counts: dict[str, int]
    n_platforms: int
    components: list[str]
    """Empty on a summary pin (the /sites index and a site page's neighbours): counts only."""
    suppliers: list[str]
    platforms: list[str]
    rows: list[RowBrief]


@with_config(DOCUMENTED)
class Unresolved(TypedDict):
    """A ring row whose made-in text (or part of it) names no place in the gazetteer."""

    platform: str
    slug: str
    component: str
    supplier: str | None
    made_in_country: str | None
    made_in_site: str | None
    unresolved: list[str]
    """The parts that named no place."""
    placed_at: list[str]
    """Slugs of the places the rest of the text (or the country) gave; empty: not on the map."""
    supply_id: str
    document: str


@with_config(DOCUMENTED)
class SiteMap(TypedDict):
    """Every place a set of ring rows is made at."""

    pins: list[Pin]
    n_rows: int
    n_rows_at_site: int
    n_rows_country_only: int
    n_rows_no_place: int
    """Rows that state neither a site nor a country."""
    n_unresolved: int
    """Rows whose text names a place the gazetteer lacks (``unresolved`` may list fewer)."""
    unresolved: list[Unresolved]


@with_config(DOCUMENTED)
class SiteSummary(TypedDict):
    place: PlaceRecord
    n_rows: int
    n_platforms: int
    us_status: str


@with_config(DOCUMENTED)
class SitesIndex(TypedDict):
    sites: list[SiteSummary]
    map: SiteMap


@with_config(DOCUMENTED)
class Nearby(TypedDict):
    place: PlaceRecord
    distance_km: float
    n_rows: int


@with_config(DOCUMENTED)
class SiteDetail(TypedDict):
    place: PlaceRecord
    rows: list[RowBrief]
    platforms: list[str]
    nearby: list[Nearby]
    """Other places with ring rows within NEARBY_KM, nearest first."""
    map: SiteMap
