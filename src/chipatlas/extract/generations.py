"""Other generations of a known chip's family in roadmap text: "昇腾950PR" after "昇腾910C".

A known chip written as a family word and a model ("Ascend 910C", "昇腾910C") makes that word
a family: the same word before another model ("Ascend 950PR", "昇腾960") names another
generation the known names lack. It counts as a chip named in its sentence, so no figure
there is carried to the known chip an earlier sentence named, and it joins the unknown
variants (``Context.variants``), so its figures stay unattached with their quote: which
generation they belong to is stated, but that chip is not one the store knows.
"""

from __future__ import annotations

import re
from functools import lru_cache

from chipatlas.extract.figure_owners import Named
from chipatlas.extract.figure_subject import Context

# A model after a family word: "910C", "950PR", "MI450"; a unit never follows it glued.
_MODEL = r"(?:[A-Z]{1,3})?\d{2,4}[A-Z]{0,3}"
_HAN = "\u4e00-\u9fff"
_KANA_HANGUL = "\u30a0-\u30ff\uac00-\ud7af"
# "Ascend 910C", "昇腾910C", "アセンド910C": the family word and the model of a known name.
_FAMILY_IN_NAME = re.compile(rf"^([A-Z][a-z]{{2,}} |[{_HAN}]{{2,3}}|[{_KANA_HANGUL}]{{2,}} ?)({_MODEL})$")
# A known model written glued to a CJK word ("推出昇腾910C" matched as "910C"): the word's last
# two Han characters (a Han run has no spaces, so the verb before is in the run) or a kana or
# Hangul word.
_FAMILY_BEFORE = re.compile(rf"(?:[{_HAN}]{{2}}|[{_KANA_HANGUL}]{{2,}} ?)$")
_YEAR = re.compile(r"(?:19|20)\d\d")


def learn(text: str, s0: int, known: list[Named], families: set[str]) -> None:
    """Add the family words of the known chips this sentence names to ``families``."""
    for n in known:
        if not n.entity_id.startswith("chip:"):
            continue
        for name in (n.name, n.written):
            m = _FAMILY_IN_NAME.match(name)
            if m:
                families.add(m.group(1).strip())
        if n.written[:1].isalnum() and any(ch.isdigit() for ch in n.written):
            before = _FAMILY_BEFORE.search(text, max(s0, n.start - 8), n.start)
            if before:
                families.add(before.group(0).strip())


@lru_cache(maxsize=64)
def _pattern(families: frozenset[str]) -> re.Pattern[str]:
    words = "|".join(re.escape(f) for f in sorted(families, key=len, reverse=True))
    # A number word or unit after the digits makes them a figure, not a model ("华为300亿").
    return re.compile(rf"(?:{words}) ?({_MODEL})(?![A-Za-z0-9.,%万亿千百億억만조원円元年月日个個台])")


def siblings(
    text: str, s0: int, s1: int, chips: list[tuple[str, int]], known: list[Named], families: set[str]
) -> list[tuple[str, int]]:
    """Other generations of a learnt family this sentence names, as (name, offset): none where a
    known chip or a chip name read already stands."""
    if not families:
        return []
    taken = [(at, at + len(c)) for c, at in chips] + [(n.start, n.end) for n in known]
    out = []
    for m in _pattern(frozenset(families)).finditer(text, s0, s1):
        if _YEAR.fullmatch(m.group(1)) or any(a < m.end() and m.start() < z for a, z in taken):
            continue
        out.append((m.group(0), m.start()))
    return out


def with_siblings(
    text: str, span: tuple[int, int], chips: list[tuple[str, int]], known: list[Named], ctx: Context
) -> list[tuple[str, int]]:
    """The sentence's chips with the other generations it names, in text order; those join
    ``ctx.variants`` (their figures are no known chip's)."""
    learn(text, span[0], known, ctx.families)
    # "Zorvex910C" after "Zorvex 910C": the same chip written without its space, no sibling
    same = {c.replace(" ", "").casefold() for c in ctx.chips_named}
    found = siblings(text, *span, chips, known, ctx.families)
    later = [(c, at) for c, at in found if c.replace(" ", "").casefold() not in same]
    ctx.variants.update(c for c, _ in later)
    return sorted(chips + later, key=lambda c: c[1]) if later else chips
