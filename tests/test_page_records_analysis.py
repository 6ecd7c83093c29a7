"""The typed page contexts (present/web/records_*.py) are the pages' JSON contracts: every
``.json`` twin answers with exactly their keys, and the records that copy a dataclass or an
analysis record keep its fields in its order (the JSON's order)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine

from chipatlas.analyze.records_compare import ComparedPlatform
from chipatlas.analyze.records_signal import SignalRecord
from chipatlas.analyze.records_uscontent import UsLabel, UsProduction
from chipatlas.analyze.view import JudgementRow
from chipatlas.present.web import create_app
from chipatlas.present.web.page_records_analysis import (
    ChangesContext,
    CompareContext,
    LinkedComparedPlatform,
    WhatIfContext,
)
from chipatlas.present.web.page_records_chokepoints import (
    AnalysisContext,
    LinkedCompany,
    LinkedCountry,
    LinkedLabel,
    LinkedUsProduction,
    PlatformAnalysisContext,
)
from chipatlas.present.web.page_records_identity import JudgementEntry, JudgementLine
from chipatlas.present.web.page_records_review import DecisionEntry, ReviewContext
from chipatlas.present.web.page_records_signals import ConflictsContext, LinkedSignal, SignalsContext
from chipatlas.present.web.page_records_watch import WatchlistsContext
from chipatlas.store.judgements import Judgement
from chipatlas.store.proposals import Decision


def _keys(record: Any) -> list[str]:
    return list(record.__annotations__)


def test_mirrored_records_keep_the_fields_and_their_order() -> None:
    for typed, source in (
        (JudgementEntry, Judgement),
        (JudgementLine, JudgementRow),
        (DecisionEntry, Decision),
    ):
        assert _keys(typed) == [f.name for f in fields(source)], typed.__name__
    assert _keys(LinkedSignal) == [*_keys(SignalRecord), "source_urls"]
    assert _keys(LinkedUsProduction) == _keys(UsProduction)
    assert _keys(LinkedLabel) == [*_keys(UsLabel), "us_links"]
    assert _keys(LinkedComparedPlatform) == _keys(ComparedPlatform)


def _fits(body: dict[str, Any], record: Any, where: str) -> None:
    required, optional = set(record.__required_keys__), set(record.__optional_keys__)
    assert required <= set(body) <= required | optional, (where, set(body) ^ required)


def test_every_json_twin_answers_with_its_typed_context(bundled: Engine) -> None:
    with TestClient(create_app(bundled)) as web:
        slugs = [p["slug"] for p in web.get("/api/v1/platforms").json()["items"]]
        pages = {
            "/signals.json": SignalsContext,
            "/conflicts.json": ConflictsContext,
            "/analysis.json": AnalysisContext,
            f"/platforms/{slugs[0]}/analysis.json": PlatformAnalysisContext,
            f"/platforms/{slugs[0]}/review.json": ReviewContext,
            "/compare.json": CompareContext,
            f"/compare.json?p={slugs[0]}&p={slugs[1]}": CompareContext,
            "/changes.json": ChangesContext,
            "/changes.json?since=2000-01-01": ChangesContext,
            "/whatif.json": WhatIfContext,
            "/whatif.json?country=Taiwan": WhatIfContext,
            "/watchlists.json": WatchlistsContext,
        }
        for url, record in pages.items():
            answer = web.get(url)
            assert answer.status_code == 200, url
            _fits(answer.json(), record, url)
        analysis = web.get("/analysis.json").json()
        for company in analysis["criticality"]["companies"]:
            _fits(company, LinkedCompany, "criticality")
        for country in analysis["countries"]["countries"]:
            _fits(country, LinkedCountry, "countries")
        lines = [*analysis["criticality"]["companies"], *analysis["countries"]["countries"]]
        assert any("truncated" in line for line in lines), "no cut line to check"
        compared = web.get("/compare.json", params={"p": slugs[:2]}).json()["result"]["platforms"]
        for platform in compared:
            _fits(platform, LinkedComparedPlatform, "compare")


@pytest.mark.parametrize("path", ["/signals.json", "/analysis.json"])
def test_a_field_the_context_does_not_declare_is_caught(bundled_sqlite: Engine, path: str) -> None:
    # The check above can fail: an answer with one key more than its context is refused.
    with TestClient(create_app(bundled_sqlite)) as web:
        body = web.get(path).json() | {"undeclared": 1}
    record = SignalsContext if path.startswith("/signals") else AnalysisContext
    with pytest.raises(AssertionError):
        _fits(body, record, path)
