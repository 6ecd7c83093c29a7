"""Output for the terminal: Rich tables, JSON and CSV from the same rows.

User text (cells, file names, error messages) is never parsed as Rich markup and
never reaches the terminal with its control characters: the consoles below have
markup and emoji codes off, and escape control characters in every string printed.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from chipatlas.errors import ConfigError
from chipatlas.model import cells


class SafeConsole(Console):
    """A Console whose plain strings are shown literally, control characters escaped."""

    def print(self, *objects: Any, **kwargs: Any) -> None:
        shown = (cells.printable(o) if isinstance(o, str) else o for o in objects)
        super().print(*shown, **kwargs)


def _console(stderr: bool) -> SafeConsole:
    tty = (sys.stderr if stderr else sys.stdout).isatty()
    # Piped output gets wide lines so rows stay whole; a terminal keeps its own width.
    return SafeConsole(stderr=stderr, width=None if tty else 200, markup=False, emoji=False)


console = _console(stderr=False)
errors = _console(stderr=True)


class Format(StrEnum):
    table = "table"
    json = "json"
    csv = "csv"


def format_option(
    default: Format = Format.table, help: str = "table, json or csv (csv: the listed rows)"
) -> Any:
    """The one ``--format`` option of every command (a report or export picks its default and help)."""
    return typer.Option(default, "--format", help=help)


FORMAT: Any = format_option()


def print_data(text: str) -> None:
    """CSV, JSON or a document for stdout: byte for byte into a pipe or file, but with
    control characters shown escaped when stdout is a terminal that would obey them."""
    sys.stdout.write(cells.printable(text) if sys.stdout.isatty() else text)
    sys.stdout.flush()


def print_json(data: Any) -> None:
    print_data(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def to_csv(rows: Sequence[Mapping[str, object]], fields: Sequence[str]) -> str:
    """The same neutralised CSV as the web's .csv twins (see ``model.cells``)."""
    return cells.to_csv(rows, fields)


def say(line: str, *, error: bool = False, style: str | None = None) -> None:
    """One report line, kept on one line: a newline inside a file name is shown as ``\\n``."""
    (errors if error else console).print(cells.one_line(line), style=style, highlight=False, soft_wrap=True)


def error_line(message: str) -> Text:
    """``error: message`` on one line, the message shown literally."""
    return Text.assemble(("error:", "red"), " ", cells.one_line(message))


def print_table(
    rows: Sequence[Mapping[str, object]], fields: Sequence[str], title: str | None = None
) -> None:
    table = Table(
        title=Text(cells.printable(title)) if title else None, show_lines=False, header_style="bold"
    )
    for f in fields:
        table.add_column(f.replace("_", " "), overflow="fold")
    for row in rows:
        table.add_row(*(_shown(row.get(f)) for f in fields))
    console.print(table)


def _shown(value: Any) -> Text:
    if value is None:
        return Text("—", style="dim")
    if isinstance(value, bool):
        return Text("yes" if value else "no")
    return Text(cells.printable(str(value)))


def emit(
    fmt: Format, data: Any, rows: Sequence[Mapping[str, object]] | None = None, fields: Sequence[str] = ()
) -> bool:
    """The one writer of every data command: JSON (the whole result) or CSV (its rows) and
    True; False leaves the table to the caller. A command whose result is not a list says so."""
    if fmt == Format.json:
        print_json(data)
        return True
    if fmt == Format.csv:
        if rows is None:
            raise ConfigError("this command prints a summary, not a list: use --format table or json")
        print_data(to_csv(rows, fields))
        return True
    return False
