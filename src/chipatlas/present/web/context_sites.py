"""The site pages' data (``/sites`` and ``/sites/{slug}``): the HTML and the .json twin render it."""

from __future__ import annotations

from sqlalchemy import Connection

from chipatlas.analyze.records_sites import SiteSummary
from chipatlas.analyze.sites import site_detail, sites_index
from chipatlas.present.web.page_records_sites import SiteContext, SiteLine, SitesContext

PLACE_FIELDS = ("slug", "name", "kind", "country", "region", "lat", "lon", "geonames_id", "source_url")
SITE_LIST_FIELDS = (*PLACE_FIELDS, "n_rows", "n_platforms", "us_status")
SITE_ROW_FIELDS = (
    "platform",
    "component",
    "supplier",
    "role",
    "made_in_country",
    "made_in_site",
    "us_status",
    "evidence",
    "supply_id",
    "document",
    "source_url",
)
UNRESOLVED_FIELDS = (
    "platform",
    "component",
    "supplier",
    "made_in_country",
    "made_in_site",
    "unresolved",
    "supply_id",
)


def _line(s: SiteSummary) -> SiteLine:
    """The place's own fields flat (PLACE_FIELDS, in order), then its counts."""
    place = s["place"]
    return {
        "slug": place["slug"],
        "name": place["name"],
        "kind": place["kind"],
        "country": place["country"],
        "region": place["region"],
        "lat": place["lat"],
        "lon": place["lon"],
        "geonames_id": place["geonames_id"],
        "source_url": place["source_url"],
        "n_rows": s["n_rows"],
        "n_platforms": s["n_platforms"],
        "us_status": s["us_status"],
    }


def sites(conn: Connection) -> SitesContext:
    data = sites_index(conn)
    items = [_line(s) for s in data["sites"]]
    return {"page": "sites", "title": "Sites", "items": items, "site_map": data["map"]}


def site(conn: Connection, slug: str) -> SiteContext:
    data = site_detail(conn, slug)
    return {"page": "site", "title": data["place"]["name"], **data, "site_map": data["map"]}
