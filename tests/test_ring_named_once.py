"""A ring states a company's name, aliases and parent once per table, from its first row.

SYNTHETIC: every platform, supplier and row below is made up for these tests.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from sqlalchemy import Engine, select

from chipatlas.extract import extract_document, ring
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.model.statement import Statement
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument, load_path
from chipatlas.store.tables import statements

# SYNTHETIC: suppliers in several scripts, each on several rows; one with a parent in brackets.
RING = (
    "platform,component,supplier,role,made_in_country,evidence\n"
    "Synthetic Board A,Memory,Synthetic Maker One,sole,Japan,claimed\n"
    "Synthetic Board A,Substrate,合成基板株式会社,primary,Japan,claimed\n"
    "Synthetic Board B,Memory,Synthetic Maker One,primary,Malaysia,claimed\n"
    "Synthetic Board B,Substrate,合成基板株式会社,primary,Taiwan,claimed\n"
    "Synthetic Board C,Memory,Synthetic Maker One,second_source,Japan,claimed\n"
    "Synthetic Board C,Cooling,Синтетик Охлаждение,sole,China,claimed\n"
    "Synthetic Board D,Cooling,Синтетик Охлаждение,sole,China,claimed\n"
)


def _ref(schema: str, name: str, *aliases: str) -> str:
    return new_id(schema, name)


def _extract(text: str) -> list[Statement]:
    doc = read_document(SourceDocument("file:///synthetic-ring.csv", text.encode(), "text/csv"))
    found = extract_document(doc, _ref, None, {}, stream=True)
    assert found.pending is not None and not found.rejected
    return [*found.statements, *found.pending]


def _first_of_each(made: list[Statement]) -> list[Statement]:
    """What the store kept when every row restated its company: the first of each fact."""
    kept: dict[tuple[str, str, str], Statement] = {}
    for s in made:
        kept.setdefault((s.entity_id, s.prop, s.value), s)
    return list(kept.values())


def test_each_company_is_named_once_from_its_first_row() -> None:
    made = _extract(RING)
    companies = [s for s in made if s.schema == "Company"]
    assert Counter((s.entity_id, s.prop, s.value) for s in companies).most_common(1)[0][1] == 1
    names = {s.value: s for s in companies if s.prop == "name"}
    assert set(names) == {"Synthetic Maker One", "合成基板株式会社", "Синтетик Охлаждение"}
    for name, s in names.items():  # the quote is the cell of the first row naming it
        assert s.start == RING.index(name) and s.quote == name


def test_the_statements_are_those_every_row_restating_them_left(monkeypatch: pytest.MonkeyPatch) -> None:
    once = _extract(RING)
    monkeypatch.setattr(ring, "_first_naming", lambda *_: True)  # every row names its company
    every_row = _extract(RING)
    assert len(every_row) > len(once)
    assert once == _first_of_each(every_row)


def test_two_spellings_of_one_company_keep_both_names() -> None:
    """The set is of cell texts read to one company, not of companies: a second spelling
    that resolves to the same id still states its own name."""
    text = RING + "Synthetic Board D,Memory,SYNTHETIC MAKER ONE,sole,Japan,claimed\n"
    doc = read_document(SourceDocument("file:///synthetic-ring.csv", text.encode(), "text/csv"))
    same = new_id("Company", "Synthetic Maker One")
    found = extract_document(
        doc,
        lambda schema, name, *a: same if "MAKER" in name.upper() else new_id(schema, name),
        None,
        {},
        stream=True,
    )
    assert found.pending is not None
    names = [s.value for s in [*found.statements, *found.pending] if s.entity_id == same and s.prop == "name"]
    assert names == ["Synthetic Maker One", "SYNTHETIC MAKER ONE"]


def test_stored_statements_keep_the_first_rows_provenance(engine: Engine, tmp_path: Path) -> None:
    """Two versions of one source: the second drops the first row naming a supplier, so the
    name is confirmed from the next row that names it, as when every row restated it."""
    src = tmp_path / "ring.csv"
    src.write_text(RING, encoding="utf-8")
    assert ingest(engine, load_path(src), IngestOptions(source_key="synthetic")).status == "landed"
    lines = RING.splitlines()
    src.write_text("\n".join([lines[0], *lines[2:]]) + "\n", encoding="utf-8")
    report = ingest(engine, load_path(src), IngestOptions(source_key="synthetic"))
    assert report.status == "landed"
    second = "\n".join([lines[0], *lines[2:]]) + "\n"
    with engine.connect() as conn:
        row = conn.execute(
            select(statements.c.span_start, statements.c.retired_at).where(
                statements.c.prop == "name", statements.c.value == "Synthetic Maker One"
            )
        ).one()
    assert row.retired_at is None
    assert row.span_start == second.index("Synthetic Maker One")
