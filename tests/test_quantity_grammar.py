"""Quantity grammar additions (synthetic sentences written for this test, no real facts)."""

from __future__ import annotations

import pytest

from chipatlas.extract.quantities import find_quantities
from chipatlas.model.units import UNITS, read_unit, to_base


@pytest.mark.parametrize(
    ("text", "kind", "value", "unit", "qualifier", "original"),
    [
        ("the synthetic rack reaches 410 FP8 PFLOPs", "flops", 410, "PFLOPS", "FP8", "410 FP8 PFLOPs"),
        ("a 5-nm synthetic die", "node", 5, "nm", "", "5-nm"),
        ("an investment of USD 7.4 billion", "money", 7.4e9, "USD", "", "USD 7.4 billion"),
        ("a US$ 2 billion loan", "money", 2e9, "USD", "", "US$ 2 billion"),
        ("offers 4.4x more compute", "ratio", 4.4, "x", "", "4.4x"),
        ("is 2.7 times faster", "ratio", 2.7, "x", "", "2.7 times"),
        ("up to 4× the bandwidth", "ratio", 4, "x", "up to", "up to 4×"),
    ],
)
def test_new_forms(text: str, kind: str, value: float, unit: str, qualifier: str, original: str) -> None:
    (q,) = find_quantities(text)
    assert (q.kind, q.value, q.unit, q.qualifier, q.original) == (kind, value, unit, qualifier, original)
    assert text[q.start : q.end] == q.original


@pytest.mark.parametrize("text", ["a 2 x 4 grid", "the 3x3 matrix"])
def test_not_a_multiplier(text: str) -> None:
    assert [q for q in find_quantities(text) if q.kind == "ratio"] == []


def test_every_unit_the_grammar_produces_converts() -> None:
    """Each unit symbol a quantity can carry converts through the one registry."""
    written = [
        "1 PFLOPS", "1 petaflops", "1 exaFLOPS", "1 TB/s", "1 TBps", "1 Tbps", "1 Tb/s",
        "1 GB", "1 GiB", "1 TiB", "1 kW", "1 MW", "1 gigawatts", "1 watts", "1 nm",
        "1%", "$1", "USD 1", "4x", "4 times",
    ]  # fmt: skip
    for text in written:
        (q,) = find_quantities(text)
        assert to_base(q.value, q.unit) is not None, text
        assert q.unit in UNITS, text
    # Bits and bytes never confused: the same digits, a factor eight apart.
    (bytes_q,) = find_quantities("1 TB/s")
    (bits_q,) = find_quantities("1 Tb/s")
    assert (bytes_q.kind, bits_q.kind) == ("bytes_per_s", "bits_per_s")
    tb_bytes, tb_bits = read_unit("TBps"), read_unit("Tbps")
    assert tb_bytes is not None and tb_bits is not None
    assert (tb_bytes.kind, tb_bits.kind) == ("bytes_per_s", "bits_per_s")
