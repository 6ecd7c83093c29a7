"""The buyer a supply sentence names instead of a platform or chip (docs/review.md, customer).

"Micron will supply HBM4 to Nvidia", "엔비디아에 ... 공급", "向英伟达供应": the company the part
is for. Korean particles and Chinese prepositions that mark a company as the customer are
here too: the supplier reader (``relation_supplier.supplier_of``) uses them to skip that company.
"""

from __future__ import annotations

import re

from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation_cjk import SOV

# Korean dative/comitative particles (and 향, "bound for": 엔비디아향; 용, "for": 엔비디아용) and Chinese
# prepositions that mark the customer, not the supplier ("엔비디아에", "向英伟达").
# Japanese 向け, に, へ ("オメガ向けに", "オメガに供給"; not "によると", according to).
# "X에 의해" (by X) marks the agent, not the customer ("X에 의해 독점되다시피 해오던 ... 공급").
# "Xに続き" (after X) names an earlier supplier, no customer.
NOT_SUBJECT_KO = re.compile(
    r"^(?:에게|에(?!\s?의(?:해|한)|\s?이어)|와|과|의|로|으로|향|용|向け|に(?!よ|続|次)|へ|から)"
)
NOT_SUBJECT_ZH = re.compile(r"(?:向|为|給|给|對|对|與|与)\s*$")
_TO = re.compile(
    r"\b(?:to|for|from|à|pour|an|für|a|para|per)\s+(?:(?:the|its|their|largest|biggest|key|main|customer|client)\s+)*"
    # a person's possessive before the company: "for Elon Musk's xAI"
    r"(?:(?-i:[A-Z][\w.-]*\s+)?(?-i:[A-Z][\w-]*)['’]s\s+)?$"
    # the buyer whose supply chain the supplier entered: "in die Lieferkette von Y aufgenommen"
    r"|\blieferkette\s+von\s+$",
    re.IGNORECASE,
)


# A name in the list of the suppliers before ("X와 Y에 이어", "X、Yに続き").
_EARLIER_ONES = re.compile(r"^(?:(?:와|과|및|,|、|と|や)\s?[^\s,.。、]+?){0,3}(?:에\s?이어|に(?:続|次))")
_ZH_OBJECT = 4  # characters from the verb's start to a Chinese object: "通过歐米茄", "供应歐米茄"
# The company whose qualification a part passes: "엔비디아 품질 검증", "エヌビディアの認証".
_QUALIFIER = re.compile(r"^(?:의|の|的)?\s?(?:품질|퀄|인증|品質|認証|认证|認證|验证|驗證)")
# The company whose supply chain a supplier enters: "엔비디아의 HBM 공급망", "エヌビディアのサプライチェーン".
_CHAIN = re.compile(r"^(?:의|の|的)\s?[^\s。、，,]{0,12}?(?:サプライチェーン|供給網|공급망|供[应應][链鏈])")
_NEAR = 48  # characters from the verb to the buyer: "supplies its 12-high HBM3E stacks to X"
# ("more than half of Nvidia's orders" is an amount, no comparison)
_COMPARED = re.compile(
    r"\b(?:parity|compar\w*|relative|similar|rival\w*|(?<!more\s)(?<!less\s)(?<!fewer\s)than|versus|vs\.?)\b",
    re.IGNORECASE,
)


def buyer(
    text: str, offset: int, others: list[Mention], at_verb: int, after: bool, cjk: bool
) -> Mention | None:  # after: the verb is passive; cjk: a Chinese, Japanese or Korean verb
    """The buyer a supply sentence names instead of a platform: in Korean or Chinese the company
    its particle or preposition marks ("엔비디아에", "向英伟达"); after an active verb the first
    company after it ("supplies HBM to Nvidia"); before a passive one ("Nvidia's chips are made
    by TSMC"). None when no company stands there."""
    if cjk:
        for m in others:
            tail, head = text[m.end - offset :], text[: m.start - offset]
            if _EARLIER_ONES.match(tail):
                continue  # "X와 Y에 이어 세 번째", "Xに続き": the suppliers before, no buyer
            if (
                NOT_SUBJECT_KO.match(tail)
                or NOT_SUBJECT_ZH.search(head)
                or _QUALIFIER.match(tail)
                or _CHAIN.match(tail)
            ):
                return m
        # Chinese puts the object after the verb: "通过歐米茄的认证", "供应歐米茄"
        chinese = SOV.search(text) is None
        return next((m for m in others if chinese and 0 < m.start - offset - at_verb <= _ZH_OBJECT), None)
    at = offset + at_verb
    if after:
        return next((m for m in others if m.end <= at), None)
    # "to Nvidia", "for its customer Nvidia", "à Nvidia", "an Nvidia", within a few words of
    # the verb: a company the sentence only compares with ("parity to Nvidia") is no buyer.
    return next(
        (
            m
            for m in others
            if at <= m.start <= at + _NEAR
            and (
                _TO.search(text, 0, m.start - offset)
                or _OBJECT.match(text, at_verb, m.start - offset)
                or _SHARE_OF.search(text, 0, m.start - offset)
            )
            and not _COMPARED.search(text, at_verb, m.start - offset)
        ),
        None,
    )


# The buyer whose orders are shared: "secured more than half of Nvidia's HBM4 orders".
_SHARE_OF = re.compile(r"\b(?:half|thirds?|majority|bulk|most|%)\s+of\s+$", re.IGNORECASE)
# The buyer as the verb's object: "supplies Nvidia with HBM", "beliefert Nvidia mit HBM".
_OBJECT = re.compile(r"(?:[\w-]+\s+){1,3}$")


# A system equipped with a chip: "X搭載Y最新一代 Blackwell 晶片的系統", "由Y的 Blackwell 晶片所驅動的
# 系統", "X's servers powered by Y's ZX900 chips": what ships is the system; the chip is Y's.
_EQUIPPED = re.compile(
    r"搭載|搭载|驅動|驱动|採用|采用|탑재|搭載した|"
    r"\b(?:powered\s+by|equipped\s+with|based\s+on|built\s+(?:on|with)|featuring)\b",
    re.IGNORECASE,
)
_SYSTEM = re.compile(
    r"系統|系统|繫統|伺服器|服务器|システム|サーバー|시스템|서버|\b(?:systems?|servers?|racks?)\b", re.I
)
# Between the maker and its chip: a possessive and a few words ("Y最新一代 ", "Y's latest ", "Y의 ").
_MAKER_GAP = re.compile(r"(?:['’]s?)?\s?(?:的|の|의)?[^,，。;；、\n]{0,14}")


def equipped_chip_maker(
    text: str, offset: int, companies: list[Mention], target: Mention, maker_id: str | None
) -> Mention | None:
    """The chip's maker, named right before the chip, in a sentence where a system equipped
    with that chip ships: the maker supplies the chip; the system's maker buys it. None where
    the sentence names no such system, or not the chip's maker before it."""
    if maker_id is None or not (_EQUIPPED.search(text) and _SYSTEM.search(text)):
        return None
    return next(
        (
            m
            for m in companies
            if m.entity_id == maker_id
            and m.end <= target.start
            and _MAKER_GAP.fullmatch(text, m.end - offset, target.start - offset)
        ),
        None,
    )
