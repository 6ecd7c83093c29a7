"""Places with coordinates, offline: the bundled gazetteer and the reading of made-in text.

``data/gazetteer.csv`` (built by scripts/build_gazetteer.py) holds GeoNames cities with
their ids, and regions and industrial parks placed at one of those cities, each with
the page it comes from. A country named without a site is placed at the centre of its
largest outline in the bundled world map (precision ``country``), never at a city.

``locate(site, country)`` reads a ring row's made-in text ("Fab 18, Southern Taiwan
Science Park (Tainan)", "Hsinchu and Tainan", "Wisconsin and Houston, Texas") into the
places it names, and keeps every part that names none, so nothing is dropped silently.
"""

from __future__ import annotations

import csv
import io
import math
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from chipatlas.model import countries
from chipatlas.model.worldmap import country_rings

EARTH_RADIUS_KM = 6371.0088  # the IUGG mean radius
HEADER = (
    "slug",
    "name",
    "kind",
    "country",
    "region",
    "lat",
    "lon",
    "geonames_id",
    "point_from",
    "aliases",
    "source_url",
    "note",
)
SITE_PREFIX = "site:"
_KIND_ORDER = {"park": 0, "city": 1, "region": 2, "country": 3}


@dataclass(frozen=True)
class Place:
    slug: str
    name: str
    kind: str  # city | region | park | country
    country: str  # ISO 3166 alpha-2
    region: str
    lat: float
    lon: float
    geonames_id: str
    point_from: str  # slug of the city a region or park is placed at; "" for a city
    aliases: tuple[str, ...]
    source_url: str
    note: str

    @property
    def country_name(self) -> str:
        found = countries.lookup(self.country)
        return found.name if found else self.country


@dataclass(frozen=True)
class Located:
    """Where one made-in text points: its places, and the parts that named no place."""

    places: tuple[Place, ...]
    unresolved: tuple[str, ...]
    precision: str  # site | country | none


def site_id(slug: str) -> str:
    """The stored Site entity of a gazetteer place (``chipatlas init`` loads the gazetteer)."""
    return SITE_PREFIX + slug


@cache
def site_ids() -> frozenset[str]:
    """Every gazetteer place's Site id: places are not linked as mentions in prose."""
    return frozenset(site_id(p.slug) for p in places())


def fold(text: str) -> str:
    """Accents, case and punctuation folded to single spaces: the key names are matched on."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(re.sub(r"[\W_]+", " ", text.casefold()).split())


@cache
def places() -> tuple[Place, ...]:
    text = resources.files("chipatlas.model").joinpath("data/gazetteer.csv").read_text("utf-8")
    out = []
    for row in csv.DictReader(io.StringIO(text)):
        out.append(
            Place(
                slug=row["slug"],
                name=row["name"],
                kind=row["kind"],
                country=row["country"],
                region=row["region"],
                lat=float(row["lat"]),
                lon=float(row["lon"]),
                geonames_id=row["geonames_id"],
                point_from=row["point_from"],
                aliases=tuple(a for a in row["aliases"].split("|") if a),
                source_url=row["source_url"],
                note=row["note"],
            )
        )
    return tuple(out)


def _ring_area_centroid(ring: list[tuple[float, float]]) -> tuple[float, float, float]:
    area = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1], strict=True):
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(area) < 1e-12:
        xs, ys = [p[0] for p in ring], [p[1] for p in ring]
        return 0.0, sum(xs) / len(xs), sum(ys) / len(ys)
    return abs(area) / 2, cx / (3 * area), cy / (3 * area)


@cache
def country_place(code: str) -> Place | None:
    """A country as a place: the centre of its largest outline (e.g. the contiguous US)."""
    found = countries.lookup(code)
    rings = country_rings(code)
    if found is None or not rings:
        return None
    _, lon, lat = max(_ring_area_centroid(r) for r in rings)
    return Place(
        slug=f"country-{code.lower()}",
        name=found.name,
        kind="country",
        country=code,
        region="",
        lat=round(lat, 4),
        lon=round(lon, 4),
        geonames_id="",
        point_from="",
        aliases=(),
        source_url="https://www.naturalearthdata.com/",
        note="no site stated: placed at the centre of the country's largest outline (Natural Earth)",
    )


@dataclass(frozen=True)
class PlaceIndex:
    """Places by folded name and alias, per country, longest name first: what made-in text
    is matched on. Ingest reads with the bundled gazetteer's index; the store's pages read
    with the index of the Sites the store holds, so a place learnt later is found too."""

    names: dict[str, tuple[tuple[str, Place], ...]]

    @classmethod
    def of(cls, among: Iterable[Place]) -> PlaceIndex:
        pairs: dict[str, list[tuple[str, Place]]] = {}
        for p in among:
            for name in (p.name, *p.aliases):
                if key := fold(name):
                    pairs.setdefault(p.country, []).append((key, p))
        return cls({cc: tuple(sorted(v, key=lambda kv: -len(kv[0]))) for cc, v in pairs.items()})

    def match(self, text: str, country: str | None = None) -> Place | None:
        """The place a piece of text names: a park before a city before a region, then the first."""
        key = f" {fold(text)} "
        pools = [country] if country else list(self.names)
        found: list[tuple[int, int, int, Place]] = []
        for cc in pools:
            for name, place in self.names.get(cc, ()):
                at = key.find(f" {name} ")
                if at >= 0:
                    found.append((_KIND_ORDER[place.kind], at, -len(name), place))
        if not found:
            return None
        return min(found, key=lambda f: f[:3])[3]

    def part(self, part: str, code: str | None) -> Place | None:
        """The place one part of a made-in text names, else the country it names, else None."""
        place = self.match(part, code)
        if place is None:
            named = countries.lookup(part.strip(" ()"))
            place = country_place(named.code) if named else None
        return place

    def locate(self, site: str | None, country: str | None) -> Located:
        """The places a ring row's made-in site and country name (see the module docstring)."""
        named = countries.lookup(country) if country and country.strip() else None
        code = named.code if named else None
        found: list[Place] = []
        missed: list[str] = []
        for piece in split_parts(site or ""):
            place = self.part(piece, code)
            if place is None:
                missed.append(piece)
            elif place not in found:
                found.append(place)
        if any(p.kind != "country" for p in found):
            return Located(tuple(found), tuple(missed), "site")
        if not found and code and (here := country_place(code)):
            found = [here]
        if country and country.strip() and named is None:
            missed.append(country.strip())
        return Located(tuple(found), tuple(missed), "country" if found else "none")


@cache
def bundled_index() -> PlaceIndex:
    return PlaceIndex.of(places())


def match(text: str, country: str | None = None) -> Place | None:
    """The bundled place a piece of text names (``PlaceIndex.match``)."""
    return bundled_index().match(text, country)


def split_parts(text: str) -> list[str]:
    """Parts of a made-in text: split on ';' and ' and ' outside brackets."""
    parts, depth, start = [], 0, 0
    i = 0
    while i < len(text):
        c = text[i]
        depth += (c in "([" and 1) or 0
        depth -= (c in ")]" and 1) or 0
        if depth == 0 and c == ";":
            parts.append(text[start:i])
            start = i + 1
        elif depth == 0 and text.startswith(" and ", i):
            parts.append(text[start:i])
            start = i + 5
            i += 4
        i += 1
    parts.append(text[start:])
    return [p.strip(" ,") for p in parts if p.strip(" ,")]


@cache
def locate(site: str | None, country: str | None) -> Located:
    """The bundled places a ring row's made-in site and country name, as ingest reads them."""
    return bundled_index().locate(site, country)


def by_slug(slug: str, among: Iterable[Place] | None = None) -> Place | None:
    """The place of that slug among ``among`` (default: the bundled gazetteer), or a country's
    centre (``country-tw``)."""
    for p in places() if among is None else among:
        if p.slug == slug:
            return p
    if slug.startswith("country-"):
        return country_place(slug.removeprefix("country-").upper())
    return None


def find(name: str) -> Place | None:
    """A place by what a person types: its slug, name or alias, else a name inside the text."""
    key = fold(name)
    for p in places():
        if key in {fold(p.slug), fold(p.name), *(fold(a) for a in p.aliases)}:
            return p
    return match(name)


def haversine_km(a: Place, b: Place) -> float:
    """Great-circle distance between two places on a sphere of the Earth's mean radius."""
    p1, p2 = math.radians(a.lat), math.radians(b.lat)
    dp, dl = p2 - p1, math.radians(b.lon - a.lon)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(h)))
