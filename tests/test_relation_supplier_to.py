"""A supplier named for its buyers with no part (issue 11 §1; branch relknow): "X, a key supplier
to A and B", "A, B Chip Supplier X", "Le groupe, fournisseur clé de A et B", "Il principale
fornitore di chip per A e B", "A의 파운드리 X", "A的代工厂X", "Aの供給元X": one supply per buyer with
no part, marked ``part_unstated``; ingest fills the part only from what the supplier makes
(``ingest/part_inferred.py``), saying so in the reason, else gives nothing.

Every sentence here is SYNTHETIC text written for this test: the companies ("Foundrex", "Nova
Labs", "Orbis", ...) are invented, and so is the table of what each makes; no event is a fact.
The tables were written before the rules.
"""

from __future__ import annotations

import pytest
from tests.table_names import TableNames

from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import read_relations
from chipatlas.ingest.part_inferred import INFERRED, infer_part

_NAMES = {
    "Foundrex": "company:foundrex",
    "Nova Labs": "company:nova",
    "Orbis": "company:orbis",
    "Zeta Memory": "company:zeta",
    "파운드렉스": "company:foundrex",
    "노바": "company:nova",
    "ファウンドレックス": "company:foundrex",
    "ノバ": "company:nova",
    "方德": "company:foundrex",
    "诺瓦": "company:nova",
}
FOUNDREX, NOVA, ORBIS, ZETA = "company:foundrex", "company:nova", "company:orbis", "company:zeta"

Row = tuple[str | None, str | None, str | None, bool]


def _read(text: str, lang: str | None = None) -> list[Relation]:
    return [r for r in read_relations(text, TableNames(_NAMES), lang) if r.kind == "supply"]


def _rows(text: str, lang: str | None = None) -> set[Row]:
    """(supplier, part, buyer, part unstated) of each supply read."""
    out = set()
    for r in _read(text, lang):
        to = r.target or r.customer
        out.add(
            (
                r.supplier.entity_id if r.supplier else None,
                r.component,
                to.entity_id if to else None,
                r.part_unstated,
            )
        )
    return out


# Synthetic table: a supplier noun naming two buyers and no part, in seven languages.
TWO_BUYERS = [
    (
        "en",
        "Foundrex, a key supplier to tech giants like Nova Labs (NASDAQ:NOVA) and Orbis, "
        "reported a record profit.",
    ),
    ("en", "Nova Labs, Orbis Chip Supplier Foundrex's Shares Spike On Upbeat Earnings"),
    ("de", "Foundrex, wichtigster Lieferant von Nova Labs und Orbis, meldete einen Rekordgewinn."),
    (
        "fr",
        "Foundrex a publié un bénéfice record. "
        "Le groupe, fournisseur clé de Nova Labs et Orbis, a relevé ses prévisions.",
    ),
    (
        "it",
        "Foundrex ha chiuso un trimestre record. "
        "Il principale fornitore di chip per Nova Labs e Orbis si aspetta entrate in crescita.",
    ),
    ("es", "Foundrex, el mayor proveedor de empresas como Nova Labs y Orbis, ganó un 39 % más."),
    (
        "es",
        "Como el fabricante por contrato más importante para empresas como Nova Labs y Orbis, "
        "Foundrex ganó más.",
    ),
    ("en", "As the largest supplier to Nova Labs and Orbis, Foundrex benefits from the boom."),
]


@pytest.mark.parametrize(("lang", "text"), TWO_BUYERS)
def test_a_supplier_noun_names_each_buyer_with_no_part(lang: str, text: str) -> None:
    assert _rows(text, lang) == {(FOUNDREX, None, NOVA, True), (FOUNDREX, None, ORBIS, True)}


# Synthetic table: the buyer's possessive before the noun, the supplier right after (CJK).
ONE_BUYER = [
    ("ko", "노바의 파운드리 파운드렉스는 3분기 실적을 발표했다."),
    ("ja", "ノバの供給元ファウンドレックスは増益となった。"),
    ("zh", "诺瓦的代工厂方德本季营收创新高。"),
]


@pytest.mark.parametrize(("lang", "text"), ONE_BUYER)
def test_a_buyers_supplier_noun_in_cjk(lang: str, text: str) -> None:
    assert _rows(text, lang) == {(FOUNDREX, None, NOVA, True)}


# Synthetic table: look-alikes that state no part-less supply.
NONE_STATED = [
    ("en", "Nova Labs is still looking for a supplier for its next chips."),  # no supplier named
    ("en", "Foundrex, a rival of Nova Labs, reported a record profit."),  # no supplier noun
    ("en", "Orbis and Foundrex compete to become the supplier to Nova Labs."),  # not apposed
    ("de", "Orbis und Foundrex wollen Lieferant von Nova Labs werden."),  # not apposed
    ("fr", "Nova Labs cherche un fournisseur de puces."),  # no supplier, no buyer after
    ("en", "As the largest supplier to Nova Labs, it benefits from the boom."),  # no company after it
]


@pytest.mark.parametrize(("lang", "text"), NONE_STATED)
def test_look_alikes_state_no_part_less_supply(lang: str, text: str) -> None:
    assert not any(r.part_unstated for r in _read(text, lang))


def test_one_buyer_before_the_supplier_after_as() -> None:
    text = "As the largest supplier to Nova Labs, Foundrex benefits from the boom."
    assert _rows(text, "en") == {(FOUNDREX, None, NOVA, True)}


def test_a_noun_that_names_its_part_is_not_part_less() -> None:
    """ "a key HBM supplier to Y" names the part: never one to infer."""
    text = "Zeta Memory, a key HBM supplier to Nova Labs, reported a record profit."
    assert not any(r.part_unstated for r in _read(text, "en"))


# Synthetic knowledge: what each invented company makes.
_MAKES = {FOUNDREX: "Accelerator", "company:packex": "Advanced packaging"}


def _canonical(entity_id: str) -> str:
    return entity_id


def test_the_part_is_inferred_from_what_the_supplier_makes_and_said_so() -> None:
    rel = _read("Foundrex, a key supplier to Nova Labs, reported a record profit.", "en")[0]
    found = infer_part(rel, _canonical, _MAKES)
    assert found is not None
    inferred, why = found
    assert inferred.component == "Accelerator"
    assert why is not None and why.startswith(INFERRED)
    assert inferred.evidence == rel.evidence  # never stronger than the sentence


def test_no_part_is_inferred_for_a_supplier_the_knowledge_lacks() -> None:
    """A memory maker's chips may be HBM, DRAM or NAND: no row, no proposal."""
    rel = _read("Zeta Memory, a key supplier to Nova Labs, reported a record profit.", "en")[0]
    assert rel.part_unstated
    assert infer_part(rel, _canonical, _MAKES) is None


def test_a_stated_part_is_kept_as_read() -> None:
    rel = _read("Foundrex supplies HBM to Nova Labs.", "en")[0]
    assert infer_part(rel, _canonical, _MAKES) == (rel, None)


# Synthetic: a buyer relying on a supplier in a role (gold g3a: "... relies on X as one of its
# primary suppliers", the part named in the sentence before).
RELIES = [
    ("Nova Labs relies on Zeta Memory as its main HBM supplier.", {(ZETA, "HBM", NOVA, False)}, "primary"),
    (
        "HBM is the costliest part. Nova Labs relies on Zeta Memory as one of its primary suppliers.",
        {(ZETA, "HBM", NOVA, False)},
        "primary",
    ),
    # "depends on X" reads as "relies on X" (stop 39): the foundry word is the part, the role kept
    ("Nova Labs depends on Foundrex as its sole foundry.", {(FOUNDREX, "Accelerator", NOVA, False)}, "sole"),
    ("Nova Labs relies heavily on Orbis as one of its suppliers.", {(ORBIS, None, NOVA, True)}, None),
]


@pytest.mark.parametrize(("text", "rows", "role"), RELIES)
def test_a_buyer_relying_on_a_supplier_in_a_role(text: str, rows: set[Row], role: str | None) -> None:
    assert _rows(text) == rows
    assert [r.role for r in _read(text)] == [role]


def test_relying_on_two_suppliers_or_a_part_of_another_company_gives_no_guess() -> None:
    # two suppliers in the role: which one is meant is not said
    assert _rows("Nova Labs relies on Zeta Memory and Orbis as its primary suppliers.") == set()
    # the sentence before was another company's part: not carried
    text = "Foundrex makes HBM for phones. Nova Labs relies on Zeta Memory as one of its suppliers."
    assert _rows(text) == {(ZETA, None, NOVA, True)}
