"""The period a company-level figure is counted over: a month, a quarter, a year.

"monthly capacity", "revenue annually" and "월産" give the period in the figure's own
clause. Results are reported for a quarter or a year that is often named once, in the
sentence or in an earlier one ("SK Hynix posted a record in the second quarter ... Revenue
rose 35% to ..."): a results figure (revenue, profit, margin, growth, guidance) whose
sentence names no period takes the one named last in the document. Quarters are read in
the gold set's languages: "this quarter", "first-quarter", "Q2", "im ersten Quartal",
"segundo trimestre", "trimestre gennaio-marzo", "2분기", "第三季度", "第2四半期".
"""

from __future__ import annotations

import re

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.literals import may_match, needed_blind

_PERIOD_WORD = re.compile(
    r"\b(monthly|annually|annual|yearly|quarterly)\b|(季度|분기|每月|매월|每年|매년|月產能|月产能|月産|年產能|年产能|年産)",
    re.I,
)
_PERIOD_WORDS = needed_blind(_PERIOD_WORD)  # tested in the folded text before the search (speed)
_PERIODS = {"monthly": "per_month", "annually": "per_year", "annual": "per_year", "yearly": "per_year"}
_PERIODS["quarterly"] = "per_quarter"
# Chinese and Korean write no word breaks: "第三季度" (third quarter), "1분기" (Q1), "每月".
_PERIODS.update({"季度": "per_quarter", "분기": "per_quarter", "每月": "per_month", "매월": "per_month"})
_PERIODS.update({"每年": "per_year", "매년": "per_year"})
# "月產能" (monthly capacity), "年産" (annual output): the period glued to the noun.
_PERIODS.update({w: "per_month" for w in ("月產能", "月产能", "月産")})
_PERIODS.update({w: "per_year" for w in ("年產能", "年产能", "年産")})

# A quarter named as a reporting period. "a quarter of the market" (a fraction) is none: the
# English word counts only after an ordinal or a determiner of time, or as "quarter's".
_QUARTER = blind(
    r"\b(?:first|second|third|fourth|[1-4](?:st|nd|rd|th)|this|last|latest|next|previous|prior|same|"
    r"recent|current|record|fiscal|the)[- ](?:fiscal[- ])?quarter\b|\bquarter['’]s\b|\bq[1-4]\b|"
    r"\bquarterly\b|quartal|\btrimestr|\bquadrimestr|분기|季度|第[一二三四1-4１-４]季|四半期"
)
_QUARTER_WORDS = needed_blind(_QUARTER)
# A whole year as a reporting period: "for the full year", "im Gesamtjahr", "通年", "全年".
_YEAR = blind(
    r"\bfull[- ]year\b|\bfor the year\b|\bgesamtjahr|\baño completo\b|\bintero anno\b|"
    r"\bannée complète\b|通年|全年|연간|\bannual(?:ly)?\b"
)
_YEAR_WORDS = needed_blind(_YEAR)

# What a company reports for a period: its results, not an investment or a price.
RESULTS = frozenset(
    (
        "revenue",
        "operating_profit",
        "net_income",
        "profit",
        "guidance",
        "beat",
        "lost_revenue",
        "growth",
        "revenue_share",
        "margin",
    )
)


def period(words: str) -> str | None:
    """'monthly capacity', 'revenue annually': the period a company-level figure is counted over."""
    m = _PERIOD_WORD.search(words) if may_match(_PERIOD_WORDS, folded(words)) else None
    return _PERIODS[(m.group(1) or m.group(2)).lower()] if m else None


def reporting_period(sentence: str) -> str | None:
    """The reporting period a sentence names: 'per_quarter' ("in the second quarter",
    "im ersten Quartal", "2분기"), 'per_year' ("for the full year"), else None."""
    low = folded(sentence)
    if may_match(_QUARTER_WORDS, low) and _QUARTER.search(low):
        return "per_quarter"
    if may_match(_YEAR_WORDS, low) and _YEAR.search(low):
        return "per_year"
    return None


# Named results too: a growth, guidance or estimate of one, one segment's ("segment_operating_profit").
RESULT_ENDINGS = ("_growth", "_guidance", "_estimate", "_revenue", "_operating_profit", "_net_income", "eps")


def results_period(metric: str, clause: str, sentence: str, carried: str | None) -> str | None:
    """The period of a results figure (``metric`` in RESULTS, or a ``*_growth``): named in its
    clause, else in its sentence, else the one the document named last (``carried``). A plain
    'growth' (of no result the sentence names: a market's, a product's) takes no carried period."""
    if metric not in RESULTS and not metric.endswith(RESULT_ENDINGS):
        return None
    named = reporting_period(clause) or reporting_period(sentence)
    return named or (carried if metric != "growth" else None)
