"""Hedges and disclaimers: words that lower how strong a document's claims are.

A sentence that says "reportedly", "according to people familiar", "rumour",
"leaked", "analysts estimate" ... makes the claims read from it ``speculative``. A
sentence in which the page speaks of itself as a guess ("this list is an educated
guess and may be wrong") is a document-level disclaimer: every claim and signal row
of the document becomes ``speculative``. Each lowering is reported with the words
that did it, so the ingest report shows why.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from chipatlas.extract.findings import Note
from chipatlas.model.statement import Statement

# Latin-script hedges, English first, then the gold set's other languages as general lists.
_HEDGE_LATIN = re.compile(
    r"\b(?:reportedly|allegedly|rumou?r(?:s|ed)?|unconfirmed|speculat\w*|educated guess|may be wrong|"
    r"according to (?:people|sources|a person|persons|insiders|unnamed)|people familiar with|"
    r"sources? (?:say|said|claim\w*)|(?<!coolant )(?<!liquid )(?<!water )leak(?:s|ed)?(?! (?:in|from|at)\b)|"
    r"analysts? (?:estimate|expect|believe|project)s?|(?:is|are|was|were) (?:said|rumou?red|believed) to|"
    r"angeblich|gerüchten? zufolge|unbestätigt|spekulation\w*|"
    r"selon des sources|rumeurs?|non confirmée?s?|"
    r"según fuentes|rumores?|supuestamente|"
    r"secondo indiscrezioni|indiscrezion[ie]|presumibilmente)\b"
)  # matched against lower-cased text: IGNORECASE made this pass four times slower
# Chinese, Japanese and Korean have no word boundaries: plain substrings.
_HEDGE_CJK = re.compile(
    r"据报道|据悉|传闻|消息人士|知情人士|関係者によると|報道によると|噂|소식통|루머|알려졌다"
)
# The page speaking of itself: "this list / our table / the figures here ..."
_SELF = re.compile(
    r"\b(?:this|our|these|the following)\s+(?:\w+\s+)?(?:list|page|table|article|post|analysis|"
    r"estimates?|figures|numbers|data|mapping)\b|^\s*\**disclaimer\b",
    re.IGNORECASE,
)
_SELF_DOUBT = re.compile(
    r"\b(?:educated guess|guess(?:es|work)?|may be wrong|might be wrong|could be wrong|speculat\w*|"
    r"not (?:been )?(?:confirmed|verified)|unverified|rumou?rs?|not official)\b"
)  # lower-cased text, as above
_LOWERED = frozenset({"confirmed", "committed", "claimed", "inferred"})


@dataclass(frozen=True)
class Disclaimer:
    sentence: str
    start: int
    end: int
    words: str


def hedge_words(sentence: str) -> list[str]:
    """The hedge words in one sentence, as written."""
    return [
        sentence[m.start() : m.end()] for m in _HEDGE_LATIN.finditer(_lower(sentence))
    ] + _HEDGE_CJK.findall(sentence)


def _lower(text: str) -> str:
    """Lower-cased with the same offsets; a text whose length would change keeps its case (rare)."""
    low = text.lower()
    return low if len(low) == len(text) else text


def is_disclaimer(sentence: str) -> bool:
    """True when the sentence is the page calling its own content a guess: never a takeaway."""
    return _SELF_DOUBT.search(_lower(sentence)) is not None and _SELF.search(sentence) is not None


def _bounds(text: str, at: int) -> tuple[int, int]:
    """The sentence around position at: from after the last stop to the next one, inclusive."""
    left = max(text.rfind(c, 0, at) for c in ".!?\n。") + 1
    ends = [i for i in (text.find(c, at) for c in ".!?\n。") if i >= 0]
    return left, (min(ends) + 1 if ends else len(text))


def find_disclaimer(text: str) -> Disclaimer | None:
    """The first sentence in which the page calls its own content a guess, if any."""
    for doubt in _SELF_DOUBT.finditer(_lower(text)):  # rare words first: most pages have none
        a, b = _bounds(text, doubt.start())
        sentence = text[a:b]
        if _SELF.search(sentence):
            lead = len(sentence) - len(sentence.lstrip())
            return Disclaimer(sentence.strip(), a + lead, b, text[doubt.start() : doubt.end()])
    return None


def _hedged_sentences(text: str) -> list[tuple[int, int, str]]:
    """(start, end, word) of each hedge word's sentence, found in one pass over the text."""
    hits = [(m.start(), text[m.start() : m.end()]) for m in _HEDGE_LATIN.finditer(_lower(text))]
    hits += [(m.start(), m.group(0)) for m in _HEDGE_CJK.finditer(text)]
    return [(*_bounds(text, at), word) for at, word in hits]


def lower_evidence(text: str, statements: list[Statement]) -> tuple[list[Statement], list[Note]]:
    """Claims and signal rows under a hedge or a page disclaimer become speculative, reported."""
    disclaimer = find_disclaimer(text)
    hedged = [] if disclaimer else _hedged_sentences(text)
    if disclaimer is None and not hedged:
        return statements, []
    out: list[Statement] = []
    lowered: dict[str, int] = {}
    for s in statements:
        if s.schema not in ("Claim", "Signal") or s.evidence not in _LOWERED:
            out.append(s)
            continue
        if disclaimer is not None:
            why = f"page disclaimer {disclaimer.words!r}"
        else:
            words = dict.fromkeys(w for a, b, w in hedged if a <= s.start < b and s.end > s.start)
            why = f"hedge {', '.join(repr(w) for w in words)}" if words else ""
        if why:
            s = replace(s, evidence="speculative")
            lowered[why] = lowered.get(why, 0) + 1
        out.append(s)
    notes = [
        Note(None, f"evidence lowered to speculative for {n} row(s) by {why}") for why, n in lowered.items()
    ]
    return out, notes


__all__ = ["Disclaimer", "find_disclaimer", "hedge_words", "is_disclaimer", "lower_evidence"]
