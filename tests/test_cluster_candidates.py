"""A named cluster the store does not know is kept as a candidate name, in eight languages.

SYNTHETIC TABLE: every sentence below was written for this test (the clusters "Brightforge"
and "Tidewell" and the operator Examplechip are invented), before the rule it checks
(branch t4fix, 2026-12-01). Rule (extract/mentions.py, ``cluster_candidates``): a
capitalised name next to a cluster word ("the Brightforge supercomputer", "il
supercomputer Brightforge", "le supercalculateur Brightforge", "el superordenador
Brightforge", "der Supercomputer Brightforge", 超级计算机Brightforge, スーパーコンピューター
「Brightforge」, 슈퍼컴퓨터 'Brightforge') or quoted in a sentence that calls it a cluster
("il “Brightforge” di Examplechip, ... il più grande cluster") is a candidate for review,
never linked: the store links a cluster only when its data know it (no fact is invented).
"""

from __future__ import annotations

import pytest

from chipatlas.extract import extract_document
from chipatlas.extract.mentions import Mention, cluster_candidates
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument

TABLE: list[tuple[str, str, str]] = [
    ("en", "Examplechip switched on the Brightforge supercomputer in Memphis.", "Brightforge"),
    ("en", "The Tidewell AI cluster now runs 50,000 accelerators.", "Tidewell"),
    ("it", "Il supercomputer Brightforge di Examplechip è operativo da settembre.", "Brightforge"),
    (
        "it",
        "L'interno del “Brightforge” di Examplechip, descritto come il più grande cluster di supercalcolo "
        "al mondo, è stato mostrato.",
        "Brightforge",
    ),
    ("fr", "Le supercalculateur Brightforge d'Examplechip compte 100 000 GPU.", "Brightforge"),
    ("es", "El superordenador Brightforge de Examplechip tiene 100.000 GPU.", "Brightforge"),
    ("de", "Der Supercomputer Brightforge von Examplechip nutzt 100.000 GPUs.", "Brightforge"),
    ("zh", "Examplechip的超级计算机Brightforge配备了10万块GPU。", "Brightforge"),
    ("ja", "Examplechipのスーパーコンピューター「Brightforge」は10万基のGPUを搭載する。", "Brightforge"),
    ("ko", "Examplechip의 슈퍼컴퓨터 'Brightforge'는 GPU 10만 개를 탑재했다.", "Brightforge"),
]
NONE: list[str] = [
    "The Examplechip team described a cluster of new products.",  # no name at the cluster word
    "“Great results,” Examplechip said about its supercomputer business.",  # a quote, not a name
    "A supercomputer with H100 chips was switched on.",  # a chip is no cluster name
    "Il modello “Grokker” è nuovo. Examplechip costruisce un cluster.",  # quoted in another sentence
    "Real cluster economics matter. Este superordenador es grande.",  # a capital that opens a sentence
    "Sarà il più grande supercalculateur IA del paese.",  # an acronym
]


def test_the_table_covers_eight_languages() -> None:
    assert len({lang for lang, _, _ in TABLE}) == 8


@pytest.mark.parametrize(
    ("lang", "sentence", "name"), TABLE, ids=[f"{r[0]}-{i}" for i, r in enumerate(TABLE)]
)
def test_a_named_cluster_is_a_candidate(lang: str, sentence: str, name: str) -> None:
    assert [n for n, _, _ in cluster_candidates(sentence)] == [name], lang


@pytest.mark.parametrize("sentence", NONE)
def test_no_cluster_name(sentence: str) -> None:
    assert cluster_candidates(sentence) == []


def test_an_article_keeps_the_cluster_as_a_candidate_not_an_entity() -> None:
    text = (
        "Brightforge cluster goes live\n\nExamplechip switched on the Brightforge supercomputer in Memphis.\n"
    )
    doc = read_document(SourceDocument("https://news.example.com/c1", text.encode(), "text/plain"))
    found = extract_document(doc, lambda schema, name, *_: new_id(schema, name))
    names = {s.value for s in found.statements if s.schema == "Candidate"}
    assert "Brightforge" in names
    assert not [s for s in found.statements if s.schema == "Cluster"]


class _CountingGazetteer:
    """A gazetteer that knows no name and counts how often each is looked up (branch speed)."""

    def __init__(self) -> None:
        self.asked: dict[str, int] = {}

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        self.asked[text] = self.asked.get(text, 0) + 1
        return []

    def fuzzy(self, name: str, language: str | None = None) -> Mention | None:
        return None


def test_a_candidate_name_written_in_three_paragraphs_is_looked_up_once() -> None:
    # SYNTHETIC: the cluster "Brightforge" is invented; each paragraph is its own block.
    text = "".join(
        f"Examplechip switched on the Brightforge supercomputer in city {i}.\n\n" for i in range(3)
    )
    doc = read_document(SourceDocument("https://news.example.com/c2", text.encode(), "text/plain"))
    gaz = _CountingGazetteer()
    found = extract_document(doc, lambda schema, name, *_: new_id(schema, name), gazetteer=gaz)
    quotes = [s.quote for s in found.statements if s.schema == "Candidate" and s.value == "Brightforge"]
    assert len(quotes) == 3  # still one candidate statement per paragraph that names it
    assert gaz.asked.get("Brightforge") == 1
