"""Title chrome, predicates over subject nouns, shipping to a buyer, hedges in other languages.

All texts here are SYNTHETIC, written for these tests; the companies (Orvane, Kestrel,
Talvik) and the outlets are invented.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.head_event import event_in
from chipatlas.extract.hedges import hedge_words, lead_hedge
from chipatlas.extract.title_chrome import is_chrome, leading_chrome


@pytest.mark.parametrize(
    "line",
    [
        "CONNECT WITH US",  # a menu label in capitals
        "Login",  # one menu word
        "null",
        "date 2025-07 Von: APA/Wire",  # the file's date, then a byline
        "By: Jane Roe",
        "By Jane Roe",
        "Credit: Example Photo Agency",
        "▲Orvane (Orvane HBM4 이미지)",  # a photo caption
        "FILE PHOTO: the Kestrel logo at its headquarters",
        "About Kestrel News",  # the site's own blurb heading
        "경제 일반경제",  # a section label
    ],
)
def test_menus_bylines_captions_and_section_labels_are_chrome(line: str) -> None:
    assert is_chrome(line)


@pytest.mark.parametrize(
    "line",
    [
        "Orvane invests $9 billion in a new fab",
        "Kestrel K7",  # a product name with digits is a title
        "SK하이닉스, HBM4 12단 샘플 공급",
        "Orvane Talvik Accelerator Review",
        "Von Orvane bis Kestrel: wer liefert HBM4",  # starts like a byline, is a headline
    ],
)
def test_headlines_and_product_names_are_not_chrome(line: str) -> None:
    assert not is_chrome(line)


def test_leading_chrome_counts_only_the_top_lines_and_never_the_whole_page() -> None:
    lines = ["MENU", "Login", "Orvane delays its HBM4 ramp", "Login"]
    assert leading_chrome(lines) == 2
    assert leading_chrome(["MENU", "Login"]) == 1  # the last line stays: something must be read


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        # the event noun is the subject; what befalls it is the predicate
        (
            "Die Wiederaufnahme der Lieferung von Orvane-Chips stößt laut Bericht auf Schwierigkeiten.",
            "supply_disruption",
        ),
        ("Kestrel's supply deal with Orvane runs into difficulties", "supply_disruption"),
        ("Orvane's HBM4 supply is limited until next year", "supply_disruption"),
        ("Gli investimenti di Orvane nell'intelligenza artificiale stanno ripagando.", "financial_results"),
        ("Orvane's AI investments are paying off", "financial_results"),
    ],
)
def test_a_predicate_of_what_befalls_the_subject_decides(sentence: str, kind: str) -> None:
    event = event_in(sentence, "lead sentence")
    assert event is not None and event.type == kind


def test_a_negated_predicate_does_not_decide() -> None:
    event = event_in("Kestrel's supply deal with Orvane has not run into difficulties", "title")
    assert event is None or event.type != "supply_disruption"


def test_shipping_a_part_to_a_named_buyer_is_a_supply_deal_not_a_release() -> None:
    shipped = event_in("Orvane has begun shipping HBM4 samples to Kestrel", "title")
    assert shipped is not None and shipped.type == "partnership_deal"
    released = event_in("Orvane ships its Talvik 3 accelerator", "title")
    assert released is not None and released.type == "technical_release"
    market = event_in("Orvane ships its Talvik 3 accelerator to customers", "title")
    assert market is not None and market.type == "technical_release"


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("Orvane stößt einem Medienbericht zufolge auf Probleme.", "Medienbericht zufolge"),
        ("berichtete das Blatt unter Berufung auf zwei Insider.", "unter Berufung auf zwei Insider"),
        ("mit der Angelegenheit vertraute Personen sagten", "mit der Angelegenheit vertraute Personen"),
        ("selon des personnes proches du dossier", "personnes proches"),
        ("según fuentes cercanas a Kestrel", "según fuentes"),
        ("secondo fonti vicine a Kestrel", "secondo fonti"),
    ],
)
def test_reports_and_people_familiar_in_other_languages_are_hedges(sentence: str, word: str) -> None:
    assert word in hedge_words(sentence)


def test_citing_a_company_statement_is_no_hedge() -> None:
    assert lead_hedge("Orvane investiert unter Berufung auf eigene Angaben in Kestrel.") is None
