"""A page kept as documentation carries no news tone (extract/doc_pages.py).

The addresses are SYNTHETIC (example.org, an invented repository); the page is the tests' own
text, marked as such."""

from __future__ import annotations

import pytest
from sqlalchemy import Engine, select

from chipatlas.extract.doc_pages import documentation_page
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store.tables import statements


@pytest.mark.parametrize(
    ("uri", "kept"),
    [
        ("https://github.com/synthetic/cluster-docs/blob/0123abc/docs/hardware/gpu.md", True),
        ("https://github.com/synthetic/centre/blob/0123abc/user-guide/nodes.md", True),
        ("https://docs.example.org/machines/tarvin.html", True),
        ("https://tarvin.readthedocs.io/en/latest/hardware.html", True),
        ("https://github.com/synthetic/site/blob/0123abc/docs/blog/posts/launch.md", False),
        ("https://github.com/synthetic/tool/blob/0123abc/mkdocs/blog/posts/gpus.md", False),
        ("https://news.example.org/2026/12/tarvin-launch.html", False),
    ],
)
def test_a_documentation_address(uri: str, kept: bool) -> None:
    assert documentation_page(uri) is kept


PAGE = """# Tarvin accelerators (SYNTHETIC test page)

The Vega R1 delivers breakthrough performance, a major leap, and wins strong demand.
"""


def _sentiment(engine: Engine, uri: str) -> str:
    text = f"{PAGE}\n(SYNTHETIC page kept at {uri}.)\n"  # two documents, not one stored twice
    report = ingest(engine, SourceDocument(uri, text.encode(), "text/markdown"))
    assert report.ok and report.document_id, report.lines()
    with engine.connect() as conn:
        return str(
            conn.execute(
                select(statements.c.value).where(
                    statements.c.document_id == report.document_id,
                    statements.c.schema == "Signal",
                    statements.c.prop == "sentiment",
                )
            ).scalar_one()
        )


def test_the_same_praise_is_neutral_in_documentation_and_positive_in_a_story(sqlite_engine: Engine) -> None:
    assert _sentiment(sqlite_engine, "https://docs.example.org/tarvin/vega-r1.html") == "neutral"
    assert _sentiment(sqlite_engine, "https://news.example.org/2026/12/vega-r1.html") == "positive"
