"""compare reads the claims of a platform and its chip where its summary is silent (walk15:
the Trainium3 UltraServer showed no spec at all beside GB200 and TPU v7, while the store held
its chip's FP8, HBM capacity and bandwidth from the seed page).

The claims table below is SYNTHETIC (made-up platforms, invented values); the bundled check
reads the seed page's sourced figures of the Trainium3 chip (the chip the platform is built on).
"""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.analyze.compare import compare
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument

PLATFORMS = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,"
    "evidence,source_url,notes\n"
    "Zorblax Z9 Rack,Accelerator,Synthetic Fab,,sole,Japan,,made_abroad,claimed,,synthetic\n"
    "Zorblax Q2 Rack,Accelerator,Synthetic Fab,,sole,Japan,,made_abroad,claimed,,synthetic\n"
)
CLAIMS = (
    "entity,metric,value,unit,scope,qualifier,evidence,source_url,note\n"
    "Zorblax Z9 Rack,fp8_flops,3.0,PFLOPS,per_chip,,claimed,https://example.invalid/a,synthetic\n"
    "Zorblax Z9 Rack,fp8_flops,3.02,PFLOPS,per_chip,,claimed,https://example.invalid/b,synthetic\n"
    "Zorblax Z9 Rack,hbm_capacity,100,GB,per_chip,,claimed,https://example.invalid/a,synthetic\n"
    "Zorblax Z9 Rack,hbm_capacity,120,GB,per_chip,,claimed,https://example.invalid/b,synthetic\n"
    "Zorblax Z9 Rack,fp8_flops,9,EFLOPS,per_rack,sparse,claimed,https://example.invalid/a,synthetic\n"
)


def _load(engine: Engine, name: str, text: str) -> None:
    report = ingest(engine, SourceDocument(f"synthetic/{name}", text.encode(), "text/csv"))
    assert report.ok, report.lines()


def test_agreeing_claims_fill_the_summary_and_differing_ones_are_named(engine: Engine) -> None:
    _load(engine, "rings.csv", PLATFORMS)
    _load(engine, "claims.csv", CLAIMS)
    with engine.connect() as conn:
        (z9, _) = compare(conn, ["Zorblax Z9 Rack", "Zorblax Q2 Rack"])["platforms"]
    fp8 = z9["specs"]["fp8_compute.chip"]  # 3.0 and 3.02 are one figure (rounding)
    assert fp8["value_si"] == 3.0e15 and fp8["key"].startswith("claim ")
    assert len(fp8["statement_ids"]) == 2 and fp8["documents"]
    assert "hbm_capacity.chip" not in z9["specs"]  # 100 GB against 120 GB: never one picked
    assert z9["claims_not_shown"] == ["hbm_capacity.chip"]
    assert "fp8_compute.unit" not in z9["specs"]  # a sparse figure is another quantity


def test_trainium3_compares_with_its_chips_figures(bundled: Engine) -> None:
    with bundled.connect() as conn:
        result = compare(conn, ["Trainium3 UltraServer", "GB200 NVL72"])
    trn3 = result["platforms"][0]
    assert trn3["specs"]["hbm_capacity.chip"]["value_si"] == 144e9
    assert trn3["specs"]["hbm_bandwidth.chip"]["value_si"] == 4.9e12
    assert trn3["specs"]["fp8_compute.chip"]["shown"] == "2.5 PFLOP/s"
    # and the per-UltraServer figures follow from the chip count (derived, with the formula)
    assert "hbm_capacity.unit" in trn3["derived"]
