"""A document as fetched: bytes plus where and when they came from."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from chipatlas.errors import InputError
from chipatlas.limits import Limits

_MEDIA_TYPES = {
    ".txt": "text/plain",
    ".md": "text/markdown",
    ".markdown": "text/markdown",
    ".html": "text/html",
    ".htm": "text/html",
    ".csv": "text/csv",
    ".tsv": "text/tab-separated-values",
    ".json": "application/json",
    ".pdf": "application/pdf",
    ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}


def utcnow() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


@dataclass(frozen=True)
class SourceDocument:
    uri: str
    data: bytes
    media_type: str
    retrieved_at: datetime = field(default_factory=utcnow)

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(self.data).hexdigest()

    @property
    def name(self) -> str:
        return self.uri.rstrip("/").rsplit("/", 1)[-1]


def guess_media_type(name: str, data: bytes) -> str:
    suffix = Path(name).suffix.lower()
    if suffix in _MEDIA_TYPES:
        return _MEDIA_TYPES[suffix]
    if data.startswith(b"%PDF-"):
        return "application/pdf"
    head = data[:512].lstrip().lower()
    if head.startswith((b"<!doctype html", b"<html")) or b"<table" in head:
        return "text/html"
    return "text/plain"


def load_path(path: Path | str, display: str | None = None) -> SourceDocument:
    """Read a local file; ``display`` is the name used in reports and as its uri."""
    p = Path(path)
    shown = display or str(p)
    if not p.is_file():
        raise InputError(shown, "no such file")
    size, limit = p.stat().st_size, Limits.load().document_bytes
    if size > limit:  # refused before reading a byte of it
        raise InputError(shown, f"file is {size:,} bytes; the limit is {limit:,}", line=1)
    data = p.read_bytes()
    return SourceDocument(uri=shown, data=data, media_type=guess_media_type(p.name, data))
