"""reStructuredText and MyST list tables: a table written as nested bullets.

Technical documentation (Sphinx, MyST) writes its spec tables so::

    .. list-table:: Peak figures
       :header-rows: 1

       *   - Data type
           - ZX900
       *   - FP8
           - 2,000 TFLOPS

A row is a ``*`` bullet, a cell a ``-`` bullet inside it; a cell runs on over the lines
indented deeper than its dash (nested bullets included). Each cell keeps its place in the
document text, so a figure read in it quotes the text verbatim and knows its column's
header cell. Only tables with a header row are returned: without one, no column says what
its figures are about.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chipatlas.read.parsed import Cell, Row, Table

_OPEN = re.compile(
    r"^(?P<indent>[ \t]*)(?:\.\. list-table::|(?P<fence>`{3,}|~{3,})\{list-table\})(?P<caption>.*)$"
)
_OPTION = re.compile(r"^\s*:(?P<name>[\w-]+):\s*(?P<value>.*)$")
_ROW = re.compile(r"^(?P<indent>\s*)\*(?:\s+|$)")
_DASH = re.compile(r"-(?:\s+|$)")


@dataclass(frozen=True, slots=True)
class _Line:
    text: str
    start: int  # offset of the line in the document
    number: int  # 1-based

    @property
    def indent(self) -> int:
        return len(self.text) - len(self.text.lstrip())

    @property
    def blank(self) -> bool:
        return not self.text.strip()


def _lines(text: str) -> list[_Line]:
    out, start = [], 0
    for number, line in enumerate(text.split("\n"), 1):
        out.append(_Line(line, start, number))
        start += len(line) + 1
    return out


def list_tables(text: str) -> list[Table]:
    """Every list table of ``text`` that has a header row, its cells with their offsets."""
    if "list-table" not in text:  # most documents have none: no line walk (speed)
        return []
    lines = _lines(text)
    tables: list[Table] = []
    i = 0
    while i < len(lines):
        opened = _OPEN.match(lines[i].text)
        if not opened:
            i += 1
            continue
        body, i = _body(lines, i, opened)
        options = {m["name"]: m["value"].strip() for line in body if (m := _OPTION.match(line.text))}
        rows = _rows([line for line in body if not _OPTION.match(line.text)], text)
        headers = int(options["header-rows"]) if options.get("header-rows", "").isdigit() else 0
        if headers >= 1 and len(rows) > headers:
            caption = opened["caption"].strip() or None
            tables.append(Table(rows[0], tuple(rows[headers:]), heading=caption, form="list-table"))
    return tables


def _body(lines: list[_Line], i: int, opened: re.Match[str]) -> tuple[list[_Line], int]:
    """The directive's lines after its opening one, and where the text goes on after it."""
    fence, indent = opened["fence"], len(opened["indent"])
    body: list[_Line] = []
    j = i + 1
    while j < len(lines):
        line = lines[j]
        if fence and line.text.strip().startswith(fence[0] * 3):
            return body, j + 1
        if not fence and not line.blank and line.indent <= indent:
            break
        body.append(line)
        j += 1
    return body, j


def _rows(body: list[_Line], text: str) -> list[Row]:
    bullets = [line for line in body if _ROW.match(line.text)]
    if not bullets:
        return []
    indent = min(line.indent for line in bullets)
    starts = [k for k, line in enumerate(body) if _ROW.match(line.text) and line.indent == indent]
    rows = []
    for n, k in enumerate(starts):
        part = body[k : starts[n + 1] if n + 1 < len(starts) else len(body)]
        cells = _cells(part, indent, text)
        if cells:
            content = [line for line in part if not line.blank]
            end = content[-1].start + len(content[-1].text.rstrip())
            rows.append(Row(tuple(cells), part[0].number, part[0].start + indent, end))
    return rows


def _cells(part: list[_Line], row_indent: int, text: str) -> list[Cell]:
    """The row's cells: dashes at one column (the first one's), each running on over deeper lines."""
    dashes: list[tuple[int, int]] = []  # (line index, column of the dash)
    for k, line in enumerate(part):
        # The row's own line may hold its first dash after the star: "*   - FP8".
        col = row_indent + 1 if k == 0 else 0
        while col < len(line.text) and line.text[col] in " \t":
            col += 1
        if not _DASH.match(line.text, col):
            continue
        if not dashes or col == dashes[0][1]:
            dashes.append((k, col))
    cells = []
    for n, (k, col) in enumerate(dashes):
        last = dashes[n + 1][0] if n + 1 < len(dashes) else len(part)
        cells.append(_cell(part[k:last], col, text))
    return cells


def _cell(lines: list[_Line], col: int, text: str) -> Cell:
    first = lines[0]
    head = first.start + col + 1
    while head < first.start + len(first.text) and text[head] in " \t":
        head += 1
    content = [line for line in lines[1:] if not line.blank and line.indent > col]
    if head >= first.start + len(first.text.rstrip()):  # "-" alone: the text starts below
        if not content:
            return Cell("", head, head)
        head = content[0].start + content[0].indent
    last = content[-1] if content else first
    end = last.start + len(last.text.rstrip())
    return Cell(text[head:end], head, end)
