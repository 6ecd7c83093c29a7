"""Whether a company's margin or growth percentage is reported, guided or estimated: the company's
own expectation ("expects a gross margin of", "proyecta ... un margen", 指引, ガイダンス) makes it
``<metric>_guidance``, analysts' or the market's ``<metric>_estimate``; a result reported after
the word keeps its metric. Split from ``extract.expected_results`` (whose expectation words it
reads).
"""

from __future__ import annotations

from chipatlas.extract.expected_results import COMPARING, estimate, own_expectation
from chipatlas.extract.folding import blind, folded
from chipatlas.extract.result_segments import percent_segment

# A percentage the company expects (a guided margin or growth), said anywhere before it in the
# sentence: "expects a gross margin of", "are expected in the range of", "raised its guidance".
_GUIDED_PERCENT = blind(
    r"\b(?:expects?|expected|anticipates?|anticipated|guid\w*|outlook|forecasts?|projects?|projected|"
    r"estimated)\b(?<!than expected)(?<!than anticipated)(?<!than forecast)|"
    r"(?<!市场)(?<!市場)(?<!分析师)(?<!分析師)(?:预计|預計|预期|預期)|見通し|見込|指引|가이던스|ガイダンス"
)
_GUIDE_REACH = 80  # how far before a percentage the word saying it is expected may stand
# A result reported after the word: "expected ... ; the gross margin came in at 55.6%".
_REPORTED = blind(
    r"\breported\b|\bposted\b|\bcame in\b|\bwas\b|\bwere\b|\bimproved\b|\breached\b|\brose\b|"
    r"\bgrew\b|\bfell\b|\bclimbed\b|;"
)
_PERCENT_RESULTS = (
    "margin",
    "growth",
    "revenue_growth",
    "operating_profit_growth",
    "net_income_growth",
    "node_revenue_share",
)


# A segment's margin or growth ("the cloud business grew 50%", "La divisione cloud ha registrato un
# margine lordo del 41%") is the segment's, not the company's (the amounts' rule, result_segments).
_SEGMENT_PERCENTS = frozenset(
    {"margin", "growth", "revenue_growth", "operating_profit_growth", "net_income_growth"}
)


def percent_kind(metric: str, sentence: str, at: int, end: int) -> str:
    """A margin or growth the company expects is its guidance ('margin_guidance'); one analysts
    or the market expect is an estimate; a reported one keeps its metric. One a segment's words
    say is the segment's is named for it ('segment_margin', 'segment_growth')."""
    kind = _expected_kind(metric, sentence, at, end)
    part = percent_segment(sentence, at) if metric in _SEGMENT_PERCENTS else None
    return f"{part}_{kind}" if part else kind


def _expected_kind(metric: str, sentence: str, at: int, end: int) -> str:
    """The percentage's metric, reported, guided or estimated."""
    if metric not in _PERCENT_RESULTS:
        return metric
    if estimate(sentence, at, end):
        return f"{metric}_estimate"
    own = own_expectation(sentence, at)  # "la empresa proyecta que su margen bruto rondará el 38 %"
    if own is not None:
        return f"{metric}_{own}"
    head = folded(sentence[max(0, at - _GUIDE_REACH) : at])
    # "exceeding forecasts": a word comparing a result with a forecast says no guidance
    said = [
        m
        for m in _GUIDED_PERCENT.finditer(head)
        if not COMPARING.search(head, max(0, m.start() - 20), m.start())
    ]
    if not said or _REPORTED.search(head, said[-1].end()):
        return metric
    return f"{metric}_guidance"
