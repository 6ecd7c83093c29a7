"""The ingest report names a proposal's platform by its name, its id beside it (issue 11, walk3).

The note is SYNTHETIC text written for the test; the companies and platform are the bundled
ones, the event is made up and not a fact.
"""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from typer.testing import CliRunner

from chipatlas.ingest.pipeline import ingest
from chipatlas.present.cli.app import app
from chipatlas.sources import SourceDocument

QUALIFIED = (
    "# Synthetic test note: memory qualification\n\nSynthetic text written for a test, not a real report. "
    "Samsung Electronics has been qualified as a second source of HBM for the Microsoft Maia 200, the "
    "company said on Monday.\n"
)


def test_the_report_line_names_the_platform_with_its_id(bundled_sqlite: Engine) -> None:
    report = ingest(bundled_sqlite, SourceDocument("synthetic/named.md", QUALIFIED.encode(), "text/markdown"))
    (line,) = [x for x in report.proposals if "Samsung" in x]
    assert "of Microsoft Maia 200 (platform:microsoft_maia_200)" in line, line


# Synthetic: a note whose site names no platform (a made-up maker).
UNPLACED = (
    "# Synthetic test note: a plant\n\nSynthetic text written for a test, not a real report. "
    "Orvane Memory's new packaging plant in Phoenix, Arizona is ramping.\n"
)


def test_a_part_left_unnamed_reads_as_unnamed(bundled_sqlite: Engine) -> None:
    report = ingest(
        bundled_sqlite, SourceDocument("synthetic/unplaced.md", UNPLACED.encode(), "text/markdown")
    )
    (line,) = [x for x in report.proposals if "Orvane" in x]
    assert "of (no platform named) at Phoenix" in line and "?" not in line.split(":")[1], line


# Synthetic notes written for this test (walk6), one per language: a known memory maker and
# a known buyer written in the local script. The events are made up and not facts.
LOCAL = {
    "zh": "# 合成測試筆記\n\n這是為測試而寫的合成文字。美光已開始向英偉達供應HBM4。\n",
    "ko": "# 합성 시험 메모\n\n시험용으로 쓴 합성 문장이다. "
    "삼성전자는 엔비디아에 HBM3E를 공급하기 시작했다.\n",
    "ja": "# 合成テストメモ\n\nテスト用に書いた合成の文章です。"
    "マイクロンはエヌビディアにHBM4を供給し始めた。\n",
}
SUPPLIER = {"zh": "Micron", "ko": "Samsung Electronics", "ja": "Micron"}


@pytest.mark.parametrize("lang", sorted(LOCAL))
def test_a_buyer_proposal_names_both_companies_as_the_store_does(bundled_sqlite: Engine, lang: str) -> None:
    """The report line and the accept message say "Micron ... for Nvidia", as review lists them,
    not the document's spelling (walk6: a Chinese note's line read "美光 -> HBM for 英偉達")."""
    doc = SourceDocument(f"synthetic/local-{lang}.md", LOCAL[lang].encode(), "text/markdown")
    report = ingest(bundled_sqlite, doc)
    (line,) = [x for x in report.proposals if " -> HBM for " in x]
    assert f"customer {SUPPLIER[lang]} -> HBM for Nvidia (no platform named)" in line, line
    pid = line.split()[1].rstrip(":")
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    done = CliRunner().invoke(app, ["--db", db, "review", "accept", pid, "--reason", "synthetic"])
    assert done.exit_code == 0, done.output
    assert f"accepted {pid}: {SUPPLIER[lang]} supplies HBM to Nvidia" in done.output, done.output
