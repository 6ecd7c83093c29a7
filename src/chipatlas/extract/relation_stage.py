"""The stage a supply sentence states: sampling, qualifying, qualified or volume.

A passed qualification is ``qualified`` even where the words "qualification tests" follow
("passed Lumen's qualification tests"); testing now is ``qualifying`` in each gold language
("테스트 중", "正在验证", "評価中", "in der Qualifizierung", "en cours de qualification"). A stage
word under a negation ("has not passed", "failed", "未能通过", "통과하지 못했다") or in a clause
that turns against the supply ("..., but it failed Orbis's qualification", "但...") states no
stage of this supply: the stage is then left unset rather than guessed.
"""

from __future__ import annotations

import re

# A test passed outranks the samples sent before it: "sent samples and passed the final tests",
# "提供样品，并顺利完成最终检验" is ``qualified``, so the passed pattern is read first.
_STAGES = (
    (
        re.compile(
            r"\b(?:passed|passes|cleared|clears|completed|finished)\s+(?:\S+\s+){0,4}?"
            r"(?:qualification|certification|validation|tests?)\b|"
            r"(?:完成|通过|通過)\S{0,6}?(?:检验|檢驗|验证|驗證|测试|測試|认证|認證)|"
            r"(?:검증|테스트|인증)\S{0,2}\s?(?:을|를)?\s?(?:마쳤|완료|통과)",
            re.I,
        ),
        "qualified",
    ),
    (re.compile(r"\bsampl(?:e|es|ed|ing)\b|样品|樣品|샘플|サンプル", re.I), "sampling"),
    (
        re.compile(
            r"\bqualifying\b|\bin\s+qualification\b|\bqualification\s+tests?\b|\bbeing\s+(?:tested|qualified)\b|"
            r"\bunder\s+(?:test|evaluation)\b|in\s+der\s+Qualifi\w+|wird\s+(?:derzeit\s+)?getestet|"
            r"en\s+cours\s+de\s+(?:qualification|test)|en\s+(?:proceso|fase)\s+de\s+(?:calificación|pruebas)|"
            r"in\s+fase\s+di\s+(?:qualifica\w*|test)|"
            r"(?:테스트|검증|평가)\s?(?:중|하고\s?있|을\s?진행|를\s?진행)|"
            r"(?:正在|仍在)\S{0,12}(?:验证|驗證|测试|測試|认证|認證)|(?:验证|驗證|测试|測試|认证|認證)中|"
            r"(?:認証|評価|試験|テスト)中",
            re.I,
        ),
        "qualifying",
    ),
    (
        re.compile(r"\bqualified\b|\bpassed\s+qualification\b|통과|認証|認定|合格|通过|通過", re.I),
        "qualified",
    ),
    (
        re.compile(
            r"\bmass\s+production\b|\bin\s+volume\b|\bvolume\s+production\b|\bramp(?:ing|ed)?\b",
            re.I,
        ),
        "volume",
    ),
)
# A negation just before the stage word, or (Korean, Japanese) just after it.
_NOT_BEFORE = re.compile(
    r"(?:\b(?:not|never|yet\s+to|fail(?:s|ed|ing)?(?:\s+to)?|unable\s+to)\s+(?:\S+\s+){0,2}|"
    r"未能|尚未|没有|沒有|未|无法|無法)$",
    re.I,
)
_NOT_AFTER = re.compile(r"^\S{0,4}\s?(?:하지\s?못|하지\s?않|못\s?했|できず|できなかった|していない)")
# A clause that turns against what came before: its stage words are not this supply's.
_TURN = re.compile(
    r"(?:,|，|;|；)\s*(?:but(?!\s+also)|though|although|however|yet|while|whereas|aber|doch|mais|pero|sin\s+embargo|ma|però)\b|"
    r"[,，]\s*(?:但|却|卻|然而|不过|不過)|\b(?:but(?!\s+also)|though|although|whereas)\b|하지만|그러나|しかし|ただし",
    re.I,
)


# Volume production to come is no stage yet: "is slated to be ready for volume production",
# "will start mass production" (a supply has no planned stage: it is left unset rather than
# read as volume). A CJK volume word ("量产", "양산") gives no stage at all: in the audit it named
# a start to come as often as a running one ("이르면 10월 양산 돌입", "양산체계 구축").
_FUTURE = re.compile(
    r"\b(?:will|shall|plans?|planned|planning|expected|slated|scheduled|set\s+to|due\s+to|aims?\s+to|"
    r"ready\s+for|by\s+(?:the\s+end\s+of\s+)?20\d\d|next\s+(?:year|quarter|month))\b|"
    r"[将將]|예정|계획|목표|予定|計画|目指|计划|計劃",
    re.I,
)


def stage_of(text: str, verb_at: int) -> str | None:
    """The stage the sentence states for the supply whose verb stands at ``verb_at``: read in
    the verb's clause only (from a turn before the verb to a turn after it)."""
    start, end = 0, len(text)
    for m in _TURN.finditer(text):
        if m.end() <= verb_at:
            start = m.end()
        elif m.start() > verb_at:
            end = m.start()
            break
    clause = text[start:end]
    for pattern, value in _STAGES:
        for hit in pattern.finditer(clause):
            before, after = clause[max(0, hit.start() - 30) : hit.start()], clause[hit.end() : hit.end() + 12]
            if _NOT_BEFORE.search(before) is not None or _NOT_AFTER.match(after) is not None:
                continue
            if value == "volume" and _FUTURE.search(clause):
                continue
            return value
    return None
