"""What-if where a ring's roles overlap (a sole foundry beside primary designers, two primaries)
and where a site shock leaves the same supplier's other plant: through the real CLI.

Synthetic: the ring below is made up for this test; its companies do not exist.
"""

from __future__ import annotations

import json
from functools import partial
from typing import Any

import pytest
from tests.cli_support import cli_process

HEAD = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,evidence,notes\n"
)
RING = HEAD + "".join(
    f"Synthetic Platform W1,{row},claimed,SYNTHETIC row\n"
    for row in (
        "Accelerator,Synthfab,Makes the dies,sole,Taiwan,Hsinchu,made_abroad",
        "Accelerator,Synthfab,Makes the dies,sole,Taiwan,Tainan,made_abroad",
        "Accelerator,Synthdesign One,Designs the chip,primary,Taiwan,,made_abroad",
        "Accelerator,Synthdesign Two,Designs the IO die,second_source,Taiwan,,made_abroad",
        "Substrate,Synthsub One,Lead substrate,primary,Japan,,made_abroad",
        "Substrate,Synthsub Two,Other lead substrate,primary,Japan,,made_abroad",
        "Substrate,Synthsub Three,Backup substrate,second_source,South Korea,,made_abroad",
        'HBM,Synthmem,Stacks memory,,United States,"Phoenix, Arizona",some_us_volume',
        "HBM,Synthmem,Stacks memory,,Taiwan,Hsinchu,made_abroad",
    )
)


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Any:
    folder = tmp_path_factory.mktemp("overlap")
    db = str(folder / "store.db")
    (folder / "synthetic_w1.csv").write_text(RING)

    cli = partial(cli_process, db)

    assert cli("init", "--empty").returncode == 0
    landed = cli("ingest", str(folder / "synthetic_w1.csv"))
    assert landed.returncode == 0, landed.stdout + landed.stderr
    return cli


def _components(run: Any, *shock: str) -> dict[str, dict[str, Any]]:
    out = run("whatif", *shock, "--format", "json")
    assert out.returncode == 0, out.stdout + out.stderr
    (platform,) = json.loads(out.stdout)["platforms"]
    return {c["component"]: c for c in platform["components"]}


def test_half_a_country_never_loses_more_than_half_a_component(run: Any) -> None:
    got = _components(run, "--country", "Taiwan", "--loss", "50%")
    # The sole foundry and the designers are two parts of the accelerator: half of each is lost,
    # not half of each added up to all of it.
    assert got["Accelerator"]["at_risk"] == 0.5


def test_two_primaries_share_the_component(run: Any) -> None:
    sub = _components(run, "--country", "Japan")["Substrate"]
    assert sub["at_risk"] < 1.0  # the Korean second source still delivers its part
    assert sum(h["share"] for h in sub["hits"]) == pytest.approx(1.4 / 1.7, abs=1e-3)
    assert all("scaled down" in h["share_basis"] for h in sub["hits"])


def test_a_sole_supplier_in_two_places_hit_in_both_loses_all(run: Any) -> None:
    assert _components(run, "--company", "Synthfab")["Accelerator"]["at_risk"] == 1.0


def test_a_site_shock_names_the_same_suppliers_other_plant(run: Any) -> None:
    hbm = _components(run, "--site", "Phoenix, Arizona")["HBM"]
    assert hbm["at_risk"] == 0.5
    assert hbm["alternatives"] == ["Synthmem (Hsinchu, Taiwan)"]
    assert hbm["alternatives_note"].startswith("named in this ring")
