"""Concentration by made-in country: the Herfindahl-Hirschman index per component and platform.

Shares are shares of ring *rows* with a stated made-in country (the sources give no
volumes, so each known row weighs the same), of places making the part today: a plant only
planned is left out (walk14: GB200's rack integration read "United States 100%" from two
planned Texas plants). Rows whose country is not disclosed are
left out of the shares and counted as ``n_unknown``; ``coverage`` says how much of the
ring the index rests on. HHI = sum of (share in percent)^2, from 0 to 10,000.
"""

from __future__ import annotations

from collections import Counter
from typing import TypedDict

from sqlalchemy import Connection

from chipatlas.analyze.base import Row, by_component, made_now, platform_rows, refs
from chipatlas.analyze.records_concentration import (
    ComponentIndex,
    ConcentrationIndex,
    CountryShare,
    PlatformConcentration,
    RowsConcentration,
    Thresholds,
)


class _Scheme(TypedDict):
    moderate: int
    high: int
    source: str


# Thresholds: (unconcentrated below, highly concentrated above), HHI points.
SCHEMES: dict[str, _Scheme] = {
    "2023": {
        "moderate": 1000,
        "high": 1800,
        "source": "US DOJ/FTC Merger Guidelines (2023), section 2.1",
    },
    "2010": {
        "moderate": 1500,
        "high": 2500,
        "source": "US DOJ/FTC Horizontal Merger Guidelines (2010), section 5.3",
    },
}


def thresholds(scheme: str = "2023") -> Thresholds:
    if scheme not in SCHEMES:
        from chipatlas.errors import ConfigError

        raise ConfigError(f"unknown HHI threshold scheme {scheme!r}; use one of {', '.join(SCHEMES)}")
    return Thresholds(scheme=scheme, **SCHEMES[scheme])


def band(hhi: float | None, scheme: str = "2023") -> str | None:
    if hhi is None:
        return None
    t = SCHEMES[scheme]
    if hhi > t["high"]:
        return "highly concentrated"
    return "moderately concentrated" if hhi >= t["moderate"] else "unconcentrated"


def hhi(counts: Counter[str]) -> float | None:
    """Sum of squared percentage shares; None when there is nothing to share."""
    total = sum(counts.values())
    if not total:
        return None
    return round(sum((100.0 * n / total) ** 2 for n in counts.values()), 1)


def index_of(rows: list[Row], scheme: str = "2023") -> ConcentrationIndex:
    """HHI of the made-in countries of these rows, with shares, coverage and refs."""
    known_rows = [r for r in rows if r["country_code"]]
    # A stated country always has both its key and its shown name (base.country_of).
    counts = Counter(str(r["country_code"]) for r in known_rows)
    names = {str(r["country_code"]): str(r["country"]) for r in known_rows}
    total = len(known_rows)
    value = hhi(counts)
    shares = [
        CountryShare(
            country=names[code],
            code=code,
            n_rows=n,
            share=round(n / total, 4),
            **refs([r for r in known_rows if r["country_code"] == code]),
        )
        for code, n in counts.most_common()
    ]
    return ConcentrationIndex(
        hhi=value,
        band=band(value, scheme),
        n_rows=len(rows),
        n_known=total,
        n_unknown=len(rows) - total,
        coverage=round(total / len(rows), 4) if rows else None,
        shares=shares,
        unknown_supply_ids=[r["supply_id"] for r in rows if not r["country_code"]],
    )


def concentration_of_rows(rows: list[Row], scheme: str = "2023") -> RowsConcentration:
    limits = thresholds(scheme)  # an unknown scheme is refused before any index is computed
    components = [
        ComponentIndex(component=component_rows[0]["component"], **index_of(component_rows, scheme))
        for component_rows in by_component(rows).values()
    ]
    scored = [c["hhi"] for c in components if c["hhi"] is not None]
    return RowsConcentration(
        thresholds=limits,
        unknowns=(
            "rows without a stated made-in country are left out of the shares (n_unknown); "
            "rows of a plant only planned (planned_us_volume) are left out altogether: "
            "nothing is made there yet"
        ),
        platform_index=index_of(rows, scheme),
        mean_component_hhi=round(sum(scored) / len(scored), 1) if scored else None,
        n_components_scored=len(scored),
        n_components_highly_concentrated=sum(1 for c in components if c["band"] == "highly concentrated"),
        components=components,
    )


def concentration(conn: Connection, platform: str, scheme: str = "2023") -> PlatformConcentration:
    """Country HHI of one platform: over all its known rows, and per component."""
    thresholds(scheme)
    p, rows = platform_rows(conn, platform)
    return PlatformConcentration(
        platform=p["name"], slug=p["slug"], **concentration_of_rows(made_now(rows), scheme)
    )
