"""Signal type on unseen text: a results outlook is a results story (branch type4).

SYNTHETIC: every headline and sentence here is invented for this test ("Kestrel Memory", "Orbis
Foundry", "Lumen Systems" do not exist; no sentence reports a real event). Written before the rule.

Class (the held-back batch's largest: "deal" and "partner" words in results stories): a headline
that forecasts, expects or guides the company's revenue, sales or profit names no event the word
tables read ("revenue" alone is a context word), so the lead's first event decides, and a lead
that mentions a supply agreement or a partner makes a results outlook a partnership_deal. A
guidance verb acting on a result noun is the headline's event: financial_results, in English,
German, French, Spanish and Italian (Chinese, Japanese and Korean read the result noun itself).
Near misses keep their type: a forecast of a market (no company's result), expecting to supply or
to build, a forecast of demand.
"""

from __future__ import annotations

import re

import pytest

from chipatlas.extract import extract_document
from chipatlas.extract.hedges import hedge_words, lead_hedge
from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.taxonomy import classify
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument

# The lead names a supply agreement, a customer, a qualification and partners: deal words in passing.
LEAD = (
    "SYNTHETIC TEST TEXT. The company said its supply agreement with Lumen Systems, its largest"
    " customer, remains in place, and qualification of new parts with partners continues.\n"
    "It gave no further details of the deal."
)

ROWS = (
    ("Kestrel Memory forecasts fourth-quarter revenue above estimates on AI demand", "financial_results"),
    ("Kestrel Memory expects third-quarter sales of about $9 billion", "financial_results"),
    ("Orbis Foundry sees full-year revenue growing 30%", "financial_results"),
    ("Orbis Foundry guides first-quarter revenue below consensus", "financial_results"),
    ("Kestrel Memory projects record annual profit as HBM prices climb", "financial_results"),
    ("Kestrel Memory erwartet für das dritte Quartal einen Umsatz von 9 Milliarden", "financial_results"),
    ("Kestrel Memory prognostiziert einen höheren Gewinn im Gesamtjahr", "financial_results"),
    ("Kestrel Memory prévoit un chiffre d'affaires record au quatrième trimestre", "financial_results"),
    ("Kestrel Memory prevé unos ingresos de 9.000 millones en el tercer trimestre", "financial_results"),
    ("Kestrel Memory prevede ricavi in crescita nel quarto trimestre", "financial_results"),
    ("ケストレル、通期の売上高見通しを上方修正", "financial_results"),
    ("케스트렐, 4분기 매출 전망 상향", "financial_results"),
    ("凯斯特预计第四季度营收创新高", "financial_results"),
    # near misses: expecting to supply or to build, and a forecast of demand, keep their own type
    ("Kestrel Memory expects to supply HBM4 to Lumen Systems next year", "partnership_deal"),
    ("Orbis Foundry expects its new fab in Penang to start production in 2027", "capacity_expansion"),
)


@pytest.mark.parametrize(("title", "expected"), ROWS, ids=[r[0][:40] for r in ROWS])
def test_a_results_outlook_is_a_results_story(title: str, expected: str) -> None:
    assert classify(title, LEAD).type == expected


@pytest.mark.parametrize(
    "title",
    [
        "Analysts forecast HBM demand to double next year",
        "Kestrel Memory expects AI demand to stay strong",
        "Kestrel Memory expects its fourth-quarter shipments to rise",  # no result noun
        "La demanda de memoria HBM se duplicará, prevé la consultora",
    ],
)
def test_a_forecast_of_demand_is_no_results_story(title: str) -> None:
    assert classify(title, LEAD).type != "financial_results"


# Evidence: an unnamed report in the lead ("einem Pressebericht zufolge", "according to a media
# report", "selon des médias") whose outlet the same lead then names ("Das berichtet Reuters",
# "Bloomberg reported") is a named outlet's report: trade press, claimed. The report stays a hedge
# when the lead never names it, and the people familiar stay one whoever relays them. SYNTHETIC.
NAMED_LATER = (
    "Kestrel will einem Pressebericht zufolge Speicherchips von Orbis beziehen. Das berichtet Reuters"
    " am Mittwoch.",
    "Kestrel will buy HBM from Orbis, according to a media report. Bloomberg reported the plan on Tuesday.",
    "Selon des médias, Kestrel achète des puces mémoire à Orbis. C'est ce qu'a rapporté Reuters mercredi.",
    "Según medios, Kestrel compra chips de memoria a Orbis. Así lo informó Bloomberg el miércoles.",
    "Secondo alcuni media, Kestrel compra chip di memoria da Orbis. Lo riporta Reuters.",
)
STILL_HEDGED = (
    # the report is never named
    "Kestrel will einem Pressebericht zufolge Speicherchips von Orbis beziehen. Die Aktie stieg.",
    "Kestrel will buy HBM from Orbis, according to media reports. Its shares rose 5%.",
    # a named outlet relays people familiar with the matter: their word is still unnamed
    "Kestrel will buy HBM from Orbis, people familiar with the matter told Bloomberg.",
)


@pytest.mark.parametrize("lead", NAMED_LATER, ids=[t[:30] for t in NAMED_LATER])
def test_a_report_the_lead_names_is_no_hedge(lead: str) -> None:
    assert lead_hedge(lead) is None


@pytest.mark.parametrize("lead", STILL_HEDGED, ids=[t[:30] for t in STILL_HEDGED])
def test_an_unnamed_report_stays_a_hedge(lead: str) -> None:
    assert lead_hedge(lead) is not None


def test_the_story_on_a_named_report_stays_claimed() -> None:
    # the whole document: the signal row sits in the sentence with the unnamed report's words
    more = "\n\nKestrel hatte zuletzt seine Kapazitäten ausgebaut.\n"
    assert _evidence(NAMED_LATER[0] + more) == "claimed"
    assert _evidence(STILL_HEDGED[0] + more) == "speculative"


def _evidence(text: str) -> str:
    doc = read_document(SourceDocument("https://news.example.com/a4", text.encode(), "text/plain"))
    found = extract_document(doc, lambda schema, name, *_: new_id(schema, name))
    levels = {s.evidence for s in found.statements if s.schema == "Signal"}
    assert len(levels) == 1, levels
    return levels.pop()


# Evidence: hedges of Chinese, Japanese and Korean the word lists missed (general forms, SYNTHETIC
# sentences): a rumour (传言, 网传, 据传 / 據傳, うわさ), unnamed supply-chain or industry people
# (供应链透露, 供應鏈人士, 업계 관계자는, 익명을 요구한), the present of the hearsay endings already
# read in the past (알려진다 beside 알려졌다, 전해진다 beside 전해졌다), and reports passed on
# (と伝えられている, 一部で報じられた). Near misses: 传统 / 传输 (tradition, transfer), a company's
# own official (회사 관계자), 伝統.
CJK_HEDGED = (
    "凯斯特传言将向鲁门供应HBM4。",
    "网传凯斯特已通过鲁门的认证。",
    "据传凯斯特将扩产。",
    "據傳凱斯特將擴產。",
    "供应链透露，凯斯特已获得鲁门订单。",
    "供應鏈人士指出，凱斯特已獲得訂單。",
    "케스트렐이 루멘에 HBM4를 공급하는 것으로 알려진다.",
    "케스트렐이 증설에 나선다고 전해진다.",
    "익명을 요구한 관계자는 케스트렐이 공급한다고 말했다.",
    "업계 관계자는 케스트렐이 공급한다고 말했다.",
    "ケストレルはルーメンにHBM4を供給すると伝えられている。",
    "ケストレルが増産すると一部で報じられた。",
    "ケストレルが値上げするとのうわさがある。",
)
CJK_PLAIN = (
    "凯斯特的传统封装业务增长，传输带宽提高一倍。",
    "회사 관계자는 케스트렐이 공급한다고 말했다.",
    "ケストレルは伝統的な工場で増産すると発表した。",
)


@pytest.mark.parametrize("sentence", CJK_HEDGED)
def test_cjk_rumours_and_unnamed_sources_hedge(sentence: str) -> None:
    assert hedge_words(sentence)


@pytest.mark.parametrize("sentence", CJK_PLAIN)
def test_cjk_near_misses_do_not_hedge(sentence: str) -> None:
    assert not hedge_words(sentence)


# Type: a context word listed among a type's triggers ("quarterly", "revenue") must not shadow a
# longer trigger that starts at the same word ("quarterly profit"): a regex alternation takes its
# first alternative that matches, so the context word came first, was skipped as context, and a
# passing "supply" later in the headline decided. SYNTHETIC.
SHADOWED = (
    ("Kestrel's quarterly profit triples on HBM supply to Lumen", "financial_results"),
    ("Kestrel's quarterly profits slip on weaker HBM supply to Lumen", "financial_results"),
    # near miss: the context word alone stays context, the deal decides
    ("Kestrel signs quarterly supply contract with Lumen", "partnership_deal"),
)


@pytest.mark.parametrize(("title", "expected"), SHADOWED, ids=[r[0][:40] for r in SHADOWED])
def test_a_context_word_does_not_shadow_a_longer_trigger(title: str, expected: str) -> None:
    assert classify(title, "SYNTHETIC TEST TEXT. Nothing more is said.\n").type == expected


# Type: a results call (or its briefing) is where results are reported: the headline that names it
# is a results story, whatever it quotes from the call ("supply", "Lieferungen"), in five
# languages. Near miss: a call with a customer is no results call. SYNTHETIC.
RESULTS_CALLS = (
    ("Kestrel's results call: HBM supply sold out through 2027", "financial_results"),
    ("On its earnings call, Kestrel says HBM supply to Lumen will double", "financial_results"),
    ("Kestrel-Analystenkonferenz: Lieferungen an Lumen verdoppeln sich", "financial_results"),
    ("Kestrel, conférence sur les résultats : les livraisons à Lumen doublent", "financial_results"),
    ("Kestrel, conferencia de resultados: el suministro a Lumen se duplica", "financial_results"),
    ("Kestrel, conference call sui risultati: forniture a Lumen raddoppiate", "financial_results"),
    ("Kestrel signs HBM supply deal with Lumen after a call with its chief", "partnership_deal"),
)


@pytest.mark.parametrize(("title", "expected"), RESULTS_CALLS, ids=[r[0][:40] for r in RESULTS_CALLS])
def test_a_results_call_is_a_results_story(title: str, expected: str) -> None:
    assert classify(title, "SYNTHETIC TEST TEXT. Nothing more is said.\n").type == expected


# Type: a government revoking (withdrawing, ending) a licence, waiver, exemption, authorisation or
# status is an export control, whoever the headline's subject is; in five languages. Near misses:
# a licence agreement ended is a deal, a chief who retires an executive change. SYNTHETIC.
REVOKED = (
    ("US revokes waivers that let Kestrel ship chipmaking tools to its China plants", "export_control"),
    ("Kestrel loses exemption to bring US equipment into its China fabs", "export_control"),
    ("Washington ends Kestrel's authorization to send tools to its Chinese factories", "export_control"),
    ("US to revoke Orbis's validated end-user status for its Nanjing fab", "export_control"),
    ("USA entziehen Kestrel die Genehmigung für Anlagen in China", "export_control"),
    ("Les États-Unis retirent à Kestrel l'autorisation d'équiper ses usines chinoises", "export_control"),
    ("EE.UU. revoca a Kestrel el permiso para enviar equipos a sus fábricas en China", "export_control"),
    ("Gli Stati Uniti revocano a Kestrel la licenza per gli impianti in Cina", "export_control"),
    ("Kestrel ends its licence agreement with Orbis", "partnership_deal"),
    ("Kestrel's chief retires after ten years", "executive_change"),
)


@pytest.mark.parametrize(("title", "expected"), REVOKED, ids=[r[0][:40] for r in REVOKED])
def test_a_licence_revoked_is_export_control(title: str, expected: str) -> None:
    assert classify(title, "SYNTHETIC TEST TEXT. Nothing more is said.\n").type == expected


def test_a_licence_revoked_is_bad_news() -> None:
    title = REVOKED[0][0]
    text = f"{title}\nSYNTHETIC TEST TEXT. Nothing more is said.\n"
    choice = classify(title, text)
    assert score_sentiment(text, choice.polarity, choice.because, choice.weight).label == "negative"


# Type: a tariff is an export control in every language, as "tariff" already was in English:
# duties and levies on chips, re-exports, smuggling (Zölle, droits de douane, aranceles, dazi,
# reexportiert, contrebande ...). Near misses: a 12-inch wafer in German ("12-Zoll"), a heavy-duty
# server, a company's own price surcharge. SYNTHETIC.
TARIFFS = (
    ("US to impose duties on chips re-exported to China via Malaysia", "export_control"),
    ("Washington plans levy on AI chips resold to Chinese buyers", "export_control"),
    ("Kestrel chips smuggled to China through third countries, probe finds", "export_control"),
    ("Neue Zölle auf Chips aus Asien", "export_control"),
    ("Droits de douane sur les puces réexportées vers la Chine", "export_control"),
    ("Aranceles a los chips reexportados a China", "export_control"),
    ("Dazi sui chip riesportati in Cina", "export_control"),
)
NOT_TARIFFS = (
    "Kestrel startet neue 12-Zoll-Fabrik",
    "Kestrel unveils heavy-duty AI server",
    "Orbis Foundry adds surcharge for chips made in Texas",
)


@pytest.mark.parametrize(("title", "expected"), TARIFFS, ids=[r[0][:40] for r in TARIFFS])
def test_tariffs_in_every_language_are_export_control(title: str, expected: str) -> None:
    assert classify(title, "SYNTHETIC TEST TEXT. Nothing more is said.\n").type == expected


@pytest.mark.parametrize("title", NOT_TARIFFS)
def test_inches_and_heavy_duty_are_no_tariff(title: str) -> None:
    assert classify(title, "SYNTHETIC TEST TEXT. Nothing more is said.\n").type != "export_control"


def test_a_licence_with_words_between_weighs_as_export_control() -> None:
    # the trigger tables are lower-cased whole: "\S" became "\s", so "licences from X to export"
    # never matched past the headline; words between count now. SYNTHETIC.
    body = "SYNTHETIC TEST TEXT.\nOrbis holds licences from Washington to export its tools.\n"
    assert classify("Orbis Foundry in 2027", body).type == "export_control"


def test_no_trigger_uses_an_escape_that_lower_casing_breaks() -> None:
    # the Latin trigger tables are lower-cased before compiling: \S, \W, \D, \B would turn into
    # their opposites (\s, \w, \d, \b)
    from chipatlas.extract.trigger_words import TRIGGERS

    broken = [p for ps in TRIGGERS.values() for p in ps if re.search(r"\\[SWDB]", p)]
    assert not broken, broken
