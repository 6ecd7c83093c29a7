"""Sources: get the bytes of a document and what is known about where they came from."""

from chipatlas.sources.document import SourceDocument, load_path

__all__ = ["SourceDocument", "load_path"]
