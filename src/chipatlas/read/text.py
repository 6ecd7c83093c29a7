"""Plain text and Markdown: running lines, pipe tables and list tables, with cell offsets."""

from __future__ import annotations

import re

from chipatlas.read.list_tables import list_tables
from chipatlas.read.parsed import Block, Cell, ParsedDocument, Row, Table

_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def split_pipe_row(line: str, offset: int) -> tuple[Cell, ...]:
    """'| a | b |' -> cells with offsets; a missing outer pipe is tolerated."""
    body_start, body_end = 0, len(line.rstrip())
    stripped = line.lstrip()
    if stripped.startswith("|"):
        body_start = len(line) - len(stripped) + 1
    if line[:body_end].endswith("|") and body_end > body_start:
        body_end -= 1
    cells = []
    pos = body_start
    for part in line[body_start:body_end].split("|"):
        lead = len(part) - len(part.lstrip())
        text = part.strip()
        start = offset + pos + lead
        cells.append(Cell(text, start, start + len(text)))
        pos += len(part) + 1
    return tuple(cells)


def _is_table_line(line: str) -> bool:
    return line.lstrip().startswith("|") and line.count("|") >= 2


def read_text(uri: str, text: str, media_type: str, encoding: str) -> ParsedDocument:
    doc = ParsedDocument(uri=uri, text=text, media_type=media_type, encoding=encoding)
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    i = 0
    last_text: str | None = None
    while i < len(lines):
        line = lines[i]
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if _is_table_line(line) and _SEPARATOR.match(nxt):
            header = Row(split_pipe_row(line, offsets[i]), i + 1, offsets[i], offsets[i] + len(line))
            rows = []
            i += 2
            while i < len(lines) and _is_table_line(lines[i]):
                start = offsets[i]
                rows.append(Row(split_pipe_row(lines[i], start), i + 1, start, start + len(lines[i])))
                i += 1
            doc.tables.append(Table(header, tuple(rows), heading=last_text))
            continue
        stripped = line.strip()
        if stripped:
            lead = len(line) - len(line.lstrip())
            start = offsets[i] + lead
            doc.blocks.append(Block(stripped, start, start + len(stripped), i + 1))
            last_text = stripped.lstrip("#").strip()
            if doc.title is None and line.lstrip().startswith("# "):
                doc.title = last_text
        i += 1
    doc.tables += list_tables(text)  # their lines stay blocks too: prose around them reads on
    return doc
