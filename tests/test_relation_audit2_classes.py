"""The relation reader on the second audit's wrong classes (tests/relation_audit2_rows.py,
SYNTHETIC sentences): a row is right when the reader states exactly the row's relations."""

from __future__ import annotations

import pytest
from tests.relation_audit2_rows import NAMES, SITE_ROWS, SUPPLY_ROWS, Row, Want
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import read_relations


def _supply(r: Relation) -> Want:
    return (
        r.kind,
        entity_id(r.supplier) or "?",
        r.component,
        entity_id(r.target) or entity_id(r.customer),
        r.stage,
    )


def _site(r: Relation) -> Want:
    return (r.kind, entity_id(r.supplier) or "?", r.stage)


def read(row: Row, kind: str) -> list[Want]:
    found = [r for r in read_relations(row.text, TableNames(NAMES), row.lang) if r.kind == kind]
    return [_supply(r) if kind == "supply" else _site(r) for r in found]


def test_every_class_has_rows_and_several_languages() -> None:
    for cls in ("considered", "premise", "unsettled", "ability", "zero", "request", "demand", "equipment"):
        assert any(r.cls == cls for r in SUPPLY_ROWS), cls
    assert len({r.lang for r in (*SUPPLY_ROWS, *SITE_ROWS)}) >= 5
    assert any(r.want for r in SUPPLY_ROWS) and any(not r.want for r in SITE_ROWS)


@pytest.mark.parametrize("row", SUPPLY_ROWS, ids=lambda r: f"{r.cls}-{r.lang}-{r.text[:30]}")
def test_the_supply_row_states_exactly_its_relations(row: Row) -> None:
    assert sorted(read(row, "supply"), key=str) == sorted(row.want, key=str)


@pytest.mark.parametrize("row", SITE_ROWS, ids=lambda r: f"{r.cls}-{r.lang}-{r.text[:30]}")
def test_the_site_row_states_exactly_its_sites(row: Row) -> None:
    assert sorted(read(row, "site"), key=str) == sorted(row.want, key=str)
