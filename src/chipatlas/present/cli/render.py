"""Output for the terminal: Rich tables, JSON and CSV from the same rows."""

from __future__ import annotations

import csv
import io
import json
import sys
from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from rich.console import Console
from rich.table import Table

# Piped output gets wide lines so rows stay whole; a terminal keeps its own width.
console = Console(width=None if sys.stdout.isatty() else 200)
errors = Console(stderr=True, width=None if sys.stderr.isatty() else 200)


class Format(StrEnum):
    table = "table"
    json = "json"
    csv = "csv"


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def to_csv(rows: Sequence[dict[str, Any]], fields: Sequence[str]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=list(fields), extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: _cell(row.get(k)) for k in fields})
    return buf.getvalue()


def _cell(value: Any) -> Any:
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else value


def print_table(rows: Sequence[dict[str, Any]], fields: Sequence[str], title: str | None = None) -> None:
    table = Table(title=title, show_lines=False, header_style="bold")
    for f in fields:
        table.add_column(f.replace("_", " "), overflow="fold")
    for row in rows:
        table.add_row(*(_shown(row.get(f)) for f in fields))
    console.print(table)


def _shown(value: Any) -> str:
    if value is None:
        return "[dim]—[/dim]"
    if isinstance(value, bool):
        return "yes" if value else "no"
    from rich.markup import escape

    return escape(str(value))
