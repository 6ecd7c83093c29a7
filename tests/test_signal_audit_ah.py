"""Signal type, sentiment and date on the ah_ audit batch's wrong classes (branch ahsig).

SYNTHETIC: every headline and article here is invented for this test ("Kestrel Memory",
"Orbis Foundry", "Lumen Systems" do not exist; no sentence reports an event). Written before
the rules. Near misses that must not change sit next to each class.

Classes:
- type: a shortage a deal is meant to remedy ("to address shortages", "pallier la pénurie",
  "缓解短缺", "不足を解消", "부족 해소") is the deal's purpose, not a disruption; a shortage that
  hits someone still is one;
- type: a company's standing profile opening the page ("X is a leading maker of ...",
  "Xは、...メーカーです。") is no headline; the results heading under it is;
- type: a line named by its product that is fully booked is a disruption ("X's CoWoS reportedly
  fully booked"), as a capacity that is fully booked already was;
- sentiment: results that soar or beat expectations in German, French, Spanish, Italian; a grip
  tightened is a gain; an AI data centre being built is good news; a tightened export control
  stays bad news;
- date: a fiscal year named by its closing month ("2027年3月期") is no publication date.
"""

from __future__ import annotations

import pytest

from chipatlas.extract import extract_document
from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.taxonomy import classify
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument

_MORE = "SYNTHETIC TEST TEXT: the company gave no further details of the plan or its timing.\n"

TYPE_ROWS = (
    (
        "Lumen Systems turns to Orbis Foundry, a partnership to address shortages of accelerators",
        "partnership_deal",
    ),
    (
        "Lumen Systems places $10 billion order with Orbis Foundry to ease the chip shortage",
        "partnership_deal",
    ),
    (
        "Lumen Systems signe un partenariat avec Orbis Foundry pour pallier la pénurie de puces",
        "partnership_deal",
    ),
    ("卢门与奥比斯签署合作协议，缓解芯片短缺", "partnership_deal"),
    ("ルーメンがオルビスと提携、チップ不足を解消", "partnership_deal"),
    # near misses: the shortage is what happens
    ("Chip shortage hits Lumen Systems", "supply_disruption"),
    ("Kestrel Memory warns of HBM shortages through 2027", "supply_disruption"),
    ("凯斯特HBM短缺加剧", "supply_disruption"),
    # a line named by its product that is full is a disruption, with or without "capacity"
    ("[News] Orbis Foundry's X-Pack Reportedly Fully Booked, Partners Step up", "supply_disruption"),
    ("Orbis Foundry's X-Pack lines fully booked", "supply_disruption"),
)


@pytest.mark.parametrize(("title", "expected"), TYPE_ROWS, ids=[r[0][:40] for r in TYPE_ROWS])
def test_a_remedied_shortage_is_no_disruption(title: str, expected: str) -> None:
    assert classify(title, "").type == expected


SENTIMENT_ROWS = (
    ("Der Umsatz von Kestrel explodiert im Quartal um 200 Prozent und übertraf die Erwartungen.", "positive"),
    ("Le chiffre d'affaires de Kestrel dépasse les attentes au troisième trimestre.", "positive"),
    ("Los ingresos de Kestrel superan las expectativas en el tercer trimestre.", "positive"),
    ("I ricavi di Kestrel hanno superato le attese nel terzo trimestre.", "positive"),
    ("Lumen Systems said the data center it is building with Kestrel will be ready next year.", "positive"),
    ("Orbis Foundry is building a new AI data center in Ohio.", "positive"),
    ("Lumen Systems signals its tightening grip on the accelerator market.", "positive"),
    (
        "With demand for accelerators rising, the partnership positions Lumen Systems to address"
        " shortages that slowed new systems.",
        "positive",
    ),
    # near misses
    ("Chip shortage hits Lumen Systems", "negative"),
    ("Regulators are tightening export controls on Kestrel Memory.", "negative"),
    ("Der Umsatz von Kestrel ist im Quartal um 20 Prozent zurückgegangen, ein Rückgang.", "negative"),
)


@pytest.mark.parametrize(("text", "expected"), SENTIMENT_ROWS, ids=[r[0][:40] for r in SENTIMENT_ROWS])
def test_the_sentiment_of_results_and_builds(text: str, expected: str) -> None:
    choice = classify(text, "")
    assert score_sentiment(text, choice.polarity, choice.because, choice.weight).label == expected


def _signal(text: str) -> dict[str, str]:
    doc = read_document(SourceDocument("https://news.example.com/a1", text.encode(), "text/plain"))
    found = extract_document(doc, lambda schema, name, *_: new_id(schema, name))
    return {s.prop: s.value for s in found.statements if s.schema == "Signal"}


def test_a_fiscal_year_name_is_no_publication_date() -> None:
    text = (
        "Kestrel Memory results\n\n"
        "2027年3月期第2四半期の連結業績は、売上収益が100億円となりました(SYNTHETIC TEST TEXT)。\n" + _MORE
    )
    assert "date" not in _signal(text)


def test_a_month_date_heading_the_page_is_still_its_date() -> None:
    text = "2027年3月5日 ケストレルは新工場の建設を始めると発表した(SYNTHETIC TEST TEXT)。\n" + _MORE
    assert _signal(text)["date"] == "2027-03-05"


def test_a_company_profile_opening_the_page_is_no_headline() -> None:
    text = (
        "ケストレルは、フラッシュメモリの開発・製造を手がける半導体メーカーです。"
        "幅広い用途に製品を供給しています。\n"
        "第2四半期決算は減収減益に\n\n"
        "ケストレルの第2四半期の売上収益は100億円でした(SYNTHETIC TEST TEXT)。\n" + _MORE
    )
    sig = _signal(text)
    assert (sig["title"], sig["type"]) == ("第2四半期決算は減収減益に", "financial_results")


def test_an_english_company_profile_opening_the_page_is_no_headline() -> None:
    text = (
        "Kestrel Memory is a leading maker of flash memory based in Boise.\n"
        "Kestrel Memory revenue falls 7% in the second quarter\n\n"
        "Kestrel Memory reported second-quarter revenue of $1 billion (SYNTHETIC TEST TEXT).\n" + _MORE
    )
    sig = _signal(text)
    assert (sig["title"], sig["type"]) == (
        "Kestrel Memory revenue falls 7% in the second quarter",
        "financial_results",
    )


def test_a_lead_that_tells_news_about_a_company_stays_the_headline() -> None:
    text = (
        "Kestrel Memory is a leading maker of flash memory that will build a $9 billion fab in Boise.\n\n"
        "The company gave no date for the start of construction (SYNTHETIC TEST TEXT).\n" + _MORE
    )
    assert _signal(text)["type"] in ("capacity_expansion", "us_production")
