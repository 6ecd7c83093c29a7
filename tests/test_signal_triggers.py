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
    title = "Orvane to invest $12 billion in a new fab in Kyushu"
    body = "Orvane said packaging remains a bottleneck for the industry."
    choice = classify(title, body)
    assert choice.type == "capacity_expansion"
    assert "bottleneck" not in " ".join(choice.reasons)
    # the same fab in Ohio is production in the US: the narrower type
    assert classify(title.replace("Kyushu", "Ohio"), body).type == "us_production"


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


def test_general_word_lists_in_other_languages() -> None:
    # synthetic headlines, one per script family; the companies are invented
    assert classify("Orvane kündigt Übernahme von Kestrel an", "").type == "m_and_a"
    assert classify("Orvane annonce une pénurie de substrats", "").type == "supply_disruption"
    assert classify("Orvane firma un acuerdo con Kestrel", "").type == "partnership_deal"
    assert classify("奥文宣布投资新工厂", "").type == "capacity_expansion"
    assert classify("オーヴェン、ケストレルを買収", "").type == "m_and_a"
    assert classify("오르반, 케스트렐과 공급 계약", "").type == "partnership_deal"


def test_cjk_trigger_sentence_is_split_at_the_full_stop() -> None:
    body = "天气晴朗。奥文宣布停产两周。"  # synthetic
    choice = classify("奥文消息", body)
    assert (choice.type, choice.trigger) == ("supply_disruption", "奥文宣布停产两周。")


def test_us_production_in_several_languages() -> None:
    # synthetic headlines; the companies are invented
    assert classify("Orvane starts production of its accelerator in Arizona", "").type == "us_production"
    assert classify("Orvane lance la production de ses puces aux États-Unis", "").type == "us_production"
    assert classify("Orvane: erste Chips in den USA gefertigt", "").type == "us_production"
