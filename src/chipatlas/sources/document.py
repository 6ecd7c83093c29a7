"""A document as fetched: bytes plus where and when they came from."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from chipatlas.errors import InputError
from chipatlas.limits import Limits
from chipatlas.sources.bundled import DATA, GAZETTEER

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
    """``key`` names the source across versions (see docs/data-contract.md, "Source keys");
    without one a document is a source of its own, keyed by its content, so it never
    supersedes another document by accident."""

    uri: str
    data: bytes
    media_type: str
    retrieved_at: datetime = field(default_factory=utcnow)
    key: str | None = None

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(self.data).hexdigest()

    @property
    def source_key(self) -> str:
        return self.key or f"sha256:{self.content_hash}"

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


MAX_KEY = 300  # the width of the source_key columns


def bounded_key(key: str) -> str:
    """A key that fits its column: a long path or URL keeps its start and a hash of the whole."""
    if len(key) <= MAX_KEY:
        return key
    return f"{key[: MAX_KEY - 42]}#{hashlib.sha1(key.encode()).hexdigest()}"


def path_key(path: Path) -> str:
    """What a local file is: its absolute path, or its place in the package for bundled data,
    so a bundled store is the same on every machine."""
    resolved = path.resolve()
    if resolved == GAZETTEER.resolve():  # bundled too, but kept beside the schema, not in data/
        return "bundled:gazetteer.csv"
    if resolved.is_relative_to(DATA.resolve()):
        return f"bundled:{resolved.relative_to(DATA.resolve()).as_posix()}"
    return f"file:{resolved}"


def load_path(path: Path | str, display: str | None = None) -> SourceDocument:
    """Read a local file; ``display`` is the name used in reports and as its uri."""
    p = Path(path)
    shown = display or str(p)
    if p.is_dir():
        raise InputError(shown, "the folder holds no files to ingest")
    if not p.is_file():
        raise InputError(shown, "no such file")
    size, limit = p.stat().st_size, Limits.load().document_bytes
    if size > limit:  # refused before reading a byte of it
        raise InputError(shown, f"file is {size:,} bytes; the limit is {limit:,}", line=1)
    data = p.read_bytes()
    return SourceDocument(uri=shown, data=data, media_type=guess_media_type(p.name, data), key=path_key(p))
