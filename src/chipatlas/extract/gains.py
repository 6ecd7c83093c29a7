"""Percentages and multipliers of a chip: "power efficiency improved by 40%", "four times better".

A gain is relative, so it needs no scope word to be a chip's: a percentage of performance
or efficiency, or a multiplier, after a chip the sentence names (not a baseline, not a
platform, not chips counted) is that chip's, per chip. Anything else stays with the
general rules of ``prose`` and ``figures`` (a company's share, a system's gain).
"""

from __future__ import annotations

import re

from chipatlas.extract.figures import clause
from chipatlas.extract.quantities import Quantity

# A percentage of a chip's performance or efficiency ("efficiency improved by 40%", "trades
# 8 percent of peak performance"), unless the clause counts a company's business in it.
_CHIP_PERCENT = re.compile(r"\bperf|efficien|\bfaster\b|\bthroughput", re.I)
_BUSINESS_PERCENT = re.compile(r"share|revenue|sales|market|yield|demand|supply|stake|price|margin", re.I)


def chip_percent(words: str) -> bool:
    """Whether a percentage's clause says it measures a chip's performance or efficiency."""
    return bool(_CHIP_PERCENT.search(words)) and not _BUSINESS_PERCENT.search(words)


# "delivers 60% of the inference performance of the H100": a fraction of another chip's
# performance, no gain of this chip's (it was stored as a 60% performance gain).
_FRACTION_OF_OTHER = re.compile(
    r"\s?(?:of|des|der|del|de la|della|dell['’])\s+(?:the\s+|la\s+|le\s+|l['’])?(?:[\w-]+\s+){0,2}"
    r"(?:perf\w*|leistung\w*|rendimiento|prestazioni|efficien\w*|throughput)\s+(?:of|des|der|del|de|di|von)\b",
    re.I,
)


def percent_of_chip(
    text: str, span: tuple[int, int], q: Quantity, chips: list[tuple[str, int]], focus: str | None
) -> str | None:
    """The chip a percentage of performance or efficiency is about: the last chip the sentence
    names before it (not a baseline), else the chip in focus; None for other percentages."""
    if q.kind != "percent" or not chip_percent(text[slice(*clause(text, q, *span))]):
        return None
    if _FRACTION_OF_OTHER.match(text, q.end):
        return None
    before = [c for c, at in chips if at < q.start]
    return before[-1] if before else focus


def ratio_of_chip(
    q: Quantity, chips: list[tuple[str, int]], counts: list[tuple[int, int]], known_ids: dict[str, str]
) -> str | None:
    """'per_chip' for a multiplier after a chip the sentence names as such ("Trainium3
    performance is four times better"); not a platform, nor chips counted ("1 million
    Trainium3 chips, a number ten times ..." is the count's)."""
    named = [
        c
        for c, at in chips
        if at < q.start
        and not known_ids.get(c, "").startswith("platform:")
        and not any(a <= at < b for a, b in counts)
    ]
    return "per_chip" if named else None


# A multiplier written with 倍/배 ("2倍", "2.5배 이상"), and memory named in its sentence.
_CJK_TIMES = re.compile(r"[倍배]")
_MEMORY_NAMED = re.compile(r"HBM|DRAM|메모리|メモリ|内存|記憶體|存储器", re.I)


def cjk_ratio_in_doubt(q: Quantity, sentence: str, chips: list[tuple[str, int]], makers: bool) -> bool:
    """A 倍/배 multiplier in a sentence naming memory, a memory maker or two products: whose gain
    it is these languages say with particles and word order the reader does not parse ("HBM4는
    Rubin GPU에 탑재되며 ... 대역폭이 2배": the HBM's, not Rubin's), so no chip is guessed."""
    if q.kind != "ratio" or not _CJK_TIMES.search(q.original):
        return False
    return makers or bool(_MEMORY_NAMED.search(sentence)) or len({c for c, _ in chips}) > 1
