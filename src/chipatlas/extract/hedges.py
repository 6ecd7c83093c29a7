"""Hedges and disclaimers: words that lower how strong a document's claims are.

A sentence that says "reportedly", "according to people familiar", "rumour",
"leaked", "analysts estimate" ... makes the claims read from it ``speculative``. A
sentence in which the page speaks of itself as a guess ("this list is an educated
guess and may be wrong") is a document-level disclaimer: every claim and signal row
of the document becomes ``speculative``. Each lowering is reported with the words
that did it, so the ingest report shows why. The Chinese, Japanese and Korean words
are in ``extract/hedges_cjk.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from chipatlas.extract.findings import Note
from chipatlas.extract.hedge_latin import HEDGE_LATIN
from chipatlas.extract.hedge_scope import first_item
from chipatlas.extract.hedges_cjk import (
    CJK_COMMENTARY,
    HEDGE_CJK,
    HEDGE_CJK_WORDS,
    SELF_DOUBT_CJK,
    SELF_DOUBT_CJK_WORDS,
)
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.markup import without_front_matter
from chipatlas.extract.source_kind import (
    COMMIT,
    FIRM_NAMES,
    FIRM_REPORT,
    FIRM_SOURCE,
    MEDIA_CJK,
    MEDIA_LATIN,
    NAMED_REPORT,
    OWN_OR_COMMIT,
    UNNAMED_REPORT,
    press_release,
)
from chipatlas.model.statement import Statement

# Latin-script hedges, English first, then the gold set's other languages as general lists.
_HEDGE_LATIN = re.compile(HEDGE_LATIN)  # lower-cased text: IGNORECASE made this pass four times slower
# The page speaking of itself: "this list / our table / the figures here ..."
_COMMENTARY = re.compile(
    r"analysts? .*|projected|speculat\w*|according to (?:[\w.'’-]+ ){0,3}"
    r"(?:analysts?|estimates?)|industry estimates?|secondo analisti|según analistas|"
    r"selon (?:des |les )?analystes|analysten .*|(?:les )?analystes .*|(?:los )?analistas .*|"
    r"(?:gli )?analisti .*|(?:is|are) (?:poised|expected|forecast|projected|estimated|set) to .*|"
    r"d[uü]rfte.*|devrai.*|se espera que .*|dovrebbe.*|"
    r"brokerage .*|consensus .*"
)
_SELF = re.compile(
    r"\b(?:this|our|these|the following)\s+(?:\w+\s+)?(?:list|page|table|article|post|analysis|"
    r"estimates?|figures|numbers|data|mapping|entry|entries|section|wiki|information|content)\b|"
    r"^\W*disclaimer\b",
    re.IGNORECASE,
)
_SELF_DOUBT = re.compile(
    r"\b(?:educated guess|guess(?:es|work)?|may be wrong|might be wrong|could be wrong|speculat\w*|"
    r"not (?:been )?(?:confirmed|verified)|unverified|rumou?rs?|not official|incomplete|out of date|"
    r"outdated|inaccurate|may contain errors|do not rely)\b"
)  # lower-cased text, as above
_MEDIA_LATIN = re.compile(MEDIA_LATIN)
_MEDIA_CJK = re.compile(MEDIA_CJK)
_UNNAMED_REPORT = re.compile(UNNAMED_REPORT)
_NAMED_REPORT = re.compile(NAMED_REPORT)
# A company stating its own news: what a story rests on when an outlet is cited only after it.
_STATED = re.compile(
    r"\b(?:said|says|announced|told|stated|confirmed|sagte|erkl[aä]rte|teilte\w* mit|best[aä]tigte|"
    r"a (?:d[eé]clar[eé]|annonc[eé]|confirm[eé])|(?:dijo|anunci[oó]|confirm[oó]|declar[oó])|"
    r"ha (?:detto|dichiarato|annunciato|confermato))\b|表示|宣布|发布|發布|発表|明らかにした|밝혔다|발표했다"
)
_FIRST_STOP = re.compile(r"[.!?](?:\s|$)|[\n。！？]")
# A denial opening the story: the company (or its customer) says the report is wrong.
_DENIAL_OPENING = re.compile(
    r"\b(?:denie[sd]|deny|denying|refut\w*|rebut\w*|shoots? down|shot down|"
    r"dismiss\w* (?:\S+ ){0,2}(?:reports?|rumou?rs?|claims?)|d[eé]ment\w*|"
    r"d[eé]mont\w* (?:\S+ ){0,2}(?:rumeurs?|informations?)|dementier\w*|weist\w* (?:\S+ ){0,3}zur[uü]ck|"
    r"niega\w*|neg[oó]|desmient\w*|desminti\w*|smentisc\w*|smentit\w*)\b|"
    r"否认|否認|否定|부인(?:했|한|하)"
)
# Each pattern's words (extract/literals.py): a text holding none of them skips its search.
_SELF_DOUBT_WORDS = needed(_SELF_DOUBT)
_HEDGE_WORDS = needed(_HEDGE_LATIN)
_FIRM_WORDS = needed(FIRM_SOURCE)
# A firm's report passed on (source_kind.FIRM_REPORT): its own search, skipped without a firm's name.
_FIRM_REPORT = re.compile(FIRM_REPORT)
_FIRM_REPORT_WORDS = needed(_FIRM_REPORT)
_FIRM_NAME_WORDS = needed(re.compile(FIRM_NAMES))
_COMMIT_RE = re.compile(COMMIT)  # a company binding itself to a future act (source_kind.COMMIT)
_OWN_OR_COMMIT_RE = re.compile(OWN_OR_COMMIT)
_LOWERED = frozenset({"confirmed", "committed", "claimed", "inferred"})
# The headline and first paragraph: what the story rests on. A hedge here ("X has
# reportedly ...") makes the whole story a report of a report.
LEAD_CHARS = 700


@dataclass(frozen=True)
class Disclaimer:
    sentence: str
    start: int
    end: int
    words: str


def hedge_words(sentence: str) -> list[str]:
    """The hedge words in one sentence, as written."""
    low = _lower(sentence)
    words = [sentence[m.start() : m.end()] for m in _hedges_latin(low)] + HEDGE_CJK.findall(sentence)
    words += [sentence[m.start() : m.end()] for m in _firm_reports(low)]
    return words + [sentence[m.start() : m.end()] for m in _firm_sources(low)]


def _firm_sources(low: str) -> Iterator[re.Match[str]]:
    """A research firm named as the source (lower-cased text); none without one of its words."""
    return FIRM_SOURCE.finditer(low) if may_match(_FIRM_WORDS, low) else iter(())


def _firm_reports(low: str) -> Iterator[re.Match[str]]:
    """A firm's report named as where the news comes from (lower-cased text)."""
    gate = may_match(_FIRM_NAME_WORDS, low) and may_match(_FIRM_REPORT_WORDS, low)
    return _FIRM_REPORT.finditer(low) if gate else iter(())


def _hedges_latin(low: str) -> Iterator[re.Match[str]]:
    """The Latin-script hedge words' matches; none without one of their words (a cheap test)."""
    return _HEDGE_LATIN.finditer(low) if may_match(_HEDGE_WORDS, low) else iter(())


def _lower(text: str) -> str:
    """Lower-cased with the same offsets; a text whose length would change keeps its case (rare)."""
    low = text.lower()
    return low if len(low) == len(text) else text


def is_disclaimer(sentence: str) -> bool:
    """True when the sentence is the page calling its own content a guess: never a takeaway."""
    low = _lower(sentence)
    doubt = may_match(_SELF_DOUBT_WORDS, low) and _SELF_DOUBT.search(low) is not None
    return doubt and _SELF.search(sentence) is not None


def _bounds(text: str, at: int) -> tuple[int, int]:
    """The sentence around position at: from after the last stop to the next one, inclusive."""
    left = max(text.rfind(c, 0, at) for c in ".!?\n。") + 1
    ends = [i for i in (text.find(c, at) for c in ".!?\n。") if i >= 0]
    return left, (min(ends) + 1 if ends else len(text))


def find_disclaimer(text: str) -> Disclaimer | None:
    """The first sentence in which the page calls its own content a guess, if any."""
    cjk = SELF_DOUBT_CJK.search(text) if may_match(SELF_DOUBT_CJK_WORDS, text) else None
    if cjk is not None:
        a, b = _bounds(text, cjk.start())
        return Disclaimer(text[a:b].strip(), a, b, cjk.group(0))
    for doubt in _SELF_DOUBT.finditer(_lower(text)):  # rare words first: most pages have none
        a, b = _bounds(text, doubt.start())
        sentence = text[a:b]
        if _SELF.search(sentence):
            lead = len(sentence) - len(sentence.lstrip())
            return Disclaimer(sentence.strip(), a + lead, b, text[doubt.start() : doubt.end()])
    return None


def _hedged_sentences(text: str) -> list[tuple[int, int, str]]:
    """(start, end, word) of each hedge word's sentence, found in one pass over the text."""
    hits = [(m.start(), text[m.start() : m.end()]) for m in _hedges_latin(_lower(text))]
    if may_match(HEDGE_CJK_WORDS, text):  # an English text holds none of them (speed)
        hits += [(m.start(), m.group(0)) for m in HEDGE_CJK.finditer(text)]
    hits += [(m.start(), text[m.start() : m.end()]) for m in _firm_sources(_lower(text))]
    hits += [(m.start(), text[m.start() : m.end()]) for m in _firm_reports(_lower(text))]
    return [(*_bounds(text, at), word) for at, word in hits]


def lead_hedge(text: str) -> str | None:
    """The first hedge on the story's source in the headline and first paragraph, if any.

    An analyst's view or a projection there ("analysts say", "projected") is commentary
    on the story, not doubt about it: it lowers its own sentence only, unless it opens
    the story (in its first sentence: "Analysts estimate that X shipped ..." is the story).
    A story that opens with a denial rests on the company's word: the hedges in its lead
    name the report it denies ("denied a report ... reportedly"), each lowers its own sentence.
    An unnamed report ("einem Pressebericht zufolge") whose outlet the lead names ("Das berichtet
    Reuters") is that outlet's report: trade press, no hedge.
    """
    # a list's later items are side items (hedge_scope.py); a front matter's keys are no lead
    lead = first_item(without_front_matter(text)[:LEAD_CHARS])
    if _denial_story(lead):
        return None
    own = _own_word_at(lead)
    named = _NAMED_REPORT.search(_lower(lead)) is not None  # the lead names whose report it is
    analysis = _ANALYSIS_PAGE.search(lead[:_ANALYSIS_HEAD]) is not None  # the view is the story
    words = [
        w
        for w in hedge_words(lead)
        if not (named and _UNNAMED_REPORT.fullmatch(_lower(w)))
        and (analysis or not _is_commentary(w))
        and not (own and _is_media(w, lead, own))
    ]
    opening = [w for w in hedge_words(_opening(lead)) if not (named and _UNNAMED_REPORT.fullmatch(_lower(w)))]
    return words[0] if words else next(iter(opening), None)


# A page that calls itself an analysis, a thesis or an opinion at its top ("【深度分析】", "本文解析",
# "Analysis:", "Opinion |", "Kommentar:"): the writer's and analysts' forecasts are its story, so
# they hedge it as a report would.
_ANALYSIS_PAGE = re.compile(
    r"【(?:深度)?(?:分析|解析|觀點|观点)】|本文(?:解析|分析)|深度分析|\(thesis\)|"
    r"^\W*(?:analysis|opinion|commentary|analyse|analisi|an[aá]lisis|kommentar|meinung|opini[oó]n|"
    r"tribune|editorial)\s*[:|]",
    re.IGNORECASE | re.MULTILINE,
)
_ANALYSIS_HEAD = 400  # the page's headline and first lines


def _own_word_at(lead: str) -> int | None:
    """Where the lead first has a company state its news itself ("said Tuesday", "erklärte", 表示)."""
    m = _STATED.search(_lower(lead))
    return m.start() if m else None


def _is_media(word: str, lead: str, own: int) -> bool:
    """True when ``word`` names the media as a source after the company's own word in the lead:
    then the outlet adds a detail (it lowers its own sentence), the story rests on the company."""
    low = _lower(word)
    media = _MEDIA_LATIN.fullmatch(low) is not None or _MEDIA_CJK.fullmatch(word) is not None
    return media and lead.find(word) > own


def _denial_story(text: str) -> bool:
    """True when the story opens with a denial (its headline or first sentence)."""
    return _DENIAL_OPENING.search(_lower(_opening(text[:LEAD_CHARS]))) is not None


def _is_commentary(word: str) -> bool:
    """An analyst's, a research firm's or the writer's estimate: doubt only where it opens the story."""
    low = _lower(word)
    return any(p.fullmatch(low) is not None for p in (_COMMENTARY, CJK_COMMENTARY, FIRM_SOURCE))


def _opening(lead: str) -> str:
    """The story's first sentence: a headline (a line with no full stop) and the sentence after it."""
    text = lead.lstrip()
    first = _FIRST_STOP.search(text)
    if first is None:
        return text
    end = first.start()
    if text[end] == "\n":  # a headline: the lead's first sentence belongs to the opening too
        body = end + 1 + len(text[end + 1 :]) - len(text[end + 1 :].lstrip())
        after = _FIRST_STOP.search(text, body)
        end = after.start() if after else len(text)
    return text[:end]


def lead_commitment(text: str) -> str | None:
    """The words by which the lead has a company commit itself, when nothing there hedges it."""
    lead = text[:LEAD_CHARS]
    found = _COMMIT_RE.search(_lower(lead))
    return lead[found.start() : found.end()] if found and not hedge_words(lead) else None


def lower_evidence(text: str, statements: list[Statement]) -> tuple[list[Statement], list[Note]]:
    """Claims and signal rows under a hedge or a page disclaimer become speculative, reported.

    A disclaimer or a hedge in the lead applies to every row of the document; a
    commitment in the lead makes the signal rows, and the claims of sentences that state
    it, ``committed``. Each change is reported with the words that did it.
    """
    disclaimer = find_disclaimer(text)
    lead = None if disclaimer else lead_hedge(text)
    hedged = [] if disclaimer or lead else _hedged_sentences(text)
    if hedged and _NAMED_REPORT.search(_lower(text[:LEAD_CHARS])):  # the lead names whose report it is
        hedged = [h for h in hedged if not (h[0] < LEAD_CHARS and _UNNAMED_REPORT.fullmatch(_lower(h[2])))]
    if hedged and _denial_story(text):  # "denies the rumour": the hedge word names what is denied
        hedged = [h for h in hedged if not _DENIAL_OPENING.search(_lower(text[h[0] : h[1]]))]
    if disclaimer is None and lead is None and not hedged:
        return _raise(text, statements)
    out: list[Statement] = []
    lowered: dict[str, int] = {}
    for s in statements:
        if s.schema not in ("Claim", "Signal") or s.evidence not in _LOWERED:
            out.append(s)
            continue
        if disclaimer is not None:
            why = f"page disclaimer {disclaimer.words!r}"
        elif lead is not None:
            why = f"hedge {lead!r} in the lead (the story rests on it)"
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
    if disclaimer is None and lead is None:  # the rows no hedge touched keep the story's level
        out, raised = _raise(text, out)
        notes += raised
    return out, notes


def _raise(text: str, statements: list[Statement]) -> tuple[list[Statement], list[Note]]:
    """A lead in which a company commits itself, else a press release: the company's own word."""
    words = lead_commitment(text)
    if words is None:
        return _raise_confirmed(text, statements)
    out, n = [], 0
    for s in statements:
        if s.evidence == "claimed" and (s.schema == "Signal" or (s.schema == "Claim" and _states(s))):
            s = replace(s, evidence="committed")
            n += 1
        out.append(s)
    return out, [Note(None, f"evidence raised to committed for {n} row(s) by {words!r} in the lead")]


def _raise_confirmed(text: str, statements: list[Statement]) -> tuple[list[Statement], list[Note]]:
    """A press release whose lead nothing hedges: its claimed rows are the company's own statement."""
    words = press_release(text)
    if words is None or hedge_words(text[:LEAD_CHARS]):
        return statements, []
    out, n = [], 0
    for s in statements:
        if s.evidence == "claimed" and s.schema in ("Claim", "Signal"):
            s = replace(s, evidence="confirmed")
            n += 1
        out.append(s)
    return out, [Note(None, f"evidence raised to confirmed for {n} row(s): a press release ({words!r})")]


def _states(s: Statement) -> bool:
    """True when the claim's quote (its sentence) commits, or is the company's own statement."""
    return _OWN_OR_COMMIT_RE.search(_lower(s.quote)) is not None


__all__ = [
    "Disclaimer",
    "find_disclaimer",
    "hedge_words",
    "is_disclaimer",
    "lead_commitment",
    "lead_hedge",
    "lower_evidence",
]
