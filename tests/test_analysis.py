"""The analysis layer on the bundled data (seed 000: AWS Trainium3 UltraServer), on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import Engine, select

from chipatlas.analyze.chokepoints import chokepoints, gaps, summary
from chipatlas.analyze.concentration import band, concentration, hhi
from chipatlas.analyze.exposure import exposure, exposure_of_entities
from chipatlas.analyze.uscontent import label, us_production
from chipatlas.errors import NotFoundError
from chipatlas.store.tables import ring_rows

T3 = "aws_trainium3_ultraserver"


def _kinds(found: list[dict[str, object]]) -> set[tuple[object, object, object]]:
    return {(f["component"], f["supplier"], f["kind"]) for f in found}


def test_seed_chokepoints_and_gaps(bundled: Engine) -> None:
    with bundled.connect() as conn:
        found = chokepoints(conn, "Trainium3 UltraServer")
        gap = gaps(conn, T3)
        counts = summary(conn, T3)["counts"]
        every = chokepoints(conn)
        ids = {r.supply_id for r in conn.execute(select(ring_rows.c.supply_id))}
    kinds = _kinds(found)
    assert ("Accelerator", "TSMC", "sole") in kinds
    assert ("Advanced packaging", "TSMC", "sole") in kinds
    assert {f["component"] for f in found if f["kind"] == "sole"} == {"Accelerator", "Advanced packaging"}
    assert {(f["component"], f["role"]) for f in found if f["kind"] == "gap"} == {
        ("CPU", "primary"),
        ("HBM", "second_source"),
        ("Optical transceivers", "primary"),
    }
    assert [g["component"] for g in gap["gaps"]] == ["CPU", "HBM", "Optical transceivers"]
    assert gap["n_components_without_named_supplier"] == 2  # CPU, optics; HBM names SK hynix
    # A single known source is kept apart from a sole source.
    single = {f["component"]: f for f in found if f["kind"] == "single_known"}
    assert single["HBM"]["supplier"] == "SK hynix" and single["HBM"]["n_undisclosed_rows"] == 1
    assert "Rack busbar and power distribution" in single and "Advanced packaging" not in single
    assert counts == {"sole": 2, "single_known": len(single), "gap": 3}
    # Every finding links to ring rows and documents; the all-platform list contains this one.
    assert all(f["supply_ids"] and set(f["supply_ids"]) <= ids and f["documents"] for f in every)
    assert all(f in every for f in found)
    assert {f["slug"] for f in found} == {T3}


def test_seed_exposure_company_country_site(bundled: Engine) -> None:
    with bundled.connect() as conn:
        tsmc = exposure(conn, "TSMC")
        taiwan = exposure(conn, "Taiwan")
        icheon = exposure(conn, "Icheon")
        with pytest.raises(NotFoundError):
            exposure(conn, "No Such Company Anywhere")
    mine = [e for e in tsmc["exposures"] if e["slug"] == T3]
    assert tsmc["kind"] == "company" and tsmc["entity"] == "TSMC"
    assert {(e["component"], e["role"]) for e in mine} == {
        ("Accelerator", "sole"),
        ("Advanced packaging", "sole"),
    }
    acc = next(e for e in mine if e["component"] == "Accelerator")
    # Annapurna Labs (Amazon's, as AWS is) designs the chip: a step before the foundry, not its
    # alternative (analyze/design_tier.py); Marvell is named beside them in the ring.
    assert {a["supplier"] for a in acc["alternatives"]} == {"Marvell"}
    assert any("Annapurna Labs designs it" in step for step in acc["reasoning"])
    assert acc["evidence"] == "committed" and acc["supply_ids"] and acc["documents"]
    assert len(acc["reasoning"]) >= 2 and "sole" in acc["reasoning"][0]
    # the rows by count in the sentence, their ids in supply_ids (walk7: "rows supply:041a..."
    # on the exposure page)
    n = len(acc["supply_ids"])
    assert f"; {n} ring row{'' if n == 1 else 's'}; document " in acc["reasoning"][0]
    assert "supply:" not in acc["reasoning"][0]

    assert taiwan["kind"] == "country" and taiwan["entity"] == "Taiwan"
    t3 = [e for e in taiwan["exposures"] if e["slug"] == T3]
    whole = {e["component"] for e in t3 if e["dependence"] == "all_known_suppliers"}
    assert whole == {"Accelerator", "Advanced packaging", "PCB and substrate", "Scale-up switch"}
    partial = {e["component"] for e in t3 if e["dependence"] == "partial"}
    assert {"Compute tray ODM", "Scale-out NIC", "Rack enclosure", "Cold plates and manifolds"} <= partial
    assert all(not e["alternatives"] for e in t3 if e["component"] in whole)

    assert icheon["kind"] == "site"
    assert [(e["component"], e["dependence"]) for e in icheon["exposures"]] == [
        ("HBM", "no_named_alternative")
    ]


def test_seed_signal_reaches_hbm_row(bundled: Engine) -> None:
    with bundled.connect() as conn:
        out = exposure_of_entities(conn, ["company:sk_hynix", "platform:aws_trainium3_ultraserver"])
    assert out["not_supply_entities"] == ["platform:aws_trainium3_ultraserver"]
    ring = next(r for r in out["rings"] if r["slug"] == T3)
    assert [(c["component"], c["via"], c["dependence"]) for c in ring["components"]] == [
        ("HBM", "company:sk_hynix", "no_named_alternative")
    ]
    hbm = next(e for e in out["entities"][0]["exposures"] if e["slug"] == T3)
    assert hbm["alternatives"] == [] and hbm["n_undisclosed_alternatives"] == 1
    assert any("not disclosed" in step for step in hbm["reasoning"])


def test_seed_us_share_concentration_label(bundled: Engine) -> None:
    with bundled.connect() as conn:
        us = us_production(conn, "Trainium3 UltraServer")
        conc = concentration(conn, T3)
        lab = label(conn, T3)
    assert (us["n_components"], us["n_components_us_now"]) == (18, 1)
    assert [c["component"] for c in us["us_now"]] == ["Rack integration"]
    assert us["us_now"][0]["rows"][0]["supplier"] == "Wiwynn" and us["supply_ids"]
    assert us["us_planned"] == []
    assert {m["place"] for m in us["us_mentions_in_notes"]} >= {"Indiana"}

    p = conc["platform_index"]
    assert (p["n_rows"], p["n_known"], p["n_unknown"]) == (36, 17, 19)
    shares = {s["country"]: s["n_rows"] for s in p["shares"]}
    assert shares == {"Taiwan": 15, "South Korea": 1, "United States": 1}
    assert p["hhi"] == round(((15 / 17) ** 2 + 2 * (1 / 17) ** 2) * 10000, 1)
    assert p["band"] == "highly concentrated" and conc["thresholds"]["high"] == 1800
    by = {c["component"]: c for c in conc["components"]}
    assert by["Accelerator"]["hhi"] == 10000.0 and by["CPU"]["hhi"] is None
    assert all(s["supply_ids"] for s in p["shares"])

    assert [m["country"] for m in lab["major_sources"]] == ["Taiwan"]
    assert lab["final_assembly"]["point"] == "Socorro TX, United States"
    assert lab["accelerator"]["countries"] == ["Taiwan"] and lab["hbm"]["countries"] == ["South Korea"]
    assert lab["us_share_now"] == round(1 / 17, 4) and lab["us_supply_ids"]
    assert (lab["n_known_country"], lab["n_rows"], lab["low_coverage"]) == (17, 36, True)
    assert (lab["n_components"], lab["n_components_us_now"]) == (18, 1)


def test_hhi_formula_and_bands() -> None:
    from collections import Counter

    assert hhi(Counter({"TW": 1})) == 10000.0
    assert hhi(Counter({"TW": 1, "KR": 1})) == 5000.0
    assert (
        hhi(Counter({"a": 1, "b": 1, "c": 1, "d": 1, "e": 1, "f": 1, "g": 1, "h": 1, "i": 1, "j": 1}))
        == 1000.0
    )
    assert hhi(Counter()) is None
    assert band(999, "2023") == "unconcentrated" and band(1000, "2023") == "moderately concentrated"
    assert band(1801, "2023") == "highly concentrated" and band(2000, "2010") == "moderately concentrated"


def test_label_headline_is_us_production_now(bundled: Engine) -> None:
    """Planned US volume is its own figure; it never inflates the headline or final assembly."""
    with bundled.connect() as conn:
        lab = label(conn, "Nvidia GB200 NVL72")
    assert 0 < lab["us_share_now"] < lab["us_share_planned"]
    assert "Houston" not in (lab["final_assembly"]["point"] or "")
    assert "Houston" in lab["final_assembly_planned"]["point"]
    assert lab["n_known_country"] < lab["n_rows"] and lab["low_coverage"] is (lab["coverage"] < 0.5)
