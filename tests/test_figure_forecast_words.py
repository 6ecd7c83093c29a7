"""A forecast or an estimate is never a reported result: "ahead of a prediction of 7.4 trillion
won" is the estimate the result beat; "…となる見込み" is the company's own forecast; a range's
midpoint ("at the midpoint", "中央値では") is a forecast's too. SYNTHETIC sentences: the company
("Zorblax") and every number are invented.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

_GAZ = ParticleGazetteer({"Zorblax": ("company:zorblax", "Company")})
Z = "company:zorblax"

# (language, text, the money figures as (metric, value))
ROWS: list[tuple[str, str, list[tuple[str, str]]]] = [
    ("en", "SYNTHETIC: Zorblax posted operating profit of 8.1 trillion won in the quarter, ahead of a "
     "broker prediction of 7.4 trillion won.",
     [("operating_profit", "8100000000000"), ("operating_profit_estimate", "7400000000000")]),
    ("ja", "SYNTHETIC: ゾーブラックスの純利益は2,100億〜2,500億円となる見込みで、"
     "中央値では約2,300億円となる。",
     [("net_income_guidance", "210000000000-250000000000"), ("net_income_guidance", "230000000000")]),
    ("ja", "SYNTHETIC: ゾーブラックスの純利益は5,000億円となる見込みだ。",
     [("net_income_guidance", "500000000000")]),
    ("en", "SYNTHETIC: Zorblax guided revenue between $5 billion and $5.4 billion; at the midpoint, revenue "
     "would be $5.2 billion.",
     [("revenue_guidance", "5000000000-5400000000"), ("revenue_guidance", "5200000000")]),
    # near misses: a result reported
    ("ja", "SYNTHETIC: ゾーブラックスの純利益は5,000億円となった。", [("net_income", "500000000000")]),
    ("en", "SYNTHETIC: Zorblax reported revenue of $5 billion for the quarter.", [("revenue", "5000000000")]),
]  # fmt: skip


@pytest.mark.parametrize(("language", "text", "want"), ROWS, ids=[r[1][:60] for r in ROWS])
def test_a_forecast_is_no_result(language: str, text: str, want: list[tuple[str, str]]) -> None:
    got = [(c["metric"], c["value"]) for c in claims_of(text, _GAZ, language) if c.get("unit") != "%"]
    assert sorted(got) == sorted(want)
