"""A page kept as documentation carries no news tone (extract/doc_pages.py).

The addresses are SYNTHETIC (example.org, an invented repository); the page is the tests' own
text, marked as such."""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from tests.page_rows import ingested, page_rows

from chipatlas.extract.doc_pages import documentation_page


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


def _signal(engine: Engine, uri: str) -> dict[str, str]:
    text = f"{PAGE}\n(SYNTHETIC page kept at {uri}.)\n"  # two documents, not one stored twice
    rows = page_rows(engine, ingested(engine, uri, text), ("Signal",))
    return {p: v for _, p, v, _ in rows if p in ("sentiment", "type")}


def test_the_same_praise_is_neutral_in_documentation_and_positive_in_a_story(sqlite_engine: Engine) -> None:
    """Documentation describes a product: neutral, a technical release (a story's words that
    name no event leave it "other")."""
    docs = _signal(sqlite_engine, "https://docs.example.org/tarvin/vega-r1.html")
    assert docs == {"sentiment": "neutral", "type": "technical_release"}
    news = _signal(sqlite_engine, "https://news.example.org/2026/12/vega-r1.html")
    assert news == {"sentiment": "positive", "type": "other"}
