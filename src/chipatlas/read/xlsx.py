"""Spreadsheets (.xlsx): every sheet with data becomes a table.

The stored text is each sheet as tab-separated lines under a "# sheet" line, so every
cell keeps offsets a quote can point at, like a CSV's.
"""

from __future__ import annotations

import io
import zipfile
from datetime import date, datetime

from chipatlas.errors import InputError
from chipatlas.read.parsed import Cell, ParsedDocument, Row, Table


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    # Tabs and line breaks inside a cell would break the stored text's layout.
    return " ".join(str(value).split())


def read_xlsx(uri: str, data: bytes) -> ParsedDocument:
    # openpyxl is imported here: only spreadsheet ingests pay for it.
    from openpyxl import load_workbook

    try:
        book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except (zipfile.BadZipFile, KeyError, ValueError, OSError) as exc:
        raise InputError(uri, f"not a readable .xlsx workbook: {exc}") from None
    lines: list[str] = []
    tables: list[Table] = []
    offset = 0
    for sheet in book.worksheets:
        rows: list[Row] = []
        title = f"# {sheet.title}"
        lines.append(title)
        offset += len(title) + 1
        for values in sheet.iter_rows(values_only=True):
            texts = [_text(v) for v in values]
            while texts and not texts[-1]:
                texts.pop()
            line = "\t".join(texts)
            lines.append(line)
            if any(texts):
                cells, pos = [], offset
                for t in texts:
                    cells.append(Cell(t, pos, pos + len(t)))
                    pos += len(t) + 1
                rows.append(Row(tuple(cells), len(lines), offset, offset + len(line)))
            offset += len(line) + 1
        if rows:
            width = max(len(r.cells) for r in rows)
            rows = [_pad(r, width) for r in rows]
            tables.append(Table(rows[0], tuple(rows[1:]), heading=sheet.title))
    book.close()
    if not tables:
        raise InputError(uri, "the workbook has no cells with data", line=1)
    doc = ParsedDocument(uri=uri, text="\n".join(lines), media_type=XLSX, encoding="xlsx")
    doc.tables = tables
    doc.notes.append(f"read {len(tables)} sheet(s) with data: {', '.join(t.heading or '' for t in tables)}")
    return doc


def _pad(row: Row, width: int) -> Row:
    """Trailing empty cells a spreadsheet drops, put back so every row has the header's width."""
    if len(row.cells) >= width:
        return row
    end = row.end
    return Row(
        (*row.cells, *(Cell("", end, end) for _ in range(width - len(row.cells)))), row.line, row.start, end
    )


XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
