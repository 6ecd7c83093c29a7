"""walk12: a planned place (US volume announced, not yet making the part) is no capacity today.

The what-if counted Amkor's and SPIL's planned Arizona packaging as current suppliers: all of
Taiwan's advanced packaging lost put GB200 at 50%. Exposure named them as alternatives with no
word that they are plans. The bundled data is read as it is; the small ring below is
SYNTHETIC (made-up platform, made-up rows), written for these tests only.
"""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.analyze.exposure import exposure, named_alternatives
from chipatlas.analyze.whatif import Shock, whatif
from chipatlas.analyze.whatif_shares import ALL_PLANNED, PLANNED_WHY
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument

# SYNTHETIC: a made-up platform. Its Widget is made by TSMC in Taiwan now, with Amkor's US
# plant planned; its Gizmo only by a planned Intel plant (a part that is a plan as a whole).
SYNTHETIC_RING = (
    "platform,component,supplier,role,made_in_country,made_in_site,us_status,evidence,notes\n"
    "Synthetic Walk12 Rack,Widget,TSMC,,Taiwan,,made abroad,claimed,SYNTHETIC TEST ROW not real data\n"
    "Synthetic Walk12 Rack,Widget,Amkor,,United States,Arizona,planned US volume,claimed,"
    "SYNTHETIC TEST ROW not real data\n"
    "Synthetic Walk12 Rack,Gizmo,Intel,,United States,Arizona,planned US volume,claimed,"
    "SYNTHETIC TEST ROW not real data\n"
)


def _synthetic(engine: Engine) -> None:
    source = SourceDocument("synthetic:walk12_ring.csv", SYNTHETIC_RING.encode(), "text/csv")
    report = ingest(engine, source)
    assert report.ok, report.lines()


def _platform(engine: Engine, name: str, shock: Shock) -> dict[str, object]:
    with engine.connect() as conn:
        result = whatif(conn, [shock])
    (found,) = [p for p in result["platforms"] if p["platform"] == name]
    assert "planned" in result["defaults"]
    return dict(found)


def test_taiwan_packaging_is_all_of_gb200s_packaging_today(bundled: Engine) -> None:
    gb200 = _platform(bundled, "Nvidia GB200 NVL72", Shock(component="advanced packaging", country="Taiwan"))
    assert gb200["at_risk"] == 1.0
    (packaging,) = gb200["components"]  # type: ignore[misc]
    assert {h["supplier"]: h["share"] for h in packaging["hits"]} == {"TSMC": 0.5, "SPIL": 0.5}
    # The Arizona plans are named as alternatives, at stage 'planned', never covering.
    assert {"supplier": "Amkor", "stage": "planned", "covering": False} in packaging["alternatives_stages"]
    assert all(not a["covering"] for a in packaging["alternatives_stages"])
    assert "planned place is not yet making the part" in packaging["alternatives_note"]


def test_a_shock_to_a_planned_place_only_puts_nothing_at_risk_and_says_why(bundled: Engine) -> None:
    gb200 = _platform(bundled, "Nvidia GB200 NVL72", Shock(company="Amkor"))
    assert gb200["at_risk"] == 0.0
    (packaging,) = gb200["components"]  # type: ignore[misc]
    (hit,) = packaging["hits"]
    assert (hit["share"], hit["at_risk"], hit["share_basis"]) == (0.0, 0.0, PLANNED_WHY)


def test_a_part_made_only_by_plans_is_shared_among_them(bundled_sqlite: Engine) -> None:
    _synthetic(bundled_sqlite)
    rack = _platform(bundled_sqlite, "Synthetic Walk12 Rack", Shock(company="Intel"))
    assert rack["at_risk"] == 1.0  # the Gizmo is a plan as a whole: its only plan carries it
    widget = _platform(bundled_sqlite, "Synthetic Walk12 Rack", Shock(company="TSMC"))
    assert widget["at_risk"] == 1.0  # Amkor's planned plant does not make the Widget yet


def test_exposure_names_a_planned_place_and_does_not_count_it_as_an_alternative(
    bundled_sqlite: Engine,
) -> None:
    _synthetic(bundled_sqlite)
    with bundled_sqlite.connect() as conn:
        tsmc = exposure(conn, "TSMC")["exposures"]
    (widget,) = [e for e in tsmc if e["platform"] == "Synthetic Walk12 Rack"]
    assert widget["dependence"] == "only_named_supplier"
    assert "Amkor (unspecified, United States, planned: not yet making it)" in widget["reasoning"][1]
    # GB200's packaging: SPIL makes it in Taiwan now; its Arizona plant and Amkor's are plans,
    # and SPIL is named once per standing ("SPIL, SPIL" said nothing more).
    (gb200,) = [
        e for e in tsmc if e["platform"] == "Nvidia GB200 NVL72" and e["component"] == "Advanced packaging"
    ]
    assert gb200["dependence"] == "has_alternatives"
    assert named_alternatives(gb200["alternatives"]) == "Amkor (planned), SPIL (planned), SPIL"


def test_a_part_only_planned_says_so_beside_its_share(bundled: Engine) -> None:
    maia = _platform(bundled, "Microsoft Maia (next generation)", Shock(company="Intel Foundry"))
    (accelerator,) = maia["components"]  # type: ignore[misc]
    (hit,) = accelerator["hits"]
    assert hit["share"] == 1.0 and ALL_PLANNED in hit["share_basis"]


def test_a_company_shock_names_the_ring_suppliers_it_owns_and_does_not_count(bundled: Engine) -> None:
    # 'Intel' reaches Gaudi 3's CPU; Intel Foundry (Maia's planned die) and Habana Labs are
    # Intel's by their stated parent, and a shock names one company, not its group.
    with bundled.connect() as conn:
        result = whatif(conn, [Shock(company="Intel")])
        assert whatif(conn, [Shock(company="SK hynix")])["group_not_counted"] == []
    assert {"Intel Foundry", "Habana Labs"} <= set(result["group_not_counted"])
    assert "Microsoft Maia (next generation)" not in {p["platform"] for p in result["platforms"]}
    assert "Intel" not in result["group_not_counted"]
