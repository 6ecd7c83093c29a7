"""The analysis pages' data (chokepoints, a platform's analysis, exposure, compare, changes), one dict each.

Each dict is what the template renders and what the ``.json`` twin returns. The analysis
results are kept as the analyses return them; the pages add ``links`` (the ring rows and
statements each figure was computed from, as anchors into the stored documents).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import Connection

from chipatlas.analyze import catalog
from chipatlas.analyze.base import load_rows
from chipatlas.analyze.changes import changes
from chipatlas.analyze.chokepoints import KINDS, chokepoints_page, gaps, kind_counts, summary
from chipatlas.analyze.compare import compare
from chipatlas.analyze.concentration import concentration
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.network import country_exposure, criticality, supplier_matrix
from chipatlas.analyze.records_change import ChangeEvent, ChangeGroup, Changes, PlatformChanges
from chipatlas.analyze.records_compare import ComparedPlatform
from chipatlas.analyze.records_uscontent import Origin
from chipatlas.analyze.ring import find_platform
from chipatlas.analyze.uscontent import label, us_production
from chipatlas.present.web.evidence import Link, row_links, statement_links, with_links
from chipatlas.present.web.records_analysis import (
    ChangesPage,
    ComparePage,
    LinkedCell,
    LinkedChangedValue,
    LinkedChangeGroup,
    LinkedChanges,
    LinkedComparedPlatform,
    LinkedComparedSpec,
    LinkedDerivedSpec,
    LinkedEvent,
    LinkedPlatformChanges,
    PlatformChoice,
)
from chipatlas.present.web.render import decode_cursor, encode_cursor

CHANGES_PAGE = 100  # (entity, property) groups of events per page of /changes
ANALYSIS_PAGE = 200  # candidate components per page of /analysis chokepoints
TOP = 50  # companies shown in /analysis criticality and matrix
LINKS = 20  # evidence links per criticality or country row
LIST_CAP = 20  # entries of any one list of a criticality or country row on /analysis

KIND_NOTES = {
    "sole": "The source marks the supplier as the sole source: it says there is no other.",
    "single_known": (
        "Exactly one named supplier and no row marks it sole: what the sources name, "
        "a buyer's choice or a gap in coverage, not proof that no second source exists."
    ),
    "gap": "A ring row whose supplier is not disclosed: a gap in what is known, not a supplier.",
}
DEPENDENCE_NOTES = {
    "sole": "the ring marks it the sole source",
    "no_named_alternative": "no other named supplier; further sources are listed but not named",
    "only_named_supplier": "the only supplier listed at all",
    "has_alternatives": "other named suppliers exist",
    "all_known_suppliers": "every named supplier's row is made there",
    "partial": "some named suppliers are made elsewhere or in an unstated country",
}


def platform_choices(conn: Connection) -> list[PlatformChoice]:
    items, _ = catalog.list_platforms_page(conn, limit=10_000)
    return [{"slug": p["slug"], "name": p["name"]} for p in items]


def _rows_linked(conn: Connection, rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    return with_links(conn, [{**r, "supply_ids": [r["supply_id"]]} for r in rows])


def _origin_linked(conn: Connection, origin: Origin) -> dict[str, Any]:
    return {**origin, "rows": _rows_linked(conn, origin["rows"])}


def _capped(item: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    """The item with each of these lists cut to ``LIST_CAP`` entries; ``truncated`` names the
    cut lists and ``n_<key>`` keeps their full length (a country spans thousands of rows)."""
    cut = [k for k in keys if len(item.get(k) or []) > LIST_CAP]
    if not cut:
        return item
    counts = {f"n_{k}": len(item[k]) for k in cut}
    return item | {k: item[k][:LIST_CAP] for k in cut} | counts | {"truncated": cut}


def analysis(conn: Connection, platform: str | None, cursor: str | None = None) -> dict[str, Any]:
    """Chokepoints (all platforms or one; one page of ``ANALYSIS_PAGE`` components, counts of
    all), the top ``TOP`` of criticality and of the supplier x platform matrix, countries."""
    p = find_platform(conn, platform) if platform else None
    slug = p["slug"] if p else None
    page, nxt = chokepoints_page(conn, slug, KINDS, ANALYSIS_PAGE, decode_cursor(cursor, 2))
    found = with_links(conn, page)
    counts = kind_counts(conn, p["id"] if p else None)
    rows = load_rows(conn)  # once for the three cross-platform views below
    crit = criticality(conn, TOP, rows)
    matrix = supplier_matrix(conn, 2, rows)
    exposure_by_country = country_exposure(conn, rows)
    countries = {
        **exposure_by_country,
        "countries": [
            _capped(c, ("supply_ids", "documents", "components_all_named_sources"))
            for c in with_links(conn, exposure_by_country["countries"], cap=LINKS)
        ],
    }
    return {
        "page": "analysis",
        "title": "Chokepoints and exposure",
        "platform": slug,
        "platforms": platform_choices(conn),
        "kinds": [{"kind": k, "explanation": KIND_NOTES[k], "n": counts[k]} for k in KINDS],
        "chokepoints": found,
        "by_kind": {k: [f for f in found if f["kind"] == k] for k in KINDS},
        "criticality": crit
        | {
            "companies": [
                _capped(c, ("supply_ids", "documents", "sole", "only_named", "platforms"))
                for c in with_links(conn, crit["companies"], cap=LINKS)
            ]
        },
        "matrix": matrix | {"suppliers": matrix["suppliers"][:TOP]},
        "countries": countries,
        "next_cursor": encode_cursor(nxt),
    }


def platform_analysis(conn: Connection, name: str, scheme: str = "2023") -> dict[str, Any]:
    """One platform: gaps, chokepoints, concentration (HHI), US production now/planned, US-content label."""
    p = find_platform(conn, name)
    slug = p["slug"]
    record = concentration(conn, slug, scheme)
    # The page's view of the record: each share and component gains the links of its rows.
    index = record["platform_index"]
    conc = {
        **record,
        "platform_index": {**index, "shares": with_links(conn, index["shares"])},
        "components": [
            c | {"shares": with_links(conn, c["shares"])} for c in with_links(conn, record["components"])
        ],
    }
    # The page's views of the US records: each row gains its links; the records stay as read.
    us_record = us_production(conn, slug)
    us: dict[str, Any] = {
        **us_record,
        "us_now": [{**c, "rows": _rows_linked(conn, c["rows"])} for c in us_record["us_now"]],
        "us_planned": [{**c, "rows": _rows_linked(conn, c["rows"])} for c in us_record["us_planned"]],
        "us_mentions_in_notes": _rows_linked(conn, us_record["us_mentions_in_notes"]),
    }
    lab_record = label(conn, slug)
    lab: dict[str, Any] = {
        **lab_record,
        "final_assembly": _origin_linked(conn, lab_record["final_assembly"]),
        "accelerator": _origin_linked(conn, lab_record["accelerator"]),
        "hbm": _origin_linked(conn, lab_record["hbm"]),
        "major_sources": with_links(conn, lab_record["major_sources"]),
        "us_links": list(row_links(conn, lab_record["us_supply_ids"]).values()),
    }
    g = gaps(conn, slug)
    s = summary(conn, slug)
    return {
        "page": "platform_analysis",
        "title": f"{p['name']}: analysis",
        "platform": {k: p[k] for k in ("id", "slug", "name", "last_verified", "n_rows", "n_components")},
        "kinds": [{"kind": k, "explanation": KIND_NOTES[k], "n": s["counts"][k]} for k in KINDS],
        "gaps": g | {"gaps": with_links(conn, g["gaps"])},
        "chokepoints": with_links(conn, s["chokepoints"]),
        "concentration": conc,
        "us_production": us,
        "label": lab,
    }


def exposure_page(
    conn: Connection,
    name: str | None,
    with_subsidiaries: bool = False,
    site: str | None = None,
    radius: str | None = None,
) -> dict[str, Any]:
    """Everything that depends on a company, site or country (and, asked, the companies it
    owns), or on everything within ``radius`` of a gazetteer ``site``; no name: just the form."""
    form = {"query": name, "site": site, "radius": radius or "50km", "with_subsidiaries": with_subsidiaries}
    if not name and not site:
        return {"page": "exposure", "title": "Exposure", **form, "result": None, "dependence": {}}
    if site:
        from chipatlas.analyze.site_exposure import site_exposure
        from chipatlas.analyze.sites import parse_radius

        data: dict[str, Any] = site_exposure(conn, site, parse_radius(radius or "50km"))
    else:
        data = dict(exposure(conn, name or "", with_subsidiaries))
    linked = [
        e | {"alternatives": _rows_linked(conn, e["alternatives"])}
        for e in with_links(conn, data["exposures"])
    ]
    # The page shows a linked copy; the record stays as the analysis returned it.
    result: dict[str, Any] = {**dict(data), "exposures": linked}
    return {
        "page": "exposure",
        "title": f"Exposure to {data['entity']}",
        **form,
        "result": result,
        "dependence": DEPENDENCE_NOTES,
    }


def _statement_links(conn: Connection, ids: list[str]) -> list[Link]:
    found = statement_links(conn, ids)
    return [found[s] for s in ids if s in found]


def _linked_platform(conn: Connection, p: ComparedPlatform) -> LinkedComparedPlatform:
    # One read of the statement anchors per cell, as the page lists them.
    summary: dict[str, LinkedCell] = {
        k: {**v, "links": _statement_links(conn, v["statement_ids"])} for k, v in p["summary"].items()
    }
    specs: dict[str, LinkedComparedSpec] = {
        k: {**v, "links": _statement_links(conn, v["statement_ids"])} for k, v in p["specs"].items()
    }
    derived: dict[str, LinkedDerivedSpec] = {
        k: {**v, "links": _statement_links(conn, v["statement_ids"])} for k, v in p["derived"].items()
    }
    return {**p, "summary": summary, "specs": specs, "derived": derived}


def compare_page(conn: Connection, names: list[str]) -> ComparePage:
    """Platforms side by side; fewer than two names: the form to pick them."""
    choices = platform_choices(conn)
    if len(names) < 2:
        return {
            "page": "compare",
            "title": "Compare platforms",
            "choices": choices,
            "selected": names,
            "result": None,
        }
    data = compare(conn, names)
    # The page shows linked copies of the cells; the record stays as the analysis returned it.
    linked = [_linked_platform(conn, p) for p in data["platforms"]]
    title = "Compare: " + " vs ".join(p["name"] for p in data["platforms"])
    return {
        "page": "compare",
        "title": title,
        "choices": choices,
        "selected": names,
        "result": {**data, "platforms": linked},
    }


def changes_page(
    conn: Connection, since: str | None, platform: str | None, cursor: str | None = None
) -> ChangesPage:
    """New, changed and superseded statements since a date, one page of events at a time
    (``CHANGES_PAGE`` groups; ``next_cursor``); no date: the form and last verified."""
    choices = platform_choices(conn)
    if not since:
        return {
            "page": "changes",
            "title": "Changes",
            "since": since,
            "platform": platform,
            "platforms": choices,
            "result": None,
            "next_cursor": None,
        }
    data = changes(conn, since, platform, CHANGES_PAGE, decode_cursor(cursor, 2))
    return {
        "page": "changes",
        "title": f"Changes since {data['since'][:10]}",
        "since": since,
        "platform": platform,
        "platforms": choices,
        "result": _changes_linked(conn, data),
        "next_cursor": encode_cursor(data["next"]),
    }


def _changes_linked(conn: Connection, data: Changes) -> LinkedChanges:
    """The changes with each event's anchor in its document (``href``); ``next`` left out
    (the page shows it as ``next_cursor``). Copies: the record stays as the analysis returned it."""
    groups: list[ChangeGroup] = [*data["platforms"], *([data["other"]] if data["other"] else [])]
    events = [
        e
        for g in groups
        for e in [*g["new"], *g["superseded"], *(x for c in g["changed"] for x in c["old"] + c["new"])]
    ]
    found = statement_links(conn, (e["statement_id"] for e in events))

    def link(items: list[ChangeEvent]) -> list[LinkedEvent]:
        return [{**e, "href": found.get(e["statement_id"], {}).get("href")} for e in items]

    def changed(g: ChangeGroup) -> list[LinkedChangedValue]:
        return [{**c, "old": link(c["old"]), "new": link(c["new"])} for c in g["changed"]]

    def group(g: ChangeGroup) -> LinkedChangeGroup:
        return {**g, "new": link(g["new"]), "changed": changed(g), "superseded": link(g["superseded"])}

    def platform(g: PlatformChanges) -> LinkedPlatformChanges:
        return {**g, "new": link(g["new"]), "changed": changed(g), "superseded": link(g["superseded"])}

    other = data["other"]
    return {
        "since": data["since"],
        "platform": data["platform"],
        "totals": data["totals"],
        "platforms": [platform(p) for p in data["platforms"]],
        "other": group(other) if other else None,
    }
