"""The typed contexts of ``/sites`` and ``/sites/{slug}`` (HTML, .json and .csv render them)."""

from __future__ import annotations

from typing_extensions import TypedDict

from chipatlas.analyze.records_sites import SiteDetail, SiteMap


class SiteLine(TypedDict):
    """A site of the index: its place's fields flat, then what stands there."""

    slug: str
    name: str
    kind: str
    country: str
    region: str
    lat: float
    lon: float
    geonames_id: str
    source_url: str
    n_rows: int
    n_platforms: int
    us_status: str


class SitesContext(TypedDict):
    page: str
    title: str
    items: list[SiteLine]
    site_map: SiteMap


class SiteContext(SiteDetail):
    page: str
    title: str
    site_map: SiteMap
