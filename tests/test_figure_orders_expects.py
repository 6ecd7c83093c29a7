"""Orders and a far expecting verb (issue #10, branch figprec): SYNTHETIC sentences, every
company ("Zorblax", "泽塔", "조르블랙스", "ゾーブラックス") and number invented. Each row is
(sentence, language, what must be stored as (subject, metric, value, scope)); '' as the subject
is a figure kept unattached with its quote.

- money booked as orders, bookings or a backlog ("$12.1 billion in new AI server orders",
  "Auftragseingang", "commandes", "pedidos", "新接订单", "受注高", "수주액") is no revenue, guidance
  or contract; whether the company placed or received them the words rarely say, so the amount
  is kept unattached as `orders`;
- an English expecting verb far before the amount ("expects adjusted earnings per share of $1.08
  on revenue of $7.6 billion") makes the revenue guidance, analysts' an estimate; a result
  reported after the verb stays a result, and how much it will "increase by" is a change.
"""

from __future__ import annotations

import pytest
from tests.test_figure_meanings import Row, _read

Z = "company:zorblax"

ORDERS: list[Row] = [
    (
        "SYNTHETIC: Zorblax's AI server revenue soared 75% to $16.1 billion, and total AI orders for the "
        "quarter reached $24.4 billion.",
        "en",
        [
            ("", "orders", "24400000000", ""),
            (Z, "segment_revenue", "16100000000", "per_quarter"),
            (Z, "segment_revenue_growth", "75", "per_quarter"),
        ],
    ),
    (
        "SYNTHETIC: In the first quarter alone, Zorblax raked in $12.1 billion in new AI server orders.",
        "en",
        [("", "orders", "12100000000", "")],
    ),
    (
        "SYNTHETISCH: Zorblax meldete einen Umsatz von 10 Milliarden Euro. Der Auftragseingang lag bei "
        "5,4 Milliarden Euro.",
        "de",
        [("", "orders", "5400000000", ""), (Z, "revenue", "10000000000", "")],
    ),
    (
        "SYNTHÉTIQUE : Zorblax a réalisé un chiffre d'affaires de 10 milliards d'euros et des commandes "
        "de 5,4 milliards d'euros.",
        "fr",
        [("", "orders", "5400000000", ""), (Z, "revenue", "10000000000", "")],
    ),
    (
        "SINTÉTICO: Zorblax registró ingresos de 10.000 millones de euros, y pedidos por 5.400 "
        "millones de euros.",
        "es",
        [("", "orders", "5400000000", ""), (Z, "revenue", "10000000000", "")],
    ),
    (
        "合成：泽塔第三季营收1000亿元，新接订单500亿元。",
        "zh",
        [("", "orders", "50000000000", ""), (Z, "revenue", "100000000000", "per_quarter")],
    ),
    (
        "합성: 조르블랙스의 매출은 10조원, 수주액은 5조원이었다.",
        "ko",
        [("", "orders", "5000000000000", ""), (Z, "revenue", "10000000000000", "")],
    ),
    (  # near miss: one order is a contract, as before
        "SYNTHETIC: Zorblax won an order worth $2 billion.",
        "en",
        [(Z, "contract", "2000000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), ORDERS)
def test_orders_are_no_revenue_and_stay_unattached(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


EXPECTS: list[Row] = [
    (
        "SYNTHETIC: Zorblax expects adjusted earnings per share of $1.08 on revenue of $7.6 billion in "
        "the current quarter.",
        "en",
        [(Z, "eps_guidance", "1.08", "per_quarter"), (Z, "revenue_guidance", "7600000000", "per_quarter")],
    ),
    (
        "SYNTHETIC: Analysts expect adjusted earnings per share of $1.08 on revenue of $7.6 billion in "
        "the current quarter.",
        "en",
        [("", "eps_estimate", "1.08", "per_quarter"), ("", "revenue_estimate", "7600000000", "per_quarter")],
    ),
    (  # near miss: a result reported after the verb
        "SYNTHETIC: Zorblax, which expects strong demand next year, reported revenue of $7.6 billion "
        "in the quarter.",
        "en",
        [(Z, "revenue", "7600000000", "per_quarter")],
    ),
    (  # near miss: how much a forecast says revenue will change by is no level of it
        "SYNTHETIC: Zorblax expects revenue from packaging to increase by $1 billion annually.",
        "en",
        [("", "revenue_guidance_change", "1000000000", "per_year")],
    ),
    (  # near miss: a result in a clause after "after"
        "SYNTHETIC: Zorblax expects demand to stay strong after revenue rose to $7.6 billion in the quarter.",
        "en",
        [(Z, "revenue", "7600000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), EXPECTS)
def test_a_far_expecting_verb_makes_guidance(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: a total addressable market's money is the market's, never the company's guidance.
MARKETS: list[Row] = [
    (
        "SYNTHETIC: Zorblax reported revenue of $10 billion. In 2028, we expect the HBM TAM to grow four "
        "times from the $16 billion level in 2024 and to exceed $100 billion by 2030.",
        "en",
        [
            ("", "gain", "4", ""),
            ("", "market_size", "100000000000", "per_year"),
            ("", "market_size", "16000000000", "per_year"),
            (Z, "revenue", "10000000000", ""),
        ],
    ),
    (
        "SYNTHETISCH: Zorblax meldete einen Umsatz von 10 Milliarden Euro. Zorblax erwartet, dass der "
        "adressierbare Markt 2028 auf 500 Milliarden Dollar wächst.",
        "de",
        [("", "market_size", "500000000000", ""), (Z, "revenue", "10000000000", "")],
    ),
    (
        "SYNTHÉTIQUE : Zorblax a publié un chiffre d'affaires de 10 milliards d'euros. Zorblax prévoit un "
        "marché adressable de 500 milliards de dollars en 2028.",
        "fr",
        [("", "market_size", "500000000000", ""), (Z, "revenue", "10000000000", "")],
    ),
    (  # near miss: the company's own guidance
        "SYNTHETIC: Zorblax reported revenue of $10 billion. We expect revenue of $12 billion in 2026.",
        "en",
        [(Z, "revenue", "10000000000", ""), (Z, "revenue_guidance", "12000000000", "per_year")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), MARKETS)
def test_an_addressable_market_is_the_markets(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: a guidance word after a reported amount is another amount's; "projecting" far before
# an amount makes it guidance.
REPORTED: list[Row] = [
    (
        "SYNTHETIC: Driven by its AI business, Zorblax reported a record third-quarter revenue of $16 "
        "billion and provided a fourth-quarter guidance that exceeded expectations.",
        "en",
        [(Z, "revenue", "16000000000", "per_quarter")],
    ),
    (
        "SYNTHETISCH: Zorblax erzielte im dritten Quartal einen Umsatz von 16 Milliarden Euro und hob "
        "die Prognose an.",
        "de",
        [(Z, "revenue", "16000000000", "per_quarter")],
    ),
    (
        "SYNTHÉTIQUE : Zorblax a publié un chiffre d'affaires de 16 milliards d'euros au troisième "
        "trimestre et relevé ses prévisions.",
        "fr",
        [(Z, "revenue", "16000000000", "per_quarter")],
    ),
    (  # near miss: no result reported before the amount, the guidance word after it is its own
        "SYNTHETIC: Zorblax sees fourth-quarter revenue of $16 billion, its guidance said.",
        "en",
        [(Z, "revenue_guidance", "16000000000", "per_quarter")],
    ),
    (
        "SYNTHETIC: Zorblax raised its full-year outlook, now projecting total company revenue for "
        "fiscal 2026 of $15 billion.",
        "en",
        [(Z, "revenue_guidance", "15000000000", "per_year")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), REPORTED)
def test_a_guidance_after_a_reported_amount_is_anothers(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want
