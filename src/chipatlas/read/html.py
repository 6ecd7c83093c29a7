"""HTML: running text and <table>s, rendered to text with each cell's offset.

The stored text is a plain rendering (tables as pipe rows) so a quote can be shown
in place; each row keeps the line of the HTML source it came from, for errors.
"""

from __future__ import annotations

from html.parser import HTMLParser
from typing import cast

from chipatlas.read.parsed import Block, Cell, ParsedDocument, Row, Table

_BLOCK_TAGS = {"p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "caption", "title", "br", "dt", "dd"}
_SKIP_TAGS = {"script", "style", "noscript", "template"}
_HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        # ("text" | "heading", str, line) | ("table", (rows, caption), line)
        self.items: list[tuple[str, object, int]] = []
        self._skip = 0
        self._buf: list[str] = []
        self._buf_line = 1
        self._tables: list[list[tuple[int, list[tuple[str, bool]]]]] = []
        self._cell: list[str] | None = None
        self._cell_is_th = False
        self.title: str | None = None
        self._in_title = False
        self._caption: list[str] | None = None  # the open table's <caption> text
        self._captions: list[str | None] = []  # one per open table

    def _flush(self, kind: str = "text") -> None:
        text = " ".join("".join(self._buf).split())
        if text and not self._tables:
            self.items.append((kind, text, self._buf_line))
        self._buf = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        line = self.getpos()[0]
        if tag in _SKIP_TAGS:
            self._skip += 1
        elif tag == "title":
            self._in_title = True
        elif tag == "table":
            self._flush()
            self._tables.append([])
            self._captions.append(None)
        elif tag == "caption" and self._tables:
            self._caption = []
        elif tag == "tr" and self._tables:
            self._tables[-1].append((line, []))
        elif tag in ("td", "th") and self._tables:
            if not self._tables[-1]:
                self._tables[-1].append((line, []))
            self._cell, self._cell_is_th = [], tag == "th"
        elif tag in _BLOCK_TAGS or tag in _HEADINGS:
            self._flush()
            self._buf_line = line

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP_TAGS:
            self._skip = max(0, self._skip - 1)
        elif tag == "title":
            self._in_title = False
        elif tag in ("td", "th") and self._cell is not None and self._tables:
            self._tables[-1][-1][1].append((" ".join("".join(self._cell).split()), self._cell_is_th))
            self._cell = None
        elif tag == "caption" and self._caption is not None and self._tables:
            self._captions[-1] = " ".join("".join(self._caption).split()) or None
            self._caption = None
        elif tag == "table" and self._tables:
            rows = self._tables.pop()
            caption = self._captions.pop()
            line = rows[0][0] if rows else self.getpos()[0]
            self.items.append(("table", (rows, caption), line))
        elif tag in _HEADINGS:
            self._flush("heading")
        elif tag in _BLOCK_TAGS:
            self._flush()

    def handle_data(self, data: str) -> None:
        if self._skip:
            return
        if self._in_title:
            self.title = (self.title or "") + data.strip()
        elif self._cell is not None:
            self._cell.append(data)
        elif self._caption is not None:
            self._caption.append(data)
        elif not self._tables:
            if not self._buf:
                self._buf_line = self.getpos()[0]
            self._buf.append(data)


def read_html(uri: str, html: str, media_type: str, encoding: str) -> ParsedDocument:
    collector = _Collector()
    collector.feed(html)
    collector.close()
    collector._flush()
    parts: list[str] = []
    pos = 0
    doc = ParsedDocument(uri=uri, text="", media_type=media_type, encoding=encoding, title=collector.title)
    last_text: str | None = None
    last_heading: Cell | None = None

    def emit(text: str) -> int:
        nonlocal pos
        start = pos
        parts.append(text + "\n")
        pos += len(text) + 1
        return start

    for kind, payload, line in collector.items:
        if kind in ("text", "heading"):
            text = str(payload)
            start = emit(text)
            doc.blocks.append(Block(text, start, start + len(text), line))
            last_text = text
            if kind == "heading":
                last_heading = Cell(text, start, start + len(text))
            continue
        table_rows, caption = cast(tuple[list[tuple[int, list[tuple[str, bool]]]], str | None], payload)
        label, label_from = last_heading, "heading" if last_heading else None
        if caption:
            # The caption is text of the page too: stored above the rows, so it can be quoted.
            start = emit(caption)
            doc.blocks.append(Block(caption, start, start + len(caption), line))
            label, label_from = Cell(caption, start, start + len(caption)), "caption"
        rows: list[Row] = []
        for row_line, cells in table_rows:
            if not cells:
                continue
            rendered, spans, cursor = "| ", [], pos + 2
            for text, _ in cells:
                spans.append((text, cursor))
                rendered += text + " | "
                cursor += len(text) + 3
            start = emit(rendered.rstrip())
            rows.append(Row(tuple(Cell(t, s, s + len(t)) for t, s in spans), row_line, start, pos - 1))
        if rows:
            doc.tables.append(
                Table(rows[0], tuple(rows[1:]), heading=last_text, label=label, label_from=label_from)
            )
    doc.text = "".join(parts)
    return doc
