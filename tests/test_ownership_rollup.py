"""Exposure with subsidiaries: a company and the companies it owns (Ownership in the bundled
name knowledge: AWS and Annapurna Labs are Amazon's), and the company page's parent and
subsidiaries. Runs on the bundled data, on SQLite and PostgreSQL; the merge case uses
SYNTHETIC companies made up for the test ("Synthco Cloud").
"""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine
from typer.testing import CliRunner

from chipatlas.analyze import entity_pages
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.owned import subsidiaries
from chipatlas.ingest.identity import merge, split
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.cli.app import app
from chipatlas.present.web.app import create_app
from chipatlas.sources import SourceDocument

SYNTH = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,evidence,notes\n"
    "Synthetic Platform O1,Scale-up switch,Synthco Cloud,,sole,Taiwan,,made_abroad,claimed,SYNTHETIC row\n"
)


def _keys(data: dict[str, Any]) -> set[tuple[str, str]]:
    return {(e["slug"], e["component"]) for e in data["exposures"]}


def test_amazon_with_subsidiaries_rolls_up_aws_and_annapurna(bundled: Engine) -> None:
    with bundled.connect() as conn:
        alone = exposure(conn, "Amazon")
        group = exposure(conn, "Amazon", with_subsidiaries=True)
        aws, annapurna = exposure(conn, "AWS"), exposure(conn, "Annapurna Labs")
        assert subsidiaries(conn, "company:amazon") == ["company:annapurna_labs", "company:aws"]
        assert subsidiaries(conn, "company:aws") == []
    assert "subsidiaries" not in alone  # not asked: the answer is the company alone, as before
    assert group["subsidiaries"] == [
        {"id": "company:annapurna_labs", "name": "Annapurna Labs"},
        {"id": "company:aws", "name": "AWS"},
    ]
    assert aws["n_components"] > 0 and annapurna["n_components"] > 0
    assert _keys(group) == _keys(alone) | _keys(aws) | _keys(annapurna)
    accel = next(
        e
        for e in group["exposures"]
        if e["slug"] == "aws_trainium3_ultraserver" and e["component"] == "Accelerator"
    )
    assert accel["suppliers"] == ["Annapurna Labs"]
    assert accel["reasoning"][0].startswith("Annapurna Labs (in the Amazon group) supplies Accelerator")


def test_company_page_shows_parent_and_subsidiaries(bundled: Engine) -> None:
    with bundled.connect() as conn:
        amazon = entity_pages.company(conn, "amazon")
        aws = entity_pages.company(conn, "aws")
    assert amazon["parent"] is None
    assert [(c["entity"], c["name"]) for c in amazon["children"]] == [
        ("company:annapurna_labs", "Annapurna Labs"),
        ("company:aws", "AWS"),
    ]
    assert aws["parent"] is not None and aws["parent"]["id"] == "company:amazon"


def test_a_merged_subsidiary_reads_as_one_and_split_restores(bundled: Engine) -> None:
    assert ingest(
        bundled, SourceDocument("synthetic_owned.csv", SYNTH.encode(), "text/csv"), IngestOptions()
    ).ok
    with bundled.connect() as conn:
        before = json.dumps(exposure(conn, "Amazon", with_subsidiaries=True), sort_keys=True)
    with bundled.begin() as conn:  # a synthetic company judged to be AWS: it joins the group
        merge(conn, "company:aws", "company:synthco_cloud", "synthetic", "tester")
    with bundled.connect() as conn:
        group = exposure(conn, "Amazon", with_subsidiaries=True)
        page = entity_pages.company(conn, "amazon")
    assert ("synthetic_platform_o1", "Scale-up switch") in _keys(group)
    assert [c["entity"] for c in page["children"]] == ["company:annapurna_labs", "company:aws"]
    with bundled.begin() as conn:
        split(conn, "company:aws", "company:synthco_cloud", "synthetic", "tester")
    with bundled.connect() as conn:
        assert json.dumps(exposure(conn, "Amazon", with_subsidiaries=True), sort_keys=True) == before


def test_cli_flag_and_api_parameter(bundled_sqlite: Engine) -> None:
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    runner = CliRunner()
    table = runner.invoke(app, ["--db", db, "exposure", "Amazon", "--with-subsidiaries"])
    assert table.exit_code == 0, table.output
    assert "Amazon with the companies it owns: Annapurna Labs, AWS" in table.stdout
    got = runner.invoke(app, ["--db", db, "exposure", "Amazon", "--with-subsidiaries", "--format", "json"])
    cli_json = json.loads(got.stdout)
    with TestClient(create_app(bundled_sqlite)) as client:
        api = client.get("/api/v1/exposure", params={"name": "Amazon", "with_subsidiaries": "true"})
        assert api.status_code == 200 and api.json() == cli_json
        plain = client.get("/api/v1/exposure", params={"name": "Amazon"}).json()
    assert "subsidiaries" not in plain and plain["n_components"] < cli_json["n_components"]


def test_exposure_page_and_twin_roll_up_when_asked(bundled_sqlite: Engine) -> None:
    with TestClient(create_app(bundled_sqlite)) as client:
        asked = {"name": "Amazon", "with_subsidiaries": "1"}
        page = client.get("/exposure", params=asked)
        assert page.status_code == 200 and 'id="subsidiaries"' in page.text
        assert ">Annapurna Labs</a>" in page.text and "Trainium3" in page.text
        twin = client.get("/exposure.json", params=asked).json()
        assert twin["with_subsidiaries"] is True
        assert [s["name"] for s in twin["result"]["subsidiaries"]] == ["Annapurna Labs", "AWS"]
        alone = client.get("/exposure", params={"name": "Amazon"})
        assert alone.status_code == 200 and 'id="subsidiaries"' not in alone.text
        assert "Nothing in the stored rings depends on Amazon" in alone.text
