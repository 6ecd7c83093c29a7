"""The relation reader on a table of SYNTHETIC sentences (tests/relation_table_rows.py):
precision and recall over the table, and each row's own result.

A relation is right when its kind, actor, part (the owned company for an ownership; none
for a site or deployment), platform, chip or customer, ending and speculative evidence are
the table's. docs/evaluation.md records the first-sight figures (written before the reader
was run on the table) and the figures after.
"""

from __future__ import annotations

import re

import pytest
from tests.relation_table_rows import LATER_NONE, LATER_STATES, NAMES, NONE, STATES, Row, Want

from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import read_relations

_SCHEMA = {"company": "Company", "chip": "Chip", "platform": "Platform", "cluster": "Cluster"}


class _Names:
    """The table's invented names, found anywhere (also glued to Korean or Japanese particles)."""

    def __init__(self) -> None:
        self._re = re.compile("|".join(re.escape(n) for n in sorted(NAMES, key=len, reverse=True)))

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        out = []
        for m in self._re.finditer(text):
            eid = NAMES[m.group(0)]
            schema = _SCHEMA[eid.split(":")[0]]
            out.append(Mention(eid, schema, m.group(0), offset + m.start(), offset + m.end(), m.group(0)))
        return out

    def fuzzy(self, name: str, language: str | None = None) -> Mention | None:
        return None


def _id(m: Mention | None) -> str | None:
    return m.entity_id if m else None


def as_tuple(r: Relation) -> Want:
    spec = r.evidence == "speculative"
    if r.kind == "supply":
        return ("supply", _id(r.supplier) or "?", r.component, _id(r.target) or _id(r.customer), r.ends, spec)
    if r.kind == "ownership":
        return ("ownership", _id(r.supplier) or "?", _id(r.obj) or r.obj_text, None, r.ends, spec)
    if r.kind == "deployment":
        return ("deployment", _id(r.obj) or r.obj_text or "?", None, _id(r.target), r.ends, spec)
    return (r.kind, _id(r.supplier) or "?", None, None, r.ends, spec)


def read(row: Row) -> list[Want]:
    return [as_tuple(r) for r in read_relations(row.text, _Names(), row.lang)]


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
