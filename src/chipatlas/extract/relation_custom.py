"""A design house building a buyer's own chip: "X is co-developing a custom inference ASIC for Y".

The labelling rule (docs/evaluation.md) counts a custom accelerator a company designs and
builds for a buyer as that company's supply of the accelerator to the buyer. A sentence says
so with a design verb (develop, co-develop, design, build; 開發, 开发, 設計, 개발, 設計, 開発)
and a custom chip ("custom inference ASIC", "in-house AI accelerator", "客製化推論 ASIC",
"맞춤형 AI 칩", "カスタムチップ"). Who is who:

- the buyer is marked: its possessive ("Y's custom chip", "Y的客製化晶片", "Y의", "Yの") or
  "for Y" ("為Y", "为Y", "Y向け", "Y용", "Y를 위한"); the supplier is the other company;
- neither is marked, two companies work together ("X ... with Y", "X與Y共同開發", "X와", "Xと"):
  the sentence does not say which one designs for the other. The relation is ``two_way`` and
  ``custom``: ingest decides by the rings' design partners (``ingest/part_makers.py``), else it
  stays a candidate saying the direction is unknown. Never guessed here.

A chip or platform the sentence names is what the part is for; a sentence naming no second
company, or one that negates or only wishes the work (relation_mood), gives nothing.
"""

from __future__ import annotations

import re
from itertools import pairwise

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import Relation, country_of, stated
from chipatlas.extract.relation_mood import negated, unstated
from chipatlas.model.schema import K

# A chip made for one buyer, in the gold set's languages.
_CUSTOM = re.compile(
    r"\b(?:custom(?:ized|ised|-built|-designed|-made)?|bespoke|in-house|self-developed|proprietary|"
    r"maßgeschneidert\w*|personnalisée?s?|sur\s+mesure|personalizzat[oaie]|personalizad[oa]s?)"
    r"(?:\s+[\w-]+){0,3}?\s+(?:ASICs?|chips?|accelerators?|processors?|silicon|XPUs?|KI-Chips?|puces?)\b|"
    r"(?:客製化?|客制化?|定制化?|訂製|订制|自研|自行研發|自行研发|맞춤형|커스텀|カスタム|独自)"
    r"[\s\w]{0,8}?(?:ASIC|晶片|芯片|加速器|處理器|处理器|칩|반도체|가속기|チップ|半導体|アクセラレータ)",
    re.IGNORECASE,
)
# Designing, developing or building it (not producing: a foundry's production is a supply verb).
_DESIGN = re.compile(
    r"\b(?:co-?)?(?:develop(?:s|ed|ing|ment)?|design(?:s|ed|ing)?|build(?:s|ing)?|built|"
    r"entwick\w*|conçoi\w*|développ\w*|desarroll\w*|svilupp\w*)\b|"
    r"開發|开发|研發|研发|設計|设计|打造|개발|설계|開発",
    re.IGNORECASE,
)
_DESIGN_FOLDED = blind(_DESIGN.pattern)
# The custom words alone, for the cheap test (a blind pattern is in lower case).
_CUSTOM_FOLDED = blind(
    r"custom|bespoke|in-house|self-developed|proprietary|maßgeschneidert|personnalis|sur\s+mesure|"
    r"personalizzat|personalizad|客製|客制|定制|訂製|订制|自研|自行研|맞춤형|커스텀|カスタム|独自"
)
# The buyer's marks: right after its name (a possessive, "向け", "용") or right before it ("for").
_OWNS_AFTER = re.compile(r"^\s?(?:'s|’s|s'|的|의|の|向け|用|용|를\s?위한|을\s?위한)")
_FOR_BEFORE = re.compile(r"(?:\bfor|\bfür|\bpour|\bpara|\bper|為|为|替)\s*$", re.IGNORECASE)
# Working together: "X ... with Y", "X與Y", "X와 Y", "XとY", "X and Y are co-developing".
_WITH_BEFORE = re.compile(r"(?:\bwith|\bmit|\bavec|\bcon|與|与|和|跟|同)\s*$", re.IGNORECASE)
_WITH_AFTER = re.compile(r"^\s?(?:와|과|と|及|and\b|und\b|et\b|y\b|e\b)")
# Korean and Japanese mark the partner after its name, wherever it stands: "X는 Y와", "XはYと".
_PARTNER_AFTER = re.compile(r"^\s?(?:와|과|と)")
_NEAR = 30  # characters between the buyer and its custom chip: "Y's first in-house AI chip"
_BY_BEFORE = re.compile(r"(?:\bby|\bvon|\bpar|\bpor|\bda|由)\s*$", re.IGNORECASE)


def custom_chip(sentence: str) -> bool:
    """Whether the sentence may state a custom chip's design (the cheap test every sentence takes)."""
    text = folded(sentence)
    return _CUSTOM_FOLDED.search(text) is not None and _DESIGN_FOLDED.search(text) is not None


def read_custom(sentence: str, offset: int, mentions: list[Mention]) -> Relation | None:
    """The supply of a custom accelerator the sentence states, or None (module docstring)."""
    chip = _CUSTOM.search(sentence)
    verb = _DESIGN.search(sentence)
    if chip is None or verb is None or negated(sentence, verb.start()) or unstated(sentence, verb.start()):
        return None
    companies = _distinct([m for m in mentions if m.schema == K.COMPANY])
    if len(companies) < 2:
        return None
    pair = _roles(sentence, offset, companies, chip.span())
    if pair is None:
        return None
    supplier, buyer, two_way = pair
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    return stated(
        sentence,
        offset,
        None,
        supplier=supplier,
        target=targets[0] if targets else None,
        component="Accelerator",
        component_text=chip.group(0),
        country=country_of(sentence),
        customer=buyer if two_way or not targets else None,  # ingest needs both to settle it
        two_way=two_way,
        custom=True,
    )


def _distinct(companies: list[Mention]) -> list[Mention]:
    """Each company once, at its first mention."""
    first: dict[str, Mention] = {}
    for c in companies:
        first.setdefault(c.entity_id, c)
    return list(first.values())


def _roles(
    sentence: str, offset: int, companies: list[Mention], chip: tuple[int, int]
) -> tuple[Mention, Mention, bool] | None:
    """(supplier, buyer, two_way): the buyer marked by a possessive or "for", the supplier the
    other company ("by X" first); or two companies working together, direction unknown."""
    starts = [c.start - offset for c in companies]
    buyers = [c for c in companies if _marked_buyer(sentence, c.start - offset, c.end - offset, chip, starts)]
    if len(buyers) == 1:
        buyer = buyers[0]
        others = [c for c in companies if c.entity_id != buyer.entity_id]
        by = [c for c in others if _BY_BEFORE.search(sentence, 0, c.start - offset)]
        return (by or others)[0], buyer, False
    if buyers:
        return None  # two buyers marked: whose chip it is is not clear
    for first, second in pairwise(companies):  # "X and Y are co-developing": side by side
        if _WITH_AFTER.match(sentence[first.end - offset :]):
            return first, second, True
    for partner in companies[1:]:  # "X ... with Y", "X는 Y와": Y works with the subject
        if _WITH_BEFORE.search(sentence, 0, partner.start - offset) or _PARTNER_AFTER.match(
            sentence[partner.end - offset :]
        ):
            return companies[0], partner, True
    return None


def _marked_buyer(sentence: str, start: int, end: int, chip: tuple[int, int], others: list[int]) -> bool:
    """Whether the company is the custom chip's buyer: its possessive stands right before the
    chip ("Y's first custom chip"), or "for Y" right beside it ("designs custom chips for Y",
    "為Y開發客製化晶片"); "為了降低對輝達的依賴" owns no chip."""
    if _OWNS_AFTER.match(sentence[end:]) and 0 <= chip[0] - end <= _NEAR:
        return not any(end <= a < chip[0] for a in others)  # no other company owns it in between
    return bool(_FOR_BEFORE.search(sentence, 0, start)) and (
        0 <= start - chip[1] <= _NEAR or 0 <= chip[0] - end <= _NEAR
    )
