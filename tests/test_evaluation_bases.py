"""Precision per subject basis in the evaluation tools (evaluation/bases.py): the basis reaches
each stored figure through the ingest report, and the scorer counts an outcome per figure.
Synthetic: the fixtures' invented chip and company only."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from evaluation.bases import basis_table
from evaluation.gold import load_gold, parse_gold
from evaluation.observe import ObservedDoc, ObservedFigure
from evaluation.run import evaluate
from evaluation.score import score

from chipatlas.extract.subject_basis import Basis
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources.document import load_path
from chipatlas.store.db import connect, migrate

FIXTURES = Path(__file__).parent / "fixtures" / "synthetic_gold"


def _gold() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FIXTURES / "synthetic_gold_zx900.json").read_text())
    return data


def _figure(subject: str, value: str, basis: str) -> ObservedFigure:
    keys = frozenset({subject.split(":")[-1]})
    return ObservedFigure(
        f"claim:{value}", subject, keys, "fp8_flops", value, "PFLOPS", "per_chip", "q", basis
    )


def test_each_stored_figure_is_counted_under_its_basis() -> None:
    seen = ObservedDoc("doc")
    seen.figures = [
        _figure("chip:zx900", "3.2", "chip_clause"),  # labelled: right
        _figure("chip:other_part", "4", "chip_carried"),  # a labelled value on another subject
    ]
    result = score(parse_gold(_gold(), "synthetic"), seen)
    assert sorted(result.outcomes) == [("chip_carried", "wrong_subject"), ("chip_clause", "right")]
    table = basis_table(result.outcomes, ("right", "wrong_subject", "wrong", "spurious"))
    assert "| chip_clause | 1 | 1 | 0 | 0 | 0 | 1.00 |" in table
    assert "| chip_carried | 1 | 0 | 1 | 0 | 0 | 0.00 |" in table
    assert "| all | 2 | 1 | 1 | 0 | 0 | 0.50 |" in table


def test_unjudged_figures_count_in_no_precision() -> None:
    table = basis_table(
        [("clause", "right"), ("clause", "unjudged")], ("right", "wrong", "unjudged"), "unjudged"
    )
    assert "| clause | 2 | 1 | 0 | 1 | 1.00 |" in table


def test_every_attached_figure_of_the_synthetic_article_has_a_basis(tmp_path: Path) -> None:
    """Stated or kept for review (a class not measured safe), each figure's subject has a basis,
    and the proposals are scored apart from the stated figures."""
    engine = connect(str(tmp_path / "eval.db"))
    migrate(engine)
    ingest(engine, load_path(FIXTURES / "synthetic_gold_names.csv"))
    results = evaluate(load_gold(FIXTURES), FIXTURES, engine)
    (scored,) = results.scores
    both = scored.classes + scored.proposed_classes
    assert both and scored.n_proposed == len(scored.proposed_classes)
    known = {str(b) for b in Basis}
    assert all(cls.split("/")[0] in known for cls, _ in both)
    assert all(basis in known for basis, _ in scored.outcomes)
