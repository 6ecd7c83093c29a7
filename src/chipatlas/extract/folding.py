"""Case-blind matching made cheap: search a folded copy of the text, case-sensitively.

Python's ``re.IGNORECASE`` is several times slower than a case-sensitive search (about
3.5x on the sentiment and scope patterns). ``folded(text)`` maps each character to the
one a case-blind match takes it for, one character for one, so positions stay put and a
match's words are read from the original text at the same offsets. ``blind(pattern)``
compiles a case-blind pattern for that folded text. ``tests/test_folding.py`` checks,
over every code point, that the letters of every pattern compiled here match as the
case-blind search does.
"""

from __future__ import annotations

import re

# lower() leaves these as they are (or, for İ, makes two characters of it), but a
# case-blind search takes them for i and s.
_FOLD = {0x130: "i", 0x131: "i", 0x17F: "s"}  # İ, dotless ı, long ſ
_GROUP_SYNTAX = re.compile(r"\(\?P(?=[<=])")  # the P of "(?P<name>" and "(?P=name)" is syntax
BLIND: list[re.Pattern[str]] = []  # every pattern compiled by ``blind``, for the test


def folded(text: str) -> str:
    """The text as a case-blind match sees it, one character for one: lower case, and the
    three letters ``re.IGNORECASE`` also takes for i and s."""
    if text.isascii():  # most text: nothing to translate (translate costs more than lower)
        return text.lower()
    return text.translate(_FOLD).lower()


def blind(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """A case-blind pattern, compiled to search ``folded(text)``; it must be written in lower
    case (an upper-case escape such as ``\\W`` or ``\\B`` would change meaning if lowered)."""
    if any(ch.isupper() for ch in _GROUP_SYNTAX.sub("", pattern)):
        raise ValueError(f"a blind pattern is written in lower case: {pattern[:60]!r}")
    compiled = re.compile(pattern, flags & ~re.IGNORECASE)
    BLIND.append(compiled)
    return compiled
