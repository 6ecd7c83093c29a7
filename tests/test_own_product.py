"""A maker selling its own platform is no supply of a ring part (ingest/own_product.py); a
site inside another of the same reading is one proposal (ingest/proposals.py).

The notes are SYNTHETIC text written for this test (marked so in their heading); the
companies and the platform are bundled ones, the shipments are made up and are not facts.
Each runs on SQLite and PostgreSQL (the ``bundled`` fixture).
"""

from __future__ import annotations

from sqlalchemy import Engine
from tests.proposal_notes import HEAD

from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows


def _ingest(engine: Engine, body: str, name: str) -> tuple[list[rows.Proposal], list[str]]:
    text = HEAD.format(name) + body + "\n"
    report = ingest(engine, SourceDocument(f"synthetic/{name}.md", text.encode(), "text/markdown"))
    assert report.status == "landed", report.lines()
    with engine.connect() as conn:
        found = [p for p in rows.listed(conn, None, ()) if p.document_id == report.document_id]
    return found, report.proposals


def test_the_maker_shipping_its_own_racks_is_not_proposed(bundled: Engine) -> None:
    found, lines = _ingest(
        bundled, "Microsoft began shipping Microsoft Maia 200 racks to its own data centres.", "own-racks"
    )
    assert [p for p in found if p.kind == "supply"] == []
    assert any(line.startswith("not proposed: Microsoft sells its own") for line in lines), lines


def test_another_company_shipping_the_racks_is_proposed(bundled: Engine) -> None:
    found, _ = _ingest(
        bundled, "Foxconn began shipping Microsoft Maia 200 racks to data centres.", "odm-racks"
    )
    supplies = [(p.supplier_id, p.component) for p in found if p.kind == "supply"]
    assert supplies == [("company:foxconn", "Rack integration")]


def test_a_site_inside_another_of_the_same_reading_is_one_proposal(bundled: Engine) -> None:
    # "Arizona" only repeats, less precisely, "Phoenix, Arizona" (ingest/proposals.py, _places_within)
    body = (
        "TSMC will make Blackwell wafers at its fab in Phoenix, Arizona. "
        "TSMC will make Blackwell wafers at its fab in Arizona."
    )
    found, _ = _ingest(bundled, body, "site-within")
    assert sorted(p.place or "" for p in found if p.kind == "site") == ["Phoenix, Arizona"]


def test_a_country_beside_a_site_in_that_country_is_one_proposal(bundled: Engine) -> None:
    # "in the US" only repeats, less precisely, "Peoria, Arizona"; a site in another country stays
    body = (
        "Amkor broke ground on an advanced packaging campus in Peoria, Arizona. "
        "Amkor's campus will be the largest outsourced advanced packaging facility in the US. "
        "Amkor also broke ground on an advanced packaging campus in Vietnam."
    )
    found, _ = _ingest(bundled, body, "site-in-country")
    assert sorted(p.place or "" for p in found if p.kind == "site") == ["Peoria, Arizona", "Vietnam"]


def test_the_designer_making_its_own_chip_is_not_proposed(bundled: Engine) -> None:
    # Synthetic: a description of the chip ("made by" its designer) is no supply of a part;
    # the foundry making the same chip is one.
    body = "Sales of Blackwell, the latest chip made by Nvidia, are banned."
    found, lines = _ingest(bundled, body, "own-chip")
    assert [p for p in found if p.kind == "supply"] == []
    assert any(line.startswith("not proposed: Nvidia sells its own") for line in lines), lines
    found, _ = _ingest(bundled, "Blackwell chips are made by TSMC.", "foundry-chip")
    assert [(p.supplier_id, p.component) for p in found if p.kind == "supply"] == [
        ("company:tsmc", "Accelerator")
    ]


def test_a_supply_with_no_supplier_says_so_in_the_ingest_report(bundled: Engine) -> None:
    # the report line read "add ? -> HBM ...", which looks like a glitch
    body = "Nvidia will buy HBM for the GB200 NVL72 from a second supplier next year."
    _, lines = _ingest(bundled, body, "no-supplier")
    assert any("add (no supplier named) -> HBM of Nvidia GB200 NVL72" in line for line in lines), lines
    assert not any(" ? " in line for line in lines), lines
