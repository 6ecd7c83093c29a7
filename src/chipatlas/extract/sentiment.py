"""Domain-aware sentiment: what is good or bad news for the AI-hardware supply chain.

General lexicons score "tightened export controls" or "pauses its fab" as positive
(tightened, controls, pauses read neutral or good). Here phrases are scored as the
supply chain reads them, a negation ("not", "no longer") flips a phrase, and every
match keeps its phrase so the label can be explained.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chipatlas.extract import sentiment_words as words
from chipatlas.extract.folding import blind, folded
from chipatlas.extract.head_event import denied, remedied
from chipatlas.extract.literals import may_match, needed

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
    # a grip tightened is a gain ("its tightening grip on the market"), not a restriction
    r"tighten\w* (?:its |their |his |her |the )?grip",
    # a new AI data centre or supercomputer being built: demand for the whole chain
    r"build\w* (?:[^ ]+ ){0,4}(?:ai )?(?:data ?cent(?:er|re)s?|supercomput\w*)",
    r"(?:data ?cent(?:er|re)|supercomput\w* cent(?:er|re))(?: \w+){0,2} (?:is|are) (?:being )?build\w*",
)
_NEGATIVE = (
    r"export controls?",
    r"tighten(?:s|ed|ing)?\b(?! (?:its |their |his |her |the )?grip)",
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
    # a model's training loss ("loss curves", "loss spikes") is no money lost
    r"loss(?:es)?\b(?! (?:curves?|functions?|spikes?|landscapes?|values?|scal\w+))",
    r"resign\w*",
    # a part that fails a customer's qualification or test
    r"fail\w* (?:[^ ]+ ){0,3}(?:qualification|certification|validation|tests?)",
    r"fail\w* to (?:qualify|pass)",
)
# "hasn't failed", "didn't fail": the contracted "not" negates as the full word does
_NEGATION = blind(r"(?:\b(?:not|no longer|never|without|avoid\w*|eas\w*|lift\w*)|n['’]t)\s+(?:\w+\s+){0,2}$")


def _for_folded(p: re.Pattern[str]) -> tuple[re.Pattern[str], bool, tuple[str, ...] | None]:
    """(pattern, searches the folded text, words it cannot match without): case-blind lists
    run on the folded copy, and only on a text holding one of their words (speed)."""
    compiled, on_folded = (blind(p.pattern, p.flags), True) if p.flags & re.IGNORECASE else (p, False)
    return compiled, on_folded, needed(compiled)


_POS = [_for_folded(p) for p in (re.compile(r"\b(?:" + "|".join(_POSITIVE) + ")", re.I), *words.POSITIVE)]
_NEG = [_for_folded(p) for p in (re.compile(r"\b(?:" + "|".join(_NEGATIVE) + ")", re.I), *words.NEGATIVE)]
LEAD = 3000  # headline and lead: what the story is about


@dataclass(frozen=True)
class Sentiment:
    label: str  # positive | neutral | negative
    score: int
    reasons: tuple[str, ...]


def _hits(
    patterns: list[tuple[re.Pattern[str], bool, tuple[str, ...] | None]], text: str, bad: bool = False
) -> list[tuple[str, bool]]:
    """(phrase as written, negated?) of each match, pattern by pattern, in text order; with
    ``bad``, a bad-news phrase something is meant to remedy ("to address shortages") is negated."""
    low = folded(text)  # one character for one: offsets in it are offsets in text
    out = []
    for p, on_folded, need in patterns:
        src = low if on_folded else text
        if not may_match(need, src):
            continue
        for m in p.finditer(src):
            a, z = m.span()
            # "not", "eased"; and a denial in any gold language ("denies", "dément", 否认, を否定, 부인)
            negated = bool(_NEGATION.search(low[max(0, a - 30) : a])) or denied(low, a, z)
            negated = negated or (bad and remedied(low, a, z))
            out.append((text[a:z], negated))
    return out


EVENT_WEIGHT = 3  # the story's own event (its headline's verb and object) outweighs a few body words
# The controls themselves, in each gold language: when the story's event eases them, the body
# naming them ("the restrictions had cut sales") names what is eased, no bad news of its own.
_CONTROLS = re.compile(
    r"export controls?|restrict\w*|ban(?:s|ned)?|sanction\w*|entity list|tighten\w*|"
    r"exportkontroll\w*|sanktion\w*|beschränk\w*|embargo|verbot\w*|"
    r"contr[ôo]les? (?:à|a) l.exportation|restricci\w*|restrizion\w*|sanzion\w*|"
    r"出口管制|制裁|禁令|輸出規制|規制|수출 통제|제재|규제",
    re.I,
)


def score_sentiment(
    text: str, event: int = 0, event_words: str = "", weight: int = EVENT_WEIGHT, eased: bool = False
) -> Sentiment:
    """+1 per good-news phrase, -1 per bad-news phrase (flipped when negated); 0 is neutral.

    ``event``: +1 / -1 when the story's own event is good or bad news (an expansion, a
    recall), weighing ``weight`` (EVENT_WEIGHT for a headline's event, 1 for a type read
    from the body's words), with ``event_words`` as its reason. ``eased``: the event eases export
    controls, so the controls the text names are what is eased (skipped, reported once).
    """
    score, reasons = event * weight, []
    if event:
        reasons.append(f"{'+' if event > 0 else '-'}{weight} the story's event: {event_words!r}")
    for sign, patterns in ((1, _POS), (-1, _NEG)):
        for phrase, negated in _hits(patterns, text[:LEAD], sign < 0):
            if eased and sign < 0 and _CONTROLS.fullmatch(phrase):
                reasons.append(f"  {phrase!r} (the controls being eased)")
                continue
            s = -sign if negated else sign
            score += s
            reasons.append(f"{'+' if s > 0 else '-'} {'not ' if negated else ''}{phrase!r}")
    label = "positive" if score > 0 else ("negative" if score < 0 else "neutral")
    return Sentiment(label, score, tuple(reasons))


# A second source winning share: the winner is named before the gain, the loser after the
# displacement word ("X wins HBM4 orders, displacing Y"); "Y loses share to X" the other way.
_GAIN = re.compile(
    r"\b(?:wins?|won|secur\w+|gain\w*|tak(?:es|en|ing)|took|grab\w*|captur\w+|clinch\w*|land(?:s|ed)"
    r"|qualif\w+|becom\w+ (?:a|the) (?:second|new|additional) (?:source|supplier)|added as a supplier)\b",
    re.I,
)
_DISPLACE = re.compile(
    r"\b(?:displac\w+|replac\w+|at the expense of|instead of|unseat\w*|overtak\w+|ahead of)\b", re.I
)
_LOSE = re.compile(
    r"\b(?:los(?:es|t|ing)|ced(?:es|ed|ing)|giv(?:es|ing) up|gave up)\b(?P<rest>.*?)\bto\b", re.I
)
_SHARE = re.compile(
    r"\b(?:share|orders?|contracts?|business|supply|slots?|allocation|qualification|design wins?)\b", re.I
)


@dataclass
class _Tally:
    score: int = 0
    reasons: list[str] | None = None

    def add(self, s: int, why: str) -> None:
        self.score += s
        self.reasons = [*(self.reasons or []), why]


def _shift(sentence: str, names: list[tuple[str, int, int]]) -> list[tuple[str, int, str]]:
    """(entity, +1/-1, why) for a share shift stated in the sentence, else []."""
    if not _SHARE.search(sentence) or len({e for e, _, _ in names}) < 2:
        return []
    lose = _LOSE.search(sentence)
    if lose:
        losers = [e for e, a, _ in names if a < lose.start()]
        winners = [e for e, a, _ in names if a > lose.end()]
        if losers and winners:
            why = f"{sentence[lose.start() : lose.end()]!r}"
            return [(winners[0], 1, f"+ wins share: {why}"), (losers[-1], -1, f"- loses share: {why}")]
    gain = _GAIN.search(sentence)
    if not gain:
        return []
    displaced = _DISPLACE.search(sentence, gain.end())
    winners = [e for e, a, _ in names if a < gain.start()]
    losers = [e for e, a, _ in names if displaced and a > displaced.start()]
    out = [(winners[-1], 1, f"+ wins share: {gain.group(0)!r}")] if winners else []
    if losers and displaced:
        out.append((losers[0], -1, f"- loses share: {displaced.group(0)!r}"))
    return out if len(out) == 2 else []


def entity_sentiment(
    sentences: list[tuple[str, list[tuple[str, int, int]]]], overall: str
) -> list[tuple[str, str, tuple[str, ...]]]:
    """(entity, label, reasons) for entities the story reads differently for than ``overall``.

    ``sentences``: each sentence with the entities named in it (id, start, end within it).
    A share shift ("X wins orders, displacing Y") counts 2 for the winner and -2 for the
    incumbent; otherwise a sentence's good- and bad-news phrases count for every entity it names.
    """
    tally: dict[str, _Tally] = {}
    for text, names in sentences:
        if not names:
            continue
        shift = _shift(text, names)
        for eid, sign, why in shift:
            tally.setdefault(eid, _Tally()).add(2 * sign, why)
        if shift:
            continue
        for sign, patterns in ((1, _POS), (-1, _NEG)):
            for phrase, negated in _hits(patterns, text):
                s = -sign if negated else sign
                for eid in dict.fromkeys(e for e, _, _ in names):
                    tally.setdefault(eid, _Tally()).add(s, f"{'+' if s > 0 else '-'} {phrase!r}")
    out = []
    for eid, t in tally.items():
        label = "positive" if t.score > 0 else ("negative" if t.score < 0 else "neutral")
        if label != overall and label != "neutral":
            out.append((eid, label, tuple(dict.fromkeys(t.reasons or ()))))
    return out
