"""What a user names on the command line: files, folders of files, or http(s) URLs."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlparse

from chipatlas.sources.document import SourceDocument, guess_media_type, load_path
from chipatlas.sources.feeds import fetch


def is_url(arg: str) -> bool:
    return urlparse(arg).scheme in ("http", "https")


def expand(args: list[str]) -> list[str]:
    """Folders become the files inside them (recursively, sorted, hidden ones skipped).

    A folder with no such files stays itself, so reading it is refused with its name
    instead of the folder vanishing from the run without a word.
    """
    out: list[str] = []
    for arg in args:
        path = Path(arg)
        if not is_url(arg) and path.is_dir():
            inside = [
                str(p)
                for p in sorted(path.rglob("*"))
                if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
            ]
            out += inside or [arg]
        else:
            out.append(arg)
    return out


def open_source(arg: str, allow_private: bool = False, timeout: float = 20.0) -> SourceDocument:
    """A file, or the body of a URL (same limits and address rules as feeds)."""
    if not is_url(arg):
        return load_path(arg)
    got = fetch(arg, allow_private=allow_private, timeout=timeout)
    name = urlparse(arg).path.rsplit("/", 1)[-1]
    return SourceDocument(
        uri=arg, data=got.data, media_type=guess_media_type(name, got.data), key=f"url:{arg}"
    )
