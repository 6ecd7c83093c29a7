"""Bytes to text: UTF-8 (with or without BOM), then latin-1, never a silent guess."""

from __future__ import annotations

import re

from chipatlas.errors import InputError

# C0 control characters other than tab, newline, form feed and carriage return.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f]")
_SNIFF = 65536  # the head of a file that says whether it is text at all


def decode(data: bytes, uri: str) -> tuple[str, str, list[str]]:
    """Return (text, encoding, notes); refuse empty and binary input."""
    if not data.strip():
        raise InputError(uri, "empty file: nothing to read", line=1)
    nul = data.find(b"\x00")
    if nul >= 0:
        # Refused on every backend alike: PostgreSQL cannot store NUL in text, SQLite could.
        # Early on, it is a binary file (whose "lines" mean nothing); later, a text file's line.
        line = 1 if nul < _SNIFF else data.count(b"\n", 0, nul) + 1
        raise InputError(uri, f"binary file (NUL byte at offset {nul:,}): not a text document", line=line)
    notes: list[str] = []
    if data.startswith(b"\xef\xbb\xbf"):
        text, encoding = _strict_utf8(data[3:], uri, skipped=3), "utf-8-sig"
        notes.append("removed a UTF-8 byte-order mark")
    else:
        try:
            text, encoding = data.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            # Windows-1252 first: it is what spreadsheets on Windows save, and it reads
            # 0x80-0x9F as quotes and dashes where latin-1 gives control characters.
            try:
                text, encoding = data.decode("cp1252"), "cp1252"
            except UnicodeDecodeError:
                text, encoding = data.decode("latin-1"), "latin-1"
            notes.append(f"not valid UTF-8: read as {encoding}")
    sample = text[:_SNIFF]
    controls = len(_CONTROL.findall(sample))
    if controls > max(8, len(sample) // 100):
        raise InputError(uri, f"binary file ({controls} control characters): not a text document", line=1)
    return text.replace("\r\n", "\n").replace("\r", "\n"), encoding, notes


def _strict_utf8(data: bytes, uri: str, skipped: int) -> str:
    """A byte-order mark promises UTF-8: a byte that breaks the promise is refused, not guessed."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        at = exc.start + skipped
        line = data.count(b"\n", 0, exc.start) + 1
        raise InputError(
            uri, f"starts with a UTF-8 byte-order mark but byte {at:,} is not valid UTF-8", line=line
        ) from None
