"""A document named for people in one short line: its title, else its file name or URL host and path.

The review table and page used to show a document's hash; a reviewer knows a document by its
title, or by where it came from when it has none. The label is shortened to ``width``
characters (an ellipsis marks the cut) so a table column stays narrow; the id stays beside it
(JSON ``document``), and its first eight characters select it (``--document``).
"""

from __future__ import annotations

from pathlib import PurePosixPath
from urllib.parse import unquote, urlsplit

# Long enough for most headlines' telling part, short enough for a table column.
WIDTH = 48


def where_from(uri: str) -> str:
    """A URL's host and path (``example.com/news/x``); a file's name; anything else as it is."""
    parts = urlsplit(uri.strip())
    if parts.scheme in ("http", "https") and parts.netloc:
        path = unquote(parts.path).rstrip("/")
        return parts.netloc.removeprefix("www.") + path
    if parts.scheme == "file":
        return PurePosixPath(unquote(parts.path)).name or uri
    if not parts.scheme or len(parts.scheme) == 1:  # a plain path, or a Windows drive letter
        return PurePosixPath(uri.replace("\\", "/")).name or uri
    return uri


def shorten(text: str, width: int = WIDTH) -> str:
    """``text`` on one line in at most ``width`` characters, cut at a word when one is near."""
    one = " ".join(text.split())
    if len(one) <= width:
        return one
    cut = one[: width - 1]
    space = cut.rfind(" ")
    if space >= width * 2 // 3:
        cut = cut[:space]
    return cut.rstrip(" ,;:-") + "…"


def document_label(title: str | None, uri: str | None, width: int = WIDTH) -> str | None:
    """The document's title, else where it came from, shortened; None when it has neither."""
    name = (title or "").strip() or where_from(uri or "")
    return shorten(name, width) if name else None
