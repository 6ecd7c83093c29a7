"""The analysis answers of the API fit the typed records they declare in OpenAPI (issue 9).

Runs the real app over the bundled data (both backends): each answer validates strictly against
its response model, and the OpenAPI document names that model with the record's descriptions.
"""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from pydantic import TypeAdapter, ValidationError
from sqlalchemy import Engine

from chipatlas.analyze.records_chokepoint import Finding
from chipatlas.present.web import create_app, schemas

PAIR = "p=aws_trainium3_ultraserver&p=nvidia_gb200_nvl72"

# (url, declared model, OpenAPI schema name the path's 200 answer refers to)
ANSWERS: list[tuple[str, Any, str]] = [
    ("/api/v1/companies?limit=5", schemas.EntityPage, "EntityPage"),
    ("/api/v1/entities?limit=5", schemas.EntityPage, "EntityPage"),
    ("/api/v1/documents?limit=5", schemas.DocumentPage, "DocumentPage"),
    ("/api/v1/chokepoints?limit=5", schemas.FindingPage, "FindingPage"),
    (f"/api/v1/compare?{PAIR}", schemas.Comparison, "Comparison"),
    ("/api/v1/changes?since=2000-01-01&limit=5", schemas.ChangesPage, "ChangesPage"),
    ("/api/v1/matrix?limit=5", schemas.MatrixPage, "MatrixPage"),
    ("/api/v1/criticality?limit=5", schemas.CriticalityPage, "CriticalityPage"),
    ("/api/v1/countries?limit=5", schemas.CountryPage, "CountryPage"),
]


def _ref_of(spec: dict[str, Any], url: str) -> str:
    path = "/api/v1" + url.removeprefix("/api/v1").split("?")[0]
    answer = spec["paths"][path]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    return str(answer["$ref"]).rsplit("/", 1)[-1]


def test_analysis_answers_validate_against_their_records(bundled: Engine) -> None:
    with TestClient(create_app(bundled)) as api:
        bodies = {url: api.get(url) for url, _, _ in ANSWERS}
        spec = api.get("/api/v1/openapi.json").json()
    for url, model, name in ANSWERS:
        assert bodies[url].status_code == 200, url
        body = bodies[url].json()
        assert body, url
        TypeAdapter(model).validate_python(body, strict=True)
        assert _ref_of(spec, url) == name, url
    # Real answers carry items, so the check above looked at filled records, not empty lists.
    assert bodies["/api/v1/chokepoints?limit=5"].json()["items"]
    assert bodies["/api/v1/changes?since=2000-01-01&limit=5"].json()["platforms"]
    assert len(bodies[f"/api/v1/compare?{PAIR}"].json()["platforms"]) == 2


def test_openapi_documents_the_record_fields(bundled: Engine) -> None:
    with TestClient(create_app(bundled)) as api:
        components = api.get("/api/v1/openapi.json").json()["components"]["schemas"]
    finding = components["Finding"]["properties"]
    assert set(finding) == set(Finding.__annotations__)
    assert "not proof" in finding["kind"]["description"]
    assert "not disclosed" in components["Cell"]["properties"]["status"]["description"]
    assert set(components["ChangesPage"]["properties"]) >= {"since", "totals", "platforms", "next_cursor"}


def test_a_wrong_answer_is_refused_by_its_record(bundled: Engine) -> None:
    """The validation above can fail: a mistyped count or a missing field is refused."""
    with TestClient(create_app(bundled)) as api:
        body = api.get("/api/v1/criticality?limit=2").json()
    TypeAdapter(schemas.CriticalityPage).validate_python(body, strict=True)
    wrong = {**body, "companies": [{**body["companies"][0], "rank": "1"}]}
    with pytest.raises(ValidationError):
        TypeAdapter(schemas.CriticalityPage).validate_python(wrong, strict=True)
    missing = {k: v for k, v in body.items() if k != "next_cursor"}
    with pytest.raises(ValidationError):
        TypeAdapter(schemas.CriticalityPage).validate_python(missing, strict=True)
