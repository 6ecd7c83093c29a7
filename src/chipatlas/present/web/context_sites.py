"""The site pages' data (``/sites`` and ``/sites/{slug}``): the HTML and the .json twin render it."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection

from chipatlas.analyze.records_sites import PlaceRecord
from chipatlas.analyze.sites import site_detail, sites_index

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


def _flat(place: PlaceRecord) -> dict[str, Any]:
    return {k: place[k] for k in PLACE_FIELDS}  # type: ignore[literal-required]


def sites(conn: Connection) -> dict[str, Any]:
    data = sites_index(conn)
    items = [
        {
            **_flat(s["place"]),
            "n_rows": s["n_rows"],
            "n_platforms": s["n_platforms"],
            "us_status": s["us_status"],
        }
        for s in data["sites"]
    ]
    return {"page": "sites", "title": "Sites", "items": items, "site_map": data["map"]}


def site(conn: Connection, slug: str) -> dict[str, Any]:
    data = site_detail(conn, slug)
    return {"page": "site", "title": data["place"]["name"], **data, "site_map": data["map"]}
