"""Signal type rules: who does what to whom, background words, every gold-set language.

All texts here are synthetic, written for these tests; the companies are invented.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.taxonomy import classify


def test_a_growth_verb_on_capacity_is_expansion() -> None:
    # synthetic: "doubles ... capacity" says what happens to the fab, "ships" is context
    choice = classify("Orvane doubles 7nm capacity to feed Kestrel", "Every die it ships goes to Kestrel.")
    assert choice.type == "capacity_expansion"
    assert "'doubles 7nm capacity'" in " ".join(choice.reasons)


def test_supplying_a_customer_is_a_deal_but_a_supply_chain_is_not() -> None:
    # synthetic
    assert classify("Orvane to supply HBM stacks to Kestrel", "").type == "partnership_deal"
    choice = classify("Kestrel warns of supply chain shortages", "")
    assert choice.type == "supply_disruption"
    assert "supply" not in [r.split("'")[1] for r in choice.reasons if "'" in r]


def test_being_the_leading_supplier_is_only_context() -> None:
    # synthetic: the news is the finished development, not who supplies whom
    title = "Orvane, already the leading supplier of HBM, completes development of HBM5"
    assert classify(title, "").type == "technical_release"


def test_a_trigger_in_the_background_weighs_as_context() -> None:
    # synthetic: "amid US sanctions" is the backdrop, so it weighs as a context word
    plain = classify("Kestrel news", "Kestrel faces US sanctions.")
    backdrop = classify("Kestrel news", "Kestrel grows amid US sanctions. The sanctions widen.")
    # the lead paragraph weighs double: a strong trigger 2 x 2, a context word 1 x 2
    assert (plain.type, plain.score) == ("export_control", 4)
    assert (backdrop.type, backdrop.score) == ("export_control", 6)
    assert "lead paragraph: 'sanctions' (background)" in backdrop.reasons


def test_a_backdrop_alone_states_no_type() -> None:
    # synthetic: only what the story happens against ("amid US sanctions") matched: no event of
    # its own, so no type (branch audittype: a wrong type is worse than none)
    only = classify("Kestrel news", "Kestrel grows amid US sanctions.")
    assert (only.type, only.score) == ("other", 0)
    assert "lead paragraph: 'sanctions' (background)" in only.reasons


def test_revealed_product_outweighs_a_deployment_mention() -> None:
    # synthetic
    body = (
        "Orvane gave a detailed look at its newest accelerator, first revealed in April. "
        "Deployment is under way in its own data centres."
    )
    assert classify("Orvane Zephyr accelerator", body).type == "technical_release"


def test_production_difficulties_are_a_disruption_in_several_languages() -> None:
    # synthetic headlines
    assert classify("Kestrel reports production problems with HBM4", "").type == "supply_disruption"
    assert classify("Le difficoltà nella produzione di HBM4 frenano Kestrel", "").type == "supply_disruption"
    assert classify("Kestrel: dificultades en la producción de HBM4", "").type == "supply_disruption"


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        # synthetic headlines, one rule each, in the gold set's languages
        ("Orvane versucht, HBM-Chips von Kestrel zu kaufen", "partnership_deal"),
        ("Kestrel besteht die Qualifikation als Lieferant bei Orvane", "partnership_deal"),
        ("Washington verschärft das Embargo gegen Orvane", "export_control"),
        ("Ausfuhren von Orvane-Chips wieder genehmigt", "export_control"),
        ("Orvane ernennt neuen Chef", "executive_change"),
        ("Orvane lanza su nuevo acelerador", "technical_release"),
        ("Nuevas sanciones contra Orvane", "export_control"),
        ("Kestrel nommé à la tête d'Orvane", "executive_change"),
        ("Orvane: la fusione con Kestrel è fatta", "m_and_a"),
        ("奥文与凯斯特签署供应协议", "partnership_deal"),
        ("奥文被列入实体清单", "export_control"),
        ("オーヴェン、アリゾナで米国生産を開始", "us_production"),
        ("オーヴェン、新製品を披露", "technical_release"),
        ("오르반, 케스트렐 제재 대상에 올라", "export_control"),
        ("오르반, HBM 결함으로 납기 연기", "supply_disruption"),
        ("오르반 영업이익 두 배", "financial_results"),
    ],
)
def test_general_word_lists_in_the_gold_set_languages(title: str, kind: str) -> None:
    assert classify(title, "").type == kind
