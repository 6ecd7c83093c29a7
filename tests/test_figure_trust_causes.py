"""Causes of the audit's wrong company figures, fixed before any class is trusted (issue #10,
branch figtrust): SYNTHETIC sentences, every company ("Zorblax", "泽塔", "조르블랙스",
"ゾーブラックス") and number invented. Each row is (text, language, what must be stored as
(subject, metric, value, scope)).
"""

from __future__ import annotations

import pytest
from tests.test_figure_meanings import Row, _read

Z = "company:zorblax"

# Synthetic: a year named as a comparison's base ("the same period of the previous fiscal year")
# is no reporting period: the fiscal quarter the text reports stays the figure's.
COMPARISON_BASES: list[Row] = [
    (
        "SINTÉTICO: Zorblax alcanzó resultados récord en su primer trimestre fiscal. La firma logró "
        "un beneficio neto de 5.000 millones de dólares, un aumento del 80% respecto al mismo "
        "periodo del año fiscal previo.",
        "es",
        [(Z, "net_income", "5000000000", "per_quarter"), (Z, "net_income_growth", "80", "per_quarter")],
    ),
    (
        "SYNTHETIC: Zorblax reported its fiscal first quarter. Net income was $5 billion, up 80% "
        "from the previous fiscal year.",
        "en",
        [(Z, "net_income", "5000000000", "per_quarter"), (Z, "net_income_growth", "80", "per_quarter")],
    ),
    (
        "SYNTHÉTIQUE : Zorblax a publié son premier trimestre. Le bénéfice net a atteint 5 milliards "
        "de dollars, en hausse de 80 % par rapport à l'exercice précédent.",
        "fr",
        [(Z, "net_income", "5000000000", "per_quarter"), (Z, "net_income_growth", "80", "per_quarter")],
    ),
    (  # near miss: a fiscal year named as the period
        "SYNTHETIC: Zorblax reported net income of $5 billion for fiscal 2025.",
        "en",
        [(Z, "net_income", "5000000000", "per_year")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), COMPARISON_BASES)
def test_a_comparison_base_year_is_no_period(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


# Synthetic: what an amount is when a result word stands near it but is not its purpose.
PURPOSES: list[Row] = [
    (  # a debt reduction is no profit (the profit word says why it was cut)
        "合成: ゾーブラックスは上場と利益蓄積により、有利子負債を約3,000億円削減した。",
        "ja",
        [("", "debt_change", "300000000000", "")],
    ),
    (
        "SYNTHETIC: Zorblax reported a net debt of $3 billion and a profit of $1 billion.",
        "en",
        [(Z, "debt", "3000000000", ""), (Z, "profit", "1000000000", "")],
    ),
    (  # near miss: a total "including debt" is no debt
        "SINTÉTICO: Zorblax contempla una valuación cercana a los 1.600 millones de dólares, incluida deuda.",
        "es",
        [("", "money", "1600000000", "")],
    ),
    (  # losses an event caused are a charge, no period's result
        "SINTÉTICO: Zorblax podría recuperar los 5.000 millones de dólares en pérdidas que le "
        "provocaron las restricciones.",
        "es",
        [(Z, "charge", "5000000000", "")],
    ),
    (
        "SYNTHETIC: Zorblax booked losses caused by the export ban of $5 billion.",
        "en",
        [(Z, "charge", "5000000000", "")],
    ),
    (  # near miss: a net loss is the negative of net income
        "SYNTHETIC: Zorblax reported a net loss of $5 billion in the quarter.",
        "en",
        [(Z, "net_income", "-5000000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), PURPOSES)
def test_a_debt_or_a_charge_is_no_result(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


# Synthetic: a guess or a forecast of a result is kept as one, never as the result reported.
FORECASTS: list[Row] = [
    (  # Korean past conjecture: "기록한 것으로 점쳐진다", "올렸을 것으로 보인다"
        "합성: 조르블랙스는 지난해 4분기 18조원의 영업이익을 기록한 것으로 점쳐진다.",
        "ko",
        [(Z, "operating_profit_estimate", "18000000000000", "per_quarter")],
    ),
    (
        "합성: 조르블랙스는 지난해 4분기 18조원의 영업이익을 올렸을 것으로 보인다.",
        "ko",
        [(Z, "operating_profit_estimate", "18000000000000", "per_quarter")],
    ),
    (  # near miss: reported
        "합성: 조르블랙스는 지난해 4분기 18조원의 영업이익을 기록했다.",
        "ko",
        [(Z, "operating_profit", "18000000000000", "per_quarter")],
    ),
    (  # a forecast heading ("業績予想:") and a forecast in brackets after the amount
        "合成: ゾーブラックスの2026年3月期業績予想:純利益4,800億円への飛躍。",
        "ja",
        [(Z, "net_income_guidance", "480000000000", "")],
    ),
    (
        "合成: ゾーブラックスの最終利益: 4,837億円(中央値予想)。",
        "ja",
        [(Z, "profit_guidance", "483700000000", "")],
    ),
    (  # near miss: a result
        "合成: ゾーブラックスの最終利益は4,837億円となった。",
        "ja",
        [(Z, "profit", "483700000000", "")],
    ),
    (
        "SYNTHETIC: Zorblax projects $13 billion in revenue for the current year.",
        "en",
        [(Z, "revenue_guidance", "13000000000", "")],
    ),
    (  # near miss: reported for the year
        "SYNTHETIC: Zorblax reported revenue of $13 billion for the year.",
        "en",
        [(Z, "revenue", "13000000000", "per_year")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), FORECASTS)
def test_a_guessed_or_forecast_result_is_no_result(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


def test_an_earlier_quarters_record_in_brackets_is_not_the_current_one() -> None:
    text = (
        "합성: 조르블랙스의 분기 영업이익은 10조원으로, 지난 2분기 세웠던 역대 최고 영업이익(9조2129억원) "
        "기록을 갈아치웠다."
    )
    assert [f for f in _read(text, "ko") if f[0] == Z] == [
        (Z, "operating_profit", "10000000000000", "per_quarter")
    ]


@pytest.mark.parametrize(
    ("metric", "qualifier", "stated"),
    [
        ("revenue", "", True),
        ("revenue", "approx.", True),
        ("revenue", "at least", False),  # "15조원 이상"
        ("revenue", "more than; threshold", False),
        ("revenue", "up to", False),
    ],
)
def test_a_company_figure_given_as_a_bound_is_proposed(
    metric: str, qualifier: str, stated: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    from chipatlas.extract import figure_classes as fc
    from chipatlas.extract.subject_basis import Basis

    # a company class as if trusted: its bounds stay proposals
    monkeypatch.setattr(fc, "TRUSTED", fc.TRUSTED | {(Basis.COMPANY_FOCUS, fc.Family.MONEY_RESULT)})
    assert fc.trusted("company_focus", metric, "per_quarter", qualifier) is stated
    # a spec's "up to" is the product's peak, the value its datasheet gives: stated
    assert fc.trusted("chip_clause", "fp8_flops", "per_chip", qualifier)


# Synthetic: the amount a change is "from", with an earlier time right after it, is the old value.
EARLIER_VALUES: list[Row] = [
    (
        "SYNTHETIC: Zorblax reported fiscal third-quarter revenue of $41.5 billion, a 346% jump from "
        "the $9.3 billion it posted a year earlier.",
        "en",
        [
            (Z, "revenue", "41500000000", "per_quarter"),
            ("", "revenue", "9300000000", "per_quarter"),
            ("", "revenue_growth", "346", "per_quarter"),
        ],
    ),
    (
        "SYNTHÉTIQUE : Zorblax a réalisé un chiffre d'affaires de 41,5 milliards de dollars au "
        "troisième trimestre, contre 9,3 milliards de dollars un an plus tôt.",
        "fr",
        [(Z, "revenue", "41500000000", "per_quarter"), ("", "revenue", "9300000000", "per_quarter")],
    ),
    (
        "SINTÉTICO: Zorblax registró ingresos de 41.500 millones de dólares en el trimestre, frente a "
        "los 9.300 millones de dólares del año anterior.",
        "es",
        [(Z, "revenue", "41500000000", "per_quarter"), ("", "revenue", "9300000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), EARLIER_VALUES)
def test_an_earlier_value_a_change_is_from_is_no_fact_of_now(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("SYNTHETIC: The Trainium9 delivers 60% of the inference performance of the Trainium8.", ""),
        ("SYNTHETIC: The Trainium9 reaches 60% of the performance of the Trainium8.", ""),
        # near miss: a gain over the other chip is this chip's
        (
            "SYNTHETIC: The Trainium9 improves inference performance by 60% over the Trainium8.",
            "chip:trainium9",
        ),
    ],
)
def test_a_fraction_of_another_chips_performance_is_no_gain(text: str, subject: str) -> None:
    from tests.test_figure_precision import _figures as chip_figures

    assert [f[0] for f in chip_figures(text)] == [subject]


# Synthetic: revenue from selling one kind of product, or within a segment just named, is the
# segment's ("comparto"), never the company's total.
SEGMENT_SALES: list[Row] = [
    (
        "SINTETICO: Zorblax ha chiuso il trimestre con ricavi di 57 miliardi di dollari. All'interno "
        "di questo comparto, i ricavi derivanti dalla vendita di CPU e GPU hanno raggiunto i 43 "
        "miliardi di dollari.",
        "it",
        [(Z, "revenue", "57000000000", "per_quarter"), (Z, "segment_revenue", "43000000000", "per_quarter")],
    ),
    (
        "SYNTHETIC: Zorblax posted quarterly revenue of $57 billion. Revenue from the sale of GPUs "
        "reached $43 billion.",
        "en",
        [(Z, "revenue", "57000000000", "per_quarter"), (Z, "segment_revenue", "43000000000", "per_quarter")],
    ),
    (  # near miss: the total
        "SINTETICO: Zorblax ha registrato ricavi per 57 miliardi di dollari nel trimestre.",
        "it",
        [(Z, "revenue", "57000000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), SEGMENT_SALES)
def test_revenue_from_one_products_sales_is_a_segments(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


@pytest.mark.parametrize(
    ("text", "language", "want"),
    [
        (
            "SYNTHETIC: Zorblax's CEO said that this AI supercomputer, expected to launch in May with a "
            "starting price of $3,000, will run large models.",
            "en",
            [("", "price", "3000", "")],
        ),
        (  # near miss: a purchase price is the buyer's
            "SYNTHETIC: Zorblax agreed to buy Kestrel for $5 billion.",
            "en",
            [(Z, "acquisition", "5000000000", "")],
        ),
    ],
)
def test_a_products_price_is_never_its_makers(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)
