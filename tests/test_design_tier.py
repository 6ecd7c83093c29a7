"""The platform's designer beside the part's maker (analyze/design_tier.py): steps in sequence,
never each other's alternative, each carrying all of the part.

On the bundled data (sourced rows): Maia 200's Accelerator names Microsoft (its designer, the
platform's maker) and TSMC (the foundry); Gaudi 3's names Habana Labs (Intel's subsidiary) and
TSMC. The unit table below is SYNTHETIC (invented ids).
"""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import Engine

from chipatlas.analyze.base import Row
from chipatlas.analyze.design_tier import design_supplies
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.network import criticality
from chipatlas.analyze.whatif import Shock, whatif


def _row(supply: str, supplier: str | None, component: str = "Accelerator") -> Row:
    return cast(Row, {"supply_id": supply, "supplier_id": supplier, "component": component})


def test_only_a_maker_beside_another_supplier_is_the_design_tier() -> None:
    maker = frozenset({"company:synthetic_designer"})
    both = [_row("supply:a", "company:synthetic_designer"), _row("supply:b", "company:synthetic_fab")]
    assert design_supplies(both, maker) == {"supply:a"}
    # Alone (or beside an undisclosed row) the maker is the part's only named supplier.
    alone = [_row("supply:a", "company:synthetic_designer"), _row("supply:c", None)]
    assert design_supplies(alone, maker) == frozenset()
    assert design_supplies(both, frozenset()) == frozenset()


def test_only_a_part_others_make_has_a_design_tier() -> None:
    """SYNTHETIC rows: a die a foundry makes and a tray an ODM assembles are design steps; a
    NIC of another designer beside the maker's own ports is a parallel path."""
    maker = frozenset({"company:synthetic_designer"})
    for component, tiered in (("CPU", True), ("scale-up switch", True), ("Scale-out NIC", False)):
        rows = [
            _row("supply:a", "company:synthetic_designer", component),
            _row("supply:b", "company:synthetic_other", component),
        ]
        assert design_supplies(rows, maker) == ({"supply:a"} if tiered else frozenset()), component


def test_gaudi_nic_is_two_paths_on_the_bundled_data(bundled: Engine) -> None:
    """Bundled rows: Gaudi 3's Scale-out NIC names Habana Labs and Nvidia."""
    with bundled.connect() as conn:
        nvidia = whatif(conn, [Shock(company="Nvidia", loss=1.0)])
        found = exposure(conn, "Nvidia")
    (p,) = [p for p in nvidia["platforms"] if p["platform"] == "Intel Gaudi 3"]
    (c,) = [c for c in p["components"] if c["component"] == "Scale-out NIC"]
    assert c["at_risk"] == 0.5 and c["alternatives"] == ["Habana Labs"]
    (e,) = [
        e
        for e in found["exposures"]
        if e["platform"] == "Intel Gaudi 3" and e["component"] == "Scale-out NIC"
    ]
    assert e["dependence"] == "has_alternatives"


def _accelerator(result: Any, platform: str) -> Any:
    (p,) = [p for p in result["platforms"] if p["platform"] == platform]
    (c,) = [c for c in p["components"] if c["component"] == "Accelerator"]
    return c


def test_a_foundry_loss_is_not_halved_by_the_platforms_designer(bundled: Engine) -> None:
    with bundled.connect() as conn:
        result = whatif(conn, [Shock(company="TSMC", loss=0.5)])
        designer = whatif(conn, [Shock(company="Microsoft", loss=1.0)])
    for platform in ("Microsoft Maia 200", "Intel Gaudi 3"):
        c = _accelerator(result, platform)
        assert c["at_risk"] == 0.5, platform  # was 0.25: two "suppliers" sharing the part
        assert c["alternatives"] == [], platform
        assert [h["share"] for h in c["hits"]] == [1.0]
    assert "designer" in result["defaults"]
    # The designer lost: all of the part, and the foundry is no alternative to it.
    c = _accelerator(designer, "Microsoft Maia 200")
    assert c["at_risk"] == 1.0 and c["alternatives"] == []
    assert "not an alternative" in c["hits"][0]["share_basis"]


def test_exposure_names_the_designer_as_a_step_not_an_alternative(bundled: Engine) -> None:
    with bundled.connect() as conn:
        tsmc = exposure(conn, "TSMC")
        microsoft = exposure(conn, "Microsoft")
    (e,) = [
        e
        for e in tsmc["exposures"]
        if e["platform"] == "Microsoft Maia 200" and e["component"] == "Accelerator"
    ]
    assert e["alternatives"] == [] and e["dependence"] == "only_named_supplier"
    assert "Microsoft designs it: a step in sequence with TSMC, not an alternative" in e["reasoning"]
    assert e["reasoning"][-1] == "TSMC is the only maker the sources name for Accelerator"
    (m,) = [
        e
        for e in microsoft["exposures"]
        if e["platform"] == "Microsoft Maia 200" and e["component"] == "Accelerator"
    ]
    assert m["alternatives"] == []
    assert "TSMC makes it: a step in sequence with Microsoft, not an alternative" in m["reasoning"]


def test_criticality_counts_only_named_as_exposure_does(bundled: Engine) -> None:
    # walk14: criticality said TSMC is the only named supplier of 8 parts while its exposure
    # listed 17 with no named alternative: the ranking counted the designer beside the foundry
    # as a second supplier. Both now count within a tier.
    with bundled.connect() as conn:
        ranked = {c["supplier"]: c for c in criticality(conn)["companies"]}
        for name in ("TSMC", "SK hynix", "Foxconn", "Microsoft"):
            report = exposure(conn, name)
            assert ranked[name]["n_only_named"] == report["n_without_named_alternative"], name
    maia = {(s["slug"], s["component"]) for s in ranked["TSMC"]["only_named"]}
    assert ("microsoft_maia_200", "Accelerator") in maia
