"""Read: bytes to a ParsedDocument, one reader per format."""

from __future__ import annotations

from chipatlas.read.decode import decode
from chipatlas.read.delimited import read_delimited
from chipatlas.read.html import read_html
from chipatlas.read.parsed import Block, Cell, ParsedDocument, Row, Table
from chipatlas.read.pdf import read_pdf
from chipatlas.read.text import read_text
from chipatlas.read.xlsx import XLSX, read_xlsx
from chipatlas.sources import SourceDocument

__all__ = ["Block", "Cell", "ParsedDocument", "Row", "Table", "read_document"]


def read_document(source: SourceDocument) -> ParsedDocument:
    """Pick the reader by media type; every reader reports what it had to assume."""
    if source.media_type == "application/pdf":
        return read_pdf(source.uri, source.data)
    if source.media_type == XLSX:
        return read_xlsx(source.uri, source.data)
    text, encoding, notes = decode(source.data, source.uri)
    media = source.media_type
    if media in ("text/csv", "text/tab-separated-values"):
        doc = read_delimited(source.uri, text, media, encoding)
    elif media == "text/html":
        doc = read_html(source.uri, text, media, encoding)
    else:
        doc = read_text(source.uri, text, media, encoding)
    doc.notes[:0] = notes
    return doc
