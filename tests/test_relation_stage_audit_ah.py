"""Relation stage and evidence on the ah_ audit batch's wrong classes (branch ahsig).

SYNTHETIC: every sentence is invented for this test; the companies (tests/relation_audit_rows.py
NAMES: "Kestrel Memory", "Orbis Foundry", "Lumen Systems") do not exist and no sentence reports
an event. Written before the rules. A row gives (kind, actor, stage, evidence) for each relation
of that kind the sentence states.

Classes:
- site stage: a ground broken ("has broken ground"), an investment restarted, a plant bought to
  be fitted out, a running plant converted to a new line: a plant not yet running is ``planned``;
  a plant running in volume stays ``volume`` (near misses);
- qualification stage: a completed final test after samples is ``qualified``, not ``sampling``;
  samples alone stay ``sampling``; a failed test states no stage;
- evidence: a hedge on the investment's size ("investment could extend to $7 billion") does not
  lower the site; a hedge on the plant itself ("could build") still does; a concession ("may be
  shipping ..., but not in enough volumes") grants the supply, a plain "may supply" hedges it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from tests.relation_audit_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

K = "company:kestrel"
Want = tuple[str, str, str | None, str]


@dataclass(frozen=True)
class Row:
    cls: str
    lang: str
    kind: str
    text: str
    want: tuple[Want, ...]


def _site(stage: str | None, evidence: str = "claimed") -> tuple[Want, ...]:
    return (("site", K, stage, evidence),)


def _supply(stage: str | None, evidence: str = "claimed") -> tuple[Want, ...]:
    return (("supply", K, stage, evidence),)


ROWS = (
    # site stage: not yet running
    Row(
        "ground",
        "en",
        "site",
        "Kestrel Memory has broken ground on a new packaging plant in Boise, Idaho.",
        _site("planned"),
    ),
    Row(
        "restart",
        "en",
        "site",
        "Kestrel Memory is restarting investment in its fab in Boise, Idaho.",
        _site("planned"),
    ),
    Row(
        "restart",
        "en",
        "site",
        "Kestrel Memory resumed construction of its fab in Boise, Idaho.",
        _site("planned"),
    ),
    Row(
        "bought",
        "zh",
        "site",
        "凯斯特1月取得位于新竹的一座厂房及附属设备，扩大先进封装产能。",
        _site("planned"),
    ),
    Row("bought", "zh", "site", "凯斯特上月在新竹收购一座工厂，用于扩大HBM产能。", _site("planned")),
    Row(
        "convert", "ko", "site", "케스트렐이 평택 공장을 HBM4 생산 라인으로 전환하고 있다.", _site("planned")
    ),
    Row(
        "convert",
        "en",
        "site",
        "Kestrel Memory is converting its fab in Boise, Idaho into an HBM line.",
        _site("planned"),
    ),
    # near misses: a running plant stays running
    Row(
        "running",
        "en",
        "site",
        "Kestrel Memory's fab in Boise, Idaho is in volume production.",
        _site("volume"),
    ),
    Row("running", "zh", "site", "凯斯特位于新竹的工厂已经量产HBM。", _site("volume")),
    Row("running", "ko", "site", "케스트렐의 평택 공장은 HBM을 양산하고 있다.", _site("volume")),
    # qualification stage
    Row(
        "passed", "zh", "supply", "凯斯特已向卢门提供大量HBM4样品，并顺利完成最终检验。", _supply("qualified")
    ),
    Row(
        "passed", "zh", "supply", "凯斯特已向卢门提供大量HBM4樣品，並順利完成最終驗證。", _supply("qualified")
    ),
    Row(
        "passed",
        "en",
        "supply",
        "Kestrel Memory shipped HBM4 samples to Lumen Systems and passed its final tests.",
        _supply("qualified"),
    ),
    Row("samples", "zh", "supply", "凯斯特已向卢门提供HBM4样品。", _supply("sampling")),
    Row(
        "samples",
        "en",
        "supply",
        "Kestrel Memory shipped HBM4 samples to Lumen Systems.",
        _supply("sampling"),
    ),
    Row("failed", "zh", "supply", "凯斯特已向卢门提供HBM4样品，但未能完成最终验证。", _supply("sampling")),
    # evidence: a hedge on the amount, not on the site
    Row(
        "amount",
        "en",
        "site",
        "Kestrel Memory broke ground on a packaging campus in Boise, Idaho, and the investment"
        " could extend to $7 billion.",
        _site("planned"),
    ),
    Row(
        "amount",
        "en",
        "site",
        "Kestrel Memory's investment in its fab in Boise, Idaho could top USD 50 billion.",
        _site(None),
    ),
    Row(
        "amount",
        "en",
        "site",
        "Kestrel Memory could build a packaging plant in Boise, Idaho.",
        _site(None, "speculative"),
    ),
    Row(
        "amount",
        "en",
        "site",
        "Kestrel Memory may open a fab in Boise, Idaho, which could cost $7 billion.",
        _site(None, "speculative"),
    ),
)


SUPPLY_EVIDENCE_ROWS = (
    # a concession grants the supply: "may be shipping ..., but not in enough volumes"
    Row(
        "conceded",
        "en",
        "supply",
        "Kestrel Memory may be shipping HBM4 to Lumen Systems, but not in enough volumes for the quarter.",
        _supply(None),
    ),
    Row(
        "conceded",
        "en",
        "supply",
        "Kestrel Memory may have shipped HBM4 to Lumen Systems, but the volumes were small.",
        _supply(None),
    ),
    # near misses: a modal that hedges the supply itself
    Row(
        "conceded",
        "en",
        "supply",
        "Kestrel Memory may supply HBM4 to Lumen Systems next year.",
        _supply(None, "speculative"),
    ),
    Row(
        "conceded",
        "en",
        "supply",
        "Kestrel Memory may supply HBM4 to Lumen Systems, analysts said.",
        _supply(None, "speculative"),
    ),
)


@pytest.mark.parametrize("row", SUPPLY_EVIDENCE_ROWS, ids=lambda r: f"{r.cls}-{r.text[:40]}")
def test_a_concession_is_no_hedge(row: Row) -> None:
    got = [(w[0], w[3]) for w in _read(row)]
    assert got == [(w[0], w[3]) for w in row.want]


def _read(row: Row) -> list[Want]:
    found = read_relations(row.text, TableNames(NAMES), row.lang)
    return [(r.kind, entity_id(r.supplier) or "?", r.stage, r.evidence) for r in found if r.kind == row.kind]


def test_the_table_has_each_class_in_several_languages() -> None:
    for cls in ("ground", "restart", "bought", "convert", "running", "passed", "samples", "amount"):
        assert any(r.cls == cls for r in ROWS), cls
    assert len({r.lang for r in ROWS}) >= 3


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r.cls}-{r.lang}-{r.text[:30]}")
def test_the_row_states_its_stage_and_evidence(row: Row) -> None:
    assert _read(row) == list(row.want)
