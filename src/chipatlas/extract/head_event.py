"""What a story reports: the event of its headline's (else its lead sentence's) main clause.

A headline says what happens to whom in its main clause: "Kestrel invests $9 billion
in a new fab amid a packaging bottleneck" is an expansion whatever the body says about
bottlenecks. So the main clause is cut from its backdrop ("amid", "despite", "as",
"after" ...), and the verb with its object ("invests $9 billion in a new fab") or the
event noun ("a defect forces ...") that comes first in it is the story's event; a
negation before it ("denies delay") cancels it, a hedge ("reportedly") is reported.
Korean and Japanese put the main predicate last, so there the last event word counts.
The title is read first; a title with no event (a product name) leaves it to the lead
sentence. Patterns: ``extract/head_words.py`` and ``extract/head_predicates.py``; documented
in docs/signals.md (Type).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chipatlas.extract import clause_words as cw
from chipatlas.extract import head_predicates as hp
from chipatlas.extract import head_words as hw
from chipatlas.extract.head_deals import DEAL_PATTERNS_CJK
from chipatlas.extract.head_stake import stake_in
from chipatlas.extract.title_chrome import is_caption
from chipatlas.extract.trigger_words import CJK_TRIGGERS, TRIGGERS, WEAK

_HEAD = [(t, re.compile(r"(?<!\w)(?:" + "|".join(ps) + ")")) for t, ps in hw.HEAD_PATTERNS.items()]
# The taxonomy's own trigger words count too when they stand in the main clause (a context
# word such as "supplier" or "roadmap" says what a story is near, never what it reports).
_HEAD += [(t, re.compile(r"\b(?:" + "|".join(ps).lower() + ")")) for t, ps in TRIGGERS.items()]
_FALLBACK = [(t, re.compile(r"(?<!\w)(?:" + "|".join(ps) + ")")) for t, ps in hp.FALLBACK.items()]
_PREDICATES = [(t, re.compile(r"(?<!\w)(?:" + "|".join(ps) + ")")) for t, ps in hp.PREDICATES.items()]
_PREDICATES_CJK = [(t, re.compile(p)) for t, p in hp.PREDICATES_CJK.items()]
_WEAK = re.compile(WEAK)
_CJK = [(t, re.compile(ps)) for t, ps in CJK_TRIGGERS.items()]
_CJK += [(t, re.compile(p)) for t, p in DEAL_PATTERNS_CJK.items()]  # joined hands, an alliance
_NEGATION = re.compile(cw.NEGATION)
_DENIAL = re.compile(cw.DENIAL)
_CJK_BEFORE = re.compile(cw.CJK_NEGATION_BEFORE)
_CJK_AFTER = re.compile(cw.CJK_NEGATION_AFTER)
_HEDGE = re.compile(cw.HEDGE)
_CLAUSE_END = re.compile(cw.CLAUSE_END)
_CLAUSE_OPEN = re.compile(cw.CLAUSE_OPEN)
_CONCESSION = re.compile(cw.CONCESSION)
_CJK_OPEN = re.compile(cw.CJK_OPEN)
_US = re.compile(hw.US_PLACE)
_HAS_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_LICENCE = re.compile(r"licen[cs]|lizenz|licenz|permis|genehmigung|autori[sz]")  # a licence named
# A contract of sale and purchase (売買契約, 买卖合同, 買賣合約, 매매 계약, "purchase agreement"): a frame.
_PURCHASE_CONTRACT = re.compile(
    r"(?:売買|买卖|買賣|매매 ?)(?:契約|合同|合約|계약)|(?:sale and )?purchase (?:agreement|contract)"
)
_VERB_LAST = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")  # kana or Hangul: the predicate ends the clause
# A sentence ends at a stop before a capital, a quote or a CJK character (Korean ends its sentences
# with "." and a space), and at a Korean declarative ending run into the next sentence ("했다.4일").
_SENTENCE = re.compile(
    r"(?<=[.!?])\s+(?=[A-Z\"'“(\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])|(?<=[다요])\.(?=[^\s.\d])|"
    r"(?<=[다요])\.(?=\d+[일월년])|[。！？\n]"
)
_FRAME = re.compile(r"(?:^|.*\s)(?:" + cw.FRAME + r")")  # a frame word ends the hit ("reaches an agreement")
_DATELINE = re.compile(cw.DATELINE)
_BYLINE = re.compile(cw.CJK_BYLINE)
_DATE_LABEL = re.compile(r"\s*date\s+\d{4}-\d{2}(?:-\d{2})?\s+")
_BACKDROP_OPEN = re.compile(cw.BACKDROP_OPEN)
_QUOTATIVE = re.compile(cw.QUOTATIVE)
_ANNOUNCE_CJK = frozenset({"発表", "公開", "披露", "공개", "발표"})
# An announcing verb names no event of its own when what it announces is one: "決算を発表",
# "실적 발표", "发布...财报" are results, not releases. Japanese and Korean put the object
# just before the verb (a particle between), Chinese after it (no comma between).
_ANNOUNCE_VERBS = _ANNOUNCE_CJK | {"发布", "發布", "公布", "宣布", "發表", "发表"}
# Talks, an agreement or a signing frame the same way: "買収で協議", "인수 협상", "签署收购协议" are M&A.
_FRAME_CJK = frozenset({"協議", "交渉", "合意", "협상", "합의", "签署", "簽署", "谈判", "談判", "协议"})
_OBJECT_BEFORE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af\s]{0,4}")  # 決算を, 量産開始を, 실적
_OBJECT_AFTER = re.compile(r"[^,，、。;；：:]{0,30}")
_FRAME_OBJECT = re.compile(cw.FRAME_OBJECT)
_DISCLAIMER = re.compile(cw.DISCLAIMER_LINE)
_REMEDY_BEFORE = re.compile(cw.REMEDY_BEFORE)
_REMEDY_AFTER = re.compile(cw.REMEDY_AFTER)  # "不构成任何投资建议": boilerplate states no event
# A lead sentence in the past perfect (English) tells the backstory ("The company had promised ..."),
# not the news: it states no event of its own.
_BACKSTORY = re.compile(r"\bhad\s+(?:(?:already|previously|long|earlier)\s+)?\w+(?:ed|en|wn|ght|ne)\b")
# "was (the) first to provide HBM3E to X" says who a company is (a record), not what happens now.
_RECORD = re.compile(r"\b(?:first|only|last) (?:company |one |maker )?to $")
# An aside on how the subject came about ("The project, developed in collaboration with X, will
# build ..."): a participle with its partner between commas, never the clause's event.
_ASIDE = re.compile(
    r",\s(?:\w+ly\s)?\w+(?:ed|en|ilt|ade)\s(?:in (?:collaboration|partnership|cooperation|conjunction) with|"
    r"together with|jointly with|with (?:the )?(?:help|support) (?:of|from))\b[^,;]{0,80},"
)
# A relative clause between commas describes the subject ("Quanta, which supplies AI servers, said
# ..."; "qui fournit", "que suministra", "che fornisce", "das ... liefert"): not what happens to it.
_RELATIVE = re.compile(r",\s(?:which|who|qui|que|che|der|die|das|welche[rs]?)\s[^,;]{1,120},")
# What a subject overcomes, shrugs off or defies ("overcame export restrictions to post its best
# quarter", "trotzt Exportbeschränkungen", "surmonte les restrictions", "sortea las restricciones"):
# the obstacle is the backdrop; the event is what it does despite it.
_OVERCOME = re.compile(
    r"\b(?:overc[oa]m\w*|shrug\w* off|weather(?:s|ed|ing)|defie[sd]|defy\w*|trotz(?:t|en|te)|[uü]berwind\w*|"
    r"[uü]bersteh\w*|surmont\w*|sortea\w*)\s+([^,;:]{0,60}?)"
    r"(?=\s(?:to|and|und|et|y|e|with|mit|avec|con)\b|[,;:]|$)"
)
_MAX_CLAUSE = 300
_LEAD_PARAGRAPH = 600  # a first "paragraph" longer than this is a run of page text
_DATELINE_CHARS = 30  # a first line this short with no full stop is a dateline or a label
_MAX_LEAD_SKIPS = 2  # a dateline, then a photo caption, before the lead
_STOP = re.compile(r"[.!?。！？]")
# "新竹22日電" (a day's wire), "台北報導", "(서울=X뉴스)", "X (Y) --"; not a name ending in 電 (台積電)
_DATELINE_END = re.compile(r"(?:\d日[電电讯訊]|報導|报道|[=＝][^()（）]{1,12}[)）]|\s[-–—]{1,2})$")


Hit = tuple[int, int, str]  # (start, end, type) of an event pattern in a clause


@dataclass(frozen=True)
class HeadEvent:
    type: str
    words: str  # the verb and object (or event noun) as written
    clause: str  # the main clause they stand in
    where: str  # "title" or "lead sentence"
    hedge: str = ""  # a hedge on the clause ("reportedly"), if any
    sentence: str = ""  # the whole headline or sentence, as written

    @property
    def reason(self) -> str:
        why = f"{self.where}'s main clause: {self.words!r} (what happens to whom)"
        return f"{why}, hedged by {self.hedge!r}" if self.hedge else why


def main_clause(text: str) -> tuple[int, int]:
    """(start, end) of the main clause of a headline or sentence: its backdrop cut off."""
    low = text.lower()
    label = _DATE_LABEL.match(low)  # the corpus's "date 2025-04" before the text: not the clause
    start = label.end() if label else 0
    rest = low[start:]
    opening = (
        _DATELINE.match(rest) or _BYLINE.match(rest) or _CLAUSE_OPEN.match(rest) or _CJK_OPEN.match(rest)
    )
    if opening:
        start += opening.end()
    conceded = _CONCESSION.match(low, start)
    if conceded:
        start = conceded.end()
    cut = _CLAUSE_END.search(low, start)
    end = cut.start() if cut else len(text)
    return start, min(end, start + _MAX_CLAUSE)


def negated(low: str, start: int, end: int, floor: int = 0) -> bool:
    """True when a negation or denial cancels the event at low[start:end] ("denies any delay",
    "dément tout retard", "否认延迟", "遅延を否定", "지연설 부인"); floor bounds the look-back."""
    before = low[max(floor, start - 40) : start]
    if _NEGATION.search(before) or _CJK_BEFORE.search(before[-12:]):
        return True
    return _CJK_AFTER.match(low[end : end + 8]) is not None


def denied(low: str, start: int, end: int) -> bool:
    """True when a denial bears on the phrase at low[start:end] within its clause ("denies any
    delay", "dément tout retard", 否认延迟, 遅延を否定, 지연설 부인); plain "not" is the caller's."""
    before = low[max(0, start - 40) : start]
    if _DENIAL.search(before) or _CJK_BEFORE.search(before[-12:]):
        return True
    return _CJK_AFTER.match(low[end : end + 8]) is not None


def _noun(text: str, at: int) -> bool:
    """True when the word at text[at] is a German noun: capitalised, or the tail of "Chip-Engpässe"."""
    return text[at : at + 1].isupper() or (at > 0 and text[at - 1] == "-")


def framing(low: str, start: int, end: int) -> bool:
    """True when the CJK "announced" at low[start:end] follows a quotative particle ("...すると発表した",
    "...한다고 발표했다"): it frames what was said, it releases nothing."""
    return low[start:end] in _ANNOUNCE_CJK and _QUOTATIVE.search(low, max(0, start - 3), start) is not None


def _events(clause: str) -> list[tuple[int, int, str]]:
    """(start, end, type) of every event pattern in the clause that no negation cancels."""
    low = clause.lower()
    tables = _HEAD + _CJK if _HAS_CJK.search(clause) else _HEAD
    asides = (
        [(m.start(), m.end()) for p in (_ASIDE, _RELATIVE) for m in p.finditer(low)] if ", " in low else []
    )
    asides += [(m.start(1) - 1, m.end(1)) for m in _OVERCOME.finditer(low)]  # the obstacle overcome
    out = []
    for kind, pattern in tables:
        for m in pattern.finditer(low):
            if m.end() == m.start() or _WEAK.fullmatch(m.group(0)):
                continue
            if any(a < m.start() < z for a, z in asides):
                continue  # an aside describing the subject
            backdrop = _BACKDROP_OPEN.match(low, 0, m.start()) and _noun(clause, m.start())
            if backdrop or framing(low, m.start(), m.end()):
                continue  # the backdrop the clause opens with; "announced that ..." (と発表)
            if kind == "supply_disruption" and remedied(low, m.start(), m.end()):
                continue  # "to address shortages": what a deal is for, not what happens
            if not negated(low, m.start(), m.end()) and not _RECORD.search(low, 0, m.start()):
                out.append((m.start(), m.end(), kind))
    return out


def remedied(low: str, start: int, end: int) -> bool:
    """True when the disruption at low[start:end] is what something is meant to remedy
    ("to address shortages", "pallier la pénurie", "缓解短缺", "不足を解消", "부족 해소")."""
    before = low[max(0, start - 40) : start]
    return _REMEDY_BEFORE.search(before) is not None or _REMEDY_AFTER.match(low[end : end + 24]) is not None


def cancelled(text: str) -> str | None:
    """The event words of a headline's main clause that a negation or denial cancels, if any
    ("confirms no plans to step down", "denies any delay"): the story is that it does not happen."""
    a, z = main_clause(text)
    low = text[a:z].lower()
    tables = _HEAD + _CJK if _HAS_CJK.search(low) else _HEAD
    for _, pattern in tables:
        for m in pattern.finditer(low):
            if m.end() > m.start() and not _WEAK.fullmatch(m.group(0)) and negated(low, m.start(), m.end()):
                return text[a + m.start() : a + m.end()]
    return None


def _fallback(clause: str) -> list[Hit]:
    """A new product named ("its new P7"), when the clause states no other event."""
    low = clause.lower()
    return [(m.start(), m.end(), t) for t, p in _FALLBACK for m in p.finditer(low) if m.end() > m.start()]


def _predicate(clause: str) -> tuple[int, int, str] | None:
    """The first predicate of what befalls the subject ("runs into difficulties"), unnegated."""
    low = clause.lower()
    tables = _PREDICATES + _PREDICATES_CJK if _HAS_CJK.search(clause) else _PREDICATES
    hits = [
        (m.start(), m.end(), kind)
        for kind, pattern in tables
        for m in pattern.finditer(low)
        if not negated(low, m.start(), m.end())
    ]
    return min(hits) if hits else None


def event_in(text: str, where: str) -> HeadEvent | None:
    """The event of one headline or sentence, or None when its main clause states none."""
    a, z = main_clause(text)
    clause = text[a:z]
    found = _events(clause)
    said = _predicate(clause)
    if not found and said is None:
        found = _fallback(clause)
    if not found and said is None and (stake := stake_in(clause)) is not None:
        found = [(*stake, "capacity_expansion")]  # "to invest up to $100 billion in Orbis": read below
    if not found and said is None:
        return None
    if said is not None:
        start, end, kind = said
    elif _VERB_LAST.search(clause):
        start, end, kind = max(found, key=lambda h: (h[1], h[1] - h[0]))
    else:  # the first event after the subject; the longer pattern on a tie ("cuts prices")
        start, end, kind = _framed(clause, found, min(found, key=lambda h: (h[0], -(h[1] - h[0]))))
    if kind == "partnership_deal" and _PURCHASE_CONTRACT.search(clause[max(0, start - 4) : end + 6].lower()):
        start, end, kind = _bought(found, (start, end, kind), bool(_VERB_LAST.search(clause)))
    if kind == "partnership_deal" and _FRAME.fullmatch(clause[start:end].lower()):
        start, end, kind = _licensed(clause, found, (start, end, kind))
    word = clause[start:end].lower()
    if (kind == "technical_release" and word in _ANNOUNCE_VERBS) or (
        kind == "partnership_deal" and word in _FRAME_CJK
    ):
        start, end, kind = _announced(clause, found, (start, end, kind))
    stake = stake_in(clause) if kind == "capacity_expansion" else None
    if stake is not None:
        start, end, kind = *stake, "partnership_deal"  # money put into a company: a deal between two
    if kind in ("capacity_expansion", "technical_release") and (
        _US.search(clause.lower()) or any(k == "us_production" for _, _, k in found)
    ):
        kind = "us_production"  # the plant or the production is in the US: the narrower type
    hedge = _HEDGE.search(clause.lower())
    words = clause[start:end]
    hedged = clause[hedge.start() : hedge.end()] if hedge else ""
    return HeadEvent(kind, words, clause.strip(), where, hedged, text.strip())


def _announced(clause: str, found: list[Hit], verb: Hit) -> Hit:
    """What a CJK announcing (or framing) verb announces, when that is an event of another kind:
    the object right before it (決算を発表, 買収で協議), else the first one after it (发布...财报)."""
    start, end, kind = verb
    others = [h for h in found if h[2] not in (kind, "technical_release")]
    before = [h for h in others if h[1] <= start and _OBJECT_BEFORE.fullmatch(clause, h[1], start)]
    if before:
        return max(before, key=lambda h: h[1])
    after = [h for h in others if h[0] >= end and _OBJECT_AFTER.fullmatch(clause, end, h[0])]
    return min(after) if after else verb


def _licensed(clause: str, found: list[Hit], deal: Hit) -> Hit:
    """An agreement whose price is an export licence ("an agreement ... in exchange for export
    licences", "un accord ... en échange de licences d'exportation") is about the export rule."""
    rules = [h for h in found if h[2] == "export_control" and _LICENCE.search(clause[h[0] : h[1]].lower())]
    return min(rules) if rules else deal


def _bought(found: list[Hit], contract: Hit, verb_last: bool) -> Hit:
    """A purchase contract is the buying: what the clause says is bought or built decides (a plant's
    land, a data centre to build), the contract itself only when nothing else is said."""
    others = [h for h in found if h[2] != "partnership_deal"]
    if not others:
        return contract
    return max(others, key=lambda h: h[1]) if verb_last else min(others, key=lambda h: (h[0], h[0] - h[1]))


def _framed(clause: str, found: list[Hit], first: Hit) -> Hit:
    """Talks or an agreement to do something ("in talks to acquire X"): the act they are about."""
    start, end, _ = first
    if not _FRAME.fullmatch(clause[start:end].lower()):
        return first
    link = _FRAME_OBJECT.match(clause, end)
    if link is None:
        return first
    after = [h for h in found if h[0] == link.end()]
    return max(after, key=lambda h: h[1] - h[0]) if after else first


def lead_sentence(body: str) -> str:
    """The first sentence of the body (up to its stop), skipping empty lines."""
    text = body.lstrip()
    m = _SENTENCE.search(text)
    return text[: m.start() + 1] if m else text[:_MAX_CLAUSE]


def lead_paragraph(body: str, most: int = 3) -> list[str]:
    """The first sentences (at most `most`) of the body's first paragraph (up to its first line break);
    a first line that is only a dateline ("中央社／ 新竹22日電") or a photo caption is not the lead."""
    text = body.lstrip()
    for _ in range(_MAX_LEAD_SKIPS):
        end = text.find("\n")
        if end < 0 or not (_dateline_only(text[:end]) or is_caption(text[:end])):
            break
        text = text[end:].lstrip()
    end = text.find("\n")
    text = text[: end if end > 0 else _LEAD_PARAGRAPH][:_LEAD_PARAGRAPH]
    out: list[str] = []
    while text and len(out) < most:
        sentence = lead_sentence(text)
        out.append(sentence.strip())
        text = text[len(sentence) :]
    return [s for s in out if s]


def _dateline_only(line: str) -> bool:
    """True for a short line that is only a dateline ("中央社／ 新竹22日電", "(서울=X뉴스)", "X (Y) --")."""
    text = line.strip()
    short = len(text) <= _DATELINE_CHARS and _STOP.search(text) is None
    return short and _DATELINE_END.search(text) is not None


def head_event(title: str, body: str) -> HeadEvent | None:
    """The headline's event, else that of the lead paragraph's first sentence that states one
    (a sentence that repeats the title or tells the backstory states none)."""
    headline = title.strip() and not _DISCLAIMER.search(title.lower()) and not is_caption(title)
    found = event_in(title, "title") if headline else None
    if found is not None:
        return found
    for i, said in enumerate(lead_paragraph(body)):
        byline = _BYLINE.match(said)
        sentence = said[byline.end() :] if byline else said  # a caption and byline before the story
        low = sentence.lower()
        if (
            sentence == title.strip()
            or _BACKSTORY.search(low)
            or _DISCLAIMER.search(low)
            or is_caption(sentence)
        ):
            continue
        found = event_in(sentence, "lead sentence" if i == 0 else "lead paragraph")
        if found is not None:
            return found
    return None
