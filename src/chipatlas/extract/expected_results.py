"""Which result a company's results amount is: reported, expected, or one segment's.

An earnings story names more amounts than the company reported: the analysts' consensus it
beat ("beat the market consensus of 6.75 trillion won"), a forecast of results not yet out
("is expected to post revenue of 24.47 trillion won", "アナリスト予想の413億ドル"), the
company's own expectation ("売上高が540億ドルになると予想"), and one segment's revenue
("data center revenue of $41 billion", "ゲーム部門の売上高"). Each is stored under its own
metric (``revenue_estimate``, ``revenue_guidance``, ``data_center_revenue``), never as the
company's reported total. A result that beats or misses an estimate stays a result: the
estimate's word must be the last thing before the amount, with no comparing word between.
"""

from __future__ import annotations

import re

from chipatlas.extract.company_metrics import result_named
from chipatlas.extract.folding import blind, folded

RESULTS = ("revenue", "operating_profit", "net_income", "profit", "eps")

# Analysts' or the market's expectation, as a noun the amount follows.
_EXPECTATION = blind(
    r"consensus|\banalysts?['’]?\s+(?:estimates?|expectations?|forecasts?|projections?)|"
    r"\b(?:market|street|wall street)\s+(?:estimates?|expectations?|forecasts?)|"
    r"\b(?:street|analysts?|market)['’]?s?\s+(?:target|estimate|forecast|guidance|expectation)s?\b|"
    r"\b(?:estimates?|expectations?) (?:of|for)\b|\bforecasts of\b|"
    r"\banalysts? (?:expect|forecast|project|see)\w*|"
    r"previsi[oó]n(?:es)? de (?:los )?analistas|estimaciones|\bconsenso|aspettative|\bstime\b|"
    r"\battentes\b|prévisions? des analystes|analystenschätzung|\berwartungen|"
    r"アナリスト予想|市場予想|コンセンサス|予想平均|전망치|컨센서스|시장\s?예상|추정치|"
    # 预期/预估 alone may be the company's own ("公司预期"): the market's or analysts' only when said
    r"(?:市场|市場|分析师|分析師|机构|機構)(?:的)?(?:预期|預期|预估|預估)|市场共识|市場共識"
)
# A word comparing a result with the expectation: after it, the amount is the result.
_COMPARING = blind(
    r"\bbeat|\bexceed|\btop(?:s|ped)?\b|\babove\b|\bbelow\b|\bmiss|\bsurpass|\boutpac|"
    r"super[óa]|superando|dépass|übertr|battut|上回|下回|超え|상회|웃돌|웃돈|웃도|하회|밑돌|밑돈|넘|超过|超出|高于|低于|不及"
)
_NOUN_REACH = 40  # how far before the amount an expectation noun may stand
# ... or right after it: "Wall Street's $11.8 billion estimate", "vs. $8.87 billion expected".
_EXPECTATION_AFTER = blind(
    r"\s*(?:(?:average|mean|consensus)\s+)?(?:analysts?['’]?\s+)?(?:estimates?|expected|expectations?|consensus)\b"
)
# The company's own expectation right before the amount: "revenue ... will be about $10.7 billion".
_WILL = blind(
    r"\bwill (?:be|reach|total|come in)\b|\bprojected\b|\bprojecting\b|\bto be between\b|"
    r"\b(?:expects?|anticipates?)\b|(?<!市场)(?<!市場)(?<!分析师)(?<!分析師)(?:预计|預計|预期|預期)"
)
# A percentage the company expects (a guided margin or growth), said anywhere before it in the
# sentence: "expects a gross margin of", "are expected in the range of", "raised its guidance".
_GUIDED_PERCENT = blind(
    r"\b(?:expects?|expected|anticipates?|anticipated|guid\w*|outlook|forecasts?|projects?|projected|"
    r"estimated)\b(?<!than expected)(?<!than anticipated)(?<!than forecast)|"
    r"(?<!市场)(?<!市場)(?<!分析师)(?<!分析師)(?:预计|預計|预期|預期)|見通し|見込"
)
_GUIDE_REACH = 80  # how far before a percentage the word saying it is expected may stand
# A result reported after the word: "expected ... ; the gross margin came in at 55.6%".
_REPORTED = blind(
    r"\breported\b|\bposted\b|\bcame in\b|\bwas\b|\bwere\b|\bimproved\b|\breached\b|\brose\b|"
    r"\bgrew\b|\bfell\b|\bclimbed\b|;"
)
_PERCENT_RESULTS = ("margin", "growth", "revenue_growth", "operating_profit_growth", "net_income_growth")
# "beating estimates by $2 billion": the amount a beat word comes before is by how much it beat.
_BEAT_BEFORE = blind(r"\bbeat(?:s|ing)?\b[^,;.]{0,40}$")
# Earnings per share: "$3.68 a share", "earnings per share of $1.56", "EPS of $1.91".
_PER_SHARE_AFTER = blind(
    # "$1.40 per ADS", "$0.96 per ADR unit": a depositary share's part of the earnings
    r"\s*(?:(?:an?|per)\s+(?:diluted\s+)?share\b|per\s+ad[rs]\b|per american depositary|"
    r"par action|je aktie|por acción|per azione)"
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
# What ends the predicate's reach: another clause's own statement ("..., after it reported X").
_PREDICATE_END = blind(r";|\bwhile\b|\bwhereas\b|\bbut\b|\bafter\b|\breported\b|\bposted\b|\bcompared\b")
# After the amount: "…になると予想" (the company's expectation), "…と予想される", "…로 예상된다".
_EXPECTED_AFTER = re.compile(r"[^。、.,;]{0,12}?(?:と予想|と見込|と見通|로 예상|으로 예상|로 전망|으로 전망)")
_OTHERS = re.compile(r"アナリスト|市場|証券|される|されて|증권|시장")


def _line(product: str) -> str:
    """The words naming one product line's revenue, in the gold set's languages."""
    noun = r"(?:revenue|sales|umsatz|chiffre d'affaires|ingresos|ricavi|fatturato)"
    cjk = r"(?:매출|売上|营收|營收|销售额|銷售額)"
    return (
        rf"\b(?:{product})\w*\s+{noun}\b|\b{noun}\s+(?:from|of)\s+(?:its\s+)?(?:{product})\b"
        rf"|(?:{product})\w*\s?{cjk}"
    )


# A segment's revenue, by the segment's words before the amount in its clause.
_SEGMENTS = (
    (
        r"data[- ]?cent(?:er|re)s?|datacenter|データセンター|데이터\s?센터|数据中心|數據中心|資料中心|"
        r"rechenzentr|centres? de données|centros? de datos",
        "data_center",
    ),
    (r"\bgaming\b|ゲーム|게이밍|게임|游戏|遊戲", "gaming"),
    (r"\bautomotive\b|車載|자동차|汽车|汽車", "automotive"),
    (r"\bnetworking\b|ネットワーク|네트워크|网络|網路|網絡", "networking"),
    # A product line's revenue, the product word on the revenue noun ("HBM revenue", "DRAM sales",
    # "revenue from HBM", "HBM 매출"): not the company's total.
    (_line("hbm|고대역폭\\s?메모리"), "hbm"),
    (_line("dram|디램"), "dram"),
    (_line("nand|낸드"), "nand"),
    (
        r"\bsegment|\bdivision|\bbusiness unit|部門|부문|事业部|事業部|部门|\bsparte\b|\bdivisi[oó]n|"
        r"사업부|(?:반도체|메모리|파운드리)\s?사업|메모리\s?반도체|메모리가|semiconductor (?:business|unit)",
        "segment",
    ),
)
_SEGMENT_RE = [(blind(p), name) for p, name in _SEGMENTS]
# "total revenue", "全社売上高": the company's whole, whatever segment the sentence names too.
_TOTAL = blind(r"\btotal\b|\boverall\b|全社|전체|全体|总营收|總營收|\bgesamt")
_SEGMENT_REACH = 60


def estimate(sentence: str, at: int, end: int) -> bool:
    """Whether the amount at ``sentence[at:end]`` is an expected result, not one reported: an
    expectation named right before it ("consensus of") or right after it ("$8.8 billion
    estimate"), or the sentence's predicate ("is expected to post ... of")."""
    before = folded(sentence[max(0, at - _NOUN_REACH) : at])
    nouns = list(_EXPECTATION.finditer(before))
    if nouns and not _COMPARING.search(before, nouns[-1].end()):
        return True
    if _EXPECTATION_AFTER.match(folded(sentence[end : end + 40])):
        return True
    head = folded(sentence[:at])
    said = list(_PREDICTED.finditer(head))
    return bool(said and not _PREDICATE_END.search(head, said[-1].end()))


def expected_after(sentence: str, end: int) -> str | None:
    """'guidance' for "…になると予想" after the amount ending at ``end`` (the company's own
    expectation), 'estimate' where others expect it (analysts, the market, a passive); else None."""
    if not _EXPECTED_AFTER.match(sentence, end):
        return None
    return "estimate" if _OTHERS.search(sentence) else "guidance"


def per_share(sentence: str, at: int, end: int) -> bool:
    """Whether the amount at ``sentence[at:end]`` is earnings per share ("$3.68 a share")."""
    if _PER_SHARE_AFTER.match(folded(sentence[end : end + 25])):
        return True
    return _PER_SHARE_BEFORE.search(folded(sentence[max(0, at - 50) : at])) is not None


_HEAD = 40  # the words that open a sentence: its subject ("The data center segment, which ...")


def segment(sentence: str, at: int) -> str | None:
    """The segment ('data_center', 'gaming', ..., 'segment') the words before the amount at ``at``
    name, or the sentence's subject names as a segment ("The data center segment ... grew to
    $7.6 billion"); None where none is named or the words at the amount speak of the total."""
    before = folded(sentence[max(0, at - _SEGMENT_REACH) : at])
    if _TOTAL.search(before):
        return None
    near = next((name for p, name in _SEGMENT_RE if p.search(before)), None)
    head = folded(sentence[: min(at, _HEAD)])
    if (near is None or near == "segment") and _SEGMENT_RE[-1][0].search(head):
        return next(name for p, name in _SEGMENT_RE if p.search(head))
    return near


def percent_kind(metric: str, sentence: str, at: int, end: int) -> str:
    """A margin or growth the company expects is its guidance ('margin_guidance'); one analysts
    or the market expect is an estimate; a reported one keeps its metric."""
    if metric not in _PERCENT_RESULTS:
        return metric
    if estimate(sentence, at, end):
        return f"{metric}_estimate"
    head = folded(sentence[max(0, at - _GUIDE_REACH) : at])
    # "exceeding forecasts": a word comparing a result with a forecast says no guidance
    said = [
        m
        for m in _GUIDED_PERCENT.finditer(head)
        if not _COMPARING.search(head, max(0, m.start() - 20), m.start())
    ]
    if not said or _REPORTED.search(head, said[-1].end()):
        return metric
    return f"{metric}_guidance"


def result_kind(metric: str, named: str | None, sentence: str, at: int, end: int) -> str:
    """The metric of a results amount at ``sentence[at:end]``: earnings per share, its estimate,
    guidance or a segment's where the words say so. ``named`` is the result the sentence names
    nearest before the amount (what an estimate, a 'beat' or a bare 'guidance' is of)."""
    own = metric.removesuffix("_guidance")
    near = folded(sentence[max(0, at - _NOUN_REACH) : at])
    shares = per_share(sentence, at, end)
    if shares:  # "$3.68 a share": earnings per share, guided only where a word right before says so
        own = named = "eps"
        metric = "eps_guidance" if _OWN_FORECAST.search(folded(sentence[:at])) else "eps"
    elif _ANY_PER_SHARE.search(folded(sentence[:at])) and named is None:
        named = "eps"  # "earnings per share of $1.56, beating the consensus forecast of $1.43"
    elif own == "profit" and (close := result_named(near, len(near))):
        own = close  # "revenue projected between ... and ... and adjusted earnings": revenue, named before
    elif own == "beat" and not _BEAT_BEFORE.search(folded(sentence[max(0, at - 50) : at])):
        own = named or own  # "to $8.05 billion, also beating the Street's target": the result itself
    base = own if own in RESULTS else named
    if base is None:
        return metric
    after = expected_after(sentence, end)
    guided = metric.endswith("guidance") or _WILL.search(near)
    if estimate(sentence, at, end) or after == "estimate":
        kind = f"{named or base}_estimate"
    elif after == "guidance" or guided:
        kind = f"{base}_guidance"
    elif own in RESULTS:
        kind = own
    else:
        return metric
    if kind.startswith(("revenue", "operating_profit", "net_income")):
        part = segment(sentence, at)
        kind = f"{part}_{kind}" if part else kind
    return kind
