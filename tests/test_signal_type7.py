"""What kind of news a story is, on SYNTHETIC text (branch types, issue #10): forms of a headline's
or lead's main event that one language had and the others lacked, written before the rules.

Every company, product, place and figure is invented ("Kestrel", "Orbis", "K9", "Orbisville"); no
sentence is a fact or is taken from a real document.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.head_event import lead_sentence
from chipatlas.extract.taxonomy import classify

# (language, title, body, type) -- Synthetic. Two companies joining forces (an alliance, joined
# hands) is a partnership in every language, not only where a word for it was listed (Spanish
# "alianza" was); an alliance that is the subject's name does not make the event.
ALLIANCES: list[tuple[str, str, str, str]] = [
    ("en", "Kestrel forms alliance with Orbis on K9 packaging", "", "partnership_deal"),
    ("en", "Kestrel and Orbis: a strategic alliance for the future of chips", "", "partnership_deal"),
    ("en", "Kestrel joins forces with Orbis on K9 chips", "", "partnership_deal"),
    ("en", "Kestrel teams with Orbis on K9", "", "partnership_deal"),
    ("de", "Kestrel und Orbis schmieden eine Allianz für KI-Chips", "", "partnership_deal"),
    ("de", "Kestrel verbündet sich mit Orbis", "", "partnership_deal"),
    ("fr", "Kestrel et Orbis scellent une alliance stratégique", "", "partnership_deal"),
    ("fr", "Kestrel s'allie à Orbis pour les puces K9", "", "partnership_deal"),
    ("fr", "Kestrel et Orbis unissent leurs forces", "", "partnership_deal"),
    ("es", "Kestrel se alía con Orbis para los chips K9", "", "partnership_deal"),
    ("es", "Kestrel y Orbis unen fuerzas en chips de IA", "", "partnership_deal"),
    ("it", "Kestrel e Orbis: un'alleanza strategica per il futuro dei chip", "", "partnership_deal"),
    ("it", "Kestrel si allea con Orbis per i chip K9", "", "partnership_deal"),
    ("it", "Kestrel e Orbis uniscono le forze", "", "partnership_deal"),
    ("zh", "凯斯特与奥比斯结成战略联盟", "", "partnership_deal"),
    ("zh", "凱斯特與奧比斯聯手打造AI晶片", "", "partnership_deal"),
    ("zh", "凯斯特携手奥比斯开发K9", "", "partnership_deal"),
    ("ja", "ケストレル、オービスと手を組む", "", "partnership_deal"),
    ("ja", "ケストレルとオービスがタッグを組む", "", "partnership_deal"),
    ("ko", "케스트렐, 오비스와 손잡고 K9 개발", "", "partnership_deal"),
    ("ko", "케스트렐, 오비스와 AI 반도체 동맹 결성", "", "partnership_deal"),
    # must not: an alliance that is the subject's name, an alliance as the backdrop
    ("en", "The K9 Alliance unveils its 2.0 specification", "", "technical_release"),
    ("zh", "K9联盟发布2.0规范", "", "technical_release"),
    ("ko", "케스트렐, 한미 반도체 동맹 속 신제품 출시", "", "technical_release"),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), ALLIANCES)
def test_joining_forces_is_a_partnership(lang: str, title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, type) -- Synthetic. Money put into manufacturing (a capitalised headline's
# "Investment in Domestic Memory Manufacturing") builds capacity; it is no stake in a company.
MANUFACTURING: list[tuple[str, str, str]] = [
    ("en", "Kestrel plans investment in Advanced Memory Manufacturing at Orbisville", "capacity_expansion"),
    ("de", "Kestrel kündigt Investition in Orbis Speicherfertigung an", "capacity_expansion"),
    ("fr", "Kestrel annonce un investissement dans la fabrication de mémoire à Orbisville", "capacity_expansion"),
    ("es", "Kestrel anuncia una inversión en Fabricación Avanzada de Memoria", "capacity_expansion"),
    ("it", "Kestrel annuncia un investimento nella Produzione di Memorie Avanzate", "capacity_expansion"),
    # must not: money put into a company stays a deal between the two
    ("en", "Kestrel to invest up to $100 billion in Orbis", "partnership_deal"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), MANUFACTURING)
def test_an_investment_in_manufacturing_is_capacity(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, choice.reasons)


def test_a_capitalised_lead_on_manufacturing_grants_is_capacity() -> None:
    """A page whose title is a section name and whose lead is a title-cased grant line (synthetic)."""
    lead = "$2B in Grants for Planned Investment in Domestic Leading-Edge Memory Manufacturing in Orbisville"
    choice = classify("Manufacturing Expansion", lead + "\n\nMore text.")
    assert choice.type == "capacity_expansion", choice.reasons


# (language, body, first sentence) -- Synthetic. Korean ends a sentence with "다." and a space, or
# with none when a page's text runs its sentences together; the lead sentence stops there, so its
# own main predicate (the last event word of the sentence) decides, not one two sentences later.
SENTENCES: list[tuple[str, str, str]] = [
    (
        "ko",
        "케스트렐이 오비스로부터 수주를 확보했다. 미국 공장에서 양산을 준비한다.",
        "케스트렐이 오비스로부터 수주를 확보했다.",
    ),
    (
        "ko",
        "케스트렐이 오비스로부터 수주를 확보했다.4일 업계에 따르면 양산을 준비한다.",
        "케스트렐이 오비스로부터 수주를 확보했다.",
    ),
    ("ko", "케스트렐이 K9을 공개했어요.오비스도 관심을 보였어요.", "케스트렐이 K9을 공개했어요."),
    ("en", "Kestrel signs a deal with Orbis. It will build a fab.", "Kestrel signs a deal with Orbis."),
    # must not: a decimal or an abbreviation is no sentence end
    ("en", "Kestrel's K9 runs at 2.5 GHz in the U.S. market now.", "Kestrel's K9 runs at 2.5 GHz in the U.S. market now."),
]


@pytest.mark.parametrize(("lang", "body", "first"), SENTENCES)
def test_the_lead_sentence_ends_where_its_language_ends_one(lang: str, body: str, first: str) -> None:
    assert lead_sentence(body).strip() == first, lang


# (language, body, type) -- Synthetic. A photo caption and a reporter's byline in brackets before
# the story's first sentence ("[X일보 홍길동 기자]", "【記者王小明／台北報導】", "（山田太郎記者）"):
# the story begins after the byline, and a place in the caption makes no US production.
BYLINES: list[tuple[str, str, str]] = [
    (
        "ko",
        "케스트렐 텍사스 공장 전경 [ⓒ케스트렐][오비스데일리 홍길동 기자] 케스트렐이 오비스로부터 10조원 규모 "
        "수주를 확보했다.이어 공장에서 양산을 준비한다.",
        "partnership_deal",
    ),
    (
        "ko",
        "(서울=오비스뉴스) 홍길동 기자 = 케스트렐이 오비스로부터 10조원 규모 수주를 확보했다. 공장에서 양산을 준비한다.",
        "partnership_deal",
    ),
    (
        "zh",
        "凱斯特德州工廠外觀（圖／凱斯特提供）【記者王小明／台北報導】凱斯特獲得奧比斯大單。凱斯特將在工廠量產。",
        "partnership_deal",
    ),
    (
        "ja",
        "ケストレルのテキサス工場（写真：ケストレル提供）【オービス通信＝山田太郎記者】ケストレルはオービスから大型受注を獲得した。",
        "partnership_deal",
    ),
]


@pytest.mark.parametrize(("lang", "body", "expected"), BYLINES)
def test_the_story_begins_after_the_byline(lang: str, body: str, expected: str) -> None:
    choice = classify("", body)
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, type) -- Synthetic. A plant that nears or starts production, tools moved into
# it, a plant built (蓋廠): capacity being added, in every language.
PLANTS: list[tuple[str, str, str]] = [
    ("en", "Kestrel's Orbisville fab nears production with Orbis as anchor customer", "capacity_expansion"),
    ("en", "Kestrel moves tools into its new Orbisville packaging plant", "capacity_expansion"),
    ("de", "Kestrel-Fabrik in Orbisstadt steht kurz vor dem Produktionsstart", "capacity_expansion"),
    ("de", "Kestrel: Produktionsbeginn im neuen Werk Orbisstadt", "capacity_expansion"),
    ("fr", "Kestrel : démarrage de la production dans l'usine d'Orbisville", "capacity_expansion"),
    ("es", "Kestrel anuncia el inicio de la producción en Orbisville", "capacity_expansion"),
    ("it", "Kestrel, al via la produzione nello stabilimento di Orbisville", "capacity_expansion"),
    ("zh", "凱斯特再蓋兩座先進封裝廠", "capacity_expansion"),
    ("zh", "凯斯特盖新厂 扩大封装", "capacity_expansion"),
    ("zh", "凱斯特新廠機台進駐", "capacity_expansion"),
    ("ja", "ケストレル、新しいパッケージング工場に装置搬入", "capacity_expansion"),
    ("ko", "케스트렐, 오비스 신규 패키징 공장에 장비 반입", "capacity_expansion"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), PLANTS)
def test_a_plant_nearing_production_is_capacity(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, choice.reasons)
