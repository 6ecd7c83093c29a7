"""Text-based PDFs (filings, decks, analyst reports): the text layer, page by page.

The stored text is the pages' text joined by form feeds, so the page of any span is the
number of form feeds before it plus one (``page_of``). A PDF with no text layer (a scan)
is refused: chipatlas does no OCR, and an empty document would pass for a read one.
"""

from __future__ import annotations

import io
import logging

from chipatlas.errors import InputError
from chipatlas.read.parsed import Block, ParsedDocument
from chipatlas.read.text import read_text

PAGE_BREAK = "\f"
log = logging.getLogger(__name__)


def page_of(text: str, offset: int) -> int:
    """The 1-based page of a character offset in a PDF's stored text."""
    return text.count(PAGE_BREAK, 0, offset) + 1


def read_pdf(uri: str, data: bytes) -> ParsedDocument:
    # pypdf is imported here: only PDF ingests pay for it.
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise InputError(uri, "the PDF is encrypted with a password: cannot read it")
        pages = [
            (page.extract_text() or "").replace("\r\n", "\n").replace("\r", "\n") for page in reader.pages
        ]
    except (PdfReadError, ValueError, KeyError, TypeError) as exc:
        raise InputError(uri, f"not a readable PDF: {exc}") from None
    if not pages:
        raise InputError(uri, "the PDF has no pages")
    if not any(p.strip() for p in pages):
        raise InputError(
            uri,
            f"the PDF has no text layer ({len(pages)} page(s) of images, a scan?): chipatlas does no OCR; "
            "run it through OCR first or ingest the source's text",
        )
    text = PAGE_BREAK.join(p.replace(PAGE_BREAK, "\n") for p in pages)
    doc = read_text(uri, text, "application/pdf", "pdf-text")
    doc.blocks = [Block(b.text, b.start, b.end, b.line, page_of(text, b.start)) for b in doc.blocks]
    empty = [str(i + 1) for i, p in enumerate(pages) if not p.strip()]
    doc.notes.append(f"read the text layer of {len(pages)} PDF page(s)")
    if empty:
        doc.notes.append(f"page(s) {', '.join(empty)} have no text layer: not read")
    if not doc.tables:
        doc.notes.append(
            "no table found in the PDF's text layer (only pipe-delimited rows are read as tables)"
        )
    return doc
