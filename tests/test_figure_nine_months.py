"""The first nine months written with a measure word or another dash ("前三個季度", "前三个季度",
"1～9月期") are a cumulative period, not the quarter their words hold: a nine-month figure is
never read as quarterly. SYNTHETIC sentences: the company and every number are invented.
"""

from __future__ import annotations

import pytest
from tests.test_figure_meanings import Row, _read

Z = "company:zorblax"

ROWS: list[Row] = [
    (
        "合成：泽塔公司前三個季度收入為45.2億美元,較去年同期增長12.3%; 毛利率為19.5%。",
        "zh",
        [
            (Z, "margin", "19.5", "per_nine_months"),
            (Z, "revenue_growth", "12.3", "per_nine_months"),
            (Z, "revenue", "4520000000", "per_nine_months"),
        ],
    ),
    (
        "合成：泽塔前三个季度营收38.2亿元。",
        "zh",
        [(Z, "revenue", "3820000000", "per_nine_months")],
    ),
    (  # near miss: the third quarter alone
        "合成：泽塔第三季度营收38.2亿元。",
        "zh",
        [(Z, "revenue", "3820000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), ROWS)
def test_nine_months_with_a_measure_word(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    # the period is what is checked here; who owns each figure is other tests' matter
    assert sorted((m, v, scope) for _, m, v, scope in _read(text, language)) == sorted(
        (m, v, scope) for _, m, v, scope in want
    )
