"""walk13: one count of "components only planned" in every face.

`label` said GB200 had "2 planned" US components where `us-share` said "1 more only planned":
the label counted every component with a planned US row (rack integration has US assembly now
and more planned), us-share only those with no US production now. Both now give the second
count, named `n_components_us_planned_only` in the JSON, and the web says the same. The bundled
data is read as it is.
"""

from __future__ import annotations

import json
import re

import httpx
from sqlalchemy import Engine
from tests.live_server import live
from typer.testing import CliRunner

from chipatlas.analyze.ring import us_share
from chipatlas.analyze.uscontent import label
from chipatlas.present.cli.app import app
from chipatlas.present.web.app import create_app

GB200 = "Nvidia GB200 NVL72"


def test_label_and_us_share_count_planned_only_components_alike(bundled: Engine) -> None:
    with bundled.connect() as conn:
        said, share = label(conn, GB200), us_share(conn, GB200)
    now = {c["component"].lower() for c in said["us_now"]}
    planned = {c["component"].lower() for c in said["us_planned"]}
    # GB200's rack integration is made in the US now and more is planned: not "only planned".
    assert "rack integration" in now & planned
    assert said["n_components_us_planned_only"] == len(planned - now) == 1
    assert share["n_components_us_planned_only"] == 1
    assert said["n_components_us_planned"] == 2  # kept for the API: any planned row


def test_the_cli_faces_say_the_same_count(bundled_sqlite: Engine) -> None:
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    runner = CliRunner()
    said = runner.invoke(app, ["--db", db, "label", GB200]).output
    assert "US production: 2 of 16 components now, 1 more only planned" in said
    shared = runner.invoke(app, ["--db", db, "us-share", GB200]).output
    assert "2 of 16 components have some US production now" in shared and "1 more only planned" in shared
    as_json = json.loads(runner.invoke(app, ["--db", db, "us-share", GB200, "--format", "json"]).output)
    assert as_json["n_components_us_planned_only"] == 1


def test_the_web_pages_say_the_same_count(bundled_sqlite: Engine) -> None:
    with live(create_app(bundled_sqlite)) as (base, errors), httpx.Client(base_url=base) as client:
        page = client.get("/platforms/nvidia_gb200_nvl72")
        assert page.status_code == 200
        assert re.search(r"1 more component only planned \(4 planned rows in all\)", page.text)
        analysis = client.get("/platforms/nvidia_gb200_nvl72/analysis")
        assert analysis.status_code == 200
        assert "2 of 16 components now, 1 more only planned" in analysis.text
        assert (
            client.get("/platforms/nvidia_gb200_nvl72/analysis.json").json()["label"][
                "n_components_us_planned_only"
            ]
            == 1
        )
        assert not errors.records
