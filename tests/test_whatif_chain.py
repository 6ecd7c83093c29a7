"""What-if must-holds of issue 11 §4 on the bundled data, on SQLite and PostgreSQL.

The expected platforms of each example are computed here from the ring rows themselves
(an independent reading, not the what-if's own filter), and every figure's chain is
followed back: shock -> ring row -> its document and the quote there -> component ->
platform -> cluster. The scenario file is SYNTHETIC (written for the test).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import Connection, Engine, select
from tests.writer_support import store_url

from chipatlas.analyze.records_whatif import PlatformRisk, RowHit, WhatIf
from chipatlas.analyze.whatif import Shock, whatif
from chipatlas.model.countries import lookup
from chipatlas.store.tables import documents, platforms, ring_rows, statements

EXE = Path(sys.executable).with_name("chipatlas")


def _expected(conn: Connection, keep: object) -> set[str]:
    """Platform names whose ring has a named-supplier row ``keep`` accepts."""
    names = dict(conn.execute(select(platforms.c.id, platforms.c.name)).all())
    found = conn.execute(select(ring_rows)).all()
    return {names[r.platform_id] for r in found if r.supplier_id and keep(r)}  # type: ignore[operator]


def _country(value: str | None) -> str | None:
    found = lookup(value) if value else None
    return found.name if found else value


def _check_chain(conn: Connection, result: WhatIf) -> None:
    """Every row hit names its supply, its document (stored) and a quote of that supply there."""
    for p in result["platforms"]:
        assert p["bound_by"] in {c["component"] for c in p["components"]}
        assert p["at_risk"] == max(c["at_risk"] for c in p["components"])
        for c in p["components"]:
            assert c["hits"] and c["at_risk"] == round(min(1.0, sum(h["at_risk"] for h in c["hits"])), 4)
            for h in c["hits"]:
                assert h["shock"] in result["shocks"] and h["share_basis"] and 0 < h["share"] <= 1
                assert conn.execute(select(documents.c.id).where(documents.c.id == h["document"])).first()
                _check_words(conn, h)


def _check_words(conn: Connection, h: RowHit) -> None:
    """The chain's last link: the row's own words in its document, at the span given; a
    table row's words hold its supplier's cell, not only the platform's name."""
    text = conn.execute(select(documents.c.text).where(documents.c.id == h["document"])).scalar_one()
    start, end, quote = h["span_start"], h["span_end"], h["quote"]
    assert quote and start is not None and end is not None and text[start:end] == quote
    stated = dict(
        conn.execute(
            select(statements.c.prop, statements.c.quote).where(
                statements.c.entity_id == h["supply_id"], statements.c.document_id == h["document"]
            )
        ).all()
    )
    if "platform" in stated and "supplier" in stated:
        assert stated["platform"] in quote and stated["supplier"] in quote, (quote, stated)


def _by_name(result: WhatIf) -> dict[str, PlatformRisk]:
    return {p["platform"]: p for p in result["platforms"]}


def test_taiwan_packaging_hits_every_platform_with_a_taiwan_packaging_row(bundled: Engine) -> None:
    with bundled.connect() as conn:
        result = whatif(conn, [Shock(component="advanced packaging", country="Taiwan")])
        expected = _expected(
            conn,
            lambda r: "advanced packaging" in r.component.lower() and _country(r.made_in_country) == "Taiwan",
        )
        _check_chain(conn, result)
    assert expected and set(_by_name(result)) == expected
    for p in result["platforms"]:
        hits = [h for c in p["components"] for h in c["hits"]]
        assert {h["made_in_country"] for h in hits} == {"Taiwan"}
        assert {c["component"].lower() for c in p["components"]} == {"advanced packaging"}


def test_sk_hynix_half_hits_hbm_rows_and_names_what_second_sources_cover(bundled: Engine) -> None:
    with bundled.connect() as conn:
        result = whatif(conn, [Shock(company="SK hynix", loss=0.5)])
        expected = _expected(conn, lambda r: r.supplier_id == "company:sk_hynix")
        _check_chain(conn, result)
    assert set(_by_name(result)) == expected
    for p in result["platforms"]:
        for c in p["components"]:
            assert {h["supplier"] for h in c["hits"]} == {"SK hynix"}
            assert all(abs(h["at_risk"] - h["share"] * 0.5) < 1e-4 for h in c["hits"])
            assert "SK hynix" not in c["alternatives"]
            if c["alternatives"]:  # another named supplier carries part of it: less than the loss
                assert c["at_risk"] < 0.5 and "qualified" in c["alternatives_note"]
            else:
                assert c["alternatives_note"].startswith("no other supplier")
    # A cluster inherits its platform's risk and is named with the platform it comes through.
    trn2 = _by_name(result)["AWS Trainium2 UltraServer"]
    assert [(c["cluster"], c["at_risk"], c["through"]) for c in trn2["clusters"]] == [
        ("Project Rainier", trn2["at_risk"], trn2["platform"])
    ]


def test_foxconn_mexico_hits_exactly_its_mexican_rows(bundled: Engine) -> None:
    with bundled.connect() as conn:
        result = whatif(conn, [Shock(company="Foxconn", country="Mexico")])
        expected = _expected(
            conn, lambda r: r.supplier_id == "company:foxconn" and _country(r.made_in_country) == "Mexico"
        )
        _check_chain(conn, result)
    assert expected and set(_by_name(result)) == expected
    hits = [h for p in result["platforms"] for c in p["components"] for h in c["hits"]]
    assert {(h["supplier"], h["made_in_country"]) for h in hits} == {("Foxconn", "Mexico")}


SCENARIO = (
    "name: synthetic test scenario (SYNTHETIC)\n"
    "shocks:\n"
    "  - {component: advanced packaging, country: Taiwan}\n"
    "  - {company: SK hynix, loss: 50%}\n"
    "  - {company: Foxconn, country: Mexico, period: 2027-Q1}\n"
)


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_a_scenario_file_reruns_to_identical_json_on_both_backends(kind: str, tmp_path: Path) -> None:
    with store_url(kind, tmp_path) as url:
        subprocess.run([str(EXE), "--db", url, "init"], check=True, capture_output=True)
        scenario = tmp_path / "synthetic_scenario.yaml"
        scenario.write_text(SCENARIO, encoding="utf-8")
        args = [str(EXE), "--db", url, "whatif", "--scenario", str(scenario), "--format", "json"]
        runs = [subprocess.run(args, capture_output=True, text=True, check=True).stdout for _ in range(2)]
        as_json = tmp_path / "synthetic_scenario.json"
        as_json.write_text(
            json.dumps(
                {
                    "shocks": [
                        {"component": "advanced packaging", "country": "Taiwan"},
                        {"company": "SK hynix", "loss": "50%"},
                        {"company": "Foxconn", "country": "Mexico", "period": "2027-Q1"},
                    ]
                }
            ),
            encoding="utf-8",
        )
        args[-3] = str(as_json)
        from_json = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    assert runs[0] == runs[1] == from_json  # the same scenario, YAML or JSON, gives the same bytes
    data = json.loads(runs[0])
    assert len(data["shocks"]) == 3 and data["n_rows_hit"] > 0
    names = {p["platform"] for p in data["platforms"]}
    assert {"AWS Trainium3 UltraServer", "Microsoft Maia 200", "Nvidia GB200 NVL72"} <= names
