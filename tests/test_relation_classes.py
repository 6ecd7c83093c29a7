"""Supply sentence classes that the tuning documents missed (issue 11 part 1, branch
relations2): the supplier noun, the customer as subject ("공급받다"), Korean and Japanese
passives and relative clauses, lists of suppliers, "after A and B", a supplier's part
adopted by a customer, and supply nouns that are no verb.

Every sentence here is SYNTHETIC text written for this test: the companies ("Zeta Memory",
"Acme Foundry", ...) and the chip ("Nova X1") are invented; no event is a fact.
"""

from __future__ import annotations

from tests.table_names import TableNames

from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import read_relations

_NAMES = {
    "Zeta Memory": "company:zeta",
    "제타메모리": "company:zeta",
    "澤塔": "company:zeta",
    "Acme Foundry": "company:acme",
    "Acme Semi": "company:acme",
    "아크메": "company:acme",
    "艾克米": "company:acme",
    "Beta Mem": "company:beta",
    "貝塔": "company:beta",
    "Omega Chips": "company:omega",
    "오메가칩스": "company:omega",
    "オメガ": "company:omega",
    "歐米茄": "company:omega",
    "Nova X1": "chip:nova_x1",
}


def _read(text: str) -> list[Relation]:
    return [r for r in read_relations(text, TableNames(_NAMES)) if r.kind == "supply"]


def _pairs(text: str) -> list[tuple[str | None, str | None]]:
    """(supplier id, part) of each supply read."""
    return [(r.supplier.entity_id if r.supplier else None, r.component) for r in _read(text)]


def test_the_supplier_noun_is_a_supply() -> None:
    (r,) = _read("Synthetic: Zeta Memory is currently the main supplier of HBM3E for the Nova X1.")
    assert (r.supplier and r.supplier.entity_id, r.component, r.role) == ("company:zeta", "HBM", "primary")
    (r,) = _read(
        "Synthetic: Acme Foundry is the sole supplier of Omega Chips's new switches for the Nova X1."
    )
    assert (r.supplier and r.supplier.entity_id, r.component, r.role) == (
        "company:acme",
        "Scale-up switch",
        "sole",
    )


def test_the_customer_as_subject_of_a_korean_receiving_verb() -> None:
    # synthetic: "Omega Chips has received HBM3 only from Zeta Memory"
    assert _pairs("오메가칩스는 그동안 HBM3를 제타메모리로부터 독점 공급받았다.") == [("company:zeta", "HBM")]


def test_listed_suppliers_each_supply() -> None:
    assert sorted(_pairs("Synthetic: Zeta Memory and Acme Foundry supply HBM3E to Omega Chips.")) == [
        ("company:acme", "HBM"),
        ("company:zeta", "HBM"),
    ]
    # synthetic: "Omega Chips receives HBM3E from Zeta Memory and Acme"
    assert sorted(_pairs("오메가칩스는 제타메모리와 아크메로부터 HBM3E를 공급받고 있다.")) == [
        ("company:acme", "HBM"),
        ("company:zeta", "HBM"),
    ]


def test_a_korean_headline_comma_is_a_topic_not_a_list() -> None:
    # synthetic headline: "Zeta Memory begins HBM4 supply for Omega Chips"
    assert _pairs("제타메모리, 오메가칩스향 HBM4 공급 돌입") == [("company:zeta", "HBM")]


def test_a_korean_headline_list_item_is_not_the_next_items_subject() -> None:
    # synthetic headline of three news items: "Zeta Memory surprise results, HBM demand surges,
    # HBM4 mass production for Omega Chips": Zeta is no supplier of the third item, so the
    # supply is a candidate with no supplier, never Zeta's
    (r,) = _read("반도체 뉴스: 제타메모리 깜짝 실적 발표, HBM 수요 급증, 오메가칩스향 HBM4 12단 양산")
    assert r.supplier is None and r.component == "HBM"


def test_a_korean_headline_list_item_names_no_buyer_from_another_item() -> None:
    # synthetic headline: "Zeta Memory results, HBM demand surges, Acme HBM4 mass production,
    # Omega Chips forum": Omega Chips, another item's, buys nothing; no buyer, no relation
    assert (
        _read("반도체 뉴스: 제타메모리 실적 발표, HBM 수요 급증, 아크메 HBM4 12단 양산, 오메가칩스 포럼")
        == []
    )


def test_supply_nouns_are_no_verb() -> None:
    # synthetic: "an insider who knows the Omega-Zeta supply relationship said"; "Zeta's HBM supply sold out"
    assert _pairs("오메가칩스와 제타메모리 공급 관계에 정통한 관계자는 말했다.") == []
    assert _pairs("澤塔的2025年HBM供應售罄。") == []


def test_a_korean_passive_takes_the_supplier_in_focus() -> None:
    # synthetic: "Zeta Memory made progress in the HBM4 test. It is likely to be supplied for the
    # Nova X1 that Omega Chips will ship": not Omega Chips, the clause's subject
    text = (
        "제타메모리가 HBM4 승인 테스트에서 진전을 보였다. "
        "올 하반기부터 오메가칩스가 출하할 Nova X1용으로 공급될 가능성이 커졌다."
    )
    assert _pairs(text)[-1] == ("company:zeta", "HBM")
    (alone,) = _read("올 하반기부터 Nova X1용으로 HBM4가 공급될 가능성이 커졌다.")
    assert alone.supplier is None  # no one named or in focus: a candidate, never guessed


def test_japanese_relative_clause_and_topics() -> None:
    # synthetic: "Zeta Memory, which supplies the Omega Nova X1 as sole supplier, leads in HBM3"
    (r,) = _read("オメガの「Nova X1」に対して単独サプライヤーと供給しているZeta MemoryがHBM3で首位だ。")
    assert r.supplier is not None and r.supplier.entity_id == "company:zeta"
    # synthetic: "Zeta Memory in July, Acme Semi and Beta Mem in August provided HBM3E samples to Omega"
    text = "Zeta Memoryは7月に、Acme Semi、Beta Memはそれぞれ8月にオメガにHBM3Eのサンプルを提供していた。"
    assert sorted(_pairs(text)) == [("company:acme", "HBM"), ("company:beta", "HBM"), ("company:zeta", "HBM")]


def test_a_japanese_chip_that_ships_is_no_supply() -> None:
    # synthetic: "Omega plans to adopt HBM3E in the Nova X1, which it starts shipping in Q2"
    assert _pairs("オメガは第2四半期に出荷開始予定の「Nova X1」でHBM3Eを採用する予定だ。") == []


def test_the_earlier_suppliers_after_which_one_is_the_third() -> None:
    # synthetic: "Beta passed Omega's qualification and becomes the third company after Zeta and
    # Acme to supply HBM3E to Omega"
    text = "隨著貝塔通過歐米茄認證，將成為繼澤塔、艾克米之後，第3家向歐米茄供應HBM3E產品的公司。"
    assert sorted(_pairs(text)) == [("company:acme", "HBM"), ("company:beta", "HBM"), ("company:zeta", "HBM")]


def test_a_part_the_customer_adopts_is_supplied_by_its_owner() -> None:
    assert _pairs("Synthetic: Omega Chips will integrate Zeta Memory's HBM4 into the Nova X1.") == [
        ("company:zeta", "HBM")
    ]
    # synthetic: "Omega will start integrating Beta's HBM3 into its Nova X1"
    assert _pairs("歐米茄將開始將貝塔的HBM3整合到其Nova X1中。") == [("company:beta", "HBM")]


def test_a_possessor_that_is_not_the_supplier() -> None:
    # the maker is the subject, the possessor designs; a halted production names no use
    assert _pairs("Synthetic: Acme Foundry halted production of Zeta Memory's HBM chips in 2020.") == []
    pairs = _pairs("Synthetic: Acme Foundry is manufacturing Omega Chips's new switches for the Nova X1.")
    assert ("company:omega", "Scale-up switch") not in pairs


def test_a_goal_or_a_chip_shipping_inside_is_no_supply() -> None:
    # synthetic: "Zeta Memory aims to supply HBM3E to Omega Chips in the first half"
    assert (
        _pairs("제타메모리는 올 상반기에 오메가칩스에 HBM3E 공급, 하반기에 HBM4 양산을 목표로 하고 있다.")
        == []
    )
    assert _pairs("Synthetic: Zeta Memory aims to supply HBM4 for the Nova X1.") == []
    assert _pairs("Synthetic: The HBM3E stack ships inside the Nova X1 package of Omega Chips.") == []
    assert _pairs("Synthetic: Zeta Memory will supply HBM4 for the Nova X1.") == [("company:zeta", "HBM")]
