"""A proposal or a figure quoted from a Markdown headline quotes the headline's words, not its
"# " marker: the span starts after the marker and the quote is still the stored text there.

Synthetic: the note below is text written for this test (marked so); the companies and the
platform are bundled ones, the event and the amount are made up and are no facts.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import Engine
from tests.cli_support import run_cli

from chipatlas.extract.sentence_split import sentences

# Synthetic table: (line, the sentences read from it).
LINES = [
    ("# Kappa to supply substrates. Second words.", ["Kappa to supply substrates.", "Second words."]),
    ("### A third-level headline", ["A third-level headline"]),
    ("  # An indented headline", ["An indented headline"]),
    # must not: a hashtag, a lone marker, a "#" inside a line
    ("#AI chips rise.", ["#AI chips rise."]),
    ("#", ["#"]),
    ("Item # 4 ships.", ["Item # 4 ships."]),
]


@pytest.mark.parametrize(("line", "wanted"), LINES)
def test_a_headline_sentence_starts_after_its_marker(line: str, wanted: list[str]) -> None:
    text = f"Synthetic lead line.\n{line}\n"
    start = text.index(line)
    got = [text[a:b] for a, b in sentences(text, start, start + len(line))]
    assert got == wanted


HEADLINE_ONLY = (
    "# Samsung Electronics to supply substrates for Microsoft Maia 200 at $2 billion\n\n"
    "*Synthetic article written for a test; the event and the amount are made up.*\n\n"
    "The company gave no further details, a spokesperson said.\n"
)


def test_a_proposal_and_a_figure_from_a_headline_quote_its_words(
    bundled_sqlite: Engine, tmp_path: Path
) -> None:
    db = tmp_path / "store.db"  # the file the bundled_sqlite fixture wrote
    note = tmp_path / "synthetic_headline.md"
    note.write_text(HEADLINE_ONLY, encoding="utf-8")
    run_cli(db, "ingest", str(note))
    headline = HEADLINE_ONLY.splitlines()[0].removeprefix("# ")
    (p,) = [
        p for p in json.loads(run_cli(db, "review", "--format", "json")) if "Maia 200 at $2" in p["quote"]
    ]
    assert p["quote"] == headline
    with sqlite3.connect(db) as conn:
        text = conn.execute("SELECT text FROM documents WHERE text LIKE '%Maia 200 at $2%'").fetchone()[0]
        quoted = conn.execute(
            "SELECT DISTINCT quote, span_start, span_end FROM statements "
            "WHERE quote LIKE '%Maia 200 at $2%' AND entity_id LIKE 'claim:%'"
        ).fetchall()
    assert quoted, "the amount in the headline is kept as a figure"
    for quote, start, end in quoted:
        assert quote == headline and text[start:end] == quote  # verbatim, span adjusted
