"""Buyers that depend on a maker, and a buyer switching makers (extract/supply_verb.py _BUY):
"A, B and more depend on X for their chip manufacturing" (X supplies each), "A switched from
Y's foundry to X" (X supplies A). SYNTHETIC sentences with the invented names of
tests/relation_table_rows.py."""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

ORB, LUMEN, CORVID = "company:orbis", "company:lumen", "company:corvid"

ROWS = (
    ("Lumen Systems depends on Orbis Foundry for chip manufacturing.", {(ORB, LUMEN)}),
    (
        "Hardware giants such as Corvid Cloud, Lumen Systems, and many more depend on one single company "
        "for their most advanced chip manufacturing needs: Orbis Foundry.",
        {(ORB, CORVID), (ORB, LUMEN)},
    ),
    (
        "In 2014, Lumen Systems switched from its competitor Kestrel Memory's foundry to Orbis Foundry.",
        {(ORB, LUMEN)},
    ),
    # no supply: a dependence on no company's part, a switch of technique
    ("The result depends on Orbis Foundry's yields.", set()),
    ("Lumen Systems switched from air to liquid cooling.", set()),
)


@pytest.mark.parametrize(("text", "want"), ROWS, ids=lambda r: str(r)[:30])
def test_the_maker_a_buyer_depends_on_or_switches_to_supplies_it(
    text: str, want: set[tuple[str, str]]
) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "supply"]
    assert {(entity_id(r.supplier), entity_id(r.customer)) for r in found} == want
    assert all(r.component == "Accelerator" for r in found)
