"""A page's typed context IS its .json contract: every key the twin sends is declared, and
every declared key is sent (page_records*.py), on the bundled store."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine

from chipatlas.analyze.home import NewRow, PlatformCard
from chipatlas.analyze.view import JudgementRow
from chipatlas.present.web import create_app
from chipatlas.present.web.context import RING_FIELDS
from chipatlas.present.web.context_sites import SITE_LIST_FIELDS
from chipatlas.present.web.page_records import (
    ChipContext,
    ChipsContext,
    ClusterContext,
    CompanyContext,
    DocumentContext,
    EntitiesContext,
    EntityContext,
    HomeContext,
    LinkedResult,
    ListingContext,
    NewRowLine,
    PlatformCardLine,
    SearchContext,
)
from chipatlas.present.web.page_records_identity import judgement_line
from chipatlas.present.web.page_records_platform import PlatformContext, RingRowView
from chipatlas.present.web.page_records_sites import SiteContext, SiteLine, SitesContext


def _keys(td: Any) -> set[str]:
    return set(td.__required_keys__) | set(td.__optional_keys__)


def _first(web: TestClient, listing: str, key: str) -> str:
    items = web.get(f"{listing}.json").json()["items"]
    assert items, listing
    return str(items[0][key])


@pytest.fixture
def web(bundled_sqlite: Engine) -> Any:
    with TestClient(create_app(bundled_sqlite)) as client:
        yield client


def test_listing_and_home_twins_send_exactly_the_declared_keys(web: TestClient) -> None:
    pages = {
        "/index": HomeContext,
        "/platforms": ListingContext,
        "/companies": ListingContext,
        "/clusters": ListingContext,
        "/documents": ListingContext,
        "/entities": EntitiesContext,
        "/chips": ChipsContext,
        "/sites": SitesContext,
        "/search": SearchContext,
    }
    for path, ctx in pages.items():
        body = web.get(f"{path}.json", params={"q": "nvidia"} if path == "/search" else None).json()
        assert set(body) == _keys(ctx), path


def test_detail_twins_send_exactly_the_declared_keys(web: TestClient) -> None:
    pages = {
        f"/platforms/{_first(web, '/platforms', 'slug')}": PlatformContext,
        f"/companies/{_first(web, '/companies', 'slug')}": CompanyContext,
        f"/clusters/{_first(web, '/clusters', 'slug')}": ClusterContext,
        f"/chips/{_first(web, '/chips', 'slug')}": ChipContext,
        f"/entities/{_first(web, '/entities', 'id')}": EntityContext,
        f"/documents/{_first(web, '/documents', 'id')}": DocumentContext,
        f"/sites/{_first(web, '/sites', 'slug')}": SiteContext,
    }
    for path, ctx in pages.items():
        body = web.get(f"{path}.json").json()
        assert set(body) == _keys(ctx), path


def test_rows_inside_the_contexts_match_their_records(web: TestClient) -> None:
    # The ring row keeps RING_FIELDS' order (the .csv columns), then ids and sources.
    body = web.get(f"/platforms/{_first(web, '/platforms', 'slug')}.json").json()
    row = body["ring"]["rows"][0]
    assert set(row) == _keys(RingRowView)
    assert [k for k in row if k in RING_FIELDS] == list(RING_FIELDS)
    # A site line is the place's fields flat, in the .csv's column order.
    line = web.get("/sites.json").json()["items"][0]
    assert list(line) == list(SITE_LIST_FIELDS) == list(SiteLine.__annotations__)
    found = web.get("/search.json", params={"q": "nvidia"}).json()["results"]
    assert found and all(set(r) == _keys(LinkedResult) and r["url"].startswith("/") for r in found)


def test_home_lines_keep_the_dataclasses_fields_in_order() -> None:
    # The home page's lines are the analysis's own records, not copies that could drift.
    assert PlatformCardLine is PlatformCard and NewRowLine is NewRow
    assert list(PlatformCardLine.__annotations__)[:3] == ["id", "slug", "name"]


def test_judgement_entries_are_what_asdict_gave() -> None:
    # SYNTHETIC judgement: the bundled store has none, so the spelled-out copy is checked here.
    j = JudgementRow(
        id=7,
        judgement="same",
        left_id="company:synthetic-a",
        left_name="Synthetic A",
        right_id="company:synthetic-b",
        right_name="Synthetic B",
        reason=None,
        judged_by="test",
        created_at="2026-01-01T00:00:00Z",
        current=True,
    )
    assert list(judgement_line(j).items()) == list(asdict(j).items())
