"""The signal taxonomy: weighing trigger lexicons (`trigger_words.py`; docs/signals.md).

A type is chosen by weighing trigger phrases sentence by sentence: a strong trigger
(what happens: "recall", "breaks ground") weighs 2, a context word ("next-generation",
"bottleneck") 1, and a title sentence counts three times. A trigger under a negation
("no shortage", "did not delay") does not count. The choice keeps its phrases and the
sentence that weighed most (the trigger sentence), so it can be explained; no match is "other".
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from chipatlas.extract import clause_words, head_direction
from chipatlas.extract.head_event import HeadEvent, cancelled, framing, head_event, negated, remedied
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.title_chrome import is_caption
from chipatlas.extract.trigger_words import CJK_TRIGGERS, TRIGGERS, WEAK

TYPES: dict[str, str] = {
    "us_production": "US production",  # first: on a tie the more specific type wins
    "technical_release": "Technical release / product launch",
    "capacity_expansion": "Capacity expansion",
    "partnership_deal": "Partnership or deal",
    "supply_disruption": "Supply disruption",
    "export_control": "Export control or regulation",
    "financial_results": "Financial results",
    "m_and_a": "M&A",
    "executive_change": "Executive change",
    "customer_adoption": "Customer adoption",
    "pricing": "Pricing",
    "other": "Other",
}

# Matched against lower-cased text: faster than IGNORECASE, and the hits are folded anyway.
_COMPILED = {t: re.compile(r"\b(?:" + "|".join(ps).lower() + ")") for t, ps in TRIGGERS.items()}
_CJK = {t: re.compile(ps) for t, ps in CJK_TRIGGERS.items()}
_NEEDED = {p: needed(p) for p in (*_COMPILED.values(), *_CJK.values())}  # extract/literals.py
# Context words: they say what a story is near, not what happened; they weigh half.
_WEAK = re.compile(WEAK)
# A trigger named as the background ("amid US sanctions", "despite the shortage") says what
# the story happens against, not what happens: it weighs as a context word.
_BACKGROUND = re.compile(
    r"\b(?:amid|amidst|despite|following|because of|due to|in the face of|inmitten|trotz|malgr[eé]|"
    # where a thing comes from ("originating from Intel's 2019 acquisition of ..."): its history
    r"originat\w* (?:from|in|with)|stemm\w* from|dat\w* back to|traces? back to|"
    # what a subject overcomes or shrugs off ("overcame export restrictions", "trotzt Engpässen")
    r"overc[oa]m\w*|shrug\w* off|defie[sd]|defy\w*|trotzt|[uü]berwind\w*|surmont\w*|sortea\w*|"
    r"en pleine?|a pesar de|nonostante|in mezzo a|"
    r"at a time of|in a time of|in un momento di|en un momento de|[aà] un moment de|in einer zeit|"
    r"nach (?:dem|der|den)|apr[eè]s (?:la|le|les)|"
    r"tras (?:la|el|los|las)|dopo (?:la|il|lo|i|le|gli))(?:\W+\w+){0,4}\W*$"
)
# A sentence that opens with a participle ("Initially launched last year, the site ..."): its
# words up to the comma describe the subject, they weigh as the backdrop.
_PARTICIPLE_OPEN = re.compile(r"\s*" + clause_words.PARTICIPLE + r"\b[^,]{0,80},")
# A boilerplate disclaimer ("does not constitute investment advice"): its words weigh for no type.
_DISCLAIMER = re.compile(clause_words.DISCLAIMER_LINE)
_DISCLAIMER_WORDS = needed(_DISCLAIMER)
_SENTENCE_END = re.compile(r"[.!?]\s+|\n+|[。！？]")
_STOPS = ".!?。！？"
_STRONG, _CONTEXT, _TITLE, _FIRST = 2, 1, 3, 2
# The lead paragraph tells the story; later paragraphs give background (history, rivals, specs).
_FIRST_PARAGRAPH = 600
_HAS_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
LEAD = 2000  # a story's type is set by its headline and lead, not by its tenth paragraph
_LABELS = {re.sub(r"[^a-z]", "", v.lower()): k for k, v in TYPES.items()}
_LABELS.update({"technicalrelease": "technical_release", "productlaunch": "technical_release"})
_LABELS.update({"ma": "m_and_a", "mergersacquisitions": "m_and_a", "regulation": "export_control"})


@dataclass(frozen=True)
class TypeChoice:
    type: str
    score: int
    reasons: tuple[str, ...]
    trigger: str = ""  # the sentence that weighed most for the chosen type
    event: HeadEvent | None = None  # the headline's (or lead sentence's) own event, when it states one

    @property
    def weight(self) -> int:
        """How much the polarity weighs in the sentiment: a stated event 3, a type read from words 1."""
        return 3 if self.event else 1

    @property
    def because(self) -> str:
        """What the polarity rests on: the event's words, else the type."""
        return self.event.words if self.event else f"type {self.type}"

    @property
    def eases(self) -> bool:
        """True when the story's event eases export controls (exports reopened, approved, licensed)."""
        return (
            self.type == "export_control"
            and self.event is not None
            and re.match(head_direction.APPROVAL, self.event.words.lower()) is not None
        )

    @property
    def polarity(self) -> int:
        """+1 / -1 when the story's event (else its type) is good or bad news for the supply chain."""
        fixed = head_direction.POLARITY.get(self.type, 0)
        if self.eases:
            return 1  # exports approved, licensed or allowed: the controls ease
        if (
            self.type == "supply_disruption"
            and self.event
            and re.search(head_direction.SOLD_OUT, self.event.words.lower())
        ):
            return 1  # sold out, fully booked: demand outruns supply, good news for the seller
        if fixed or self.event is None or self.type not in ("financial_results", "pricing"):
            return fixed
        low = self.event.clause.lower()
        up = re.search(head_direction.UP, low) or re.search(head_direction.UP_CJK, low)
        down = re.search(head_direction.DOWN, low) or re.search(head_direction.DOWN_CJK, low)
        return 1 if up and not down else (-1 if down and not up else 0)


def type_from_label(label: str) -> str | None:
    """'Technical Release' (a page's own label) -> 'technical_release'."""
    return _LABELS.get(re.sub(r"[^a-z]", "", label.lower()))


def _sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence, its full stop included; cheap on purpose (LEAD chars at most)."""
    out, at = [], 0
    for m in _SENTENCE_END.finditer(text):
        end = m.start() + (text[m.start()] in _STOPS)
        if end > at:
            out.append((at, end))
        at = m.end()
    if at < len(text):
        out.append((at, len(text)))
    return out


def _patterns(text: str) -> list[tuple[str, re.Pattern[str]]]:
    """The Latin tables always; the CJK table only when the text has CJK script (speed)."""
    latin = list(_COMPILED.items())
    return latin + list(_CJK.items()) if _HAS_CJK.search(text) else latin


def _weigh(text: str, where: str, factor: int) -> list[tuple[str, int, str, str]]:
    """(type, weight, reason, sentence) of each trigger hit in text that no negation cancels.

    Each pattern runs once over the whole text; a hit finds its sentence by bisection.
    """
    bounds = _sentences(text)
    starts = [a for a, _ in bounds]
    boiler = [m.start() for m in _DISCLAIMER.finditer(text)] if may_match(_DISCLAIMER_WORDS, text) else []
    out = []
    for kind, pattern in _patterns(text):
        if not may_match(_NEEDED[pattern], text):
            continue  # none of its words in the text: it cannot match (a few substring tests)
        for m in pattern.finditer(text):
            a, b = bounds[max(0, bisect_right(starts, m.start()) - 1)]
            if negated(text, m.start(), m.end(), a) or framing(text, m.start(), m.end()):
                continue  # cancelled, or "announced that ..." (と発表): a frame, no release
            if any(a <= at < b for at in boiler) or _heading(text, a, b, m.group(0)):
                continue  # the page's disclaimer, or a section heading ("Pricing"): not the story
            if where != "title" and is_caption(text[a:b]):
                continue  # a photo caption says what a picture shows, not what happened
            phrase = m.group(0)
            opening = _PARTICIPLE_OPEN.match(text, a)
            background = (
                _BACKGROUND.search(text[max(a, m.start() - 40) : m.start()]) is not None
                or (opening is not None and m.start() < opening.end())
                or (kind == "supply_disruption" and remedied(text, m.start(), m.end()))
            )
            weak = background or _WEAK.fullmatch(phrase) is not None
            weight = (_CONTEXT if weak else _STRONG) * factor
            label = " (background)" if background else " (context word)"
            reason = f"{where}: {phrase!r}" + (label if weak else "")
            out.append((kind, weight, reason, text[a:b]))
    return out


def _heading(text: str, a: int, b: int, phrase: str) -> bool:
    """True when the trigger is the whole line: a section heading ("Pricing", "Availability")."""
    return b - a < len(phrase) + 6 and text[a:b].strip(" #*:-\t") == phrase


def classify(title: str, body: str) -> TypeChoice:
    """The type of the headline's own event (verb and object) when it states one; else the
    type whose triggers weigh most in the title and lead. With reasons and trigger sentence."""
    if is_caption(title):
        title = ""  # a photo caption taken for the headline says what a picture shows, not the story
    weighed = _weighed(title, body)
    event = head_event(title, body[:LEAD])
    if event is None and (denied := cancelled(title)):
        # the headline says an event does not happen and the lead states no other: words deep in
        # the body (a partner thanked, a supplier named) are not what the story reports
        return TypeChoice("other", 0, (f"title's event is negated: {denied!r}",))
    if event is None or (event.where != "title" and _titled(title)):
        return weighed  # a headline with trigger words but no clear event: its words weigh
    support = tuple(
        r for r in weighed.reasons if weighed.type == event.type and not r.startswith("trigger sentence")
    )
    reasons = (event.reason, *support, f"trigger sentence: {event.sentence!r}")
    return TypeChoice(event.type, max(weighed.score, 1), reasons, event.sentence, event)


def _titled(title: str) -> bool:
    """True when the title is a headline of its own that names a strong trigger."""
    return any(not reason.endswith(")") for _, _, reason, _ in _weigh(title.lower(), "title", _TITLE))


def _weighed(title: str, body: str) -> TypeChoice:
    """The type whose triggers weigh most in the title and lead, with its trigger sentence."""
    title_hits = _weigh(title.lower(), "title", _TITLE)
    lead = body[:LEAD]
    cut = _first_paragraph(lead)
    hits = (
        title_hits
        + _weigh(lead[:cut].lower(), "lead paragraph", _FIRST)
        + _weigh(lead[cut:].lower(), "text", 1)
    )
    if not hits:
        return TypeChoice("other", 0, ("no trigger phrase matched",))
    scores: dict[str, int] = {}
    for kind, weight, _, _ in hits:
        scores[kind] = scores.get(kind, 0) + weight
    best = max(scores, key=lambda k: (scores[k], -list(TYPES).index(k)))
    mine = [h for h in hits if h[0] == best]
    if all(_near(h[2]) for h in hits):
        # only what the story happens against ("after the shock of the shortages"), or words it is
        # near in passing, past its headline and lead ("the constraint is software"): no event
        reasons = tuple(dict.fromkeys(h[2] for h in hits))
        return TypeChoice("other", 0, ("only backdrop or context words matched", *reasons))
    reasons = tuple(dict.fromkeys(h[2] for h in mine))
    top = max(mine, key=lambda h: h[1])  # the first of the heaviest: a title, else the lead
    trigger = _original(title if top in title_hits else lead, top[3])
    return TypeChoice(best, scores[best], (*reasons, f"trigger sentence: {trigger!r}"), trigger)


def _near(reason: str) -> bool:
    """True for a backdrop word, or a context word that is neither in the title nor the lead."""
    return reason.endswith("(background)") or (
        reason.endswith("(context word)") and reason.startswith("text:")
    )


def _first_paragraph(lead: str) -> int:
    """Where the body's first paragraph ends (its first line break after text), at most 600 characters."""
    text = lead.lstrip()
    skipped = len(lead) - len(text)
    end = text.find("\n")
    return skipped + (min(end, _FIRST_PARAGRAPH) if end > 0 else min(len(text), _FIRST_PARAGRAPH))


def _original(text: str, lowered: str) -> str:
    """The sentence as written: lower() keeps the length of ASCII text, so the offset maps back."""
    at = text.lower().find(lowered)
    return text[at : at + len(lowered)] if at >= 0 else lowered
