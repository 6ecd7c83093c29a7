"""An unattached figure through the real ingest, on SQLite and PostgreSQL: stored with its
value, unit and quote but no subject, listed in the ingest report, and never shown as a
fact about an entity. The article is SYNTHETIC (invented names)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, Row, select

from chipatlas.analyze.conflicts import claims
from chipatlas.ingest.pipeline import ingest
from chipatlas.ingest.report import SHOWN_UNATTACHED
from chipatlas.model.schema import K, P
from chipatlas.sources import load_path
from chipatlas.store.db import connect, migrate
from chipatlas.store.tables import documents, statements

ARTICLE = (
    "SYNTHETIC: Trainium8 and Trainium9 are two invented accelerators for this test.\n\n"
    "SYNTHETIC: A memory pool of 512 GB was shown next to them, and nobody said whose it was.\n"
)


def test_unattached_figure_is_stored_and_reported(engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "synthetic_article.txt"
    path.write_text(ARTICLE, encoding="utf-8")
    report = ingest(engine, load_path(path))
    assert report.ok, report.lines()
    sentence = ARTICLE.split("\n\n")[1].strip()
    listed = [n.message for n in report.checks if n.message.startswith("unattached figure")]
    shown = sentence[: sentence.rfind(" ", 0, 80)] + "…"  # cut at a space, marked
    assert listed == [f"unattached figure '512 GB' (hbm_capacity): subject unclear in {shown!r}"]
    with engine.connect() as conn:
        text = conn.execute(select(documents.c.text)).scalar_one()
        rows = conn.execute(select(statements).where(statements.c.schema == K.CLAIM)).all()
        props: dict[str, dict[str, Row[Any]]] = {}
        for r in rows:
            props.setdefault(r.entity_id, {})[r.prop] = r
        (claim,) = [c for c in props.values() if "unit" in c and c["unit"].value == "GB"]
        assert P.SUBJECT not in claim  # no subject guessed
        value = claim["value"]
        assert value.value == "512"
        assert text[value.span_start : value.span_end] == value.quote  # the quote is verbatim
        assert "512 GB" in value.quote
        # The spec and conflict views read claims about an entity: the figure is not among them.
        assert all(r.get("value") != "512" for r in claims(conn))


def test_the_report_line_shows_a_late_figure(sqlite_engine: Engine, tmp_path: Path) -> None:
    """Synthetic: the figure stands past the first 80 characters of its long sentence."""
    sentence = (
        "SYNTHETIC: After a long preamble about invented plans that goes on and on for a while, "
        "a memory pool of 768 GB was shown next to them, and nobody said whose it was at all."
    )
    path = tmp_path / "synthetic_late.txt"
    path.write_text(ARTICLE.split("\n\n")[0] + "\n\n" + sentence + "\n", encoding="utf-8")
    report = ingest(sqlite_engine, load_path(path))
    (line,) = [n.message for n in report.checks if n.message.startswith("unattached figure '768 GB'")]
    shown = line.split("subject unclear in ", 1)[1]
    assert "768 GB" in shown and shown.startswith("'…") and len(shown) < 90, line


def test_a_page_of_unattached_figures_is_listed_then_counted(tmp_path: Path) -> None:
    """Many figures with no subject: the report lists the first few, counts the rest and names
    the command that lists all; the JSON report keeps every one (synthetic text)."""
    engine = connect(f"sqlite:///{tmp_path / 'store.db'}")
    migrate(engine)
    lines = [f"The synthetic board carries {64 * (i + 1)} GB of memory in total." for i in range(9)]
    path = tmp_path / "synthetic_spec_page.md"
    path.write_text("# Synthetic spec page\n\n" + "\n\n".join(lines) + "\n", encoding="utf-8")
    report = ingest(engine, load_path(path))
    assert report.status == "landed", report.lines()
    every = [n.message for n in report.checks if n.message.startswith("unattached figure")]
    assert len(every) > SHOWN_UNATTACHED
    shown = [line for line in report.lines() if ": unattached figure" in line]
    assert len(shown) == SHOWN_UNATTACHED
    (rest,) = [line for line in report.lines() if "more unattached figures" in line]
    assert f"{len(every) - SHOWN_UNATTACHED} more unattached figures, {len(every)} in all" in rest
    assert f"chipatlas document {report.document_id[:12]}" in rest
    assert len(report.as_dict()["checks"]) == len(report.checks)  # type: ignore[arg-type]


def test_a_cut_excerpt_is_marked_and_ends_on_a_whole_word() -> None:
    """Synthetic sentences (en, es, ja) longer than the report's 80 characters, the figure
    early: the excerpt ends on a whole word (a space-less script at the width) with '…'."""
    from chipatlas.extract.textdoc import _around

    en = "SYNTHETIC: Zorblax said that the $1.4 billion plant it is building in Examplestan will open soon."
    es = "SYNTHETIC: Los beneficios de Zorblax aumentaron un 39% hasta los 452.300 millones de dólares."
    ja = (
        "SYNTHETIC: ゾーブラックスの売上高は前年同期比46%増、前四半期比22%増の113億1500万ドル、"
        "純利益は前年同期比158%増、前四半期比59%増となった。"
    )
    for quote, figure in ((en, "$1.4 billion"), (es, "39%"), (ja, "46%")):
        shown = _around(quote, figure)
        assert shown.endswith("…") and figure in shown and len(shown) <= 81, shown
        assert quote.startswith(shown[:-1]), shown
    for quote, figure in ((en, "$1.4 billion"), (es, "39%")):
        assert quote[len(_around(quote, figure)) - 1] == " "  # the next word is left out whole
    short = "SYNTHETIC: Zorblax made 5 GW."
    assert _around(short, "5 GW") == short  # whole: nothing to mark


@pytest.mark.parametrize(
    "sentence",
    [
        "SYNTHETIC: The invented board shows 144 PFLOPS (sparse) and 144 PFLOPS (dense) on its sheet.",
        "SYNTHETIC: Das erfundene Board zeigt 144 PFLOPS (mit Spärlichkeit) und 144 PFLOPS (ohne).",
    ],
)
def test_a_figure_written_twice_is_one_report_line(
    sqlite_engine: Engine, tmp_path: Path, sentence: str
) -> None:
    """Synthetic (en, de): the same figure twice in one sentence printed two identical report
    lines (walk8); the report prints it once and says how often (JSON keeps both)."""
    path = tmp_path / "synthetic_twice.txt"
    path.write_text(ARTICLE.split("\n\n")[0] + "\n\n" + sentence + "\n", encoding="utf-8")
    report = ingest(sqlite_engine, load_path(path))
    lines = [line for line in report.lines() if "unattached figure '144 PFLOPS'" in line]
    assert len(lines) == 1 and lines[0].endswith("(2 times)"), report.lines()
    assert len([n for n in report.checks if "'144 PFLOPS'" in n.message]) == 2
