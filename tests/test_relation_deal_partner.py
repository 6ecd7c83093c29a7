"""Two leftovers of an analyst walk (issue #11), on SYNTHETIC sentences written for this test
before the rules: the companies ("Kestrel Memory", "Orbis Foundry", "Lumen Systems", "Talon
Assembly"), the chip "Vega R1" and the platform "Atlas Pod" do not exist, no sentence reports
an event.

- The partner of a deal named in a noun phrase ("a recent Lumen Systems deal", "the Kestrel
  Memory agreement") is the deal's other side, not the company that supplies under it.
- A part word that only sets a scale ("rack-level parity", "server-level performance",
  "chip-level gains") names no part supplied.
"""

from __future__ import annotations

import pytest
from tests.relation_audit3_rows import HBM, NAMES, A, K, L, T, V, Want
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

RACK = "Rack integration"

ROWS: tuple[tuple[str, tuple[Want, ...]], ...] = (
    # the deal's partner is named as a noun modifier: the company before it supplies
    (
        "Kestrel Memory's commitments under a recent Lumen Systems deal include supplying HBM4 "
        "for the Vega R1.",
        ((K, HBM, V, False),),
    ),
    (
        "Kestrel Memory's obligations under the Lumen Systems agreement include supplying HBM4 "
        "for the Vega R1.",
        ((K, HBM, V, False),),
    ),
    (
        "Kestrel Memory, under its new Lumen Systems contract, is supplying HBM4 for the Vega R1.",
        ((K, HBM, V, False),),
    ),
    (
        "Talon Assembly's share of the Lumen Systems partnership includes supplying racks for the Atlas Pod.",
        ((T, RACK, A, False),),
    ),
    # controls: the subject is the company right before the verb, the deal named after it
    ("Kestrel Memory supplies HBM4 for the Vega R1 under its Lumen Systems deal.", ((K, HBM, V, False),)),
    ("Under the Lumen Systems deal, Kestrel Memory supplies HBM4 for the Vega R1.", ((K, HBM, V, False),)),
    # a part word that sets a scale is no part
    ("Lumen Systems shipped a 3nm accelerator with rack-level parity to Kestrel Memory.", ()),
    ("Lumen Systems delivered server-level performance to Kestrel Memory last quarter.", ()),
    # controls: the part itself
    ("Talon Assembly supplies racks for the Atlas Pod.", ((T, RACK, A, False),)),
    ("Talon Assembly ships rack-scale systems to Lumen Systems.", ((T, RACK, L, False),)),
)


def read(text: str) -> list[Want]:
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "supply"]
    return [
        (entity_id(r.supplier), r.component, entity_id(r.target) or entity_id(r.customer), r.two_way)
        for r in found
    ]


@pytest.mark.parametrize(("text", "want"), ROWS, ids=lambda x: str(x)[:40])
def test_the_sentence_states_exactly_its_supplies(text: str, want: tuple[Want, ...]) -> None:
    assert sorted(read(text), key=str) == sorted(want, key=str)


def test_a_deal_partner_with_no_one_before_it_is_not_the_supplier() -> None:
    found = read("A recent Lumen Systems deal includes supplying HBM4 for the Vega R1.")
    assert all(supplier != L for supplier, *_ in found)
