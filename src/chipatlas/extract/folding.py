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
import sys
from collections.abc import Iterator
from functools import cache, lru_cache
from importlib.resources import files
from typing import Any, cast

from chipatlas.extract.literals import may_match, needed

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
    return _folded_other(text)


@lru_cache(maxsize=4096)
def _folded_other(text: str) -> str:
    """``folded`` beyond ASCII, kept: the rules fold the same sentence (or clause) many times,
    and translate costs ~8 us a sentence where the cache costs a hash."""
    return text.translate(_FOLD).lower()


def blind(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """A case-blind pattern, compiled to search ``folded(text)``; it must be written in lower
    case (an upper-case escape such as ``\\W`` or ``\\B`` would change meaning if lowered).

    Its ``search``, ``finditer`` and ``findall`` first test whether the searched part of the
    text holds one of the words no match can do without (``literals.needed``): most folded
    sentences hold none, and a few substring tests (or one automaton pass) cost far less than
    the search at every position. ``match``, ``fullmatch`` and the rest are the pattern's own."""
    if any(ch.isupper() for ch in _GROUP_SYNTAX.sub("", pattern)):
        raise ValueError(f"a blind pattern is written in lower case: {pattern[:60]!r}")
    compiled = re.compile(pattern, flags & ~re.IGNORECASE)
    BLIND.append(compiled)
    return cast(re.Pattern[str], _Gated(compiled))


_UNREAD: tuple[str, ...] = ("\0 unread",)  # a gate's words not yet read (read at its first search)


class _Gated:
    """A compiled pattern whose searches are skipped on a text holding none of its words."""

    __slots__ = ("_p", "_words", "flags", "groupindex", "groups", "pattern")

    def __init__(self, compiled: re.Pattern[str]) -> None:
        self._p = compiled
        self._words: tuple[str, ...] | None = _UNREAD
        self.pattern, self.flags = compiled.pattern, compiled.flags
        self.groups, self.groupindex = compiled.groups, compiled.groupindex

    def _may(self, text: str, pos: int, endpos: int) -> bool:
        words = self._words
        if words is _UNREAD:
            words = self._words = _telling(self._p)
        if words is None:
            return True
        part = text if pos <= 0 and endpos >= len(text) else text[max(pos, 0) : endpos]
        return may_match(words, part)

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self._p.search(text, pos, endpos) if self._may(text, pos, endpos) else None

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self._p.finditer(text, pos, endpos) if self._may(text, pos, endpos) else iter(())

    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self._p.findall(text, pos, endpos) if self._may(text, pos, endpos) else []

    def __getattr__(self, name: str) -> Any:  # match, fullmatch, sub, split, ...: the pattern's own
        return getattr(self._p, name)

    def __repr__(self) -> str:
        return repr(self._p)


def _telling(compiled: re.Pattern[str]) -> tuple[str, ...] | None:
    """The pattern's needed words, or None where testing them says too little to be worth it
    (one ASCII letter or a comma is in most text)."""
    words = needed(compiled)
    return None if words is None or any(len(w) == 1 and w.isascii() for w in words) else words


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
    return _name_folded_other(text)


@lru_cache(maxsize=1024)
def _name_folded_other(text: str) -> str:
    """``name_folded`` beyond ASCII, kept: a sentence is linked more than once."""
    return text.translate(_name_table()).lower()


def traditional_count(text: str) -> int:
    """How many characters of ``text`` are traditional Chinese ones (OpenCC's table: each one
    the simplified script writes otherwise)."""
    table = _name_table()
    return sum(1 for ch in text if "\u3400" <= ch <= "\u9fff" and ord(ch) in table)
