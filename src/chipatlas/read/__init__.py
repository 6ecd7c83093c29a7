"""Read: bytes to a ParsedDocument, one reader per format."""

from __future__ import annotations

from chipatlas.limits import Limits, check_time
from chipatlas.read.decode import decode
from chipatlas.read.delimited import read_delimited
from chipatlas.read.guard import check_document, check_text
from chipatlas.read.html import read_html
from chipatlas.read.parsed import Block, Cell, ParsedDocument, Row, Table
from chipatlas.read.pdf import read_pdf
from chipatlas.read.text import read_text
from chipatlas.read.xlsx import XLSX, read_xlsx
from chipatlas.sources import SourceDocument

_DELIMITED = ("text/csv", "text/tab-separated-values")
__all__ = ["Block", "Cell", "ParsedDocument", "Row", "Table", "read_document"]


def read_document(source: SourceDocument, limits: Limits | None = None) -> ParsedDocument:
    """Pick the reader by media type; every reader reports what it had to assume."""
    limits = limits or Limits.load()
    check_document(source.uri, len(source.data), limits)
    if source.media_type == "application/pdf":
        return read_pdf(source.uri, source.data)
    if source.media_type == XLSX:
        return read_xlsx(source.uri, source.data)
    text, encoding, notes = decode(source.data, source.uri)
    media = source.media_type
    check_text(source.uri, text, limits, lines=media not in _DELIMITED)
    check_time()
    if media in _DELIMITED:
        doc = read_delimited(source.uri, text, media, encoding, limits)
    elif media == "text/html":
        doc = read_html(source.uri, text, media, encoding)
    else:
        doc = read_text(source.uri, text, media, encoding)
    doc.notes[:0] = notes
    check_time()
    return doc
