"""Signal type from triggers: negation, context words and the trigger sentence.

All texts here are synthetic, written for these tests; the companies are invented.
"""

from __future__ import annotations

from chipatlas.extract.taxonomy import classify


def test_defect_report_is_a_disruption_despite_release_words() -> None:
    # synthetic: a defect forces re-sourcing; "next-generation" and "expanding" are context only
    title = "Zentrix pulls back racks after a defect in its cold plates"
    body = (
        "Zentrix said its next-generation racks are expanding to new sites. "
        "A defect in a supplier's cold plates forced Zentrix to re-source the part in a hurry."
    )
    choice = classify(title, body)
    assert choice.type == "supply_disruption"
    assert choice.trigger == title
    assert f"trigger sentence: {title!r}" in choice.reasons


def test_fab_investment_is_expansion_despite_a_bottleneck() -> None:
    # synthetic: the bottleneck is background, the investment is the news
    title = "Orvane to invest $12 billion in a new fab in Ohio"
    body = "Orvane said packaging remains a bottleneck for the industry."
    choice = classify(title, body)
    assert choice.type == "capacity_expansion"
    assert "bottleneck" not in " ".join(choice.reasons)


def test_negated_trigger_does_not_count() -> None:
    # synthetic: every disruption word is denied
    body = "Kestrel Labs said there is no shortage of substrates. The shipment was not delayed."
    choice = classify("Kestrel Labs update", body)
    assert choice.type != "supply_disruption"


def test_trigger_sentence_is_verbatim_from_the_lead() -> None:
    # synthetic: the trigger is in the body, in its original case
    body = "Weather was mild. Brightwell Semi Recalls 4,000 boards after a solder defect."
    choice = classify("Brightwell Semi news", body)
    assert choice.type == "supply_disruption"
    assert choice.trigger == "Brightwell Semi Recalls 4,000 boards after a solder defect."
    assert choice.trigger in body


def test_no_trigger_is_other_with_a_reason() -> None:
    choice = classify("A quiet day", "Nothing of note happened.")  # synthetic
    assert (choice.type, choice.trigger) == ("other", "")
    assert choice.reasons == ("no trigger phrase matched",)
