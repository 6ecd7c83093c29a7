"""Exposure of a site and its radius: everything made within N km of a place (haversine).

The place is found among the stored Sites (``analyze/stored_sites.py``: "Hsinchu", "Hsinchu
Science Park", "Cheongju"). A ring row is inside when a city or park its made-in text names lies
within the radius; a row that names only a country has no point of its own and is never inside
(the answer counts such rows in the countries the radius touches, so none is lost
silently). A row that names only a state or region ("Arizona") is never inside either: its point
is the region's capital or centroid, which would be false precision; when that point is within
the radius or the centre lies in the region, the row is listed apart (``placed_by_region``).
The answer is ``exposure``'s, plus the centre, the radius, the places inside
with their distances, and a first reasoning step per component that says which place,
how far, and where its point comes from.
"""

from __future__ import annotations

from sqlalchemy import Connection, select

from chipatlas.analyze.exposure import Target, exposure_of_target
from chipatlas.analyze.records_exposure import PlaceInside, RegionOnlyRow, SiteExposure
from chipatlas.analyze.sites import distinct_sites, place_record
from chipatlas.analyze.stored_sites import StoredSites, stored_sites
from chipatlas.errors import NotFoundError
from chipatlas.model.gazetteer import Place, haversine_km
from chipatlas.store.tables import entities, ring_rows


def center_of(stored: StoredSites, name: str) -> Place:
    place = stored.find(name)
    if place is None:
        raise NotFoundError(
            # both faces read this: name the command and the page, not a bare web path
            f"no place called {name!r} among the stored sites ('chipatlas sites' or the /sites page"
            " list them; docs/methods.md#sites)"
        )
    return place


def _inside(
    center: Place, texts: list[tuple[str, str | None]], km: float, stored: StoredSites
) -> tuple[dict[str, list[tuple[Place, float]]], dict[str, tuple[Place, float]]]:
    """Made-in site text -> the cities and parks it names within ``km`` of the centre, with
    distances; and made-in text naming only a region near the centre -> (region, distance)."""
    out: dict[str, list[tuple[Place, float]]] = {}
    regional: dict[str, tuple[Place, float]] = {}
    for site, country in texts:
        found = stored.locate(site, country).places
        for p in found:
            if p.kind in ("country", "region"):
                continue
            d = haversine_km(center, p)
            if d <= km:
                out.setdefault(site, []).append((p, d))
        if any(p.kind not in ("country", "region") for p in found):
            continue  # a city or park is named: the row is placed by it, in or out
        for p in found:
            d = haversine_km(center, p)
            if p.kind == "region" and (d <= km or _holds(p, center)):
                regional[site] = (p, d)
    return out, regional


def _holds(region: Place, center: Place) -> bool:
    """Whether the centre lies in the region, as the gazetteer files it."""
    return region.country == center.country and bool(center.region) and center.region == region.name


def _by_region(conn: Connection, regional: dict[str, tuple[Place, float]]) -> list[RegionOnlyRow]:
    if not regional:
        return []
    cols = (
        ring_rows.c.platform_id,
        entities.c.caption,
        ring_rows.c.component,
        ring_rows.c.supplier,
        ring_rows.c.made_in_site,
        ring_rows.c.supply_id,
        ring_rows.c.document_id,
    )
    query = (
        select(*cols)
        .join(entities, entities.c.id == ring_rows.c.platform_id)
        .where(ring_rows.c.made_in_site.in_(sorted(regional)))
        .order_by(entities.c.caption, ring_rows.c.position)
    )
    return [
        {
            "platform_id": r.platform_id,
            "platform": r.caption,
            "component": r.component,
            "supplier": r.supplier,
            "made_in_site": r.made_in_site,
            "region": regional[r.made_in_site][0].name,
            "region_point_km": round(regional[r.made_in_site][1], 1),
            "supply_id": r.supply_id,
            "document": r.document_id,
        }
        for r in conn.execute(query)
    ]


def _fmt_km(km: float) -> str:
    return f"{km:g}" if km == round(km, 1) else f"{km:.1f}"


def site_exposure(conn: Connection, name: str, radius_km: float) -> SiteExposure:
    """``{entity, kind: "site", center, radius_km, places, exposures: [...]}`` (see the module)."""
    stored = stored_sites(conn)
    center = center_of(stored, name)
    inside, regional = _inside(center, distinct_sites(conn), radius_km, stored)
    texts = set(inside)
    label = f"{center.name} (within {_fmt_km(radius_km)} km)"
    target = Target(
        "site",
        f"site:{center.slug}",
        label,
        ring_rows.c.made_in_site.in_(sorted(texts)),
        lambda r: r["made_in_site"] in texts,
    )
    result = exposure_of_target(conn, target)
    for e in result["exposures"]:
        steps = []
        for row in e["rows"]:
            for p, d in inside.get(row["made_in_site"] or "", []):
                point = f"GeoNames {p.geonames_id}" if p.geonames_id else p.source_url
                via = f", placed at {p.point_from}" if p.point_from else ""
                steps.append(
                    f"{row['supplier'] or 'an undisclosed supplier'} makes it at {p.name} "
                    f"({d:.1f} km from {center.name}; point: {point}{via}) as the row states "
                    f"'{row['made_in_site']}' (row {row['supply_id']}, document {str(row['document'])[:12]})"
                )
        e["reasoning"] = [*dict.fromkeys(steps), *e["reasoning"]]
    by_region = _by_region(conn, regional)
    places: dict[str, PlaceInside] = {}
    for hits in inside.values():
        for p, d in hits:
            places[p.slug] = {"place": place_record(p), "distance_km": round(d, 1)}
    return {
        **result,
        "center": place_record(center),
        "radius_km": radius_km,
        "places": sorted(places.values(), key=lambda x: (x["distance_km"], x["place"]["name"])),
        "n_placed_by_region": len(by_region),
        "placed_by_region": by_region,
    }
