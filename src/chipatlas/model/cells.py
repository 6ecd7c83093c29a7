"""Cells that leave the program: CSV a spreadsheet may open, text a terminal will show.

Both faces (CLI and web) write CSV and print user text through these functions, so
the rules live in one place:

- a CSV cell starting with ``=``, ``+``, ``-``, ``@``, tab or carriage return is
  prefixed with ``'`` so a spreadsheet shows it as text instead of running it as a
  formula (CSV injection); plain numbers such as ``-3`` stay numbers;
- control characters (ANSI/OSC escape sequences, C1 controls, DEL) and Unicode
  bidirectional overrides stored in a document never reach a terminal raw: they are
  shown escaped (``\\x1b``), so a cell cannot recolour, retitle or rewrite the screen.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

# C0 controls except tab and newline, DEL, C1 controls, and the bidi embedding/override
# and isolate characters (the "Trojan Source" set), which reorder what is displayed.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def neutralise(text: str) -> str:
    """The text a spreadsheet shows as text, never as a formula."""
    if text.startswith(FORMULA_STARTS) and not _is_number(text):
        return "'" + text
    return text


def csv_cell(value: Any) -> str:
    """One value as a neutralised CSV cell: lists joined with '; ', dicts as JSON."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return "; ".join(csv_cell(v) for v in value)
    if isinstance(value, dict):
        return neutralise(json.dumps(value, ensure_ascii=False, default=str))
    return neutralise(str(value))


def to_csv(rows: Iterable[Mapping[str, object]], fields: Sequence[str], lineterminator: str = "\n") -> str:
    """A header of ``fields`` and one neutralised line per row.

    The csv module quotes a cell only for the characters of its own line terminator, so
    rows are written with ``\r\n`` (a cell holding either character is quoted) and the
    terminator is swapped afterwards: a stray CR in a cell can never split a row.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    for record in [list(fields), *([csv_cell(row.get(f)) for f in fields] for row in rows)]:
        writer.writerow(record)
        if lineterminator != "\r\n":
            out.seek(out.tell() - 2)
            out.write(lineterminator)
            out.truncate()
    return out.getvalue()


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """``text`` with every terminal control character shown escaped (tab and newline kept)."""
    return _UNSAFE.sub(_escaped, text)


def one_line(text: str) -> str:
    """``printable`` for a one-line message: newlines and tabs escaped too."""
    return printable(text).replace("\n", "\\n").replace("\t", "\\t")
