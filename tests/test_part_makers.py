"""Who supplies whom, settled by who makes the part (ingest/part_makers.py).

Every note here is SYNTHETIC text written for the test (marked so in its heading); the
companies are bundled ones and the contracts are made up, not facts. The table (cases that
must swap, stay as read, or stay a candidate whose direction is unknown) was written before
the rule. Each runs on SQLite and PostgreSQL (the ``bundled`` fixture).
"""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from tests.proposal_notes import note_proposals

HYNIX, SAMSUNG, NVIDIA = "company:sk_hynix", "company:samsung", "company:nvidia"
KINSUS, IBIDEN = "company:kinsus", "company:ibiden"

# (sentence, (supplier, part, customer) wanted, whether the direction stays unknown)
ROWS = (
    # a contract with: the maker of the part supplies, whichever is named first
    ("Nvidia signed an HBM4 supply contract with SK hynix.", (HYNIX, "HBM", NVIDIA), False),
    ("SK hynix signed an HBM4 supply contract with Nvidia.", (HYNIX, "HBM", NVIDIA), False),
    ("엔비디아는 SK하이닉스와 HBM4 공급 계약을 맺었다.", (HYNIX, "HBM", NVIDIA), False),
    ("英伟达与三星签署了HBM4供货合同。", (SAMSUNG, "HBM", NVIDIA), False),
    # the buyer read as the supplier: a known buyer of the part, the maker named beside it
    ("Nvidia supplies HBM4 to SK hynix.", (HYNIX, "HBM", NVIDIA), False),
    # plain grammar and no known buyer: as read
    ("Kinsus supplies substrates to Nvidia.", (KINSUS, "PCB and substrate", NVIDIA), False),
    ("SK hynix supplies HBM4 to Nvidia.", (HYNIX, "HBM", NVIDIA), False),
    # neither known to make the part and the sentence does not say who supplies: a candidate
    ("Kinsus signed a substrate supply contract with Ibiden.", (KINSUS, "PCB and substrate", IBIDEN), True),
)


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r[0][:40])
def test_the_maker_of_the_part_supplies(bundled: Engine, row: tuple[str, tuple[str, str, str], bool]) -> None:
    sentence, want, unknown = row
    found = [p for p in note_proposals(bundled, sentence, "maker") if p.kind == "supply"]
    assert [(p.supplier_id, p.component, p.object_id) for p in found] == [want]
    (p,) = found
    assert (p.reason is not None and "which company supplies is unknown" in p.reason) is unknown


def test_a_buyers_supply_rests_on_the_makers_it_names(bundled: Engine) -> None:
    # "Nvidia's HBM4 supply will rest on SK hynix and Samsung": each maker supplies the buyer.
    found = note_proposals(bundled, "英伟达的HBM4供应将集中于SK海力士和三星。", "makers-named")
    supplies = sorted((p.supplier_id, p.component, p.object_id) for p in found if p.kind == "supply")
    assert supplies == [(SAMSUNG, "HBM", NVIDIA), (HYNIX, "HBM", NVIDIA)]
