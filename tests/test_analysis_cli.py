"""The analysis commands and their JSON contracts, through the Typer app on the bundled data."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import Engine
from typer.testing import CliRunner

from chipatlas.errors import ConfigError, NotFoundError
from chipatlas.present.cli.app import app


@pytest.fixture
def cli(bundled_sqlite: Engine) -> Any:
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    runner = CliRunner()

    def run(*args: str) -> Any:
        result = runner.invoke(app, ["--db", db, *args], catch_exceptions=True)
        return result

    return run


def _json(cli: Any, *args: str) -> Any:
    result = cli(*args, "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_chokepoints_contract(cli: Any) -> None:
    rows = _json(cli, "chokepoints", "--platform", "Trainium3 UltraServer")
    assert all({"platform", "component", "supplier", "kind", "evidence"} <= set(r) for r in rows)
    assert {"kind": "sole", "component": "Accelerator", "supplier": "TSMC"}.items() <= next(
        r for r in rows if r["kind"] == "sole"
    ).items()
    assert {r["component"] for r in rows if r["kind"] == "gap"} == {"CPU", "HBM", "Optical transceivers"}
    assert all(r["supply_ids"] and r["documents"] for r in rows)
    only_gaps = _json(cli, "chokepoints", "--kind", "gap")
    assert {r["kind"] for r in only_gaps} == {"gap"}
    table = cli("chokepoints", "--platform", "aws_trainium3_ultraserver")
    assert table.exit_code == 0 and "Advanced packaging" in table.stdout
    assert isinstance(cli("chokepoints", "--kind", "bogus").exception, ConfigError)


def test_exposure_contract(cli: Any) -> None:
    data = _json(cli, "exposure", "TSMC")
    assert data["entity"] == "TSMC" and isinstance(data["exposures"], list)
    assert all(
        {"platform", "component", "role", "alternatives", "evidence"} <= set(e) for e in data["exposures"]
    )
    mine = {e["component"] for e in data["exposures"] if e["slug"] == "aws_trainium3_ultraserver"}
    assert mine == {"Accelerator", "Advanced packaging"}
    taiwan = cli("exposure", "Taiwan")
    assert taiwan.exit_code == 0 and "PCB and substrate" in taiwan.stdout
    assert isinstance(cli("exposure", "Nowhere Corp").exception, NotFoundError)
    # by company as by site, each CSV line carries its chain and sources (walk7: only by site)
    import csv
    import io

    lines = list(csv.DictReader(io.StringIO(cli("exposure", "TSMC", "--format", "csv").stdout)))
    assert lines and all(
        x["supply_ids"].startswith("supply:") and x["documents"] and x["chain"] for x in lines
    )


def test_other_commands(cli: Any) -> None:
    lab = _json(cli, "label", "Trainium3 UltraServer")
    assert lab["final_assembly"]["point"] == "Socorro TX, United States"
    assert "major sources" in cli("label", "Trainium3 UltraServer").stdout
    conc = _json(cli, "concentration", "Trainium3 UltraServer", "--thresholds", "2010")
    assert conc["thresholds"]["moderate"] == 1500
    assert cli("concentration", "Trainium3 UltraServer", "--format", "csv").stdout.startswith("component,hhi")
    cmp = _json(cli, "compare", "GB200 NVL72", "TPU v7 Ironwood")
    assert [p["slug"] for p in cmp["platforms"]] == ["nvidia_gb200_nvl72", "google_tpu_v7_ironwood"]
    shown = cli("compare", "GB200 NVL72", "TPU v7 Ironwood").stdout
    assert "shared suppliers" in shown
    assert "Nvidia GB200 NVL72" in shown and "nvidia gb200 nvl72" not in shown  # walk7: slug headers
    ch = _json(cli, "changes", "--since", "2000-01-01")
    assert ch["totals"]["n_new"] > 0 and ch["totals"]["n_superseded"] == 0
    assert "total:" in cli("changes", "--since", "2000-01-01").stdout
    crit = _json(cli, "criticality", "--limit", "3")
    assert [c["supplier"] for c in crit["companies"]][:1] == ["TSMC"]
    matrix = _json(cli, "matrix", "--min-platforms", "3")
    assert {s["supplier"] for s in matrix["suppliers"]} >= {"TSMC", "SK hynix"}
    countries = _json(cli, "countries")
    assert countries["countries"][0]["country"] == "Taiwan"
    for cmd in ("matrix", "criticality", "countries"):
        assert cli(cmd).exit_code == 0


# SYNTHETIC note (walk6), written for this test: the event is made up, not a fact.
QUALIFIED = (
    "# Synthetic test note: memory qualification\n\nSynthetic text written for a test, not a real report. "
    "Samsung Electronics has been qualified as a second source of HBM for the Microsoft Maia 200, the "
    "company said on Monday.\n"
)


def test_changes_name_the_rows_that_changed(bundled_sqlite: Engine, cli: Any) -> None:
    """A new ring row reads as "<supplier> <part> for <platform>" (its id, supply:..., told the
    reader nothing), the table lists it under the counts, and the total says how much of it
    is about no platform (walk6: the counts alone, and a total the rows did not add up to)."""
    from chipatlas.ingest.pipeline import ingest
    from chipatlas.sources import SourceDocument

    since = datetime.now(UTC).isoformat()
    report = ingest(bundled_sqlite, SourceDocument("synthetic/q.md", QUALIFIED.encode(), "text/markdown"))
    (pid,) = [x.split()[1].rstrip(":") for x in report.proposals if "Samsung" in x]
    assert cli("review", "accept", pid, "--reason", "synthetic").exit_code == 0
    data = _json(cli, "changes", "--since", since, "--platform", "Maia 200")
    names = {e["entity_name"] for e in data["platforms"][0]["new"]}
    assert names == {"Samsung Electronics HBM for Microsoft Maia 200"}, names
    table = cli("changes", "--since", since).stdout
    assert "Microsoft Maia 200: new Samsung Electronics HBM for Microsoft Maia 200: " in table, table
    assert "supply:" not in table
    assert "of the statements, about no platform (companies, documents, signals): " in table, table
    # The accepted row is one supply and several statements; each count says which it counts
    # (walk7: "n new" read as rows and counted statements).
    (maia,) = data["platforms"]
    assert maia["n_supplies_new"] == 1 and maia["n_new"] > 1 and maia["n_supplies_ended"] == 0
    assert data["totals"]["n_supplies_new"] == 1
    assert "supplies new" in table and "statements new" in table and "n new" not in table
    assert "total: supplies 1 new, 0 ended; statements " in table, table


def test_signals_table_names_what_the_story_cites_and_its_document(bundled_sqlite: Engine, cli: Any) -> None:
    """The table showed "n sources 0" beside a story that is its own document, and no document:
    now the sources it cites by name and the document's id prefix (walk7). Synthetic article."""
    from tests.test_watch_support import ingest_article

    doc = ingest_article(bundled_sqlite)
    table = cli("signals").stdout
    assert "n sources" not in table and "cites" in table
    assert doc[:12] in table and "Synthetic Test Wire" in table
    assert cli("document", doc[:12], "--format", "json").exit_code == 0
    (row,) = [r for r in _json(cli, "signals") if r["document"] == doc]
    assert row["n_sources"] == 1 and row["source"] == "Synthetic Test Wire"
