"""A ring table with no platform column takes its platform from its caption, else the heading
above it, and the ingest report says which. The HTML fixture is SYNTHETIC (made-up names)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.cli_support import cli_process

from chipatlas.extract.table_label import platform_label
from chipatlas.read.html import read_html

PAGE = Path(__file__).parent / "fixtures" / "synthetic_rings_captioned.html"


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = str(tmp_path / "store.db")
    assert cli_process(path, "init", "--empty").returncode == 0
    return path


def test_caption_then_heading_name_the_platform_and_the_report_says_which(db: str) -> None:
    got = cli_process(db, "ingest", str(PAGE), "--format", "json")
    assert got.returncode == 0, got.stderr
    repairs = " ".join(str(r) for report in json.loads(got.stdout) for r in report["repairs"])
    assert "'Synthlabs Kestrel X1 Rack', taken from the table's caption" in repairs
    assert "'Synthlabs Osprey Z2', taken from the table's heading 'Synthlabs Osprey Z2 suppliers'" in repairs
    platforms = json.loads(cli_process(db, "platforms", "--format", "json").stdout)
    assert {(p["name"], p["n_rows"]) for p in platforms} == {
        ("Synthlabs Kestrel X1 Rack", 2),
        ("Synthlabs Osprey Z2", 1),
    }


def test_platform_option_wins_over_the_caption(db: str) -> None:
    got = cli_process(db, "ingest", str(PAGE), "--platform", "Synthlabs Given Name", "--format", "json")
    assert got.returncode == 0, got.stderr
    assert "taken from the table's" not in got.stdout
    platforms = json.loads(cli_process(db, "platforms", "--format", "json").stdout)
    assert [p["name"] for p in platforms] == ["Synthlabs Given Name"]


def test_a_generic_label_names_nothing_and_the_table_is_refused(db: str, tmp_path: Path) -> None:
    page = tmp_path / "synthetic_generic.html"
    page.write_text(
        "<html><body><h2>Suppliers</h2><table><tr><th>Component</th><th>Supplier</th></tr>"
        "<tr><td>Accelerator</td><td>Synthfab Alpha</td></tr></table></body></html>",
        encoding="utf-8",
    )
    doc = read_html(str(page), page.read_text(encoding="utf-8"), "text/html", "utf-8")
    assert doc.tables[0].label_from == "heading" and platform_label(doc.tables[0]) is None
    got = cli_process(db, "ingest", str(page))
    assert got.returncode != 0 and "pass --platform" in got.stdout + got.stderr


def test_the_caption_is_quoted_text_of_the_page() -> None:
    doc = read_html(str(PAGE), PAGE.read_text(encoding="utf-8"), "text/html", "utf-8")
    label = doc.tables[0].label
    assert label is not None and doc.tables[0].label_from == "caption"
    assert doc.text[label.start : label.end] == "Supplier ring: Synthlabs Kestrel X1 Rack"
