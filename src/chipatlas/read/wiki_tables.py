"""MediaWiki tables: a grid written as ``{|`` ... ``|}`` lines (wiki pages, their text exports).

::

    {| class="wikitable"
    ! Nodes !! Model !! GPU per node
    |-
    | 168 || Dell 750xa || 4 x NVIDIA L40S 48GB
    |}

A row runs from one ``|-`` to the next; its cells are written on one line (``||`` or ``!!``
between them) or one per line; a header cell opens with ``!``, a data cell with ``|``; a
cell's attributes stand before a single ``|`` (``| style="x" | text``). The first row of
header cells is the header; a table with none (a key-value box) is left to be read as prose,
line by line. Every cell keeps its place in the document text, so a figure read in it quotes
the text verbatim and knows its column.
"""

from __future__ import annotations

import re

from chipatlas.read.parsed import Cell, Row, Table

_OPEN = re.compile(r"^\s*\{\|")
_CLOSE = re.compile(r"^\s*\|\}")
_ROW_BREAK = re.compile(r"^\s*\|-")
_CAPTION = re.compile(r"^\s*\|\+")
_SPLIT = re.compile(r"\|\||!!")
# A cell's attributes before its text: 'style="..." |', 'colspan=2 |' (one pipe, an "=" before it).
_ATTRS = re.compile(r"^[^|\[\]]*=[^|\[\]]*\|(?!\|)")


def wiki_table(lines: list[str], i: int, offsets: list[int]) -> tuple[Table | None, int]:
    """The table opening at line ``i`` and the index of the line after its ``|}``; (None, i)
    when line ``i`` opens none, or the table has no header row."""
    if not _OPEN.match(lines[i]):
        return None, i
    rows: list[tuple[list[Cell], bool, int, int, int]] = []  # cells, header, line, start, end
    current: list[Cell] = []
    header, first, start = False, 0, 0
    j = i + 1
    while j < len(lines) and not _CLOSE.match(lines[j]):
        line, at = lines[j], offsets[j]
        stripped = line.lstrip()
        if _ROW_BREAK.match(line) or _CAPTION.match(line):
            if current:
                rows.append((current, header, first, start, offsets[j] - 1))
            current, header = [], False
        elif stripped[:1] in ("|", "!"):
            if not current:
                header, first, start = stripped[0] == "!", j + 1, at
            current += _cells(line, at)
        j += 1
    if current:
        rows.append((current, header, first, start, offsets[j] - 1 if j < len(offsets) else start))
    heads = [k for k, r in enumerate(rows) if r[1]]
    if not heads:
        return None, i
    h = heads[0]
    cells, _, number, a, z = rows[h]
    table = Table(
        Row(tuple(cells), number, a, z),
        tuple(Row(tuple(c), n, s, e) for c, _, n, s, e in rows[h + 1 :] if c),
    )
    return table, min(j + 1, len(lines))


def _cells(line: str, offset: int) -> list[Cell]:
    """The cells of one line, each with its offsets, attributes left out."""
    lead = len(line) - len(line.lstrip()) + 1  # the opening "|" or "!"
    out = []
    pos = lead
    for part in _SPLIT.split(line[lead:]):
        attrs = _ATTRS.match(part)
        body = part[attrs.end() :] if attrs else part
        skip = attrs.end() if attrs else 0
        text = body.strip()
        start = offset + pos + skip + (len(body) - len(body.lstrip()))
        out.append(Cell(text, start, start + len(text)))
        pos += len(part) + 2
    return out
