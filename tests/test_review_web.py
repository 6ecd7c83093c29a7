"""The review loop on the web: the API (bearer token) and the platform's review page with
its buttons, clicked in a real chromium. The article is SYNTHETIC text (see test_review)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import Engine
from tests.browser_support import open_page
from tests.live_server import live
from tests.test_review import QUALIFIED

from chipatlas.ingest.pipeline import ingest
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument

TOKEN = "synthetic-review-token"


@pytest.fixture
def site(bundled: Engine) -> Iterator[str]:
    report = ingest(bundled, SourceDocument("synthetic/qualified.md", QUALIFIED.encode(), "text/markdown"))
    assert report.status == "landed" and report.proposals
    with live(create_app(bundled, token=TOKEN)) as (base, errors):
        yield base
        assert errors.records == []


def _ring_suppliers(base: str) -> list[str]:
    ring = httpx.get(f"{base}/api/v1/platforms/microsoft_maia_200/ring", timeout=30).json()
    return [r["supplier"] for r in ring["rows"] if r["component"] == "HBM"]


def test_api_lists_and_decides_with_the_token(site: str) -> None:
    (p,) = httpx.get(f"{site}/api/v1/proposals", params={"platform": "Maia 200"}, timeout=30).json()["items"]
    assert p["supplier"] == "Samsung Electronics" and p["role"] == "second_source"
    url = f"{site}/api/v1/proposals/{p['id']}/accept"
    assert httpx.post(url, json={}, timeout=30).status_code == 401
    done = httpx.post(
        url, json={"by": "synthetic-tester"}, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30
    )
    assert done.status_code == 200 and done.json()["status"] == "accepted"
    assert done.json()["decisions"][0]["decided_by"] == "synthetic-tester"
    assert "Samsung Electronics" in _ring_suppliers(site)
    again = httpx.post(url, json={}, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30)
    assert again.status_code == 409
    assert httpx.get(f"{site}/api/v1/proposals/not-an-id", timeout=30).status_code == 422
    twin = httpx.get(f"{site}/platforms/microsoft_maia_200/review.json", params={"status": "all"}, timeout=30)
    assert twin.status_code == 200 and twin.json()["proposals"][0]["status"] == "accepted"
    assert httpx.get(f"{site}/platforms/microsoft_maia_200/review.csv", timeout=30).text.startswith("id,")


@pytest.fixture
def review_page(site: str) -> Iterator[Any]:
    """The platform's review page open in a real chromium (skipped without one, failed in CI)."""
    with open_page(f"{site}/platforms/microsoft_maia_200/review") as page:
        yield page


def test_the_review_page_accepts_in_a_real_browser(site: str, review_page: Any) -> None:
    page = review_page
    section = page.locator("section.proposal")
    assert section.count() == 1 and "Samsung Electronics" in section.inner_text()
    section.locator("form.decide input[name=token]").fill(TOKEN)
    section.locator("form.decide input[name=by]").fill("synthetic-tester")
    section.locator("button[value=accept]").click()
    page.wait_for_url(f"{site}/platforms/microsoft_maia_200/review")
    assert "No open proposal" in page.inner_text("main")
    assert "Samsung Electronics" in _ring_suppliers(site)


def test_the_review_page_edits_in_a_real_browser(site: str, review_page: Any) -> None:
    """The Edit form: behind the token, an ``edit`` decision as the CLI makes it; a bad share is
    refused with the reason and changes nothing."""
    (p,) = httpx.get(f"{site}/api/v1/proposals", params={"platform": "Maia 200"}, timeout=30).json()["items"]
    page = review_page
    edit = page.locator("section.proposal details.edit")
    assert not edit.locator("form").is_visible()  # folded until asked for
    edit.locator("summary").click()
    form = edit.locator("form")
    assert form.is_visible()
    form.locator("select[name=role]").select_option("primary")
    form.locator("input[name=stage]").fill("volume")
    form.locator("input[name=share]").fill("30%")
    form.locator("input[name=country]").fill("Korea")
    form.locator("input[name=by]").fill("synthetic-tester")
    form.locator("input[name=token]").fill(TOKEN)
    form.locator("button[type=submit]").click()
    page.wait_for_url(f"{site}/platforms/microsoft_maia_200/review")
    shown = page.locator("section.proposal").inner_text()
    assert "Primary" in shown and "stage: volume" in shown and "share: 30%" in shown, shown
    assert "made in South Korea" in shown, shown
    detail = httpx.get(f"{site}/api/v1/proposals/{p['id']}", timeout=30).json()
    assert (detail["role"], detail["stage"], detail["share"], detail["country"]) == (
        "primary",
        "volume",
        "30%",
        "South Korea",
    )
    (d,) = [d for d in detail["decisions"] if d["decision"] == "edit"]
    assert d["decided_by"] == "synthetic-tester" and "role=primary" in str(d["reason"])
    refused = httpx.post(
        f"{site}/review",
        data={"proposal": p["id"], "action": "edit", "share": "lots", "token": TOKEN},
        timeout=30,
    )
    assert refused.status_code == 409 and "not a percentage" in refused.text
    unsigned = httpx.post(
        f"{site}/review", data={"proposal": p["id"], "action": "edit", "share": "5%"}, timeout=30
    )
    assert unsigned.status_code in (401, 403)
    assert httpx.get(f"{site}/api/v1/proposals/{p['id']}", timeout=30).json()["share"] == "30%"
