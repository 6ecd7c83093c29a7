"""Comparison sides in a spec sentence: a figure or chip named as what another is compared to.

"than Trainium2", "versus the MI300X", "comparé à", "im Vergleich zu", "rispetto ai": a chip
named after such a word is a baseline, no subject of the sentence's figures; a figure after
"vs" or "up from" is the older side; a sentence opening on a comparison ("Compared with the
QX5, which offers 96 GB, the ZX900 ...") names the compared product's figure first.
"""

from __future__ import annotations

import re
from itertools import pairwise

from chipatlas.extract.folding import folded
from chipatlas.extract.literals import may_match, needed_blind
from chipatlas.extract.quantities import Quantity

# Every match holds one of these words, case-blind: a folded text holding none skips the search.
_COMPARE_WORDS = ("compared", "than", "versus", "vs")
# "up from 2 PFLOPS", "down from $40 billion": the earlier value, a comparison side too
_COMPARE = re.compile(r"(?:\bvs\.?|\bversus|\bthan|\bcompared (?:to|with))\s*(?:[\w-]+\s+){0,2}$", re.I)
# "5 PFLOPS, up from 2 PFLOPS": a spec's earlier value is the older product's (a company's
# earlier share or revenue is still its own, and labelled so).
UP_FROM = re.compile(r"\b(?:up|down) from\s*(?:[\w-]+\s+){0,2}$", re.I)
# "outperforming the JEDEC standard of 8 Gbps": the figure after it is the rival's
_OUTPERFORM = re.compile(r"\boutperform\w*\s+(?:[\w-]+\s+){0,4}$", re.I)
LISTED = re.compile(r"\s*(?:,|,?\s*(?:and|or))\s*")
_COMPARED = re.compile(r"^\s*(?:vs\.?|versus)\b", re.I)

# "compared with the same number of [H100]": up to four words may sit between.
_BASELINE = re.compile(
    r"(?:(?:\bvs\.?|\bversus|\bthan|\bcompared (?:to|with)|\bover|\bfrom)\s+(?:[\w-]+\s+){0,4}"
    # "comparé à", "im Vergleich zu", "rispetto ai": words only between ("contre 192 Go pour le
    # ZX900" compares figures, not chips)
    r"|(?:\bcompar[ée]e?s? (?:à|a|avec|con)|\bpar rapport (?:à|aux?)|\bim vergleich (?:zu|zum|zur)|"
    r"\bgegenüber|\brispetto (?:a|ai|al|alla|alle|agli)|\bfrente a|\ben comparación con)\s+"
    r"(?:[^\W\d][\w-]*\s+){0,4}"
    # "the higher-power sibling of the 1,000 W MI350X": a sibling named is the other product
    r"|\b(?:sibling|counterpart) (?:of|to)\s+(?:the\s+)?(?:[\w,.-]+\s+){0,3}"
    # "2.5x the performance of the previous Hopper", "successor to the H100": the older side
    r"|\b(?:previous|prior|predecessor|older|successor to)\s+(?:(?:the|its)\s+)?(?:[\w-]+\s+)?"
    r"|(?:\d|\btimes|[x×])\s+the\s+[\w-]+(?:\s+[\w-]+)?\s+of\s+(?:(?:the|its)\s+)?)\[?$",
    re.I,
)
_BASELINE_WORDS = needed_blind(_BASELINE)


# "Compared with the QX5, which offers 96 GB, the ZX900 ...": a sentence opening on a comparison
# names the compared product first; a figure before the subject is named is the compared one's.
OPENS_COMPARED = re.compile(
    r"\W*(?:compared (?:to|with)|comparé(?:e|s)? (?:à|a|avec)|par rapport (?:à|aux?)|"
    r"im vergleich (?:zu|zum|zur)|verglichen mit|gegenüber|rispetto (?:a|ai|al|alla)|"
    r"(?:en )?comparaci[oó]n con|comparad[oa] con|frente a)\b",
    re.I,
)


# "Against the Hopper-based H100 systems ..., the maker claims 50x": "against" opening the
# sentence names the baseline; inside a sentence it often compares two figures ("against 192 GB").
_AGAINST_OPENING = re.compile(r"\W*against\s+(?:[^\W\d][\w-]*\s+){0,4}", re.I)


def opening_against(text: str, s0: int, at: int) -> bool:
    """Whether the chip at ``at`` is named right after "against" opening the sentence at ``s0``."""
    return _AGAINST_OPENING.fullmatch(text, s0, at) is not None


def baseline(text: str, start: int, at: int) -> bool:
    """'versus the MI300X': a comparison word ends ``text[start:at]`` (words tested first)."""
    words = folded(text[start:at])
    return may_match(_BASELINE_WORDS, words) and _BASELINE.search(text, start, at) is not None


# Between two chips written as one comparand: "the H200/H100", "the H200 and H100", "H200 or H100".
_LISTED = re.compile(r"\s*(?:/|,|&|\band\b|\bor\b|\bund\b|\bet\b|\by\b|\be\b)\s*(?:the\s+)?$", re.I)


def listed_with(text: str, chips: list[tuple[str, int]], baselines: list[int]) -> list[int]:
    """The chips written right after a baseline chip in one list ("the inference performance of
    the H200/H100"): baselines too, never the subject of a later figure in the sentence."""
    out: list[int] = []
    ordered = sorted(chips, key=lambda c: c[1])
    for (c, at), (_, nxt) in pairwise(ordered):
        if (
            (at in baselines or at in out)
            and nxt not in baselines
            and _LISTED.fullmatch(text, at + len(c), nxt)
        ):
            out.append(nxt)
    return out


def compared(text: str, s0: int, q: Quantity) -> bool:
    """'~1,000W vs ~1,400W': one side is another product; which one is not said, so neither is kept."""
    before = text[max(s0, q.start - 30) : q.start]
    return bool(
        (may_match(_COMPARE_WORDS, folded(before)) and _COMPARE.search(before))
        or _COMPARED.match(text[q.end : q.end + 8])
        or (
            "utperform" in text[max(s0, q.start - 50) : q.start]
            and _OUTPERFORM.search(text, max(s0, q.start - 50), q.start)
        )
    )


def baseline_figure(text: str, q: Quantity, baselines: list[int], chips: list[tuple[str, int]]) -> bool:
    """Whether a figure follows a chip named as a comparison's baseline in its own clause,
    with no other chip between ("Compared with the ZX900's 192 GB"): that chip's, not stored."""
    last = max((at for at in baselines if at < q.start), default=-1)
    if last < 0 or any(c in ",;" for c in text[last : q.start]):
        return False
    return not any(last < at < q.start for _, at in chips)
