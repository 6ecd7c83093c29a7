"""A buyer that has completed quality or qualification testing of a supplier's part (branch
relpack): "Helix has completed quality testing with Zeta Memory's HBM4", "Helix는 Zeta Memory의
HBM4 품질 테스트를 완료했다", "HelixはZeta MemoryのHBM4の品質テストを完了した", "Helix已完成对Zeta
Memory的HBM4的质量测试" state a qualified supply of the part to the buyer (or its chip), read by
``extract/relation_adopt.py``; a test not completed, or only planned, states none.

Every sentence here is SYNTHETIC text written for this test: the companies ("Helix", "Zeta
Memory") and the chip ("Nova X1") are invented; no event is a fact.
"""

from __future__ import annotations

import pytest
from tests.table_names import TableNames

from chipatlas.extract.relation_reader import read_relations

_NAMES = {"Zeta Memory": "company:zeta", "Helix": "company:helix", "Nova X1": "chip:nova_x1"}


def _supplies(text: str) -> set[tuple[str | None, str | None, str | None, str | None]]:
    """(supplier, part, buyer or chip, stage) of each supply read."""
    out = set()
    for r in read_relations(text, TableNames(_NAMES)):
        if r.kind != "supply":
            continue
        whom = r.target or r.customer
        out.add(
            (
                r.supplier.entity_id if r.supplier else None,
                r.component,
                whom.entity_id if whom else None,
                r.stage,
            )
        )
    return out


TESTED = [
    ("Helix has also completed quality testing with Zeta Memory's HBM4 products.", "company:helix"),
    ("Helix completed qualification tests of Zeta Memory's HBM4 for the Nova X1.", "chip:nova_x1"),
    ("Helix는 Zeta Memory의 HBM4 품질 테스트를 완료했다.", "company:helix"),
    ("HelixはZeta MemoryのHBM4の品質テストを完了した。", "company:helix"),
    ("Helix已完成对Zeta Memory的HBM4的质量测试。", "company:helix"),
]


@pytest.mark.parametrize(("text", "whom"), TESTED)
def test_a_completed_quality_test_of_a_part_is_a_qualified_supply(text: str, whom: str) -> None:
    assert _supplies(text) == {("company:zeta", "HBM", whom, "qualified")}


# Look-alikes: the test not completed, only planned, or of no supplier's part named.
NOT_TESTED = [
    "Helix has not completed quality testing with Zeta Memory's HBM4.",
    "Helix will complete quality testing of Zeta Memory's HBM4 next year.",
    "Helix has completed quality testing of its own HBM4 controller.",
    "If Helix completed quality testing of Zeta Memory's HBM4, it would order more.",
]


@pytest.mark.parametrize("text", NOT_TESTED)
def test_no_completed_test_of_a_suppliers_part_gives_nothing(text: str) -> None:
    assert _supplies(text) == set()
