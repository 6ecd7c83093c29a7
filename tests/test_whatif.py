"""What-if on the bundled data: the issue's three examples, scenario files, the page and the API."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from markupsafe import escape
from sqlalchemy import Engine

from chipatlas.analyze.whatif import Shock, shock_from, whatif
from chipatlas.errors import ConfigError
from chipatlas.present.web.app import create_app

EXE = Path(sys.executable).with_name("chipatlas")


def _platforms(eng: Engine, *shocks: Shock) -> dict[str, float]:
    with eng.connect() as conn:
        return {p["platform"]: p["at_risk"] for p in whatif(conn, list(shocks))["platforms"]}


def test_all_advanced_packaging_in_taiwan(bundled: Engine) -> None:
    hit = _platforms(bundled, Shock(component="advanced packaging", country="Taiwan"))
    # Every platform whose packaging row is made in Taiwan; sole or only-named: all of it.
    assert hit["AWS Trainium3 UltraServer"] == 1.0
    assert hit["Google TPU v7 Ironwood"] == 1.0
    # GB200 also names Amkor and SPIL in Arizona, but as planned places (not yet making the
    # part): TSMC and SPIL's Tan-Ke plant in Taiwan carry all of it today (walk12).
    assert hit["Nvidia GB200 NVL72"] == 1.0
    assert "Cerebras CS-3" not in hit


def test_sk_hynix_half_with_the_second_sources_named(bundled: Engine) -> None:
    with bundled.connect() as conn:
        result = whatif(conn, [Shock(company="SK hynix", loss=0.5)])
    by_name = {p["platform"]: p for p in result["platforms"]}
    assert by_name["Microsoft Maia 200"]["at_risk"] == 0.5  # sole HBM supplier
    tpu = by_name["Google TPU v7 Ironwood"]
    assert tpu["at_risk"] < 0.5 and tpu["components"][0]["alternatives"] == ["Samsung Electronics"]
    assert {c["component"] for p in result["platforms"] for c in p["components"]} == {"HBM"}
    # Every figure has its chain: the row, its share and why, its document.
    hit = tpu["components"][0]["hits"][0]
    assert hit["supplier"] == "SK hynix" and hit["document"] and "default 70%" in hit["share_basis"]
    # A cluster inherits the risk of the platform it deploys.
    trn2 = by_name["AWS Trainium2 UltraServer"]
    assert [c["cluster"] for c in trn2["clusters"]] == ["Project Rainier"]


def test_foxconn_mexico(bundled: Engine) -> None:
    hit = _platforms(bundled, Shock(company="Foxconn", country="Mexico"))
    assert list(hit) == ["Nvidia GB200 NVL72"] and hit["Nvidia GB200 NVL72"] == 1.0


def test_bad_shocks_are_clear_errors() -> None:
    with pytest.raises(ConfigError, match="loss"):
        shock_from({"company": "X", "loss": 2})
    with pytest.raises(ConfigError, match="loss must be"):
        shock_from({"company": "X", "loss": "E#"})  # not a number: the same clear error, not a crash
    with pytest.raises(ConfigError, match="unknown key"):
        shock_from({"factory": "X"})
    with pytest.raises(ConfigError, match="at least one"):
        shock_from({"loss": "50%"})
    assert shock_from({"company": "X", "loss": "50%"}).loss == 0.5
    # The shock as the title reads it, not a Python dict with its None (walk8).
    with pytest.raises(ConfigError) as caught:
        shock_from({"country": "Mexico", "loss": "150%", "period": None})
    said = str(caught.value)
    assert "shock country 'Mexico': loss must be more than 0 and at most 100% (given '150%')" in said, said
    assert "{" not in said and "None" not in said


def test_scenario_file_reruns_to_identical_json(tmp_path: Path) -> None:
    db = tmp_path / "atlas.db"
    subprocess.run([str(EXE), "--db", str(db), "init"], check=True, capture_output=True)
    scenario = tmp_path / "synthetic_scenario.yaml"
    scenario.write_text(
        "name: synthetic test scenario\n"
        "shocks:\n"
        "  - {component: advanced packaging, country: Taiwan}\n"
        "  - {company: SK hynix, loss: 50%}\n"
        "  - {company: Foxconn, country: Mexico, period: 2027-Q1}\n",
        encoding="utf-8",
    )
    runs = [
        subprocess.run(
            [str(EXE), "--db", str(db), "whatif", "--scenario", str(scenario), "--format", "json"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for _ in range(2)
    ]
    assert runs[0] == runs[1]
    data = json.loads(runs[0])
    assert len(data["shocks"]) == 3 and data["defaults"]["sole"]
    table = subprocess.run(
        [str(EXE), "--db", str(db), "whatif", "--company", "SK hynix", "--loss", "50%"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Microsoft Maia 200" in table and "50%" in table
    csv = subprocess.run(
        [str(EXE), "--db", str(db), "whatif", "--process", "Synthetic Nothing Process", "--format", "csv"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert csv.returncode == 0 and csv.stdout.startswith("platform,platform_at_risk,component")


def test_page_and_api(bundled: Engine) -> None:
    with TestClient(create_app(bundled)) as client:
        page = client.get("/whatif", params={"company": "SK hynix", "loss": "50%"})
        assert page.status_code == 200 and "Microsoft Maia 200" in page.text
        twin = client.get("/whatif.json", params={"company": "SK hynix", "loss": "50%"}).json()
        api = client.get("/api/v1/whatif", params={"company": "SK hynix", "loss": "50%"}).json()
        assert twin["result"] == api
        # Each row hit shows its own words, linked to the document at those words.
        hit = api["platforms"][0]["components"][0]["hits"][0]
        assert f'<q class="quote">{escape(hit["quote"])}</q>' in page.text
        assert f"/documents/{hit['document']}?span={hit['span_start']}-{hit['span_end']}#s-cited" in page.text
        rows = client.get("/whatif.csv", params={"company": "SK hynix", "loss": "50%"}).text
        assert rows.splitlines()[0].startswith("platform,platform_at_risk")
        bad = client.get("/api/v1/whatif", params={"company": "SK hynix", "loss": "5000%"})
        assert bad.status_code == 400
        garbled = client.get("/api/v1/whatif", params={"company": "SK hynix", "loss": "E#"})
        assert garbled.status_code == 400 and "loss must be" in garbled.json()["error"]["message"]


def test_the_table_names_the_part_of_each_row_hit_and_alternative(bundled_sqlite: Engine) -> None:
    """One company in three parts of one ring: each share and alternative under its part
    (walk6: "Micron (100% share); Micron (100% share); Micron (33% share)" beside
    alternatives that were of one part only)."""
    from tests.cli_support import run_cli

    table = run_cli(
        bundled_sqlite.url.render_as_string(hide_password=False), "whatif", "--company", "Micron", columns=400
    )
    (line,) = [x for x in table.splitlines() if "Vera Rubin" in x]
    assert "Host memory (SOCAMM2): Micron (100% share)" in line, line
    assert "; Storage (SSD): Micron (100% share); HBM:" in line, line
    assert "│ HBM: SK hynix, Samsung Electronics │" in line, line  # the alternatives name their part


def test_a_site_named_for_its_owner_reads_once() -> None:
    """A row hit made at a site named for its owner read "TSMC TSMC Fab 18" (walk7). Synthetic rows."""
    from typing import Any

    from chipatlas.present.cli.whatif import _hit

    def hit(supplier: str | None, site: str | None, country: str | None = None) -> Any:
        return {
            "supplier": supplier,
            "made_in_site": site,
            "made_in_country": country,
            "share": 0.5,
            "assumed": [],
        }

    assert _hit(hit("Examplefab", "Examplefab Fab 9, Sometown")) == "Examplefab Fab 9, Sometown (50% share)"
    assert _hit(hit("Examplefab", "Sometown")) == "Examplefab Sometown (50% share)"
    assert _hit(hit("Ex", "Examplefab Fab 9")) == "Ex Examplefab Fab 9 (50% share)"  # a word, not a prefix
    assert _hit(hit(None, None, "Taiwan")) == "Taiwan (50% share)"


def test_one_platform_hit_is_counted_in_the_singular(bundled_sqlite: Engine) -> None:
    """Foxconn in Mexico hits one platform through two rows: "1 platform", not "1 platforms"
    (walk8), on the terminal and on the page."""
    from tests.cli_support import run_cli

    db = bundled_sqlite.url.render_as_string(hide_password=False)
    table = run_cli(db, "whatif", "--company", "Foxconn", "--country", "Mexico", columns=200)
    assert "1 platform hit through 2 ring rows" in table, table
    with TestClient(create_app(bundled_sqlite)) as client:
        page = client.get("/whatif", params={"company": "Foxconn", "country": "Mexico"}).text
    assert "1 platform hit through 2 ring rows, most at risk first" in page
