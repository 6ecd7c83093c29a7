"""walk14: a supply stated today keeps its row beside a planned place of the same supplier.

GB200's ring says Foxconn and Wistron assemble its racks (rows with no place) and, in other
rows, that each plans a US plant (Houston, Dallas). The ring kept only the planned places, so
the what-if put Foxconn's rack integration at 0% ("planned, no share now") and named Wistron
only as a plan. The bundled data is read as it is; the ring below is SYNTHETIC (made-up
platform and rows), written for these tests only.
"""

from __future__ import annotations

from sqlalchemy import Engine, select

from chipatlas.analyze.whatif import Shock, whatif
from chipatlas.analyze.whatif_shares import PLANNED_WHY
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store.tables import ring_rows

SYNTHETIC_RING = (
    "platform,component,supplier,made_in_country,made_in_site,us_status,evidence,notes\n"
    "Synthetic Walk14 Rack,Assembly,Examplecorp,,,,claimed,SYNTHETIC TEST ROW not real data\n"
    "Synthetic Walk14 Rack,Assembly,Examplecorp,United States,Austin,planned US volume,claimed,"
    "SYNTHETIC TEST ROW not real data\n"
    "Synthetic Walk14 Rack,Widget,Planco,,,planned US volume,claimed,SYNTHETIC TEST ROW not real data\n"
    "Synthetic Walk14 Rack,Widget,Planco,United States,Austin,planned US volume,claimed,"
    "SYNTHETIC TEST ROW not real data\n"
)


def _rows(engine: Engine, component: str) -> list[tuple[str | None, str | None]]:
    with engine.connect() as conn:
        found = conn.execute(
            select(ring_rows.c.made_in_site, ring_rows.c.us_status).where(
                ring_rows.c.platform_id == "platform:synthetic_walk14_rack",
                ring_rows.c.component == component,
            )
        ).all()
    return sorted(((r[0], r[1]) for r in found), key=str)


def test_a_current_supply_keeps_its_row_beside_its_planned_place(bundled_sqlite: Engine) -> None:
    source = SourceDocument("synthetic:walk14_ring.csv", SYNTHETIC_RING.encode(), "text/csv")
    assert ingest(bundled_sqlite, source).ok
    assert _rows(bundled_sqlite, "Assembly") == [("Austin", "planned_us_volume"), (None, None)]
    # A row of its own that is itself a plan adds no current row.
    assert _rows(bundled_sqlite, "Widget") == [("Austin", "planned_us_volume")]


def test_foxconn_assembles_gb200_racks_today_and_plans_houston(bundled: Engine) -> None:
    with bundled.connect() as conn:
        result = whatif(conn, [Shock(company="Foxconn")])
    (gb200,) = [p for p in result["platforms"] if p["platform"] == "Nvidia GB200 NVL72"]
    (racks,) = [c for c in gb200["components"] if c["component"] == "Rack integration"]
    shares = sorted((h["share"], h["share_basis"] == PLANNED_WHY) for h in racks["hits"])
    assert shares[0] == (0.0, True)  # Houston: planned, no share now
    assert shares[1][0] > 0 and not shares[1][1]  # the assembly Foxconn does today
    # Wistron assembles today too: an alternative as it stands, not only as its Dallas plan.
    assert {"supplier": "Wistron", "stage": None, "covering": False} in racks["alternatives_stages"]


def test_a_per_gpu_figure_is_checked_against_the_racks(bundled: Engine) -> None:
    """walk14: `checks` found no pair for any bundled platform: its chip scope was only
    'per_chip', and the claims write 'per_gpu'. 192 GB per GPU x 72 GPUs is the 13.8 TB a rack
    is said to hold."""
    from chipatlas.analyze.specs import cross_checks

    with bundled.connect() as conn:
        found = cross_checks(conn, "Nvidia GB200 NVL72")
    assert {
        (c["metric"], c["stated"], c["from"], c["verdict"]) for c in found if c["stated"] == "13.8 TB"
    } >= {("hbm_capacity", "13.8 TB", "72 x 192 GB (per_gpu)", "matches (rounding)")}


def test_specs_of_the_names_analysts_type(bundled: Engine) -> None:
    """walk14: `specs GB200` said "no spec figures": the name finds the chip, which has none,
    while the claims are the platform's; 'Maia 200' names the chip and the platform alike."""
    from chipatlas.analyze.specs import specs

    with bundled.connect() as conn:
        gb200, maia = specs(conn, "GB200"), specs(conn, "Maia 200")
        assert specs(conn, "Trainium3") == specs(conn, "chip:trainium3")  # a chip with figures keeps them
    assert gb200 and {r["entity"] for r in gb200} == {"platform:nvidia_gb200_nvl72"}
    assert maia and len({r["entity"] for r in maia}) == 1


def test_where_parts_are_made_leaves_out_plants_only_planned(bundled: Engine) -> None:
    """walk14: `concentration GB200` read rack integration as "United States 100%" from two
    planned Texas plants, and `countries` counted six planned rows among nine US ones, while
    `label` and the what-if count no plan as a place making parts."""
    from chipatlas.analyze.concentration import concentration
    from chipatlas.analyze.network import country_exposure

    with bundled.connect() as conn:
        gb200 = concentration(conn, "GB200")
        countries = country_exposure(conn)
    (racks,) = [c for c in gb200["components"] if c["component"] == "Rack integration"]
    assert not [s for s in racks["shares"] if s["code"] == "US"]
    assert "only planned" in gb200["unknowns"]
    (us,) = [c for c in countries["countries"] if c["code"] == "US"]
    assert us["n_rows"] == 3  # TSMC in Phoenix (GB200), Wiwynn in Socorro (Trainium3), Vicor in Andover
