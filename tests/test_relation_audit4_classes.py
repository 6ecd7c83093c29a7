"""The relation reader on the fourth audit round's classes (tests/relation_audit4_rows.py,
SYNTHETIC sentences): a row is right when the reader states exactly the row's supplies."""

from __future__ import annotations

import pytest
from tests.relation_audit4_rows import NAMES, ROWS, Row, Want
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations


def read(row: Row) -> list[Want]:
    found = [r for r in read_relations(row.text, TableNames(NAMES), row.lang) if r.kind == "supply"]
    return [(entity_id(r.supplier), r.component, entity_id(r.target) or entity_id(r.customer)) for r in found]


def test_every_class_has_rows_that_read_and_rows_that_do_not() -> None:
    for cls in ("licence", "plant", "demand", "carried", "included", "top_customer"):
        rows = [r for r in ROWS if r.cls == cls]
        assert any(r.want for r in rows) and any(not r.want for r in rows), cls
        assert len({r.lang for r in rows}) >= 2, cls


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r.cls}-{r.lang}-{r.text[:30]}")
def test_the_row_states_exactly_its_supplies(row: Row) -> None:
    assert sorted(read(row), key=str) == sorted(row.want, key=str)
