"""Sums with another language's scale word after a currency sign, and ranges of them, as a
table of SYNTHETIC phrases (every number invented). "US$9.300 millones" is 9.3 billion
dollars (a dot groups thousands before "millones"), not 9.3 dollars; "entre 12.200 y 12.800
millones" is one range, not its high end; a tolerance ("± US$300 millones") is no figure.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.quantities import find_quantities

Row = tuple[str, list[tuple[str, float, float, str]]]  # text, (kind, low, high, unit) of each figure

ROWS: list[Row] = [
    ("SYNTHETIC: ingresos por US$7.400 millones en el trimestre", [("money", 7.4e9, 7.4e9, "USD")]),
    ("SYNTHETIC: ingresos de US$6.100 millones ± US$200 millones", [("money", 6.1e9, 6.1e9, "USD")]),
    ("SYNTHETIC: ein Umsatz von €1.250 Millionen", [("money_eur", 1.25e9, 1.25e9, "EUR")]),
    ("SYNTHETIC: ricavi per $3.800 milioni nel trimestre", [("money", 3.8e9, 3.8e9, "USD")]),
    ("SYNTHETIC: €4,5 Mrd. Umsatz", [("money_eur", 4.5e9, 4.5e9, "EUR")]),
    (
        "SYNTHETIC: espera ingresos de entre 8.100 y 8.600 millones de dólares",
        [("money", 8.1e9, 8.6e9, "USD")],
    ),
    ("SYNTHETIC: zwischen 2,1 und 2,4 Milliarden Euro", [("money_eur", 2.1e9, 2.4e9, "EUR")]),
    ("SYNTHETIC: des revenus entre 3 et 3,5 milliards de dollars", [("money", 3e9, 3.5e9, "USD")]),
    ("SYNTHETIC: 2,1–2,4 Milliarden Dollar", [("money", 2.1e9, 2.4e9, "USD")]),
]

# Near misses: a change "de 5 a 7" is no range; a year before "y" is no low end; English sums
# read as before.
NEAR: list[Row] = [
    ("SYNTHETIC: las ventas pasaron de 5 a 7 millones de dólares", [("money", 7e6, 7e6, "USD")]),
    ("SYNTHETIC: entre 2024 y 2026, 9.500 millones de dólares", [("money", 9.5e9, 9.5e9, "USD")]),
    ("SYNTHETIC: revenue of US$10.7 billion", [("money", 10.7e9, 10.7e9, "USD")]),
    ("SYNTHETIC: revenue of $1,500 million", [("money", 1.5e9, 1.5e9, "USD")]),
]


@pytest.mark.parametrize(("text", "expected"), ROWS + NEAR)
def test_foreign_sum(text: str, expected: list[tuple[str, float, float, str]]) -> None:
    found = [
        (q.kind, round(q.low), round(q.high), q.unit) for q in find_quantities(text) if q.kind != "number"
    ]
    assert found == [(k, round(lo), round(hi), u) for k, lo, hi, u in expected]
