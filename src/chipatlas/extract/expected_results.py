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

from chipatlas.extract.folding import blind, folded

RESULTS = ("revenue", "operating_profit", "net_income", "profit")

# Analysts' or the market's expectation, as a noun the amount follows.
_EXPECTATION = blind(
    r"consensus|\banalysts?['’]?\s+(?:estimates?|expectations?|forecasts?|projections?)|"
    r"\b(?:market|street|wall street)\s+(?:estimates?|expectations?|forecasts?)|"
    r"\b(?:estimates?|expectations?) (?:of|for)\b|"
    r"previsi[oó]n(?:es)? de (?:los )?analistas|estimaciones|\bconsenso|aspettative|\bstime\b|"
    r"\battentes\b|prévisions? des analystes|analystenschätzung|\berwartungen|"
    r"アナリスト予想|市場予想|コンセンサス|予想平均|전망치|컨센서스|시장\s?예상|추정치|"
    r"预期|預期|预估|預估|市场共识|市場共識"
)
# A word comparing a result with the expectation: after it, the amount is the result.
_COMPARING = blind(
    r"\bbeat|\bexceed|\btop(?:s|ped)?\b|\babove\b|\bbelow\b|\bmiss|\bsurpass|\boutpac|"
    r"super[óa]|superando|dépass|übertr|battut|上回|下回|超え|상회|웃돌|웃돈|웃도|하회|밑돌|밑돈|넘|超过|超出|高于|低于|不及"
)
_NOUN_REACH = 40  # how far before the amount an expectation noun may stand
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
    (
        r"\bsegment|\bdivision|\bbusiness unit|部門|부문|事业部|事業部|部门|\bsparte\b|\bdivisi[oó]n",
        "segment",
    ),
)
_SEGMENT_RE = [(blind(p), name) for p, name in _SEGMENTS]
# "total revenue", "全社売上高": the company's whole, whatever segment the sentence names too.
_TOTAL = blind(r"\btotal\b|\boverall\b|全社|전체|全体|总营收|總營收|\bgesamt")
_SEGMENT_REACH = 60


def estimate(sentence: str, at: int) -> bool:
    """Whether the amount at ``at`` in ``sentence`` is an expected result, not one reported:
    an expectation named right before it ("consensus of"), the sentence's predicate ("is
    expected to post ... of"), or an expectation named right after it (CJK: "…と予想される")."""
    before = folded(sentence[max(0, at - _NOUN_REACH) : at])
    nouns = list(_EXPECTATION.finditer(before))
    if nouns and not _COMPARING.search(before, nouns[-1].end()):
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


def segment(sentence: str, at: int) -> str | None:
    """The segment ('data_center', 'gaming', ..., 'segment') the words before the amount at ``at``
    name, or None (none named, or the sentence speaks of the company's total)."""
    before = folded(sentence[max(0, at - _SEGMENT_REACH) : at])
    if _TOTAL.search(before):
        return None
    return next((name for p, name in _SEGMENT_RE if p.search(before)), None)


def result_kind(metric: str, named: str | None, sentence: str, at: int, end: int) -> str:
    """The metric of a results amount at ``sentence[at:end]``: its estimate, guidance or a
    segment's where the words say so. ``named`` is the result the sentence names (for an amount
    read as 'beat' or 'guidance', whose result is not the metric itself)."""
    own = metric.removesuffix("_guidance")
    base = own if own in RESULTS else named
    if base is None:
        return metric
    after = expected_after(sentence, end)
    if estimate(sentence, at) or after == "estimate":
        metric = f"{base}_estimate"
    elif after == "guidance":
        metric = f"{base}_guidance"
    elif metric not in RESULTS and metric != f"{base}_guidance":
        return metric
    if base == "revenue":
        part = segment(sentence, at)
        metric = f"{part}_{metric}" if part else metric
    return metric
