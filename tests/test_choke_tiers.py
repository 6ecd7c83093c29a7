"""Chokepoints count within the make tier and a corporate group once (analyze/choke_tiers.py).

The ring and the names below are SYNTHETIC (invented companies and platforms, written for the
test): a platform whose accelerator names its designer and one foundry (a chokepoint on the
foundry), one naming its designer and two foundries (none), and a part whose only suppliers
are two subsidiaries of one parent (a chokepoint of the group). Each runs on SQLite and
PostgreSQL; the last test reads the bundled data.
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine
from typer.testing import CliRunner

from chipatlas.analyze.choke_tiers import load_tiers
from chipatlas.analyze.chokepoints import chokepoints, chokepoints_page, kind_counts, summary
from chipatlas.analyze.design_tier import WHY, platform_makers
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.cli.app import app
from chipatlas.present.web.app import create_app
from chipatlas.sources import SourceDocument

URL = "https://example.org/synthetic"
NAMES = (
    "id,kind,name,legal_name,short_names,former_names,tickers,local_names,parent,maker,platforms,source_url\n"
    f"company:zorvex,Company,Zorvex,,,,,,,,,{URL}\n"
    f"company:zorvex_silicon,Company,Zorvex Silicon,,,,,,company:zorvex,,,{URL}\n"
    f"company:quellar_holdings,Company,Quellar Holdings,,,,,,,,,{URL}\n"
    f"company:quellar_north,Company,Quellar North,,,,,,company:quellar_holdings,,,{URL}\n"
    f"company:quellar_south,Company,Quellar South,,,,,,company:quellar_holdings,,,{URL}\n"
    f"platform:synthetic_zx1,Platform,Synthetic ZX1,,,,,,,company:zorvex,,{URL}\n"
    f"platform:synthetic_zx2,Platform,Synthetic ZX2,,,,,,,company:zorvex,,{URL}\n"
)
HEAD = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,evidence,notes\n"
)
RING = HEAD + (
    # ZX1: the designer (a subsidiary of the maker) and one foundry; memory from one group.
    "Synthetic ZX1,Accelerator,Zorvex Silicon,designs it,,,,,claimed,SYNTHETIC row\n"
    "Synthetic ZX1,Accelerator,Fabrikon,makes it,,Taiwan,,made_abroad,claimed,SYNTHETIC row\n"
    "Synthetic ZX1,Memory,Quellar North,,,,,,claimed,SYNTHETIC row\n"
    "Synthetic ZX1,Memory,Quellar South,,,,,,claimed,SYNTHETIC row\n"
    # ZX2: the designer and two foundries: two makers, no single source.
    "Synthetic ZX2,Accelerator,Zorvex,designs it,,,,,claimed,SYNTHETIC row\n"
    "Synthetic ZX2,Accelerator,Fabrikon,makes it,,Taiwan,,made_abroad,claimed,SYNTHETIC row\n"
    "Synthetic ZX2,Accelerator,Wafertek,makes it,,Japan,,made_abroad,claimed,SYNTHETIC row\n"
    "Synthetic ZX2,Memory,Quellar North,,,,,,claimed,SYNTHETIC row\n"
    "Synthetic ZX2,Memory,Membright,,,,,,claimed,SYNTHETIC row\n"
)


def _load(engine: Engine) -> None:
    for name, text in (("synthetic_names.csv", NAMES), ("synthetic_ring.csv", RING)):
        report = ingest(engine, SourceDocument(name, text.encode(), "text/csv"), IngestOptions())
        assert report.ok, report.lines()


def _single(found: list[Any]) -> dict[tuple[str, str], Any]:
    return {(f["slug"], f["component"]): f for f in found if f["kind"] == "single_known"}


def test_designer_beside_one_foundry_and_one_group_are_chokepoints(engine: Engine) -> None:
    _load(engine)
    with engine.connect() as conn:
        found = _single(chokepoints(conn))
        counts = kind_counts(conn)
        one = summary(conn, "Synthetic ZX1")
        paged = [f for f in chokepoints_page(conn, None, ("single_known",), 1)[0]]
    assert sorted(found) == [("synthetic_zx1", "Accelerator"), ("synthetic_zx1", "Memory")]
    accel = found[("synthetic_zx1", "Accelerator")]
    assert accel["supplier"] == "Fabrikon" and accel["design_tier"] == ["Zorvex Silicon"]
    assert accel["n_named_suppliers"] == 2  # both tiers are named; one maker is counted
    assert accel["reason"].endswith(f"beside it Zorvex Silicon, {WHY}")
    memory = found[("synthetic_zx1", "Memory")]
    assert (memory["supplier"], memory["supplier_id"], memory["group"]) == (
        "Quellar Holdings",
        "company:quellar_holdings",
        "Quellar Holdings",
    )
    assert memory["reason"].startswith(
        "one corporate group: Quellar Holdings (parent of Quellar North, Quellar South)"
    )
    assert len(memory["supply_ids"]) == 2
    # The SQL counts, one platform's summary and a page agree with the findings.
    assert counts["single_known"] == 2
    assert one["counts"]["single_known"] == 2
    assert paged and paged[0]["component"] == "Accelerator" and paged[0]["supplier"] == "Fabrikon"


def test_the_one_query_groups_agree_with_the_design_tier_makers(bundled: Engine) -> None:
    with bundled.connect() as conn:
        tiers = load_tiers(conn)
        assert platform_makers(conn, tiers.makers) == tiers.makers
        every = chokepoints(conn)
        counts = kind_counts(conn)
        found = _single(chokepoints(conn, "Microsoft Maia 200"))
        sole = [
            f
            for f in chokepoints(conn, "Trainium3 UltraServer", ("sole",))
            if f["component"] == "Accelerator"
        ]
    # Bundled rows: Maia 200's Accelerator names Microsoft (its designer) and TSMC.
    maia = found[("microsoft_maia_200", "Accelerator")]
    assert (maia["supplier"], maia["design_tier"]) == ("TSMC", ["Microsoft"])
    assert [f["design_tier"] for f in sole] == [["Annapurna Labs"]]
    # Gaudi 3's Scale-out NIC (Habana Labs beside Nvidia): two paths, no chokepoint on Nvidia.
    assert not [f for f in every if f["platform"] == "Intel Gaudi 3" and f["component"] == "Scale-out NIC"]
    assert [
        f["design_tier"] for f in every if f["component"] == "Scale-up switch" and f["supplier"] == "Foxconn"
    ] == [["Nvidia"]]
    # The SQL counts (keyed in SQL) and the findings (keyed in Python) agree.
    assert counts == {k: sum(1 for f in every if f["kind"] == k) for k in ("sole", "single_known", "gap")}


def _cli(engine: Engine) -> list[Any]:
    url = engine.url.render_as_string(hide_password=False)
    out = CliRunner().invoke(
        app, ["--db", url, "chokepoints", "--platform", "Synthetic ZX1", "--format", "json"]
    )
    assert out.exit_code == 0, out.output
    cli = [f for f in json.loads(out.output) if f["kind"] == "single_known"]
    assert {f["supplier"] for f in cli} == {"Fabrikon", "Quellar Holdings"}
    table = CliRunner().invoke(app, ["--db", url, "chokepoints", "--format", "csv"])
    rows = [r for r in csv.DictReader(io.StringIO(table.output)) if r["kind"] == "single_known"]
    assert any(r["reason"].startswith("one corporate group: Quellar Holdings") for r in rows)
    return cli


def test_cli_says_why(sqlite_engine: Engine) -> None:  # the CLI opens a store by URL: SQLite
    _load(sqlite_engine)
    assert [f["supplier"] for f in _cli(sqlite_engine)] == ["Fabrikon", "Quellar Holdings"]


def test_web_and_api_say_why(engine: Engine) -> None:
    _load(engine)
    with engine.connect() as conn:
        found = [f for f in chokepoints(conn) if f["kind"] == "single_known"]
    client = TestClient(create_app(engine))
    api = client.get("/api/v1/chokepoints", params={"kind": "single_known"}).json()["items"]
    assert [f["reason"] for f in api] == [f["reason"] for f in found]
    page = client.get("/analysis").text
    assert "one corporate group: Quellar Holdings (parent of Quellar North, Quellar South)" in page
    assert "beside it Zorvex Silicon, the platform&#39;s own designer" in page
    data = client.get("/analysis.json").json()
    assert next(k for k in data["kinds"] if k["kind"] == "single_known")["n"] == 2
