"""Who supplies in a Korean, Japanese or Chinese supply sentence (used by
``extract/relations.py``): subject and customer particles, the customer as subject of a
receiving verb ("X로부터 공급받았다"), relative clauses ("供給しているSK hynixが"), and the
object before the verb in Korean and Japanese."""

from __future__ import annotations

import re

from chipatlas.extract.components import component_of
from chipatlas.extract.mentions import Mention

# Kana or Hangul: a Korean or Japanese sentence, where the object comes before the verb.
SOV = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")

# Korean subject particles; Korean dative/comitative particles and Chinese prepositions
# that mark the customer, not the supplier ("엔비디아에", "向英伟达").
# Japanese subject particles が/は, and の/に/へ/向け that mark a possessor or the customer.
_SUBJECT_KO = re.compile(r"^[)）]?(?:이|가|은|는|が|は)")
# A Chinese possessor ("卢门的HBM需求") is no subject either, as the Korean 의 and Japanese の.
# A company marked "from" (から; Korean 로부터 starts with 로) gave the order, it did not win it.
_NOT_SUBJECT_KO = re.compile(r"^(?:에게|에|와|과|의|로|으로|향|の|に|へ|向け|的|から)")
_OWNS = re.compile(r"^(?:의|の|的)")
# The possessor of a demand or a need is the customer ("为满足卢门的HBM需求", "루멘의 HBM 수요").
_DEMAND = re.compile(r"^(?:의|の|的)?\s?(?:[A-Za-z0-9]{1,8}\s?)?(?:需求|需要|수요|ニーズ)")
_FROM = re.compile(r"^(?:으로부터|로부터|에게서|에서|에|から)")
_NOT_SUBJECT_ZH = re.compile(r"(?:向|为|給|给|對|对|與|与)\s*$")


_PHRASE_END = re.compile(r"[、，,。]")


def _owned(text: str, offset: int, owner: Mention, companies: list[Mention]) -> str:
    """The words an owner's particle opens, up to the next company named: "のHBM3E製品が"; not
    the part another company's clause names ("のDRAM事業の柱で、XからHBM3Eの受注")."""
    start = owner.end - offset
    end = min((m.start - offset for m in companies if m.start > owner.start), default=len(text))
    return text[start : min(end, start + 40)]


# Hangul: a Korean sentence, whose subject with no particle is never set off by a comma.
_HANGUL = re.compile(r"[\uac00-\ud7af]")


def subject(companies: list[Mention], text: str, offset: int, at: int | None = None) -> Mention | None:
    """The supplier among the companies before a CJK verb at ``at``: a Korean subject, else the
    first company no particle or preposition marks as the customer. In Korean, a company with no
    particle, then words of its own and a comma before the verb, is another item of a headline's
    list ("마이크론 실적 발표, HBM 수요 급증, 하이닉스 HBM3E 양산"): not the verb's subject."""
    for m in reversed(companies):  # the subject nearest the verb: "Aは..., Bが...出荷"
        if _SUBJECT_KO.match(text[m.end - offset :]):
            return m
    for m in companies:  # the owner of the part: "삼성전자의 HBM3E 제품이 ... 퀄테스트를 통과했다"
        after = text[m.end - offset :]
        if (
            _OWNS.match(after)
            and not _DEMAND.match(after)
            and component_of(_owned(text, offset, m, companies))[0] is not None
        ):
            return m
    listed = at is not None and _HANGUL.search(text) is not None
    for m in companies:
        after, before = text[m.end - offset :], text[: m.start - offset]
        comma = _PHRASE_END.search(text, m.end - offset, at) if listed and at is not None else None
        if comma and text[m.end - offset : comma.start()].strip():
            continue  # "마이크론 실적 발표, ...": an item of its own (a topic, "X, ...", is the subject)
        if not (_NOT_SUBJECT_KO.match(after) or _NOT_SUBJECT_ZH.search(before) or _DEMAND.match(after)):
            return m
    return None


# Samples received from a company before the verb: the subject is the customer, the company
# marked "from" the supplier ("엔비디아는 X로부터도 HBM3E 샘플을 받았으며 ... 공급 계약",
# "ルーメンはXからサンプルを受け取り", "卢门从X获得样品").
_SAMPLES_FROM = re.compile(
    r"(?:으로부터|로부터|에게서|から)(?:도|は|も)?\s?\S{0,12}?\s?(?:샘플|サンプル)|"
    r"[从從]\S{1,12}?(?:获得|獲得|收到|取得)\S{0,6}?(?:样品|樣品)"
)


def samples_from(text: str, at: int) -> bool:
    """Whether the words before the verb at ``at`` say samples came from a company."""
    return _SAMPLES_FROM.search(text, 0, at) is not None


# Chinese marks the company bought from before it: "向X采购", "从X购买".
_FROM_ZH = re.compile(r"(?:向|从|從)\s*$")


def giver(before: list[Mention], text: str, offset: int) -> Mention | None:
    """The company marked "from" ("X로부터", "Xから", "向X", "从X") nearest the receiving verb."""
    return next(
        (
            m
            for m in reversed(before)
            if _FROM.match(text[m.end - offset :]) or _FROM_ZH.search(text, 0, m.start - offset)
        ),
        None,
    )


_DATIVE = re.compile(r"^(?:에게|에|に|へ)(?:도|は|も)?")


def dative(before: list[Mention], text: str, offset: int) -> Mention | None:
    """The company marked "to" ("X에", "Xに") nearest an entrusting verb."""
    return next((m for m in reversed(before) if _DATIVE.match(text[m.end - offset :])), None)


# The agent of a Japanese or Korean passive: "XとYにより供給されており", "X에 의해 공급되고"
# (not "Xによると", according to X).
# A list may end with a name no one knows yet: "XとYにより" (Y unlinked) is X's too.
# The unknown name is letters, katakana or hangul ("と共同開発した技術により", by means of, is none).
_BY = re.compile(
    r"^(?:(?:と|や|、|와|과|및)\s?[A-Za-z0-9\u30a0-\u30ff\uac00-\ud7af&.-]{1,24}?)?\s?"
    r"(?:により|によって|에\s?의해|에\s?의한)"
)


# Another predicate between the doer and the verb: the doer is that predicate's ("X에 의해
# 독점돼 온 HBM 공급": monopolised by X, not supplied by X).
_OTHER_VERB = re.compile(r"돼|된|되어|됐|하는|한\s|した|され|して|する|れた|れる")


def agent(before: list[Mention], text: str, offset: int, at: int) -> Mention | None:
    """The company a passive verb at ``at`` names as its doer ("X에 의해 공급되고"), nearest it."""
    for m in reversed(before):
        by = _BY.match(text[m.end - offset :])
        if by is not None:
            return None if _OTHER_VERB.search(text, m.end - offset + by.end(), at) else m
    return None


# A Japanese or Korean relative clause: "供給しているSK hynixが", "공급하는 SK하이닉스는".
_CLAUSE_END = re.compile(r"^(?:[^\s、。,，]{1,6}\s?){1,2}$")


# A verb chain that ends in a relative form runs on into the noun it describes: "受注を獲得して
# シェアを確保しているX", "수주를 따내 점유율을 확보하고 있는 X" (X won the order, whatever its
# role in the main clause). No clause break between.
_RELATIVE_END = re.compile(r"(?:ている|ていた|てきた|した|する|いる|った|하는|한|있는|온)\s?$")
_RELATIVE_SPAN = 48


def relative_subject(text: str, offset: int, companies: list[Mention], at: int) -> Mention | None:
    """The company the verb's clause describes, right after the verb: marked as a subject, or
    after a longer chain of verbs ending in a relative form."""
    for m in companies:
        if m.start - offset <= at:
            continue
        gap = text[at : m.start - offset]
        if _CLAUSE_END.match(gap) and _SUBJECT_KO.match(text[m.end - offset :]):
            return m
        if len(gap) <= _RELATIVE_SPAN and not _PHRASE_END.search(gap) and _RELATIVE_END.search(gap):
            return m
        return None  # only the first company after the verb
    return None


def part_before(text: str, at: int) -> tuple[str | None, str | None]:
    """Korean and Japanese: the object is before the verb ("HBM3EをH200向けに出荷")."""
    component, words = component_of(text[:at])
    return (component, words) if component is not None else component_of(text[at:])


def describes_chip(text: str, offset: int, at: int, targets: list[Mention]) -> bool:
    """A Korean or Japanese verb with no part before it and a chip right after: the verb
    describes that chip ("出荷開始予定の「H200」": the chip ships, no part is supplied)."""
    if SOV.search(text) is None or component_of(text[:at])[0] is not None:
        return False
    return any(0 < t.start - offset - at <= 12 for t in targets)
