"""Sites: ring rows placed on the map through the stored Sites, and everything within a radius.

A ring row's made-in text was read at ingest into the Sites it names (a park, city or
region of the bundled gazetteer, each a stored entity with its point and source: see
``analyze/stored_sites.py``), or, when it names only a country, is placed at that
country's centre (precision ``country``, drawn differently and never inside a radius).
Parts of the text that name no place are kept and listed (``unresolved``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from sqlalchemy import ColumnElement, Connection, and_, func, or_, select

from chipatlas.analyze.base import Row, brief, load_rows
from chipatlas.analyze.records_sites import (
    Nearby,
    Pin,
    PlaceRecord,
    SiteDetail,
    SiteMap,
    SitesIndex,
    SiteSummary,
    Unresolved,
)
from chipatlas.analyze.stored_sites import StoredSites, stored_sites
from chipatlas.errors import ConfigError, NotFoundError
from chipatlas.model.gazetteer import Located, Place, haversine_km
from chipatlas.resolve import Resolver
from chipatlas.store.tables import ring_rows

NEARBY_KM = 100.0
UNRESOLVED_SHOWN = 200  # rows listed under the index map; the count covers them all
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


def located(r: Row, stored: StoredSites) -> Located:
    return stored.locate(r["made_in_site"], r["made_in_country"])


def status_at(place: Place, status: str | None) -> str:
    """A row's US status at one of its places. A row naming places in several countries
    ("San Jose, California; Bade District, Taoyuan") states its status for all of them: at a
    place outside the US nothing is made in the US, whatever the row says of its others
    (walk15: Bade, Taiwan, was pinned "some US volume"; Taiwan's parks "not disclosed")."""
    if place.country and place.country != "US":
        return "made_abroad"
    return status or "not_disclosed"


def _dominant(statuses: Counter[str]) -> str:
    top = max(statuses.values())
    return next(s for s in (*_STATUS_ORDER, *sorted(statuses)) if statuses.get(s) == top)


def pin_precision(place: Place) -> str:
    """How precisely a pin stands: ``site`` (a city or park), ``region`` (only a state or region
    is stated: its point is the capital or centroid, drawn apart so it does not read as a city),
    ``country`` (the country's centre)."""
    return place.kind if place.kind in ("country", "region") else "site"


def _pin(place: Place, precision: str, rows: list[Row]) -> Pin:
    statuses = Counter(status_at(place, r["us_status"]) for r in rows)
    return {
        "place": place_record(place),
        "precision": precision,
        "n_rows": len(rows),
        "us_status": _dominant(statuses),
        "status_counts": dict(sorted(statuses.items())),
        "n_platforms": len({r["platform_id"] for r in rows}),
        "components": list(dict.fromkeys(r["component"] for r in rows)),
        "suppliers": list(dict.fromkeys(r["supplier"] for r in rows if r["supplier"])),
        "platforms": list(dict.fromkeys(r["platform"] for r in rows)),
        "rows": [brief(r) for r in rows],
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


def site_map(rows: Iterable[Row], stored: StoredSites) -> SiteMap:
    """Pins (one per place, sized by rows) for these ring rows, and the text that named no place."""
    at: dict[str, tuple[Place, str, list[Row]]] = {}
    unresolved: list[Unresolved] = []
    n = n_site = n_country = n_none = 0
    for r in rows:
        n += 1
        where = located(r, stored)
        if where.unresolved:
            unresolved.append(_unresolved(r, where))
        if where.precision == "none":
            n_none += 1
            continue
        n_site += where.precision == "site"
        n_country += where.precision == "country"
        for place in where.places:
            precision = pin_precision(place)
            at.setdefault(place.slug, (place, precision, []))[2].append(r)
    pins = [_pin(p, precision, rs) for p, precision, rs in at.values()]
    pins.sort(key=lambda p: (-p["n_rows"], p["place"]["name"]))
    return {
        "pins": pins,
        "n_rows": n,
        "n_rows_at_site": n_site,
        "n_rows_country_only": n_country,
        "n_rows_no_place": n_none,
        "n_unresolved": len(unresolved),
        "unresolved": unresolved,
    }


def platform_site_map(conn: Connection, platform_id: str, rows: list[Row] | None = None) -> SiteMap:
    """``rows``: the platform's ring rows (``load_rows``), when the caller has them already."""
    mine = ring_rows.c.platform_id == platform_id
    return site_map(load_rows(conn, mine) if rows is None else rows, stored_sites(conn, mine))


def company_site_map(conn: Connection, company_id: str) -> SiteMap:
    """Where a company's ring rows are made (every id merged into it counts)."""
    members = Resolver(conn).members(company_id)
    theirs = ring_rows.c.supplier_id.in_(members)
    return site_map(load_rows(conn, theirs), stored_sites(conn, theirs))


def _summary(pin: Pin) -> SiteSummary:
    return {
        "place": pin["place"],
        "n_rows": pin["n_rows"],
        "n_platforms": pin["n_platforms"],
        "us_status": pin["us_status"],
    }


@dataclass(frozen=True)
class _Group:
    """Ring rows sharing one made-in text, status and platform: counted in SQL, read once."""

    site: str | None
    country: str | None
    status: str
    platform_id: str
    n: int
    where: Located


def _texts(groups: Iterable[_Group]) -> ColumnElement[bool]:
    """Rows whose (made-in site, country) text is one of these groups' (each pair once)."""
    site, country = ring_rows.c.made_in_site, ring_rows.c.made_in_country
    pairs = dict.fromkeys((g.site, g.country) for g in groups)
    return or_(
        *(
            and_(
                site == s if s is not None else site.is_(None),
                country == c if c is not None else country.is_(None),
            )
            for s, c in pairs
        )
    )


def _groups(conn: Connection, stored: StoredSites) -> list[_Group]:
    c = ring_rows.c
    query = select(c.made_in_site, c.made_in_country, c.us_status, c.platform_id, func.count()).group_by(
        c.made_in_site, c.made_in_country, c.us_status, c.platform_id
    )
    return [
        _Group(site, country, status or "not_disclosed", pid, n, stored.locate(site, country))
        for site, country, status, pid, n in conn.execute(query)
    ]


def _summary_pins(groups: Iterable[_Group], keep: Callable[[str], bool] = lambda slug: True) -> list[Pin]:
    """Pins with counts only (no rows): the index of a large store stays one grouped query."""
    at: dict[str, tuple[Place, Counter[str], set[str]]] = {}
    for g in groups:
        for place in g.where.places:
            if keep(place.slug):
                _, statuses, pids = at.setdefault(place.slug, (place, Counter(), set()))
                statuses[status_at(place, g.status)] += g.n
                pids.add(g.platform_id)
    pins: list[Pin] = []
    for place, statuses, pids in at.values():
        pins.append(
            {
                "place": place_record(place),
                "precision": pin_precision(place),
                "n_rows": sum(statuses.values()),
                "us_status": _dominant(statuses),
                "status_counts": dict(sorted(statuses.items())),
                "n_platforms": len(pids),
                "components": [],
                "suppliers": [],
                "platforms": [],
                "rows": [],
            }
        )
    pins.sort(key=lambda p: (-p["n_rows"], p["place"]["name"]))
    return pins


def sites_index(conn: Connection) -> SitesIndex:
    """Every place any ring row is made at, busiest first, with the map of all of them."""
    stored = stored_sites(conn)
    groups = _groups(conn, stored)
    pins = _summary_pins(groups)
    missed = [g for g in groups if g.where.unresolved]
    unresolved: list[Unresolved] = []
    if missed:
        some = select(ring_rows.c.supply_id).where(_texts(missed)).limit(UNRESOLVED_SHOWN)
        rows = load_rows(conn, ring_rows.c.supply_id.in_(some.scalar_subquery()))
        unresolved = [_unresolved(r, located(r, stored)) for r in rows if located(r, stored).unresolved]
    precision: Counter[str] = Counter()
    for g in groups:
        precision[g.where.precision] += g.n
    m: SiteMap = {
        "pins": pins,
        "n_rows": sum(precision.values()),
        "n_rows_at_site": precision["site"],
        "n_rows_country_only": precision["country"],
        "n_rows_no_place": precision["none"],
        "n_unresolved": sum(g.n for g in missed),
        "unresolved": unresolved,
    }
    return {"sites": [_summary(p) for p in pins], "map": m}


def site_detail(conn: Connection, slug: str) -> SiteDetail:
    """One place: the ring rows made there, the places with rows near it, and its map."""
    stored = stored_sites(conn)
    place = stored.by_slug(slug)
    if place is None:
        raise NotFoundError(f"no site {slug!r} in the store; see /sites for the list")
    groups = _groups(conn, stored)
    mine = [g for g in groups if place in g.where.places]
    rows = load_rows(conn, _texts(mine)) if mine else []
    nearby: list[Nearby] = []
    if place.kind != "country":
        for other in _summary_pins(groups, lambda s: s != slug):
            o = stored.by_slug(other["place"]["slug"])
            if o is not None and o.kind != "country" and (d := haversine_km(place, o)) <= NEARBY_KM:
                nearby.append(
                    {"place": other["place"], "distance_km": round(d, 1), "n_rows": other["n_rows"]}
                )
        nearby.sort(key=lambda x: x["distance_km"])
    near = {x["place"]["slug"] for x in nearby}
    here = site_map(rows, stored)
    here["pins"] = [p for p in here["pins"] if p["place"]["slug"] == slug]
    here["pins"] += _summary_pins(groups, lambda s: s in near)
    return {
        "place": place_record(place),
        "rows": [brief(r) for r in rows],
        "platforms": list(dict.fromkeys(r["platform"] for r in rows)),
        "nearby": nearby,
        "map": here,
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
