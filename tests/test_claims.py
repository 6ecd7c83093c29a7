"""Claims: the bundled claims files, seed 004's notes and seed 003's figures as sourced spec claims,
cross-checks of system figures against chip x count, and conflicts listed with every source."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine

from chipatlas.analyze.conflicts import conflicts
from chipatlas.analyze.entities import resolve_name
from chipatlas.analyze.specs import cross_checks, specs
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import SourceDocument


def _spec(eng: Engine, name: str, metric: str, scope: str) -> list[dict[str, Any]]:
    with eng.connect() as conn:
        return [s for s in specs(conn, name) if s["metric"] == metric and s["scope"] == scope]


def _conflict(eng: Engine, name: str, prop: str) -> dict[str, Any]:
    with eng.connect() as conn:
        eid = resolve_name(conn, name)["id"]
        found = [c for c in conflicts(conn, eid) if c["prop"] == prop]
    assert found, f"no conflict on {name} {prop}"
    return found[0]


def test_trainum_2_resolves_to_trainium2(bundled: Engine) -> None:
    with bundled.connect() as conn:
        assert (
            resolve_name(conn, "Trainum 2")["id"] == resolve_name(conn, "Trainium2")["id"] == "chip:trainium2"
        )


def test_seed_004_trn2_instance_and_ultraserver(bundled: Engine) -> None:
    name = "AWS Trainium2 UltraServer"
    got = {
        (s["metric"], s["scope"], s["value"], s["unit"])
        for s in _spec(bundled, name, "accelerator_count", "per_instance")
        + _spec(bundled, name, "fp8_flops", "per_instance")
        + _spec(bundled, name, "hbm_capacity", "per_instance")
        + _spec(bundled, name, "hbm_bandwidth", "per_instance")
        + _spec(bundled, name, "accelerator_count", "per_ultraserver")
        + _spec(bundled, name, "instance_count", "per_ultraserver")
        + _spec(bundled, name, "flops", "per_ultraserver")
        + _spec(bundled, name, "hbm_capacity", "per_ultraserver")
        + _spec(bundled, name, "hbm_bandwidth", "per_ultraserver")
        + _spec(bundled, name, "scale_out_bandwidth", "per_ultraserver")
    }
    for want in [
        ("accelerator_count", "per_instance", "16", "count"),
        ("fp8_flops", "per_instance", "20.8", "PFLOPS"),
        ("hbm_capacity", "per_instance", "1.5", "TB"),
        ("hbm_bandwidth", "per_instance", "46", "TB/s"),
        ("accelerator_count", "per_ultraserver", "64", "count"),
        ("instance_count", "per_ultraserver", "4", "count"),
        ("flops", "per_ultraserver", "83.2", "PFLOPS"),
        ("hbm_capacity", "per_ultraserver", "6", "TB"),
        ("hbm_bandwidth", "per_ultraserver", "185", "TB/s"),
        ("scale_out_bandwidth", "per_ultraserver", "12.8", "Tb/s"),
    ]:
        assert want in got, want
    hbm = _spec(bundled, name, "hbm_type", "per_instance")
    assert [s["value"] for s in hbm] == ["HBM3"]


def test_seed_004_ownership_cluster_and_sites(bundled: Engine) -> None:
    with bundled.connect() as conn:
        assert resolve_name(conn, "Annapurna Labs")["parent"] == resolve_name(conn, "Amazon")["id"]
        rainier = resolve_name(conn, "Project Rainier")["id"]
        count = [s for s in specs(conn, rainier) if s["metric"] == "accelerator_count"]
        assert any(s["value"] == "100000-999999" and "hundreds of thousands" in s["original"] for s in count)
        site = resolve_name(conn, "AWS US East (Ohio)")
        assert site["kind"] == "Site"


def test_seed_003_trainium3_specs(bundled: Engine) -> None:
    by_metric = {s["metric"]: s for s in _spec(bundled, "Trainium3", "fp8_flops", "per_chip")}
    assert by_metric["fp8_flops"]["value"] == "2.5" and by_metric["fp8_flops"]["unit"] == "PFLOPS"
    assert {s["value"] for s in _spec(bundled, "Trainium3", "hbm_capacity", "per_chip")} == {"144"}
    assert {s["value"] for s in _spec(bundled, "Trainium3", "hbm_bandwidth", "per_chip")} == {"4.9"}
    system = "AWS Trainium3 UltraServer"
    flops = _spec(bundled, system, "fp8_flops", "per_ultraserver")
    assert {(s["value"], s["unit"], "sparse" in s["qualifier"]) for s in flops} >= {
        ("0.36", "EFLOPS", False),
        ("1.4", "EFLOPS", True),
    }
    assert {s["value"] for s in _spec(bundled, system, "accelerator_count", "per_ultraserver")} == {"144"}


def test_cross_checks(bundled: Engine) -> None:
    with bundled.connect() as conn:
        trn3 = cross_checks(conn, "AWS Trainium3 UltraServer")
        trn2 = cross_checks(conn, "AWS Trainium2 UltraServer")
    assert any(c["from"].startswith("144 x 2.5 PFLOPS") and c["verdict"] == "matches" for c in trn3)
    assert any(
        c["stated"] == "83.2 PFLOPS" and c["from"].startswith("4 x 20.8") and c["verdict"] == "matches"
        for c in trn2
    )
    bw = [c for c in trn2 if c["stated"] == "185 TB/s" and c["from"].startswith("4 x 46")]
    assert bw and bw[0]["verdict"] == "matches (rounding)" and bw[0]["gap_pct"] < 1


def test_cooling_conflict_between_seed_000_and_003(bundled: Engine) -> None:
    c = _conflict(bundled, "AWS Trainium3 UltraServer", "cooling")
    values = {v["value"] for v in c["values"]}
    assert "Mostly air; about 20% liquid" in values and "liquid" in values
    assert len({v["document"] for v in c["values"]}) == 2


def test_bundled_spec_disagreements_listed_with_every_source(bundled: Engine) -> None:
    power = _conflict(bundled, "Nvidia GB200 NVL72", "spec.rack_power.per_rack")
    assert len(power["values"]) >= 5 and all(v["source_url"] for v in power["values"])
    hbm = _conflict(bundled, "Nvidia GB200 NVL72", "spec.hbm_capacity.per_rack")
    assert {"13.4", "13.5", "13.8"} <= {v["value"] for v in hbm["values"]}


def test_other_contradictions_listed(bundled: Engine) -> None:
    c = _conflict(bundled, "Google TPU v7 Ironwood", "topic.design_focus")
    assert len(c["values"]) == 3


def test_bad_claims_row_rejected_with_line(sqlite_engine: Engine) -> None:
    data = (
        b"entity,metric,value,unit,scope,qualifier,evidence,source_url,note\n"
        b"Synthetic Platform 9,rack_power,120,kW,per_rack,,claimed,https://example.org/a,\n"
        b"Synthetic Platform 9,rack_power,130,kW,per_rack,,rumoured,https://example.org/b,\n"
    )
    report = ingest(sqlite_engine, SourceDocument("synthetic_claims.csv", data, "text/csv"), IngestOptions())
    assert report.status == "rejected"
    assert report.rejected[0].line == 3 and "rumoured" in report.rejected[0].message
    with sqlite_engine.connect() as conn:
        assert conflicts(conn) == []
