"""Supply sentences read with the wrong part, third round (issue 11 §1; branch relrecall3), by
the form of the sentence, each with look-alikes that keep the old reading: a part qualified by
a bare passive participle ("HBM3E supplied by X") is the part X supplies, not the buyer's chips
named first in the sentence; a buyer's orders or demand ("Helix's HBM4 orders for the Nova X1")
make the possessor the buyer, not the supplier, and the company that won a share of them
supplies; a buyer that relies on or taps a supplier buys the part named after that verb; a
supplier "of memory for" a chip supplies no chip; a wafer fab or a process node with no chip
named is a site with no part, not an accelerator site; a German acquisition with its subject
after the verb ("Zusätzlich übernimmt X ...") is the subject's, never the opening word's; the
maker of tools installed in a plant does not run the plant; a supply to a buyer named after the
verb, even one not known, carries no chip from the sentence before.

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
    "Helix": "company:helix",
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


def _read_all(text: str) -> set[tuple[str | None, str | None, str | None]]:
    """(supplier, part, share) of each supply read."""
    return {(r.supplier.entity_id if r.supplier else None, r.component, r.share) for r in _read(text)}


# Synthetic table: the buyer's orders or demand for a part. The possessor is the buyer; a
# company that won (a share of) the orders supplies.
ORDERS_WON = [
    ("Zeta Memory has secured about 70% of Helix's HBM4 orders for the Nova X1.", "70%"),
    ("Zeta Memory won 60% of Helix’s HBM3E orders for the Nova X1, analysts said.", "60%"),
    (
        "Zeta Memory (ZETA.X) has won roughly 55% of Helix’s (HLX) high-bandwidth memory orders "
        "for the Nova X1.",
        "55%",
    ),
    ("Zeta Memory has secured Helix's HBM4 orders for the Nova X1.", None),
]


@pytest.mark.parametrize(("text", "share"), ORDERS_WON)
def test_the_company_that_won_the_orders_supplies(text: str, share: str | None) -> None:
    assert _read_all(text) == {("company:zeta", "HBM", share)}


BUYER_DEMAND = [
    "Helix's HBM4 demand for the Nova X1 keeps rising.",
    "Helix's HBM4 orders for the Nova X1 doubled this year.",
    "Helix's HBM3E chip orders for the Nova X1 were cut.",
    "Helix's HBM4 needs for the Nova X1 are large.",
]


@pytest.mark.parametrize("text", BUYER_DEMAND)
def test_the_buyer_of_orders_or_demand_supplies_nothing(text: str) -> None:
    assert _read(text) == []


def test_a_possessive_part_put_into_a_chip_still_supplies() -> None:
    assert _rows("Helix's HBM4 stacks in the Nova X1 are fast.") == {("company:helix", "HBM")}


# Synthetic table: a buyer that relies on or taps a company buys the part named after that verb,
# not the chips it makes, named first.
RELIES_ON = [
    "AI chip designers like Helix are heavily relying on advanced packaging capabilities such as "
    "Acme Semi's CoWoS.",
    "AI chips from Helix rely on advanced packaging from Acme Semi.",
    "Helix, whose AI chips sell well, taps Acme Semi for advanced packaging.",
]


@pytest.mark.parametrize("text", RELIES_ON)
def test_the_part_a_buyer_relies_on_is_named_after_the_verb(text: str) -> None:
    assert _rows(text) == {("company:acme", "Advanced packaging")}


# Synthetic table: "supplier of memory for the Nova X1 AI chip": the chip is what the part is
# for, not the part; with no ring part named before "for", no part is read.
SUPPLIER_OF_FOR = [
    "Zeta Memory will be the exclusive supplier of advanced memory for Helix's new AI chip, the Nova X1.",
    "Zeta Memory is the main supplier of memory for the Nova X1 AI chip.",
    "Zeta Memory will supply memory for the Nova X1 AI chip.",
]


@pytest.mark.parametrize("text", SUPPLIER_OF_FOR)
def test_the_chip_a_part_is_for_is_not_the_part(text: str) -> None:
    assert {c for _, c in _rows(text)} <= {None}


# Look-alikes: the part before "for" is still read; a making verb makes the chip after "for".
PART_BEFORE_FOR = [
    ("Zeta Memory will supply HBM3E for the Nova X1 AI chip.", {("company:zeta", "HBM")}),
    ("Acme Semi will manufacture AI chips for Helix's Nova X1 line.", {("company:acme", "Accelerator")}),
]


@pytest.mark.parametrize(("text", "rows"), PART_BEFORE_FOR)
def test_a_part_before_for_is_still_the_part(text: str, rows: set[tuple[str, str]]) -> None:
    assert _rows(text) == rows


def _sites(text: str) -> set[tuple[str | None, str | None, str | None]]:
    """(company, part, place) of each site read."""
    return {
        (r.supplier.entity_id if r.supplier else None, r.component, r.place)
        for r in read_relations(text, TableNames(_NAMES))
        if r.kind == "site"
    }


# Synthetic table: a wafer fab, wafers or a process node name no ring part when no chip is named.
WAFER_SITE = [
    (
        "Acme Semi will build a second wafer fab in Phoenix, Arizona, to produce 3nm process technology.",
        "Phoenix, Arizona",
    ),
    ("Acme Semi baut in Dresden ein neues Werk für 300-mm-Wafer.", "Dresden"),
    ("Acme Semi construira à Dresde une usine de plaquettes de 300 mm.", "Dresde"),
]


def test_a_wafer_fab_takes_no_part_from_the_sentence_before() -> None:
    # the packaging of the sentence before is not what a wafer fab makes
    text = (
        "Acme Semi will offer advanced packaging in Phoenix, Arizona. "
        "Its customers use Acme Semi's wafer fabrication facilities in Chandler, Arizona."
    )
    assert ("company:acme", None, "Chandler, Arizona") in _sites(text)


@pytest.mark.parametrize(("text", "place"), WAFER_SITE)
def test_a_wafer_fab_with_no_chip_named_is_a_site_with_no_part(text: str, place: str) -> None:
    assert _sites(text) == {("company:acme", None, place)}


# Look-alikes: a chip named, or chip words, still make an accelerator site.
CHIP_SITE = [
    "Acme Semi will make the Nova X1 wafers at its fab in Phoenix, Arizona.",
    "Acme Semi opened an AI chip plant in Phoenix, Arizona.",
]


@pytest.mark.parametrize("text", CHIP_SITE)
def test_a_chip_site_stays_an_accelerator_site(text: str) -> None:
    assert _sites(text) == {("company:acme", "Accelerator", "Phoenix, Arizona")}


def _owners(text: str) -> set[tuple[str | None, str | None, str | None]]:
    """(owner, owned, owner as written when unknown) of each ownership read."""
    return {
        (
            r.supplier.entity_id if r.supplier else None,
            r.obj.entity_id if r.obj else None,
            r.unknown_supplier.text if r.unknown_supplier else None,
        )
        for r in read_relations(text, TableNames(_NAMES))
        if r.kind == "ownership"
    }


# Synthetic table: German puts the finite verb second; the company right after it is the buyer.
V2_OWNER = [
    "Zusätzlich übernimmt Acme Semi den Chipentwickler Helix.",
    "Im März kaufte Acme Semi die Helix für 2 Milliarden Euro.",
    "Nun erwirbt Acme Semi Helix.",
    "Acme Semi übernimmt Helix.",  # the plain order, as before
]


@pytest.mark.parametrize("text", V2_OWNER)
def test_the_company_after_a_german_verb_in_second_place_buys(text: str) -> None:
    assert _owners(text) == {("company:acme", "company:helix", None)}


# What follows is a part of a company or a plant, not a company: no ownership, and never the
# opening word as the owner.
V2_PART = [
    "Zusätzlich übernimmt Acme Semi Teile des Sensorgeschäfts von Helix für 570 Millionen Euro.",
    "Zusätzlich übernimmt Acme Semi Teile des Sensorgeschäfts von Orvane für 570 Millionen Euro.",
    "Außerdem übernimmt Acme Semi ein Werk in Dresden.",
]


@pytest.mark.parametrize("text", V2_PART)
def test_a_part_bought_after_a_german_verb_in_second_place_is_no_ownership(text: str) -> None:
    assert _owners(text) == set()


# Synthetic table: the maker of tools installed in a plant does not run it.
TOOLS_IN_PLANT = [
    "Fab 9 in Chandler, Arizona, has installed four Acme Semi Twinscan NXE series Low-NA EUV "
    "lithography machines.",
    "Fab 9 in Chandler, Arizona, now runs lithography tools from Acme Semi.",
    "Im Werk in Dresden wurden zwei Lithografie-Anlagen von Acme Semi installiert.",
    "Une usine à Dresde, en Allemagne, a reçu des outils de Acme Semi.",
]


@pytest.mark.parametrize("text", TOOLS_IN_PLANT)
def test_the_maker_of_tools_in_a_plant_does_not_run_it(text: str) -> None:
    assert "company:acme" not in {owner for owner, _, _ in _sites(text)}


# Look-alikes: the plant's owner installing tools, or its possessor, still runs it.
OWN_PLANT = [
    ("Acme Semi installed new machines at its fab in Dresden.", "company:acme"),
    (
        "Helix's Fab 9 in Chandler, Arizona, has installed four Acme Semi lithography machines.",
        "company:helix",
    ),
]


@pytest.mark.parametrize(("text", "owner"), OWN_PLANT)
def test_the_plant_owner_still_runs_it(text: str, owner: str) -> None:
    assert {o for o, _, _ in _sites(text)} == {owner}


# Synthetic table: a buyer named after the verb ("to Orvane", a name no one knows): the chip of
# the sentence before is not what the supply is for.
TO_NAMED_BUYER = [
    "The Nova X1 is Helix's newest chip. Shipments began with Acme Semi delivering the first "
    "production unit to Orvane in July.",
    "The Nova X1 is Helix's newest chip. Acme Semi will ship the first servers to Orvane Cloud next month.",
]


@pytest.mark.parametrize("text", TO_NAMED_BUYER)
def test_a_named_buyer_takes_no_chip_from_the_sentence_before(text: str) -> None:
    assert all(r.target is None for r in _read(text))


def test_with_no_buyer_named_the_chip_just_named_is_carried() -> None:
    text = "The Nova X1 is Helix's newest chip. Acme Semi will make the processors in Arizona."
    assert {r.target.entity_id if r.target else None for r in _read(text)} == {"chip:nova_x1"}
