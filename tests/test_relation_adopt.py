"""A buyer adopting a supplier's part ("X integrates Y's HBM4"), in English, Chinese, Korean
and Japanese: one general rule (extract/relation_adopt.py), not one document's words.

Every sentence here is SYNTHETIC text written for the test (marked so in its body); the
companies and platforms are the bundled ones, the events are made up and are not facts.
"""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from tests.proposal_notes import note_proposals as _note


@pytest.mark.parametrize(
    ("body", "supplier", "platform", "buyer"),
    [
        (
            "Nvidia will integrate Samsung's HBM4 chips in its Rubin GPUs.",
            "company:samsung",
            "platform:nvidia_vera_rubin_nvl144",
            None,
        ),
        ("英伟达将把三星电子的HBM3E整合到其AI芯片中。", "company:samsung", None, "company:nvidia"),
        ("엔비디아는 삼성전자의 HBM4를 탑재한다.", "company:samsung", None, "company:nvidia"),
        ("NvidiaはSamsungのHBM3Eを採用した。", "company:samsung", None, "company:nvidia"),
    ],
)
def test_a_buyer_adopting_a_suppliers_part_is_a_supply(
    bundled: Engine, body: str, supplier: str, platform: str | None, buyer: str | None
) -> None:
    found = [p for p in _note(bundled, body, "adopt") if p.kind == "supply"]
    assert [(p.supplier_id, p.component, p.platform_id, p.object_id) for p in found] == [
        (supplier, "HBM", platform, buyer)
    ]
    assert found[0].status == "proposed"


@pytest.mark.parametrize(
    "body",
    [
        "Nvidia's Blackwell GPUs use more power than the Hopper generation.",  # no supplier's part
        "Nvidia uses HBM4 in the Rubin GPUs.",  # no possessive: who supplies it is not said
    ],
)
def test_adopting_without_a_suppliers_possessive_states_no_supply(bundled: Engine, body: str) -> None:
    assert [p for p in _note(bundled, body, "adopt_not") if p.kind == "supply"] == []
