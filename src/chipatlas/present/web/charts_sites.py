"""Server-side SVG site map: pins sized by ring rows and coloured by US status, on the world
map, with a zoomed inset for Taiwan, Korea and Japan (where most pins sit) and a legend.

At world scale Taiwan is a sliver and its pins overlap; the inset redraws that box six
times larger. Every pin is a link to its site page with a ``<title>`` that says the place,
the rows, their statuses and where the point comes from. Every text is escaped.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from markupsafe import Markup, escape

from chipatlas.analyze.records_sites import Pin, SiteMap
from chipatlas.model.worldmap import HEIGHT, WIDTH, country_paths, notice, project

# The inset: lon 116..141.2, lat 40..20.5 at ZOOM times the world scale.
INSET_LON, INSET_LAT, ZOOM = (116.0, 141.2), (20.5, 40.0), 6.0
INSET_X, INSET_Y = 0.0, HEIGHT + 10.0
_X0, _Y0 = project(INSET_LON[0], INSET_LAT[1])
INSET_W = (project(INSET_LON[1], 0)[0] - _X0) * ZOOM
INSET_H = (project(0, INSET_LAT[0])[1] - _Y0) * ZOOM
TOTAL_H = INSET_Y + INSET_H + 10
INSET_COUNTRIES = ("TW", "KR", "KP", "JP", "CN", "PH", "RU")
STATUS_COLOURS = {
    "made_in_us": "#1a7f37",
    "some_us_volume": "#2f81f7",
    "planned_us_volume": "#8250df",
    "made_abroad": "#d4600f",
    "not_disclosed": "#8c959f",
}
STATUS_LABELS = {
    "made_in_us": "Made in the US",
    "some_us_volume": "Some US volume",
    "planned_us_volume": "US volume planned",
    "made_abroad": "Made abroad",
    "not_disclosed": "Not disclosed",
}


def _in_inset(lon: float, lat: float) -> bool:
    return INSET_LON[0] <= lon <= INSET_LON[1] and INSET_LAT[0] <= lat <= INSET_LAT[1]


def _inset_xy(lon: float, lat: float) -> tuple[float, float]:
    x, y = project(lon, lat)
    return INSET_X + (x - _X0) * ZOOM, INSET_Y + (y - _Y0) * ZOOM


def _title(pin: Pin) -> str:
    p = pin["place"]
    n = pin["n_rows"]
    statuses = ", ".join(f"{STATUS_LABELS.get(s, s).lower()} {k}" for s, k in pin["status_counts"].items())
    where = f"{p['name']}, {p['country_name']}" if p["kind"] != "country" else p["name"]
    what = "; ".join(
        dict.fromkeys(f"{r['component']} ({r['supplier'] or 'not disclosed'})" for r in pin["rows"])
    )
    if p["kind"] == "country":
        point = "no site stated: placed at the country's centre"
    elif p["kind"] == "region":
        point = f"only the region is stated: placed at its capital ({p['point_from'] or 'its centroid'})"
    elif p["geonames_id"]:
        point = f"point: GeoNames {p['geonames_id']}" + (
            f" (placed at {p['point_from']})" if p["point_from"] else ""
        )
    else:
        point = f"point: {p['source_url']}"
    head = f"{where}: {n} ring row{'s' if n != 1 else ''} ({statuses})"
    if not pin["rows"]:  # a summary pin: counts only
        return f"{head} on {pin['n_platforms']} platform{'s' if pin['n_platforms'] != 1 else ''}. {point}"
    return f"{head}. {what}. On: {', '.join(pin['platforms'])}. {point}"


def _pin_svg(pin: Pin, x: float, y: float, r: float) -> str:
    p = pin["place"]
    colour = STATUS_COLOURS.get(pin["us_status"], STATUS_COLOURS["not_disclosed"])
    cls = "pin " + pin["precision"] if pin["precision"] in ("country", "region") else "pin"
    return (
        f'<a href="/sites/{escape(p["slug"])}" class="{cls}" data-slug="{escape(p["slug"])}" '
        f'data-country="{escape(p["country"])}" data-status="{escape(pin["us_status"])}" '
        f'data-rows="{pin["n_rows"]}">'
        f"<title>{escape(_title(pin))}</title>"
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{colour}"></circle></a>'
    )


def _radius(n: int, base: float, step: float) -> float:
    return base + step * math.sqrt(n)


def _inset(pins: Sequence[Pin]) -> list[str]:
    paths = country_paths()
    tx, ty = INSET_X - _X0 * ZOOM, INSET_Y - _Y0 * ZOOM
    box = f'x="{INSET_X}" y="{INSET_Y}" width="{INSET_W:.1f}" height="{INSET_H:.1f}"'
    out = [
        '<g class="inset" aria-label="Taiwan, Korea and Japan, zoomed">',
        f'<clipPath id="inset-clip"><rect {box}></rect></clipPath>',
        f'<rect class="inset-sea" {box}></rect>',
        f'<g clip-path="url(#inset-clip)"><g transform="translate({tx:.1f},{ty:.1f}) scale({ZOOM:g})">',
    ]
    out += [f'<path class="land" d="{paths[c]}"></path>' for c in INSET_COUNTRIES if c in paths]
    out.append("</g>")
    for pin in sorted(pins, key=lambda p: -p["n_rows"]):
        lon, lat = pin["place"]["lon"], pin["place"]["lat"]
        if _in_inset(lon, lat):
            x, y = _inset_xy(lon, lat)
            out.append(_pin_svg(pin, x, y, _radius(pin["n_rows"], 3, 2)))
    out.append("</g>")
    out.append(
        f'<text class="inset-label" x="{INSET_X + INSET_W - 8:.1f}" y="{INSET_Y + INSET_H - 10:.1f}" '
        'text-anchor="end">'
        f"Taiwan, Korea and Japan (x{ZOOM:g})</text>"
    )
    out.append("</g>")
    return out


def _legend(data: SiteMap) -> list[str]:
    x, y = INSET_W + 30, INSET_Y + 10
    out = [
        f'<g class="legend" transform="translate({x:.0f},{y:.0f})">',
        '<text x="0" y="12" class="lh">US status</text>',
    ]
    used = {p["us_status"] for p in data["pins"]}
    shown = [s for s in STATUS_COLOURS if s in used] or list(STATUS_COLOURS)
    for i, status in enumerate(shown):
        cy = 32 + i * 20
        out.append(
            f'<circle cx="8" cy="{cy}" r="6" fill="{STATUS_COLOURS[status]}"></circle>'
            f'<text x="22" y="{cy + 4}">{escape(STATUS_LABELS[status])}</text>'
        )
    y2 = 32 + len(shown) * 20 + 12
    out.append(f'<text x="0" y="{y2}" class="lh">Ring rows (pin size)</text>')
    for i, n in enumerate((1, 5, 20)):
        r = _radius(n, 2.5, 2)
        out.append(
            f'<circle class="size" cx="{12 + i * 50}" cy="{y2 + 24}" r="{r:.1f}"></circle>'
            f'<text x="{24 + i * 50 + r:.0f}" y="{y2 + 28}">{n}</text>'
        )
    y3 = y2 + 60
    out.append(
        f'<circle class="pin-key country" cx="8" cy="{y3}" r="6"></circle>'
        f'<text x="22" y="{y3 + 4}">dashed: only a country is stated (its centre)</text>'
        f'<circle class="pin-key region" cx="8" cy="{y3 + 20}" r="6"></circle>'
        f'<text x="22" y="{y3 + 24}">dotted: only a state or region is stated (its capital)</text>'
        f'<text x="0" y="{y3 + 46}">{data["n_rows_at_site"]} rows at a site or region, '
        f"{data['n_rows_country_only']} at a country only, "
        f"{data['n_rows_no_place']} with no place stated</text>"
    )
    if data["unresolved"]:
        out.append(
            f'<text x="0" y="{y3 + 66}">{len(data["unresolved"])} rows name a place the gazetteer lacks '
            "(listed below the map)</text>"
        )
    out.append("</g>")
    return out


def site_map(data: SiteMap | Mapping[str, object], base_href: str) -> Markup:
    """The site map as one inline SVG (the world base map is a cached image)."""
    pins: list[Pin] = list(data["pins"])  # type: ignore[call-overload]
    names = ", ".join(p["place"]["name"] for p in pins) or "no place stated"
    x0, y0 = project(INSET_LON[0], INSET_LAT[1])
    x1, y1 = project(INSET_LON[1], INSET_LAT[0])
    out = [
        f'<svg class="sitemap" viewBox="0 0 {WIDTH} {TOTAL_H:.0f}" role="img" '
        f'aria-label="{escape("Site map: " + names)}">',
        f'<image href="{escape(base_href)}" x="0" y="0" width="{WIDTH}" height="{HEIGHT}"></image>',
        f'<rect class="inset-box" x="{x0:.1f}" y="{y0:.1f}" width="{x1 - x0:.1f}" '
        f'height="{y1 - y0:.1f}"></rect>',
        '<g class="world">',
    ]
    for pin in sorted(pins, key=lambda p: -p["n_rows"]):
        x, y = project(pin["place"]["lon"], pin["place"]["lat"])
        out.append(_pin_svg(pin, x, y, _radius(pin["n_rows"], 2.5, 2)))
    out.append("</g>")
    out += _inset(pins)
    out += _legend(data)  # type: ignore[arg-type]
    out.append("</svg>")
    return Markup("".join(out))


def site_map_notice() -> str:
    return (
        "Points: GeoNames cities (geonames.org, CC BY 4.0) bundled offline; parks and regions are placed at "
        "a city, countries without a site at their centre. " + notice()
    )
