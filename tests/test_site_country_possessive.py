"""A place written after its country's possessive ("in Japan's Kumamoto") is the place in that
country, written as the gazetteer reads it ("Kumamoto, Japan"); a company's possessive is not a
country and stays as it was read. Synthetic sentences (our own text, made-up companies)."""

from __future__ import annotations

import pytest
from tests.table_names import TableNames

from chipatlas.extract.relation_reader import read_relations

_NAMES = {"Acme Semi": "company:acme"}


def _places(text: str) -> set[str | None]:
    return {r.place for r in read_relations(text, TableNames(_NAMES)) if r.kind == "site"}


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Last month, Acme Semi opened the first of two chip fabs in Japan's Kumamoto.", "Kumamoto, Japan"),
        ("Acme Semi is building a packaging plant in Taiwan's Chiayi.", "Chiayi, Taiwan"),
        ("Acme Semi will open a wafer fab in Germany’s Dresden next year.", "Dresden, Germany"),
    ],
)
def test_a_place_after_its_countrys_possessive_is_that_place_in_that_country(text: str, place: str) -> None:
    assert _places(text) == {place}


def test_a_plain_place_is_unchanged() -> None:
    assert _places("Acme Semi opened a chip fab in Kumamoto, Japan.") == {"Kumamoto, Japan"}


@pytest.mark.parametrize(
    ("text", "place"),
    [
        # a company the names do not know, after "at the": its legal form says it is no place
        (
            "Acme Semi packages chips made at the Northwind Semiconductor Manufacturing Co. fabs in Phoenix.",
            "Phoenix",
        ),
        ("Acme Semi baut ein Werk bei der Musterwerk GmbH in Dresden.", "Dresden"),
        ("Acme Semi opened a packaging line at Northwind Ltd. in Austin, Texas.", "Austin, Texas"),
    ],
)
def test_a_run_ending_in_a_legal_form_is_a_company_not_a_place(text: str, place: str) -> None:
    assert _places(text) == {place}
