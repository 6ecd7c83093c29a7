"""Output without Rich: the ``--format`` option, JSON and CSV for stdout.

``render`` adds the Rich tables and consoles and re-exports these, so a command that
prints JSON or CSV (``ring``, ``platforms``) imports Rich only for a table.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any

import typer

from chipatlas.errors import ConfigError
from chipatlas.model import cells


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
