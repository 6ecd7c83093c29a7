"""Ownership stated in another order than "X acquired Y" (``relation_ownership.py``), between
two companies the store knows:

- a relative clause on the owned company: "Y, which X bought last year", "Y, das X 2016
  übernommen hat", "Y, que X a racheté", "Y, que X adquirió", "Y, che X ha acquisito", and
  the clause before the noun in Chinese, Japanese, Korean: "X去年收购的Y", "Xが昨年買収したY",
  "X가 지난해 인수한 Y";
- a stake as a share of the owned company: "X owns 8% of Y", "X持有Y 8%的股份",
  "XはYの株式8%を保有", "X는 Y 지분 8%를 보유" (the stake nouns with "de 8 %", "von 8 %",
  "del 8%" are ``relation_owners.STAKE_OTHER``'s).

Only known companies on both sides, right at the words: a name the store does not know is
left to the other forms.
"""

from __future__ import annotations

import re
from itertools import pairwise

from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import SHARE, Relation, stated
from chipatlas.model.schema import K

# Between the owned company and its owner: the relative pronoun.
_RELATIVE = re.compile(
    r"^\s*,\s*(?:which|that|que|qu['’]|das|die|den|dem|der|che|la\s+que|el\s+que)\s+$", re.I
)
# Between the owner and the end of the clause: a date or two, the perfect's auxiliary, the verb.
_RELATIVE_VERB = re.compile(
    r"\s*(?:(?:in|en|im|nel|last|this|earlier|in\s+\d{4}|\d{4}|year|l['’]an\s+dernier|letztes\s+Jahr|"
    r"a|avait|hat|hatte|ha|had|has)\s+)*"
    r"(?:bought|acquired|purchased|took\s+over|rachet[ée]e?s?|acquise?s?|übernommen|gekauft|erworben|übernahm|"
    r"kaufte|erwarb|adquiri[óo]|compr[óo]|acquisit[oaie]|comprat[oaie]|rilevat[oaie])"
    # what follows the verb ends the clause or dates it: never an object ("bought chips from Y")
    r"(?=\s*(?:[,.;:)]|$)|\s+(?:in|on|for|last|this|earlier|years?|en|pour|für|im|vor|nel|el|l['’]|por|per|\d|"
    r"hat|hatte|ha|hanno|avait|had|has)\b)",
    re.IGNORECASE,
)
# Chinese, Japanese, Korean: the clause stands before the owned company's name.
_CJK_RELATIVE = re.compile(
    r"^[^，。、,]{0,8}?(?:收购|收購|并购|併購|买下|買下)的$|^が[^、。]{0,8}?(?:買収|取得)した$|^(?:이|가)?\s?[^,.]{0,10}?인수한\s?$"
)
# "X收购的Y股份": the shares bought, a stake, not the company.
_SHARES_AFTER = re.compile(r"\s?(?:的?股份|的?股权|的?股權|の?株式?|지분)")
_SHARE_OF = re.compile(
    r"^\s*(?:owns?|owned|holds?|held)\s+(?:about\s+|around\s+|roughly\s+|nearly\s+)?$", re.I
)
_SHARE_OF_AFTER = re.compile(r"^\s*(?:%|percent|per\s*cent)\s+of\s+(?:the\s+shares\s+(?:in|of)\s+)?$", re.I)
# X持有Y 8%(的)股份, XはYの株式(の)8%を保有, X(은|는) Y 지분 8%를 보유
_CJK_STAKE_OWNER = re.compile(r"^\s*(?:持有|持股|は|は、|(?:은|는)\s?)$")
_CJK_STAKE_AFTER = re.compile(
    r"\s*(?:的?股份|的?股权|的?股權|の株式の?|\s?지분\s?)?\s*(\d{1,3}(?:\.\d+)?)\s*%"
    r"(?:的?(?:股份|股权|股權)|を(?:保有|所有)|(?:를|을)\s?(?:보유|소유))"
)
# The trigger words (lower case, no groups): relation_kinds reads a sentence that has one.
ORDER_WORDS = re.compile(
    r",\s*(?:which|that|que|qu['’]|das|die|den|dem|der|che)\s|收购的|收購的|并购的|併購的|买下的|買下的|"
    r"(?:買収|取得)した|인수한|(?:owns?|owned|holds?|held)\s+(?:\w+\s+)?\d[\d.]*\s*(?:%|percent|per\s*cent)\s+of|"
    r"持有|持股|を(?:保有|所有)|지분",
    re.IGNORECASE,
)


def read_ordered(sentence: str, offset: int, mentions: list[Mention]) -> Relation | None:
    """An ownership in one of these orders between two known companies, or None."""
    companies = [m for m in mentions if m.schema == K.COMPANY]
    for owned, owner in pairwise(companies):
        between = sentence[owned.end - offset : owner.start - offset]
        if _RELATIVE.match(between) and _RELATIVE_VERB.match(sentence, owner.end - offset):
            return _owns(sentence, offset, owner, owned, "acquired")
    for owner, owned in pairwise(companies):
        between = sentence[owner.end - offset : owned.start - offset]
        if owner.entity_id == owned.entity_id:
            continue
        if _CJK_RELATIVE.match(between) and not _SHARES_AFTER.match(sentence, owned.end - offset):
            return _owns(sentence, offset, owner, owned, "acquired")
        share = _share_of(sentence, offset, owner, owned, between)
        if share is not None:
            return _owns(sentence, offset, owner, owned, "stake", share)
    return None


def _share_of(sentence: str, offset: int, owner: Mention, owned: Mention, between: str) -> str | None:
    """The share of "X owns 8% of Y", "X持有Y 8%的股份", "XはYの株式8%を保有", or None."""
    number = SHARE.search(between)
    if number is not None:
        before, after = between[: number.start(1)], between[number.end(1) :]
        if _SHARE_OF.match(before) and _SHARE_OF_AFTER.fullmatch(after):
            return f"{number.group(1)}%"
        return None
    if _CJK_STAKE_OWNER.match(between):
        stake = _CJK_STAKE_AFTER.match(sentence, owned.end - offset)
        if stake is not None:
            return f"{stake.group(1)}%"
    return None


def _owns(
    sentence: str, offset: int, owner: Mention, owned: Mention, stage: str, share: str | None = None
) -> Relation | None:
    if owner.entity_id == owned.entity_id:
        return None
    return stated(
        sentence,
        offset,
        owner,
        kind="ownership",
        supplier=owner,
        obj=owned,
        obj_text=owned.text,
        stage=stage,
        share=share,
        ends=False,
    )
