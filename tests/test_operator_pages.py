"""A computing centre's guide to its own machine is its own word (extract/operator_pages.py).

Every page here is SYNTHETIC, written for this test (the machine "Tarvin", its centre and
every number are invented): a user guide in English, Spanish and Korean whose signal and
figures become `confirmed`; a news story that names Slurm once, and a guide's hedged figure,
stay as they were.
"""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from tests.page_rows import ingested, page_rows

from chipatlas.extract.operator_pages import operator_guide

GUIDE_EN = """# Tarvin GPU nodes (SYNTHETIC test page)

Tarvin's GPU nodes each carry 4x H100 and 1 TiB of memory.
Log in to a login node with ssh, then submit batch jobs with sbatch to the gpu partition.
"""
GUIDE_ES = """# Nodos GPU de Tarvin (página SINTÉTICA de prueba)

Desde el nodo de acceso se envían los jobs a Slurm. El nodo g001 tiene una GPU H100 y 192 GB de memoria.
"""
GUIDE_KO = """# 타르빈 시스템 구성 (합성 테스트 페이지)

로그인 노드에서 작업을 제출합니다. 계산노드는 H100 GPU 4개와 512GB 메모리로 구성되어 있다.
"""
NEWS = """# A SYNTHETIC test story: Tarvin centre buys GPUs

The Tarvin centre said on Monday it bought 400 H100 GPUs for its new machine, which will run Slurm.
Each node will carry 1 TiB of memory, the centre said.
"""


@pytest.mark.parametrize("text", [GUIDE_EN, GUIDE_ES, GUIDE_KO], ids=["en", "es", "ko"])
def test_an_operators_guide_is_confirmed(sqlite_engine: Engine, text: str) -> None:
    assert operator_guide(text)
    levels = _levels(sqlite_engine, text)
    assert levels["Signal"] == {"confirmed"}
    assert levels["Claim"] and levels["Claim"] <= {"confirmed", "speculative"}


def test_a_news_story_naming_slurm_stays_claimed(sqlite_engine: Engine) -> None:
    assert not operator_guide(NEWS)
    levels = _levels(sqlite_engine, NEWS)
    assert levels["Signal"] == {"claimed"}
    assert "confirmed" not in levels["Claim"]


def test_one_kind_of_guide_word_or_no_accelerator_is_not_enough() -> None:
    assert not operator_guide("SYNTHETIC: the gpu partition is busy and the partitions are full.")
    assert not operator_guide("SYNTHETIC: submit batch jobs with sbatch to the cpu partition.")


def _levels(engine: Engine, text: str) -> dict[str, set[str]]:
    """The evidence levels of the page's signal rows and of its figure rows."""
    out: dict[str, set[str]] = {"Signal": set(), "Claim": set()}
    for schema, _, _, evidence in page_rows(
        engine, ingested(engine, "synthetic/tarvin.md", text), ("Signal", "Claim")
    ):
        out[schema].add(evidence)
    return out


def test_an_operators_guide_naming_no_event_reports_an_adoption_in_no_tone(sqlite_engine: Engine) -> None:
    praised = GUIDE_EN + "The fast, powerful new nodes deliver excellent, record performance for your jobs.\n"
    doc = ingested(sqlite_engine, "synthetic/tarvin.md", praised)
    rows = [(p, v) for _, p, v, _ in page_rows(sqlite_engine, doc, ("Signal",)) if p in ("type", "sentiment")]
    assert sorted(rows) == [("sentiment", "neutral"), ("type", "customer_adoption")]


MACHINE_PAGE = """# Tarvin

The Tarvin cluster (a SYNTHETIC machine for this test) has 8 nodes, each with 4 H100 GPUs
and 512 GB of memory.
"""


@pytest.mark.parametrize(
    ("uri", "level"),
    [
        ("https://github.com/synthetic/centre-docs/blob/0123abc/docs/machines/tarvin.md", "confirmed"),
        ("https://news.example.org/2031/01/tarvin.html", "claimed"),
        ("https://example.org/wiki/Tarvin", "claimed"),
    ],
)
def test_a_machines_own_page_kept_as_documentation_is_confirmed(
    sqlite_engine: Engine, uri: str, level: str
) -> None:
    """No guide words: the page names its own machine and is kept in a documentation folder
    (its operator's), not a story nor a wiki's entry."""
    assert not operator_guide(MACHINE_PAGE)
    doc = ingested(sqlite_engine, uri, MACHINE_PAGE)
    assert {e for _, _, _, e in page_rows(sqlite_engine, doc, ("Signal",))} == {level}
