"""The seam between analyze and present is typed: no analysis function returns an untyped dict.

Parses analyze/ with `ast` (no import), so it checks what is written, not what runs.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from pydantic import TypeAdapter, ValidationError
from sqlalchemy import Engine

from chipatlas.present.web import create_app, schemas

ANALYZE = Path(__file__).resolve().parent.parent / "src" / "chipatlas" / "analyze"

# Modules whose functions still return untyped dicts; the refactor converts them one by one
# (issue 9 item 2). A converted module must leave this list, which the last test enforces.
PENDING: set[str] = set()


def _untyped(node: ast.expr | None) -> bool:
    """True when a return annotation is, or contains, Any or a bare dict / Dict."""
    if node is None:
        return False
    for sub in ast.walk(node):
        # dict[str, X] with a precise X is a typed mapping; only dict[str, Any] and bare dict fail.
        if isinstance(sub, ast.Name) and (
            sub.id == "Any" or (sub.id in {"dict", "Dict"} and not _is_subscripted(node, sub))
        ):
            return True
        if isinstance(sub, ast.Attribute) and sub.attr == "Any":
            return True
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and "Any" in sub.value:
            return True
    return False


def _is_subscripted(root: ast.expr, name: ast.Name) -> bool:
    return any(isinstance(s, ast.Subscript) and s.value is name for s in ast.walk(root))


def offenders(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return [
        f"{path.name}:{f.lineno} {f.name}() -> {ast.unparse(f.returns) if f.returns else ''}"
        for f in ast.walk(tree)
        if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef) and _untyped(f.returns)
    ]


def test_the_checker_catches_untyped_returns(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from typing import Any\n"
        "def a() -> dict[str, Any]: ...\n"
        "def b() -> list[dict]: ...\n"
        "def c() -> Any: ...\n"
        "def d() -> 'dict[str, Any]': ...\n"
        "def e() -> dict[str, int]: ...\n"
        "def f() -> list[str] | None: ...\n",
        encoding="utf-8",
    )
    assert [o.split()[1] for o in offenders(sample)] == ["a()", "b()", "c()", "d()"]


@pytest.mark.parametrize(
    "path", sorted(p for p in ANALYZE.rglob("*.py") if p.name not in PENDING), ids=lambda p: p.name
)
def test_no_analysis_function_returns_an_untyped_dict(path: Path) -> None:
    assert offenders(path) == []


def test_pending_list_only_names_modules_still_to_convert() -> None:
    done = sorted(name for name in PENDING if not offenders(ANALYZE / name))
    assert done == [], f"converted, remove from PENDING: {done}"


SEED = "aws_trainium3_ultraserver"


def test_api_answers_validate_against_their_declared_records(bundled: Engine) -> None:
    """The OpenAPI models are the analysis records, and real answers fit them strictly."""
    with TestClient(create_app(bundled)) as api:
        answers = {
            schemas.Ring: api.get(f"/api/v1/platforms/{SEED}/ring").json(),
            schemas.UsShare: api.get(f"/api/v1/platforms/{SEED}/us-share").json(),
            schemas.PlatformPage: api.get("/api/v1/platforms").json(),
            schemas.UsLabel: api.get(f"/api/v1/platforms/{SEED}/label").json(),
            schemas.UsProduction: api.get(f"/api/v1/platforms/{SEED}/us-production").json(),
            schemas.ExposureReport: api.get("/api/v1/exposure", params={"name": "TSMC"}).json(),
            schemas.WhatIf: api.get("/api/v1/whatif", params={"company": "TSMC", "loss": "50%"}).json(),
            schemas.EntityAnswer: api.get("/api/v1/entities/company:tsmc").json(),
        }
        doc = answers[schemas.EntityAnswer]["statements"][0]["source"]["document"]
        answers[schemas.DocumentAnswer] = api.get(f"/api/v1/documents/{doc}").json()
        answers[schemas.ProposalPage] = api.get("/api/v1/proposals", params={"status": "all"}).json()
        first = answers[schemas.ProposalPage]["items"][0]["id"]
        answers[schemas.ProposalDetail] = api.get(f"/api/v1/proposals/{first}").json()
        answers[list[schemas.SpecListed]] = api.get(f"/api/v1/specs/{SEED}").json()
        spec = api.get("/api/v1/openapi.json").json()
    for model, body in answers.items():
        TypeAdapter(model).validate_python(body, strict=True)
    for model in answers:
        name = model.__name__ if isinstance(model, type) else "SpecListed"  # list[SpecListed]
        assert name in spec["components"]["schemas"], f"{name} is not the declared model"
    assert answers[list[schemas.SpecListed]], "the seed platform states specs"
    assert answers[schemas.ExposureReport]["exposures"] and answers[schemas.WhatIf]["platforms"]
    ring_fields = spec["components"]["schemas"]["RingRow"]["properties"]
    assert set(ring_fields) == set(schemas.RingRow.__annotations__)
    assert "not disclosed" in ring_fields["supplier"]["description"]
    # The check can fail: a row missing a field or with a wrong type is refused.
    broken = dict(answers[schemas.Ring])
    broken["n_rows"] = "36"
    with pytest.raises(ValidationError):
        TypeAdapter(schemas.Ring).validate_python(broken, strict=True)


def test_a_document_record_names_every_stored_column_but_the_text() -> None:
    """entity_pages.document passes the row's columns through; the record must name each one."""
    from chipatlas.analyze.records_entity import DocumentRow
    from chipatlas.store.tables import documents

    assert set(DocumentRow.__annotations__) == {c.name for c in documents.columns} - {"text"}


def test_a_what_if_line_is_its_row_hit_with_the_component_and_platform_risk() -> None:
    from chipatlas.analyze.records_whatif import HitLine, RowHit
    from chipatlas.analyze.whatif import ROW_FIELDS

    extra = {"platform", "slug", "platform_at_risk", "component", "component_at_risk", "alternatives"}
    assert set(HitLine.__annotations__) == set(RowHit.__annotations__) | extra
    assert set(ROW_FIELDS) <= set(HitLine.__annotations__)  # the CSV columns are fields of the line


def test_a_proposal_view_is_the_stored_proposal_with_names() -> None:
    """ProposalView derives from store.proposals.Proposal (no second list of its fields), and
    its record names exactly the fields of ProposalRecord, in the record's order."""
    from dataclasses import fields

    from chipatlas.analyze.proposals import ProposalView
    from chipatlas.analyze.records_proposals import ProposalRecord
    from chipatlas.store.proposals import Proposal

    assert issubclass(ProposalView, Proposal)
    own = {f.name for f in fields(ProposalView)} - {f.name for f in fields(Proposal)}
    own_fields = {"platform", "document_title", "document_uri", "ring_now", "conflict", "subject"}
    assert own == own_fields  # subject: a figure's; document_uri: where it came from
    stored: dict[str, object] = {f.name: f"SYNTHETIC {f.name}" for f in fields(Proposal)}
    sample = ProposalView(**stored | {"span_start": 1, "span_end": 2}, platform="P", document_title=None)  # type: ignore[arg-type]
    record = sample.record()
    assert list(record) == list(ProposalRecord.__annotations__)
    assert record["document"] == sample.document_id and record["platform"] == "P"
    TypeAdapter(ProposalRecord).validate_python(record, strict=True)
