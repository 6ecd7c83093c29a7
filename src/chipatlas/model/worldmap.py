"""Country outlines as SVG paths, for world-map charts drawn offline.

The charts must render without a network and without a GIS stack, so the package
ships simplified Natural Earth outlines (data/world_map.json, built once by
scripts/build_world_map.py, which also says where they came from) and this module
projects them with a plain equirectangular projection onto a fixed viewBox:
longitude -180..180 maps to x 0..WIDTH, latitude LAT_TOP..LAT_BOTTOM to y 0..HEIGHT
(Antarctica is not shipped). Rings crossing the antimeridian were cut at build time,
so no path streaks across the map. A country too small to see at this scale
(Singapore, Bahrain, Malta...) is drawn as a dot so that it can still be coloured.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from itertools import accumulate

from chipatlas.jsonvalue import JSONObject

WIDTH = 1000
HEIGHT = 400
LAT_TOP = 84.0
LAT_BOTTOM = LAT_TOP - 360.0 * HEIGHT / WIDTH  # -60: the same scale on both axes
VIEWBOX = f"0 0 {WIDTH} {HEIGHT}"
DOT_RADIUS = 1.5  # viewBox units, for countries smaller than MIN_EXTENT
MIN_EXTENT = 2.0  # viewBox units

_SCALE = WIDTH / 360.0


def project(lon: float, lat: float) -> tuple[float, float]:
    """Longitude/latitude in degrees -> (x, y) on VIEWBOX (e.g. to place a site marker)."""
    return (lon + 180.0) * _SCALE, (LAT_TOP - lat) * _SCALE


@cache
def _data() -> JSONObject:
    text = resources.files("chipatlas.model").joinpath("data/world_map.json").read_text("utf-8")
    data: JSONObject = json.loads(text)
    return data


def _decode(ring: list[int]) -> list[tuple[float, float]]:
    """Flat delta-encoded hundredths of a degree -> projected points."""
    xs = accumulate(ring[0::2])
    ys = accumulate(ring[1::2])
    return [project(x / 100.0, y / 100.0) for x, y in zip(xs, ys, strict=True)]


def _fmt(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _path(rings: list[list[int]]) -> str:
    projected = [_decode(ring) for ring in rings]
    points = [p for ring in projected for p in ring]
    if not points:
        return ""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    if max(max(xs) - min(xs), max(ys) - min(ys)) < MIN_EXTENT:
        cx, cy, r = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, DOT_RADIUS
        return f"M{_fmt(cx - r)},{_fmt(cy)}a{r},{r} 0 1,0 {2 * r},0a{r},{r} 0 1,0 {-2 * r},0Z"
    parts = []
    for ring in projected:
        coords: list[str] = []
        for x, y in ring:
            pair = f"{_fmt(x)},{_fmt(y)}"
            if not coords or pair != coords[-1]:
                coords.append(pair)
        if len(set(coords)) >= 3:
            parts.append("M" + " ".join(coords) + "Z")
    return "".join(parts)


@cache
def _country_paths() -> dict[str, str]:
    countries: dict[str, list[list[int]]] = _data()["countries"]
    paths = {code: _path(rings) for code, rings in countries.items()}
    return {code: d for code, d in paths.items() if d}


def country_paths() -> dict[str, str]:
    """ISO 3166 alpha-2 -> SVG path ``d`` on VIEWBOX (use fill-rule="evenodd" for lakes).

    Computed once and cached; the returned dict is a copy the caller may change.
    """
    return dict(_country_paths())


def unassigned_paths() -> dict[str, str]:
    """Land with no ISO 3166 code (Kosovo, Siachen Glacier...), to draw as plain land."""
    land: dict[str, list[list[int]]] = _data()["unassigned"]
    return {name: d for name, rings in land.items() if (d := _path(rings))}


def country_rings(code: str) -> list[list[tuple[float, float]]]:
    """A country's outline rings as (lon, lat) degrees, unprojected; [] for an unknown code."""
    rings: list[list[int]] = _data()["countries"].get(code, [])
    out = []
    for ring in rings:
        xs, ys = accumulate(ring[0::2]), accumulate(ring[1::2])
        out.append([(x / 100.0, y / 100.0) for x, y in zip(xs, ys, strict=True)])
    return out


def notice() -> str:
    """The source and licence line to credit under a chart."""
    return str(_data()["notice"])
