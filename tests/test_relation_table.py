"""The relation reader on a table of SYNTHETIC sentences (tests/relation_table_rows.py):
precision and recall over the table, and each row's own result.

A relation is right when its kind, actor, part (the owned company for an ownership; none
for a site or deployment), platform, chip or customer, ending and speculative evidence are
the table's. docs/evaluation.md records the first-sight figures (written before the reader
was run on the table) and the figures after.
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import LATER_NONE, LATER_STATES, NAMES, NONE, STATES, Row, Want
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import read_relations


def as_tuple(r: Relation) -> Want:
    spec = r.evidence == "speculative"
    if r.kind == "supply":
        return (
            "supply",
            entity_id(r.supplier) or "?",
            r.component,
            entity_id(r.target) or entity_id(r.customer),
            r.ends,
            spec,
        )
    if r.kind == "ownership":
        return ("ownership", entity_id(r.supplier) or "?", entity_id(r.obj) or r.obj_text, None, r.ends, spec)
    if r.kind == "deployment":
        return ("deployment", entity_id(r.obj) or r.obj_text or "?", None, entity_id(r.target), r.ends, spec)
    return (r.kind, entity_id(r.supplier) or "?", None, None, r.ends, spec)


def read(row: Row) -> list[Want]:
    return [as_tuple(r) for r in read_relations(row.text, TableNames(NAMES), row.lang)]


def counts(rows: tuple[Row, ...]) -> tuple[int, int, int]:
    """(right, wrong, missed) over the rows: each wanted tuple matched once."""
    tp = fp = fn = 0
    for row in rows:
        got = read(row)
        for want in row.want:
            if want in got:
                got.remove(want)
                tp += 1
            else:
                fn += 1
        fp += len(got)
    return tp, fp, fn


def test_the_table_has_both_halves_in_every_language() -> None:
    assert len(STATES) + len(NONE) >= 80
    assert abs(len(STATES) - len(NONE)) <= 5
    for lang in ("en", "de", "fr", "es", "it", "ja", "ko", "zh"):
        assert any(r.lang == lang for r in STATES) and any(r.lang == lang for r in NONE), lang


def test_precision_and_recall_over_the_table() -> None:
    tp, fp, fn = counts(STATES + NONE + LATER_STATES + LATER_NONE)
    precision, recall = tp / (tp + fp), tp / (tp + fn)
    assert precision >= 0.9, (tp, fp, fn)
    assert recall >= 0.8, (tp, fp, fn)


@pytest.mark.parametrize("row", NONE + LATER_NONE, ids=lambda r: r.text[:40])
def test_a_sentence_that_states_no_relation_gives_none(row: Row) -> None:
    assert read(row) == []


@pytest.mark.parametrize("row", STATES + LATER_STATES, ids=lambda r: r.text[:40])
def test_a_sentence_that_states_a_relation_gives_it(row: Row) -> None:
    got = read(row)
    assert all(want in got for want in row.want), got
