"""Output for the terminal: Rich tables (JSON and CSV from the same rows are ``output``'s).

User text (cells, file names, error messages) is never parsed as Rich markup and
never reaches the terminal with its control characters: the consoles below have
markup and emoji codes off, and escape control characters in every string printed.
"""

from __future__ import annotations

import io
import os
import re
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.cells import cell_len
from rich.console import Console
from rich.measure import Measurement
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


PIPED_WIDTH = 200


def _width(tty: bool) -> int | None:
    """A terminal keeps its own width. Piped output gets wide lines so rows stay whole, unless
    ``COLUMNS`` asks for a width (``COLUMNS=100 chipatlas ring X | less``)."""
    if tty:
        return None
    asked = os.environ.get("COLUMNS", "")
    return int(asked) if asked.isdigit() and int(asked) > 0 else PIPED_WIDTH


def _console(stderr: bool) -> SafeConsole:
    tty = (sys.stderr if stderr else sys.stdout).isatty()
    return SafeConsole(stderr=stderr, width=_width(tty), markup=False, emoji=False)


console = _console(stderr=False)
errors = _console(stderr=True)


def say(line: str, *, error: bool = False, style: str | None = None) -> None:
    """One report line, kept on one line: a newline inside a file name is shown as ``\\n``."""
    (errors if error else console).print(cells.one_line(line), style=style, highlight=False, soft_wrap=True)


def error_line(message: str) -> Text:
    """``error: message`` on one line, the message shown literally."""
    return Text.assemble(("error:", "red"), " ", cells.one_line(message))


def print_table(
    rows: Sequence[Mapping[str, object]],
    fields: Sequence[str],
    title: str | None = None,
    *,
    optional: Sequence[str] = (),
) -> None:
    """A table as wide as the terminal. When it cannot fit with one-word values whole and
    others folded between words, or with too little room left for its quote or notes (they
    take the spare room first, _prose_widths), it drops its side rules and padding (one space
    between columns); then columns empty in
    every row go, then ``optional`` ones in the order given, and a dim line names them (JSON
    and CSV always have them all)."""
    shown = list(fields)
    spare = console.width - _min_width(rows, shown, compact=False)
    compact = spare < 0 or spare < _prose_wanted(rows, shown)
    empty = [f for f in fields if all(row.get(f) in (None, "") for row in rows)]
    dropped: list[str] = []
    for f in [*empty, *(f for f in optional if f not in empty)]:
        if _min_width(rows, shown, compact=compact) <= console.width:
            break
        if f in shown and len(shown) > 1:
            shown.remove(f)
            dropped.append(f)
    console.print(_table(rows, shown, title, compact=compact, widths=_prose_widths(rows, shown, compact)))
    if dropped:
        names = ", ".join(f.replace("_", " ") for f in dropped)
        note = f"not shown at this width: {names} (--format csv or json has every column)"
        console.print(Text(note, style="dim"))  # wrapped at the terminal's width, unlike say()


# Columns that hold sentences (a document's words, a row's notes, a figure in one line): read,
# not scanned. Left to Rich, every folded column shrinks to the same width, and a quote beside a dozen short
# columns ends up a dozen characters wide: one word a line. These take the room the table
# has to spare first, up to _PROSE_WIDTH; the other columns fold to make it.
_PROSE = ("quote", "notes", "figure")
_PROSE_WIDTH = 48


def _prose_wanted(rows: Sequence[Mapping[str, object]], fields: Sequence[str]) -> int:
    """The room the prose columns would take beyond their longest word, up to _PROSE_WIDTH."""
    wanted = 0
    for f in fields:
        if f in _PROSE and not _whole(rows, f):
            longest = max(len(str(row.get(f))) for row in rows if row.get(f) is not None)
            wanted += max(0, min(longest, _PROSE_WIDTH) - _least(rows, f))
    return wanted


def _prose_widths(
    rows: Sequence[Mapping[str, object]], fields: Sequence[str], compact: bool
) -> dict[str, int]:
    prose = [f for f in fields if f in _PROSE and not _whole(rows, f)]
    if not prose:
        return {}
    spare = console.width - _min_width(rows, fields, compact=compact)
    out: dict[str, int] = {}
    for f in prose:
        least = _least(rows, f)
        longest = max(len(str(row.get(f))) for row in rows if row.get(f) is not None)
        out[f] = least + max(0, min(spare, min(longest, _PROSE_WIDTH) - least))
        spare -= out[f] - least
    return out


# A value of one word up to this long (an id, a role, a date) is never folded: a reviewer copies it.
_WHOLE = 24


def _whole(rows: Sequence[Mapping[str, object]], f: str) -> bool:
    texts = [str(row.get(f)) for row in rows if row.get(f) is not None]
    return all(len(t) <= _WHOLE and not any(c.isspace() for c in t) for t in texts)


def _table(
    rows: Sequence[Mapping[str, object]],
    fields: Sequence[str],
    title: str | None,
    *,
    compact: bool = False,
    widths: Mapping[str, int] | None = None,
) -> Table:
    # Compact: no side rules, one space between columns (the head's rule still marks the head).
    style: dict[str, Any] = {"box": box.SIMPLE_HEAD, "show_edge": False, "padding": 0}
    table = Table(
        title=Text(cells.printable(title)) if title else None,
        show_lines=False,
        header_style="bold",
        **(style if compact else {}),
    )
    for f in fields:
        width = widths.get(f) if widths else None
        table.add_column(f.replace("_", " "), overflow="fold", no_wrap=_whole(rows, f), width=width)
    for row in rows:
        table.add_row(*(_shown(row.get(f)) for f in fields))
    return table


def _min_width(rows: Sequence[Mapping[str, object]], fields: Sequence[str], *, compact: bool) -> int:
    """How narrow the table can be: one-word values whole, others folded at their longest word
    (its rules and padding measured by drawing its head at those widths)."""

    head = _table([], fields, None, compact=compact, widths={f: _least(rows, f) for f in fields})
    return Measurement.get(_MEASURE, _MEASURE.options, head).maximum


def _least(rows: Sequence[Mapping[str, object]], f: str) -> int:
    """A column's narrowest: its longest one-word value whole, or its longest word (in
    terminal cells: a CJK character takes two)."""
    texts = [f.replace("_", " "), *(str(row.get(f)) for row in rows if row.get(f) is not None)]
    if _whole(rows, f):
        return max(cell_len(t) for t in texts)
    return max(_word_cells(word) for t in texts for word in (t.split() or [""]))


def _word_cells(word: str) -> int:
    """How narrow a word can fold without breaking a Latin word: Chinese, Japanese and Korean
    break between any two wide characters, so a sentence in them with no space is not one
    long word (taken as one, it pushed the status and kind columns off a review table)."""
    if cell_len(word) == len(word):
        return len(word)
    runs = [len(run) for run in _WIDE.split(word)]
    return max([min(cell_len(word), _WIDE_LEAST), *runs])


# A wide-character sentence folds anywhere, but a column narrower than this reads a few
# characters a line: it takes this much (ten CJK characters) before other columns go.
_WIDE_LEAST = 20


_WIDE = re.compile(
    r"[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]"
)


_MEASURE = Console(width=10_000, file=io.StringIO())


def _shown(value: Any) -> Text:
    if value is None:
        return Text("—", style="dim")
    if isinstance(value, bool):
        return Text("yes" if value else "no")
    return Text(cells.printable(str(value)))
