"""A fiscal year or a calendar year named with a results figure makes it per_year.

SYNTHETIC TABLE: every sentence below was written for this test (invented companies
Examplechip and Quellmark, invented numbers), before the rule it checks (branch t4fix,
2026-12-01). Rule (extract/periods.py): "fiscal 2025 revenue", "in the fiscal year
ending January 26", "FY2025", "in 2024", "im Geschäftsjahr", "im Jahr 2024", "pour
l'exercice", "en 2024", "en el ejercicio fiscal", "nell'esercizio", "nel 2024", 2025年度,
2024财年, 2024年, 연간, 2024년 name a year as the reporting period. A quarter named in the same
sentence wins ("the third quarter of its fiscal year 2025"); a month, a half year and a
target date ("by 2027") are no year.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import figures_of

from chipatlas.extract import periods
from chipatlas.extract.literals import may_match
from chipatlas.extract.mentions import DictGazetteer
from chipatlas.extract.periods import reporting_period

YEARS = [
    "Examplechip's fiscal 2025 revenue was a record.",
    "In the fiscal year ending January 26, Examplechip earned $17 billion from that market.",
    "Examplechip reported FY2025 sales of $4 billion.",
    "Quellmark reported $6.2 billion in 2024 from that market.",
    "Im Geschäftsjahr erzielte Examplechip einen Umsatz von 3 Milliarden Euro.",
    "Im Jahr 2024 erzielte Examplechip einen Umsatz von 3 Milliarden Euro.",
    "Pour l'exercice 2025, Examplechip a réalisé un chiffre d'affaires de 3 milliards d'euros.",
    "En 2024, Quellmark a réalisé un chiffre d'affaires de 2 milliards de dollars.",
    "En el ejercicio fiscal 2025, Examplechip facturó 3.000 millones de dólares.",
    "Nell'esercizio 2025 Examplechip ha registrato ricavi per 3 miliardi di euro.",
    "Nel 2024 Quellmark ha registrato ricavi per 2 miliardi di dollari.",
    "Examplechip的2025年度营收为30亿美元。",
    "Examplechip 2024财年营收为30亿美元。",
    "Examplechip 2024年营收为30亿美元。",
    "エグザンプルチップの2025年度の売上高は3000億円だった。",
    "Examplechip의 연간 매출은 3조 원이다.",
    "Examplechip은 2024년 매출 3조 원을 기록했다.",
]
NOT_YEARS = [
    "Examplechip closed the third quarter of its fiscal year 2025 with revenue of $57 billion.",
    "Examplechip aims to reach $9 billion in revenue by 2027.",
    "Examplechip 2024年3月营收为3亿美元。",
    "Examplechip은 2024년 상반기 매출 1조 원을 기록했다.",
    "Examplechip은 2025년 8월 매출 1조 원을 기록했다.",
]


@pytest.mark.parametrize("sentence", YEARS)
def test_a_year_is_the_reporting_period(sentence: str) -> None:
    assert reporting_period(sentence) == "per_year"


@pytest.mark.parametrize("sentence", NOT_YEARS)
def test_a_quarter_a_month_a_half_or_a_target_is_no_year(sentence: str) -> None:
    assert reporting_period(sentence) != "per_year"


def test_the_years_revenue_is_stored_per_year() -> None:
    gaz = DictGazetteer({"Examplechip": ("company:examplechip", "Company")})
    text = "SYNTHETIC: In the fiscal year ending January 26, Examplechip earned revenue of $17 billion."
    assert ("company:examplechip", "revenue", "17000000000", "per_year") in figures_of(text, gaz)


def test_quarter_words_hold_no_space() -> None:
    """``reporting_period`` skips blanking a cumulative period when the text holds none of the
    quarter's words: sound only while none of them holds a space (blanking makes spaces)."""
    assert periods._QUARTER_WORDS
    assert not any(" " in word for word in periods._QUARTER_WORDS)


def test_quarter_words_are_the_patterns() -> None:
    """The quarter's words are needed() of its pattern, but "q1".."q4" for its "q[1-4]" branch."""
    assert periods._Q_NUMBER in periods._QUARTER.pattern  # the branch the words spell out
    for sentence in ("synthetic co's q3 revenue", "q4", "(q1)", "the fiscal quarter", "synthetic quartals"):
        assert periods._QUARTER.search(sentence)
        assert may_match(periods._QUARTER_WORDS, sentence)
    assert not may_match(periods._QUARTER_WORDS, "quansilgra synthetic systems 4 shipped 135 chips")


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # SYNTHETIC sentences: a cumulative period holding a quarter's word, with and without a quarter
        ("Synthetic Co's revenue for the first three quarters rose.", None),
        ("前三季度 Synthetic 营收增长。", None),
        ("Synthetic Co's revenue in the first half and the second quarter rose.", "per_quarter"),
        ("Synthetic Co's H1 revenue rose; Q2 was flat.", "per_quarter"),
        ("Synthetic Co's half-year revenue rose.", None),
    ],
)
def test_reporting_period_with_cumulative_words(sentence: str, expected: str | None) -> None:
    assert reporting_period(sentence, calendar=False) == expected
