"""Sites: ring rows placed on the map through the bundled gazetteer, and everything within a radius.

A ring row's made-in text is read by ``model.gazetteer.locate`` into places (a park,
city or region, each with its source), or, when it names only a country, into that
country's centre (precision ``country``, drawn differently and never inside a radius).
Parts of the text that name no place are kept and listed (``unresolved``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from sqlalchemy import Connection, select

from chipatlas.analyze.base import Row, load_rows
from chipatlas.analyze.records_sites import (
    Nearby,
    Pin,
    PlaceRecord,
    SiteDetail,
    SiteMap,
    SiteRow,
    SitesIndex,
    SiteSummary,
    Unresolved,
)
from chipatlas.errors import ConfigError, NotFoundError
from chipatlas.model.gazetteer import Located, Place, by_slug, haversine_km, locate
from chipatlas.resolve import Resolver
from chipatlas.store.tables import ring_rows

NEARBY_KM = 100.0
# Ties between statuses at one pin go to the more US one: the map is read for US content.
_STATUS_ORDER = ("made_in_us", "some_us_volume", "planned_us_volume", "made_abroad", "not_disclosed")


def place_record(p: Place) -> PlaceRecord:
    return {
        "slug": p.slug,
        "name": p.name,
        "kind": p.kind,
        "country": p.country,
        "country_name": p.country_name,
        "region": p.region,
        "lat": p.lat,
        "lon": p.lon,
        "geonames_id": p.geonames_id,
        "point_from": p.point_from,
        "source_url": p.source_url,
        "note": p.note,
    }


def site_row(r: Row) -> SiteRow:
    return {
        "platform": r["platform"],
        "slug": r["slug"],
        "component": r["component"],
        "supplier": r["supplier"],
        "supplier_id": r["supplier_id"],
        "role": r["role"],
        "made_in_country": r["country"],
        "made_in_site": r["made_in_site"],
        "us_status": r["us_status"],
        "evidence": r["evidence"],
        "supply_id": r["supply_id"],
        "location_id": r["location_id"],
        "document": r["document_id"],
        "source_url": r["source_url"],
    }


def located(r: Row) -> Located:
    return locate(r["made_in_site"], r["made_in_country"])


def _dominant(statuses: Counter[str]) -> str:
    top = max(statuses.values())
    return next(s for s in (*_STATUS_ORDER, *sorted(statuses)) if statuses.get(s) == top)


def _pin(place: Place, precision: str, rows: list[Row]) -> Pin:
    statuses = Counter(r["us_status"] or "not_disclosed" for r in rows)
    return {
        "place": place_record(place),
        "precision": precision,
        "n_rows": len(rows),
        "us_status": _dominant(statuses),
        "status_counts": dict(sorted(statuses.items())),
        "components": list(dict.fromkeys(r["component"] for r in rows)),
        "suppliers": list(dict.fromkeys(r["supplier"] for r in rows if r["supplier"])),
        "platforms": list(dict.fromkeys(r["platform"] for r in rows)),
        "rows": [site_row(r) for r in rows],
    }


def _unresolved(r: Row, where: Located) -> Unresolved:
    return {
        "platform": r["platform"],
        "slug": r["slug"],
        "component": r["component"],
        "supplier": r["supplier"],
        "made_in_country": r["made_in_country"],
        "made_in_site": r["made_in_site"],
        "unresolved": list(where.unresolved),
        "placed_at": [p.slug for p in where.places],
        "supply_id": r["supply_id"],
        "document": r["document_id"],
    }


def site_map(rows: Iterable[Row]) -> SiteMap:
    """Pins (one per place, sized by rows) for these ring rows, and the text that named no place."""
    at: dict[str, tuple[Place, str, list[Row]]] = {}
    unresolved: list[Unresolved] = []
    n = n_site = n_country = n_none = 0
    for r in rows:
        n += 1
        where = located(r)
        if where.unresolved:
            unresolved.append(_unresolved(r, where))
        if where.precision == "none":
            n_none += 1
            continue
        n_site += where.precision == "site"
        n_country += where.precision == "country"
        for place in where.places:
            precision = "country" if place.kind == "country" else "site"
            at.setdefault(place.slug, (place, precision, []))[2].append(r)
    pins = [_pin(p, precision, rs) for p, precision, rs in at.values()]
    pins.sort(key=lambda p: (-p["n_rows"], p["place"]["name"]))
    return {
        "pins": pins,
        "n_rows": n,
        "n_rows_at_site": n_site,
        "n_rows_country_only": n_country,
        "n_rows_no_place": n_none,
        "unresolved": unresolved,
    }


def platform_site_map(conn: Connection, platform_id: str) -> SiteMap:
    return site_map(load_rows(conn, ring_rows.c.platform_id == platform_id))


def company_site_map(conn: Connection, company_id: str) -> SiteMap:
    """Where a company's ring rows are made (every id merged into it counts)."""
    members = Resolver(conn).members(company_id)
    return site_map(load_rows(conn, ring_rows.c.supplier_id.in_(members)))


def _summary(pin: Pin) -> SiteSummary:
    return {
        "place": pin["place"],
        "n_rows": pin["n_rows"],
        "n_platforms": len(pin["platforms"]),
        "us_status": pin["us_status"],
    }


def sites_index(conn: Connection) -> SitesIndex:
    """Every place any ring row is made at, busiest first, with the map of all of them."""
    everything = site_map(load_rows(conn))
    return {"sites": [_summary(p) for p in everything["pins"]], "map": everything}


def site_detail(conn: Connection, slug: str) -> SiteDetail:
    """One place: the ring rows made there, the places with rows near it, and its map."""
    place = by_slug(slug)
    if place is None:
        raise NotFoundError(f"no site {slug!r} in the gazetteer; see /sites for the list")
    everything = site_map(load_rows(conn))
    pins = {p["place"]["slug"]: p for p in everything["pins"]}
    mine = pins.get(slug)
    rows = mine["rows"] if mine else []
    nearby: list[Nearby] = []
    if place.kind != "country":
        for other in everything["pins"]:
            o = by_slug(other["place"]["slug"])
            if o is None or o.slug == slug or o.kind == "country":
                continue
            d = haversine_km(place, o)
            if d <= NEARBY_KM:
                nearby.append(
                    {"place": other["place"], "distance_km": round(d, 1), "n_rows": other["n_rows"]}
                )
        nearby.sort(key=lambda x: x["distance_km"])
    shown = [
        p for p in everything["pins"] if p["place"]["slug"] in {slug, *(x["place"]["slug"] for x in nearby)}
    ]
    return {
        "place": place_record(place),
        "rows": rows,
        "platforms": list(dict.fromkeys(r["platform"] for r in rows)),
        "nearby": nearby,
        "map": {**everything, "pins": shown, "unresolved": []},
    }


_RADIUS = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(km|kilometres?|kilometers?|mi|miles?)?\s*$", re.I)


def parse_radius(text: str) -> float:
    """'50km', '50 km', '30 mi', '50' (km) -> kilometres; anything else is an error that says so."""
    m = _RADIUS.match(text)
    if not m:
        raise ConfigError(f"radius {text!r} is not a distance; write e.g. '50km' or '30mi'")
    value = float(m.group(1))
    km = value * 1.609344 if (m.group(2) or "km").lower().startswith("mi") else value
    if not 0 < km <= 20_000:
        raise ConfigError(f"radius {text!r} must be more than 0 and at most 20000 km")
    return km


def distinct_sites(conn: Connection) -> list[tuple[str, str | None]]:
    """Every (made-in site, country) text pair the rings state."""
    query = select(ring_rows.c.made_in_site, ring_rows.c.made_in_country).distinct()
    return [(s, c) for s, c in conn.execute(query) if s and s.strip()]
