"""Supply sentences the tuning documents read wrong or missed, second round (issue 11 §1;
branch relrecall2), by the form of the sentence, each with look-alikes that state no such
supply: the winner of an order in a Japanese/Korean relative clause (not the owner of another
noun, not the company the order came from) and a pronoun shipped after a chip's
specification.

Every sentence here is SYNTHETIC text written for this test: the companies ("Zeta Memory",
"Omega Chips", ...) and the chips ("Nova X1") are invented; no event is a fact.
"""

from __future__ import annotations

import pytest
from tests.table_names import TableNames

from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import read_relations

_NAMES = {
    "Zeta Memory": "company:zeta",
    "제타메모리": "company:zeta",
    "ゼータ": "company:zeta",
    "Acme Semi": "company:acme",
    "アクメ": "company:acme",
    "아크메": "company:acme",
    "Omega Chips": "company:omega",
    "オメガ": "company:omega",
    "오메가": "company:omega",
    "Nova X1": "chip:nova_x1",
}


def _read(text: str) -> list[Relation]:
    return [r for r in read_relations(text, TableNames(_NAMES)) if r.kind == "supply"]


def _suppliers(text: str) -> set[str | None]:
    return {r.supplier.entity_id if r.supplier else None for r in _read(text)}


def _rows(text: str) -> set[tuple[str | None, str | None, str | None]]:
    """(supplier, part, platform/chip or buyer) of each supply read."""

    def eid(r: Relation) -> str | None:
        m = r.target or r.customer
        return m.entity_id if m else None

    return {(r.supplier.entity_id if r.supplier else None, r.component, eid(r)) for r in _read(text)}


# Synthetic table: the order's winner is the company a relative clause describes ("...受注を
# 獲得して...確保しているゼータ"), not the owner of another noun before it ("アクメのDRAM事業")
# nor the company the order came from ("オメガから").
ORDER_WINNER = [
    "HBMはアクメのDRAM事業の柱で、オメガからHBM3Eの受注を獲得して多くのシェアを確保しているゼータを追う。",
    "HBM은 아크메의 D램 사업의 축으로, 오메가로부터 HBM3E 수주를 따내 "
    "점유율을 확보하고 있는 제타메모리를 추격한다.",
]
# the owner's own part right after "の" stays the supplier
ORDER_OWNER = "アクメのHBM3Eがオメガの認証を取得した。"


@pytest.mark.parametrize("text", ORDER_WINNER)
def test_the_order_winner_is_the_company_the_clause_describes(text: str) -> None:
    assert _suppliers(text) == {"company:zeta"}


def test_the_owner_of_the_part_right_after_it_still_supplies() -> None:
    assert _suppliers(ORDER_OWNER) == {"company:acme"}


ORDER_NOT = [
    # the company the order came from wins nothing, and no one else is named: no supplier
    "HBMはDRAM事業の柱で、オメガからHBM3Eの受注を獲得することが狙いだ。",
    "HBM은 D램 사업의 축으로, 오메가로부터 HBM3E 수주를 따내는 것이 목표가 아니다.",
]


@pytest.mark.parametrize("text", ORDER_NOT)
def test_the_company_an_order_came_from_is_not_its_supplier(text: str) -> None:
    assert "company:omega" not in _suppliers(text)


# Synthetic table: a pronoun shipped after a chip's specification ("192 GB HBM3 ... Zeta
# shipped these to Omega") is the chip itself sold, not the memory; the part the sentence
# names as the verb's own object still is.
SPEC_PRONOUN_NOT = [
    "Nova X1: 96 GB HBM3 at 4 TB/s, 600 W. Acme Semi shipped these to Omega Chips in 2024.",
    "Nova X1 — 128 GB of HBM3E, 700 W. Acme Semi sold them to Omega Chips and others.",
    "Nova X1: 96 GB HBM3, 600 W. Acme Semi liefert sie an Omega Chips.",
]
SPEC_PRONOUN_READ = [
    # the part itself is the pronoun's referent: no capacity figure before it
    ("Zeta Memory makes HBM3E and ships it to Omega Chips.", ("company:zeta", "HBM", "company:omega")),
    ("Acme Semi shipped 96 GB HBM3 stacks to Omega Chips.", ("company:acme", "HBM", "company:omega")),
]


@pytest.mark.parametrize("text", SPEC_PRONOUN_NOT)
def test_a_pronoun_after_a_specification_ships_the_chip(text: str) -> None:
    assert not {r for r in _rows(text) if r[1] == "HBM"}


@pytest.mark.parametrize(("text", "row"), SPEC_PRONOUN_READ)
def test_a_part_shipped_by_name_is_still_read(text: str, row: tuple[str, str, str]) -> None:
    assert row in _rows(text)


# Synthetic table: a part that failed the buyer's test is not supplied ("Yの受注テストに不合格",
# "퀄 테스트에서 불합격", "failed Y's qualification"); a failure in another clause, or a test
# passed, leaves the supply.
FAILED_NOT = [
    "アクメ製HBM3Eがオメガの受注テストに不合格。",
    "아크메의 HBM3E가 오메가 공급을 위한 퀄 테스트에서 불합격했다.",
    "아크메 HBM3E, 오메가 납품 테스트 탈락",
    "Acme Semi's HBM3E failed the qualification test for Omega Chips.",
]
FAILED_READ = [
    ("アクメ製HBM3Eがオメガの受注テストに合格。", "company:acme"),
    ("제타메모리는 오메가에 HBM3E를 공급하고 있으며, 아크메는 퀄 테스트에서 탈락했다.", "company:zeta"),
]


@pytest.mark.parametrize("text", FAILED_NOT)
def test_a_part_that_failed_the_test_is_not_supplied(text: str) -> None:
    assert "company:acme" not in _suppliers(text)


@pytest.mark.parametrize(("text", "supplier"), FAILED_READ)
def test_a_test_passed_or_failed_elsewhere_leaves_the_supply(text: str, supplier: str) -> None:
    assert supplier in _suppliers(text)


# Synthetic table: a supply aimed at ("供給に向けて名乗り出た", "공급을 위해 나섰다", "stepped
# forward to supply") is a goal, not a supply; a time aimed at before the verb ("2025年に向けて
# ... 供給する") and a buyer marked 向けに are read.
TOWARD_NOT = [
    "アクメはこのHBM3Eのオメガへの供給に向けて名乗り出た。",
    "아크메는 오메가에 대한 HBM3E 공급을 위해 나섰다.",
]
TOWARD_READ = [
    "アクメは2025年に向けてオメガにHBM3Eを供給する。",
    "アクメはオメガ向けにHBM3Eを供給している。",
]


@pytest.mark.parametrize("text", TOWARD_NOT)
def test_a_supply_aimed_at_is_no_supply(text: str) -> None:
    assert "company:acme" not in _suppliers(text)


@pytest.mark.parametrize("text", TOWARD_READ)
def test_a_time_aimed_at_or_a_buyer_marked_leaves_the_supply(text: str) -> None:
    assert _rows(text) == {("company:acme", "HBM", "company:omega")}
