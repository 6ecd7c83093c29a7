"""Where a proposal comes from, readable (issue 11 §2): the review table, JSON and page name a
document by its title, else its file name or URL host and path, shortened; the id stays.

SYNTHETIC: every title, address, sentence and name below is invented for these tests
("Velmora Devices", example.org addresses); none is a real company or report.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import Engine
from tests.browser_support import open_page
from tests.live_server import live
from tests.writer_support import store_url
from typer.testing import CliRunner

from chipatlas.analyze.document_label import WIDTH, document_label, shorten, where_from
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.cli.app import app
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store.db import connect

NAMES = b"name,kind\nVelmora Devices,Company\n"
TITLE = "Synthetic note: Velmora quarter"
VELMORA = (
    f"# {TITLE}\n\nInvented text for a test, not a real report. "
    "Velmora Devices reported revenue of $3.7 billion for the quarter.\n"
)
# No heading: the document has no title, so its file name names it.
UNTITLED = (
    "Invented text for a test, not a real report. Velmora Devices reported revenue of $2.9 billion in 2025.\n"
)


@pytest.mark.parametrize(
    ("title", "uri", "label"),
    [
        ("A synthetic headline", "https://example.org/x", "A synthetic headline"),
        ("  ", "https://www.example.org/news/2026/synthetic-item/", "example.org/news/2026/synthetic-item"),
        (None, "http://example.org/a%20b?utm=1#frag", "example.org/a b"),
        (None, "https://example.org", "example.org"),
        (None, "file:///srv/in/synthetic%20notes.md", "synthetic notes.md"),
        (None, "synthetic/results.md", "results.md"),
        (None, "C:\\synthetic\\q3 report.pdf", "q3 report.pdf"),
        (None, "feed:https://example.org/rss#e1", "feed:https://example.org/rss#e1"),
        ("Two\nlines", None, "Two lines"),
        (None, None, None),
        (None, "", None),
    ],
)
def test_a_document_named_by_title_else_where_it_came_from(
    title: str | None, uri: str | None, label: str | None
) -> None:
    assert document_label(title, uri) == label


def test_a_long_name_is_cut_at_a_word_with_an_ellipsis() -> None:
    long = "Synthetic headline about a quarter in which many invented things happened at once, again"
    cut = shorten(long)
    assert len(cut) <= WIDTH and cut.endswith("…") and long.startswith(cut[:-1])
    assert long[len(cut) - 1] == " "  # cut between words
    one_word = "x" * 80
    assert shorten(one_word) == "x" * (WIDTH - 1) + "…"
    assert where_from("https://example.org/" + "p/" * 40).startswith("example.org/p/p")


def _ingest(engine: Engine) -> tuple[str, str]:
    ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv"))
    ids = []
    for name, text in (("velmora.md", VELMORA), ("untitled-note.txt", UNTITLED)):
        kind = "text/markdown" if name.endswith(".md") else "text/plain"
        report = ingest(engine, SourceDocument(f"synthetic/{name}", text.encode(), kind), IngestOptions())
        assert report.status == "landed" and report.document_id, report.lines()
        ids.append(report.document_id)
    return ids[0], ids[1]


@pytest.fixture(params=["sqlite", "postgres"])
def cli_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Any, Engine]]:
    with store_url(request.param, tmp_path) as url:
        eng = connect(url)

        def run(*args: str) -> str:
            done = CliRunner().invoke(app, ["--db", url, *args], catch_exceptions=True)
            assert done.exit_code == 0, (done.output, done.exception)
            return done.stdout

        try:
            yield run, eng
        finally:
            eng.dispose()


def test_review_table_shows_titles_and_json_keeps_the_id(cli_store: tuple[Any, Engine]) -> None:
    run, engine = cli_store
    titled, untitled = _ingest(engine)
    listed = json.loads(run("review", "--kind", "figure", "--format", "json"))
    by_doc = {p["document"]: p for p in listed}
    assert set(by_doc) == {titled, untitled}  # the whole id, as before
    assert (by_doc[titled]["document_title"], by_doc[titled]["document_label"]) == (TITLE, TITLE)
    assert by_doc[titled]["document_uri"].endswith("velmora.md")
    assert by_doc[untitled]["document_label"] == "untitled-note.txt"
    table = run("review", "--kind", "figure")
    assert set(_column(table, "document")) == {
        f"{TITLE} ({titled[:8]})",
        f"untitled-note.txt ({untitled[:8]})",
    }
    assert titled not in table  # the hash is no longer the column; its first 8 select it
    assert f"{TITLE} ({titled[:8]})" in _column(run("review"), "document")


def _column(table: str, name: str) -> list[str]:
    """One column of a drawn table, each row's cell with its folded lines joined: boxed, or
    compact (no side rules: columns start where their heads do)."""
    text = table.splitlines()
    if any(line.startswith("┃") for line in text):
        lines = [line.split("│")[1:-1] for line in text if line.startswith("│")]
        head = next(line for line in text if line.startswith("┃"))
        at = [c.strip() for c in head.split("┃")[1:-1]].index(name)
    else:
        rule = next(i for i, line in enumerate(text) if line.startswith("─"))
        head = text[rule - 1]
        starts = _heads(head)
        names = [head[a:b].strip() for a, b in zip(starts, [*starts[1:], None], strict=True)]
        at = names.index(name)
        bounds = list(zip(starts, [*starts[1:], None], strict=True))
        lines = [[line[a:b] for a, b in bounds] for line in text[rule + 1 :] if line.strip()]
    cells: list[str] = []
    for cols in lines:
        if cols[0].strip():  # a row starts where its id is
            cells.append("")
        cells[-1] = f"{cells[-1]} {cols[at].strip()}".strip()
    return cells


@pytest.fixture
def site(engine: Engine) -> Iterator[tuple[str, str, str]]:
    titled, untitled = _ingest(engine)
    with live(create_app(engine, token="synthetic-token")) as (base, errors):
        yield base, titled, untitled
        assert errors.records == []


def test_review_page_and_json_name_the_document(site: tuple[str, str, str]) -> None:
    base, titled, untitled = site
    page = httpx.get(f"{base}/review", timeout=30).text
    assert f'>{TITLE}</a> <code class="doc-id" title="{titled}">{titled[:8]}</code>' in page
    assert ">untitled-note.txt</a>" in page and "the document</a>" not in page
    listed = httpx.get(f"{base}/review.json", timeout=30).json()
    groups = {g["document"]: g["document_label"] for g in listed["figure_groups"]}
    assert groups == {titled: TITLE, untitled: "untitled-note.txt"}
    api = httpx.get(f"{base}/api/v1/proposals?kind=figure", timeout=30).json()["items"]
    assert {p["document_label"] for p in api} == {TITLE, "untitled-note.txt"}


def test_the_title_opens_the_document_in_a_real_browser(site: tuple[str, str, str]) -> None:
    base, titled, _ = site
    with open_page(f"{base}/review") as page:
        link = page.locator("section.proposal a.doc", has_text=TITLE).first
        link.click()
        page.wait_for_url(f"{base}/documents/{titled}?span=*")
        assert page.locator("#s-cited").count() == 1


def _heads(head: str) -> list[int]:
    """Where each column of a compact table starts: its head's label, longest labels first,
    one space apart (so 'action platform' is two columns and 'value text' one)."""
    from chipatlas.analyze.proposals import FIELDS, FIGURE_FIELDS

    spans: list[tuple[int, int]] = []
    for label in sorted({f.replace("_", " ") for f in (*FIELDS, *FIGURE_FIELDS)}, key=len, reverse=True):
        for m in re.finditer(rf"(?<!\S){re.escape(label)}(?!\S)", head):
            if not any(a < m.end() and m.start() < b for a, b in spans):
                spans.append((m.start(), m.end()))
    return sorted(a for a, _ in spans)
