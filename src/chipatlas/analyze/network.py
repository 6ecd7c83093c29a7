"""Across platforms: the supplier x platform matrix, companies ranked by criticality, and
exposure by country.

Criticality is a lexicographic rank, not a weighted score: sole-source roles first, then
components where the company is the only named supplier, then the number of platforms,
then the number of (platform, component) pairs. Each count lists the ring rows behind it.
"Only named" is counted within a tier, as exposure and the chokepoints count it: the
platform's designer beside a foundry is a step before it, not a second supplier
(analyze/design_tier.py).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlalchemy import Connection

from chipatlas.analyze.base import Row, by_component, distinct_suppliers, load_rows, made_now, refs
from chipatlas.analyze.concentration import index_of
from chipatlas.analyze.design_tier import DESIGN, MAKE, design_supplies, platform_makers, tier
from chipatlas.analyze.records_network import (
    CompanyTally,
    CountryExposure,
    CountryLine,
    Criticality,
    MatrixSupplier,
    PairRefs,
    PlatformRef,
    RowLink,
    SupplierMatrix,
    WholeComponent,
)

Pair = tuple[str, str]  # (platform slug, component)


def _platform_list(rows: list[Row]) -> list[PlatformRef]:
    seen = {r["slug"]: r["platform"] for r in rows}
    return [{"slug": s, "name": n} for s, n in sorted(seen.items(), key=lambda x: x[1])]


def links_by_supplier(
    rows: list[Row], slug_of: Callable[[Row], str]
) -> tuple[dict[str, dict[str, list[RowLink]]], dict[str, str]]:
    """Each supplier's ring rows by platform slug (``[{component, role, supply_id, document}]``,
    in the rows' order) and each supplier's name; a row with no supplier id is passed over."""
    cells: dict[str, dict[str, list[RowLink]]] = defaultdict(lambda: defaultdict(list))
    names: dict[str, str] = {}
    for r in rows:
        sid = r["supplier_id"]
        if sid is None:
            continue
        names[sid] = r["supplier"] or sid
        cells[sid][slug_of(r)].append(
            {
                "component": r["component"],
                "role": r["role"],
                "supply_id": r["supply_id"],
                "document": r["document_id"],
            }
        )
    return cells, names


def supplier_matrix(
    conn: Connection, min_platforms: int = 1, rows: list[Row] | None = None
) -> SupplierMatrix:
    """``{platforms: [{slug, name}], suppliers: [{supplier_id, supplier, n_platforms, cells}]}``.

    ``cells`` maps a platform slug to the rows the supplier has there:
    ``[{component, role, supply_id, document}]``. Suppliers in at least ``min_platforms``.
    """
    rows = [r for r in (load_rows(conn) if rows is None else rows) if r["supplier_id"]]
    cells, names = links_by_supplier(rows, lambda r: r["slug"])
    suppliers: list[MatrixSupplier] = [
        {"supplier_id": sid, "supplier": names[sid], "n_platforms": len(c), "cells": dict(c)}
        for sid, c in cells.items()
        if len(c) >= min_platforms
    ]
    suppliers.sort(key=lambda s: (-s["n_platforms"], s["supplier"].lower()))
    return {"platforms": _platform_list(rows), "suppliers": suppliers}


@dataclass
class _Tally:
    """The ring rows of one company, by (platform, component) pair, while counting."""

    supplier_id: str
    supplier: str
    pairs: dict[Pair, list[Row]] = field(default_factory=dict)
    sole: dict[Pair, list[Row]] = field(default_factory=dict)
    only: dict[Pair, list[Row]] = field(default_factory=dict)


def _tallies(rows: list[Row], makers: dict[str, frozenset[str]]) -> list[_Tally]:
    """``makers``: each platform's own designer, counted in its own tier (as exposure does:
    "Microsoft designs, TSMC makes" leaves TSMC the only named maker, not one of two)."""
    stats: dict[str, _Tally] = {}
    for group in by_component(rows).values():
        design = design_supplies(group, makers.get(group[0]["platform_id"], frozenset()))
        named = {t: distinct_suppliers(r for r in group if tier(r, design) == t) for t in (DESIGN, MAKE)}
        for r in group:
            if not r["supplier_id"]:
                continue
            s = stats.setdefault(
                r["supplier_id"], _Tally(r["supplier_id"], r["supplier"] or r["supplier_id"])
            )
            pair = (r["slug"], r["component"])
            s.pairs.setdefault(pair, []).append(r)
            if r["role"] == "sole":
                s.sole.setdefault(pair, []).append(r)
            if len(named[tier(r, design)]) == 1:
                s.only.setdefault(pair, []).append(r)
    return list(stats.values())


def _order(s: _Tally) -> tuple[int, int, int, int, str]:
    """The ranking key, from the tally's counts (what ``_ranked`` reports)."""
    return (-len(s.sole), -len(s.only), -len({slug for slug, _ in s.pairs}), -len(s.pairs), s.supplier)


def _pair_refs(pairs: dict[Pair, list[Row]]) -> list[PairRefs]:
    return [{"slug": slug, "component": c, **refs(rs)} for (slug, c), rs in pairs.items()]


def _ranked(s: _Tally) -> CompanyTally:
    rows = [r for rs in s.pairs.values() for r in rs]
    return {
        "supplier_id": s.supplier_id,
        "supplier": s.supplier,
        "n_sole": len(s.sole),
        "n_only_named": len(s.only),
        "n_platforms": len({slug for slug, _ in s.pairs}),
        "n_components": len(s.pairs),
        "sole": _pair_refs(s.sole),
        "only_named": _pair_refs(s.only),
        "platforms": sorted({slug for slug, _ in s.pairs}),
        **refs(rows),
    }


def criticality(conn: Connection, limit: int | None = None, rows: list[Row] | None = None) -> Criticality:
    """Companies ranked: sole roles, sole-named components, platforms, components. ``rows``:
    every ring row, when the caller has read them already (one read for a whole page)."""
    rows = load_rows(conn) if rows is None else rows
    makers = platform_makers(conn, {r["platform_id"] for r in rows})
    tallies = sorted(_tallies(rows, makers), key=_order)
    chosen = tallies[:limit] if limit else tallies
    return {
        "ranking": "n_sole, then n_only_named, then n_platforms, then n_components (all descending)",
        "n_companies": len(tallies),
        "companies": [{**_ranked(s), "rank": i} for i, s in enumerate(chosen, 1)],
    }


def country_exposure(conn: Connection, rows: list[Row] | None = None) -> CountryExposure:
    """Per made-in country: rows, components and platforms it supplies, and the components
    whose every named source is in that country. Rows of unstated country are counted apart."""
    every = load_rows(conn) if rows is None else rows
    rows = made_now(every)
    index = index_of(rows)
    whole: dict[str, list[WholeComponent]] = defaultdict(list)
    touched: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for group in by_component(rows).values():
        named = [r for r in group if r["supplier_id"]]
        codes = {r["country_code"] for r in named}
        for r in named:
            if r["country_code"]:
                touched[r["country_code"]].add((r["slug"], r["component"]))
        if len(codes) == 1 and None not in codes:
            code = next(iter(codes))
            head = group[0]
            whole[str(code)].append(
                {
                    "slug": head["slug"],
                    "platform": head["platform"],
                    "component": head["component"],
                    **refs(named),
                }
            )
    countries: list[CountryLine] = []
    for share in index["shares"]:
        code = share["code"]
        countries.append(
            {
                **share,
                "n_components": len(touched[code]),
                "n_platforms": len({slug for slug, _ in touched[code]}),
                "n_components_all_named_sources": len(whole[code]),
                "components_all_named_sources": whole[code],
            }
        )
    return {
        "basis": (
            "ring rows with a stated made-in country; each row weighs the same; plants only planned left out"
        ),
        "n_rows": index["n_rows"],
        "n_planned_left_out": len(every) - len(rows),
        "n_unknown_country": index["n_unknown"],
        "hhi": index["hhi"],
        "countries": countries,
    }
