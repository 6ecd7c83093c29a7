"""Signal forms from the precision audit of signals (branch `audittype`, docs/evaluation.md).

SYNTHETIC: every headline, lead and date line below was written for this test; the companies
(Kestrel, Orvane, Talvik, Brenmoor, Quantix, Velmora, Zorblax, Examplechip) are invented and
no supplier fact is real. Each table is one class of wrong verdict the audit found on real
text, written as general forms in several languages before the rule that reads them was run.
"""

from __future__ import annotations

from collections import Counter

import pytest

from chipatlas.extract import extract_document
from chipatlas.extract.taxonomy import classify
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument

# (language, headline, lead, type): the headline's (or lead's) event decides.
TYPES: list[tuple[str, str, str, str]] = [
    # An agreement or talks to buy a company are the purchase (M&A), not a deal.
    ("es", "Velmora alcanza un acuerdo para comprar la diseñadora de chips Quantix", "", "m_and_a"),
    ("es", "Kestrel avanza en negociaciones para adquirir la empresa emergente Orvane", "", "m_and_a"),
    ("fr", "Talvik a conclu un accord pour racheter la start-up Brenmoor", "", "m_and_a"),
    ("fr", "Kestrel en négociations pour acquérir le concepteur de puces Orvane", "", "m_and_a"),
    ("it", "Orvane raggiunge un accordo per acquisire la società Brenmoor", "", "m_and_a"),
    ("it", "Kestrel in trattative per acquistare l'azienda di chip Talvik", "", "m_and_a"),
    ("en", "Kestrel reaches an agreement to buy chip designer Orvane", "", "m_and_a"),
    ("es", "Velmora firma un acuerdo de suministro con Quantix", "", "partnership_deal"),
    # A price that moves, in French, Spanish, Italian, German.
    ("fr", "Zorblax augmente les prix de sa mémoire DRAM de 20 %", "", "pricing"),
    ("fr", "Selon la presse, le prix de la mémoire NAND de Quantix va fortement augmenter", "", "pricing"),
    ("es", "Quantix sube los precios de sus chips de memoria un 15 %", "", "pricing"),
    ("es", "Los precios de la memoria DRAM de Velmora se disparan", "", "pricing"),
    ("it", "Velmora aumenta i prezzi delle memorie HBM del 10%", "", "pricing"),
    ("it", "I prezzi delle memorie di Kestrel salgono del 30%", "", "pricing"),
    ("de", "Kestrel erhöht die Preise für DRAM-Speicher um 20 Prozent", "", "pricing"),
    ("de", "Die Speicherpreise von Talvik steigen stark", "", "pricing"),
    # What a company is ("contract chipmaker") or how a thing is described is no event.
    (
        "en",
        "Kestrel, the largest contract chipmaker, posts a 40% jump in quarterly profit",
        "",
        "financial_results",
    ),
    (
        "en",
        "Talvik, a contract manufacturer of servers, opens a new plant in Penang",
        "",
        "capacity_expansion",
    ),
    (
        "fr",
        "Quantix augmente les prix de la DDR5",
        "La DDR5, utilisée dans les PC et les serveurs, est présentée comme la mémoire de référence.",
        "pricing",
    ),
    # Permission to sell chips in China: the export rules eased.
    ("it", "Il governo dà il permesso a Kestrel di vendere in Cina il chip K20", "", "export_control"),
    ("es", "Washington da permiso a Velmora para vender en China su chip V200", "", "export_control"),
    ("fr", "Washington donne à Quantix la permission de vendre en Chine sa puce Q20", "", "export_control"),
    ("de", "Washington erlaubt Kestrel, den K20 wieder in China zu verkaufen", "", "export_control"),
    ("en", "US allows Orvane to sell its O20 chips in China again", "", "export_control"),
    # A lawsuit is the story: no deal from the licence talks it quotes (the taxonomy has no legal type).
    (
        "it",
        "Kestrel è stata denunciata per violazione di brevetti da Orvane",
        "«Parliamo da anni con loro per un accordo di licenza», ha detto il CEO di Orvane.",
        "other",
    ),
    (
        "en",
        "Orvane sues Kestrel over memory patents",
        "Orvane said talks on a licence agreement had failed.",
        "other",
    ),
    ("es", "Velmora demanda a Quantix por infracción de patentes", "No hubo acuerdo de licencia.", "other"),
    (
        "de",
        "Talvik verklagt Brenmoor wegen Patentverletzung",
        "Ein Lizenzvertrag kam nicht zustande.",
        "other",
    ),
    (
        "fr",
        "Brenmoor poursuit Talvik en justice pour violation de brevets",
        "Aucun accord n'a été trouvé.",
        "other",
    ),
    # A dateline's dash opens the clause; it does not end it.
    (
        "en",
        "TAIPEI (Examplewire) — Kestrel announced plans on Monday to construct two packaging plants",
        "",
        "capacity_expansion",
    ),
    ("en", "SEOUL (Examplewire) - Orvane recalls 10,000 accelerator boards", "", "supply_disruption"),
    # New plants in German compounds and hyphens.
    ("de", "Kestrel plant in Leipzig zwei neue Chipfabriken", "", "capacity_expansion"),
    (
        "de",
        "In Dresden soll bis 2027 eine neue Chip-Fabrik von Talvik fertig gestellt werden",
        "",
        "capacity_expansion",
    ),
    # An opening backdrop ("after the shortage ...") is not the event, in de, fr, es, it.
    (
        "de",
        "Nach dem Schock der Chip-Engpässe beschloss die EU Milliarden-Subventionen für neue Werke",
        "",
        "capacity_expansion",
    ),
    ("fr", "Après la pénurie de puces, Talvik construit une nouvelle usine", "", "capacity_expansion"),
    ("es", "Tras la escasez de chips, Velmora construye una nueva planta", "", "capacity_expansion"),
    ("it", "Dopo la carenza di chip, Orvane costruisce un nuovo stabilimento", "", "capacity_expansion"),
    # An executive leaving is an executive change (validation batch).
    (
        "en",
        "Kestrel's head of investor relations is leaving the company for a startup",
        "",
        "executive_change",
    ),
    ("en", "Orvane CFO departs after seven years", "", "executive_change"),
    ("de", "Talvik-Finanzchefin verlässt das Unternehmen", "", "executive_change"),
    ("fr", "Le directeur financier de Brenmoor quitte l'entreprise", "", "executive_change"),
    # "no plans to step down" cancels the event (validation batch): no type from it.
    (
        "en",
        "Kestrel chief to stay on",
        "Kestrel's CEO has no immediate plans to step down, he told shareholders.",
        "other",
    ),
    ("en", "Orvane has no current plans to delay its HBM4 ramp", "", "other"),
    # a negated headline whose lead states no event: no type from words deep in the body
    (
        "en",
        "Orvane CEO confirms no plans to step down",
        "Orvane's chief said he will stay on.\n\nHe thanked the collaboration partners and suppliers.",
        "other",
    ),
    # Production started, with its object between verb and noun (fresh check batch).
    ("en", "Kestrel has commenced chip production at its Arizona facility", "", "us_production"),
    ("en", "Brenmoor commences wafer production in Penang", "", "capacity_expansion"),
    ("fr", "Quantix a démarré la production de puces à Crolles", "", "capacity_expansion"),
    ("es", "Velmora inicia la producción de chips en su planta de Texas", "", "us_production"),
    ("it", "Orvane avvia la produzione di chip a Catania", "", "capacity_expansion"),
    # Results in Chinese: profit attributable, sales revenue, operating revenue (fresh check batch).
    ("zh", "泽菲尔第一季度销售收入18亿美元,同比增长67%", "", "financial_results"),
    ("zh", "泽菲尔:第一季度拥有人应占利润4.47亿美元", "", "financial_results"),
    ("zh", "泽菲尔第三季營業收入創新高", "", "financial_results"),
    # A share price that jumps is a market result, not the supply words of a quoted request.
    ("ko", "“HBM 공급 앞당겨 달라” 요청에 제퍼반도체 주가 장중 급등", "", "financial_results"),
    ("en", "Examplechip shares jump after a request to speed up HBM supply", "", "financial_results"),
]

# (language, headline, lead, type it must not be): words that describe or frame, not events.
NOT_EVENTS: list[tuple[str, str, str, str]] = [
    ("fr", "Un document présenté comme une note interne de Zorblax circule", "", "technical_release"),
    ("es", "Un informe presentado como oficial por Velmora circula en redes", "", "technical_release"),
    ("it", "La decisione arriva dopo mesi di trattative tra Kestrel e il governo", "", "technical_release"),
    ("it", "Un documento presentato come interno da Orvane", "", "technical_release"),
    ("fr", "Les puces utilisées dans les serveurs de Brenmoor chauffent", "", "customer_adoption"),
    ("es", "Los chips utilizados en los centros de datos de Kestrel", "", "customer_adoption"),
    ("de", "In Hamburg soll bis 2028 ein Werk von Kestrel entstehen", "", "export_control"),
    ("en", "Talvik, a contract chipmaker in Hsinchu", "", "partnership_deal"),
    # an opening participle describes the subject ("Initially launched last year, the site ...")
    (
        "en",
        "Kestrel's Penang site",
        "Initially launched last year, the site makes accelerator boards for cloud providers.",
        "technical_release",
    ),
    # "announced that ..." (と発表) frames a statement: the plant reopening is no release
    (
        "ja",
        "ゼファー社の熊本工場",
        "ゼファー社は15日、工場の操業を16日に再開すると発表した。",
        "technical_release",
    ),
]


@pytest.mark.parametrize(("lang", "title", "lead", "expected"), TYPES)
def test_type(lang: str, title: str, lead: str, expected: str) -> None:
    choice = classify(title, lead)
    assert choice.type == expected, (lang, title, choice.reasons)


@pytest.mark.parametrize(("lang", "title", "lead", "wrong"), NOT_EVENTS)
def test_not_an_event(lang: str, title: str, lead: str, wrong: str) -> None:
    choice = classify(title, lead)
    assert choice.type != wrong, (lang, title, choice.reasons)


def test_a_release_announced_in_japanese_stays_a_release() -> None:
    # を発表 (announced the product) is a release; と発表 (announced that ...) frames
    choice = classify("キャスパー社、新型アクセラレーターK9を発表", "")
    assert choice.type == "technical_release", choice.reasons


def test_export_permission_is_good_news_for_the_supply_chain() -> None:
    choice = classify("Il governo dà il permesso a Kestrel di vendere in Cina il chip K20", "")
    assert (choice.type, choice.polarity) == ("export_control", 1)


def _read(text: str) -> tuple[dict[str, str], str | None]:
    doc = read_document(SourceDocument("https://news.example.com/a1", text.encode(), "text/plain"))
    found = extract_document(doc, lambda schema, name, *_: new_id(schema, name))
    sig = {s.prop: s.value for s in found.statements if s.schema == "Signal"}
    levels = Counter(s.evidence for s in found.statements if s.schema in ("Claim", "Signal"))
    return sig, (levels.most_common(1)[0][0] if levels else None)


# (language, text, level): a story that opens with a denial rests on the company's word; the
# hedge words in its lead name the report it denies. Korean "것으로 파악된다/추정된다" hedges.
EVIDENCE: list[tuple[str, str, str]] = [
    (
        "en",
        "Orvane denies report its HBM failed Kestrel's tests\n\nOrvane Semiconductor on Friday denied a "
        "report that its memory had failed Kestrel's qualification tests. The problems were reportedly "
        "related to heat, the report said.",
        "claimed",
    ),
    (
        "fr",
        "Quantix dément la rumeur d'une hausse de 80 % de ses prix\n\nLa rumeur, relayée par un compte "
        "anonyme, évoquait une hausse brutale. Quantix a démenti rapidement.",
        "claimed",
    ),
    (
        "es",
        "Velmora niega el informe sobre retrasos en su HBM4\n\nSegún fuentes citadas por un diario, la "
        "producción se habría retrasado. Velmora lo negó en un comunicado.",
        "claimed",
    ),
    (
        "it",
        "Kestrel smentisce le indiscrezioni su un ritardo\n\nSecondo indiscrezioni di stampa, la produzione "
        "avrebbe subito ritardi. Kestrel ha smentito la notizia.",
        "claimed",
    ),
    (
        "de",
        "Talvik dementiert Bericht über Lieferstopp\n\nLaut Insidern soll Talvik die Lieferungen gestoppt "
        "haben. Das Unternehmen wies den Bericht zurück.",
        "claimed",
    ),
    (
        "en",
        "Orvane reportedly failed Kestrel's HBM tests\n\nOrvane's memory failed the tests, people familiar "
        "with the matter said. Orvane declined to comment.",
        "speculative",
    ),
    (
        "ko",
        "제퍼반도체, 케스트럴과 HBM 공급 계약 체결한 것으로 파악된다\n\n제퍼반도체가 케스트럴에 HBM을 "
        "공급하는 계약을 맺은 것으로 파악된다.",
        "speculative",
    ),
    # Traditional Chinese: an industry's word passed on (業者透露, 業界傳出, 傳言) (validation batch)
    (
        "zh",
        "業界傳出，泽菲尔將對先進製程調漲價格\n\n半導體業界傳出，泽菲尔已向客戶通知漲價，泽菲尔不回應傳言。",
        "speculative",
    ),
    (
        "zh",
        "晶片設計業者今日透露，泽菲尔將調漲代工價格\n\n業者透露，泽菲尔已向客戶發出通知。",
        "speculative",
    ),
    ("zh", "泽菲尔公布第三季營收\n\n泽菲尔今日公布第三季營收創新高。", "claimed"),
    (
        "ko",
        "오르베인, 탈빅과 공급계약 체결 추정\n\n오르베인반도체가 탈빅과 우선 공급 계약을 체결한 것으로 "
        "추정된다.",
        "speculative",
    ),
]


@pytest.mark.parametrize(("lang", "text", "level"), EVIDENCE)
def test_evidence(lang: str, text: str, level: str) -> None:
    assert _read(text + "\n")[1] == level, lang


# (language, text): a photo caption's date says when the picture was taken, not when the
# story was published; no other date is written, so none is stored.
CAPTIONS: list[tuple[str, str]] = [
    (
        "ja",
        "ゼファー社、工場の操業を停止\n\n3月2日 ゼファー社は工場の操業を停止したと発表した。"
        "写真は2019年5月、東京で撮影\n\n操業の再開時期は未定。",
    ),
    (
        "ko",
        "제퍼반도체 공장 가동 중단\n\n사진은 2019년 5월 촬영된 공장 전경\n\n재가동 시점은 미정",
    ),
    (
        "en",
        "Examplechip halts its fab\n\nPhoto taken on May 3, 2019 in Osaka\n\nNo restart date was given.",
    ),
    ("zh", "泽菲尔工厂停产\n\n图为2019年5月拍摄的工厂\n\n公司未公布复产时间。"),
]


@pytest.mark.parametrize(("lang", "text"), CAPTIONS)
def test_a_photo_captions_date_is_not_the_publication_date(lang: str, text: str) -> None:
    sig, _ = _read(text + "\n")
    assert "date" not in sig, (lang, sig.get("date"))


def test_a_date_line_still_dates_the_page() -> None:
    sig, _ = _read("ゼファー社、工場の操業を停止\n\n2021年2月14日\n\n写真は2019年5月、東京で撮影\n")
    assert sig["date"] == "2021-02-14"
