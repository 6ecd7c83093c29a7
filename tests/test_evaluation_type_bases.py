"""How a signal's type was read, counted per way (evaluation/type_bases.py).

The article is synthetic: an invented company and text written for this suite.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from evaluation.type_bases import Tally, first_type, table, way
from sqlalchemy.engine import Engine

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources.document import load_path

ARTICLE = """# Synthetic Foundry Co opens a new packaging plant in Synthville

Synthetic Foundry Co opened a packaging plant in Synthville on Monday, adding capacity for
accelerator packages (synthetic text for a test).
"""


def test_a_headline_event_is_read_as_an_event_in_the_title(sqlite_engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "synthetic-article.md"
    path.write_text(ARTICLE, encoding="utf-8")
    report = ingest(sqlite_engine, load_path(path), IngestOptions())
    assert report.document_id is not None
    with sqlite_engine.connect() as conn:
        kind, reasons = first_type(conn, report.document_id)
    assert kind == "capacity_expansion"
    assert way(reasons) == "event in the title"


def test_each_first_reason_names_its_way_and_an_unknown_one_is_nothing_matched() -> None:
    assert way(["lead paragraph: 'plant' (context word)"]) == "trigger words in the lead"
    assert way(["text: 'shortage'"]) == "trigger words later in the text"
    assert way(["no trigger phrase matched"]) == way([]) == "nothing matched"


def test_the_table_gives_right_of_judged_per_group_and_way() -> None:
    tally: Tally = Counter(
        {("audit", "event in the title", True): 3, ("audit", "event in the title", False): 1}
    )
    assert "| audit | event in the title | 3 / 4 | 0.75 |" in table(tally).splitlines()
