"""An accepted customer proposal states a company-to-company supply (``CustomerSupply``).

Every article here is SYNTHETIC text written for the test (marked so in its heading by
``note_proposals``); the companies and platforms are the bundled ones, the events are made
up and are not facts. Each runs on SQLite and PostgreSQL (the ``bundled`` fixture).
"""

from __future__ import annotations

import json

from fastapi.testclient import TestClient
from sqlalchemy import Engine, select
from tests.proposal_notes import note_proposals as _note

from chipatlas.analyze.entity_pages import company
from chipatlas.analyze.history import history
from chipatlas.analyze.ring import ring
from chipatlas.analyze.whatif import Shock, whatif
from chipatlas.ingest import review
from chipatlas.present.web import create_app
from chipatlas.store.tables import statements

SENTENCE = "Micron will supply HBM4 to Nvidia, the company said."


def _rings(engine: Engine) -> str:
    with engine.connect() as conn:
        found = [ring(conn, p) for p in ("Nvidia GB200 NVL72", "Nvidia Vera Rubin NVL144")]
    return json.dumps(found, sort_keys=True, default=str)


def test_an_accepted_customer_proposal_is_a_supply_on_both_companies_until_undone(bundled: Engine) -> None:
    rings = _rings(bundled)
    (p,) = _note(bundled, SENTENCE, "customer_supply")
    assert (p.action, p.supplier_id, p.object_id, p.component) == (
        "customer",
        "company:micron",
        "company:nvidia",
        "HBM",
    )
    review.accept(bundled, p.id, "tester", "the company says so")
    with bundled.connect() as conn:
        (m,) = company(conn, "micron")["customer_supplies"]
        (n,) = company(conn, "nvidia")["customer_supplies"]
        sources = {
            r.source_key
            for r in conn.execute(select(statements.c.source_key).where(statements.c.entity_id == m["id"]))
        }
        events = [e for e in history(conn, "Micron")["events"] if e["entity"] == m["id"]]
    assert m["id"] == n["id"] and m["id"].startswith("customer_supply:")
    assert (m["side"], n["side"]) == ("supplier", "customer")
    assert (m["supplier_id"], m["customer_id"], m["component"], m["evidence"]) == (
        "company:micron",
        "company:nvidia",
        "HBM",
        "committed",
    )
    assert m["source"]["document"] == p.document_id and SENTENCE in m["source"]["quote"]
    assert sources == {f"review:{p.id}"}
    stated = {e["prop"]: e["value"] for e in events if e["status"] == "current"}
    assert (stated["supplier"], stated["customer"], stated["component"]) == ("Micron", "Nvidia", "HBM")
    assert _rings(bundled) == rings  # a company-to-company supply is no ring row
    with TestClient(create_app(bundled)) as web:
        page = web.get("/companies/nvidia")
        assert page.status_code == 200 and 'id="customer-supplies"' in page.text
        assert f'href="/entities/{m["id"]}"' in page.text and "Micron" in page.text
        body = web.get("/companies/micron.json").json()
        assert [(c["side"], c["customer"], c["component"]) for c in body["customer_supplies"]] == [
            ("supplier", "Nvidia", "HBM")
        ]
        assert all(r["kind"] != "CustomerSupply" for r in body["referenced_by"])  # its own section, once

    review.undo(bundled, p.id, "tester")
    with bundled.connect() as conn:
        assert company(conn, "micron")["customer_supplies"] == []
        assert company(conn, "nvidia")["customer_supplies"] == []
        after = [e for e in history(conn, "Micron")["events"] if e["entity"] == m["id"]]
    assert after and {e["status"] for e in after} == {"superseded"}  # history keeps what was said
    with TestClient(create_app(bundled)) as web:
        assert web.get("/companies/nvidia.json").json()["customer_supplies"] == []
        assert m["id"] not in web.get("/companies/nvidia").text
    assert _rings(bundled) == rings


def test_a_shock_to_the_supplier_lists_the_customer_supply_and_its_undisclosed_rows(bundled: Engine) -> None:
    # AWS makes the Trainium3 UltraServer, whose bundled ring leaves an HBM second source undisclosed.
    (p,) = _note(bundled, "Micron will supply HBM4 to AWS, the company said.", "customer_whatif")
    assert (p.action, p.object_id) == ("customer", "company:aws")
    with bundled.connect() as conn:
        before = whatif(conn, [Shock(company="Micron")])
    assert before["customer_supplies"] == []  # a proposal is no statement until accepted
    review.accept(bundled, p.id, "tester")
    with bundled.connect() as conn:
        after = whatif(conn, [Shock(company="Micron", loss=0.5)])
        by_country = whatif(conn, [Shock(company="Micron", country="Taiwan")])
        other_part = whatif(conn, [Shock(company="Micron", component="SSD")])
    (hit,) = after["customer_supplies"]
    assert (hit["supplier"], hit["customer"], hit["component"]) == ("Micron", "AWS", "HBM")
    assert [(g["slug"], g["component"]) for g in hit["possibly_exposed"]] == [
        ("aws_trainium3_ultraserver", "HBM")
    ]
    # never counted: the platforms and their risks are what the ring alone gives
    assert json.dumps(after["platforms"], sort_keys=True) == json.dumps(
        whatif_platforms(bundled, p.id), sort_keys=True
    )
    assert by_country["customer_supplies"] == []  # the supply states no place: a place shock cannot reach it
    assert other_part["customer_supplies"] == []


def whatif_platforms(engine: Engine, proposal_id: str) -> object:
    """The same shock's platforms with the customer supply undone."""
    review.undo(engine, proposal_id, "tester")
    with engine.connect() as conn:
        return whatif(conn, [Shock(company="Micron", loss=0.5)])["platforms"]


def test_two_documents_stating_one_customer_supply_share_it(bundled: Engine) -> None:
    (a,) = _note(bundled, SENTENCE, "customer_first")
    (b,) = _note(
        bundled, "Micron will supply HBM4 to Nvidia from next year, the company said.", "customer_second"
    )
    review.accept(bundled, a.id, "tester")
    review.accept(bundled, b.id, "tester")
    review.undo(bundled, a.id, "tester")
    with bundled.connect() as conn:
        (still,) = company(conn, "nvidia")["customer_supplies"]
    assert still["source"]["document"] == b.document_id  # the other document still states it
