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


_STOP = set("\\()[]?*+{}.|^$")
_LOOK_BEHIND = re.compile(r"^\(\?<[!=][^()]*\)")
_OPTIONAL = set("?*{")


def heads(pattern: str) -> tuple[str, ...]:
    """The literal words each alternative of a simple alternation starts with (after ``\\b``):
    ``r"\\bgrants?\\b|capital expenditure"`` -> ``("grant", "capital expenditure")``.

    A match contains its alternative's head, so a text holding none of the heads cannot
    match: ``any(h in text for h in heads)`` is a test that can skip the search (speed).
    Refuses a pattern where some alternative starts with no literal text.
    """
    parts, depth, at = [], 0, 0
    for i, ch in enumerate(pattern):
        if ch == "\\":
            continue
        if pattern[i - 1 : i] == "\\" and (i < 2 or pattern[i - 2] != "\\"):
            continue  # an escaped character
        depth += (ch == "(") - (ch == ")")
        if ch == "|" and depth == 0:
            parts.append(pattern[at:i])
            at = i + 1
    parts.append(pattern[at:])
    out = []
    for part in parts:
        body = _LOOK_BEHIND.sub("", part.removeprefix("\\b"), count=1)  # it takes no characters
        head = ""
        for j, ch in enumerate(body):
            if ch in _STOP:
                if ch in _OPTIONAL:
                    head = head[:-1]  # the character before "?" or "*" may be absent
                break
            head = body[: j + 1]
        if not head.strip():
            raise ValueError(f"an alternative with no literal head: {part[:40]!r}")
        out.append(head)
    return tuple(dict.fromkeys(out))
