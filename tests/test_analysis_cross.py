"""Cross-platform analyses on SYNTHETIC platforms B and C (tests/fixtures/synthetic_*), never shipped.

Synthetic Platform B and C are made up; they reuse a few company names so the matrix,
criticality, shared suppliers and exposure have something to join on.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import Engine

from chipatlas.analyze.changes import changes
from chipatlas.analyze.compare import compare
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.network import country_exposure, criticality, supplier_matrix
from chipatlas.analyze.uscontent import label, us_production
from chipatlas.errors import ConfigError
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path

FIXTURES = Path(__file__).parent / "fixtures"
SYNTHETIC = [
    "synthetic_platform_b_ring.csv",
    "synthetic_platform_c_ring.csv",
    "synthetic_platform_b.json",
    "synthetic_platform_c.json",
]
B, C = "synthetic_platform_b", "synthetic_platform_c"


def load_synthetic(eng: Engine, names: list[str] = SYNTHETIC) -> None:
    for name in names:
        report = ingest(eng, load_path(FIXTURES / name, f"synthetic:{name}"), IngestOptions(source_key=name))
        assert report.ok, report.lines()


@pytest.fixture
def synthetic(bundled: Engine) -> Engine:
    """The bundled data plus two SYNTHETIC platforms, on both backends."""
    load_synthetic(bundled)
    return bundled


def test_fixtures_say_synthetic() -> None:
    for name in SYNTHETIC:
        assert name.startswith("synthetic_") and "SYNTHETIC" in (FIXTURES / name).read_text()


def test_matrix_and_criticality(synthetic: Engine) -> None:
    with synthetic.connect() as conn:
        matrix = supplier_matrix(conn)
        crit = criticality(conn)
    slugs = {p["slug"] for p in matrix["platforms"]}
    assert {B, C, "aws_trainium3_ultraserver"} <= slugs
    row = {s["supplier"]: s for s in matrix["suppliers"]}
    assert {c["component"] for c in row["SK hynix"]["cells"][B]} == {"HBM"}
    assert row["SK hynix"]["cells"][C][0]["role"] == "sole" and row["SK hynix"]["cells"][C][0]["supply_id"]
    assert row["Intel Foundry"]["n_platforms"] == 2  # Synthetic C and Maia next generation
    ranked = crit["companies"]
    assert [c["supplier"] for c in ranked[:2]] == ["TSMC", "SK hynix"]
    hynix = next(c for c in ranked if c["supplier"] == "SK hynix")
    assert hynix["n_sole"] == 3  # Trainium2, Maia 200, Synthetic C
    assert {s["slug"] for s in hynix["sole"]} == {"aws_trainium2_ultraserver", "microsoft_maia_200", C}
    assert all(s["supply_ids"] for s in hynix["sole"])
    assert [c["rank"] for c in ranked] == list(range(1, len(ranked) + 1))


def test_exposure_across_platforms(synthetic: Engine) -> None:
    with synthetic.connect() as conn:
        hynix = exposure(conn, "SK hynix")
        us = exposure(conn, "United States")
        korea = country_exposure(conn)
    by = {e["slug"]: e for e in hynix["exposures"]}
    assert by[C]["dependence"] == "sole" and by[B]["dependence"] == "has_alternatives"
    assert [a["supplier"] for a in by[B]["alternatives"]] == [
        "Samsung Electronics"
    ]  # the curated name of the ring's "Samsung"
    assert hynix["exposures"][0]["dependence"] == "sole"  # sole roles are listed first
    us_b = {e["component"]: e["dependence"] for e in us["exposures"] if e["slug"] == B}
    assert us_b == {"Advanced packaging": "partial", "Rack integration": "all_known_suppliers"}
    kr = next(c for c in korea["countries"] if c["country"] == "South Korea")
    assert {(x["slug"], x["component"]) for x in kr["components_all_named_sources"]} >= {
        (B, "HBM"),
        (C, "HBM"),
    }


def test_compare_specs_derived_shared(synthetic: Engine) -> None:
    with synthetic.connect() as conn:
        data = compare(conn, ["Synthetic Platform B", C, "GB200 NVL72"])
        with pytest.raises(ConfigError):
            compare(conn, [])
    b, c, nv = data["platforms"]
    assert (b["slug"], c["slug"], nv["slug"]) == (B, C, "nvidia_gb200_nvl72")
    assert b["summary"]["host_cpu"]["status"] == "not_disclosed"
    assert c["summary"]["power_kw"]["status"] == "not_disclosed"
    assert (
        b["summary"]["accelerators_per_unit"]["value"] == "64" and b["summary"]["designer"]["statement_ids"]
    )
    assert b["specs"]["fp8_compute.chip"]["value_si"] == 4e15
    assert b["specs"]["hbm_capacity.chip"]["value_si"] == 200e9
    # Derived per unit and per watt, each naming the statements it used.
    unit = b["derived"]["fp8_compute.unit"]
    assert unit["value_si"] == 64 * 4e15 and len(unit["statement_ids"]) == 2
    assert b["derived"]["fp8_compute_per_watt.unit"]["value_si"] == pytest.approx(64 * 4e15 / 100e3)
    assert c["derived"]["fp8_compute.chip"]["value_si"] == pytest.approx(16e15 / 8)
    assert c["derived"]["fp8_compute_per_watt.chip"]["value_si"] == pytest.approx(2e15 / 1000)
    assert nv["derived"]["fp8_compute_per_watt.unit"]["value_si"] == pytest.approx(720e15 / 120e3)
    shared = {s["supplier"]: s for s in data["shared_suppliers"]}
    assert set(shared["TSMC"]["platforms"]) == {B, C, "nvidia_gb200_nvl72"}
    assert "Wiwynn" not in shared  # only in B among these three


def test_us_planned_and_label(synthetic: Engine) -> None:
    with synthetic.connect() as conn:
        b = us_production(conn, B)
        lab = label(conn, C)
    assert [x["component"] for x in b["us_now"]] == ["Advanced packaging"]
    assert [x["component"] for x in b["us_planned"]] == ["Rack integration"]
    claim = b["us_planned"][0]["rows"][0]["claim"]
    assert claim["statement_id"] and claim["first_seen"]
    assert lab["accelerator"]["countries"] == ["United States"]
    assert lab["final_assembly"]["point"] == "Mexico"
    assert {m["country"] for m in lab["major_sources"]} == {
        "United States",
        "South Korea",
        "Taiwan",
        "Mexico",
    }


def test_changes_since(sqlite_engine: Engine) -> None:
    load_synthetic(sqlite_engine, ["synthetic_platform_b_ring.csv"])
    time.sleep(0.01)
    since = datetime.now(UTC).isoformat()
    report = ingest(
        sqlite_engine,
        load_path(FIXTURES / "synthetic_platform_b_ring_v2.csv", "synthetic:v2"),
        IngestOptions(source_key="synthetic_platform_b_ring.csv"),
    )
    assert report.ok, report.lines()
    with sqlite_engine.connect() as conn:
        data = changes(conn, since)
        before = changes(conn, "2000-01-01", platform=B)
        with pytest.raises(ConfigError):
            changes(conn, "last tuesday")
    (p,) = [p for p in data["platforms"] if p["slug"] == B]
    moved = {(c["component"], c["prop"]): c for c in p["changed"]}
    status = moved[("Rack integration", "us_status")]
    assert [e["value"] for e in status["old"]] == ["planned_us_volume"]
    assert [e["value"] for e in status["new"]] == ["some_us_volume"]
    # The resolver matches the HBM second-source row across versions: its supplier changed.
    hbm = moved[("HBM", "supplier")]
    assert ([e["value"] for e in hbm["old"]], [e["value"] for e in hbm["new"]]) == (["Samsung"], ["Micron"])
    assert moved[("HBM", "made_in_country")]["new"][0]["value"] == "United States"
    assert all(e["statement_id"] and e["document"] for c in p["changed"] for e in c["old"] + c["new"])
    assert p["last_seen"] >= data["since"]
    assert data["totals"]["n_changed"] >= 1
    assert [x["slug"] for x in before["platforms"]] == [B] and before["other"] is None
    # The counts are computed in SQL; unpaged, the classified lists must agree with them.
    for group in [*data["platforms"], data["other"], *before["platforms"]]:
        for kind in ("new", "changed", "superseded"):
            assert group[f"n_{kind}"] == len(group[kind]), (group.get("slug"), kind)
    with sqlite_engine.connect() as conn:
        paged = changes(conn, since, limit=3)
        assert paged["totals"] == data["totals"] and paged["next"] is not None


def test_changes_name_places_by_what_is_made_there(sqlite_engine: Engine) -> None:
    """A place (where a ring row is made) has no name of its own: its changes read as the
    supply it locates, never as its id ("production:c9bb...")."""
    load_synthetic(sqlite_engine, ["synthetic_platform_b_ring.csv"])
    with sqlite_engine.connect() as conn:
        data = changes(conn, "2000-01-01", platform=B)
    events = [e for p in data["platforms"] for e in p["new"]]
    places = [e for e in events if e["entity_id"].startswith("production:")]
    assert places, "the synthetic ring states where its rows are made"
    assert all(e["entity_name"].endswith(", where made") for e in places)
    assert not any(e["entity_name"].startswith(("production:", "supply:")) for e in events)
    hbm = [e for e in places if e["component"] == "HBM"]
    assert hbm and " HBM for " in hbm[0]["entity_name"]
