"""The period a company-level figure is counted over: a month, a quarter, a year.

"monthly capacity", "revenue annually" and "월産" give the period in the figure's own
clause. Results are reported for a quarter or a year that is often named once, in the
sentence or in an earlier one ("SK Hynix posted a record in the second quarter ... Revenue
rose 35% to ..."): a results figure (revenue, profit, margin, growth, guidance) whose
sentence names no period takes the one named last in the document. Quarters are read in
the gold set's languages: "this quarter", "first-quarter", "Q2", "im ersten Quartal",
"segundo trimestre", "trimestre gennaio-marzo", "2분기", "第三季度", "第2四半期". A first half,
nine months, the year to date or a full year named before a results figure ("上半年", "前三季度",
"상반기", "first half", "全年") is that figure's period, not the quarter in its words; two years
named together ("2025 und 2026") give it none.
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
# The words tested before the search: "q1".."q4" for its "q[1-4]" (needed() would keep a bare
# "q", which most sentences hold), and the words of the other alternatives as needed() reads them.
_Q_NUMBER = r"\bq[1-4]\b|"
_OTHER_QUARTER_WORDS = needed_blind(re.compile(_QUARTER.pattern.replace(_Q_NUMBER, "")))
_QUARTER_WORDS = (
    None if _OTHER_QUARTER_WORDS is None else tuple(sorted({"q1", "q2", "q3", "q4", *_OTHER_QUARTER_WORDS}))
)
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
# A year named as a comparison's base is no reporting period: "un aumento del 180% respecto al
# mismo periodo del año fiscal previo", "up 56% from the previous fiscal year", "par rapport à
# l'exercice précédent", "gegenüber dem vorigen Geschäftsjahr". The fiscal quarter the article
# reports stays the figure's (a quarter's profit was read as a year's).
_BASE_BEFORE = blind(
    r"(?:previous|prior|preceding|last|same period of the|vorigen|vorherigen|letzten|"
    r"mismo periodo del|même période de l'|stesso periodo dell'|stesso periodo del)\s*$"
)
_BASE_AFTER = blind(r"\s*(?:previo|anterior|precedente|précédente?|passato|pasado|previous|prior|earlier)\b")


def _year_named(low: str) -> bool:
    """Whether a year words of ``low`` (folded) name a reporting period, not a comparison's base."""
    for m in _YEAR.finditer(low):
        before = low[max(0, m.start() - 30) : m.start()]
        if not _BASE_BEFORE.search(before) and not _BASE_AFTER.match(low, m.end()):
            return True
    return False


# A calendar year named with the figure: "in 2024", "im Jahr 2024", "en 2024", "nel 2024", 2024年, 2024년
# (not a month of it, a half or a quarter: "2024年3月", "2024년 상반기"). It holds for the figure's
# own sentence only: "production starts in 2025" is no reporting period for later sentences.
_CALENDAR = blind(
    r"\b(?:in|for|during|im jahr|en|nel|dans l.année) (?:19|20)\d\d\b(?![-/.]\d)|"
    r"(?:19|20)\d\d\s?年(?![\d０-９一二三四五六七八九十上下前后後第度])|"
    r"(?:19|20)\d\d년(?! ?\d| ?[상하]반기| ?[1-4] ?분기)"
)
_CALENDAR_WORDS = needed_blind(_CALENDAR)

# A cumulative period named with a results figure: the first half, the first nine months, the year
# to date, the full year ("上半年", "前三季度", "상반기", "上期", "H1", "first nine months",
# "erstes Halbjahr", "全年"). Its words hold "季度"/"quarter" ("前三季度", "first three quarters"),
# so they are read before the quarter's.
_CUMULATIVE = (
    (
        r"上半年|下半年|上半期|下半期|年度[上下]期|[上下]期(?:決算|業績|の)|中間期|[상하]반기|"
        r"\b[12]h\b|\bh[12]\b|\b(?:first|second)[- ]half\b|\bhalf[- ]year|\bhalbjahr|\bsemestre\b|"
        r"\bsemestral\b|\bsemestrale\b",
        "per_half_year",
    ),
    (
        r"前三季度?|前3季度?|前[三3][个個]季度?|1\s?[-~～〜至到]\s?9\s?月|1\s?[-~]\s?9\s?월|[1１]\s?[~-]\s?3\s?분기\s?누적|3\s?분기\s?누적|"
        r"第3四半期累計|\b(?:first )?nine months\b|\b9m\b|\bfirst three quarters\b|\bneun monat|"
        r"\bneuf (?:premiers )?mois\b|\bnueve (?:primeros )?meses\b|\bprimi nove mesi\b|\bnove mesi\b",
        "per_nine_months",
    ),
    (r"\byear[- ]to[- ]date\b|\bytd\b|年初至今|今年以来|今年以來|年初来|연초 이후", "year_to_date"),
    (
        r"\bfull[- ]year\b|\bfor the (?:whole |entire )?year\b|\bgesamtjahr|\bannée complète\b|"
        r"\baño completo\b|\bintero anno\b|通年|通期|全年|연간",
        "per_year",
    ),
)
_CUMULATIVE_RE = blind("|".join(f"(?P<p{i}>{p})" for i, (p, _) in enumerate(_CUMULATIVE)))
_CUMULATIVE_WORDS = needed_blind(_CUMULATIVE_RE)
_PART_OF_YEAR = blind("|".join(p for p, scope in _CUMULATIVE if scope != "per_year"))
# Two years joined ("2025 und 2026", "2025 and 2026", "2025-2026年"): the figure spans both, no one period.
_YEARS = blind(
    r"(?<!\d)(?:19|20)\d\d\s*(?:年\s*)?(?:and|und|et|y|e|to|bis|[-–~至到和、])\s*(?:19|20)\d\d(?!\d)"
)

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
    # Blanking a cumulative period only turns characters into spaces: a text without a quarter's
    # words (none holds a space) has none after it either, so the blanking is skipped (speed).
    if may_match(_QUARTER_WORDS, low):
        quarters = low
        if may_match(_CUMULATIVE_WORDS, low):  # "前三季度": nine months, not the quarter in its word
            quarters = _PART_OF_YEAR.sub(lambda m: " " * len(m.group(0)), low)
        if may_match(_QUARTER_WORDS, quarters) and _QUARTER.search(quarters):
            return "per_quarter"
    if may_match(_YEAR_WORDS, low) and _year_named(low):
        return "per_year"
    if calendar and may_match(_CALENDAR_WORDS, low) and _CALENDAR.search(low):
        return "per_year"
    return None


# Named results too: a growth, guidance or estimate of one, one segment's ("segment_operating_profit").
RESULT_ENDINGS = ("_growth", "_guidance", "_estimate", "_revenue", "_profit", "_net_income", "eps", "_margin")


def results_period(metric: str, clause: str, sentence: str, carried: str | None) -> str | None:
    """The period of a results figure (``metric`` in RESULTS, or a ``*_growth``): named in its
    clause, else in its sentence, else the one the document named last (``carried``). A plain
    'growth' (of no result the sentence names: a market's, a product's) takes no carried period."""
    if metric not in RESULTS and not metric.endswith(RESULT_ENDINGS):
        return None
    named = reporting_period(clause) or reporting_period(sentence)
    return named or (carried if metric != "growth" else None)


_MONTH_NAMES = "january|february|march|april|may|june|july|august|september|october|november|december"
# A month's result: "September revenue", "revenue for September", "9月營收", "9月の売上高", "9월 매출".
_MONTH_RESULT = re.compile(
    rf"\b(?:{_MONTH_NAMES})(?:['’]s)?\s+(?:revenue|sales)\b|\b(?:revenue|sales)\s+(?:for|in)\s+"
    rf"(?:{_MONTH_NAMES})\b|\bmonthly (?:revenue|sales)\b|"
    r"(?<![\d.])(?:1[0-2]|0?[1-9])\s?月份?の?\s?(?:合併|合并)?(?:營收|营收|營業收入|营业收入|売上高|売上|收入)|"
    r"(?<![\d.])(?:1[0-2]|[1-9])월\s?매출",
    re.I,
)
# A change against the month before: "month on month", "月增", "전월 대비", "前月比", "Vormonat".
_MONTH_ON_MONTH = re.compile(
    r"\b[Mm]onth[- ]on[- ]month\b|\bMoM\b|\b[Mm]/[Mm]\b|\bVormonat|\bmois précédent|\bmes anterior|"
    r"\bmese precedente|月增|月減|月减|전월\s?대비|前月比"
)


def _month_period(metric: str, sentence: str, at: int) -> bool:
    """Whether a results figure at ``at`` is one month's: a month's result named
    before it with no quarter since ("9月營收…，年增90%"), or a growth against the month before
    written next to it ("rose 17% month on month", "月增17%")."""
    if metric.endswith("growth") and _MONTH_ON_MONTH.search(sentence, max(0, at - 8), at + 30):
        return True
    months = list(_MONTH_RESULT.finditer(sentence, 0, at))
    return bool(months) and not _QUARTER.search(folded(sentence[months[-1].end() : at]))


# A growth against the quarter before, written right after the percentage ("80% quarter-over-
# quarter", "50% on a quarter-to-quarter basis", "im Quartalsvergleich", "d'un trimestre à l'autre")
# or right before it ("季增20%", "전분기 대비 20%", "前四半期比20%"): one quarter's change, whatever
# year the sentence names. Not "sequentially", 环比 or 前期比: against the period before, which is
# a month in monthly sales, a fiscal year in annual results.
_QOQ_AFTER = re.compile(
    r"[\d.,]+\s?(?:%|％|percent|per cent|prozent|pour cent|por ciento|per cento)\s*[(,]?\s*"
    r"(?:quarter[- ](?:over|on|to)[- ]quarter|QoQ\b|q/q\b|on a quarter[- ](?:over|on|to)[- ]quarter basis|"
    r"gegenüber dem Vorquartal|im Quartalsvergleich|"
    r"d['’]un trimestre à l['’]autre|en rythme trimestriel|sur un trimestre|intertrimestral|"
    r"respecto al trimestre anterior|rispetto al trimestre precedente|su base trimestrale)",
    re.I,
)
_QOQ_BEFORE = re.compile(r"(?:季增|季減|季减|전\s?분기\s?대비\s?|前四半期比)\s?(?:约|約|약)?\s?$")


def quarter_on_quarter(metric: str, sentence: str, at: int) -> bool:
    """Whether the growth percentage at ``at`` is against the quarter before."""
    if not metric.endswith("growth"):
        return False
    return bool(_QOQ_AFTER.match(sentence, at) or _QOQ_BEFORE.search(sentence, max(0, at - 12), at))


def own_period(metric: str, sentence: str, at: int) -> str | None:
    """The period a results figure at ``at`` is counted over when the words nearest before it in
    its sentence name a cumulative one ('per_half_year', 'per_nine_months', 'year_to_date', a full
    year 'per_year'), "" where it spans two years named together; None where they name none of
    these (a quarter, say: ``results_period`` reads it); 'per_month' for one month's result."""
    if metric not in RESULTS and not metric.endswith(RESULT_ENDINGS):
        return None
    if _month_period(metric, sentence, at):  # "9月營收", "September revenue", "月增17%"
        return "per_month"
    if quarter_on_quarter(metric, sentence, at):  # "80% quarter-over-quarter", "季增20%"
        return "per_quarter"
    low = folded(sentence[:at])
    years = list(_YEARS.finditer(low))
    if years and not _QUARTER.search(low, years[-1].end()):
        return ""
    if not may_match(_CUMULATIVE_WORDS, low):
        return None
    found = list(_CUMULATIVE_RE.finditer(low))
    if not found:
        return None
    last = found[-1]
    quarter = [m for m in _QUARTER.finditer(low, last.end()) if m.start() >= last.end()]
    if quarter:  # "上半年…，其中二季度实现收入": the quarter named after it is the figure's
        return None
    return _CUMULATIVE[int((last.lastgroup or "p0")[1:])][1]
