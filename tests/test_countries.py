"""Country lookup, the glued-prefix split and the shipped world map."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pycountry
import pytest

from chipatlas.model.countries import Country, all_countries, lookup, split_prefix
from chipatlas.model.worldmap import VIEWBOX, country_paths, notice, project, unassigned_paths

TEN = ("TW", "KR", "US", "CN", "JP", "MY", "MX", "IL", "VN", "DE")


@pytest.mark.parametrize(
    ("text", "code", "rest"),
    [
        ("TaiwanTSMC Fab 18, Tainan", "TW", "TSMC Fab 18, Tainan"),
        ("South KoreaIcheon", "KR", "Icheon"),
        ("United StatesSocorro TX", "US", "Socorro TX"),
        ("NigerNiamey", "NE", "Niamey"),
        ("NigeriaLagos", "NG", "Lagos"),
        ("China2nd Fab", "CN", "2nd Fab"),
        ("Korea, Republic ofIcheon", "KR", "Icheon"),
    ],
)
def test_split_prefix(text: str, code: str, rest: str) -> None:
    split = split_prefix(text)
    assert split is not None
    country, tail = split
    assert country.code == code
    assert tail == rest


def test_split_prefix_prefers_longest_name() -> None:
    split = split_prefix("South KoreaIcheon")
    assert split is not None
    assert split[0] == Country("KR", "South Korea")
    assert split[1] == "Icheon"  # not "South" + ... nor "Korea" leftovers


@pytest.mark.parametrize(
    "text",
    [
        "Taiwan",  # a plain country: nothing to split, lookup() is for that
        "Taiwan Semiconductor",  # a space after the name: not glued
        "Chinatown Labs",
        "Omanic",
        "Indiana",  # not India + "na": the rest must start upper-case
        "CHINATOWN",  # case-sensitive: all caps is not a glued cell
        "USAustin",  # codes and abbreviations are never split on
        "INTEL",
        "Acme Corp",
        "",
    ],
)
def test_split_prefix_none(text: str) -> None:
    assert split_prefix(text) is None


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("USA", "US"),
        ("US", "US"),
        ("U.S.", "US"),
        ("u.s.a.", "US"),
        ("United States of America", "US"),
        ("  united   states ", "US"),
        ("USA", "US"),
        ("Korea", "KR"),
        ("Republic of Korea", "KR"),
        ("Korea, Republic of", "KR"),
        ("South Korea", "KR"),
        ("KOR", "KR"),
        ("North Korea", "KP"),
        ("ROC", "TW"),
        ("Taiwan, Province of China", "TW"),
        ("Taiwan", "TW"),
        ("TWN", "TW"),
        ("Mainland China", "CN"),
        ("PRC", "CN"),
        ("People's Republic of China", "CN"),
        ("People\u2019s Republic of China", "CN"),
        ("China", "CN"),
        ("UK", "GB"),
        ("Great Britain", "GB"),
        ("United Kingdom", "GB"),
        ("Czechia", "CZ"),
        ("Czech Republic", "CZ"),
        ("Viet Nam", "VN"),
        ("Vietnam", "VN"),
        ("Russian Federation", "RU"),
        ("Russia", "RU"),
        ("the Netherlands", "NL"),
        ("Holland", "NL"),
        ("Türkiye", "TR"),
        ("Turkiye", "TR"),
        ("Cote d'Ivoire", "CI"),
        ("Hong Kong SAR", "HK"),
        ("Macau", "MO"),
        ("Japan", "JP"),
        ("jpn", "JP"),
        ("Malaysia", "MY"),
        ("Mexico", "MX"),
        ("Germany", "DE"),
        ("DEU", "DE"),
        ("Israel", "IL"),
    ],
)
def test_lookup_variants(text: str, code: str) -> None:
    found = lookup(text)
    assert found is not None, text
    assert found.code == code


@pytest.mark.parametrize("text", ["Narnia", "", "   ", "Taiwan Semiconductor", "Chinatown"])
def test_lookup_misses(text: str) -> None:
    assert lookup(text) is None


@pytest.mark.parametrize(
    ("code", "name"),
    [
        ("TW", "Taiwan"),
        ("KR", "South Korea"),
        ("US", "United States"),
        ("VN", "Vietnam"),
        ("RU", "Russia"),
        ("CN", "China"),
        ("JP", "Japan"),
        ("MY", "Malaysia"),
        ("MX", "Mexico"),
        ("DE", "Germany"),
        ("IL", "Israel"),
        ("NL", "Netherlands"),
        ("GB", "United Kingdom"),
        ("IR", "Iran"),
    ],
)
def test_common_names(code: str, name: str) -> None:
    assert lookup(code) == Country(code, name)
    assert lookup(name) == Country(code, name)


def test_all_countries() -> None:
    countries = all_countries()
    assert len(countries) == len(pycountry.countries)
    assert len({c.code for c in countries}) == len(countries)
    assert len({c.name for c in countries}) == len(countries)
    assert [c.name.casefold() for c in countries[:2]] == ["afghanistan", "åland islands"]
    for country in countries:
        assert lookup(country.name) == country
        assert lookup(country.code) == country
        assert "," not in country.name or country.code == "SH"


def test_country_is_frozen() -> None:
    country = Country("TW", "Taiwan")
    with pytest.raises(AttributeError):
        country.name = "Formosa"  # type: ignore[misc]


def test_map_codes_are_iso() -> None:
    paths = country_paths()
    assert len(paths) > 200
    for code in paths:
        assert pycountry.countries.get(alpha_2=code) is not None, code


def test_map_has_the_ten() -> None:
    paths = country_paths()
    for code in (*TEN, "SG", "HK", "NL"):
        assert paths.get(code, "").startswith("M"), code
        assert len(paths[code]) > 30, code


def test_map_paths_stay_in_viewbox() -> None:
    _, _, width, height = (float(v) for v in VIEWBOX.split())
    number = re.compile(r"-?\d+(?:\.\d+)?")
    for code, d in country_paths().items():
        if "a" in d:  # a dot for a tiny country: check its start point only
            d = d.split("a")[0]
        values = [float(v) for v in number.findall(d)]
        xs, ys = values[0::2], values[1::2]
        assert min(xs) >= -0.5 and max(xs) <= width + 0.5, code
        assert min(ys) >= -0.5 and max(ys) <= height + 0.5, code
        # no antimeridian streak: no country path spans most of the map but Russia/US/Fiji
        if max(xs) - min(xs) > width / 2:
            assert code in {"RU", "US", "FJ", "KI", "NZ"}, code


def test_small_countries_become_dots() -> None:
    assert "a" in country_paths()["SG"]  # a circle arc, too small to outline at this scale
    assert "a" not in country_paths()["TW"]


def test_project() -> None:
    _, _, width, height = (float(v) for v in VIEWBOX.split())
    assert project(-180, 0)[0] == 0
    assert project(180, 0)[0] == width
    x, y = project(121.0, 24.0)  # Hsinchu lands inside Taiwan's bounding box
    values = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", country_paths()["TW"])]
    assert min(values[0::2]) <= x <= max(values[0::2])
    assert min(values[1::2]) <= y <= max(values[1::2])
    assert 0 < y < height


def test_country_paths_is_a_copy() -> None:
    paths = country_paths()
    paths.pop("TW")
    assert "TW" in country_paths()


def test_rendered_svg_parses() -> None:
    paths = country_paths()
    body = "".join(f'<path id="c-{code}" d="{d}" fill-rule="evenodd"/>' for code, d in paths.items())
    body += "".join(f'<path d="{d}"/>' for d in unassigned_paths().values())
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{VIEWBOX}">{body}<desc>{notice()}</desc></svg>'
    root = ET.fromstring(svg)
    found = root.findall("{http://www.w3.org/2000/svg}path")
    assert len(found) == len(paths) + len(unassigned_paths())
    ids = {p.get("id") for p in found}
    assert {f"c-{code}" for code in TEN} <= ids
    assert "Natural Earth" in notice()
