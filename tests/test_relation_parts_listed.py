"""Several parts listed in one supply ("volume production of HBM4, SSDs, & SOCAMM2 memory for
Y"): one supply per part (extract/relation_lists.co_parts), each in the rings' vocabulary;
a part named outside the list (another clause) is not one.

Every sentence is SYNTHETIC, with the invented names of tests/relation_table_rows.py.
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.components import component_of
from chipatlas.extract.relation_reader import read_relations

ROWS = (
    (
        "Kestrel Memory Begins Volume Production of 36GB HBM4, 28 Gbps PCI Gen6 SSDs, & 192 GB SOCAMM2 "
        "Memory For Atlas Pod Platform",
        {"HBM", "Storage (SSD)", "Host memory (SOCAMM2)"},
    ),
    ("Kestrel Memory supplies HBM4 stacks and substrates to Lumen Systems.", {"HBM", "PCB and substrate"}),
    ("Kestrel Memory supplies HBM to Lumen Systems, and CPUs to Corvid Cloud.", {"HBM"}),
    ("Kestrel Memory supplies HBM4 for the Atlas Pod, and its SSDs are made elsewhere.", {"HBM"}),
)


@pytest.mark.parametrize(("text", "parts"), ROWS, ids=lambda r: str(r)[:30])
def test_each_listed_part_is_a_supply(text: str, parts: set[str]) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "supply"]
    assert {r.component for r in found} == parts
    assert {entity_id(r.supplier) for r in found} == {"company:kestrel"}


def test_socamm_modules_are_host_memory() -> None:
    assert component_of("192 GB SOCAMM2 modules")[0] == "Host memory (SOCAMM2)"
    assert component_of("LPDDR5X SOCAMM modules")[0] == "Host memory (LPDDR5X)"
