"""CSV and TSV: one table, each cell located in the text for quoting."""

from __future__ import annotations

import csv
import io
import re

from chipatlas.errors import InputError
from chipatlas.limits import Limits, check_time
from chipatlas.read.parsed import Cell, ParsedDocument, Row, Table


def _line_offsets(text: str) -> list[int]:
    offsets = [0]
    for line in text.split("\n"):
        offsets.append(offsets[-1] + len(line) + 1)
    return offsets


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


def read_delimited(
    uri: str, text: str, media_type: str, encoding: str, limits: Limits | None = None
) -> ParsedDocument:
    limits = limits or Limits.load()
    delimiter = "\t" if media_type == "text/tab-separated-values" else _delimiter(text.split("\n", 1)[0])
    offsets = _line_offsets(text)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    csv.field_size_limit(1 << 30)  # our own cell_chars check below gives the clearer message
    rows: list[Row] = []
    first_line, cells_read = 1, 0
    try:
        for values in reader:
            last_line = reader.line_num
            cells_read += len(values)
            if cells_read > limits.cells:
                raise InputError(uri, f"more than {limits.cells:,} cells; refused", line=first_line)
            check_time(first_line)
            start, end = offsets[first_line - 1], offsets[last_line] - 1
            raw = text[start:end]
            cells, cursor = [], 0
            for col, value in enumerate(values):
                if len(value) > limits.cell_chars:
                    raise InputError(
                        uri,
                        f"cell {col + 1} is {len(value):,} characters; the limit is {limits.cell_chars:,}",
                        line=first_line,
                    )
                found = _locate(raw, value, cursor)
                if found >= 0:
                    cells.append(Cell(value, start + found, start + found + len(value)))
                    cursor = found + len(value)
                else:
                    cells.append(Cell(value, start + cursor, start + cursor))
            if any(v.strip() for v in values):
                rows.append(Row(tuple(cells), first_line, start, end))
            first_line = last_line + 1
    except csv.Error as exc:
        raise InputError(uri, f"not valid CSV: {exc}", line=reader.line_num) from None
    doc = ParsedDocument(uri=uri, text=text, media_type=media_type, encoding=encoding)
    if delimiter == ";":
        doc.notes.append("columns separated by ';': read as such")
    if rows:
        doc.tables.append(Table(rows[0], tuple(rows[1:])))
    return doc
