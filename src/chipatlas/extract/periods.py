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
from chipatlas.extract.literals import may_match, needed, needed_blind

# The period a figure's clause gives it, by scope, in the gold set's languages. Words with word
# breaks (case-blind): "monthly", "monatlich", "mensuel", "pro Woche", "par mois", "al mes",
# "all'anno". Chinese, Korean and Japanese glue the period to a noun or to the number: "每周",
# "월 10만 장" (a month, before the number; "3월" after a digit is March), "週産", "年間" (not
# "3年間", three years). Korean "주당" is per week only before a count of things ("주당 2만 장"):
# before money it is per share ("주당 1,000원").
_KO_BEFORE = r"(?<![\d\uac00-\ud7a3])"  # not "3월" (March), "6개월" (six months), "매월"
_HAN_BEFORE = r"(?<![\d\u3400-\u9fffかヶカケ])"  # not "3月", "今月", "3か月"; "は月3万枚" is
_COUNTED_KO = r"(?=\s?\d[\d,.]*\s?(?:[천만억]\s?)?(?:장|개|대))"
_LATIN_WORDS = {
    # A week only as "per week" in words: an adjective ("weekly", "wöchentlich") anywhere in the
    # clause may qualify another word than the figure (it put a wrong scope on a held-out figure).
    "per_week": r"\b(?:pro|je) woche\b|\bpar semaine\b|\bpor semana\b|\b(?:a|alla|per) settimana\b",
    "per_month": (
        r"\bmonthly\b|\bmonatlich\w*|\bmensuel(?:le)?s?\b|\bmensual(?:es)?\b|\bmensil[ei]\b|"
        r"\b(?:pro|je) monat\b|\bpar mois\b|\b(?:por|al) mes\b|\b(?:al|per) mese\b"
    ),
    "per_year": (
        r"\bannually\b|\bannual\b|\byearly\b|\bjährlich\w*|\bannuel(?:le)?s?\b|\banual(?:es)?\b|"
        r"\b(?:annuo|annui|annua|annue)\b|\b(?:pro|je) jahr\b|\bpar an\b|\b(?:por|al) año\b|"
        r"\b(?:all'anno|all’anno)\b"
    ),
    "per_quarter": r"\bquarterly\b",
}
_CJK_WORDS = {
    "per_week": r"每周|每週|每星期|毎週|週産|周产|週產|매주|" + _KO_BEFORE + r"주간|주당" + _COUNTED_KO,
    "per_month": (
        r"每月|毎月|月產能|月产能|月産|月产|月產|매월|"
        + _KO_BEFORE
        + r"(?:월간|월(?=\s?\d))|"
        + _HAN_BEFORE
        + r"(?:月間|月(?=\d))"
    ),
    "per_year": (
        r"每年|毎年|年產能|年产能|年産|年产|年產|매년|"
        + _KO_BEFORE
        + r"(?:연간|연(?=\s?\d))|"
        + _HAN_BEFORE
        + r"(?:年間|年(?=\d))"
    ),
    "per_quarter": r"季度|분기",
}


def _by_scope(words: dict[str, str]) -> str:
    return "|".join(f"(?P<{scope[4:]}>{pattern})" for scope, pattern in words.items())


# Two searches, each skipped when its words are not in the text (speed): the case-blind one
# for the Latin script, a plain one for Chinese, Korean and Japanese.
_PERIOD_WORD = re.compile(r"(?=[wWhHsSpPjJaAmMqQ])(?:" + _by_scope(_LATIN_WORDS) + ")", re.I)
_PERIOD_WORDS = needed_blind(_PERIOD_WORD)  # tested in the folded text before the search
# The first character's test first: most positions fail it at once, before the look-behinds.
_CJK_PERIOD_WORD = re.compile(r"(?=[每毎週周月年매주월연분季])(?:" + _by_scope(_CJK_WORDS) + ")")
_CJK_PERIOD_WORDS = needed(_CJK_PERIOD_WORD)

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
    r"\bannée complète\b|通年|通期|全年|연간|\bannual(?:ly)?\b|"
    # a fiscal year: "fiscal 2025", "FY2025", "im Geschäftsjahr", "l'exercice", 2025年度, 2024财年, 회계연도
    r"\bfiscal (?:year\b|(?:19|20)\d\d\b)|\bfy ?(?:19|20)?\d\d\b|\bgeschäftsjahr|\bfiskaljahr|"
    r"\bexercice\b|\bejercicio\b|\baño fiscal\b|\besercizio\b|\banno fiscale\b|\bannée fiscale\b|"
    r"(?:19|20)\d\d\s?年度|财年|財年|会计年度|會計年度|회계 ?연도"
)
_YEAR_WORDS = needed_blind(_YEAR)
# A calendar year named with the figure: "in 2024", "im Jahr 2024", "en 2024", "nel 2024", 2024年, 2024년
# (not a month of it, a half or a quarter: "2024年3月", "2024년 상반기"). It holds for the figure's
# own sentence only: "production starts in 2025" is no reporting period for later sentences.
_CALENDAR = blind(
    r"\b(?:in|for|during|im jahr|en|nel|dans l.année) (?:19|20)\d\d\b(?![-/.]\d)|"
    r"(?:19|20)\d\d\s?年(?![\d０-９一二三四五六七八九十上下前后後第度])|"
    r"(?:19|20)\d\d년(?! ?\d| ?[상하]반기| ?[1-4] ?분기)"
)
_CALENDAR_WORDS = needed_blind(_CALENDAR)

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
    latin = _PERIOD_WORD.search(words) if may_match(_PERIOD_WORDS, folded(words)) else None
    cjk = _CJK_PERIOD_WORD.search(words) if may_match(_CJK_PERIOD_WORDS, words) else None
    m = min((f for f in (latin, cjk) if f), key=lambda f: f.start(), default=None)
    return f"per_{m.lastgroup}" if m and m.lastgroup else None


def reporting_period(sentence: str, calendar: bool = True) -> str | None:
    """The reporting period a sentence names: 'per_quarter' ("in the second quarter",
    "im ersten Quartal", "2분기"), 'per_year' ("for the full year", "fiscal 2025", and with
    ``calendar`` "in 2024"), else None."""
    low = folded(sentence)
    if may_match(_QUARTER_WORDS, low) and _QUARTER.search(low):
        return "per_quarter"
    if may_match(_YEAR_WORDS, low) and _YEAR.search(low):
        return "per_year"
    if calendar and may_match(_CALENDAR_WORDS, low) and _CALENDAR.search(low):
        return "per_year"
    return None


# Named results too: a growth, guidance or estimate of one, one segment's ("segment_operating_profit").
RESULT_ENDINGS = ("_growth", "_guidance", "_estimate", "_revenue", "_profit", "_net_income", "eps")


def results_period(metric: str, clause: str, sentence: str, carried: str | None) -> str | None:
    """The period of a results figure (``metric`` in RESULTS, or a ``*_growth``): named in its
    clause, else in its sentence, else the one the document named last (``carried``). A plain
    'growth' (of no result the sentence names: a market's, a product's) takes no carried period."""
    if metric not in RESULTS and not metric.endswith(RESULT_ENDINGS):
        return None
    named = reporting_period(clause) or reporting_period(sentence)
    return named or (carried if metric != "growth" else None)
