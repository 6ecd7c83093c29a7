"""A ring row placed only by a state or region ("Arizona") is never counted within a radius by its
capital's point: it is listed apart, in JSON, CSV, the table and the page, and the site map draws
its pin apart from city pins (issue 11, walk3). Bundled data on SQLite and PostgreSQL; the web
and CLI on SQLite."""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine
from typer.testing import CliRunner

from chipatlas.analyze.site_exposure import site_exposure
from chipatlas.present.cli.app import app
from chipatlas.present.web import create_app


def test_a_region_only_row_is_listed_not_counted(bundled: Engine) -> None:
    with bundled.connect() as conn:
        near = site_exposure(conn, "Phoenix", 50.0)
        far = site_exposure(conn, "Hsinchu", 50.0)
    sites = {r["made_in_site"] for e in near["exposures"] for r in e["rows"]}
    assert "Arizona" not in sites  # the capital's point says nothing of where in Arizona
    assert "arizona" not in {p["place"]["slug"] for p in near["places"]}
    listed = {(x["platform"], x["component"], x["region"]) for x in near["placed_by_region"]}
    assert listed == {("Nvidia GB200 NVL72", "Advanced packaging", "Arizona")}
    assert near["n_placed_by_region"] == len(near["placed_by_region"]) == 2  # two suppliers' rows
    assert all(x["supply_id"] and x["document"] for x in near["placed_by_region"])
    assert "Phoenix, Arizona" in sites  # a city named with its state is placed by the city
    assert far["placed_by_region"] == []  # no region near Hsinchu is named alone


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    from chipatlas.store.db import connect, migrate
    from conftest import load_bundled

    eng = connect(str(tmp_path_factory.mktemp("regions") / "store.db"))
    migrate(eng)
    load_bundled(eng)
    yield eng
    eng.dispose()


def _cli(store: Engine, *args: str) -> str:
    db = store.url.render_as_string(hide_password=False)
    done = CliRunner().invoke(app, ["--db", db, *args], catch_exceptions=False)
    assert done.exit_code == 0, done.output
    return done.stdout


def test_cli_and_pages_say_so(store: Engine) -> None:
    table = _cli(store, "exposure", "--site", "Phoenix", "--radius", "50km")
    assert "2 rows placed only by region, not counted within the radius" in table
    rows = list(csv.DictReader(io.StringIO(_cli(store, "exposure", "--site", "Phoenix", "--format", "csv"))))
    apart = [r for r in rows if r["dependence"] == "not_counted_region_only"]
    assert len(apart) == 2 and all(r["supply_ids"] and "Arizona" in r["why"] for r in apart)
    data = json.loads(_cli(store, "exposure", "--site", "Phoenix", "--format", "json"))
    assert data["n_placed_by_region"] == 2
    with TestClient(create_app(store)) as web:
        page = web.get("/exposure", params={"site": "Phoenix", "radius": "50km"}).text
        assert "2 rows placed only by region, not counted within the radius" in page
        platform = web.get("/platforms/nvidia_gb200_nvl72").text
    pin = re.search(r'<a href="/sites/arizona" class="([^"]+)"', platform)
    assert pin is not None and pin.group(1) == "pin region", "a region's pin is drawn apart"
    assert 'class="pin" data-slug="phoenix"' in platform  # a city's pin stays a city's
    assert "dotted: only a state or region is stated" in platform
