"""US production of a platform (now and planned) and a US-content label.

The label follows the spirit of the American Automobile Labeling Act (49 U.S.C. 32304):
the countries that supply at least 15% of the parts, where final assembly happens, and
where the two parts that matter most (the accelerator and its HBM) come from. Shares are
shares of ring rows with a stated made-in country; the sources give no part values.
"""

from __future__ import annotations

import re

from sqlalchemy import Connection, select

from chipatlas.analyze.base import Row, brief, by_component, platform_rows, refs
from chipatlas.analyze.concentration import index_of
from chipatlas.analyze.records_uscontent import (
    ClaimDate,
    FinalAssembly,
    NoteMention,
    Origin,
    PlannedComponent,
    UsComponent,
    UsLabel,
    UsProduction,
    UsProductionOfRows,
)
from chipatlas.model.vocab import PLANNED_US, US_NOW
from chipatlas.store.tables import documents, statements

MAJOR_SOURCE_SHARE = 0.15  # AALA: countries supplying 15% or more of the parts content
ASSEMBLY_COMPONENTS = ("rack integration", "superchip/compute assembly", "compute tray odm")
_US_PLACES = re.compile(
    r"\b(United States|U\.S\.|USA|Arizona|Texas|Indiana|Tennessee|Ohio|New York|Oregon|California|"
    r"Idaho|Virginia|Georgia|North Carolina|Utah|[A-Z][a-z]+,? (?:TX|TN|AZ|IN|OH|NY|OR|CA|ID|NC|VA|GA|UT))\b"
)


def _groups(pick: list[Row]) -> list[tuple[str, list[Row]]]:
    """(component as first written, its rows), in ring order."""
    return [(rows[0]["component"], rows) for rows in by_component(pick).values()]


def _claim_dates(conn: Connection, supply_ids: list[str]) -> dict[str, ClaimDate]:
    """supply or place id -> when its US-status claim was first seen, and the document's own date."""
    if not supply_ids:
        return {}
    query = (
        select(
            statements.c.entity_id,
            statements.c.prop,
            statements.c.id,
            statements.c.first_seen,
            documents.c.published,
        )
        .join(documents, documents.c.id == statements.c.document_id)
        # The prop is filtered here, not in SQL: a "prop =" there makes SQLite's planner walk
        # the (prop, value) index over every us_status of the store (1.4 s on 1,000 platforms)
        # instead of the entity index (provenance.best_sources_of says the same).
        .where(statements.c.entity_id.in_(supply_ids), statements.c.retired_at.is_(None))
    )
    return {
        r.entity_id: {"statement_id": r.id, "first_seen": r.first_seen, "published": r.published}
        for r in conn.execute(query)
        if r.prop == "us_status"
    }


def us_production_of_rows(conn: Connection, rows: list[Row]) -> UsProductionOfRows:
    components = list(dict.fromkeys(r["component"].strip().lower() for r in rows))
    now = [r for r in rows if r["us_status"] in US_NOW]
    planned = [r for r in rows if r["us_status"] == PLANNED_US]
    # A row's US status is stated where it is made (its place) or, with no place, on the supply.
    dates = _claim_dates(conn, [r["location_id"] or r["supply_id"] for r in planned])
    now_components: list[UsComponent] = [
        {"component": name, "rows": [brief(r) for r in group]} for name, group in _groups(now)
    ]
    planned_components: list[PlannedComponent] = [
        {
            "component": name,
            "rows": [{**brief(r), "claim": dates.get(r["location_id"] or r["supply_id"])} for r in group],
        }
        for name, group in _groups(planned)
    ]
    mentions: list[NoteMention] = [
        {**brief(r), "notes": r["notes"], "place": m.group(0)}
        for r in rows
        if r["notes"] and r["us_status"] not in (*US_NOW, PLANNED_US)
        for m in [_US_PLACES.search(r["notes"])]
        if m
    ]
    return {
        "n_components": len(components),
        "n_components_us_now": len(now_components),
        "share_us_now": round(len(now_components) / len(components), 4) if components else None,
        "n_components_us_planned": len(planned_components),
        "n_components_us_planned_only": len(
            {c["component"] for c in planned_components} - {c["component"] for c in now_components}
        ),
        "us_now": now_components,
        "us_planned": planned_components,
        "us_mentions_in_notes": mentions,
        **refs(now + planned),
    }


def us_production(conn: Connection, platform: str) -> UsProduction:
    """Components with any US production now (some_us_volume, made_in_us) and planned.

    Planned rows carry the date their claim was first seen and the document's own date.
    ``us_mentions_in_notes`` lists rows whose notes name a US place without a US status:
    context for a reader (it may say "no Arizona volume"), never counted.
    """
    p, rows = platform_rows(conn, platform)
    return {"platform": p["name"], "slug": p["slug"], **us_production_of_rows(conn, rows)}


def _origin(rows: list[Row], in_ring: bool | None = None) -> Origin:
    """``in_ring``: whether the ring names the part at all (planned places too); by default,
    whether ``rows`` holds any."""
    countries = list(dict.fromkeys(r["country"] for r in rows if r["country"]))
    return {
        "countries": countries,
        "undisclosed": not countries,
        "in_ring": bool(rows) if in_ring is None else in_ring,
        "rows": [brief(r) for r in rows],
        **refs(rows),
    }


def _rows_of(rows: list[Row], component: str) -> list[Row]:
    return [r for r in rows if r["component"].strip().lower() == component]


def _final_assembly(rows: list[Row]) -> FinalAssembly:
    for name in ASSEMBLY_COMPONENTS:
        found = _rows_of(rows, name)
        if found:
            ranked = sorted(found, key=lambda r: (r["country"] is None, r["role"] not in ("sole", "primary")))
            head = ranked[0]
            point = ", ".join(x for x in (head["made_in_site"], head["country"]) if x) or None
            return {
                "component": head["component"],
                "point": point,
                "supplier": head["supplier"],
                **_origin(found),
            }
    return {"component": None, "point": None, "supplier": None, **_origin([])}


def _planned(r: Row) -> bool:
    return bool(r["us_status"] == PLANNED_US)


def _share(rows: list[Row], code: str) -> tuple[float | None, list[str]]:
    """The share of these rows (with a stated country) made in ``code``, and their supply ids."""
    known = [r for r in rows if r["country_code"]]
    hits = [r for r in known if r["country_code"] == code]
    return (round(len(hits) / len(known), 4) if known else None), [r["supply_id"] for r in hits]


def label(conn: Connection, platform: str) -> UsLabel:
    """A US-content label: what is made in the US **now** (planned US volume apart), the major
    source countries (>= 15% of known rows), final assembly, accelerator and HBM origin.

    Every share says what it rests on: ``n_known_country`` of ``n_rows`` rows state a
    country (``coverage``); below half, a face shows the figure greyed out (``low_coverage``).
    Rows whose US production is only planned count where they are made today when a
    country is given for it, and never as US content now."""
    p, rows = platform_rows(conn, platform)
    now_rows = [r for r in rows if not _planned(r)]
    index = index_of(now_rows)
    us_now, us_now_ids = _share(now_rows, "US")
    us_planned, us_planned_ids = _share(rows, "US")
    majors = [s for s in index["shares"] if s["share"] >= MAJOR_SOURCE_SHARE]
    production = us_production_of_rows(conn, rows)
    # The headline rests on the rows that say where a part is made today.
    n_known = index["n_known"]
    coverage = round(n_known / len(rows), 4) if rows else None
    return {
        "platform": p["name"],
        "slug": p["slug"],
        "basis": "shares of ring rows with a stated made-in country; each row weighs the same",
        "n_rows": len(rows),
        "n_known_country": n_known,
        "coverage": coverage,
        "low_coverage": coverage is None or coverage < 0.5,
        "n_known_country_with_planned": sum(1 for r in rows if r["country_code"]),
        "us_share_now": us_now or 0.0,
        "us_share_planned": us_planned or 0.0,
        "us_share_planned_basis": "as if the planned US volume were made in the US today",
        "us_supply_ids": us_now_ids,
        "us_planned_supply_ids": sorted(set(us_planned_ids) - set(us_now_ids)),
        "major_sources": majors,
        "major_source_threshold": MAJOR_SOURCE_SHARE,
        "final_assembly": _final_assembly(now_rows),
        "final_assembly_planned": _final_assembly([r for r in rows if _planned(r)]),
        "accelerator": _origin(_rows_of(now_rows, "accelerator"), bool(_rows_of(rows, "accelerator"))),
        "hbm": _origin(_rows_of(now_rows, "hbm"), bool(_rows_of(rows, "hbm"))),
        "n_components": production["n_components"],
        "n_components_us_now": production["n_components_us_now"],
        "n_components_us_planned": production["n_components_us_planned"],
        "n_components_us_planned_only": production["n_components_us_planned_only"],
        "us_now": production["us_now"],
        "us_planned": production["us_planned"],
    }
