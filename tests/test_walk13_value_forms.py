"""walk13: a source's alternatives ("64|72|128") or range ("2-4") in the claims files.

`conflicts` listed the MI450 Helios accelerator count as a disagreement: one page said 64, 72
or 128 GPUs per system (the bundled data writes ``64|72|128``) and another 72, one of those
values; and it showed the code ``64|72|128``. Values of one fact in different units ("2.9
EFLOPS" beside "2560 PFLOPS") were listed as written, leaving the reader to convert. The
bundled data is read as it is; the claims below are SYNTHETIC (made-up platform and pages).
"""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from typer.testing import CliRunner

from chipatlas.analyze.conflicts import conflicts
from chipatlas.analyze.value_forms import agree, allowed, words
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.cli.app import app
from chipatlas.sources import SourceDocument


@pytest.mark.parametrize(
    ("value", "said"),
    [
        ("64|72|128", "64, 72 or 128"),
        ("1|2", "1 or 2"),
        ("2-4", "2 to 4"),
        ("72", "72"),
        ("CoWoS-L", "CoWoS-L"),
    ],
)
def test_values_in_words(value: str, said: str) -> None:
    assert words(value) == said


@pytest.mark.parametrize(
    ("a", "b", "unit", "same"),
    [
        ("64|72|128", "72", "count", True),
        ("64|72|128", "96", "count", False),
        ("2-4", "3", "count", True),
        ("2-4", "6", "count", False),
        ("2-4", "4-8", "count", True),
        ("2-4", "5|6", "count", False),
        ("2.9", "2900", "", False),  # no unit: numbers as they are
    ],
)
def test_which_values_can_both_hold(a: str, b: str, unit: str, same: bool) -> None:
    assert agree(allowed(a, unit, a), allowed(b, unit, b)) is same
    assert agree(allowed(b, unit, b), allowed(a, unit, a)) is same


def test_units_compare_in_si() -> None:
    assert agree(allowed("2.9", "EFLOPS", "x"), allowed("2900", "PFLOPS", "y"))
    assert not agree(allowed("2.9", "EFLOPS", "x"), allowed("2560", "PFLOPS", "y"))
    assert agree(allowed("air", "", "air"), allowed("air", "", "air"))
    assert not agree(allowed("air", "", "air"), allowed("liquid", "", "liquid"))


def _facts(engine: Engine, name: str) -> dict[str, list[str]]:
    with engine.connect() as conn:
        found = conflicts(conn)
    return {c["prop"]: [v["original"] for v in c["values"]] for c in found if c["name"] == name}


def test_bundled_helios_count_is_no_disagreement_and_gb200_shelves_still_are(bundled: Engine) -> None:
    helios = _facts(bundled, "AMD Instinct MI450 Helios")
    assert "spec.accelerator_count.per_rack" not in helios  # 72 is one of 64, 72 or 128
    assert "spec.hbm_capacity.per_rack" in helios  # 31, 51 and 55 TB cannot all hold
    shelves = _facts(bundled, "Nvidia GB200 NVL72")["spec.power_shelves.per_rack"]
    assert sorted(shelves) == ["2 to 4", "6"]


# SYNTHETIC claims: three made-up pages about a made-up rack.
SYNTHETIC_CLAIMS = (
    "entity,metric,value,unit,scope,qualifier,evidence,source_url,note\n"
    "Synthetic Walk13 Rack 9,accelerator_count,64|72|128,count,per_rack,,claimed,https://synthetic.example/a,SYNTHETIC\n"
    "Synthetic Walk13 Rack 9,accelerator_count,72,count,per_rack,,claimed,https://synthetic.example/b,SYNTHETIC\n"
    "Synthetic Walk13 Rack 9,fp4_flops,2.9,EFLOPS,per_rack,FP4 dense,claimed,https://synthetic.example/a,SYNTHETIC\n"
    "Synthetic Walk13 Rack 9,fp4_flops,2560,PFLOPS,per_rack,FP4 dense,claimed,https://synthetic.example/b,SYNTHETIC\n"
)


def _ingest(engine: Engine, text: str, name: str) -> None:
    report = ingest(engine, SourceDocument(f"synthetic:{name}", text.encode(), "text/csv"))
    assert report.ok, report.lines()


def test_a_third_source_outside_the_alternatives_makes_it_a_disagreement(engine: Engine) -> None:
    _ingest(engine, SYNTHETIC_CLAIMS, "walk13_claims.csv")
    assert "spec.accelerator_count.per_rack" not in _facts(engine, "Synthetic Walk13 Rack 9")
    third = SYNTHETIC_CLAIMS.splitlines()[0] + "\n"
    third += "Synthetic Walk13 Rack 9,accelerator_count,96,count,per_rack,,claimed,https://synthetic.example/c,SYNTHETIC\n"
    _ingest(engine, third, "walk13_third.csv")
    counts = _facts(engine, "Synthetic Walk13 Rack 9")["spec.accelerator_count.per_rack"]
    assert sorted(counts) == ["64, 72 or 128", "72", "96"]


def test_the_cli_shows_one_unit_with_what_was_written_for_a_platform_only_claims_name(
    sqlite_engine: Engine,
) -> None:
    _ingest(sqlite_engine, SYNTHETIC_CLAIMS, "walk13_claims.csv")
    db = sqlite_engine.url.render_as_string(hide_password=False)
    said = CliRunner().invoke(app, ["--db", db, "conflicts", "--entity", "Synthetic Walk13 Rack 9"]).output
    # One unit for the two values (a tie takes the larger unit), with what the page wrote.
    assert "2.56 EFLOPS (written 2560 PFLOPS)" in " ".join(said.split())
    assert "2.9 EFLOPS" in said and "written 2.9" not in said
    shown = CliRunner().invoke(app, ["--db", db, "specs", "Synthetic Walk13 Rack 9"]).output
    assert "64, 72 or 128" in shown
    as_json = (
        CliRunner().invoke(app, ["--db", db, "specs", "Synthetic Walk13 Rack 9", "--format", "json"]).output
    )
    assert '"64|72|128"' in as_json  # the data keeps its own form
