"""The ingest report names a proposal's platform by its name, its id beside it (issue 11, walk3).

The note is SYNTHETIC text written for the test; the companies and platform are the bundled
ones, the event is made up and not a fact.
"""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.ingest.pipeline import ingest
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
