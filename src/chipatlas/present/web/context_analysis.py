"""The analysis pages' data (chokepoints, a platform's analysis, exposure, compare, changes), one dict each.

Each dict is what the template renders and what the ``.json`` twin returns. The analysis
results are kept as the analyses return them; the pages add ``links`` (the ring rows and
statements each figure was computed from, as anchors into the stored documents).
"""

from __future__ import annotations

from typing import TypedDict

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
from chipatlas.analyze.records_exposure import Exposure
from chipatlas.analyze.records_network import SupplierMatrix
from chipatlas.analyze.ring import find_platform
from chipatlas.analyze.uscontent import label, us_production
from chipatlas.present.web.evidence import Link, statement_links
from chipatlas.present.web.linked import (
    capped_company,
    capped_country,
    concentration_linked,
    findings,
    label_linked,
    link_lists,
    notes_linked,
    planned_linked,
    rows_linked,
)
from chipatlas.present.web.page_records_analysis import (
    ChangesContext,
    CompareContext,
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
from chipatlas.present.web.page_records_chokepoints import (
    AnalysisContext,
    LinkedCountryExposure,
    LinkedCriticality,
    LinkedUsProduction,
    PlatformAnalysisContext,
)
from chipatlas.present.web.page_records_exposure import (
    ExposureContext,
    LinkedExposure,
    LinkedExposureReport,
    LinkedSiteExposure,
)
from chipatlas.present.web.page_records_platform import platform_head
from chipatlas.present.web.render import decode_cursor, encode_cursor

CHANGES_PAGE = 100  # (entity, property) groups of events per page of /changes
ANALYSIS_PAGE = 200  # candidate components per page of /analysis chokepoints
TOP = 50  # companies shown in /analysis criticality and matrix
LINKS = 20  # evidence links per criticality or country row

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


class Overview(TypedDict):
    """The part of /analysis that is the same whatever platform or page is asked."""

    platforms: list[PlatformChoice]
    criticality: LinkedCriticality
    matrix: SupplierMatrix
    countries: LinkedCountryExposure


def overview(conn: Connection) -> Overview:
    """The top ``TOP`` of criticality and of the supplier x platform matrix, and countries,
    over every ring row (one read for the three), with the platform choices."""
    rows = load_rows(conn)
    crit = criticality(conn, TOP, rows)
    matrix = supplier_matrix(conn, 2, rows)
    by_country = country_exposure(conn, rows)
    crit_links = link_lists(conn, [c["supply_ids"] for c in crit["companies"]], cap=LINKS)
    country_links = link_lists(conn, [c["supply_ids"] for c in by_country["countries"]], cap=LINKS)
    return {
        "platforms": platform_choices(conn),
        "criticality": {
            **crit,
            "companies": [capped_company(c, ls) for c, ls in zip(crit["companies"], crit_links, strict=True)],
        },
        "matrix": {**matrix, "suppliers": matrix["suppliers"][:TOP]},
        "countries": {
            **by_country,
            "countries": [
                capped_country(c, ls) for c, ls in zip(by_country["countries"], country_links, strict=True)
            ],
        },
    }


def analysis(
    conn: Connection, platform: str | None, cursor: str | None = None, shared: Overview | None = None
) -> AnalysisContext:
    """Chokepoints (all platforms or one; one page of ``ANALYSIS_PAGE`` components, counts of
    all) and the ``overview``; ``shared``: the overview already computed for this store version."""
    p = find_platform(conn, platform) if platform else None
    slug = p["slug"] if p else None
    page, nxt = chokepoints_page(conn, slug, KINDS, ANALYSIS_PAGE, decode_cursor(cursor, 2))
    found = findings(conn, page)
    counts = kind_counts(conn, p["id"] if p else None)
    whole = shared if shared is not None else overview(conn)
    return {
        "page": "analysis",
        "title": "Chokepoints and exposure",
        "platform": slug,
        "platforms": whole["platforms"],
        "kinds": [{"kind": k, "explanation": KIND_NOTES[k], "n": counts[k]} for k in KINDS],
        "chokepoints": found,
        "by_kind": {k: [f for f in found if f["kind"] == k] for k in KINDS},
        "criticality": whole["criticality"],
        "matrix": whole["matrix"],
        "countries": whole["countries"],
        "next_cursor": encode_cursor(nxt),
    }


def platform_analysis(conn: Connection, name: str, scheme: str = "2023") -> PlatformAnalysisContext:
    """One platform: gaps, chokepoints, concentration (HHI), US production now/planned, US-content label."""
    p = find_platform(conn, name)
    slug = p["slug"]
    # The page's views of the US records: each row gains its links; the records stay as read.
    us_record = us_production(conn, slug)
    us: LinkedUsProduction = {
        **us_record,
        "us_now": [{**c, "rows": rows_linked(conn, c["rows"])} for c in us_record["us_now"]],
        "us_planned": [{**c, "rows": planned_linked(conn, c["rows"])} for c in us_record["us_planned"]],
        "us_mentions_in_notes": notes_linked(conn, us_record["us_mentions_in_notes"]),
    }
    g = gaps(conn, slug)
    s = summary(conn, slug)
    return {
        "page": "platform_analysis",
        "title": f"{p['name']}: analysis",
        "platform": platform_head(p),
        "kinds": [{"kind": k, "explanation": KIND_NOTES[k], "n": s["counts"][k]} for k in KINDS],
        "gaps": {**g, "gaps": findings(conn, g["gaps"])},
        "chokepoints": findings(conn, s["chokepoints"]),
        "concentration": concentration_linked(conn, concentration(conn, slug, scheme)),
        "us_production": us,
        "label": label_linked(conn, label(conn, slug)),
    }


def exposure_page(
    conn: Connection,
    name: str | None,
    with_subsidiaries: bool = False,
    site: str | None = None,
    radius: str | None = None,
) -> ExposureContext:
    """Everything that depends on a company, site or country (and, asked, the companies it
    owns), or on everything within ``radius`` of a gazetteer ``site``; no name: just the form."""
    radius = radius or "50km"
    form: ExposureContext = {
        "page": "exposure",
        "title": "Exposure",
        "query": name,
        "site": site,
        "radius": radius,
        "with_subsidiaries": with_subsidiaries,
        "result": None,
        "dependence": {},
    }
    if not name and not site:
        return form
    # The page shows a linked copy; the record stays as the analysis returned it.
    result: LinkedExposureReport
    if site:
        from chipatlas.analyze.site_exposure import site_exposure
        from chipatlas.analyze.sites import parse_radius

        inside = site_exposure(conn, site, parse_radius(radius))
        linked_site: LinkedSiteExposure = {
            **inside,
            "exposures": _exposures_linked(conn, inside["exposures"]),
        }
        result = linked_site
    else:
        data = exposure(conn, name or "", with_subsidiaries)
        result = {**data, "exposures": _exposures_linked(conn, data["exposures"])}
    title = f"Exposure to {result['entity']}"
    return {**form, "title": title, "result": result, "dependence": DEPENDENCE_NOTES}


def _exposures_linked(conn: Connection, exposures: list[Exposure]) -> list[LinkedExposure]:
    links = link_lists(conn, [e["supply_ids"] for e in exposures])
    return [
        {**e, "alternatives": rows_linked(conn, e["alternatives"]), "links": ls}
        for e, ls in zip(exposures, links, strict=True)
    ]


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


def compare_page(conn: Connection, names: list[str]) -> CompareContext:
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
) -> ChangesContext:
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
