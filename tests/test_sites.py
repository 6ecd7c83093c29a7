"""Sites on a map: the bundled gazetteer, the reading of made-in text, exposure by radius, the
site pages and their JSON twins, on the bundled data (SQLite and PostgreSQL where the store is read)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from pydantic import TypeAdapter
from sqlalchemy import Engine
from typer.testing import CliRunner

from chipatlas.analyze.records_sites import SiteDetail, SitesIndex
from chipatlas.analyze.site_exposure import site_exposure
from chipatlas.analyze.sites import parse_radius, platform_site_map, site_detail, sites_index
from chipatlas.errors import ConfigError, NotFoundError
from chipatlas.model.gazetteer import by_slug, country_place, find, haversine_km, locate, places
from chipatlas.present.cli.app import app
from chipatlas.present.web import create_app

SEED = "aws_trainium3_ultraserver"


@pytest.mark.parametrize(
    ("site", "country", "slugs", "missed"),
    [
        ("Phoenix, Arizona", "United States", ["phoenix"], []),
        ("Tainan", "Taiwan", ["tainan"], []),
        ("TSMC Fab 15, Taichung", "Taiwan", ["taichung"], []),
        ("Cheongju", "South Korea", ["cheongju"], []),
        ("Hsinchu Science Park", None, ["hsinchu-science-park"], []),
        ("Fab 18, Southern Taiwan Science Park (Tainan)", "Taiwan", ["southern-taiwan-science-park"], []),
        ("Hsinchu and Tainan", "Taiwan", ["hsinchu", "tainan"], []),
        ("Wisconsin and Houston, Texas", "United States", ["wisconsin", "houston"], []),
        ("AP8 advanced-packaging plant, southern Taiwan", "Taiwan", ["tsmc-ap8"], []),
        ("Jhunan and Tongluo, Miaoli County", "Taiwan", ["zhunan", "miaoli"], []),
        (
            "San Jose area, California; Bade District, Taoyuan; Netherlands",
            None,
            ["san-jose", "bade", "country-nl"],
            [],
        ),
        ("Cheongju, North Chungcheong (M15X fab; P&T3 back-end)", "South Korea", ["cheongju"], []),
        ("Ciudad Juárez", "Mexico", ["ciudad-juarez"], []),
        ("Kumamoto", "Japan", ["kumamoto"], []),
        ("Pyeongtaek and Hwaseong, Gyeonggi", "South Korea", ["pyeongtaek", "hwaseong"], []),
    ],
)
def test_made_in_text_resolves_to_the_places_it_names(
    site: str, country: str | None, slugs: list[str], missed: list[str]
) -> None:
    where = locate(site, country)
    assert [p.slug for p in where.places] == slugs
    assert list(where.unresolved) == missed
    assert where.precision == "site"


def test_a_country_without_a_site_is_its_centre_and_an_unknown_site_is_reported() -> None:
    only = locate(None, "Taiwan")
    assert only.precision == "country" and [p.slug for p in only.places] == ["country-tw"]
    tw = only.places[0]
    assert 23.0 < tw.lat < 24.5 and 120.5 < tw.lon < 121.5  # inside the island, not a city
    unknown = locate("Atlantis Fab 1, southern Taiwan", "Taiwan")  # synthetic
    assert unknown.precision == "country" and unknown.unresolved == ("Atlantis Fab 1, southern Taiwan",)
    nowhere = locate("Atlantis Fab 1", None)
    assert nowhere.places == () and nowhere.precision == "none" and nowhere.unresolved == ("Atlantis Fab 1",)
    # the row's country bounds the search: a Taiwanese text never lands on a US city
    assert locate("Phoenix", "Taiwan").places[0].slug == "country-tw"


def test_every_gazetteer_row_has_a_point_and_a_source() -> None:
    rows = places()
    assert len({p.slug for p in rows}) == len(rows) >= 60
    for p in rows:
        assert -90 <= p.lat <= 90 and -180 <= p.lon <= 180, p.slug
        assert p.source_url.startswith("https://"), p.slug
        if p.kind == "city" and not p.point_from:
            assert p.geonames_id.isdigit() and p.source_url == f"https://www.geonames.org/{p.geonames_id}"
        else:  # a park, region or town cities500 lacks sits at a bundled city and says so
            base = by_slug(p.point_from)
            assert base is not None and (base.lat, base.lon) == (p.lat, p.lon) and base.name in p.note
    kinds = {p.kind for p in rows}
    assert kinds == {"city", "region", "park"}
    parks = {p.name for p in rows if p.kind == "park"}
    assert {"Hsinchu Science Park", "Southern Taiwan Science Park", "Penang Science Park"} <= parks


def test_distances_and_radii() -> None:
    hsinchu, tainan = find("Hsinchu"), find("Tainan")
    assert hsinchu is not None and tainan is not None
    d = haversine_km(hsinchu, tainan)
    assert 205 < d < 225 and d == pytest.approx(haversine_km(tainan, hsinchu))
    assert haversine_km(hsinchu, hsinchu) == 0
    assert parse_radius("50km") == parse_radius("50 km") == parse_radius("50") == 50
    assert parse_radius("30mi") == pytest.approx(48.28032)
    for bad in ("fifty", "-5km", "0km", "5 parsecs", "99999km"):
        with pytest.raises(ConfigError):
            parse_radius(bad)
    assert country_place("ZZ") is None


def test_the_bundled_rings_report_exactly_the_places_the_gazetteer_lacks(bundled_sqlite: Engine) -> None:
    with bundled_sqlite.connect() as conn:
        index = sites_index(conn)
        seed = platform_site_map(conn, f"platform:{SEED}")
    missed = {part for u in index["map"]["unresolved"] for part in u["unresolved"]}
    # New Jersey, Wisconsin, Jhunan and AP8 were added to the gazetteer with their sources.
    assert missed == set()
    counts = {s["place"]["slug"]: s["n_rows"] for s in index["sites"]}
    assert counts["southern-taiwan-science-park"] == 9 and counts["cheongju"] == 5
    m = index["map"]
    assert m["n_rows"] == m["n_rows_at_site"] + m["n_rows_country_only"] + m["n_rows_no_place"]
    taiwan = [p for p in seed["pins"] if p["place"]["country"] == "TW"]
    assert {p["place"]["slug"] for p in taiwan} == {"tainan", "country-tw"}
    assert all(p["us_status"] == "made_abroad" for p in taiwan)
    socorro = next(p for p in seed["pins"] if p["place"]["slug"] == "socorro-tx")
    assert socorro["us_status"] == "some_us_volume" and socorro["rows"][0]["supplier"] == "Wiwynn"


def test_exposure_within_a_radius_on_both_backends(bundled: Engine) -> None:
    with bundled.connect() as conn:
        near = site_exposure(conn, "Hsinchu", 50.0)
        wide = site_exposure(conn, "Tainan", 250.0)
        none = site_exposure(conn, "Kumamoto", 50.0)
        with pytest.raises(NotFoundError):
            site_exposure(conn, "Atlantis", 50.0)
        index = sites_index(conn)  # one grouped count: the same on both backends
        detail = site_detail(conn, "southern-taiwan-science-park")
    counts = {x["place"]["slug"]: (x["n_rows"], x["n_platforms"]) for x in index["sites"]}
    # 20 rows at Taiwan's centre: the AP8 row, once there, is at its site now; Delta's GB200
    # power shelf row ('China; Thailand; Taiwan; India', once dropped for naming no one country)
    # is at each of its countries
    assert counts["southern-taiwan-science-park"] == (9, 9) and counts["country-tw"][0] == 20
    assert index["map"]["n_unresolved"] == 0 and index["map"]["unresolved"] == []
    assert len(detail["rows"]) == 9 and {r["supplier"] for r in detail["rows"]} == {"TSMC"}
    assert [n["place"]["slug"] for n in detail["nearby"]] == ["tainan", "tsmc-ap8", "kaohsiung"]
    assert [(p["place"]["slug"], p["distance_km"]) for p in near["places"]] == [
        ("hsinchu", 0.0),
        ("zhunan", 14.2),
        ("miaoli", 30.4),
        ("bade", 34.7),
    ]
    hits = {(e["slug"], e["component"]) for e in near["exposures"]}
    assert ("nvidia_gb200_nvl72", "Test (burn-in)") in hits
    sites = {r["made_in_site"] for e in near["exposures"] for r in e["rows"]}
    assert "Hsinchu and Tainan" in sites  # a row naming two places is inside when one of them is
    assert not any("Southern Taiwan Science Park" in s for s in sites)  # Tainan, 216 km away: outside
    test = next(e for e in near["exposures"] if e["component"] == "Test (burn-in)")
    assert test["reasoning"][0].startswith(
        "KYEC makes it at Miaoli (30.4 km from Hsinchu; point: GeoNames 1671971)"
    )
    assert test["supply_ids"] and test["documents"] and test["source_urls"]
    wide_places = {p["place"]["slug"] for p in wide["places"]}
    assert {"southern-taiwan-science-park", "tainan", "kaohsiung", "hsinchu"} <= wide_places
    assert "country-tw" not in wide_places  # a country's centre is never inside a radius
    assert wide["n_platforms"] > near["n_platforms"]
    assert none["exposures"] == [] and none["places"] == []


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    from chipatlas.store.db import connect, migrate
    from conftest import load_bundled

    eng = connect(str(tmp_path_factory.mktemp("sites") / "store.db"))
    migrate(eng)
    load_bundled(eng)
    yield eng
    eng.dispose()


@pytest.fixture(scope="module")
def web(store: Engine) -> Iterator[TestClient]:
    with TestClient(create_app(store)) as client:
        yield client


def _cli(store: Engine, *args: str) -> Any:
    db = store.url.render_as_string(hide_password=False)
    return CliRunner().invoke(app, ["--db", db, *args], catch_exceptions=True)


def test_cli_exposure_by_site_and_radius_is_the_api(store: Engine, web: TestClient) -> None:
    result = _cli(store, "exposure", "--site", "Hsinchu", "--radius", "50km", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["kind"] == "site" and data["entity"] == "Hsinchu (within 50 km)" and data["radius_km"] == 50
    api = web.get("/api/v1/exposure/site", params={"site": "Hsinchu", "radius": "50km"})
    assert api.status_code == 200 and api.json() == data
    table = _cli(store, "exposure", "--site", "Hsinchu")  # 50 km by default
    assert table.exit_code == 0 and "Miaoli (30.4 km)" in table.stdout
    rows = list(
        csv.DictReader(io.StringIO(_cli(store, "exposure", "--site", "Hsinchu", "--format", "csv").stdout))
    )
    assert rows and all(r["chain"] and r["supply_ids"] for r in rows)
    assert isinstance(_cli(store, "exposure", "--site", "Hsinchu", "--radius", "far").exception, ConfigError)
    assert isinstance(_cli(store, "exposure", "--radius", "5km").exception, ConfigError)
    assert isinstance(_cli(store, "exposure", "TSMC", "--site", "Hsinchu").exception, ConfigError)
    assert isinstance(_cli(store, "exposure", "--site", "Atlantis").exception, NotFoundError)
    page = web.get("/exposure", params={"site": "hsinchu", "radius": "50km"})
    assert (
        page.status_code == 200
        and "Sites within 50 km of" in page.text
        and "Miaoli</a> (30.4 km)" in page.text
    )
    shown = web.get("/exposure.json", params={"site": "Hsinchu"}).json()["result"]["exposures"]
    assert [(e["slug"], e["component"], e["reasoning"]) for e in shown] == [
        (e["slug"], e["component"], e["reasoning"]) for e in data["exposures"]
    ]
    assert web.get("/exposure", params={"site": "Hsinchu", "radius": "far"}).status_code == 400
    listed = _cli(store, "sites", "--unresolved", "--format", "csv")
    # every bundled place resolves now; tests/test_site_entities.py lists a synthetic unknown one
    assert listed.exit_code == 0 and listed.stdout.strip().splitlines()[1:] == []
    # none: a line that says so, not an empty table under "0 rows ..." (walk7)
    told = _cli(store, "sites", "--unresolved").stdout
    assert told.startswith("every made-in place the rows name is in the gazetteer (") and "┃" not in told
    index = json.loads(_cli(store, "sites", "--format", "json").stdout)
    assert index["sites"][0]["place"]["slug"] == "country-tw" and index["map"]["n_unresolved"] == 0
    bad = web.get("/api/v1/exposure/site", params={"site": "Hsinchu", "radius": "far"})
    assert bad.status_code == 400 and "far" in bad.json()["error"]["message"]
    assert web.get("/api/v1/exposure/site", params={"site": "Atlantis"}).status_code == 404


def test_site_pages_and_their_json_twins(web: TestClient) -> None:
    index = web.get("/sites.json").json()
    assert index["page"] == "sites"
    stsp = next(x for x in index["items"] if x["slug"] == "southern-taiwan-science-park")
    assert stsp["n_rows"] == 9 and stsp["kind"] == "park" and stsp["geonames_id"] == "1668355"
    assert web.get("/api/v1/sites").json()["sites"][0]["place"]["slug"] == index["items"][0]["slug"]
    html = web.get("/sites")
    assert html.status_code == 200 and 'href="/sites/southern-taiwan-science-park"' in html.text
    assert "Zhunan" in html.text  # Jhunan, once unresolved, is a stored site now
    assert web.get("/sites.csv").text.startswith("slug,name,kind,country,region,lat,lon")
    assert web.get("/sites.csv?list=unresolved").text.startswith("platform,component,supplier")
    one = web.get("/sites/hsinchu.json").json()
    assert one["place"]["source_url"] == "https://www.geonames.org/1675151"
    assert {r["supplier"] for r in one["rows"]} >= {"TSMC"}
    assert [n["place"]["slug"] for n in one["nearby"]][:3] == ["zhunan", "miaoli", "bade"]
    assert web.get("/api/v1/sites/hsinchu").json()["rows"] == one["rows"]
    page = web.get("/sites/hsinchu")
    assert page.status_code == 200 and '<svg class="sitemap"' in page.text and "GeoNames 1675151" in page.text
    assert web.get("/sites/atlantis.json").status_code == 404
    assert web.get("/api/v1/sites/atlantis").status_code == 404
    for model, url in ((SitesIndex, "/api/v1/sites"), (SiteDetail, "/api/v1/sites/hsinchu")):
        TypeAdapter(model).validate_python(web.get(url).json(), strict=True)  # the declared OpenAPI model
    spec = web.get("/api/v1/openapi.json").json()["components"]["schemas"]
    assert "GeoNames" not in spec["Pin"]["properties"] and "us_status" in spec["Pin"]["properties"]
    nav = web.get("/").text
    assert '<a href="/sites">Sites</a>' in nav


def test_platform_and_company_pages_carry_the_site_map(web: TestClient) -> None:
    data = web.get(f"/platforms/{SEED}.json").json()
    slugs = {p["place"]["slug"] for p in data["site_map"]["pins"]}
    assert slugs == {"country-tw", "tainan", "icheon", "socorro-tx"}
    html = web.get(f"/platforms/{SEED}").text
    assert html.count("data-slug=") == 4 + 3  # every pin on the world map, and the 3 in the box again
    assert "<title>Tainan, Taiwan: 1 ring row (made abroad 1)." in html
    company = web.get("/companies/sk_hynix.json").json()
    assert {"cheongju", "icheon"} <= {p["place"]["slug"] for p in company["site_map"]["pins"]}
    assert 'class="sitemap"' in web.get("/companies/sk_hynix").text


def test_an_unknown_site_names_the_command_and_the_page(store: Engine) -> None:
    """The error read "(see /sites ...)" on the terminal too, a web path with no command (walk8)."""
    result = _cli(store, "exposure", "--site", "Synthetic Nowhere")
    assert result.exit_code != 0
    said = str(result.exception) + result.output
    assert "no place called 'Synthetic Nowhere'" in said and "'chipatlas sites'" in said, said
