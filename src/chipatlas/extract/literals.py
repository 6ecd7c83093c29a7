"""The literal words a regular expression cannot match without: a cheap test before a search.

``needed(pattern)`` reads the pattern's parse tree and returns words such that every match
holds at least one of them (or None when it finds no such set). A text holding none of
them cannot match, so ``may_match`` lets a caller skip the search: a few substring tests
(``in``) cost far less than running a long alternation at every position of a sentence.

Sound by construction: in a sequence every element with a minimum of one occurrence is
part of every match, so the words one such element needs are needed by the whole; a
branch needs the union of what its alternatives need, and a class of a few plain
characters ("[传傳]") one of them. Where a part is optional, a range or category class or
anything else, no word is claimed. A word holding another of the words is dropped (the
shorter one answers for it). Patterns searched case-blind are refused (a word test would
have to fold the text as the search does).
``tests/test_literals.py`` checks the property on texts that match.

A long list of words (a lexicon's: ``money_purpose`` needs one of 170) is tested by one
Aho-Corasick pass over the text instead of one substring scan per word: the same answer
(some word occurs in the text) at a fraction of the cost (1.4 us against 11 us on a
sentence of 170 characters).
"""

from __future__ import annotations

import re
from re import _constants as c  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

import ahocorasick  # type: ignore[import-not-found]

_Words = frozenset[str]
_FEW = 8  # a class of more single characters than this says too little to be worth testing


def needed(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Words one of which every match of ``pattern`` holds, or None if none can be said."""
    if pattern.flags & re.IGNORECASE:
        raise ValueError(f"a case-blind pattern: {pattern.pattern[:60]!r}")
    words = _sequence(list(_parser.parse(pattern.pattern, pattern.flags)))
    return _fewest(words) if words else None


def needed_blind(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """``needed`` for a case-blind pattern: its words in lower case, to test in ``folded(text)``.

    A case-blind match of a literal takes exactly the characters whose folded form is that
    literal's lower case (extract/folding.py), so the folded text holds each needed word
    lower-cased wherever the case-blind pattern matches the text.
    """
    words = needed(re.compile(pattern.pattern, pattern.flags & ~re.IGNORECASE))
    return _fewest({w.lower() for w in words}) if words else None


def _fewest(words: _Words | set[str]) -> tuple[str, ...]:
    """The words less those holding another of them: a text holding "funding" holds "fund",
    so testing "fund" alone answers for both (fewer substring scans per text)."""
    kept = [w for w in words if not any(o != w and o in w for o in words)]
    return tuple(sorted(kept))


_MANY = 4  # more words than this are tested in one automaton pass (measured: the break-even)
# id(words) -> (words, their automaton); the words are kept so that the id stays theirs.
_AUTOMATA: dict[int, tuple[tuple[str, ...], Any]] = {}


def may_match(words: tuple[str, ...] | None, text: str) -> bool:
    """False only when ``text`` holds none of the words: then the pattern cannot match it."""
    if words is None:
        return True
    if len(words) <= _MANY:
        return any(map(text.__contains__, words))  # no Python frame per word
    found = _AUTOMATA.get(id(words))
    if found is None or found[0] is not words:
        found = _AUTOMATA[id(words)] = (words, _automaton(words))
    auto = found[1]
    return auto is None or next(auto.iter(text), None) is not None


def _automaton(words: tuple[str, ...]) -> Any:
    """Every word in one automaton; None when a word is empty (every text holds it)."""
    if not all(words):
        return None
    auto = ahocorasick.Automaton()
    for word in words:
        auto.add_word(word, word)
    auto.make_automaton()
    return auto


def _better(a: _Words | None, b: _Words | None) -> _Words | None:
    """The more telling requirement: longer shortest word, then fewer words."""
    if a is None or b is None:
        return a or b
    return max(a, b, key=lambda w: (min(map(len, w)), -len(w)))


def _sequence(items: list[tuple[Any, Any]]) -> _Words | None:
    best: _Words | None = None
    run = ""
    for op, av in items:
        if op is c.LITERAL:
            run += chr(av)
            continue
        if run:
            best, run = _better(best, frozenset([run])), ""
        best = _better(best, _element(op, av))
    return _better(best, frozenset([run])) if run else best


def _element(op: Any, av: Any) -> _Words | None:
    if op is c.SUBPATTERN:
        _group, add_flags, _del_flags, sub = av
        return None if add_flags & c.SRE_FLAG_IGNORECASE else _sequence(list(sub))
    if op is c.BRANCH:
        alternatives = [_sequence(list(alt)) for alt in av[1]]
        if any(a is None for a in alternatives):
            return None
        return frozenset().union(*(a for a in alternatives if a is not None))
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)):
        low, _high, sub = av
        return _sequence(list(sub)) if low >= 1 else None
    if op is getattr(c, "ATOMIC_GROUP", None):
        return _sequence(list(av))
    if op is c.IN and len(av) <= _FEW and all(kind is c.LITERAL for kind, _ in av):
        return frozenset(chr(code) for _, code in av)  # "[传傳]": one of a few characters
    return None  # a range or category class, any character, an anchor, a look-around, a back-reference
