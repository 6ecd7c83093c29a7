"""Where a text writes a web address: a bare URL or a Markdown link's target.

Nothing inside one is read as the text's own words: no quantity ("...-288-gb-of-hbm4-..."), no
name ("...-a-piece-of-ASML-s-domain" names no company the sentence is about).
"""

from __future__ import annotations

import re

_URL = re.compile(r"https?://[^\s<>\"')\]]+|\]\([^)\s]*\)")


def addresses(text: str) -> list[tuple[int, int]]:
    """The (start, end) of every web address in ``text``."""
    if "http" not in text and "](" not in text:  # most sentences: no address (speed)
        return []
    return [m.span() for m in _URL.finditer(text)]
