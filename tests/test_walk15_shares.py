"""What-if shares an analyst reads as stated (walk15).

- A primary beside a supplier whose role no source states: TPU v7's HBM named SK hynix
  "main supplier" and Samsung with no role; the equal split counted the main supplier as half.
  The primary now carries the documented default (70%), the other the rest.
- A primary beside a second source the ring lists but does not name: Trainium3's HBM primary
  read as all of the part ("only named supplier"); the undisclosed second source now takes its
  part of the default split.
- A share that rests on a default is marked ``assumed`` in the table: "TSMC Phoenix, Arizona
  (50% share)" read as a stated split, where the ring names two places and no split. The mark
  is a field of each hit (``assumed``), so JSON, CSV and the web page carry it too.

The unit rows are SYNTHETIC (invented ids); the bundled checks read sourced rows.
"""

from __future__ import annotations

import json
from typing import Any, cast

from sqlalchemy import Engine

from chipatlas.analyze.base import Row
from chipatlas.analyze.whatif import Shock, whatif
from chipatlas.analyze.whatif_shares import ASSUMED_PRIMARY, ASSUMED_SECOND, DEFAULT_PRIMARY, shares
from chipatlas.present.cli.whatif import _hit


def _row(supply: str, supplier: str, role: str | None, place: str = "loc:a") -> Row:
    return cast(
        Row,
        {
            "supply_id": supply,
            "supplier_id": supplier,
            "supplier": supplier,
            "role": role,
            "location_id": place,
            "us_status": None,
            "notes": None,
            "component": "HBM",
        },
    )


def test_a_primary_beside_a_supplier_of_unstated_role_carries_the_default() -> None:
    got = shares([_row("s:main", "company:x", "primary"), _row("s:other", "company:y", None)]).by_row
    main, other = got[("s:main", "loc:a")], got[("s:other", "loc:a")]
    assert main.share == DEFAULT_PRIMARY and abs(other.share - (1 - DEFAULT_PRIMARY)) < 1e-9
    assert "suppliers of unstated role" in main.basis and "no role stated, beside a primary" in other.basis
    assert main.assumed == (ASSUMED_PRIMARY,) and other.assumed == (ASSUMED_SECOND,)
    # beside a named second source and one of unstated role, the two share the rest
    got = shares(
        [
            _row("s:main", "company:x", "primary"),
            _row("s:second", "company:y", "second_source"),
            _row("s:other", "company:z", None),
        ]
    ).by_row
    assert abs(got[("s:second", "loc:a")].share - (1 - DEFAULT_PRIMARY) / 2) < 1e-9
    assert abs(sum(s.share for s in got.values()) - 1.0) < 1e-9
    # no primary: suppliers without a role still share equally, and that is an assumption
    got = shares([_row("s:a", "company:x", None), _row("s:b", "company:y", None)]).by_row
    assert {s.share for s in got.values()} == {0.5}
    assert {s.assumed for s in got.values()} == {("even over 2 suppliers",)}


def test_a_primary_beside_an_undisclosed_second_source_is_no_only_supplier() -> None:
    gap = cast(Row, {**_row("s:gap", "", "second_source"), "supplier_id": None, "supplier": None})
    got = shares([_row("s:main", "company:x", "primary"), gap]).by_row
    share, basis, assumed = got[("s:main", "loc:a")]
    assert share == DEFAULT_PRIMARY and "1 undisclosed second source" in basis
    assert assumed == (ASSUMED_PRIMARY,)
    # a named supplier of no role beside an undisclosed second source stays the only named one
    got = shares([_row("s:main", "company:x", None), gap]).by_row
    assert got[("s:main", "loc:a")] == (1.0, "only named supplier", ())  # nothing assumed


def test_trainium3_hbm_primary_beside_its_undisclosed_second_source(bundled: Engine) -> None:
    with bundled.connect() as conn:
        result = whatif(conn, [Shock(company="SK hynix")])
    hbm = _hit_of(result, "AWS Trainium3 UltraServer", "HBM")
    assert hbm["at_risk"] == DEFAULT_PRIMARY  # was 1.0: "only named supplier"
    assert "undisclosed second source" in hbm["hits"][0]["share_basis"]


def _hit_of(result: Any, platform: str, component: str) -> Any:
    (p,) = [p for p in result["platforms"] if p["platform"] == platform]
    (c,) = [c for c in p["components"] if c["component"] == component]
    return c


def test_tpu_main_hbm_supplier_carries_most_of_the_part(bundled: Engine) -> None:
    with bundled.connect() as conn:
        result = whatif(conn, [Shock(company="SK hynix")])
    hbm = _hit_of(result, "Google TPU v7 Ironwood", "HBM")
    assert hbm["at_risk"] == DEFAULT_PRIMARY
    assert "default" in hbm["hits"][0]["share_basis"]
    assert "role no source states" in result["defaults"]["primary"]


def test_a_supply_made_in_several_places_assumes_an_even_split() -> None:
    got = shares(
        [_row("s:a", "company:x", "sole", "loc:a"), _row("s:a", "company:x", "sole", "loc:b")]
    ).by_row
    assert got[("s:a", "loc:a")] == (0.5, "sole supplier; split over 2 places", ("even over 2 places",))
    two_places = [_row("s:a", "company:x", "primary", "loc:a"), _row("s:a", "company:x", "primary", "loc:b")]
    got = shares([*two_places, _row("s:b", "company:y", "second_source")]).by_row
    assert got[("s:a", "loc:b")].assumed == (ASSUMED_PRIMARY, "even over 2 places")


def test_the_table_marks_a_share_that_rests_on_a_default() -> None:
    def hit(share: float, *assumed: str) -> Any:
        return {
            "supplier": "Examplefab",
            "made_in_site": "Sometown",
            "share": share,
            "share_basis": "",
            "assumed": list(assumed),
        }

    assert (
        _hit(hit(0.5, "even over 2 places")) == "Examplefab Sometown (50% share, assumed: even over 2 places)"
    )
    assert _hit(hit(0.35, ASSUMED_PRIMARY, "even over 2 places")) == (
        "Examplefab Sometown (35% share, assumed: default primary share, even over 2 places)"
    )
    assert _hit(hit(1.0)) == "Examplefab Sometown (100% share)"  # stated: no mark


def test_gb200_phoenix_share_says_it_is_assumed(bundled_sqlite: Engine) -> None:
    from tests.cli_support import run_cli

    db = bundled_sqlite.url.render_as_string(hide_password=False)
    table = run_cli(db, "whatif", "--site", "Phoenix", columns=300)
    assert "TSMC Phoenix, Arizona (50% share, assumed: even over 2 places)" in table, table
    data = json.loads(run_cli(db, "whatif", "--site", "Phoenix", "--format", "json"))
    phoenix = [h for p in data["platforms"] for c in p["components"] for h in c["hits"]]
    assert phoenix and all(h["assumed"] == ["even over 2 places"] for h in phoenix if h["share"] == 0.5)
    csv_text = run_cli(db, "whatif", "--site", "Phoenix", "--format", "csv")
    assert "assumed" in csv_text.splitlines()[0] and "even over 2 places" in csv_text


def test_the_label_says_a_part_the_ring_does_not_name_is_no_gap(bundled: Engine) -> None:
    """Cerebras CS-3 has no HBM row (its memory is on the wafer): "HBM made in: not
    disclosed" read as a hidden origin (walk15). Maia 200 names its HBM maker's country."""
    from chipatlas.analyze.uscontent import label

    with bundled.connect() as conn:
        cs3, maia = label(conn, "Cerebras CS-3"), label(conn, "Maia 200")
    assert cs3["hbm"]["in_ring"] is False and cs3["hbm"]["rows"] == []
    assert cs3["accelerator"]["in_ring"] is True
    assert maia["hbm"]["in_ring"] is True and maia["hbm"]["countries"] == ["South Korea"]


def test_the_label_on_the_terminal_and_the_page(bundled_sqlite: Engine) -> None:
    from fastapi.testclient import TestClient
    from tests.cli_support import run_cli

    from chipatlas.present.web.app import create_app

    text = run_cli(bundled_sqlite.url.render_as_string(hide_password=False), "label", "Cerebras CS-3")
    assert "HBM made in:              no row for this part in the ring" in text, text
    with TestClient(create_app(bundled_sqlite)) as client:
        page = client.get("/platforms/cerebras_cs_3/analysis")
    assert page.status_code == 200, page.status_code
    assert "<dt>HBM made in</dt><dd>No row for this part in the ring" in page.text


def test_a_pin_abroad_is_made_abroad_whatever_its_rows_other_places(bundled: Engine) -> None:
    """A row naming places in two countries (Supermicro: "San Jose area, California; Bade
    District, Taoyuan; Netherlands", some US volume) pinned Bade, Taiwan, as "some US
    volume"; rows stating no status pinned Taiwan's parks "not disclosed" (walk15)."""
    from chipatlas.analyze.sites import sites_index

    with bundled.connect() as conn:
        pins = {p["place"]["slug"]: p for p in sites_index(conn)["map"]["pins"]}
    assert pins["bade"]["us_status"] == "made_abroad"
    assert pins["southern-taiwan-science-park"]["status_counts"] == {"made_abroad": 9}
    abroad = [p for p in pins.values() if p["place"]["country"] != "US"]
    assert abroad and all(set(p["status_counts"]) == {"made_abroad"} for p in abroad)
    assert pins["andover-ma"]["us_status"] == "made_in_us"  # a US place keeps its row's status


def test_a_site_shocks_alternatives_say_where_they_are_made() -> None:
    """Exposure of Hsinchu named "TSMC" as the alternative: the company hit, where its
    Arizona plant was meant (walk15). For a place, each alternative says where; for a
    company, names alone as before. SYNTHETIC rows."""
    from chipatlas.analyze.exposure import named_alternatives

    def alt(site: str | None, status: str | None = None) -> Any:
        return {"supplier": "Examplefab", "made_in_site": site, "made_in_country": None, "us_status": status}

    rows = [alt("Sometown, Somestate"), alt("Othertown", "planned_us_volume"), alt(None)]
    assert named_alternatives(rows, places=True) == (
        "Examplefab (Sometown, Somestate), Examplefab (Othertown; planned), Examplefab (place not stated)"
    )
    assert named_alternatives(rows) == "Examplefab, Examplefab (planned)"


def test_hsinchu_exposure_names_tsmcs_other_place(bundled_sqlite: Engine) -> None:
    from tests.cli_support import run_cli

    db = bundled_sqlite.url.render_as_string(hide_password=False)
    table = run_cli(db, "exposure", "--site", "Hsinchu", "--format", "csv")
    (gb200,) = [x for x in table.splitlines() if x.startswith("Nvidia GB200 NVL72,Accelerator,")]
    assert '"TSMC (Phoenix, Arizona)"' in gb200, gb200


def test_countries_count_the_planned_rows_they_leave_out(bundled: Engine) -> None:
    """The countries view read "177 rows" beside the ring's 184: the 7 rows at plants only
    planned were left out, unsaid (walk15)."""
    from chipatlas.analyze.base import load_rows
    from chipatlas.analyze.network import country_exposure

    with bundled.connect() as conn:
        data, every = country_exposure(conn), load_rows(conn)
    planned = sum(1 for r in every if r["us_status"] == "planned_us_volume")
    assert planned and data["n_planned_left_out"] == planned
    assert data["n_rows"] + data["n_planned_left_out"] == len(every)
