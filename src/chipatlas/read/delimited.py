"""CSV and TSV: one table, each cell located in the text for quoting."""

from __future__ import annotations

import csv
import re
from array import array
from collections.abc import Iterator, Sequence
from typing import overload

from chipatlas.errors import InputError
from chipatlas.limits import Limits, check_time
from chipatlas.read.parsed import Cell, ParsedDocument, Row, Table


def _line_offsets(text: str) -> array[int]:
    """Where each line starts (and one past the end): found without splitting the text,
    kept as 8 bytes a line."""
    return array("q", [0, *(m.end() for m in re.finditer("\n", text)), len(text) + 1])


# A line as io.StringIO(newline="") returns it: ended by \r\n, \r or \n, kept untranslated.
_LINE = re.compile(r"[^\r\n]*(?:\r\n?|\n)|[^\r\n]+")


def _lines(text: str) -> Iterator[str]:
    """The text's lines one at a time: a StringIO would copy the whole text (4 bytes a
    character) for each walk."""
    return (m.group() for m in _LINE.finditer(text))


def _delimiter(header: str) -> str:
    """The separator a header line uses: ',' unless ';' or tab is plainly the one (European
    spreadsheets write ';', since ',' is their decimal mark)."""
    outside = re.sub(r'"[^"]*"', "", header)
    counts = {d: outside.count(d) for d in (",", ";", "\t")}
    best = max(counts, key=lambda d: counts[d])
    return best if counts[best] > counts[","] else ","


def _locate(raw: str, value: str, cursor: int) -> int:
    """Where a cell's value starts in its row, searched only just past the previous cell.

    The next cell starts within a delimiter, a quote and some spaces of ``cursor``, and
    its written form is at most twice the value (doubled quotes): a bounded window keeps
    a row of 50,000 cells linear instead of rescanning the rest of the row for each.
    """
    if not value:
        return -1
    return raw.find(value, cursor, cursor + 2 * len(value) + 16)


class DelimitedRows(Sequence[Row]):
    """A delimited file's data rows, read again from the text each time they are walked.

    The whole file was checked once when it was read (limits, quoting, line numbers), so
    walking it again cannot fail; holding no rows keeps a 100,000-row ring's memory flat
    (each row with its cells costs ~4 KB as objects, ~400 MB for such a file).
    """

    def __init__(self, text: str, delimiter: str, count: int) -> None:
        self._text, self._delimiter, self._count = text, delimiter, count

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[Row]:
        rows = _rows(self._text, self._delimiter)
        next(rows, None)  # the header
        return rows

    @overload
    def __getitem__(self, index: int) -> Row: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Row]: ...
    def __getitem__(self, index: int | slice) -> Row | Sequence[Row]:
        return tuple(self)[index]  # rare (tests, small tables): a walk, not a store


def _rows(text: str, delimiter: str) -> Iterator[Row]:
    """Every row with a filled cell, each cell located in the text."""
    offsets = _line_offsets(text)
    reader = csv.reader(_lines(text), delimiter=delimiter)
    first_line = 1
    for values in reader:
        last_line = reader.line_num
        start, end = offsets[first_line - 1], offsets[last_line] - 1
        if any(v.strip() for v in values):
            yield Row(_cells(text[start:end], start, values), first_line, start, end)
        first_line = last_line + 1


def _cells(raw: str, start: int, values: list[str]) -> tuple[Cell, ...]:
    cells, cursor = [], 0
    for value in values:
        found = _locate(raw, value, cursor)
        if found >= 0:
            cells.append(Cell(value, start + found, start + found + len(value)))
            cursor = found + len(value)
        else:
            cells.append(Cell(value, start + cursor, start + cursor))
    return tuple(cells)


def _check(uri: str, text: str, delimiter: str, limits: Limits) -> int:
    """The rows with a filled cell, counted; a file over a limit or badly quoted is refused
    here, with its line, before anything is extracted from it."""
    reader = csv.reader(_lines(text), delimiter=delimiter)
    csv.field_size_limit(1 << 30)  # our own cell_chars check below gives the clearer message
    first_line, cells_read, count = 1, 0, 0
    try:
        for values in reader:
            cells_read += len(values)
            if cells_read > limits.cells:
                raise InputError(uri, f"more than {limits.cells:,} cells; refused", line=first_line)
            check_time(first_line)
            for col, value in enumerate(values):
                if len(value) > limits.cell_chars:
                    raise InputError(
                        uri,
                        f"cell {col + 1} is {len(value):,} characters; the limit is {limits.cell_chars:,}",
                        line=first_line,
                    )
            if any(v.strip() for v in values):
                count += 1
            first_line = reader.line_num + 1
    except csv.Error as exc:
        raise InputError(uri, f"not valid CSV: {exc}", line=reader.line_num) from None
    return count


def read_delimited(
    uri: str, text: str, media_type: str, encoding: str, limits: Limits | None = None
) -> ParsedDocument:
    """One table whose rows are read as they are walked: see DelimitedRows."""
    limits = limits or Limits.load()
    delimiter = "\t" if media_type == "text/tab-separated-values" else _delimiter(text.split("\n", 1)[0])
    count = _check(uri, text, delimiter, limits)
    doc = ParsedDocument(uri=uri, text=text, media_type=media_type, encoding=encoding)
    if delimiter == ";":
        doc.notes.append("columns separated by ';': read as such")
    header = next(_rows(text, delimiter), None)
    if header is not None:
        doc.tables.append(Table(header, DelimitedRows(text, delimiter, count - 1)))
    return doc
