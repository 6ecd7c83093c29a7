"""A buyer adopting a supplier's part: "Nvidia will integrate SK hynix's HBM4 in Rubin".

The buyer is the sentence's subject and the supplier is named by its possessive, in any
language: "X integrates / adopts / incorporates / uses / receives Y's HBM4", "将三星电子的HBM3整合到",
"Y의 HBM을 탑재/채택", "Yの HBMを採用/搭載". The supplier is the company whose possessive
stands nearest before a ring part; what the part is for is the platform or chip the
sentence names, else the other company (the buyer: a customer proposal, docs/review.md).
A sentence with no possessive company before a part states no supply and gives nothing, nor
one whose only adopting word is quoted ("signed 'Approved' on Y's HBM3E": a label, no act),
denied ("haven't started using") or only wished, asked about or conditional (relation_mood).
"""

from __future__ import annotations

import re

from chipatlas.extract.components import component_of
from chipatlas.extract.folding import blind, folded
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import Relation, country_of, stated
from chipatlas.extract.relation_mood import negated, unstated
from chipatlas.model.schema import K

_ADOPT = re.compile(
    r"\b(?:integrat(?:e|es|ed|ing)|adopt(?:s|ed|ing)?|incorporat(?:e|es|ed|ing)|us(?:e|es|ed|ing)|"
    r"verbau\w*|intègr\w*|integr(?:a|an|ará|ano|erà)|"
    # the buyer approving a supplier's part: "Nvidia has qualified / certified X's HBM3E"
    r"approv(?:e|es|ed|ing)|certif(?:y|ies|ied|ying)|validat(?:e|es|ed|ing)|qualif(?:y|ies|ied|ying)|"
    # a chip built with a part: "features HBM3E from X", "nutzt", "utilise", "utiliza", "utilizza"
    r"featur(?:e|es|ed|ing)|nutz(?:t|en)|verwende(?:t|n)|utilis(?:e|ent|era)|utiliz(?:a|an|ará)|"
    r"utilizz(?:a|ano|erà)|"
    # the buyer receiving a supplier's part: "Y was already receiving X's HBM3E for its Z1"
    r"receiv(?:e|es|ed|ing)|erh(?:ält|alten|ielt)|reç(?:oit|oivent)|recib(?:e|en|ió)|ricev(?:e|ono)|"
    # the buyer done testing a supplier's part: "completed quality testing with X's HBM4"
    r"(?:completed|finished|concluded)\s+(?:the\s+|its\s+|their\s+)?"
    r"(?:quality|qualification|reliability|validation)\s+(?:test(?:s|ing)?|checks?)\s+(?:with|of|on|for))\b|"
    r"품질\s?테스트를?\s?(?:완료|마쳤|마치)|品質(?:テスト|試験)を(?:完了|終え)|"
    r"完成了?对(?=[^。，,]{0,40}?(?:质量|品质|品質|可靠性|资格|資格)(?:测试|測試|验证|驗證))|"
    r"整合|采用|採用|搭载|搭載|导入|導入|탑재|채택",
    re.IGNORECASE,
)
_POSSESSIVE = re.compile(r"^(?:'s|’s|s'|的|の|의)")
# The part, then its maker: "uses HBM3E from X", "nutzt HBM3E von X", "utilise la HBM3E de X".
# ("than chips from X", "unlike X's": a comparison, no maker)
_FROM_MAKER = re.compile(
    r"^[\s,]*(?:(?!than\b|unlike\b|als\b|que\b|di\s+quelli\b)[\w-]+\s+){0,2}?(?:from|von|de|di|by)\s+$",
    re.IGNORECASE,
)
# Kana or hangul: Korean or Japanese, where the part and its owner stand before the verb;
# Chinese puts them after it, as the Latin-script languages do ("采用SK海力士的HBM3E").
_BA = re.compile(r"[将將把]\s?$")
_SOV = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")
_PART_WITHIN = 60  # characters from the possessive to the part: "SK hynix's 12-layer HBM4 chips"


# The same words, searched case-sensitively in the folded sentence (extract/folding.py):
# the test every sentence of a text takes, several times cheaper than the case-blind search.
_ADOPT_FOLDED = blind(_ADOPT.pattern)


def adopting(sentence: str) -> bool:
    return _ADOPT_FOLDED.search(folded(sentence)) is not None


# A quoted word or label: "signed 'Approved' on X's HBM3E" names no act of approving. A quote
# opens after a space or a bracket and closes before one ("Lumen's" is no quote).
_QUOTED = re.compile(r"(?<![\w'’])['‘][^'’\n]{1,40}['’](?![\w])|[“\"][^”\"\n]{1,60}[”\"]|「[^」\n]{1,40}」")


def _verb(sentence: str) -> re.Match[str] | None:
    """The first adopting verb outside quotation marks."""
    quoted = [q.span() for q in _QUOTED.finditer(sentence)]
    return next(
        (v for v in _ADOPT.finditer(sentence) if not any(a <= v.start() < b for a, b in quoted)), None
    )


def _owner(sentence: str, offset: int, companies: list[Mention]) -> tuple[Mention, str, str] | None:
    """(supplier, part, its words): the possessive company nearest before a ring part, after
    a Latin-script verb ("uses Y's HBM") or before a CJK one, which ends its clause ("Y의 HBM을
    탑재"): so "Nvidia's Blackwell GPUs use more power" names no supplier."""
    verb = _verb(sentence)
    if verb is None:
        return None
    chinese = not verb.group(0)[0].isascii() and _SOV.search(sentence) is None
    cjk = not verb.group(0)[0].isascii() and not chinese
    if not verb.group(0)[0].isascii() and sentence[max(0, verb.start() - 1) : verb.start()] == "所":
        return None  # "X的芯片所采用的HBM来自Y": a relative clause; what X adopts follows the verb
    best: tuple[int, Mention, str, str] | None = None
    for c in companies:
        before = c.start - offset < verb.start()
        # Chinese: after the verb, or before it as the object 将/把 puts first ("将X的HBM3整合到"),
        # never across the verb ("Nvidia的H100所采用的HBM": Nvidia owns the chip, not the part)
        if before != cjk and not (chinese and _BA.search(sentence, 0, c.start - offset)):
            continue
        rest = sentence[c.end - offset : verb.start()] if before and chinese else sentence[c.end - offset :]
        if not _POSSESSIVE.match(rest):
            if not cjk and (made := _made_by(sentence[verb.end() : c.start - offset])) is not None:
                best = best or (0, c, *made)
            continue
        component, words = component_of(rest[:_PART_WITHIN])
        if component is None or words is None:
            continue
        gap = rest.find(words)
        if best is None or gap < best[0]:
            best = (gap, c, component, words)
    return None if best is None else best[1:]


def _made_by(between: str) -> tuple[str, str] | None:
    """The part named between the verb and a company that makes it ("HBM3E from")."""
    component, words = component_of(between)
    if component is None or words is None:
        return None
    end = between.rfind(words) + len(words)
    return (component, words) if _FROM_MAKER.match(between[end:]) else None


def read_adopt(sentence: str, offset: int, mentions: list[Mention]) -> Relation | None:
    """The supply an adopting sentence states, or None (see the module docstring)."""
    companies = [m for m in mentions if m.schema == K.COMPANY]
    found = _owner(sentence, offset, companies)
    if found is None:
        return None
    supplier, component, words = found
    verb = _verb(sentence)
    if verb is not None and (negated(sentence, verb.start()) or unstated(sentence, verb.start())):
        return None  # "We haven't started using it", "if Nvidia adopts X's HBM4": none stated
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    buyers = [c for c in companies if c.entity_id != supplier.entity_id]
    if not targets and not buyers:
        return None
    return stated(
        sentence,
        offset,
        None,
        supplier=supplier,
        target=targets[0] if targets else None,
        component=component,
        component_text=words,
        stage="qualified" if verb is not None and _TESTED.match(verb.group(0)) else None,
        country=country_of(sentence),
        customer=None if targets else buyers[0],
    )


# The adopting words that are a finished test: the part has passed the buyer's qualification.
_TESTED = re.compile(r"completed|finished|concluded|품질|品質|完成", re.IGNORECASE)
