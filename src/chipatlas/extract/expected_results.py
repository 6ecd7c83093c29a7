"""Which result a company's results amount is: reported, expected, or one segment's.

An earnings story names more amounts than the company reported: the analysts' consensus it
beat ("beat the market consensus of 6.75 trillion won"), a forecast of results not yet out
("is expected to post revenue of 24.47 trillion won", "アナリスト予想の413億ドル"), the
company's own expectation ("売上高が540億ドルになると予想"), and one segment's revenue
("data center revenue of $41 billion", "ゲーム部門の売上高"). Each is stored under its own
metric (``revenue_estimate``, ``revenue_guidance``, ``data_center_revenue``), never as the
company's reported total. A result that beats or misses an estimate stays a result: the
estimate's word must be the last thing before the amount, with no comparing word between.
Also not the total: a business unit's ("CMBUが45億ドル"), a part in parentheses after its
percentage ("DRAM ... 76% ($28 billion)": ``dram_revenue``); earnings per share named last before an
amount ("EPS rose to $1.74, up 39% from $1.25") are ``eps``, and a "respectively" list
("매출과 영업이익은 각각 X, Y") gives each amount its result by place.
"""

from __future__ import annotations

import re

from chipatlas.extract.company_metrics import money_purpose, result_named
from chipatlas.extract.folding import blind, folded
from chipatlas.extract.result_segments import (
    generated_by_segment,
    model_after,
    part_of_total,
    respective_result,
    segment,
)

RESULTS = ("revenue", "operating_profit", "net_income", "profit", "eps")

# Analysts' or the market's expectation, as a noun the amount follows.
_EXPECTATION = blind(
    r"consensus|\banalysts?['’]?\s+(?:estimates?|expectations?|forecasts?|projections?)|"
    r"\b(?:market|street|wall street)\s+(?:estimates?|expectations?|forecasts?)|"
    r"\b(?:street|analysts?|market)['’]?s?\s+(?:target|estimate|forecast|guidance|expectation)s?\b|"
    r"\b(?:estimates?|expectations?|predictions?) (?:of|for)\b|\bforecasts of\b|"
    r"\banalysts? (?:had |have |are |were )?(?:expect|forecast|project|see|estimat)\w*|"
    r"\banalysten\s+(?:hatten\s+|haben\s+)?(?:im schnitt\s+|durchschnittlich\s+)?"
    r"(?:mit|erwartet|erwarten|gerechnet|prognostiziert)\b|"
    r"previsi[oó]n(?:es)? de (?:los )?analistas|estimaciones|\bconsenso|aspettative|\bstime\b|"
    r"\battentes\b|prévisions? des analystes|analystenschätzung|\berwartungen|"
    r"アナリスト予想|市場予想|コンセンサス|予想平均|전망치|컨센서스|시장\s?예상|추정치|"
    # "증권사들이 추정하는 … 영업이익은": the brokers' estimate, a relative clause before the result
    r"(?:증권사|증권가|시장|애널리스트|연구원)[^\s]{0,3}\s(?:[^\s]+\s)?(?:추정|전망|예상|예측)하는|"
    # 预期/预估 alone may be the company's own ("公司预期"): the market's or analysts' only when said
    # "华尔街目前预计", "分析师此前平均预期": a few words may stand between who and the verb
    r"(?:市场|市場|分析师|分析師|机构|機構|华尔街|華爾街)(?:的|目前|此前|平均){0,2}"
    r"(?:预期|預期|预估|預估|预计|預計|预测|預測)|市场共识|市場共識"
)
# A word comparing a result with the expectation: after it, the amount is the result.
COMPARING = blind(
    r"\bbeat|\bexceed|\btop(?:s|ped)?\b|\babove\b|\bbelow\b|\bmiss|\bsurpass|\boutpac|"
    r"super[óa]|superando|dépass|übertr|battut|上回|下回|超え|상회|웃돌|웃돈|웃도|하회|밑돌|밑돈|넘|超过|超出|高于|低于|不及"
)
_NOUN_REACH = 40  # how far before the amount an expectation noun may stand
# ... or right after it: "Wall Street's $11.8 billion estimate", "vs. $8.87 billion expected".
_EXPECTATION_AFTER = blind(
    r"\s*(?:(?:average|mean|consensus)\s+)?(?:analysts?['’]?\s+)?(?:estimates?|expected|expectations?|consensus)\b|"
    # "the $6.6 billion projected", "los 6,6 billones proyectados", "les 6,6 milliards attendus",
    # "i 6,6 miliardi previsti": the expectation's participle after the amount
    r"\s*(?:projected|forecast|anticipated|proyectad[oa]s?|previst[oaie]s?|esperad[oa]s?|estimad[oa]s?|"
    r"pronosticad[oa]s?|attendue?s?|prévue?s?|estimée?s?|attes[io]|stimat[io])\b"
)
# The company's own expectation right before the amount: "revenue ... will be about $10.7 billion".
_WILL = blind(
    r"\bwill (?:be|reach|total|come in)\b|\bprojected\b|\bprojecting\b|\bto be between\b|"
    r"\b(?:expects?|anticipates?)\b|(?<!市场)(?<!市場)(?<!分析师)(?<!分析師)(?:预计|預計|预期|預期|预测|預測)|"
    # "营收将达45亿美元", "銷售將在74億到78億美元間": the future
    r"(?:将|將)(?:达|達|在|超|为|為|至)|"
    # "revenue should reach $5 billion", "dürfte … erreichen", "devrait atteindre", "debería", "dovrebbe"
    r"\bshould (?:be|reach|total|come in|ship|see|hit|exceed|top)\b|\bdürfte[n]?\b|\bdevrai(?:t|ent)\b|"
    r"\bdeber[ií]an?\b|\bdovrebbe(?:ro)?\b"
)
# The company's own expectation as the sentence's verb before the amount, in the languages that
# put it far ahead of the object ("rechnet Zorblax mit einem Umsatz von", "prévoit un chiffre
# d'affaires de", "prevé unos ingresos de", "si aspetta ricavi per").
_EXPECT_VERB = blind(
    r"\brechne[nt]\b[^.;]{0,40}\bmit\b|\berwarte[nt]?\b|\bprognostizier\w*|"
    r"\bprévoi[st]\b|\bprévoient\b|\banticip(?:e|ent|a|an|ano)\b|\btable sur\b|\bs['’]attend à\b|"
    r"\bprev[eé]n?\b|\bespera\b|\bprevede\b|\bsi aspetta\b|"
    # "vise un chiffre d'affaires de", "estima unos ingresos de", "stima ricavi tra"
    r"\bvisen?t?\b|\bestima\b|\bstima\b|\bproyecta\b|"
    # English verbs whose object the amount is: "forecast revenue of", "sees revenue of about"
    r"\b(?:forecast|forecasted|sees|predicts|predicted|guided|projecting)\b|"
    # "expects adjusted earnings per share of $1.08 on revenue of $7.6 billion": far before it
    r"\b(?:expects?|anticipates?)\b|"
    # "OpenAI projects $13 billion in revenue": the verb, not the noun ("its projects")
    r"\bprojects\b(?=\s+(?:(?:about|around|roughly|nearly|some)\s+)?$)|"
    # "Zorblax geht davon aus, dass der Umsatz ...": the company assumes it
    r"\bdavon aus\b|\brechnet damit\b"
)
# Analysts or the market as the verb's subject: "Analysten erwarten", "les analystes prévoient"
_OTHERS_BEFORE = blind(
    r"(?:\banalyst\w*|\banalist\w*|\bexperten|\bbeobachter|\bmarché|\bmarkt\w*|\bmercado|\bmercato|"
    r"\bstreet|\bconsensus|\bkonsens)\s+(?:\w+\s+)?$"
)
# What ends the verb's reach: a result said after it ("nachdem der Umsatz ... stieg"), another clause.
_EXPECT_END = blind(
    r";|\bnachdem\b|\bals\b|\bweil\b|\baber\b|\baprès\b|\bmais\b|\bcar\b|\btras\b|\bpero\b|"
    r"\bdopo\b|\bma\b|\berzielt|\bréalis|\bregistr|\bstieg|\bsank|\bwuchs|"
    r"\bafter\b|\bwhile\b|\bbut\b|\breported\b|\bposted\b|\bcame in\b|\bwas\b|\bwere\b"
)
# "beating estimates by $2 billion": the amount a beat word comes before is by how much it beat.
_BEAT_BEFORE = blind(r"\bbeat(?:s|ing)?\b[^,;.]{0,40}$")
# Earnings per share: "$3.68 a share", "earnings per share of $1.56", "EPS of $1.91".
_PER_SHARE_AFTER = blind(
    # "$1.40 per ADS", "$0.96 per ADR unit": a depositary share's part of the earnings
    # "€2.15 ($2.50) EPS": the per-share word right after the amount (and its other currency)
    r"\s*(?:\([^()]{1,20}\)\s*)?(?:adjusted\s+|diluted\s+|non-gaap\s+)?eps\b|"
    r"\s*(?:(?:an?|per)\s+(?:diluted\s+)?share\b|per\s+ad[rs]\b|per american depositary|"
    r"par action|je aktie|por acción|per azione|"
    r"in\s+(?:adjusted\s+|diluted\s+|non-gaap\s+|gaap\s+)?(?:eps|earnings per share)\b)"
)
_ANY_PER_SHARE = blind(r"\bper share\b|\ba share\b|\beps\b|주당|每股|1株")
# The company's own forecast named right before the amount: "offered a forecast of $1.57".
_OWN_FORECAST = blind(r"\bguid\w*|\boutlook\b|\bforecast of\b|\bprojected\b|\bexpects?\b")
_PER_SHARE_BEFORE = blind(
    r"(?:\b(?:earnings|profit|income|loss)\s+per\s+(?:diluted\s+)?share|\beps\b)[^,;$€£¥]{0,20}$|"
    r"주당\s?순이익[^,]{0,10}$|每股收益[^,，]{0,10}$|1株(?:当たり)?利益[^、]{0,10}$"
)
# A predicate saying the sentence's results are expected, not out: "is expected to post".
_PREDICTED = blind(
    r"\b(?:is|are|was|were)\s+(?:expected|poised|forecast|projected|estimated|likely|set)\s+to\s+"
    r"(?:post|report|log|record|book|reach|deliver|announce)\b|\bpoised to\b"
)
_ANALYSTS_EXPECT = blind(
    r"\b(?:analysts?|wall street|the street|economists)\b[^.;]{0,50}?"
    r"\b(?:expect|forecast|project|estimat|anticipat|predict)\w*"
)
_THAN = blind(r"\bthan\b|\bbeat|\bexceed|\btopp|\babove|\bbelow|\bmiss|\bsurpass|\boutpac")
# What ends the predicate's reach: another clause's own statement ("..., after it reported X").
_PREDICATE_END = blind(
    r";|\bwhile\b|\bwhereas\b|\bbut\b|\bafter\b|\breport(?:ed|ing)\b|\bpost(?:ed|ing)\b|\bcompared\b"
)
# After the amount: "…になると予想" (the company's expectation), "…と予想される", "…로 예상된다".
_EXPECTED_AFTER = re.compile(
    r"[^。、.,;]{0,12}?(?:と予想|と見込|と見通|との予想|との見通し|を見込|を予想|(?:る|の)見込み|(?:る|の)見通し|"
    r"로 예상|으로 예상|로 전망|으로 전망|"
    # "30조 원에 달할 전망이다", "…에 이를 것으로 보인다": a Korean forecast after the amount
    r"(?:할|일|될|을|를)\s?(?:것으로\s?)?(?:전망|예상|관측|추정|보인다|보여)|"
    # "…을 기록할 것"이라며: a result to come, quoted
    r"(?:할|될|돌|일)\s?것(?:으로|이라|이다|\s?[\"”’']))"
)
# A guess about a result not yet out, after the amount: "18조원의 영업이익을 기록한 것으로
# 점쳐진다", "올렸을 것으로 보인다", "추정된다": the market's estimate, in Korean's past conjecture.
_CONJECTURE_AFTER = re.compile(
    r"[^。.,;]{0,25}?(?:한|된|인|던|을|았을|었을|였을|렸을|했을)\s?것으로\s?"
    r"(?:보인다|보이며|보여|점쳐|추정|관측|예상|전망|집계|알려)"
)
# A forecast named in brackets right after the amount: "4,837億円(中央値予想)", "$5 billion
# (forecast)", "(预测)", "(예상)".
_FORECAST_AFTER = blind(
    r"\s?[(（][^()（）]{0,10}(?:予想|予測|見通し|预测|預測|预期|預期|예상|전망|\bforecast|\bestimated?\b|"
    r"\bprognose|\bprévision|\bprevisi[oó]n|\bstima)[^()（）]{0,6}[)）]"
)
# German puts the verb last: "stellt einen Umsatz von 15 Milliarden Euro in Aussicht", "… erwartet"
# (not "mehr als erwartet", a result compared with the expectation).
_EXPECTED_AFTER_DE = blind(
    r"[^.;,]{0,30}?(?:\bin aussicht\b|(?<!als )(?<!wie )\berwartet\b|\bprognostiziert\b|\bangepeilt\b|"
    r"\banvisiert\b|\bgerechnet\b)"
)
_OTHERS_DE = blind(r"\banalyst|\bexperten|\bbeobachter|\bmarkt")
# A range's midpoint ("at the midpoint", "中央値では"): of a forecast range, no reported amount.
_MIDPOINT = blind(r"\bmid-?point\b|中央値|中值|中位数|중간값|\bmittelwert\b|point médian|punto medio")
_OTHERS = re.compile(r"アナリスト|市場|証券|される|されて|증권|시장|연구원|애널리스트")


def estimate(sentence: str, at: int, end: int) -> bool:
    """Whether the amount at ``sentence[at:end]`` is an expected result, not one reported: an
    expectation named right before it ("consensus of") or right after it ("$8.8 billion
    estimate"), or the sentence's predicate ("is expected to post ... of")."""
    before = folded(sentence[max(0, at - _NOUN_REACH) : at])
    nouns = list(_EXPECTATION.finditer(before))
    if nouns and not COMPARING.search(before, nouns[-1].end()):
        return True
    if _EXPECTATION_AFTER.match(folded(sentence[end : end + 40])):
        return True
    head = folded(sentence[:at])
    said = list(_PREDICTED.finditer(head))
    if said and not _PREDICATE_END.search(head, said[-1].end()):
        return True
    # "Analysts polled by X had expected earnings of $1.48": analysts the subject, further back
    told = [
        m
        for m in _ANALYSTS_EXPECT.finditer(head, max(0, at - 120))
        if not _THAN.search(head, max(0, m.start() - 25), m.start())  # "beat what analysts expected"
    ]
    return bool(told) and not (
        COMPARING.search(head, told[-1].end()) or _PREDICATE_END.search(head, told[-1].end())
    )


def expected_after(sentence: str, end: int) -> str | None:
    """'guidance' for "…になると予想" or "… in Aussicht" after the amount ending at ``end``
    (the company's own expectation), 'estimate' where others expect it (analysts, the market, a
    passive); else None."""
    if _CONJECTURE_AFTER.match(sentence, end):
        return "estimate"
    if _EXPECTED_AFTER.match(sentence, end) or _FORECAST_AFTER.match(folded(sentence[end : end + 30])):
        return "estimate" if _OTHERS.search(sentence) else "guidance"
    if _EXPECTED_AFTER_DE.match(folded(sentence[end : end + 60])):
        return "estimate" if _OTHERS_DE.search(folded(sentence)) else "guidance"
    return None


_PER_SHARE_REACH = 60  # how far before an amount a per-share phrase with no other purpose between may stand


def per_share_before(sentence: str, at: int) -> bool:
    """Whether the words before the amount at ``at`` last named earnings per share, no other
    purpose since ("Earnings per share rose to NT$17.44, up 39% from NT$12.54")."""
    head = folded(sentence[max(0, at - _PER_SHARE_REACH) : at])
    said = list(_ANY_PER_SHARE.finditer(head))
    if said and _OWNED_PER_SHARE.search(head):
        return False  # "€2.15 EPS on €4.35 billion": the per-share word was the amount before's
    return bool(said) and money_purpose(head[said[-1].end() :]) == "money"


_PROFIT = blind(r"\bprofit|\bearnings\b|이익|利益|利润|利潤")
_REVENUE = blind(r"\brevenue|\bsales\b|매출|营收|營收|売り?上|收入")


def _profit_said_last(near: str) -> bool:
    """Whether a profit word, not another result, is the last said before the amount
    ("销售收入12亿美元,拥有人应占利润2亿美元": the second is the profit)."""
    profits = [m.end() for m in _PROFIT.finditer(near)]
    if not profits:
        return False
    results = [m.end() for m in _REVENUE.finditer(near)]
    return max(profits) > max(results, default=-1)


# A per-share word right after another amount ("€2.15 EPS on €4.35 billion") is that amount's.
_OWNED_PER_SHARE = blind(r"[\d)]\s*(?:adjusted\s+|diluted\s+)?eps\b[^$€£¥\d]{0,20}$")


def per_share(sentence: str, at: int, end: int) -> bool:
    """Whether the amount at ``sentence[at:end]`` is earnings per share ("$3.68 a share")."""
    if _PER_SHARE_AFTER.match(folded(sentence[end : end + 35])):
        return True
    before = folded(sentence[max(0, at - 50) : at])
    return _PER_SHARE_BEFORE.search(before) is not None and not _OWNED_PER_SHARE.search(before)


_FORECAST_WORD = blind(
    r"\bguid\w*|\boutlook\b|\bforecasts?\b|\bprognose\w*|\bprévisions?\b|指引|見通し|가이던스|"
    # "2026年3月期業績予想:純利益4,800億円": a company's forecast of its year, heading its items
    r"業績予想|通期予想|会社予想|业绩预测|業績預測|실적\s?전망"
)


def _compared_with_forecast(near: str) -> bool:
    """Whether the last forecast word before an amount is one a result is compared with."""
    said = list(_FORECAST_WORD.finditer(near))
    return bool(said) and COMPARING.search(near, max(0, said[-1].start() - 20), said[-1].start()) is not None


# "ガイダンス(営業利益900億円)を上回った", "its guidance range (revenue of $5 billion)": an amount in
# parentheses right after the company's forecast noun is the forecast's, whatever beats it after.
_FORECAST_PAREN = blind(
    r"(?:\bguidance|\boutlook|\bforecast|ガイダンス|会社予想|会社計画|見通し|指引|가이던스|\bprognose|"
    r"\bprévisions?|\bprevisi[oó]n)[^()（）。.;]{0,12}[(（][^()（）]{0,12}$"
)


def forecast_in_parentheses(sentence: str, at: int) -> bool:
    """Whether the amount at ``at`` stands in parentheses after the company's forecast noun."""
    return _FORECAST_PAREN.search(folded(sentence[max(0, at - 40) : at])) is not None


# A forecast noun heading a list of results ("Q3 outlook: revenue of $5 billion, operating income
# of $1 billion", "3Q見通し売上…営業利益…", "指引：营收…，净利润…"): every result of the list is
# the forecast's, until a word says a result was reported or compared, or another clause begins.
_LIST_END = blind(
    r";|。|\bwhile\b|\bwhereas\b|\bbut\b|\bafter\b|\breport(?:ed|ing)\b|\bpost(?:ed|ing)\b|\bcompared\b|"
    r"\bcame in\b|\bwas\b|\bwere\b|\bactual\b|\bnachdem\b|\baber\b|\baprès\b|\bmais\b|\bpero\b|"
    r"\bdopo\b|\bma\b|\berzielt|\bréalis|\bregistr|実績|記録|기록|实现|實現|达成|達成|달성|"
    # a result's own verb: "despite a weak outlook, revenue rose to", "となりました", "였다"
    r"\b(?:rose|grew|fell|jumped|climbed|declined|increased|decreased|reached|totaled|totalled|amounted)\b|"
    r"\b(?:stieg|sank|wuchs)\b|となり|となっ|だった|했다|였다"
)
_LIST_REACH = 150


def forecast_list(sentence: str, at: int) -> bool:
    """Whether the amount at ``at`` is an item of a list a forecast noun heads, nothing between
    saying a result was reported or compared with the forecast ("beat its outlook")."""
    head = folded(sentence[max(0, at - _LIST_REACH) : at])
    said = list(_FORECAST_WORD.finditer(head))
    if not said:
        return False
    word = said[-1]
    if COMPARING.search(head, max(0, word.start() - 20), word.start()):
        return False
    return not (_LIST_END.search(head, word.end()) or COMPARING.search(head, word.end()))


_VERB_REACH = 150  # how far before the amount the expecting verb is looked for (speed: long sentences)


def own_expectation(sentence: str, at: int) -> str | None:
    """'guidance' where the sentence's verb before the amount at ``at`` says the company expects
    it ("rechnet Zorblax mit einem Umsatz von", "prévoit", "forecast revenue of"), 'estimate'
    where analysts or the market do ("Analysten erwarten"); None where a result is said after the
    verb or a comparing word comes before it ("beat forecasts")."""
    head = folded(sentence[max(0, at - _VERB_REACH) : at])
    said = [
        m
        for m in _EXPECT_VERB.finditer(head)
        if not COMPARING.search(head, max(0, m.start() - 25), m.start())
    ]
    if not said:
        return None
    verb = said[-1]
    if _EXPECT_END.search(head, verb.end()) or COMPARING.search(head, verb.end()):
        return None
    return "estimate" if _OTHERS_BEFORE.search(head, max(0, verb.start() - 30), verb.start()) else "guidance"


def result_kind(metric: str, named: str | None, sentence: str, at: int, end: int) -> str:
    """The metric of a results amount at ``sentence[at:end]``: earnings per share, its estimate,
    guidance or a segment's where the words say so. ``named`` is the result the sentence names
    nearest before the amount (what an estimate, a 'beat' or a bare 'guidance' is of)."""
    listed = respective_result(sentence, at)
    named = listed or named  # "매출과 영업이익 컨센서스는 각각 X, Y": X is revenue's estimate
    own = listed or metric.removesuffix("_guidance")
    near = folded(sentence[max(0, at - _NOUN_REACH) : at])
    shares = per_share(sentence, at, end)
    if shares:  # "$3.68 a share": earnings per share, guided only where a word right before says so
        own = named = "eps"
        metric = "eps_guidance" if _OWN_FORECAST.search(folded(sentence[:at])) else "eps"
    elif per_share_before(sentence, at):  # "EPS rose to $1.74, up 39% from $1.25": both per share
        own = named = "eps"
    elif _ANY_PER_SHARE.search(folded(sentence[:at])) and named is None:
        named = "eps"  # "earnings per share of $1.56, beating the consensus forecast of $1.43"
    elif own == "profit" and (close := result_named(near, len(near))) and not _profit_said_last(near):
        own = close  # "revenue projected between ... and ... and adjusted earnings": revenue, named before
    elif own == "beat" and not _BEAT_BEFORE.search(folded(sentence[max(0, at - 50) : at])):
        own = named or own  # "to $8.05 billion, also beating the Street's target": the result itself
    base = own if own in RESULTS else named
    generated = generated_by_segment(sentence, at) if own == "money" and base is None else None
    if generated:  # "Il segmento data center ..., generando 51 miliardi": the segment's revenue
        return f"{generated}_revenue"
    part = part_of_total(sentence, at)
    if part and (base == "revenue" or own in ("price", "money")):
        return f"{part}_revenue"  # "DRAM ... 76% ($28 billion)": the product's part, not the total
    if base is None:
        return metric
    after = expected_after(sentence, end)
    own_kind = own_expectation(sentence, at)
    compared = metric.endswith("guidance") and _compared_with_forecast(near)  # "beat forecasts, at $5B"
    guided = (metric.endswith("guidance") and not compared) or _WILL.search(near) or own_kind == "guidance"
    guided = (
        guided
        or forecast_in_parentheses(sentence, at)
        or forecast_list(sentence, at)
        or _MIDPOINT.search(near) is not None
    )
    if estimate(sentence, at, end) or after == "estimate" or own_kind == "estimate":
        kind = f"{named or base}_estimate"
    elif after == "guidance" or guided:
        kind = f"{base}_guidance"
    elif own in RESULTS:
        kind = own
    elif compared:
        kind = base
    else:
        return metric
    if kind.startswith(("revenue", "operating_profit", "net_income", "profit")):
        part = segment(sentence, at) or model_after(sentence, end)
        kind = f"{part}_{kind}" if part else kind
    return kind
