"""Extract: small readers of meaning that each emit statements with the span they came from."""

from chipatlas.extract.document import extract_document
from chipatlas.extract.findings import Extraction, Note, RefFn

__all__ = ["Extraction", "Note", "RefFn", "extract_document"]
