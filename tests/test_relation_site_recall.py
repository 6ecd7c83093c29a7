"""Sites missed on the audit's relation labels, by the form of the sentence (branch relpack),
each with look-alikes that keep the old reading: a site sentence whose subject names the
company by description ("The company has plants in ...", "La empresa tiene plantas en ...")
is the site of the company the sentence before was about, never one two sentences back nor
one the sentence only mentions later; a Korean, Japanese or Chinese sentence naming a plant in
one of mainland China's chip-making cities (Xi'an, Suzhou, Chengdu, Chongqing, Tianjin) or in
Taiwan's Changhua is a site there, like Wuxi or Dalian already are.

Every sentence here is SYNTHETIC text written for this test: the companies ("Acme Semi",
"Zeta Memory") are invented; no event is a fact.
"""

from __future__ import annotations

import pytest
from tests.table_names import TableNames

from chipatlas.extract.relation_reader import read_relations

_NAMES = {"Acme Semi": "company:acme", "Zeta Memory": "company:zeta"}


def _sites(text: str) -> set[tuple[str | None, str | None]]:
    """(company, place) of each site read."""
    return {
        (r.supplier.entity_id if r.supplier else None, r.place)
        for r in read_relations(text, TableNames(_NAMES))
        if r.kind == "site"
    }


# Synthetic table: the sentence before names the company; the site sentence names it by
# description only.
DESCRIBED_OWNER = [
    (
        "Acme Semi reported higher sales this year. The company has manufacturing facilities in Texas "
        "and in Dresden.",
        {("company:acme", "Texas"), ("company:acme", "Dresden")},
    ),
    (
        "Acme Semi's revenue rose. The firm operates two plants in Ohio.",
        {("company:acme", "Ohio")},
    ),
    (
        "Acme Semi hat seinen Umsatz gesteigert. Das Unternehmen betreibt Werke in Texas und Dresden.",
        {("company:acme", "Texas"), ("company:acme", "Dresden")},
    ),
    (
        "Acme Semi a publié ses résultats. La société possède des usines au Texas et à Dresde.",
        {("company:acme", "Texas"), ("company:acme", "Dresde")},
    ),
    (
        "Acme Semi presentó sus resultados. La empresa tiene plantas en Texas y Dresde.",
        {("company:acme", "Texas"), ("company:acme", "Dresde")},
    ),
    (
        "Acme Semi ha presentato i risultati. L'azienda ha stabilimenti in Texas e a Dresda.",
        {("company:acme", "Texas")},
    ),
]


@pytest.mark.parametrize(("text", "rows"), DESCRIBED_OWNER)
def test_a_described_subject_owns_the_site_of_the_sentence_before(
    text: str, rows: set[tuple[str, str]]
) -> None:
    assert rows <= _sites(text)
    assert {c for c, _ in _sites(text)} == {"company:acme"}


# Look-alikes: nothing is carried two sentences back, nor from no company, nor to a subject that
# is not the description opening the sentence; a company the site sentence names is its own.
NOT_CARRIED = [
    "Acme Semi reported higher sales. Demand stayed strong. The company has plants in Texas.",
    "Sales rose across the sector. The company has manufacturing facilities in Texas.",
    "Acme Semi reported higher sales. Analysts say the company has plants in Texas.",
    "Acme Semi reported higher sales. The report lists plants in Texas.",
]


@pytest.mark.parametrize("text", NOT_CARRIED)
def test_no_site_owner_is_carried_without_a_described_subject(text: str) -> None:
    assert _sites(text) == set()


def test_a_company_the_site_sentence_names_stays_the_owner() -> None:
    text = "Acme Semi reported higher sales. The company said Zeta Memory's plant in Texas supplies it."
    assert _sites(text) == {("company:zeta", "Texas")}


# Synthetic table: plants in mainland China's chip-making cities (and Taiwan's Changhua), in
# Korean, Chinese and Japanese.
CHINA_CITIES = [
    (
        "현재 Acme Semi는 중국 시안에 낸드 공장, 쑤저우에는 후공정 공장을 두고 있다.",
        {("company:acme", "Xi'an"), ("company:acme", "Suzhou")},
    ),
    ("Acme Semi在西安和苏州设有工厂。", {("company:acme", "Xi'an"), ("company:acme", "Suzhou")}),
    ("Acme Semi在成都的封测厂已投产。", {("company:acme", "Chengdu")}),
    ("Acme Semiは重慶に新工場を建設する。", {("company:acme", "Chongqing")}),
    ("Acme Semi는 톈진 공장을 운영하고 있다.", {("company:acme", "Tianjin")}),
    # Taiwan's Changhua county, where packaging houses build
    ("此外，Acme Semi也在彰化規劃設5棟廠房。", {("company:acme", "Changhua")}),
    ("Acme Semi在彰化二林的封測廠已投產。", {("company:acme", "Changhua")}),
]


@pytest.mark.parametrize(("text", "rows"), CHINA_CITIES)
def test_a_plant_in_a_chinese_chip_city_is_a_site(text: str, rows: set[tuple[str, str]]) -> None:
    assert _sites(text) == rows


def test_a_chinese_chip_city_keeps_its_country() -> None:
    sites = [r for r in read_relations("Acme Semi在西安设有工厂。", TableNames(_NAMES)) if r.kind == "site"]
    assert [r.country for r in sites] == ["China"]


def test_a_korean_city_inside_a_longer_word_is_no_place() -> None:
    # "아시안" (Asian) holds the letters of "시안" (Xi'an)
    assert _sites("Acme Semi는 아시안 시장을 위한 공장을 운영하고 있다.") == set()


def _site_parts(text: str) -> set[tuple[str | None, str | None]]:
    """(company, part) of each site read."""
    return {
        (r.supplier.entity_id if r.supplier else None, r.component)
        for r in read_relations(text, TableNames(_NAMES))
        if r.kind == "site"
    }


# Synthetic table: a part named as a skill the company has, joined to its plants by "and", is
# not what the plants are said to make: the site takes no part.
SKILL_AND_SITES = [
    "Acme Semi has advanced liquid cooling capabilities and manufacturing facilities in Texas.",
    "Acme Semi brings HBM expertise and two plants in Texas.",
    "Acme Semi verfügt über HBM-Know-how und Werke in Texas.",
    "Acme Semi apporte ses compétences en HBM et des usines au Texas.",
    "Acme Semi aporta su experiencia en HBM y plantas en Texas.",
]


@pytest.mark.parametrize("text", SKILL_AND_SITES)
def test_a_skill_joined_to_the_sites_is_not_their_part(text: str) -> None:
    assert _site_parts(text) == {("company:acme", None)}


# Look-alikes: a part the plant is named for, or one the company makes, stays.
PART_KEPT = [
    "Acme Semi will build HBM plants in Texas.",
    "Acme Semi makes HBM and will build plants in Texas.",
    "Acme Semi opened an advanced packaging facility in Texas.",
]


@pytest.mark.parametrize("text", PART_KEPT)
def test_a_part_the_site_makes_stays(text: str) -> None:
    assert {p for _, p in _site_parts(text)} <= {"HBM", "Advanced packaging"} and _site_parts(text)


# Synthetic table: two states or two countries in a row are two places, never "city, state".
PLACE_LISTS = [
    (
        "Acme Semi has manufacturing facilities in New Jersey, Texas and Ohio.",
        {("company:acme", "New Jersey"), ("company:acme", "Texas"), ("company:acme", "Ohio")},
    ),
    ("Acme Semi has plants in Germany, France.", {("company:acme", "Germany"), ("company:acme", "France")}),
    ("Acme Semi opened a plant in Phoenix, Arizona.", {("company:acme", "Phoenix, Arizona")}),
    ("Acme Semi opened a plant in Arizona, United States.", {("company:acme", "Arizona, United States")}),
]


@pytest.mark.parametrize(("text", "rows"), PLACE_LISTS)
def test_a_list_of_states_or_countries_is_several_places(text: str, rows: set[tuple[str, str]]) -> None:
    assert _sites(text) == rows


@pytest.mark.parametrize("text", ["此外，Acme Semi也在彰化規劃設5棟廠房。", "Acme Semi在彰化规划兴建新厂。"])
def test_a_planned_chinese_plant_is_planned(text: str) -> None:
    sites = [r for r in read_relations(text, TableNames(_NAMES)) if r.kind == "site"]
    assert [r.stage for r in sites] == ["planned"]


# Synthetic table: making chips in a place, no plant named, is a site there; "and the US" is a
# place after a place; making chips in a year, in volume or in partnership names no place.
MADE_IN = [
    (
        "Acme Semi makes 4nm chips in Taiwan and the USA.",
        {("company:acme", "Taiwan"), ("company:acme", "USA")},
    ),
    ("Zeta Memory produces HBM in Korea.", {("company:zeta", "Korea")}),
    (
        "Acme Semi has fabs in Arizona and the Netherlands.",
        {("company:acme", "Arizona"), ("company:acme", "Netherlands")},
    ),
    ("Acme Semi makes chips in high volume.", set()),
    ("Acme Semi makes chips in 2025.", set()),
]


@pytest.mark.parametrize(("text", "rows"), MADE_IN)
def test_chips_made_in_a_place_are_a_site_there(text: str, rows: set[tuple[str, str]]) -> None:
    assert _sites(text) == rows


def test_a_parent_named_before_a_full_name_the_store_lacks() -> None:
    """SYNTHETIC: "Innotron, the parent company of Zeta Memory Technologies (Zeta Memory),
    plans a plant": the subject owns the company named in brackets, and the plant is the
    subject's (a name the store lacks), never the apposition's; "X is the parent company of Y"
    is ownership too."""
    text = (
        "Innotron, the parent company of Changmen Technologies Group (Zeta Memory), plans to build "
        "an HBM packaging plant in Shanghai."
    )
    found = read_relations(text, TableNames(_NAMES))
    owned = [r for r in found if r.kind == "ownership"]
    assert [
        (r.unknown_supplier.text if r.unknown_supplier else None, r.obj.entity_id if r.obj else None)
        for r in owned
    ] == [("Innotron", "company:zeta")]
    sites = [r for r in found if r.kind == "site"]
    assert [
        (r.supplier, r.unknown_supplier.text if r.unknown_supplier else None, r.place) for r in sites
    ] == [(None, "Innotron", "Shanghai")]
    plain = read_relations("Acme Semi is the parent company of Zeta Memory.", TableNames(_NAMES))
    assert [(r.kind, r.supplier.entity_id if r.supplier else None) for r in plain] == [
        ("ownership", "company:acme")
    ]
