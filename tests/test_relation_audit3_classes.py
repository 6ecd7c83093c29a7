"""The relation reader on the third audit round's classes (tests/relation_audit3_rows.py,
SYNTHETIC sentences): a row is right when the reader states exactly the row's supplies."""

from __future__ import annotations

import pytest
from tests.relation_audit3_rows import EVIDENCE_ROWS, NAMES, ROWS, Row, Want
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations


def read(row: Row) -> list[Want]:
    found = [r for r in read_relations(row.text, TableNames(NAMES), row.lang) if r.kind == "supply"]
    return [
        (entity_id(r.supplier), r.component, entity_id(r.target) or entity_id(r.customer), r.two_way)
        for r in found
    ]


def test_every_class_has_rows_that_read_and_rows_that_do_not() -> None:
    for cls in ("contract", "received", "bought", "spec", "clause", "relative"):
        rows = [r for r in ROWS if r.cls == cls]
        assert rows and any(r.want for r in rows), cls
    assert any(not r.want for r in ROWS)
    assert len({r.lang for r in ROWS if r.cls == "contract"}) >= 5


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r.cls}-{r.lang}-{r.text[:30]}")
def test_the_row_states_exactly_its_supplies(row: Row) -> None:
    assert sorted(read(row), key=str) == sorted(row.want, key=str)


@pytest.mark.parametrize("row", EVIDENCE_ROWS, ids=lambda r: f"{r[1]}-{r[0][:30]}")
def test_a_forecast_of_the_supply_is_speculative(row: tuple[str, str, str]) -> None:
    text, lang, evidence = row
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "supply"]
    assert [r.evidence for r in found] == [evidence]


def test_a_site_expected_to_be_ready_is_planned_not_speculative() -> None:
    text = "Kestrel Memory is building a fab in Boise, Idaho that is expected to be ready in 2026."
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "site"]
    assert [(r.stage, r.evidence) for r in found] == [("planned", "claimed")]


@pytest.mark.parametrize(
    ("text", "part"),
    [
        # Synthetic: a wafer fab does not take the packaging part of the sentence before ...
        (
            "Talon Assembly plans advanced packaging plants in Texas. "
            "Last month, Talon Assembly opened the first of two chip fabs in Ohio.",
            None,
        ),
        ("Talon Assembly supplies CoWoS for the Vega R1. Talon Assembly opened a gigafab in Ohio.", None),
        # ... a packaging plant does, and a fab takes a part that fits it
        (
            "Talon Assembly supplies CoWoS for the Vega R1. Talon Assembly opened a packaging plant in Ohio.",
            "Advanced packaging",
        ),
        ("Kestrel Memory supplies HBM4 to Lumen Systems. Kestrel Memory opened a fab in Ohio.", "HBM"),
    ],
)
def test_a_wafer_fab_takes_no_packaging_part_from_the_sentence_before(text: str, part: str | None) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "site"]
    assert [r.component for r in found][-1] == part
