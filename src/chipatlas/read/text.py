"""Plain text and Markdown: running lines, pipe tables, list tables and MediaWiki tables, with
cell offsets."""

from __future__ import annotations

import re
from dataclasses import replace

from chipatlas.read.list_tables import list_tables
from chipatlas.read.parsed import Block, Cell, ParsedDocument, Row, Table
from chipatlas.read.wiki_tables import wiki_table

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


def _bare_table(line: str, nxt: str) -> bool:
    """A pipe table written without its outer pipes (GitHub's Markdown allows it): a header
    line with a pipe, over a separator line with pipes ("----- | ----")."""
    return "|" in line and "|" in nxt and not _is_table_line(line) and _SEPARATOR.match(nxt) is not None


def _bare_row(line: str) -> bool:
    """A row of a table without outer pipes: a line holding a pipe, not blank."""
    return "|" in line and bool(line.strip())


# reStructuredText markup that is no prose (Sphinx documentation): a directive (".. image::",
# ".. list-table::", ".. meta::") with its indented options (":header-rows: 1"), a link target
# (".. _trainium3-arch:"), a section title's underline ("=======", also Markdown's setext).
_DIRECTIVE = re.compile(r"^\s*\.\. (?:[\w-]+::|_[^:]+:\s*$)")
_OPTION = re.compile(r"^\s+:(?P<key>[\w-]+):\s*(?P<value>.*)$")
_ATX = re.compile(r"^(#{1,6})\s+\S")  # a Markdown heading: "## Section"
# A fenced code block opens and closes with three backticks or tildes; inside it, and in a line
# indented as code (four spaces or more: Markdown's indented code, a reStructuredText code-block),
# "# install the driver" is a shell comment, not a section title that ends what is in focus.
_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
_CODE_INDENT = 4
_UNDERLINE = re.compile(r"^([=\-~^\"*+#`])\1{2,}\s*$")
# What a ".. meta::" field says about the page (read into ParsedDocument.meta, as HTML <meta>).
_META_FIELDS = {
    "date-modified": "updated",
    "date-published": "published",
    "date": "published",
    "author": "author",
}


def _is_underline(lines: list[str], i: int) -> bool:
    """A section title's underline: marks at least as long as the title line above them."""
    line = lines[i]
    return bool(
        _UNDERLINE.match(line)
        and i > 0
        and lines[i - 1].strip()
        and len(line.strip()) >= len(lines[i - 1].strip())
    )


def _fence(lines: list[str], i: int, fence: str | None) -> tuple[str | None, bool]:
    """The open fence after line ``i``, and whether line ``i`` is a fence line itself."""
    opened = _FENCE.match(lines[i])
    if opened is None or (fence is None and _is_underline(lines, i)):  # "Sub\n~~~": a title
        return fence, False
    if fence is None:
        return opened[1][:3], True
    return (None, True) if opened[1].startswith(fence) else (fence, False)


def _markup(lines: list[str], i: int, doc: ParsedDocument, ranks: list[str]) -> int:
    """How many lines from ``i`` are markup, not prose (0: none); a meta directive's fields are read."""
    line = lines[i]
    if _is_underline(lines, i):
        if doc.title is None and not doc.blocks[:-1]:  # the first section title is the page's
            doc.title = lines[i - 1].strip()
        if doc.blocks and doc.blocks[-1].line == i:  # the title line just read: a heading
            mark = line.strip()[0]  # reStructuredText ranks underlines by first use (setext too)
            if mark not in ranks:
                ranks.append(mark)
            doc.blocks[-1] = replace(doc.blocks[-1], heading=ranks.index(mark) + 1)
        return 1
    if not _DIRECTIVE.match(line):
        return 0
    meta = line.strip() == ".. meta::"
    n = 1
    while i + n < len(lines) and (found := _OPTION.match(lines[i + n])):
        if meta and found["key"] in _META_FIELDS and found["value"].strip():
            key = _META_FIELDS[found["key"]]
            doc.meta.setdefault(key, found["value"].strip())
            doc.meta_origin.setdefault(key, f"the reStructuredText meta field {found['key']!r}")
        n += 1
    return n


def read_text(uri: str, text: str, media_type: str, encoding: str) -> ParsedDocument:
    doc = ParsedDocument(uri=uri, text=text, media_type=media_type, encoding=encoding)
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    i = 0
    last_text: str | None = None
    ranks: list[str] = []  # the underline characters in the order titles first use them
    fence: str | None = None  # the mark of the open fenced code block, if any
    while i < len(lines):
        inside = fence is not None
        fence, fence_line = _fence(lines, i, fence)
        skip = 0 if inside or fence_line else _markup(lines, i, doc, ranks)
        if skip:
            i += skip
            continue
        line = lines[i]
        wiki, after = (None, i) if inside or "{|" not in line else wiki_table(lines, i, offsets)
        if wiki is not None:  # "{| class=wikitable" ... "|}": a MediaWiki grid
            doc.tables.append(replace(wiki, heading=last_text))
            i = after
            continue
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        bare = _bare_table(line, nxt)  # "Nodes | CPUs | GPUs" over "----- | ---- | ----"
        if (_is_table_line(line) and _SEPARATOR.match(nxt)) or bare:
            header = Row(split_pipe_row(line, offsets[i]), i + 1, offsets[i], offsets[i] + len(line))
            rows = []
            i += 2
            while i < len(lines) and (_is_table_line(lines[i]) or (bare and _bare_row(lines[i]))):
                start = offsets[i]
                rows.append(Row(split_pipe_row(lines[i], start), i + 1, start, start + len(lines[i])))
                i += 1
            doc.tables.append(Table(header, tuple(rows), heading=last_text))
            continue
        stripped = line.strip()
        if stripped:
            lead = len(line) - len(line.lstrip())
            start = offsets[i] + lead
            code = inside or fence_line or lead >= _CODE_INDENT
            atx = None if code else _ATX.match(stripped)
            doc.blocks.append(
                Block(stripped, start, start + len(stripped), i + 1, heading=len(atx[1]) if atx else 0)
            )
            last_text = stripped.lstrip("#").strip()
            if doc.title is None and atx is not None and len(atx[1]) == 1:
                doc.title = last_text
        i += 1
    doc.tables += list_tables(text)  # their lines stay blocks too: prose around them reads on
    return doc
