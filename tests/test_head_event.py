"""A story's type and tone from its headline's own event: verb and object, negation, hedges.

All texts here are SYNTHETIC, written for these tests; the companies (Orvane, Kestrel)
are invented.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.head_event import head_event, main_clause
from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.taxonomy import classify

# synthetic body text full of words of other types: a bottleneck, next-generation parts, customers
_NOISY_BODY = (
    "The packaging bottleneck has constrained the industry for a year. Orvane's next-generation "
    "parts are expanding into new markets, and customers face shortages of memory."
)


def test_an_investment_in_a_fab_is_expansion_whatever_the_body_says() -> None:
    choice = classify("Orvane invests $9 billion in a new fab amid a packaging bottleneck", _NOISY_BODY)
    assert choice.type == "capacity_expansion"
    assert choice.event is not None and choice.event.words == "invests $9 billion in a new fab"
    assert choice.reasons[0].startswith("title's main clause: 'invests $9 billion in a new fab'")
    assert choice.event.clause == "Orvane invests $9 billion in a new fab"  # the backdrop is cut off
    assert choice.trigger == "Orvane invests $9 billion in a new fab amid a packaging bottleneck"
    mood = score_sentiment(f"Orvane invests $9 billion in a new fab\n{_NOISY_BODY}", choice.polarity, "x")
    assert mood.label == "positive"


def test_a_defect_that_forces_a_re_source_is_a_disruption_and_bad_news() -> None:
    # the case: the body says "next-generation" and "expanding", the headline a defect
    title = "Defect in Kestrel HBM stacks forces Orvane to re-source parts in a hurry"
    choice = classify(title, _NOISY_BODY)
    assert choice.type == "supply_disruption"
    assert choice.polarity == -1
    mood = score_sentiment(f"{title}\n{_NOISY_BODY}", choice.polarity, choice.because, choice.weight)
    assert mood.label == "negative"
    assert mood.reasons[0] == "-3 the story's event: 'Defect'"


@pytest.mark.parametrize(
    ("title", "kind", "words"),
    [
        # synthetic headlines: the main verb's object decides
        ("Orvane recalls its Zephyr accelerator cards", "supply_disruption", "recalls"),
        ("Orvane reports a delay of its HBM4 ramp", "supply_disruption", "delay"),
        ("Orvane to acquire Kestrel for $4 billion", "m_and_a", "acquire"),
        (
            "Orvane signs a multi-year supply agreement with Kestrel",
            "partnership_deal",
            "signs a multi-year supply agreement",
        ),
        ("Orvane wins HBM4 orders from Kestrel", "partnership_deal", "wins HBM4 orders"),
        ("Orvane unveils the Zephyr 3 accelerator", "technical_release", "unveils"),
        ("Kestrel selects Orvane accelerators for its cloud", "customer_adoption", "selects"),
        ("Orvane quarterly revenue jumps 40%", "financial_results", "quarterly revenue"),
        ("Washington tightens export controls on Orvane chips", "export_control", "tightens export"),
        ("Orvane cuts prices of its accelerator", "pricing", "cuts prices"),
        ("Orvane names a new chief executive", "executive_change", "names a new chief"),
        ("Orvane raises its 3nm yield to 60%", "capacity_expansion", "raises its 3nm yield"),
        ("Orvane HBM sold out for next year", "supply_disruption", "sold out"),
    ],
)
def test_the_main_verb_and_its_object_decide(title: str, kind: str, words: str) -> None:
    event = head_event(title, "")
    assert event is not None
    assert (event.type, event.words.lower()) == (kind, words.lower())


def test_a_negated_event_is_no_event() -> None:
    # synthetic: "denies" cancels the delay; the next event in the clause (none here) would decide
    assert head_event("Kestrel denies any HBM4 delay", "") is None
    assert classify("Kestrel denies any HBM4 delay", "").type != "supply_disruption"


def test_a_hedge_keeps_the_type_and_is_reported() -> None:
    event = head_event("Orvane reportedly wins HBM4 orders from Kestrel", "")
    assert event is not None and event.type == "partnership_deal"
    assert event.hedge == "reportedly"
    assert "hedged by 'reportedly'" in event.reason


def test_the_backdrop_and_the_attribution_are_not_the_main_clause() -> None:
    text = "Amid the shortage, Orvane doubles packaging capacity"
    a, z = main_clause(text)
    assert text[a:z].strip() == "Orvane doubles packaging capacity"
    lead = "According to a report from the Harbour Ledger, Orvane has raised its yield to 40%."
    event = head_event("Orvane", lead)
    assert event is not None and event.where == "lead sentence" and event.type == "capacity_expansion"


def test_a_title_without_an_event_leaves_it_to_the_lead_sentence() -> None:
    body = "Orvane will build a second plant next year. Customers face shortages."
    event = head_event("Orvane Zephyr accelerator", body)
    assert event is not None and event.where == "lead sentence"
    assert event.type == "capacity_expansion"


def test_production_in_the_us_is_the_narrower_type_in_several_languages() -> None:
    # synthetic headlines: a release or an expansion placed in the US
    assert head_event("Orvane opens a new plant in Arizona", "").type == "us_production"  # type: ignore[union-attr]
    french = "Orvane a présenté la première tranche produite aux États-Unis, alors que la demande grimpe"
    assert classify(french, "").type == "us_production"


def test_korean_and_japanese_put_the_predicate_last() -> None:
    # synthetic: the last event word is the main predicate; the backdrop opener is cut off
    assert head_event("오르반, HBM 결함으로 납기 연기", "").type == "supply_disruption"  # type: ignore[union-attr]
    japanese = "オーヴェンに注文が殺到する中で、ケストレルが生産拡大を要請した。"
    event = head_event(japanese, "")
    assert event is not None and (event.type, event.words) == ("capacity_expansion", "生産拡大")


def test_a_supplier_or_a_supply_chain_is_no_act_of_supplying() -> None:
    # synthetic: 供应商 (supplier) is a context word; 供应链 (supply chain) no deal at all
    assert head_event("奥文告诉供应商加快交付", "") is None
    assert classify("奥文告诉供应商加快交付", "").type == "partnership_deal"  # weighed as context only
    assert classify("供应链紧张", "").type != "partnership_deal"


def test_sentiment_leans_on_the_type_when_the_headline_states_no_event() -> None:
    # synthetic: no good- or bad-news word at all; a release story reads mildly positive (the
    # release word stands in a later paragraph: in the lead paragraph it would be the event)
    choice = classify("Orvane Zephyr", "Orvane spoke at a conference.\nIts newest accelerator was there.")
    assert (choice.type, choice.event, choice.weight) == ("technical_release", None, 1)
    mood = score_sentiment("Orvane Zephyr", choice.polarity, choice.because, choice.weight)
    assert (mood.label, mood.reasons) == ("positive", ("+1 the story's event: 'type technical_release'",))


def test_a_result_takes_its_direction_from_the_verb() -> None:
    assert classify("Orvane quarterly revenue falls 20%", "").polarity == -1
    assert classify("Orvane quarterly revenue jumps 40%", "").polarity == 1


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        # synthetic headlines of common story shapes, written to check the rules generalise
        ("Orvane begins mass production of HBM4", "capacity_expansion"),
        ("Kestrel to use Orvane chips in its next data centre", "customer_adoption"),
        ("Orvane's Zephyr 3 delivers 5 PFLOPS with 288 GB of HBM", "technical_release"),
        ("Orvane Zephyr 3 review: faster, hotter, pricier", "technical_release"),
        ("Orvane Zephyr: The Architecture That Made Rivals Look Like a Prototype", "technical_release"),
        ("Demand for Orvane accelerators outstrips supply", "supply_disruption"),
        ("Orvane gets $6 billion CHIPS Act grant for its Kyushu fab", "capacity_expansion"),
        ("Orvane gets $6 billion CHIPS Act grant for New York fab", "us_production"),
        ("Fire at Orvane plant halts memory output", "supply_disruption"),
        ("Orvane's profit falls as memory prices slump", "financial_results"),
        ("Orvane, Kestrel in talks over HBM4 supply", "partnership_deal"),
        ("Kestrel completes acquisition of Orvane", "m_and_a"),
    ],
)
def test_common_story_shapes(title: str, kind: str) -> None:
    assert classify(title, "").type == kind
