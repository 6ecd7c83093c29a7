"""Server-side SVG for the analysis pages: horizontal bars, and a world map shaded by dependence.

Every text that reaches the SVG is escaped.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from chipatlas.model.worldmap import VIEWBOX, country_paths

_BAR_W, _ROW_H, _LABEL_W = 260, 22, 170


def hbars(entries: list[dict[str, Any]], value: str, name: str, aria: str, limit: int = 15) -> Markup:
    """One bar per entry (``entry[name]``, ``entry[value]``), largest first as given."""
    shown = [e for e in entries if e.get(value)][:limit]
    if not shown:
        return Markup('<p class="gap">Nothing to chart.</p>')
    top = max(int(e[value]) for e in shown)
    height = _ROW_H * len(shown) + 4
    width = _LABEL_W + _BAR_W + 40
    out = [
        f'<svg class="bars" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="{escape(aria)}">'
    ]
    for i, e in enumerate(shown):
        y = i * _ROW_H + 2
        n = int(e[value])
        w = max(2, round(_BAR_W * n / top))
        out.append(
            f"<g><title>{escape(f'{e[name]}: {n}')}</title>"
            f'<text x="{_LABEL_W - 6}" y="{y + 15}" text-anchor="end">{escape(str(e[name]))}</text>'
            f'<rect class="bar" x="{_LABEL_W}" y="{y + 3}" width="{w}" height="{_ROW_H - 6}"></rect>'
            f'<text x="{_LABEL_W + w + 6}" y="{y + 15}">{n}</text></g>'
        )
    out.append("</svg>")
    return Markup("".join(out))


def dependence_map(countries: list[dict[str, Any]], base_href: str) -> Markup:
    """The base map, each made-in country shaded by how many (platform, component) pairs use it."""
    paths = country_paths()
    coded = [c for c in countries if c.get("code") in paths and c.get("n_components")]
    top = max((int(c["n_components"]) for c in coded), default=1)
    names = ", ".join(str(c["country"]) for c in coded) or "no country stated"
    out = [
        f'<svg class="map dependence" viewBox="{VIEWBOX}" role="img" '
        f'aria-label="{escape("Components made in: " + names)}">'
        f'<image href="{escape(base_href)}" x="0" y="0" width="1000" height="400"></image>'
    ]
    for c in coded:
        level = 1 + round(3 * int(c["n_components"]) / top)
        tip = f"{c['country']}: {c['n_components']} components on {c['n_platforms']} platforms"
        tip += f" ({c['n_rows']} rows)"
        out.append(
            f'<path class="made l{level}" data-code="{escape(c["code"])}" fill-rule="evenodd" '
            f'd="{paths[c["code"]]}"><title>{escape(tip)}</title></path>'
        )
    out.append("</svg>")
    return Markup("".join(out))
