"""PDFs, spreadsheets and the messy tables analysts paste; every file here is synthetic.

The CLI runs as a subprocess against a real SQLite file, as a user would run it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import Workbook
from tests.cli_support import cli_process

from chipatlas.read.pdf import page_of
from pdf_fixtures import make_pdf

SYNTHETIC = "SYNTHETIC test row; not real data"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "atlas.db"
    assert cli_process(path, "init", "--empty").returncode == 0
    return path


def test_text_pdf_lands_with_pages(db: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "synthetic_report.pdf"
    pdf.write_bytes(
        make_pdf(
            [
                [
                    "Synthetic Report (test data, not real)",
                    "Synthetic Chipworks said its X1 chip is sampling.",
                ],
                ["Synthetic Chipworks makes the X1 on a 3 nm process."],
            ]
        )
    )
    out = cli_process(db, "ingest", "--json", str(pdf))
    assert out.returncode == 0, out.stderr
    assert '"status": "landed"' in out.stdout and "text layer of 2 PDF page(s)" in out.stdout
    assert "%PDF" not in out.stdout


def test_page_of_a_span() -> None:
    text = "first page\fsecond page\fthird"
    assert [page_of(text, text.index(w)) for w in ("first", "second", "third")] == [1, 2, 3]


def test_scanned_pdf_is_refused_with_its_reason(db: Path, tmp_path: Path) -> None:
    scan = tmp_path / "synthetic_scan.pdf"
    scan.write_bytes(make_pdf([[], []]))
    out = cli_process(db, "ingest", str(scan))
    assert out.returncode == 1
    assert f"rejected {scan}: the PDF has no text layer" in out.stderr and "OCR" in out.stderr
    broken = tmp_path / "synthetic_broken.pdf"
    broken.write_bytes(b"%PDF-1.4\nnot really a pdf\n")
    out = cli_process(db, "ingest", str(broken))
    assert out.returncode == 1 and f"rejected {broken}" in out.stderr and "Traceback" not in out.stderr


def test_xlsx_ring_with_words_in_the_wild(db: Path, tmp_path: Path) -> None:
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.title = "Synthetic Platform X"
    sheet.append(["Platform", "Component", "Supplier", "Made in", "US made?", "Confidence", "Owner", "Notes"])
    sheet.append(["Synthetic Platform X", "Accelerator", "Synthetic Foundry Co", "Taiwan", "No", "Official"])
    sheet.append(["Synthetic Platform X", "HBM", "Synthetic Memory Co", "South Korea", "No", "Rumoured"])
    sheet.append(["Sponsored: a line that spans the table"])
    sheet.append(["Synthetic Platform X", "Rack integration", "Synthetic ODM Co", "United States", "Partial"])
    sheet.cell(row=5, column=6, value="Reported")
    sheet.cell(row=2, column=8, value=SYNTHETIC)
    path = tmp_path / "synthetic_ring.xlsx"
    book.save(path)
    out = cli_process(db, "ingest", str(path))
    assert out.returncode == 0, out.stderr
    report = out.stdout
    assert "read evidence 'Official' as 'confirmed'" in report
    assert "read evidence 'Rumoured' as 'speculative'" in report
    assert "read US status 'Partial' as 'some_us_volume'" in report
    assert "skipped a row that spans the table: 'Sponsored: a line that spans the table'" in report
    assert "column 'Owner' is not a ring field" in report
    ring = cli_process(db, "ring", "Synthetic Platform X", "--format", "csv").stdout
    assert "Synthetic ODM Co" in ring and "some_us_volume" in ring and "speculative" in ring


def test_semicolon_csv_in_windows_1252(db: Path, tmp_path: Path) -> None:
    text = (
        "Platform;Component;Supplier;Made in country;Evidence;Notes\n"
        "Synthetic Platform Y;Cooling;Synthetic Kühler GmbH;Germany;claimed;"
        "SYNTHETIC “quoted” test row\n"
    )
    path = tmp_path / "synthetic_ring_semicolon.csv"
    path.write_bytes(text.encode("cp1252"))
    out = cli_process(db, "ingest", str(path))
    assert out.returncode == 0, out.stderr
    assert "separated by ';'" in out.stdout
    ring = cli_process(db, "ring", "Synthetic Platform Y", "--format", "csv").stdout
    assert "Synthetic Kühler GmbH" in ring and "Germany" in ring
    assert "SYNTHETIC “quoted” test row" in ring  # Windows-1252 quotes, not C1 control characters
