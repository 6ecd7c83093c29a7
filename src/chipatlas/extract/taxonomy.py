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
        r"reveal\w*",
        r"debut\w*",
        r"newest",
        r"announc\w* (?:the |its )?(?:new |next-gen\w* )?\w*\d",
        r"introduc\w*",
        r"releas\w*",
        r"ship(?:s|ped)",
        r"tape[sd]? ?out",
        r"complet\w* (?:the |its )?development",
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
        r"lanz\w*",
        r"desvel\w*",
        r"pr[aä]sentiert\w*",
        r"enth[uü]ll\w*",
        r"markteinf[uü]hrung\w*",
    ),
    "capacity_expansion": (
        r"new fab",
        # a growth verb acting on capacity, output or production: what happens to whom
        r"(?:doubl|tripl|boost|increas|expand|scal|rais|grow)\w* (?:its |the |their )?(?:\w+ ){0,2}"
        r"(?:capacity|output|production)",
        r"(?:plans?|aims?|targets?) to (?:produce|manufacture|make) [\d.,]+",
        r"production targets?",
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
        r"ampl[ií]a\w* (?:la |su )?(?:capacidad|producci[oó]n)",
        r"augment\w* (?:la |sa )?(?:capacit[eé]|production)",
        r"kapazit[aä]t\w*(?:s)?(?:ausbau|erweiterung)",
        r"ausbau\w*",
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
        r"negotiat\w*",
        r"supplier\w*",
        # supplying someone: the deal; a supply chain, shortage or bottleneck is not one
        r"suppl(?:y|ies|ied|ying)\b(?! chains?| shortages?| bottlenecks?| constraints?| crunch| "
        r"disruptions?| issues?| problems?| glut| risks?| side)",
        r"qualif(?:y|ies|ied|ying|ication)\w*",
        r"purchas\w*",
        r"lieferant\w*",
        r"geliefert",
        r"liefer(?:t|n|ung|vertrag)\w*",
        r"(?:zu )?kauf(?:en|t)?\b",
        r"kauf von",
        r"qualifikation\w*",
        r"verhandlung\w*",
        r"fournisseur\w*",
        r"n[eé]gociation\w*",
        r"proveedor\w*",
        r"negociaci\w*",
        r"suministr\w*",
        r"fornitor\w*",
        r"fornitur\w*",
        r"trattativ\w*",
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
        r"(?:production|manufacturing|yield) (?:problems?|issues?|difficult\w*)",
        r"difficult\w* (?:in|with) (?:the )?(?:\w+ )?(?:production|manufacturing)",
        r"engp[aä]ss\w*",
        r"produktionsprobleme?\w*",
        r"difficult[eé]s? de (?:la )?production",
        r"dificultad\w* (?:en|de) (?:la )?producci[oó]n",
        r"difficolt\w* (?:nella|della|di) produzion\w*",
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
        r"export (?:restriction|licen[cs]e)\w*",
        r"embargo\w*",
        r"ausfuhr\w*",
        r"exportverbot\w*",
        r"exportstopp",
        r"sanktion\w*",
        r"sanci[oó]n\w*",
        r"sanzion\w*",
        r"restrictions? (?:à|a|aux) l.exportation",
        r"restricci\w* (?:a|de) (?:las )?exportaci\w*",
        r"restrizion\w* (?:all|alle) esportazion\w*",
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
        r"quartal\w*",
        r"b[eé]n[eé]fice\w*",
        r"beneficio\w* (?:neto|operativo)",
        r"utile (?:netto|operativo)",
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
        r"fusion\w*",
        r"fusi[oó]n\w*",
        r"fusione",
    ),
    "executive_change": (
        r"appoint\w*",
        r"steps? down",
        r"resign\w*",
        r"names? (?:a )?new (?:CEO|CFO|CTO|chief)",
        r"hire[sd]? (?:as|a)",
        r"succeed\w*",
        r"retir\w*",
        r"ernenn\w*",
        r"tritt\w* .{0,20}zur[uü]ck",
        r"nomm[eé]\w*",
        r"d[eé]mission\w*",
        r"nombra\w*",
        r"dimisi[oó]n\w*",
        r"nomina\w*",
        r"dimission\w*",
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
        r"d[eé]ploi\w*",
        r"despliegue\w*",
        r"desplieg\w*",
    ),
    "pricing": (
        r"pric(?:e|es|ing)\b",
        r"price cut",
        r"per hour",
        r"/hour",
        r"discount\w*",
        r"cheaper",
        r"preis(?:e|senkung|erh[oö]hung)\w*",
        r"baisse de prix|hausse de prix",
        r"precios?\b",
        r"prezz[io]\b",
    ),
}
# Chinese, Japanese and Korean: no word boundaries, so plain substrings in their own table.
_CJK_TRIGGERS: dict[str, str] = {  # Chinese | Japanese | Korean, "|"-separated
    "technical_release": "发布|推出|亮相|首发|问世|発表|発売|公開|披露|출시|공개|선보",
    "capacity_expansion": "投资|扩产|扩建|建厂|新工厂|扩大产能|投資|増産|増強|新工場|工場建設|生産能力|"
    "투자|증설|신공장|공장 건설|생산능력|확충",
    "us_production": "美国生产|在美国制造|美国本土生产|亚利桑那|米国生産|米国内で生産|アリゾナ|"
    "미국 생산|미국 내 생산|미국 공장|애리조나",
    "partnership_deal": "合作|签约|签署|协议|合同|订单|供货|供应|谈判|"
    "提携|契約|供給|協議|交渉|合意|協業|受注|협력|계약|공급|납품|협상|합의|수주",
    "supply_disruption": "短缺|延迟|推迟|停产|中断|缺货|缺陷|召回|不足|遅延|延期|停止|不具合|欠陥|リコール|"
    "부족|지연|차질|연기|결함|불량|리콜|중단",
    "export_control": "出口管制|出口限制|禁运|禁令|制裁|实体清单|輸出規制|輸出管理|禁輸|"
    "수출 규제|수출규제|수출 통제|수출통제|제재|수출 금지",
    "financial_results": "营收|财报|净利|营业利润|决算|決算|売上|営業利益|純利益|실적|매출|영업이익|순이익",
    "m_and_a": "收购|并购|買収|合併|인수|합병",
    "executive_change": "任命|辞职|卸任|就任|辞任|退任|선임|사임|취임",
    "customer_adoption": "采用|部署|选用|採用|導入|채택|도입",
    "pricing": "价格|降价|涨价|価格|値上げ|値下げ|가격",
}
# Matched against lower-cased text: faster than IGNORECASE, and the hits are folded anyway.
_COMPILED = {t: re.compile(r"\b(?:" + "|".join(ps).lower() + ")") for t, ps in _TRIGGERS.items()}
_CJK = {t: re.compile(ps) for t, ps in _CJK_TRIGGERS.items()}
# Context words: they say what a story is near, not what happened; they weigh half.
_WEAK = re.compile(
    r"next-generation|roadmap|specified at|deep-dive|chip lab|bottleneck|constrain\w*|customers?|"
    r"gigawatts?|revenue|q[1-4]|quarterly|regulat\w*|partner\w*|"
    # who a company is ("the leading supplier"), not what it does
    r"supplier\w*|lieferant\w*|fournisseur\w*|proveedor\w*|fornitor\w*|fornitur\w*"
)
# A negation within three words before a trigger cancels it ("no shortage", "not delayed").
_NEGATED = re.compile(
    r"\b(?:no|not|never|without|nor|denie[sd]|deny|ruled? out|(?:is|was|are|were|did|does|do|wo)n't)"
    r"(?:\W+\w+){0,2}\W*$"
)
# A trigger named as the background ("amid US sanctions", "despite the shortage") says what
# the story happens against, not what happens: it weighs as a context word.
_BACKGROUND = re.compile(
    r"\b(?:amid|amidst|despite|following|because of|due to|in the face of|inmitten|trotz|malgr[eé]|"
    r"en pleine?|a pesar de|nonostante|in mezzo a)(?:\W+\w+){0,3}\W*$"
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
            background = _BACKGROUND.search(text[max(a, m.start() - 40) : m.start()]) is not None
            weak = background or _WEAK.fullmatch(phrase) is not None
            weight = (_CONTEXT if weak else _STRONG) * factor
            label = " (background)" if background else " (context word)"
            reason = f"{where}: {phrase!r}" + (label if weak else "")
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
