"""Case-blind matching made cheap: search a folded copy of the text, case-sensitively.

Python's ``re.IGNORECASE`` is several times slower than a case-sensitive search (about
3.5x on the sentiment and scope patterns). ``folded(text)`` maps each character to the
one a case-blind match takes it for, one character for one, so positions stay put and a
match's words are read from the original text at the same offsets. ``blind(pattern)``
compiles a case-blind pattern for that folded text. ``tests/test_folding.py`` checks,
over every code point, that the letters of every pattern compiled here match as the
case-blind search does.

``name_folded(text)`` goes further for names, still one character for one: full-width
Latin letters and digits read as ASCII ("ＮＶＩＤＩＡ"), traditional Chinese characters as
simplified ones (輝達 as 辉达, OpenCC's character table), and hyphens, middle dots and
other spaces as a space ("SK-Hynix", "ＳＫ・ハイニックス"). The entity linker searches
the folded text for names folded the same way, and quotes the original at the same offsets.
"""

from __future__ import annotations

import re
from functools import cache
from importlib.resources import files

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


# Hyphens, middle dots (Latin, Japanese, half-width, hyphenation point) and spaces other
# than the plain one. A line break stays: a name never runs on from one line to the next.
_NAME_SEPARATORS = "-\u2010\u2011\u2012\u2013\u00b7\u2027\u30fb\uff65\t\u00a0\u2009\u202f\u3000"
_FULL_WIDTH = range(0xFF01, 0xFF5F)  # full-width ASCII: NFKC takes each to its ASCII twin


@cache
def _name_table() -> dict[int, str]:
    table: dict[int, str] = dict(_FOLD)
    table.update((code, chr(code - 0xFEE0)) for code in _FULL_WIDTH)
    table.update((ord(ch), " ") for ch in _NAME_SEPARATORS)
    # OpenCC's traditional-to-simplified characters ("TRAD\tSIMP [OTHER ...]"); only
    # one-character entries, the first reading, so the folding stays one for one.
    rows = files("opencc_purepy").joinpath("dicts/TSCharacters.txt").read_text(encoding="utf-8")
    for row in rows.splitlines():
        trad, _, simp = row.partition("\t")
        first = simp.split(" ", 1)[0]
        if len(trad) == 1 and len(first) == 1:
            table[ord(trad)] = first
    return table


def name_folded(text: str) -> str:
    """The text as the entity linker matches names on, one character for one (above)."""
    if text.isascii():  # most text: lower case and hyphens, at C speed
        low = text.lower()
        if "-" in low:
            low = low.replace("-", " ")
        return low.replace("\t", " ") if "\t" in low else low
    return text.translate(_name_table()).lower()


def traditional_count(text: str) -> int:
    """How many characters of ``text`` are traditional Chinese ones (OpenCC's table: each one
    the simplified script writes otherwise)."""
    table = _name_table()
    return sum(1 for ch in text if "\u3400" <= ch <= "\u9fff" and ord(ch) in table)
