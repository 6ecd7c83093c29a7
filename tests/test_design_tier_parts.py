"""The design tier only in a part the platform's maker designs and others make
(analyze/design_tier.py ``MADE_BY_OTHERS``, issue 11 §4).

The names and the ring below are SYNTHETIC (invented companies and platform, written for the
test). Synthetic ZX7's maker is Vantori. Its Accelerator names Vantori and the foundry
Fabrikon, its Scale-up switch Vantori and the assembler Traybuild: steps in sequence, one
maker each. Its Scale-out NIC names Vantori (ports on its own die) and Netcardia (a NIC of
Netcardia's own design): two parallel paths, each the other's alternative. Each test runs on
SQLite and PostgreSQL.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine

from chipatlas.analyze.chokepoints import chokepoints, kind_counts
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.whatif import Shock, whatif
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import SourceDocument

URL = "https://example.org/synthetic"
NAMES = (
    "id,kind,name,legal_name,short_names,former_names,tickers,local_names,parent,maker,platforms,source_url\n"
    f"company:vantori,Company,Vantori,,,,,,,,,{URL}\n"
    f"platform:synthetic_zx7,Platform,Synthetic ZX7,,,,,,,company:vantori,,{URL}\n"
)
RING = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,evidence,notes\n"
    "Synthetic ZX7,Accelerator,Vantori,designs it,,,,,claimed,SYNTHETIC row\n"
    "Synthetic ZX7,Accelerator,Fabrikon,makes it,,Taiwan,,made_abroad,claimed,SYNTHETIC row\n"
    "Synthetic ZX7,Scale-up switch,Vantori,switch chips,,,,,claimed,SYNTHETIC row\n"
    "Synthetic ZX7,Scale-up switch,Traybuild,assembles the trays,,Mexico,,made_abroad,claimed,SYNTHETIC row\n"
    "Synthetic ZX7,Scale-out NIC,Vantori,on-die ports,,,,,claimed,SYNTHETIC row\n"
    "Synthetic ZX7,Scale-out NIC,Netcardia,its own NICs,,Israel,,made_abroad,claimed,SYNTHETIC row\n"
)


def _load(engine: Engine) -> None:
    for name, text in (("synthetic_names.csv", NAMES), ("synthetic_ring.csv", RING)):
        report = ingest(engine, SourceDocument(name, text.encode(), "text/csv"), IngestOptions())
        assert report.ok, report.lines()


def _component(result: Any, component: str) -> Any:
    (p,) = [p for p in result["platforms"] if p["platform"] == "Synthetic ZX7"]
    (c,) = [c for c in p["components"] if c["component"] == component]
    return c


def _exposed(report: Any, component: str) -> Any:
    (e,) = [e for e in report["exposures"] if e["component"] == component]
    return e


def test_only_parts_others_make_have_a_design_tier_in_chokepoints(engine: Engine) -> None:
    _load(engine)
    with engine.connect() as conn:
        found = {f["component"]: f for f in chokepoints(conn) if f["kind"] == "single_known"}
        counts = kind_counts(conn)
    assert sorted(found) == ["Accelerator", "Scale-up switch"]  # no NIC: two paths
    assert (found["Accelerator"]["supplier"], found["Accelerator"]["design_tier"]) == (
        "Fabrikon",
        ["Vantori"],
    )
    assert (found["Scale-up switch"]["supplier"], found["Scale-up switch"]["design_tier"]) == (
        "Traybuild",
        ["Vantori"],
    )
    assert counts["single_known"] == 2  # the SQL count agrees


def test_whatif_reads_a_parallel_nic_as_an_alternative_and_a_tray_as_a_step(engine: Engine) -> None:
    _load(engine)
    with engine.connect() as conn:
        netcardia = whatif(conn, [Shock(company="Netcardia", loss=1.0)])
        vantori = whatif(conn, [Shock(company="Vantori", loss=1.0)])
        traybuild = whatif(conn, [Shock(company="Traybuild", loss=1.0)])
    nic = _component(netcardia, "Scale-out NIC")
    assert nic["at_risk"] == 0.5 and nic["alternatives"] == ["Vantori"]
    nic = _component(vantori, "Scale-out NIC")
    assert nic["at_risk"] == 0.5 and nic["alternatives"] == ["Netcardia"]
    # The designer of a tray or a die carries all of it; the maker is no alternative.
    for component in ("Accelerator", "Scale-up switch"):
        c = _component(vantori, component)
        assert c["at_risk"] == 1.0 and c["alternatives"] == [], component
    tray = _component(traybuild, "Scale-up switch")
    assert tray["at_risk"] == 1.0 and tray["alternatives"] == []


def test_exposure_names_the_other_nic_as_an_alternative_not_a_step(engine: Engine) -> None:
    _load(engine)
    with engine.connect() as conn:
        netcardia = exposure(conn, "Netcardia")
        traybuild = exposure(conn, "Traybuild")
    nic = _exposed(netcardia, "Scale-out NIC")
    assert nic["dependence"] == "has_alternatives"
    assert not any("a step in sequence" in line for line in nic["reasoning"])
    tray = _exposed(traybuild, "Scale-up switch")
    assert tray["dependence"] == "only_named_supplier" and tray["alternatives"] == []
    assert "Vantori designs it: a step in sequence with Traybuild, not an alternative" in tray["reasoning"]
