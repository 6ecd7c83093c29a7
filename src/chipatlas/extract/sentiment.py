"""Domain-aware sentiment: what is good or bad news for the AI-hardware supply chain.

General lexicons score "tightened export controls" or "pauses its fab" as positive
(tightened, controls, pauses read neutral or good). Here phrases are scored as the
supply chain reads them, a negation ("not", "no longer") flips a phrase, and every
match keeps its phrase so the label can be explained.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_POSITIVE = (
    r"launch\w*",
    r"unveil\w*",
    r"announc\w*",
    r"better",
    r"improv\w*",
    r"parity",
    r"faster",
    r"lower (?:power|cost)",
    r"cut\w* (?:inference )?cost",
    r"expand\w*",
    r"growth",
    r"record",
    r"sold out",
    r"in production",
    r"generally available",
    r"wins?\b",
    r"secur\w* (?:a |the )?(?:deal|contract|order)",
    r"adopt\w*",
    r"major customers",
    r"multibillion",
    r"undervalued",
    r"ahead of schedule",
    r"beat\w* (?:expectations|estimates)",
    r"open-source",
    r"support\w*",
    r"new customers?",
    r"partnership",
)
_NEGATIVE = (
    r"export controls?",
    r"tighten\w*",
    r"ban(?:s|ned)?\b",
    r"sanction\w*",
    r"entity list",
    r"restrict\w*",
    r"paus\w*",
    r"halt\w*",
    r"delay\w*",
    r"shortage",
    r"disrupt\w*",
    r"outage",
    r"\bfire\b",
    r"recall\w*",
    r"lawsuit",
    r"su(?:es|ed)\b",
    r"decline\w*",
    r"slump\w*",
    r"miss(?:es|ed) (?:expectations|estimates)",
    r"cut\w* (?:jobs|guidance|forecast|orders)",
    r"layoffs?",
    r"gaps?\b",
    r"shortfall",
    r"probe",
    r"investigat\w*",
    r"tariffs?",
    r"defect\w*",
    r"yield (?:problems|issues)",
    r"cancel\w*",
    r"loss(?:es)?\b",
    r"resign\w*",
)
_NEGATION = re.compile(r"\b(?:not|no longer|never|without|avoid\w*|eas\w*|lift\w*)\s+(?:\w+\s+){0,2}$", re.I)
_POS = [re.compile(r"\b(?:" + "|".join(_POSITIVE) + ")", re.IGNORECASE)]
_NEG = [re.compile(r"\b(?:" + "|".join(_NEGATIVE) + ")", re.IGNORECASE)]
LEAD = 3000  # headline and lead: what the story is about


@dataclass(frozen=True)
class Sentiment:
    label: str  # positive | neutral | negative
    score: int
    reasons: tuple[str, ...]


def _hits(patterns: list[re.Pattern[str]], text: str) -> list[tuple[str, bool]]:
    out = []
    for p in patterns:
        for m in p.finditer(text):
            negated = bool(_NEGATION.search(text[max(0, m.start() - 30) : m.start()]))
            out.append((m.group(0), negated))
    return out


def score_sentiment(text: str) -> Sentiment:
    """+1 per good-news phrase, -1 per bad-news phrase (flipped when negated); 0 is neutral."""
    score, reasons = 0, []
    for sign, patterns in ((1, _POS), (-1, _NEG)):
        for phrase, negated in _hits(patterns, text[:LEAD]):
            s = -sign if negated else sign
            score += s
            reasons.append(f"{'+' if s > 0 else '-'} {'not ' if negated else ''}{phrase!r}")
    label = "positive" if score > 0 else ("negative" if score < 0 else "neutral")
    return Sentiment(label, score, tuple(reasons))
