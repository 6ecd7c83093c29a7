"""HTML: running text and <table>s, rendered to text with each cell's offset.

The stored text is a plain rendering (tables as pipe rows) so a quote can be shown
in place; each row keeps the line of the HTML source it came from, for errors.
"""

from __future__ import annotations

import re
from collections import Counter
from html.parser import HTMLParser
from typing import cast

from chipatlas.read.html_meta import read_meta
from chipatlas.read.parsed import Block, Cell, ParsedDocument, Row, Table

_BLOCK_TAGS = {"p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "caption", "title", "br", "dt", "dd"}
_SKIP_TAGS = {"script", "style", "noscript", "template"}
# Page chrome, not content: navigation, headers/footers, sidebars, forms and buttons ...
_CHROME_TAGS = {"nav", "header", "footer", "aside", "form", "button", "menu", "dialog"}
# ... and any element whose class, id or role says it is a cookie banner, share bar or sidebar.
_CHROME_ATTR = re.compile(
    r"cookie|consent|gdpr|share|social|sidebar|side-bar|newsletter|subscribe|paywall|promo|advert"
    r"|\bads?\b|related|recommend|comment|breadcrumb|\bmenu\b|navbar|navigation|banner|popup|modal",
    re.I,
)
_MIN_CONTENT_WORDS = 8
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def _chrome(tag: str, attrs: list[tuple[str, str | None]]) -> str | None:
    """Why an element is page chrome ('nav', 'class="cookie-banner"'), or None for content."""
    if tag in _CHROME_TAGS:
        return tag
    for key, value in attrs:
        if key in ("class", "id", "role", "aria-label") and value and _CHROME_ATTR.search(value):
            return f'{key}="{value[:40]}"'
    return None


_HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}


class _Collector(HTMLParser):
    def __init__(self, drop_chrome: bool = True) -> None:
        super().__init__(convert_charrefs=True)
        self.drop_chrome = drop_chrome
        self._main = 0  # open <article>/<main>: a <header> inside one is the story's own head
        # ("text" | "h1".."h6", str, line) | ("table", (rows, caption), line)
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
        self._chrome: list[str] = []  # open chrome elements (tag names): their text is skipped
        self.skipped: Counter[str] = Counter()  # why -> elements skipped

    def _enter_chrome(self, tag: str, attrs: list[tuple[str, str | None]]) -> bool:
        """True when the tag opens or sits inside page chrome (its text is not content)."""
        if tag in _VOID:
            return bool(self._chrome)
        if self._chrome:
            self._chrome.append(tag)
            return True
        if tag in ("article", "main"):
            self._main += 1
        in_story = self._main and tag in ("header", "footer")
        why = _chrome(tag, attrs) if self.drop_chrome and not self._tables and not in_story else None
        if why is None:
            return False
        self._flush()
        self._chrome.append(tag)
        self.skipped[why] += 1
        return True

    def _flush(self, kind: str = "text") -> None:
        text = " ".join("".join(self._buf).split())
        if text and not self._tables:
            self.items.append((kind, text, self._buf_line))
        self._buf = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        line = self.getpos()[0]
        if tag in _SKIP_TAGS:
            self._skip += 1
        elif tag not in ("title", "body", "html", "head") and self._enter_chrome(tag, attrs):
            return
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
        if self._chrome and tag not in _SKIP_TAGS:
            if tag in self._chrome:  # close up to the matching open tag (tolerates unclosed <p>, <li>)
                while self._chrome and self._chrome.pop() != tag:
                    pass
            return
        if tag in ("article", "main"):
            self._main = max(0, self._main - 1)
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
            self._flush(tag)
        elif tag in _BLOCK_TAGS:
            self._flush()

    def handle_data(self, data: str) -> None:
        if self._skip or (self._chrome and not self._in_title):
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


def _collect(html: str, drop_chrome: bool) -> _Collector:
    collector = _Collector(drop_chrome)
    collector.feed(html)
    collector.close()
    collector._flush()
    return collector


def read_html(uri: str, html: str, media_type: str, encoding: str) -> ParsedDocument:
    collector = _collect(html, drop_chrome=True)
    words = sum(len(str(p).split()) for kind, p, _ in collector.items if kind == "text")
    if collector.skipped and words < _MIN_CONTENT_WORDS:
        # A wrapper named like chrome ('has-sidebar') held the whole page: keep everything.
        collector = _collect(html, drop_chrome=False)
    parts: list[str] = []
    pos = 0
    meta = read_meta(html, uri if uri.startswith(("http://", "https://")) else None)
    doc = ParsedDocument(
        uri=uri, text="", media_type=media_type, encoding=encoding, title=collector.title or None
    )
    doc.meta, doc.meta_origin = meta.values, meta.origin
    if collector.skipped:
        shown = ", ".join(f"{why} x{n}" if n > 1 else why for why, n in collector.skipped.most_common(6))
        doc.notes.append(f"skipped page chrome (not content): {shown}")
    last_text: str | None = None
    last_heading: Cell | None = None

    def emit(text: str) -> int:
        nonlocal pos
        start = pos
        parts.append(text + "\n")
        pos += len(text) + 1
        return start

    for kind, payload, line in collector.items:
        if kind == "text" or kind in _HEADINGS:
            text = str(payload)
            start = emit(text)
            level = int(kind[1]) if kind in _HEADINGS else 0
            doc.blocks.append(Block(text, start, start + len(text), line, heading=level))
            last_text = text
            if level:
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
