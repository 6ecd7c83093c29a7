"""A supply to a customer company that ends or shifts (issue 11 part 1: "no longer", "loses
share to"): a ``customer_end`` proposal retires the CustomerSupply on acceptance (undo brings it
back); a ``customer_share`` proposal states the gainer's supply to the buyer.

Every article here is SYNTHETIC text written for the test (marked so in its heading); the
companies are bundled ones, the events are made up and are not facts. Each runs on SQLite
and PostgreSQL (the ``bundled`` fixture).
"""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import Engine
from tests.proposal_notes import note_proposals as _note

from chipatlas.analyze.customer_supplies import customer_supplies
from chipatlas.analyze.exposure import exposure
from chipatlas.ingest import review, review_edit
from chipatlas.ingest.proposals import describe
from chipatlas.present.web import create_app

MICRON = "company:micron"


def _supplies(engine: Engine, company: str) -> list[tuple[str, str, str]]:
    with engine.connect() as conn:
        return [
            (c["supplier_id"], c["customer_id"], c["component"]) for c in customer_supplies(conn, [company])
        ]


def test_no_longer_supplying_a_customer_ends_its_supply(bundled: Engine) -> None:
    (start,) = _note(bundled, "Micron will supply HBM4 to Microsoft, the company said.", "cust-start")
    review.accept(bundled, start.id, "tester")
    assert _supplies(bundled, MICRON) == [(MICRON, "company:microsoft", "HBM")]
    (end,) = _note(bundled, "Micron no longer supplies HBM4 to Microsoft.", "cust-end")
    assert (end.action, end.status, end.object_id) == ("customer_end", "proposed", "company:microsoft")
    assert "no longer" in describe(end)
    review.accept(bundled, end.id, "tester", "the note says it stopped")
    assert _supplies(bundled, MICRON) == []
    review.undo(bundled, end.id, "tester")
    assert _supplies(bundled, MICRON) == [(MICRON, "company:microsoft", "HBM")]


def test_ending_a_supply_the_store_lacks_is_a_candidate(bundled: Engine) -> None:
    (end,) = _note(bundled, "Micron no longer supplies HBM4 to Microsoft.", "cust-end-none")
    assert (end.action, end.status) == ("customer_end", "candidate")
    assert "does not have" in (end.reason or "")


def test_losing_share_at_a_customer_states_the_gainers_supply(bundled: Engine) -> None:
    (p,) = _note(bundled, "Micron loses share to Samsung at Microsoft in HBM.", "cust-share")
    assert (p.action, p.supplier_id, p.object_id, p.component) == (
        "customer_share",
        "company:samsung",
        "company:microsoft",
        "HBM",
    )
    review.accept(bundled, p.id, "tester")
    assert ("company:samsung", "company:microsoft", "HBM") in _supplies(bundled, "company:samsung")


def test_a_companys_exposure_lists_its_customer_supplies(bundled: Engine) -> None:
    (start,) = _note(bundled, "Micron will supply HBM4 to Microsoft, the company said.", "cust-exposure")
    with bundled.connect() as conn:
        assert exposure(conn, "Micron")["customer_supplies"] == []
    review.accept(bundled, start.id, "tester")
    with bundled.connect() as conn:
        found = exposure(conn, "Micron")["customer_supplies"]
        buyer = exposure(conn, "Microsoft")["customer_supplies"]
    assert [(c["side"], c["customer_id"], c["component"]) for c in found] == [
        ("supplier", "company:microsoft", "HBM")
    ]
    assert [(c["side"], c["supplier_id"]) for c in buyer] == [("customer", MICRON)]
    with TestClient(create_app(bundled)) as web:
        page = web.get("/exposure", params={"name": "Micron"}).text
    table = page.split('id="exposure-customer-supplies"', 1)[1].split("</table>", 1)[0]
    # The web exposure page lists it too, with the customer linked and the sentence quoted.
    assert 'href="/companies/microsoft">Microsoft</a>' in table and 'href="/documents/' in table
    assert "Micron will supply HBM4 to Microsoft" in table and 'href="/entities/customer' in table


def test_the_review_page_shows_an_ending_and_naming_the_platform_makes_it_an_end(bundled: Engine) -> None:
    (end,) = _note(bundled, "Micron no longer supplies HBM4 to Nvidia.", "cust-end-web")
    with TestClient(create_app(bundled)) as web:
        page = web.get("/platforms/nvidia_gb200_nvl72/review?status=all")
    assert page.status_code == 200 and f'id="p-{end.id}"' in page.text
    assert "no longer supplies HBM to" in page.text
    edited = review_edit.edit(bundled, end.id, "tester", platform_id="platform:nvidia_gb200_nvl72")
    assert edited.action == "end"
