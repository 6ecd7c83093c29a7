"""The Quantity record: one amount read from text, with its unit, SI value and span.

Kept apart from the grammar (``extract/quantities.py``) so readers of other scripts
(``cjk_numbers``, ``foreign_money``) build the same record without importing the grammar.
"""

from __future__ import annotations

from dataclasses import dataclass

from chipatlas.model.units import to_base


@dataclass(frozen=True)
class Quantity:
    # flops, bytes, bytes_per_s, bits_per_s, power, money, node, count, percent, ratio; "number":
    # a scale word with no unit ("could reach 12 billion"), unit "", kept only unattached
    kind: str
    value: float
    low: float
    high: float
    unit: str  # canonical unit as the domain writes it: PFLOPS, TB/s, Tb/s, kW, USD, nm, count
    si: float
    original: str
    start: int
    end: int
    qualifier: str = ""  # "FP8; sparse; approx." ...
    item: str = ""  # what is counted: "Trainium3 chips"
    hbm_type: str = ""

    @property
    def is_range(self) -> bool:
        return self.low != self.high


def to_si(value: float, unit: str) -> tuple[str, float] | None:
    """(kind, SI value) for a number in one of the units the claims use; None if unknown."""
    return to_base(value, unit)


def fmt_number(value: float) -> str:
    """1.0 -> '1', 20.8 -> '20.8', 1400000.0 -> '1400000': stable text for statement values."""
    return f"{value:.6g}" if abs(value) < 1e6 else str(round(value))


def fmt_value(q: Quantity) -> str:
    """The figure as statement text: "1.5-2" for a range, else its value as ``fmt_number``."""
    return f"{fmt_number(q.low)}-{fmt_number(q.high)}" if q.is_range else fmt_number(q.value)
