"""A figure with a scale word but no unit ("could reach 12 billion", "900亿") is kept as an
unattached claim with its quote, its unit said to be unknown, and listed in the ingest
report: never dropped silently, never attached to a guessed owner (issue #10 §2).

Every sentence below is SYNTHETIC (invented names and amounts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import Engine, select

from chipatlas.extract.quantities import find_quantities
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import load_path
from chipatlas.store.tables import documents

# Synthetic: (text, the figure kept with no unit, as written).
KEPT = [
    ("Zorblax sales could reach 12 billion next year.", "12 billion"),
    ("It shipped about 900 million units last year.", "about 900 million"),
    ("Revenue of 3.5 bn was forecast.", "3.5 bn"),
    ("The plan spans 2 billion to 3 billion over five years.", "2 billion to 3 billion"),
    ("조블락스 매출은 900억 규모다.", "900억"),
    ("佐布拉克斯营收达到900亿。", "900亿"),
    ("ゾーブラックスの売上は3兆に達した。", "3兆"),
    ("Zorblax nennt 150 Milliarden.", "150 Milliarden"),
    ("Zorblax vise 2,5 milliards en 2030.", "2,5 milliards"),
    ("Zorblax prevé 500 mil millones.", "500 mil millones"),
    ("조블락스 투자는 17조6391억 규모다.", "17조6391억"),
]
# Synthetic: no figure of unknown unit: a count of people, a multiplier, a model number, a
# year, a vague amount, a figure with its currency or counter (read as before).
NOT_KEPT = [
    "The service has about 900 million users.",
    "It trains 400 billion parameter models.",
    "선폭은 10억 분의 1m 단위다.",
    "Its memory is a million times larger.",
    "The Zorblax H100 and the Quux 910C and 910B ship in 2025.",
    "人口约14亿人。",
    "조블락스는 수천억 을 썼다.",
    "The deal was worth $12 billion.",
    "The deal was worth 14.4 billion RMB.",
    "Zorblax hat 2 Milliarden Nutzer.",
    "Zorblax compte 3 millions de personnes.",
    "Zorblax investiert 5 Milliarden Dollar.",
    "营收达到900亿元。",
    "出货2080亿个晶体管。",
]


@pytest.mark.parametrize(("text", "figure"), KEPT)
def test_a_scale_word_without_unit_is_kept(text: str, figure: str) -> None:
    found = [q for q in find_quantities(text) if q.kind == "number"]
    assert [(q.original, q.unit) for q in found] == [(figure, "")]


@pytest.mark.parametrize("text", NOT_KEPT)
def test_no_figure_of_unknown_unit(text: str) -> None:
    assert [q.original for q in find_quantities(text) if q.kind == "number"] == []


ARTICLE = (
    "SYNTHETIC: Zorblax Semiconductor is an invented chip maker used only in this test.\n\n"
    "SYNTHETIC: Analysts said the Zorblax business could reach 12 billion by the end of the decade.\n"
)


def test_listed_unattached_with_unit_unknown(sqlite_engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "synthetic_unit_unknown.txt"
    path.write_text(ARTICLE, encoding="utf-8")
    report = ingest(sqlite_engine, load_path(path))
    assert report.ok, report.lines()
    listed = [n.message for n in report.checks if n.message.startswith("unattached figure '12 billion'")]
    assert len(listed) == 1, report.lines()
    assert "(number, unit unknown)" in listed[0]


def test_the_document_page_says_unit_unknown(sqlite_engine: Engine, tmp_path: Path) -> None:
    from fastapi.testclient import TestClient
    from selectolax.lexbor import LexborHTMLParser

    from chipatlas.analyze.document import document_record
    from chipatlas.present.web import create_app

    path = tmp_path / "synthetic_unit_unknown.txt"
    path.write_text(ARTICLE, encoding="utf-8")
    assert ingest(sqlite_engine, load_path(path)).ok
    with sqlite_engine.connect() as conn:
        doc_id = conn.execute(select(documents.c.id)).scalar_one()
        rec = document_record(conn, doc_id)
    (fig,) = [c for c in rec["unattached"] if c["metric"] == "number"]
    assert fig["subject"] is None and fig["unit"] is None and "12 billion" in fig["quote"]
    with TestClient(create_app(sqlite_engine)) as web:
        page = LexborHTMLParser(web.get(f"/documents/{doc_id}").text)
    items = [li.text() for li in page.css("#h-read ~ ul li")]
    listed = [t for t in items if "12 billion" in t]
    # the metric named in words after the figure (walk10: it was the key, 'wafer_capacity')
    assert listed and all("(unit unknown) — Number" in t and "None" not in t for t in listed), items
