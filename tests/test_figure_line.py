"""A figure proposal's one-line statement (the review table's figure column, the accept
line): thirteen digits in a row cannot be read at a glance, so thousands are marked, and
the scope reads as words (walk8). Synthetic values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.cli_support import run_cli

from chipatlas.analyze.proposals import grouped
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store.db import connect, migrate


@pytest.mark.parametrize(
    ("stored", "shown"),
    [
        ("5468500000000", "5,468,500,000,000"),
        ("2000000000-3000000000", "2,000,000,000-3,000,000,000"),
        ("290000-300000", "290,000-300,000"),
        ("37378000000.5", "37,378,000,000.5"),
        ("-125000", "-125,000"),
        ("2026", "2026"),  # may be a year
        ("32.7", "32.7"),
        ("4.3", "4.3"),
        ("about 5", "about 5"),  # not a plain number: as stored
    ],
)
def test_a_long_number_has_its_thousands_marked(stored: str, shown: str) -> None:
    assert grouped(stored) == shown


def test_the_document_command_marks_thousands_and_drops_the_empty_subject(tmp_path: Path) -> None:
    """``chipatlas document`` on a real SQLite store: an unattached figure of a synthetic
    article reads '12,000' and its table has no subject column ('—' on every row); the JSON
    keeps the stored value."""
    engine = connect(f"sqlite:///{tmp_path / 'store.db'}")
    migrate(engine)
    text = "SYNTHETIC: A memory pool of 12000 GB was shown next to them, and nobody said whose it was.\n"
    report = ingest(engine, SourceDocument("synthetic/pool.txt", text.encode(), "text/plain"))
    db = str(engine.url)
    table = run_cli(db, "document", report.document_id[:12], columns=160)
    shown = table.split("unattached figures (no subject stated): 1", 1)[1]
    assert "12,000" in shown and "subject" not in shown.split("\n", 3)[2], shown
    data = json.loads(run_cli(db, "document", report.document_id[:12], "--format", "json"))
    assert [c["value"] for c in data["unattached"]] == ["12000"]
