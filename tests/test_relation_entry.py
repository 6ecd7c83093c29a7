"""Entry into a buyer's supply chain and a supplier's named customers (issue 11 §1, branch
rel5), each a table of SYNTHETIC sentences written before its rule, with look-alikes that
must give nothing:

- entering a buyer's supply chain is a supply at its entry stage, in every language where it is
  said so: "X entered Y's HBM3E supply chain", "X's entry into Y's supply chain", "X가 Y의 HBM
  공급망에 진입", "X进入Y的HBM供应链", "XがYのHBMサプライチェーンに参入", "X wurde in die
  Lieferkette von Y aufgenommen"; a supply chain that is only talked about ("Y's supply chain
  is tight", "공급망 점검") is not;
- a supplier's customers named in a list ("X's customers include A, B and C", "customers such as
  A and B", "secured A and B as lead customers", "A will be its first customer", "Zu den Kunden
  von X zählen A und B", "X的客户包括A和B", "X의 고객사로는 A와 B가 있다", "Xの顧客にはAとBが
  いる"): one supply of the part the sentence (or the sentence before, about X) names, to each
  customer; with no part named the sentence gives nothing, never a guessed part.

Every sentence here is SYNTHETIC text written for this test: the companies ("Kestrel Memory",
"Lumen Systems", "Corvid Cloud", "Talon Assembly") are invented; no event is a fact.
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

K, L, C, T = "company:kestrel", "company:lumen", "company:corvid", "company:talon"
_NAMES = {
    **NAMES,
    "코르비드": C,
    "コルビッド": C,
    "科维德": C,
    "Talon Assembly": T,
    "탈론": T,
    "タロン": T,
    "塔隆": T,
}


def _rows(text: str, lang: str) -> set[tuple[str | None, str | None, str | None]]:
    """(supplier, part, buyer or chip) of each supply read."""
    return {
        (entity_id(r.supplier), r.component, entity_id(r.customer) or entity_id(r.target))
        for r in read_relations(text, TableNames(_NAMES), lang)
        if r.kind == "supply"
    }


ENTRY_ROWS = [
    ("en", "Kestrel Memory entered Lumen Systems' HBM3E supply chain last year.", {(K, "HBM", L)}),
    (
        "en",
        "Kestrel Memory's entry into Lumen Systems' supply chain with its HBM3E was small.",
        {(K, "HBM", L)},
    ),
    ("ko", "케스트렐이 루멘의 HBM3E 공급망에 진입했다.", {(K, "HBM", L)}),
    ("ko", "케스트렐은 루멘의 HBM 공급망에 합류했다.", {(K, "HBM", L)}),
    ("zh", "凯斯特已进入卢门的HBM3E供应链。", {(K, "HBM", L)}),
    ("zh", "凯斯特成功打入卢门的HBM供应链。", {(K, "HBM", L)}),
    ("ja", "ケストレルがルーメンのHBM3Eサプライチェーンに参入した。", {(K, "HBM", L)}),
    (
        "de",
        "Kestrel Memory wurde mit HBM3E in die Lieferkette von Lumen Systems aufgenommen.",
        {(K, "HBM", L)},
    ),
    # a supply chain only talked about: nothing
    ("en", "Lumen Systems' HBM3E supply chain is tight this year.", set()),
    ("ko", "루멘은 HBM 공급망을 점검하고 있다.", set()),
    ("zh", "卢门的HBM供应链依然紧张。", set()),
    ("ja", "ルーメンのHBMサプライチェーンは逼迫している。", set()),
    ("de", "Die Lieferkette von Lumen Systems für HBM3E bleibt angespannt.", set()),
    # hoping to enter: nothing stated
    ("ko", "케스트렐은 루멘의 HBM 공급망에 진입하는 것을 목표로 하고 있다.", set()),
]


@pytest.mark.parametrize(("lang", "text", "want"), ENTRY_ROWS, ids=lambda v: str(v)[:40])
def test_entering_a_buyers_supply_chain_is_a_supply(
    lang: str, text: str, want: set[tuple[str, str, str]]
) -> None:
    assert _rows(text, lang) == want


CUSTOMER_ROWS = [
    (
        "en",
        "Kestrel Memory makes HBM3E. Its customers include Lumen Systems, Corvid Cloud and Talon Assembly.",
        {(K, "HBM", L), (K, "HBM", C), (K, "HBM", T)},
    ),
    (
        "en",
        "Kestrel Memory's HBM3E customers include Lumen Systems and Corvid Cloud.",
        {(K, "HBM", L), (K, "HBM", C)},
    ),
    (
        "en",
        "Kestrel Memory will supply HBM4 to major customers such as Lumen Systems and Corvid Cloud.",
        {(K, "HBM", L), (K, "HBM", C)},
    ),
    (
        "en",
        "Kestrel Memory has secured Lumen Systems and Corvid Cloud as lead customers for its HBM4.",
        {(K, "HBM", L), (K, "HBM", C)},
    ),
    (
        "de",
        "Zu den HBM3E-Kunden von Kestrel Memory zählen Lumen Systems und Corvid Cloud.",
        {(K, "HBM", L), (K, "HBM", C)},
    ),
    ("zh", "凯斯特的HBM3E客户包括卢门和科维德。", {(K, "HBM", L), (K, "HBM", C)}),
    ("ko", "케스트렐의 HBM3E 고객사로는 루멘과 코르비드가 있다.", {(K, "HBM", L), (K, "HBM", C)}),
    ("ja", "ケストレルのHBM3Eの顧客にはルーメンやコルビッドがいる。", {(K, "HBM", L), (K, "HBM", C)}),
    # no part named, here or just before: nothing guessed
    ("en", "Its customers include Lumen Systems and Corvid Cloud.", set()),
    ("en", "Kestrel Memory's customers include Lumen Systems and Corvid Cloud.", set()),
    ("zh", "凯斯特的客户包括卢门和科维德。", set()),
    # a chip or system maker's customers buy finished accelerators or racks (docs/evaluation.md,
    # a buyer's own compute): nothing
    (
        "en",
        "Lumen Systems makes AI accelerators. Its customers include Corvid Cloud and Talon Assembly.",
        set(),
    ),
    ("en", "Talon Assembly's AI server racks customers include Corvid Cloud and Lumen Systems.", set()),
    # the buyer's own customers, a wish, a question: nothing
    ("en", "Lumen Systems' HBM3E customers want more supply from Corvid Cloud.", set()),
    ("en", "Kestrel Memory hopes to win HBM4 customers such as Lumen Systems.", set()),
    ("en", "Could HBM3E customers such as Lumen Systems switch to Kestrel Memory?", set()),
]


@pytest.mark.parametrize(("lang", "text", "want"), CUSTOMER_ROWS, ids=lambda v: str(v)[:40])
def test_a_suppliers_named_customers_each_take_its_part(
    lang: str, text: str, want: set[tuple[str, str, str]]
) -> None:
    assert _rows(text, lang) == want


# A buyer's maker noun (English; the supplier nouns "X, Y's main HBM supplier" were read before):
# "X is Y's main maker of racks", "X plays a central role as Y's main manufacturer of racks", "It
# is now Y's main maker of racks" (the company the sentence before was about). Synthetic.
MAKER_ROWS = [
    ("Talon Assembly is Lumen Systems' main maker of AI racks.", {(T, "Rack integration", L)}),
    (
        "Talon Assembly, Lumen Systems' contract manufacturer of AI servers, grew.",
        {(T, "Rack integration", L)},
    ),
    (
        "Talon Assembly already plays a central role in the industry as Lumen Systems' main manufacturer"
        " of AI racks.",
        {(T, "Rack integration", L)},
    ),
    (
        "Talon Assembly reported higher sales. It is now Lumen Systems' main maker of AI racks.",
        {(T, "Rack integration", L)},
    ),
    # no part named, a rival's maker, the buyer only compared: nothing
    ("Talon Assembly is Lumen Systems' main maker.", set()),
    ("Talon Assembly competes with Lumen Systems' main maker of AI racks.", set()),
    ("Talon Assembly is larger than Lumen Systems' main maker of AI racks.", set()),
]


@pytest.mark.parametrize(("text", "want"), MAKER_ROWS, ids=lambda v: str(v)[:40])
def test_a_buyers_maker_noun_names_its_supplier(text: str, want: set[tuple[str, str, str]]) -> None:
    assert _rows(text, "en") == want


# The buyer entrusting a part to a supplier (the buyer as subject, the supplier marked by a
# dative or "to"): "Y entrusts packaging to X", "Y는 X에 패키징을 맡겨왔다", "YはXにパッケージングを
# 委託している", "Y将封装交给X", "Y lässt die Stapel bei X fertigen". Synthetic.
ENTRUST_ROWS = [
    ("en", "Lumen Systems entrusts advanced packaging to Talon Assembly.", {(T, "Advanced packaging", L)}),
    ("ko", "루멘은 그동안 탈론에 첨단패키징 물량 대부분을 맡겨왔다.", {(T, "Advanced packaging", L)}),
    ("ko", "루멘은 탈론에 첨단패키징을 위탁했다.", {(T, "Advanced packaging", L)}),
    ("ja", "ルーメンはタロンに先端パッケージングを委託している。", {(T, "Advanced packaging", L)}),
    ("zh", "卢门将先进封装交给塔隆。", {(T, "Advanced packaging", L)}),
    ("zh", "卢门把先进封装外包给塔隆。", {(T, "Advanced packaging", L)}),
    (
        "de",
        "Lumen Systems lässt das Advanced Packaging bei Talon Assembly fertigen.",
        {(T, "Advanced packaging", L)},
    ),
    # a plan or a forecast of entrusting, a question: nothing stated
    ("ko", "루멘이 탈론에도 첨단패키징을 맡길 것이란 분석이다.", set()),
    ("ja", "ルーメンがタロンに先端パッケージングを委託するかは不透明だ。", set()),
    ("zh", "卢门希望将先进封装交给塔隆。", set()),
]


@pytest.mark.parametrize(("lang", "text", "want"), ENTRUST_ROWS, ids=lambda v: str(v)[:40])
def test_a_buyer_entrusting_a_part_names_its_supplier(
    lang: str, text: str, want: set[tuple[str, str, str]]
) -> None:
    assert _rows(text, lang) == want


# A supplier certifying its part to a buyer's requirements (English; the other languages'
# qualification verbs were read before): "X certified its HBM3E chips to Y's requirements".
CERTIFIED_ROWS = [
    ("Kestrel Memory has certified its HBM3E chips to Lumen Systems requirements.", {(K, "HBM", L)}),
    ("Kestrel Memory certified its HBM3E stacks for Lumen Systems.", {(K, "HBM", L)}),
    # no buyer, a standard, a wish: nothing
    ("Kestrel Memory certified its HBM3E chips to the JEDEC standard.", set()),
    ("Kestrel Memory hopes to have certified its HBM3E chips to Lumen Systems requirements.", set()),
]


@pytest.mark.parametrize(("text", "want"), CERTIFIED_ROWS, ids=lambda v: str(v)[:40])
def test_a_part_certified_to_a_buyers_requirements(text: str, want: set[tuple[str, str, str]]) -> None:
    assert _rows(text, "en") == want
