"""Server-side SVG: bars of ring rows by country, and a small map of where components are made.

Every text that reaches the SVG is escaped; the base map is one cached asset.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from markupsafe import Markup, escape

from chipatlas.model.worldmap import VIEWBOX, country_paths, notice, unassigned_paths

_BAR_W, _ROW_H, _LABEL_W = 260, 22, 150


def bars(made_in: dict[str, Any]) -> Markup:
    """Horizontal bars: rows per country, and the rows whose country is not disclosed."""
    entries = [(c["country"], c["n_rows"], ", ".join(c["components"]), False) for c in made_in["countries"]]
    gap = made_in["not_disclosed"]
    if gap["n_rows"]:
        entries.append(("Not disclosed", gap["n_rows"], ", ".join(gap["components"]), True))
    if not entries:
        return Markup('<p class="gap">No country is stated for any row.</p>')
    top = max(n for _, n, _, _ in entries)
    height = _ROW_H * len(entries) + 4
    width = _LABEL_W + _BAR_W + 40
    out = [
        f'<svg class="bars" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="Ring rows by country where made">'
    ]
    for i, (name, n, components, is_gap) in enumerate(entries):
        y = i * _ROW_H + 2
        w = max(2, round(_BAR_W * n / top))
        cls = "bar gap" if is_gap else "bar"
        tip = escape(f"{name}: {n} row{'s' if n != 1 else ''} ({components})")
        out.append(
            f"<g><title>{tip}</title>"
            f'<text x="{_LABEL_W - 6}" y="{y + 15}" text-anchor="end">{escape(name)}</text>'
            f'<rect class="{cls}" x="{_LABEL_W}" y="{y + 3}" width="{w}" height="{_ROW_H - 6}"></rect>'
            f'<text x="{_LABEL_W + w + 6}" y="{y + 15}">{n}</text></g>'
        )
    out.append("</svg>")
    return Markup("".join(out))


def world_map(made_in: dict[str, Any], base_href: str) -> Markup:
    """The base map as an image, with the countries that make components drawn over it."""
    paths = country_paths()
    coded = [c for c in made_in["countries"] if c.get("code") in paths]
    top = max((c["n_rows"] for c in coded), default=1)
    names = ", ".join(c["country"] for c in made_in["countries"]) or "no country stated"
    out = [
        f'<svg class="map" viewBox="{VIEWBOX}" role="img" aria-label="{escape("Made in: " + names)}">'
        f'<image href="{escape(base_href)}" x="0" y="0" width="1000" height="400"></image>'
    ]
    for c in coded:
        level = _level(c["n_rows"], top)
        rows = f"{c['n_rows']} row{'' if c['n_rows'] == 1 else 's'}"  # not "1 rows"
        tip = escape(f"{c['country']}: {rows} ({', '.join(c['components'])})")
        out.append(
            f'<path class="made l{level}" fill-rule="evenodd" d="{paths[c["code"]]}">'
            f"<title>{tip}</title></path>"
        )
    out.append("</svg>")
    return Markup("".join(out))


def _level(n_rows: int, top: int) -> int:
    """A country's shade, 1 (lightest) to 4, by its ring rows against the most any country has."""
    return 1 + round(3 * n_rows / top)


def map_legend(made_in: dict[str, Any]) -> Markup:
    """The map's key: each shade drawn with the ring-row counts it stands for on this map."""
    counts = [c["n_rows"] for c in made_in["countries"] if c.get("code") in country_paths()]
    if not counts:
        return Markup("")
    top = max(counts)
    ranges: dict[int, list[int]] = {}
    for n in range(1, top + 1):
        ranges.setdefault(_level(n, top), []).append(n)
    keys = []
    for level, ns in sorted(ranges.items()):
        text = f"{ns[0]}" if len(ns) == 1 else f"{ns[0]}–{ns[-1]}"
        keys.append(f'<li><span class="swatch l{level}" aria-hidden="true"></span> {text}</li>')
    return Markup(
        f'<ul class="map-key" aria-label="Shade: ring rows made in the country">'
        f'<li class="map-key-title">Ring rows made there:</li>{"".join(keys)}</ul>'
    )


@cache
def base_map_svg() -> str:
    """Every country as plain land: served once, cached by the browser."""
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{VIEWBOX}" width="1000" height="400">',
        "<style>path{fill:#dde3ea;stroke:#fff;stroke-width:.4}</style>",
        f"<!-- {escape(notice())} -->",
    ]
    for d in [*country_paths().values(), *unassigned_paths().values()]:
        parts.append(f'<path fill-rule="evenodd" d="{d}"/>')
    parts.append("</svg>")
    return "".join(parts)


def map_notice() -> str:
    return notice()
