"""A foundry as a plant (extract/relation_kinds.py, site_owner.py; issue 11 §1). SYNTHETIC
sentences written before the rules: "Orbis Foundry", "Lumen Systems", the chip "Vega R1" and
the product "Nova Q6" do not exist, and no sentence reports an event.

- "at its new Texas foundry": a site of the sentence's subject, never of a possessive before
  it ("Lumen Systems' ... chips": the buyer's product, no site of the buyer's);
- the fab makes the dies of the chips the same company is said to make: part Accelerator;
- "foundry" with no owner and place before it is the business, no site;
- a later wafer fab of a company the text said makes a chip (a foundry supply) makes its dies.
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

ORB = "company:orbis"

ROWS = [
    (
        "Orbis Foundry signed a deal to make Lumen Systems' next-gen Nova Q6 chips at its new Texas foundry.",
        [(ORB, "Texas", "Accelerator")],
    ),
    ("Orbis Foundry will make the Vega R1 at its new Texas foundry.", [(ORB, "Texas", "Accelerator")]),
    ("Lumen Systems chose Orbis Foundry, the largest foundry in Korea.", []),
    ("Orbis Foundry's foundry business grew in Texas.", []),
]


@pytest.mark.parametrize(("text", "want"), ROWS, ids=lambda v: str(v)[:40])
def test_a_foundry_with_an_owner_and_a_place_is_a_site(text: str, want: list[tuple[str, str, str]]) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "site"]
    assert [(entity_id(r.supplier), r.place, r.component) for r in found] == want


def test_a_later_fab_of_a_foundry_makes_its_chips_dies() -> None:
    text = (
        "Lumen Systems will make the Vega R1.\n\n"
        "The deal runs to 2033.\n\n"
        "Production is scheduled at Lumen Systems' new fab in Taylor, Texas.\n"
    )
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "site"]
    assert [(entity_id(r.supplier), r.place, r.component) for r in found] == [
        ("company:lumen", "Taylor, Texas", "Accelerator"),  # a wafer fab: the dies of the chip it makes
    ]
