"""Searching the folded copy of a text with a lower-case pattern answers as the case-blind
search of the text does: checked over every code point for every letter of every pattern
compiled by ``extract.folding.blind``, and for what ``\\w`` (so ``\\b``) takes.

Synthetic phrases written for this test; no real facts.
"""

from __future__ import annotations

import re
import sys

import pytest

import chipatlas.extract.article
import chipatlas.extract.figures
import chipatlas.extract.prose
import chipatlas.extract.quantities
import chipatlas.extract.sentiment  # noqa: F401 (their patterns register with BLIND)
from chipatlas.extract import folding
from chipatlas.extract.literals import needed
from chipatlas.extract.sentiment import entity_sentiment, score_sentiment

EVERY = "".join(chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c <= 0xDFFF)


def test_every_code_point_folds_to_one_character() -> None:
    assert len(folding.folded(EVERY)) == len(EVERY)


def test_folding_keeps_what_is_a_word_character() -> None:
    low = folding.folded(EVERY)
    word = re.compile(r"\w")
    changed = [hex(ord(a)) for a, b in zip(EVERY, low, strict=True) if a != b]
    assert changed  # the check below is about something
    assert [
        hex(ord(a)) for a, b in zip(EVERY, low, strict=True) if bool(word.match(a)) != bool(word.match(b))
    ] == []


def test_each_letter_matches_what_a_case_blind_search_takes() -> None:
    assert len(folding.BLIND) >= 10  # the sentiment and scope patterns
    letters = sorted(
        {ch for p in folding.BLIND for ch in folding._GROUP_SYNTAX.sub("", p.pattern) if ch.isalpha()}
    )
    low = folding.folded(EVERY)
    wrong = []
    for letter in letters:
        blind = set(re.findall(re.escape(letter), EVERY, re.IGNORECASE))
        mine = {a for a, b in zip(EVERY, low, strict=True) if b == letter}
        if blind != mine:
            wrong.append((letter, sorted(blind ^ mine)))
    assert wrong == []


def test_a_pattern_with_a_capital_is_refused() -> None:
    with pytest.raises(ValueError, match="lower case"):
        folding.blind(r"\W+synthetic")


@pytest.mark.parametrize(
    "text",
    [
        "Synthetic Corp LAUNCHED its part, then DELAYED the ramp.",
        "SYNTHETİC Fab did not delay; it ſecured a deal amid EXPORT CONTROLS.",
        "Synthetische Lieferengpässe und VERZÖGERUNGEN bei Synthetic AG.",
    ],
)
def test_sentiment_reads_as_the_case_blind_patterns(text: str) -> None:
    from chipatlas.extract import sentiment

    def slow(patterns: list[tuple[re.Pattern[str], bool, tuple[str, ...] | None]]) -> list[tuple[str, bool]]:
        out = []
        negation = re.compile(sentiment._NEGATION.pattern, re.IGNORECASE)
        for p, on_folded, _ in patterns:
            case_blind = re.compile(p.pattern, p.flags | (re.IGNORECASE if on_folded else 0))
            for m in case_blind.finditer(text):
                out.append((m.group(0), bool(negation.search(text[max(0, m.start() - 30) : m.start()]))))
        return out

    assert sentiment._hits(sentiment._POS, text) == slow(sentiment._POS)
    assert sentiment._hits(sentiment._NEG, text) == slow(sentiment._NEG)
    assert score_sentiment(text).reasons
    assert entity_sentiment([(text, [("company:synthetic", 0, 9)])], "neutral") is not None


def test_needed_words_of_the_folded_alternations() -> None:
    blind = folding.blind
    assert needed(blind(r"\bgrants?\b|capital expenditure|\bbuy(?:s|ing)?\b")) == (
        "buy",
        "capital expenditure",
        "grant",
    )
    assert needed(blind(r"(?<!ultraserver )racks?|project [a-z]\w+")) == ("project ", "rack")
    # an alternative starting with a class still needs its literal run
    assert needed(blind(r"ok|(?:a|b)c")) == ("c", "ok")


@pytest.mark.parametrize(
    "text",
    [
        "Synthetic Corp got a $5 billion grant and capital expenditure of $2 billion, buying parts.",
        "Its synthetic UltraServers, each of four servers in a rack, hold 64 chips per instance.",
        "About 40% of revenue; a 12% share of demand; yield up 3%; Project Synthia cluster of GPUs.",
    ],
)
def test_no_match_without_a_needed_word(text: str) -> None:
    from chipatlas.extract import company_metrics, percent_metrics, scopes

    low = folding.folded(text)
    pairs = [
        (p, needed(folding.blind(p)))
        for p, _ in (*company_metrics._PURPOSES, *percent_metrics._PERCENT_METRICS, *scopes.SCOPES)
    ]
    hits = 0
    for pattern, words in pairs:
        assert words is not None, pattern  # each skips the texts that lack its words
        for m in re.finditer(pattern, low):
            hits += 1
            assert any(w in m.group(0) for w in words), (pattern, m.group(0))
    assert hits
