"""A supply verb whose supply the sentence does not state as happening (docs/review.md).

Like a negotiation ("in talks to supply", ``extract/relations.py``), these name a supply
without stating it: a wish or a try ("hopes to supply", "attempts to arrange supplies",
"wants to become a supplier", "espère fournir", "希望向...供应", "试图供应"), a request
("asked X to supply", "a demandé à X de fournir", "要求"), a question ("Will X supply ...?",
"¿Suministrará ...?"), an outlook ("...供应的前景乐观"), a condition or an open point ("if X
supplies ...", "whether", "ob", "能否", "かどうか", "할지") and a comparison ("than chips made by
X"). General word lists for the gold set's languages, never one document's phrasing.
"""

from __future__ import annotations

import re

# Wishing, seeking and aiming, read in the words before the verb.
_WISH = re.compile(
    r"\b(?:hop(?:e|es|ed|ing)\s+to|wants?\s+to|wanted\s+to|would\s+like|seek(?:s|ing)?\s+to|"
    r"aspir(?:e|es|ing)\s+to|eager\s+to|keen\s+to|"
    # trying is not doing: "attempts to arrange supplies", "efforts to ship", "versucht, ... zu liefern"
    r"(?:attempt(?:s|ed|ing)?|efforts?|tr(?:y|ies|ied|ying))(?:\s+to)?|versuch\w*|"
    r"tent(?:e|ent|ait|é)\s+de|essai(?:e|ent)\s+de|intent(?:a|an|aba|ó)|trata(?:n)?\s+de|"
    r"tenta(?:no)?\s+di|cerca(?:no)?\s+di|"
    r"hofft|hoffen|möchte|möchten|"
    r"espère|espèrent|souhaite|souhaitent|veut|veulent|vise\s+à|ambitionne|"
    r"espera|esperan|quiere|quieren|busca|buscan|pretende|pretenden|aspira\s+a|"
    r"spera|sperano|vuole|vogliono|punta\s+a|mira\s+a|ambisce)\b|"
    r"希望|力争|力爭|寻求|尋求|争取|爭取|狙う|狙い|희망|노리|试图|試圖|尝试|嘗試|試み|시도|"
    # an ability or a consideration is not a supply: "ability to supply", "is considering
    # sourcing", "erwägt", "envisage de", "está considerando", "sta valutando", "考虑由X供应"
    r"\b(?:abilit(?:y|ies)|capabilit(?:y|ies))(?:\s+to)?|\bconsider(?:s|ed|ing)?\b|\bweigh(?:s|ing)?\b|"
    r"\berwäg\w*|\benvisag\w*|\bconsideran?do\b|\bvalutando\b|考虑|考慮|"
    # a premise: "assuming it will supply", "on the assumption that"
    r"\bassum(?:e|es|ed|ing)\b|\bpremised?\s+on\b|\bon\s+the\s+(?:assumption|premise)\b",
    re.IGNORECASE,
)
# Korean and Japanese put a consideration, a premise or a request after the verb: "공급을
# 검토", "供給を検討", "供給」を前提に", "공급을 전제로", "공급 일정을 앞당겨 달라고 요청",
# "供給を前倒しするよう要請".
_AFTER = re.compile(
    r"^\S{1,4}?[」』\"”'’]?\s?(?:을|를|を)?\s?(?:검토|検討|前提|전제)|^.{0,40}?(?:달라|요청|要請|依頼|求め)"
)
# A share of the supply cut to zero: no supply ("供货份额降为零", "cut to zero", "0으로 떨어졌다").
_ZERO = re.compile(
    r"(?:降|减|減|跌)(?:为|為|至|到)(?:零|0(?![.\d]))|\b(?:cut|fell|fallen|falls|dropped|reduced|slashed)\s+to\s+zero\b|"
    r"(?<![\d.])0\s?(?:%\s?)?으로\s?(?:떨어|줄|감소)|ゼロ(?:に|へ)",
    re.IGNORECASE,
)
# Asking someone else to supply: the supply is wanted, not stated.
_ASK = re.compile(
    r"\b(?:ask(?:s|ed|ing)?|urg(?:e|es|ed|ing)|request(?:s|ed|ing)?|press(?:es|ed|ing)?|"
    r"bittet|bat|fordert|forderte|a\s+demandé\s+à|demande\s+à|pidió\s+a|pide\s+a|"
    r"ha\s+chiesto\s+a|chiede\s+a)\b|要求|要請|依頼|요청|요구",
    re.IGNORECASE,
)
_BEFORE = 60  # characters before the verb a wish or a request is looked for in
# A condition or an open point anywhere in the sentence.
_OPEN = re.compile(
    r"\b(?:if|unless|whether|ob|falls|sofern|au\s+cas\s+où|en\s+caso\s+de\s+que|qualora|nel\s+caso\s+in\s+cui)\b|"
    r"能否|是否|会否|會否|能不能|かどうか|できるか|할지|을지|는지|불투명|미지수|不透明|不确定|不確定|未知数|未知數|"
    # a concession: "even if X supplies" ("としても", "더라도", "即使", "即便")
    r"としても|더라도|即使|即便",
    re.IGNORECASE,
)
# A supply aimed at, right after the verb: "供給に向けて名乗り出た", "공급을 위해 나섰다" (not a
# time aimed at before the verb, "2025年に向けて...供給する", nor a buyer marked "向けに").
_TOWARD = re.compile(r"\S{1,3}?(?:に向け[てた]|을\s?위해|를\s?위해)")
# A Chinese outlook noun after the verb wraps the clause before it: "X通过Y认证并于明年供应的前景
# 变得乐观" is a prospect of passing and supplying, not a supply.
_OUTLOOK_AFTER = re.compile(r"前景|展望")
# A figure as the object of "provides" or "delivers": a specification ("a fabric that provides
# 130 TB/s", "delivers 20 PFLOPS", "provides 288 GB of HBM3E"), not a part supplied.
_SPEC = re.compile(
    r"(?:will\s+|to\s+)?(?:provid|deliver)\w*\s+(?:up\s+to\s+|about\s+|over\s+|more\s+than\s+|nearly\s+)?"
    r"\d[\d.,]*\s*(?:[kMGTPE]?B\b|[kMGTPE]?B/s|[kMGTPE]?FLOPS|[kMG]?W\b|Gb(?:ps|/s))",
    re.IGNORECASE,
)


# The verb inside a comparison: "more bandwidth than chips made by X".
_THAN = re.compile(r"\b(?:than|unlike|compared\s+(?:with|to))\s+(?:\S+\s+){0,4}$", re.IGNORECASE)


# A denied supply: "has not been qualified", "has yet to pass", "denied that it supplies", "aún no
# suministra", "non fornisce", "凯斯特尚未通过", "통과하지 못했다" (an ending, "no longer", is read apart).
_NOT_BEFORE = re.compile(
    r"\b(?:(?:not|never)(?!\s+only\b)|\w+n['’]t|yet\s+to|den(?:y|ies|ied)|refus(?:e|es|ed)|"
    r"(?<!\bya\s)no|non|nie|ne|n')\s+(?:\S+\s+){0,3}$|(?:未|没|沒|不(?![仅僅]))$",
    re.IGNORECASE,
)
_NOT_AFTER = re.compile(r"^\S*\s+(?:\S+\s+){0,2}?(?:nicht(?!\s+nur)|kein\w*|pas|jamais)\b", re.IGNORECASE)
# Korean, Japanese and Chinese: anywhere near the verb ("통과하지 못했다", "未能向X供应").
# "...数量を確定した状況ではない": a Japanese copula denied (not "だけではない", not only).
_NOT_CJK_AFTER = re.compile(
    r"지\s?(?:못|않)|못\s?했|ていない|ません|なかった|できない|できず|(?<!だけ)(?<!のみ)ではない"
)
_NOT_CJK_BEFORE = re.compile(r"尚未|未能|没有|沒有|无法|無法")
# A test failed right after the verb, in its own clause: "受注テストに不合格", "공급을 위한 퀄
# 테스트에서 불합격", "납품 테스트 탈락" (the part failed; a failure after a comma is another's).
_FAILED_CJK = re.compile(r"[^、，,。]{0,24}?(?:不合格|불합격|탈락)")


def negated(text: str, at: int) -> bool:
    """Whether the supply verb at ``at`` is denied: a negation just before it or just after it."""
    before, after = text[max(0, at - 40) : at], text[at : at + 30]
    return (
        any(
            p.search(s) is not None
            for p, s in (
                (_NOT_BEFORE, before),
                (_NOT_AFTER, after),
                (_NOT_CJK_BEFORE, before[-12:]),
                (_NOT_CJK_AFTER, after),
            )
        )
        or _FAILED_CJK.match(after) is not None
    )


def _question(text: str) -> bool:
    end = text.rstrip(" \t\n\"'”’)」")
    return end.endswith(("?", "？")) or "¿" in text


def unstated(text: str, at: int) -> bool:
    """Whether the supply verb at ``at`` is only wished, aimed at, asked for, asked about, conditional
    compared, or a figure provided ("provides 130 TB/s"): no relation is stated."""
    before = text[max(0, at - _BEFORE) : at]
    return (
        _question(text)
        or _OPEN.search(text) is not None
        or _WISH.search(before) is not None
        or _ASK.search(before) is not None
        or _THAN.search(text, 0, at) is not None
        or _OUTLOOK_AFTER.search(text, at) is not None
        or _TOWARD.match(text, at) is not None
        or _AFTER.search(text[at : at + 48].split("。")[0]) is not None
        or _ZERO.search(text) is not None
        or _SPEC.match(text, at) is not None
    )
