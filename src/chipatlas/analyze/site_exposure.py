"""Exposure of a site and its radius: everything made within N km of a place (haversine).

The place is found among the stored Sites (``analyze/stored_sites.py``: "Hsinchu", "Hsinchu
Science Park", "Cheongju"). A ring row is inside when a Site its made-in text names lies within
the radius; a row that names only a country has no point of its own and is never inside
(the answer counts such rows in the countries the radius touches, so none is lost
silently). The answer is ``exposure``'s, plus the centre, the radius, the places inside
with their distances, and a first reasoning step per component that says which place,
how far, and where its point comes from.
"""

from __future__ import annotations

from sqlalchemy import Connection

from chipatlas.analyze.exposure import Target, exposure_of_target
from chipatlas.analyze.records_exposure import PlaceInside, SiteExposure
from chipatlas.analyze.sites import distinct_sites, place_record
from chipatlas.analyze.stored_sites import StoredSites, stored_sites
from chipatlas.errors import NotFoundError
from chipatlas.model.gazetteer import Place, haversine_km
from chipatlas.store.tables import ring_rows


def center_of(stored: StoredSites, name: str) -> Place:
    place = stored.find(name)
    if place is None:
        raise NotFoundError(
            f"no place called {name!r} among the stored sites (see /sites or docs/methods.md#sites)"
        )
    return place


def _inside(
    center: Place, texts: list[tuple[str, str | None]], km: float, stored: StoredSites
) -> dict[str, list[tuple[Place, float]]]:
    """Made-in site text -> the places it names within ``km`` of the centre, with distances."""
    out: dict[str, list[tuple[Place, float]]] = {}
    for site, country in texts:
        for p in stored.locate(site, country).places:
            if p.kind == "country":
                continue
            d = haversine_km(center, p)
            if d <= km:
                out.setdefault(site, []).append((p, d))
    return out


def _fmt_km(km: float) -> str:
    return f"{km:g}" if km == round(km, 1) else f"{km:.1f}"


def site_exposure(conn: Connection, name: str, radius_km: float) -> SiteExposure:
    """``{entity, kind: "site", center, radius_km, places, exposures: [...]}`` (see the module)."""
    stored = stored_sites(conn)
    center = center_of(stored, name)
    inside = _inside(center, distinct_sites(conn), radius_km, stored)
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
    places: dict[str, PlaceInside] = {}
    for hits in inside.values():
        for p, d in hits:
            places[p.slug] = {"place": place_record(p), "distance_km": round(d, 1)}
    return {
        **result,
        "center": place_record(center),
        "radius_km": radius_km,
        "places": sorted(places.values(), key=lambda x: (x["distance_km"], x["place"]["name"])),
    }
