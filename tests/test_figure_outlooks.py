"""Results that are not the company's reported result (issue #10, branch figclass): SYNTHETIC
sentences, every company ("Zorblax", "泽塔", "조르블랙스", "ゾーブラックス") and number invented.
Each row is (sentence, language, what must be stored as (subject, metric, value, scope)); ''
as the subject is a figure kept unattached with its quote.

- an expectation written right after the amount ("beating the 6.6 trillion won projected", "les
  6,6 milliards attendus", "los 6,6 billones proyectados", "i 6,6 miliardi previsti") is the
  estimate, not the result;
- Spanish "ganancias operativas" / "utilidad operativa" is the operating profit, not revenue;
  "ingresos operativos" may be either (a calque of "operating income", or operating revenue):
  kept with no owner;
- a month's result ("September revenue", "9月營收", "9월 매출", "9月の売上高") and its growth
  ("月增", "month on month") are counted per month, not per the quarter the document speaks of.
"""

from __future__ import annotations

import pytest
from tests.test_figure_meanings import Row, _read

Z = "company:zorblax"

EXPECTED_AFTER: list[Row] = [
    (
        "SINTÉTICO: En el trimestre, Zorblax reportó ganancias operativas de 7,4 billones de wones, "
        "superando los 6,6 billones de wones proyectados.",
        "es",
        [
            (Z, "operating_profit", "7400000000000", "per_quarter"),
            (Z, "operating_profit_estimate", "6600000000000", "per_quarter"),
        ],
    ),
    (  # "ingresos operativos": a profit or a revenue, not said: no owner
        "SINTÉTICO: En el trimestre, Zorblax reportó ingresos operativos de 7,4 billones de wones.",
        "es",
        [("", "operating_income", "7400000000000", "")],
    ),
    (  # ... and the estimate of it
        "SINTÉTICO: En el trimestre, Zorblax reportó ingresos operativos de 7,4 billones de wones, "
        "superando los 6,6 billones de wones proyectados.",
        "es",
        [
            ("", "operating_income", "7400000000000", ""),
            ("", "operating_income_estimate", "6600000000000", "per_quarter"),
        ],
    ),
    (
        "SYNTHÉTIQUE : Au trimestre, Zorblax a publié un chiffre d'affaires de 7,4 milliards d'euros, "
        "au-dessus des 6,6 milliards d'euros attendus.",
        "fr",
        [
            (Z, "revenue", "7400000000", "per_quarter"),
            (Z, "revenue_estimate", "6600000000", "per_quarter"),
        ],
    ),
    (
        "SINTETICO: Nel trimestre Zorblax ha registrato ricavi per 7,4 miliardi di euro, sopra i "
        "6,6 miliardi di euro previsti.",
        "it",
        [
            (Z, "revenue", "7400000000", "per_quarter"),
            (Z, "revenue_estimate", "6600000000", "per_quarter"),
        ],
    ),
    (
        "SYNTHETIC: In the quarter, Zorblax reported revenue of $7.4 billion, above the $6.6 billion "
        "projected.",
        "en",
        [(Z, "revenue", "7400000000", "per_quarter"), (Z, "revenue_estimate", "6600000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), EXPECTED_AFTER)
def test_an_expectation_after_the_amount_is_the_estimate(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


MONTHS: list[Row] = [
    (
        "合成: 泽塔9月營收2,000億元，月增17%、年增90%；第3季營收5,600億元。",
        "zh",
        [  # the bare percentages name no result here: kept unattached
            ("", "percent", "17", ""),
            ("", "percent", "90", ""),
            (Z, "revenue", "200000000000", "per_month"),
            (Z, "revenue", "560000000000", "per_quarter"),
        ],
    ),
    (
        "SYNTHETIC: Zorblax said its September revenue rose 17% month on month to $2 billion.",
        "en",
        [(Z, "revenue", "2000000000", "per_month"), (Z, "revenue_growth", "17", "per_month")],
    ),
    (
        "합성: 조르블랙스의 9월 매출은 2조원으로 집계됐다.",
        "ko",
        [(Z, "revenue", "2000000000000", "per_month")],
    ),
    (
        "合成: ゾーブラックスの9月の売上高は2,000億円だった。",
        "ja",
        [(Z, "revenue", "200000000000", "per_month")],
    ),
    (  # near miss: a quarter's result, the month it was reported in before it
        "SYNTHETIC: In September, Zorblax reported second-quarter revenue of $2 billion.",
        "en",
        [(Z, "revenue", "2000000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), MONTHS)
def test_a_months_result_is_counted_per_month(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: a percentage naming its own result after it is no growth of the amount before it,
# and an analysts' expectation has no growth of its own.
OWN_RESULT: list[Row] = [
    (
        "SINTÉTICO: En el trimestre, Zorblax reportó ganancias operativas de 7,4 billones de wones, "
        "superando los 6,6 billones de wones proyectados, con un aumento del 42% en los ingresos.",
        "es",
        [
            ("", "revenue_growth", "42", "per_quarter"),
            (Z, "operating_profit", "7400000000000", "per_quarter"),
            (Z, "operating_profit_estimate", "6600000000000", "per_quarter"),
        ],
    ),
    (
        "SYNTHETIC: In the quarter, Zorblax reported operating profit of $7.4 billion, up 42% in revenue.",
        "en",
        [("", "revenue_growth", "42", "per_quarter"), (Z, "operating_profit", "7400000000", "per_quarter")],
    ),
    (
        "SYNTHÉTIQUE : Au trimestre, Zorblax a dégagé un bénéfice net de 7,4 milliards d'euros, avec une "
        "hausse de 42 % du chiffre d'affaires.",
        "fr",
        [("", "revenue_growth", "42", "per_quarter"), (Z, "net_income", "7400000000", "per_quarter")],
    ),
    (  # near miss: the amount's own growth
        "SYNTHETIC: Zorblax reported revenue of $7.4 billion in the quarter, up 42% from a year earlier.",
        "en",
        [(Z, "revenue", "7400000000", "per_quarter"), (Z, "revenue_growth", "42", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), OWN_RESULT)
def test_a_percentage_naming_its_own_result_is_not_the_amounts_growth(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: one kind of product's sales is the product line's, not the company's total; an amount
# after a year and "to" keeps its currency ("in 2025 to €12 billion"), and its conversion in
# brackets is the same amount, not a second figure.
KIND_SALES: list[Row] = [
    (
        "SYNTHETIC: Zorblax reported results. Sales of its older deep-ultraviolet (DUV) machines – the "
        "models still sold abroad – decreased by 6 per cent in 2025 to €12 billion (US$14.4 billion).",
        "en",
        [("", "percent", "6", ""), (Z, "segment_revenue", "12000000000", "per_year")],
    ),
    (
        "SYNTHETIC: Zorblax reported results. The group's total net machine sales increased to "
        "€24.5 billion.",
        "en",
        [(Z, "segment_revenue", "24500000000", "")],
    ),
    (
        "SINTÉTICO: Zorblax presentó resultados. Las ventas de sistemas alcanzaron 24.500 millones de euros.",
        "es",
        [(Z, "segment_revenue", "24500000000", "")],
    ),
    (
        "SINTETICO: Zorblax ha presentato i conti. Le vendite di macchine hanno raggiunto 24,5 miliardi "
        "di euro.",
        "it",
        [(Z, "segment_revenue", "24500000000", "")],
    ),
    (  # near miss: the company's total
        "SYNTHETIC: Zorblax reported results. Total sales rose to €24.5 billion in 2025.",
        "en",
        [(Z, "revenue", "24500000000", "per_year")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), KIND_SALES)
def test_one_kind_of_products_sales_is_no_total(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: what a grant supports ("This funding will support ... to invest $100 billion") is the
# company's own investment, not the grant.
SUPPORTED: list[Row] = [
    (
        "SYNTHETIC: This funding will support the first step in Zorblax's plan to invest about "
        "$100 billion in Ohio.",
        "en",
        [(Z, "investment", "100000000000", "")],
    ),
    (
        "SYNTHETISCH: Die Förderung unterstützt Zorblax bei dem Plan, rund 100 Milliarden US-Dollar "
        "zu investieren.",
        "de",
        [(Z, "investment", "100000000000", "")],
    ),
    (
        "SYNTHÉTIQUE : Cette subvention soutiendra le projet de Zorblax d'investir 100 milliards de "
        "dollars dans l'Ohio.",
        "fr",
        [(Z, "investment", "100000000000", "")],
    ),
    (  # near miss: the grant's own amount
        "SYNTHETIC: Zorblax received $2 billion in funding to support its plant.",
        "en",
        [(Z, "grant", "2000000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), SUPPORTED)
def test_what_a_grant_supports_is_the_companys_investment(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: money in a sentence whose actors are several companies is not the one in focus.
MANY: list[Row] = [
    (
        "SYNTHETIC: Zorblax builds chips. Several companies announced new fabs after subsidy pledges "
        "of about $40 billion.",
        "en",
        [("", "grant", "40000000000", "")],
    ),
    (
        "SYNTHETISCH: Zorblax baut Chips. Mehrere Unternehmen kündigten nach Subventionszusagen von rund "
        "40 Milliarden Dollar neue Fabriken an.",
        "de",
        [("", "grant", "40000000000", "")],
    ),
    (
        "SINTÉTICO: Zorblax fabrica chips. Varias empresas anunciaron nuevas fábricas tras subvenciones "
        "de 40.000 millones de dólares.",
        "es",
        [("", "grant", "40000000000", "")],
    ),
    (  # near miss: the company in focus's own grant
        "SYNTHETIC: Zorblax builds chips. It won subsidy pledges of about $4 billion.",
        "en",
        [(Z, "grant", "4000000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), MANY)
def test_several_companies_money_is_not_the_focus(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: a result that "should" come ("revenue should reach", "dürfte", "devrait", "deberían")
# is expected, not reported; a model-numbered product's revenue ("ZX90 revenue") is the product's.
SHOULD: list[Row] = [
    (
        "SYNTHETIC: Zorblax said revenue should reach $5 billion in the third quarter.",
        "en",
        [(Z, "revenue_guidance", "5000000000", "per_quarter")],
    ),
    (
        "SYNTHETISCH: Der Umsatz von Zorblax dürfte im dritten Quartal 5 Milliarden Dollar erreichen.",
        "de",
        [(Z, "revenue_guidance", "5000000000", "per_quarter")],
    ),
    (
        "SYNTHÉTIQUE : Le chiffre d'affaires de Zorblax devrait atteindre 5 milliards de dollars au "
        "troisième trimestre.",
        "fr",
        [(Z, "revenue_guidance", "5000000000", "per_quarter")],
    ),
    (
        "SINTÉTICO: Los ingresos de Zorblax deberían alcanzar 5.000 millones de dólares en el tercer "
        "trimestre.",
        "es",
        [(Z, "revenue_guidance", "5000000000", "per_quarter")],
    ),
    (
        "SYNTHETIC: Zorblax said it should ship $2 billion to $5 billion in ZX90 revenue in the third "
        "quarter.",
        "en",
        [(Z, "product_revenue_guidance", "2000000000-5000000000", "per_quarter")],
    ),
    (
        "SYNTHETIC: Zorblax reported ZX90 sales of $5 billion in the quarter.",
        "en",
        [(Z, "product_revenue", "5000000000", "per_quarter")],
    ),
    (  # near miss: a quarter's and a half year's revenue, no product
        "SYNTHETIC: Zorblax reported Q3 revenue of $5 billion and H1 sales of $9 billion.",
        "en",
        [(Z, "revenue", "5000000000", "per_quarter"), (Z, "revenue", "9000000000", "per_half_year")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), SHOULD)
def test_a_result_that_should_come_is_expected(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want
