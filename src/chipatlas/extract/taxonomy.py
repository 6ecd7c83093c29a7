"""The signal taxonomy and its trigger lexicons (documented in docs/signals.md).

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

_TRIGGERS: dict[str, tuple[str, ...]] = {
    "technical_release": (
        r"launch\w*",
        r"unveil\w*",
        r"announc\w* (?:the |its )?(?:new |next-gen\w* )?\w*\d",
        r"introduc\w*",
        r"releas\w*",
        r"ship(?:s|ped)",
        r"tape[sd]? ?out",
        r"generally available",
        r"next-generation",
        r"specified at",
        r"deep-dive",
        r"chip lab",
        r"roadmap",
        r"vorgestellt",
        r"stellt\w* .{0,40}vor\b",
        r"dévoil\w*",
        r"présent[eé]\w*",
        r"presenta\w*",
        r"lanc[ei]\w*",
        r"svela\w*",
    ),
    "capacity_expansion": (
        r"new fab",
        r"expand\w* (?:capacity|production|its fab)",
        r"capacity expansion",
        r"break\w* ground",
        r"gigawatts?",
        r"data cent(?:er|re) campus",
        r"ramp\w* (?:up )?production",
        r"builds? (?:a |its )?plant",
        r"invest\w* (?:\$|usd |us\$|eur |€)?[\d.,]+ ?(?:billion|bn|million)",
        r"new (?:plant|factory|facility|fab)",
        r"investition\w*",
        r"neue[sn]? (?:werk|fabrik)",
        r"investissement\w*",
        r"nouvelle usine",
        r"inversi[oó]n\w*",
        r"nueva (?:f[aá]brica|planta)",
        r"investiment\w*",
        r"nuovo stabilimento",
        r"ampliament\w*",
    ),
    "us_production": (
        r"made in (?:the )?(?:u\.s\.a?|usa|united states|america)",
        r"(?:us|u\.s\.|american|domestic) (?:production|manufacturing|soil)",
        r"(?:produc\w*|manufactur\w*|fabricat\w*|built|made)\b.{0,40}\bin (?:the )?"
        r"(?:u\.s\.|usa|united states|america|arizona|texas|ohio|idaho|oregon|new york)\b",
        r"(?:produ\w*|fabriqu\w*)\b.{0,40}\b(?:aux [eé]tats-unis|en arizona|en am[eé]rique)",
        r"sol am[eé]ricain",
        r"(?:producci[oó]n|fabricaci[oó]n|fabricad\w*|producid\w*)\b.{0,40}\ben "
        r"(?:ee\.? ?uu\.?|estados unidos|arizona)",
        r"suelo estadounidense",
        r"(?:produktion|fertigung|hergestellt|gefertigt|produziert)\b.{0,40}\bin (?:den usa|arizona|texas)",
        r"in (?:den usa|arizona|texas) (?:gefertigt|hergestellt|produziert)",
        r"(?:produzione|prodott\w*|fabbricat\w*)\b.{0,40}\b(?:negli stati uniti|in arizona|in america)",
    ),
    "partnership_deal": (
        r"partner\w*",
        r"\bdeal\b",
        r"agreement",
        r"contract",
        r"collaborat\w*",
        r"memorandum",
        r"\bMOU\b",
        r"in (?:early )?talks",
        r"to sell",
        r"supply pact",
        r"partnerschaft\w*",
        r"kooperation\w*",
        r"vertrag\w*",
        r"partenariat\w*",
        r"accord\b",
        r"contrat\b",
        r"acuerdo\w*",
        r"contrato\w*",
        r"alianza\w*",
        r"accordo\w*",
        r"contratto\w*",
    ),
    "supply_disruption": (
        r"shortage",
        r"disrupt\w*",
        r"outage",
        r"\bfire\b",
        r"earthquake",
        r"paus\w* (?:its |the )?\w*",
        r"halt\w*",
        r"delay\w*",
        r"constrain\w*",
        r"bottleneck",
        r"force majeure",
        r"defect\w*",
        r"recall\w*",
        r"(?:coolant|liquid|water) leak\w*",
        r"leak(?:s|ing) (?:in|from|at)",
        r"re-?sourc\w*",
        r"scrambl\w*",
        r"engp[aä]ss\w*",
        r"lieferengp\w*",
        r"verz[oö]gerung\w*",
        r"p[eé]nurie\w*",
        r"retard\w*",
        r"escasez",
        r"retraso\w*",
        r"carenza\w*",
        r"ritard\w*",
    ),
    "export_control": (
        r"export control\w*",
        r"export ban",
        r"entity list",
        r"sanction\w*",
        r"licen[cs]e requirement",
        r"regulat\w*",
        r"tariff\w*",
        r"CHIPS Act",
        r"Commerce Department",
        r"\bBIS\b",
        r"exportkontroll\w*",
        r"exportbeschr[aä]nkung\w*",
        r"contr[oô]les? (?:à|a) l.exportation",
        r"control\w* (?:a|de) (?:las )?exportaci\w*",
        r"controll\w* (?:sull|alle) esportazion\w*",
    ),
    "financial_results": (
        r"quarterly",
        r"revenue",
        r"earnings",
        r"\bQ[1-4]\b",
        r"fiscal",
        r"guidance",
        r"run rate",
        r"net income",
        r"operating margin",
        r"umsatz\w*",
        r"quartalszahlen",
        r"chiffre d.affaires",
        r"r[eé]sultats? trimestriels?",
        r"ingresos",
        r"resultados trimestrales",
        r"fatturato",
        r"ricavi",
        r"trimestral\w*",
    ),
    "m_and_a": (
        r"acqui(?:re[sd]?|sition)",
        r"merger",
        r"takeover",
        r"buy(?:s|out)\b",
        r"stake in",
        r"[uü]bernahme\w*",
        r"rachat\w*",
        r"adquisici[oó]n\w*",
        r"acquisizion\w*",
    ),
    "executive_change": (
        r"appoint\w*",
        r"steps? down",
        r"resign\w*",
        r"names? (?:a )?new (?:CEO|CFO|CTO|chief)",
        r"hire[sd]? (?:as|a)",
        r"succeed\w*",
        r"retir\w*",
    ),
    "customer_adoption": (
        r"adopt\w*",
        r"trial\w*",
        r"customers?",
        r"deploy\w*",
        r"selects?",
        r"migrat\w*",
        r"expands? .{0,20}use",
        r"in production use",
        r"trains? on",
        r"einsatz\w*",
        r"adopt[ea]\w*",
        r"utilis\w*",
        r"utiliz\w*",
    ),
    "pricing": (r"pric(?:e|es|ing)\b", r"price cut", r"per hour", r"/hour", r"discount\w*", r"cheaper"),
}
# Chinese, Japanese and Korean: no word boundaries, so plain substrings in their own table.
_CJK_TRIGGERS: dict[str, tuple[str, ...]] = {
    "technical_release": ("发布", "推出", "発表", "発売", "출시", "공개"),
    "capacity_expansion": ("投资", "扩产", "新工厂", "投資", "増産", "新工場", "투자", "증설", "신공장"),
    "partnership_deal": ("合作", "签约", "协议", "供货", "提携", "契約", "供給", "협력", "계약", "공급"),
    "supply_disruption": ("短缺", "延迟", "停产", "不足", "遅延", "停止", "부족", "지연", "차질"),
    "export_control": ("出口管制", "輸出規制", "수출 규제", "수출규제"),
    "financial_results": ("营收", "财报", "决算", "決算", "売上", "실적", "매출"),
    "m_and_a": ("收购", "買収", "인수"),
    "customer_adoption": ("采用", "採用", "채택"),
}
# Matched against lower-cased text: faster than IGNORECASE, and the hits are folded anyway.
_COMPILED = {t: re.compile(r"\b(?:" + "|".join(ps).lower() + ")") for t, ps in _TRIGGERS.items()}
_CJK = {t: re.compile("|".join(ps)) for t, ps in _CJK_TRIGGERS.items()}
# Context words: they say what a story is near, not what happened; they weigh half.
_WEAK = re.compile(
    r"next-generation|roadmap|specified at|deep-dive|chip lab|bottleneck|constrain\w*|customers?|"
    r"gigawatts?|revenue|q[1-4]|quarterly|regulat\w*|partner\w*"
)
# A negation within three words before a trigger cancels it ("no shortage", "not delayed").
_NEGATED = re.compile(
    r"\b(?:no|not|never|without|nor|denie[sd]|deny|ruled? out|(?:is|was|are|were|did|does|do|wo)n't)"
    r"(?:\W+\w+){0,2}\W*$"
)
_SENTENCE_END = re.compile(r"[.!?]\s+|\n+|[。！？]")
_STOPS = ".!?。！？"
_STRONG, _CONTEXT, _TITLE = 2, 1, 3
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
    out = []
    for kind, pattern in _patterns(text):
        for m in pattern.finditer(text):
            a, b = bounds[max(0, bisect_right(starts, m.start()) - 1)]
            if _NEGATED.search(text[max(a, m.start() - 40) : m.start()]):
                continue
            phrase = m.group(0)
            weak = _WEAK.fullmatch(phrase) is not None
            weight = (_CONTEXT if weak else _STRONG) * factor
            reason = f"{where}: {phrase!r}" + (" (context word)" if weak else "")
            out.append((kind, weight, reason, text[a:b]))
    return out


def classify(title: str, body: str) -> TypeChoice:
    """The type whose triggers weigh most in the title and lead, with its trigger sentence."""
    title_hits = _weigh(title.lower(), "title", _TITLE)
    lead = body[:LEAD]
    hits = title_hits + _weigh(lead.lower(), "text", 1)
    if not hits:
        return TypeChoice("other", 0, ("no trigger phrase matched",))
    scores: dict[str, int] = {}
    for kind, weight, _, _ in hits:
        scores[kind] = scores.get(kind, 0) + weight
    best = max(scores, key=lambda k: (scores[k], -list(TYPES).index(k)))
    mine = [h for h in hits if h[0] == best]
    reasons = tuple(dict.fromkeys(h[2] for h in mine))
    top = max(mine, key=lambda h: h[1])  # the first of the heaviest: a title, else the lead
    trigger = _original(title if top in title_hits else lead, top[3])
    return TypeChoice(best, scores[best], (*reasons, f"trigger sentence: {trigger!r}"), trigger)


def _original(text: str, lowered: str) -> str:
    """The sentence as written: lower() keeps the length of ASCII text, so the offset maps back."""
    at = text.lower().find(lowered)
    return text[at : at + len(lowered)] if at >= 0 else lowered
