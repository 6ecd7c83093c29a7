"""Output for the terminal: Rich tables (JSON and CSV from the same rows are ``output``'s).

User text (cells, file names, error messages) is never parsed as Rich markup and
never reaches the terminal with its control characters: the consoles below have
markup and emoji codes off, and escape control characters in every string printed.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from chipatlas.model import cells

# The plain writers live in ``output`` (no Rich), so that a command printing JSON or CSV
# never imports Rich; every command module may still take them from here.
from chipatlas.present.cli.output import (
    FORMAT,
    Format,
    emit,
    format_option,
    print_data,
    print_json,
    to_csv,
)

__all__ = [
    "FORMAT",
    "Format",
    "SafeConsole",
    "console",
    "emit",
    "error_line",
    "errors",
    "format_option",
    "print_data",
    "print_json",
    "print_table",
    "say",
    "to_csv",
]


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
