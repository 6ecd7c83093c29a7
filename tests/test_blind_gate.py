"""A blind pattern's search, finditer and findall skip a text that lacks its words
(``extract.folding.blind``): the answers stay the pattern's own, at every pos and endpos.

SYNTHETIC TABLE: patterns and sentences written for this test (made-up companies).
"""

from __future__ import annotations

import re

import pytest

from chipatlas.extract.folding import blind, folded

PATTERNS = [
    r"\bsynthetic (?:co|corp)\b",  # telling words: gated
    r"(?:denied|refuted) (?:a|the) report",
    r"\d+\s?(?:%|percent)",  # one ASCII character among the words: not gated
    r"\bq[1-4]\b|quarter",
    r"(?:其中|\bof which\b)[^,;]{0,30}$",
]
TEXTS = [
    "",
    "Synthetic Co denied the report of a 40% rise.",
    "nothing to see here",
    "Synthetic Corp's Q3 revenue, of which 30 percent came from Synthetic Co",
    "合成公司营收50亿元，其中海外31亿元",
    "the quarter ended; synthetic co refuted a report",
]
SPANS = [(0, 10**9), (5, 10**9), (0, 12), (3, 30), (-4, 20), (7, -3), (50, 60), (12, 5)]


@pytest.mark.parametrize("pattern", PATTERNS)
def test_gated_searches_answer_as_the_pattern(pattern: str) -> None:
    gated, plain = blind(pattern), re.compile(pattern)
    for text in map(folded, TEXTS):
        for pos, endpos in SPANS:
            got, want = gated.search(text, pos, endpos), plain.search(text, pos, endpos)
            assert (got and got.span()) == (want and want.span())
            assert [m.span() for m in gated.finditer(text, pos, endpos)] == [
                m.span() for m in plain.finditer(text, pos, endpos)
            ]
            assert gated.findall(text, pos, endpos) == plain.findall(text, pos, endpos)
        assert (gated.match(text) is None) == (plain.match(text) is None)
        assert gated.sub("#", text) == plain.sub("#", text)
        assert gated.pattern == pattern
