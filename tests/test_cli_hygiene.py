"""Output hygiene as a user meets it (the installed script in a subprocess): CSV cells a
spreadsheet would run are neutralised in every CSV; control and escape characters stored in
cells or file names never reach the terminal raw; an error message never crashes the error
path. The hostile ring below is synthetic test text."""

from __future__ import annotations

import csv
import io
import os
import pty
import subprocess
from functools import partial
from pathlib import Path

import pytest
from tests.cli_support import EXE, cli_process

from chipatlas.model import cells
from chipatlas.present.cli.render import to_csv as cli_csv
from chipatlas.present.web.render import to_csv as web_csv

PLATFORM = "Synthetic Hostile Plat"
HEADER = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,"
    "us_status,evidence,source_url,notes"
)
ROWS = [
    f'{PLATFORM},Accelerator,"=HYPERLINK(""http://evil.invalid"",""x"")",detail one,sole,Taiwan,'
    '"+cmd|\' /C calc\'!A0",made_abroad,claimed,https://example.invalid/a,"@SUM(1+1)"',
    f'{PLATFORM},HBM,Acme Synthetic Memory,"-2+3 detail",primary,Korea,\x1b]0;pwned\x07Site,made_abroad,'
    "claimed,https://example.invalid/b,note \x1b[31mred\x1b[0m \x9b2J end",
    f"{PLATFORM},Rack,Synthetic Rack Co,\tTabbed detail,primary,Mexico,-5,made_abroad,claimed,,plain",
]
FORMULA = ("=", "+", "-", "@", "\t", "\r")


run = partial(cli_process, columns=200)  # Rich tables drawn wide, as a terminal would


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("hygiene")
    db = folder / "atlas.db"
    assert run(db, "init", "--empty").returncode == 0
    ring = folder / "synthetic_hostile_ring.csv"
    ring.write_text("\n".join([HEADER, *ROWS]) + "\n", encoding="utf-8")
    out = run(db, "ingest", str(ring))
    assert out.returncode == 0, out.stderr
    return db


def _cells(text: str) -> list[str]:
    return [c for row in list(csv.reader(io.StringIO(text)))[1:] for c in row]


def _assert_neutralised(text: str) -> None:
    found = _cells(text)
    assert found, text
    for cell in found:
        assert not cell.startswith(FORMULA) or cells._is_number(cell), cell


def test_every_cli_csv_is_neutralised(store: Path) -> None:
    ring = run(store, "ring", PLATFORM, "--format", "csv")
    assert ring.returncode == 0, ring.stderr
    got = _cells(ring.stdout)
    assert '\'=HYPERLINK("http://evil.invalid","x")' in got
    assert "'+cmd|' /C calc'!A0" in got and "'@SUM(1+1)" in got and "'-2+3 detail" in got
    assert "-5" in got  # a plain number stays a number
    for args in (
        ("ring", PLATFORM, "--format", "csv"),
        ("export", "-", "--format", "csv"),
        ("chokepoints", "--format", "csv"),
        ("platforms", "--format", "csv"),
    ):
        out = run(store, *args)
        assert out.returncode == 0, (args, out.stderr)
        _assert_neutralised(out.stdout)


def test_cli_and_web_write_the_same_csv() -> None:
    rows = [{"a": "=1+1", "b": ["@x", "y"], "c": None, "d": True, "e": "-3", "f": "\tx", "g": "\ry"}]
    fields = ("a", "b", "c", "d", "e", "f", "g")
    assert cli_csv(rows, fields) == web_csv(rows, fields).replace("\r\n", "\n")
    assert _cells(cli_csv(rows, fields)) == ["'=1+1", "'@x; y", "", "true", "-3", "'\tx", "'\ry"]


def test_tables_and_reports_show_control_characters_escaped(store: Path, tmp_path: Path) -> None:
    table = run(store, "ring", PLATFORM)
    assert table.returncode == 0, table.stderr
    assert "\x1b" not in table.stdout and "\x07" not in table.stdout and "\x9b" not in table.stdout
    assert "\\x1b]0;pwned\\x07Site" in table.stdout and "\\x1b[31mred" in table.stdout
    name = tmp_path / "synthetic_\x1b]0;title\x07_\x1b[2Jnote.md"
    name.write_text("(Synthetic.) Not a ring: a short synthetic note.\n", encoding="utf-8")
    two_lines = tmp_path / "synthetic_two\nlines.md"
    two_lines.write_text("(Synthetic.) Another short synthetic note.\n", encoding="utf-8")
    report = run(store, "ingest", str(name), str(two_lines), "--dry-run")
    shown = report.stdout + report.stderr
    assert "\x1b" not in shown and "\x07" not in shown
    assert "synthetic_\\x1b]0;title\\x07_\\x1b[2Jnote.md" in shown
    assert any("synthetic_two\\nlines.md" in line for line in shown.splitlines())  # one line, escaped


def test_error_lines_escape_markup_and_control_characters(store: Path) -> None:
    for name in ("x[/y]", "[red]boom[/red] [bold", "a\x1b]0;t\x07b"):
        out = run(store, "resolve", name)
        assert out.returncode == 1
        assert "Traceback" not in out.stderr and "MarkupError" not in out.stderr
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), out.stderr
        assert "\x1b" not in out.stderr
        assert repr(cells.printable(name)) in out.stderr or cells.printable(name) in out.stderr
    missing = run(store, "ingest", "no_such_[/x]\x1b[2J.csv")
    assert missing.returncode == 1 and "Traceback" not in missing.stderr
    assert "no_such_[/x]\\x1b[2J.csv" in missing.stderr


def test_csv_to_a_terminal_is_escaped_but_a_pipe_gets_the_bytes(store: Path) -> None:
    piped = run(store, "ring", PLATFORM, "--format", "csv").stdout
    assert "\x1b]0;pwned\x07Site" in piped  # data into a pipe or file stays as stored
    leader, follower = pty.openpty()
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(store)}
    proc = subprocess.Popen(
        [str(EXE), "ring", PLATFORM, "--format", "csv"], stdout=follower, stderr=follower, env=env
    )
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the other end closed
            break
        if not chunk:
            break
        chunks.append(chunk)
    assert proc.wait(timeout=60) == 0
    os.close(leader)
    shown = b"".join(chunks).decode("utf-8")
    assert "\x1b" not in shown and "\\x1b]0;pwned\\x07Site" in shown and "'=HYPERLINK" in shown


def test_usage_errors_show_what_was_typed_escaped(store: Path) -> None:
    out = run(store, "ring", "--colour\x1b]0;t\x07")
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert "\x1b" not in out.stderr and "--colour\\x1b]0;t\\x07" in out.stderr


def test_piped_tables_are_wide_unless_columns_asks(store: Path) -> None:
    """Piped, a table is 200 wide so rows stay whole; COLUMNS sets another width (for less)."""

    def widest(columns: int | None) -> int:
        out = cli_process(store, "ring", PLATFORM, columns=columns)
        assert out.returncode == 0, out.stderr
        return max(len(line) for line in out.stdout.splitlines())

    assert 100 < widest(None) <= 200
    assert widest(90) <= 90
    assert widest(0) == widest(None)  # not a width: ignored
