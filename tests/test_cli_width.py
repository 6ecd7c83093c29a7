"""``review`` and ``history`` tables on an 80-column terminal: whole lines, the key columns
whole, the dropped ones named; JSON unchanged by the width.

The note is SYNTHETIC text written for the test (it says so); the companies and platforms
are the bundled ones, the event is made up and not a fact.
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from sqlalchemy import Engine
from typer.testing import CliRunner

from chipatlas.ingest.pipeline import ingest
from chipatlas.present.cli import render
from chipatlas.present.cli.app import app
from chipatlas.sources import SourceDocument

NOTE = (
    "# Synthetic test note: memory qualification\n\nSynthetic text written for a test, not a real report. "
    "Samsung Electronics has been qualified as a second source of HBM for the Microsoft Maia 200, the "
    "company said on Monday.\n"
)


@pytest.fixture
def cli(bundled_sqlite: Engine) -> Any:
    ingest(bundled_sqlite, SourceDocument("synthetic/width.md", NOTE.encode(), "text/markdown"))
    db = bundled_sqlite.url.render_as_string(hide_password=False)

    def run(*args: str) -> str:
        result = CliRunner().invoke(app, ["--db", db, *args])
        assert result.exit_code == 0, result.output
        return result.stdout

    return run


def _narrow(cli: Any, monkeypatch: pytest.MonkeyPatch, *args: str) -> str:
    monkeypatch.setattr(render.console, "width", 80)
    return str(cli(*args))


def test_review_fits_80_columns_and_names_what_it_leaves_out(
    cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    wide = json.loads(cli("review", "--platform", "Maia 200", "--format", "json"))
    (p,) = wide
    out = _narrow(cli, monkeypatch, "review", "--platform", "Maia 200")
    assert max(len(line) for line in out.splitlines()) <= 80
    lines = out.splitlines()
    # The columns a reviewer decides by stay, each value whole on its line.
    for value in (p["id"], "contradict", "second_source", "qualified", "Electronics"):
        assert any(value in line for line in lines), value
    assert "not shown at this width:" in out and "--format csv" in out
    assert json.loads(cli("review", "--platform", "Maia 200", "--format", "json")) == wide


def test_history_fits_80_columns(cli: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    wide = json.loads(cli("history", "Maia 200", "--format", "json"))
    out = _narrow(cli, monkeypatch, "history", "Maia 200")
    assert max(len(line) for line in out.splitlines()) <= 80
    assert "not shown at this width:" in out
    assert any("SK hynix" in line for line in out.splitlines())
    assert json.loads(cli("history", "Maia 200", "--format", "json")) == wide


def test_a_wide_terminal_shows_every_column(cli: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(render.console, "width", 400)
    assert "not shown at this width" not in cli("review", "--platform", "Maia 200")


def _printed(
    monkeypatch: pytest.MonkeyPatch, width: int, rows: list[dict[str, object]], fields: list[str]
) -> str:
    out = io.StringIO()
    monkeypatch.setattr(
        render, "console", render.SafeConsole(width=width, file=out, markup=False, emoji=False)
    )
    render.print_table(rows, fields)
    return out.getvalue()


def test_a_quote_takes_the_room_to_spare_not_one_word_a_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Synthetic rows: a dozen short folded columns beside a quote. Left to Rich every folded
    column shrinks alike and the quote read one word a line; it takes the spare room first."""
    quote = "Synthetic words for a test: the maker said it ships the part to the buyer from next spring on."
    row: dict[str, object] = {f"c{i}": f"short value {i}" for i in range(12)} | {"quote": quote}
    fields = [*(f"c{i}" for i in range(12)), "quote"]
    text = _printed(monkeypatch, 200, [row], fields)
    assert max(len(line) for line in text.splitlines()) <= 200
    assert any("Synthetic words for a test: the maker said" in line for line in text.splitlines()), text
    # Side rules and padding would leave the quote too little: the table drops them instead.
    tight = _printed(monkeypatch, 130, [row], fields)
    assert "┃" not in tight and max(len(line) for line in tight.splitlines()) <= 130
    assert any("Synthetic words for a test: the maker said" in line for line in tight.splitlines()), tight
    # Too narrow to spare anything: the quote folds at its longest word like any column.
    narrow = _printed(monkeypatch, 60, [row], fields)
    assert max(len(line) for line in narrow.splitlines()) <= 60


@pytest.mark.parametrize(
    "quote",
    [
        "合成测试句子：示例公司表示今年下半年将向示例买家出货新一代机柜，并且对下半年的需求非常乐观，预计出货量将持续扩大。",
        "合成テスト文：サンプル社は今年後半にサンプル顧客へ新世代のラックを出荷する予定で、下半期の需要について非常に楽観的だと述べた。",
        "합성시험문장：샘플회사는올해하반기에샘플고객에게신세대랙을출하할예정이며하반기수요에대해매우낙관적이라고밝혔다고전했다.",
    ],
)
def test_a_cjk_quote_folds_and_leaves_the_status_column(monkeypatch: pytest.MonkeyPatch, quote: str) -> None:
    """Synthetic CJK quotes (zh, ja, ko) with no space: they break between any two characters,
    so the table folds them rather than dropping status and kind to fit them whole."""
    row: dict[str, object] = {"id": "0123456789abcdef", "status": "proposed", "kind": "supply"}
    row["quote"] = quote
    text = _printed(monkeypatch, 120, [row], ["id", "status", "kind", "quote"])
    assert "not shown at this width" not in text, text
    assert "proposed" in text and "supply" in text
    assert max(render.cell_len(line) for line in text.splitlines()) <= 120


def test_a_figure_line_takes_room_beside_a_quote(monkeypatch: pytest.MonkeyPatch) -> None:
    """Synthetic review rows: a figure in one line beside a quote and empty columns reads on
    one or two lines, not cut mid-metric into a column as narrow as the empty ones (walk8)."""
    row: dict[str, object] = {f"c{i}": f"synthetic platform name {i}" for i in range(7)} | {
        "id": "0123456789abcdef",
        "figure": "Zorblax: segment_revenue = 8,984,000,000 USD per quarter",
        "quote": "Synthetic words for a test: the maker said its segment revenue rose again this quarter.",
    }
    row["c0"] = "proposed"
    text = _printed(monkeypatch, 160, [row], ["id", *(f"c{i}" for i in range(7)), "figure", "quote"])
    assert any("Zorblax: segment_revenue =" in line for line in text.splitlines()), text
