"""Deciding many figure proposals on the API and the review page (issues #10/#11).

SYNTHETIC: every sentence and name below is invented for these tests ("Zorvex Semiconductor",
"Quantix Memory"); none is a real company or report.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, cast

import httpx
import pytest
from pydantic import TypeAdapter
from sqlalchemy import Engine
from tests.browser_support import open_page
from tests.live_server import live

from chipatlas.analyze.records_proposals import ProposalRecord
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.web import create_app, schemas
from chipatlas.present.web.routes_review_bulk import figure_groups
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows

TOKEN = "synthetic-bulk-token"
AUTH = {"Authorization": f"Bearer {TOKEN}"}
NAMES = b"name,kind\nZorvex Semiconductor,Company\nQuantix Memory,Company\n"
# Synthetic note: two quarterly revenues (each read by its own clause: a class kept for review).
ARTICLE = (
    "# Synthetic note: results\n\nSynthetic text written for a test, not a real report. "
    "Zorvex Semiconductor reported revenue of $4.2 billion for the quarter. "
    "Quantix Memory reported revenue of $1.1 billion for the quarter.\n"
)


def _record(doc: str, cls: str, status: str) -> ProposalRecord:
    fields = {"kind": "figure", "document": doc, "document_title": f"Synthetic {doc}"}
    return cast(ProposalRecord, fields | {"figure_class": cls, "status": status})


def test_figure_groups_per_document_then_per_class_when_several() -> None:
    found = [
        _record("d1", "clause/money_result", "proposed"),
        _record("d1", "clause/money_result", "candidate"),
        _record("d1", "clause/capacity", "proposed"),
        _record("d2", "chip_focus/spec", "proposed"),
        _record("d2", "chip_focus/spec", "accepted"),  # decided: not in any button
        cast(ProposalRecord, {"kind": "supply", "document": "d3", "status": "proposed"}),
    ]
    got = [(g["document"], g["class_name"], g["n_accept"], g["n_reject"]) for g in figure_groups(found)]
    assert got == [
        ("d1", None, 2, 3),
        ("d1", "clause/capacity", 1, 1),
        ("d1", "clause/money_result", 1, 2),
        ("d2", None, 1, 1),  # one class: the document's row says it all
    ]


def test_openapi_declares_the_bulk_route(sqlite_engine: Engine) -> None:
    with live(create_app(sqlite_engine)) as (base, _errors):
        spec = httpx.get(f"{base}/api/v1/openapi.json", timeout=30).json()
    op = spec["paths"]["/api/v1/proposals/bulk/{action}"]["post"]
    assert {"200", "400", "401", "403", "404", "409", "422", "503"} <= set(op["responses"])
    assert "class" in spec["components"]["schemas"]["BulkIn"]["properties"]
    assert "BulkDecision" in spec["components"]["schemas"]


def _open_figures(engine: Engine) -> list[rows.Proposal]:
    with engine.connect() as conn:
        return rows.listed(conn, None, ("proposed", "candidate"), kinds=("figure",))


@pytest.fixture
def site(engine: Engine) -> Iterator[tuple[str, Engine]]:
    ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv"))
    report = ingest(engine, SourceDocument("synthetic/results.md", ARTICLE.encode(), "text/markdown"))
    assert report.status == "landed", report.lines()
    assert len(_open_figures(engine)) == 2
    with live(create_app(engine, token=TOKEN)) as (base, errors):
        yield base, engine
        assert errors.records == []


def _bulk(base: str, action: str, body: dict[str, Any], auth: bool = True) -> httpx.Response:
    headers = AUTH if auth else {}
    return httpx.post(f"{base}/api/v1/proposals/bulk/{action}", json=body, headers=headers, timeout=30)


def test_api_refuses_without_token_filter_or_known_document(site: tuple[str, Engine]) -> None:
    base, engine = site
    assert _bulk(base, "accept", {"kind": "figure", "document": "results.md"}, auth=False).status_code == 401
    assert _bulk(base, "accept", {"kind": "figure"}).status_code == 400
    assert _bulk(base, "accept", {"kind": "supply", "document": "results.md"}).status_code == 422
    assert _bulk(base, "accept", {"kind": "figure", "document": "no-such-synthetic.md"}).status_code == 404
    assert _bulk(base, "accept", {"kind": "figure", "class": "clause/nope"}).status_code == 400
    assert _bulk(base, "undo", {"document": "results.md"}).status_code == 409  # no bulk decision yet
    assert len(_open_figures(engine)) == 2  # nothing decided by a refusal
    assert httpx.get(f"{base}/api/v1/proposals/bulk/accept", timeout=30).status_code == 405


def test_api_accepts_a_documents_figures_each_undoable(site: tuple[str, Engine]) -> None:
    base, engine = site
    before = {p.id for p in _open_figures(engine)}
    body = {
        "kind": "figure",
        "document": "results.md",
        "class": "clause/money_result",
        "by": "synthetic-tester",
    }
    done = _bulk(base, "accept", body)
    assert done.status_code == 200, done.text
    got = done.json()
    assert set(got["ids"]) == before and got["n_decided"] == 2 and got["action"] == "accept"
    assert got["document_id"] and got["class_name"] == "clause/money_result"
    TypeAdapter(schemas.BulkDecision).validate_python(got, strict=True)
    assert _open_figures(engine) == []
    one = got["ids"][0]
    shown = httpx.get(f"{base}/api/v1/proposals/{one}", timeout=30).json()
    assert shown["status"] == "accepted" and shown["decisions"][0]["decided_by"] == "synthetic-tester"
    undone = httpx.post(f"{base}/api/v1/proposals/{one}/undo", json={}, headers=AUTH, timeout=30)
    assert undone.status_code == 200 and [p.id for p in _open_figures(engine)] == [one]
    again = _bulk(base, "accept", {"kind": "figure", "document": "results.md", "class": "clause/spec"})
    assert again.status_code == 200 and again.json()["n_decided"] == 0  # another class: none


def test_api_rejects_with_the_reason(site: tuple[str, Engine]) -> None:
    base, engine = site
    done = _bulk(base, "reject", {"kind": "figure", "document": "results.md", "reason": "synthetic check"})
    assert done.status_code == 200 and done.json()["n_decided"] == 2
    with engine.connect() as conn:
        for pid in done.json()["ids"]:
            (d,) = rows.decisions(conn, pid)
            assert (d.decision, d.reason) == ("reject", "synthetic check")


def test_review_page_offers_bulk_and_refuses_without_confirmation(site: tuple[str, Engine]) -> None:
    base, engine = site
    page = httpx.get(f"{base}/review", timeout=30).text
    assert "Accept all 2" in page and "Reject all 2" in page
    (doc,) = {p.document_id for p in _open_figures(engine)}
    form = {"document": doc, "action": "accept", "token": TOKEN, "back": "/review"}
    assert httpx.post(f"{base}/review/bulk", data=form, timeout=30).status_code == 400
    assert httpx.post(f"{base}/review/bulk", data=form | {"confirm": "yes", "token": "x"}).status_code == 401
    assert len(_open_figures(engine)) == 2
    done = httpx.post(f"{base}/review/bulk", data=form | {"confirm": "yes"}, timeout=30)
    assert done.status_code == 303 and done.headers["location"] == "/review?bulk=accepted&n=2"
    assert _open_figures(engine) == []


@pytest.fixture
def browser_page(site: tuple[str, Engine]) -> Iterator[Any]:
    """The review page in a real chromium (skipped without one, failed in CI)."""
    with open_page(f"{site[0]}/review") as page:
        yield page


def test_reject_all_in_a_real_browser(site: tuple[str, Engine], browser_page: Any) -> None:
    base, engine = site
    page = browser_page
    form = page.locator("form.decide-many").first
    form.locator("input[name=token]").fill(TOKEN)
    form.locator("input[name=reason]").fill("synthetic check")
    form.locator("button[value=reject]").click()  # the confirmation box is not ticked: nothing sent
    assert form.locator("input[name=confirm]").evaluate("e => e.validity.valueMissing")
    assert page.url == f"{base}/review" and len(_open_figures(engine)) == 2
    form.locator("input[name=confirm]").check()
    form.locator("button[value=reject]").click()
    page.wait_for_url(f"{base}/review?bulk=rejected&n=2")
    assert "Rejected 2 figure proposals" in page.inner_text("main")
    assert _open_figures(engine) == [] and page.locator("form.decide-many").count() == 0
