"""Supply sentences read with the wrong part, third round (issue 11 §1; branch relrecall3), by
the form of the sentence, each with look-alikes that keep the old reading: a part qualified by
a bare passive participle ("HBM3E supplied by X") is the part X supplies, not the buyer's chips
named first in the sentence.

Every sentence here is SYNTHETIC text written for this test: the companies ("Zeta Memory",
"Omega Chips", ...) and the chip ("Nova X1") are invented; no event is a fact.
"""

from __future__ import annotations

import pytest
from tests.table_names import TableNames

from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import read_relations

_NAMES = {
    "Zeta Memory": "company:zeta",
    "Omega Chips": "company:omega",
    "Acme Semi": "company:acme",
    "Nova X1": "chip:nova_x1",
}


def _read(text: str) -> list[Relation]:
    return [r for r in read_relations(text, TableNames(_NAMES)) if r.kind == "supply"]


def _rows(text: str) -> set[tuple[str | None, str | None]]:
    """(supplier, part) of each supply read."""
    return {(r.supplier.entity_id if r.supplier else None, r.component) for r in _read(text)}


# Synthetic table: the part a bare participle qualifies ("HBM3E supplied by X", "de la HBM3E
# fournie par X") is what X supplies, also when the buyer's chips are named before it.
QUALIFIED_PART = [
    "Omega Chips' AI chips use HBM3E supplied by Zeta Memory.",
    "Omega Chips' AI chips carry 12-high HBM3E stacks, made by Zeta Memory.",
    "Les puces d'IA d'Omega Chips utilisent de la HBM3E fournie par Zeta Memory.",
    "Los procesadores de Omega Chips usan HBM3E suministrada por Zeta Memory.",
    "Die KI-Chips von Omega Chips nutzen HBM3E, geliefert von Zeta Memory.",
    "I processori di Omega Chips usano HBM3E fornita da Zeta Memory.",
]


@pytest.mark.parametrize("text", QUALIFIED_PART)
def test_the_part_a_bare_participle_qualifies_is_the_part_supplied(text: str) -> None:
    assert _rows(text) == {("company:zeta", "HBM")}


# Look-alikes: with "is/are" the participle's subject is the head of the sentence's subject (the
# first part named); a chip being made is still the chip.
HEAD_PART = [
    ("The HBM3E in Omega Chips' AI chips is supplied by Zeta Memory.", {("company:zeta", "HBM")}),
    ("Omega Chips' AI chips are made by Acme Semi.", {("company:acme", "Accelerator")}),
    ("The Nova X1, a 3nm chip produced by Acme Semi, carries HBM3E.", {("company:acme", "Accelerator")}),
    # German puts the participle last: "von X ... gefertigt" still names the maker
    ("Der Nova X1 wird von Acme Semi im 3-nm-Prozess hergestellt.", {("company:acme", "Accelerator")}),
]


@pytest.mark.parametrize(("text", "rows"), HEAD_PART)
def test_the_subject_of_a_full_passive_is_still_its_head(text: str, rows: set[tuple[str, str]]) -> None:
    assert _rows(text) == rows
