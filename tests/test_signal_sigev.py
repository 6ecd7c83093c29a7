"""What happens to whom, on SYNTHETIC text (branch sigev, from the audit's wrong signal types and
evidence): a possessive is no lawsuit, public chip money awarded is a plant being paid for, a ban on
what may enter a country is a trade rule, and a claim passed on from local sources or in the
reportive mood is a report of a report.

Every company, outlet, place and figure is invented ("Kestrel", "Orbis", "Examplewire", "K9"); no
sentence is a fact or is taken from a real document. Written before the rules.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.hedges import hedge_words
from chipatlas.extract.taxonomy import classify

# (language, title, body, type) -- Synthetic.
TYPES: list[tuple[str, str, str, str]] = [
    # Italian "sue" is "its" (her, their): no lawsuit; the price rise in the clause decides
    ("it", "Le sue memorie K9 costano di più: Kestrel alza i prezzi del 30%", "", "pricing"),
    (
        "it",
        "Il mercato delle memorie K9 cambia, con Kestrel che ha avviato le spedizioni delle sue memorie.",
        "Kestrel sta negoziando un aumento dei prezzi fino al 30% rispetto alla generazione precedente.",
        "pricing",
    ),
    # the time a move comes at ("at a time of shortage", "in un momento di carenza") is backdrop
    ("en", "Kestrel raises K9 prices at a time of shortage", "", "pricing"),
    ("it", "Kestrel alza i prezzi delle K9 in un momento di carenza", "", "pricing"),
    ("es", "Kestrel sube los precios de las K9 en un momento de escasez", "", "pricing"),
    ("fr", "Kestrel augmente les prix des K9 à un moment de pénurie", "", "pricing"),
    # must not: an English lawsuit stays one
    ("en", "Orbis sues Kestrel over K9 patents", "", "other"),
    ("en", "Orbis plans to sue Kestrel over K9 memory", "", "other"),
    # public chip money awarded to a company, with or without its figure: a plant being paid for
    # (US production only where the clause places it in the US)
    ("en", "Orbis Administration announces CHIPS incentives award with Kestrel", "", "capacity_expansion"),
    (
        "en",
        "Orbis Commerce Department announces CHIPS funding",
        "The department announced $2 billion in funding under the CHIPS and Science Act toward two "
        "Kestrel fabs in Arizona.",
        "us_production",
    ),
    ("en", "Kestrel wins CHIPS Act grant for its K9 fab in Arizona", "", "us_production"),
    ("de", "Kestrel erhält Fördermittel aus dem CHIPS Act", "", "capacity_expansion"),
    ("fr", "Kestrel obtient une subvention au titre du CHIPS Act", "", "capacity_expansion"),
    ("es", "Kestrel recibe una subvención de la ley CHIPS", "", "capacity_expansion"),
    ("en", "Orbis ministry announces incentives award with Kestrel for a K9 plant", "", "capacity_expansion"),
    ("en", "Kestrel wins European Chips Act grant for its Orbisstadt fab", "", "capacity_expansion"),
    # a ban on what may enter a country is a trade rule, like one on what may leave it
    ("en", "Orbis customs tells brokers Kestrel K9 chips may not enter the country", "", "export_control"),
    ("en", "Orbis bans imports of Kestrel K9 chips", "", "export_control"),
    ("de", "Orbis verhängt ein Einfuhrverbot für Kestrel-Chips", "", "export_control"),
    ("fr", "Orbis interdit l'importation des puces K9 de Kestrel", "", "export_control"),
    ("es", "Orbis prohíbe la importación de los chips K9 de Kestrel", "", "export_control"),
    ("it", "Orbis vieta l'importazione dei chip K9 di Kestrel", "", "export_control"),
    ("zh", "奥比斯海关告知报关人员，凯斯特K9芯片不得进入奥比斯。", "", "export_control"),
    ("zh", "奥比斯海关禁止进口凯斯特K9芯片", "", "export_control"),
    ("ja", "オービス税関、ケストレルのK9チップの輸入を禁止", "", "export_control"),
    ("ko", "오비스 세관, 케스트렐 K9 칩 수입 금지", "", "export_control"),
    # a contract of sale and purchase is the buying: a plant's land bought, a data centre to build
    (
        "ja",
        "ケストレルは、オービス工場の土地や建物を約500億円で取得し、AIデータセンターの構築に向けて売買契約を締結しました。",
        "",
        "capacity_expansion",
    ),
    (
        "ko",
        "케스트렐, 오비스 공장 부지와 건물 인수 매매 계약 체결…AI 데이터센터 구축",
        "",
        "capacity_expansion",
    ),
    ("zh", "凯斯特与奥比斯签署买卖合同，收购其工厂的土地和厂房，用于建设数据中心", "", "capacity_expansion"),
    (
        "en",
        "Kestrel signs a purchase agreement for Orbis's plant to build an AI data center",
        "",
        "capacity_expansion",
    ),
    # must not: a supply or purchase contract for parts stays a deal
    ("ja", "ケストレル、オービスとK9メモリーの供給契約を締結", "", "partnership_deal"),
    ("ko", "케스트렐, 오비스와 K9 공급 계약 체결", "", "partnership_deal"),
    ("en", "Kestrel signs a purchase agreement with Orbis for K9 memory", "", "partnership_deal"),
    # an agreement whose price is an export licence is about the export rule
    (
        "en",
        "Kestrel (KST) said Wednesday that the Orbis government has not finalized a recent agreement that "
        "would require the chipmaker to share 15% of the revenue from sales of its K9 chips in exchange "
        "for export licenses.",
        "",
        "export_control",
    ),
    (
        "fr",
        "Kestrel conclut un accord : 15 % des ventes en échange de licences d'exportation",
        "",
        "export_control",
    ),
    (
        "es",
        "Kestrel alcanza un acuerdo: el 15% de las ventas a cambio de licencias de exportación",
        "",
        "export_control",
    ),
    (
        "it",
        "Kestrel raggiunge un accordo: il 15% delle vendite in cambio di licenze di esportazione",
        "",
        "export_control",
    ),
    # must not: a licensing agreement between companies, or the licence as backdrop, stays a deal
    ("en", "Kestrel signs a licensing agreement with Orbis for K9 memory technology", "", "partnership_deal"),
    ("en", "Kestrel signs an agreement with Orbis despite export licence delays", "", "partnership_deal"),
    # must not: importing chips, or customs clearing them, is no ban
    ("en", "Kestrel imports K9 chips for its Orbisville data center", "", "other"),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), TYPES)
def test_type(lang: str, title: str, body: str, expected: str) -> None:
    got = classify(title, body)
    assert got.type == expected, (lang, title, got.reasons)


# (language, sentence, hedged) -- Synthetic.
HEDGES: list[tuple[str, str, bool]] = [
    # local sources passed on, and the reportive mood of the present (Italian, Spanish, French)
    ("en", "Local sources say Kestrel is raising K9 prices by 30%.", True),
    ("it", "Secondo quanto emerso da fonti locali, Kestrel alza i prezzi delle K9.", True),
    ("it", "Kestrel starebbe negoziando un aumento dei prezzi fino al 30%.", True),
    ("it", "Kestrel sarebbe in trattativa con Orbis per le memorie K9.", True),
    ("es", "Según fuentes locales, Kestrel sube los precios de las K9.", True),
    ("es", "Kestrel estaría negociando una subida de precios del 30%.", True),
    ("fr", "Selon des sources locales, Kestrel augmente ses prix.", True),
    ("fr", "Kestrel serait en train de négocier une hausse de 30 %.", True),
    ("de", "Laut lokalen Quellen erhöht Kestrel die Preise für K9.", True),
    # must not: the plain present and the company's own words are no hedge
    ("it", "Kestrel sta negoziando un aumento dei prezzi fino al 30%.", False),
    ("es", "Kestrel está negociando una subida de precios del 30%.", False),
    ("fr", "Kestrel est en train de négocier une hausse de 30 %.", False),
    ("it", "La fabbrica sarebbe pronta nel 2027 se i permessi arrivano.", False),
    ("en", "Kestrel said local suppliers will build the plant.", False),
]


@pytest.mark.parametrize(("lang", "sentence", "hedged"), HEDGES)
def test_hedge(lang: str, sentence: str, hedged: bool) -> None:
    assert bool(hedge_words(sentence)) is hedged, (lang, hedge_words(sentence))


# (language, title, body, not this type) -- Synthetic: frames and names that state no event.
NOT_TYPES: list[tuple[str, str, str, str]] = [
    # the act named alone awards nothing (a speech on it)
    (
        "en",
        "Kestrel's chief speaks before a minister's remarks on the CHIPS and Science Act",
        "",
        "capacity_expansion",
    ),
    # a move that comes at a time of shortage is no product arriving
    (
        "it",
        "Kestrel: il mercato delle memorie K9 cambia.",
        "La mossa arriva in un momento di carenza critica di questi componenti.",
        "technical_release",
    ),
    (
        "en",
        "Kestrel K9: the move comes as memory runs short.",
        "The decision arrives at a time of shortage.",
        "technical_release",
    ),
]


@pytest.mark.parametrize(("lang", "title", "body", "not_type"), NOT_TYPES)
def test_no_event(lang: str, title: str, body: str, not_type: str) -> None:
    got = classify(title, body)
    assert got.type != not_type, (lang, title, got.reasons)
