"""Site stage and site places: the audit's site classes (branch sites, issue #11 §1, §3).

SYNTHETIC: every sentence is invented for this test; the companies (tests/relation_audit_rows.py
NAMES: "Kestrel Memory", "Orbis Foundry", "Lumen Systems") do not exist and no sentence reports
an event. Written before the rules. A row gives (stage, place) for each site relation the
sentence states (``()``: no site relation).

Classes:
- built: a plant being built, or whose construction has begun ("being built", "en cours de
  construction", "짓고 있는", "动工", "新建") is ``planned``, also when a word of running stands
  beside it ("가동 초읽기": operation counted down, not begun);
- move-in: tools being moved into a new plant ("tool move-in", "装机", "장비 반입", "装置搬入")
  is ``planned``: the plant does not produce yet;
- to start: a start of production to come in French, Spanish, Italian ("prévoit de commencer",
  "comenzará", "inizierà") is ``planned``;
- pilot: a pilot line in operation ("pilot line", "試作ライン", "시범 라인", "试产线") is ``planned``:
  volume production is still to come; a volume line stays ``volume`` (near miss);
- postponed: a start put off ("postponed", "verschoben", "연기", "延期") is ``planned``; a
  construction halted ("halted construction", "공사 중단", "暂停建设") is a plant on hold: no
  site; production halted at a running plant (a fire) keeps the site with no stage (near miss);
- places: a continent or "America" is no place; a currency before an amount ("a NT$17.6
  billion facility", "a KRW 10 trillion facility") is no place; a headquarters is no site ("X,
  headquartered in P, ...", "dont le siège est à P", "总部位于P"); a country written after its
  city ("à Cheongju, en Corée du Sud") is the city's, not a second site.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from tests.relation_audit_rows import NAMES
from tests.table_names import TableNames

from chipatlas.extract.relation_reader import read_relations

Want = tuple[str | None, str]


@dataclass(frozen=True)
class Row:
    cls: str
    lang: str
    text: str
    want: tuple[Want, ...]


ROWS = (
    # built
    Row(
        "built",
        "en",
        "Kestrel Memory won a grant toward a $2 billion packaging plant being built in Boise, Idaho.",
        (("planned", "Boise, Idaho"),),
    ),
    Row(
        "built",
        "fr",
        "L'usine de Kestrel Memory à Grenoble, en cours de construction, emploiera 900 personnes.",
        (("planned", "Grenoble"),),
    ),
    Row(
        "built",
        "ko",
        "케스트렐이 청주에 짓고 있는 신규 팹도 가동 초읽기에 들어간 상태다.",
        (("planned", "Cheongju"),),
    ),
    Row(
        "built",
        "zh",
        "凯斯特在8月已宣布亚利桑那州新建先进封装厂动工，预计2028年初开始生产。",
        (("planned", "Arizona"),),
    ),
    # move-in
    Row(
        "move-in",
        "en",
        "Kestrel Memory began the tool move-in at its new packaging plant in Chiayi this week.",
        (("planned", "Chiayi"),),
    ),
    Row("move-in", "zh", "凯斯特嘉义先进封装厂今天首度公开新厂房装机过程。", (("planned", "Chiayi"),)),
    Row("move-in", "ko", "케스트렐은 청주 신규 팹에 장비 반입을 시작했다.", (("planned", "Cheongju"),)),
    # the state in a later clause that names the plant again ("新厂房", "신규 공장")
    Row(
        "move-in",
        "zh",
        "凯斯特嘉义封装厂今天首度开放参观，并公开新厂房装机过程。",
        (("planned", "Chiayi"),),
    ),
    Row(
        "move-in",
        "ko",
        "케스트렐의 청주 공장이 공개됐고, 신규 공장에는 장비 반입이 한창이다.",
        (("planned", "Cheongju"),),
    ),
    # near miss: a future in a clause with no plant words is not the plant's
    Row("move-in", "zh", "凯斯特嘉义封装厂已经投产，价格将上涨。", (("volume", "Chiayi"),)),
    Row("move-in", "ja", "ケストレルは熊本の新工場で製造装置の搬入を始めた。", (("planned", "Kumamoto"),)),
    # to start
    Row(
        "to-start",
        "fr",
        "Kestrel Memory prévoit de commencer à produire le mois prochain dans une nouvelle usine à Cheongju.",
        (("planned", "Cheongju"),),
    ),
    Row(
        "to-start",
        "es",
        "Kestrel Memory comenzará a producir memorias en su planta en Boise, Idaho.",
        (("planned", "Boise, Idaho"),),
    ),
    Row(
        "to-start",
        "it",
        "Kestrel Memory inizierà la produzione nello stabilimento in Arizona il prossimo anno.",
        (("planned", "Arizona"),),
    ),
    # pilot
    Row(
        "pilot",
        "en",
        "Kestrel Memory started operating a pilot line at its fab in Chitose, Hokkaido.",
        (("planned", "Chitose, Hokkaido"),),
    ),
    Row(
        "pilot", "ja", "ケストレル、北海道・千歳工場で試作ライン稼働開始", (("planned", "Chitose, Hokkaido"),)
    ),
    Row("pilot", "ko", "케스트렐은 청주 공장에서 시범 라인 가동을 시작했다.", (("planned", "Cheongju"),)),
    Row("pilot", "zh", "凯斯特合肥工厂的试产线已经投产。", (("planned", "Hefei"),)),
    Row("pilot", "ja", "ケストレルの熊本工場は量産ラインが稼働している。", (("volume", "Kumamoto"),)),
    # postponed, halted
    Row(
        "postponed",
        "en",
        "Kestrel Memory postponed the start of production at its fab in Boise, Idaho, to 2027.",
        (("planned", "Boise, Idaho"),),
    ),
    Row(
        "postponed",
        "de",
        "Kestrel Memory hat den Produktionsstart im Werk in Dresden auf 2027 verschoben.",
        (("planned", "Dresden"),),
    ),
    Row("postponed", "ko", "케스트렐은 청주 공장 가동을 2027년으로 연기했다.", (("planned", "Cheongju"),)),
    Row("postponed", "ja", "ケストレルは熊本工場の稼働を2027年に延期した。", (("planned", "Kumamoto"),)),
    Row("halted", "en", "Kestrel Memory halted construction of its fab in Boise, Idaho.", ()),
    Row("halted", "es", "Kestrel Memory suspendió la construcción de su planta en Taylor, Texas.", ()),
    Row("halted", "ko", "케스트렐은 청주 공장 건설 공사를 중단했다.", ()),
    Row("halted", "zh", "凯斯特暂停了合肥工厂的建设。", ()),
    Row(
        "halted",
        "en",
        "Kestrel Memory halted production at its fab in Boise, Idaho, after a fire.",
        ((None, "Boise, Idaho"),),
    ),
    # places
    Row("continent", "en", "Kestrel Memory runs the largest packaging facility in America.", ()),
    Row("continent", "de", "Kestrel Memory betreibt Werke in Europa.", ()),
    Row("continent", "fr", "Kestrel Memory exploite des usines en Asie et en Europe.", ()),
    Row(
        "currency",
        "en",
        "Kestrel Memory broke ground on a NT$17.6 billion packaging facility in Kaohsiung.",
        (("planned", "Kaohsiung"),),
    ),
    Row(
        "currency",
        "en",
        "Kestrel Memory plans a KRW 10 trillion packaging facility in Taylor, Texas.",
        (("planned", "Taylor, Texas"),),
    ),
    Row(
        "headquarters",
        "en",
        "The packaging plant in Penang is run by Kestrel Memory, which is headquartered in Boise, Idaho.",
        ((None, "Penang"),),
    ),
    Row(
        "headquarters",
        "fr",
        "Kestrel Memory exploite une usine à Crolles, dont le siège est à Paris.",
        ((None, "Crolles"),),
    ),
    Row("headquarters", "zh", "总部位于上海的凯斯特在合肥的工厂已经投产。", (("volume", "Hefei"),)),
    Row(
        "country-after",
        "fr",
        "Kestrel Memory exploite une usine à Cheongju, en Corée du Sud.",
        ((None, "Cheongju"),),
    ),
    Row(
        "country-after",
        "es",
        "Kestrel Memory opera una planta en Cheongju, en Corea del Sur.",
        ((None, "Cheongju"),),
    ),
    Row(
        "country-after",
        "en",
        "Kestrel Memory runs fabs in Taiwan and in Japan.",
        ((None, "Taiwan"), (None, "Japan")),
    ),
)


# rack integration: a plant that builds servers or "AI supercomputers" (racks) makes the rack
# integration part ("supercomputer factories", "Supercomputer-Fabriken", "usine de serveurs",
# "서버 공장", "サーバー工場", "伺服器工廠"; never "伺服器廠", a server maker); a bare server
# word in a supply stays what it was
RACK_ROWS = (
    Row(
        "rack",
        "en",
        "Kestrel Memory will build AI supercomputer factories in Houston.",
        (("planned", "Houston"),),
    ),
    Row(
        "rack",
        "de",
        "In Texas würden dafür zwei Supercomputer-Fabriken gebaut: mit Kestrel Memory in Houston.",
        (("planned", "Houston"),),
    ),
    Row(
        "rack",
        "fr",
        "Kestrel Memory ouvrira une usine de serveurs à Guadalajara.",
        (("planned", "Guadalajara"),),
    ),
    Row(
        "rack",
        "es",
        "Kestrel Memory abrirá una fábrica de servidores en Guadalajara.",
        (("planned", "Guadalajara"),),
    ),
    Row("rack", "ko", "케스트렐은 텍사스 서버 공장을 가동하고 있다.", (("volume", "Texas"),)),
    Row("rack", "ja", "ケストレルはテキサスのサーバー工場を稼働させている。", (("volume", "Texas"),)),
    Row("rack", "zh", "凯斯特在德州的伺服器工廠已經投產。", (("volume", "Texas"),)),
)


@pytest.mark.parametrize("row", RACK_ROWS, ids=lambda r: f"{r.cls}-{r.lang}-{r.text[:30]}")
def test_a_server_plant_makes_rack_integration(row: Row) -> None:
    found = [r for r in read_relations(row.text, TableNames(NAMES), row.lang) if r.kind == "site"]
    assert [(r.stage, r.place or "", r.component) for r in found] == [
        (stage, place, "Rack integration") for stage, place in row.want
    ]


def test_a_server_word_in_a_supply_is_no_rack_part() -> None:
    found = read_relations("케스트렐은 루멘의 AI 서버용 HBM4를 공급한다.", TableNames(NAMES), "ko")
    assert [(r.kind, r.component) for r in found] == [("supply", "HBM")]


# partners: each company named with its own place after the site words ("mit X in Houston und
# mit Y in Dallas") has that site; a company named with no place of its own has none (near miss)
PARTNER_ROWS = (
    (
        "de",
        "In Texas werden zwei Supercomputer-Fabriken gebaut: mit Kestrel Memory in Houston und mit"
        " Orbis Foundry in Dallas.",
        (("company:kestrel", "Houston"), ("company:orbis", "Dallas")),
    ),
    (
        "en",
        "In Texas, two server plants will be built with partners: with Kestrel Memory in Houston and with"
        " Orbis Foundry in Dallas.",
        (("company:kestrel", "Houston"), ("company:orbis", "Dallas")),
    ),
    (
        "es",
        "En Texas se construirán dos fábricas de servidores: con Kestrel Memory en Houston y con"
        " Orbis Foundry en Dallas.",
        (("company:kestrel", "Houston"), ("company:orbis", "Dallas")),
    ),
    (
        "en",
        "Kestrel Memory runs plants in Houston and in Dallas, with Orbis Foundry as a customer.",
        (("company:kestrel", "Houston"), ("company:kestrel", "Dallas")),
    ),
)


@pytest.mark.parametrize(("lang", "text", "want"), PARTNER_ROWS, ids=lambda v: str(v)[:30])
def test_each_partner_has_the_place_written_with_it(
    lang: str, text: str, want: tuple[tuple[str, str], ...]
) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "site"]
    assert [(r.supplier.entity_id if r.supplier else None, r.place) for r in found] == list(want)


def _read(row: Row) -> list[Want]:
    found = read_relations(row.text, TableNames(NAMES), row.lang)
    return [(r.stage, r.place or "") for r in found if r.kind == "site"]


def test_the_table_has_each_class_in_several_languages() -> None:
    classes = {r.cls for r in ROWS}
    for cls in classes:
        assert len({r.lang for r in ROWS if r.cls == cls}) >= 2 or cls in ("continent", "currency"), cls
    assert {"en", "de", "fr", "es", "it", "zh", "ja", "ko"} <= {r.lang for r in ROWS}


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r.cls}-{r.lang}-{r.text[:30]}")
def test_the_row_states_its_sites(row: Row) -> None:
    assert _read(row) == list(row.want)


# enumerations: places of different countries are a list, not a town in a region ("Phoenix,
# Arizona" stays one); a short name in brackets after a place is no part of it; "across" a
# country, as "in" it. SYNTHETIC sentences.
LIST_ROWS = (
    (
        "Orbis Foundry builds new fabs in Kumamoto (KFX), Arizona, and Germany.",
        ["Kumamoto", "Arizona", "Germany"],
    ),
    ("Orbis Foundry builds a new fab in Phoenix, Arizona.", ["Phoenix, Arizona"]),
    ("Orbis Foundry runs a fab in Dresden (OFD) for cars.", ["Dresden"]),
    ("Orbis Foundry plans ten new fabrication plants across the United States.", ["United States"]),
)


@pytest.mark.parametrize(("text", "places"), LIST_ROWS, ids=lambda v: str(v)[:30])
def test_listed_places_are_each_a_site(text: str, places: list[str]) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "site"]
    assert [r.place for r in found] == places
