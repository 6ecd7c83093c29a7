"""Rates written as technical documentation writes them: "TB/sec", "GB/second", "GiB/s".

Read before as sizes ("4.9 TB/sec of bandwidth" became 4.9 TB, an HBM capacity: a wrong
fact, kept only because its subject was unclear). Sentences are SYNTHETIC.
"""

from __future__ import annotations

import pytest
from pint.errors import DimensionalityError

from chipatlas.extract.quantities import find_quantities
from chipatlas.model.units import convert, read_unit


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("The synthetic part moves 4.9 TB/sec of data.", 4.9, "TB/s"),
        ("Each synthetic link runs at 50 GB/second.", 50.0, "GB/s"),
        ("A synthetic lane gives 100 Gb/sec.", 100.0, "Gb/s"),
        ("Its synthetic memory reaches 820 GiB/s.", 820.0, "GiB/s"),
        ("Its synthetic memory reaches 820 GiB/sec.", 820.0, "GiB/s"),
        ("It has 144 GiB of synthetic memory.", 144.0, "GiB"),
        ("It stores 2 TB of synthetic data.", 2.0, "TB"),
    ],
)
def test_rates_are_rates_and_sizes_stay_sizes(text: str, value: float, unit: str) -> None:
    (found,) = find_quantities(text)
    assert (found.value, found.unit) == (value, unit)


def test_every_new_spelling_names_a_registry_unit_that_converts() -> None:
    spellings = (("TB/sec", "TB/s"), ("Gb/second", "Gb/s"), ("GiB/sec", "GiB/s"), ("GiB/s", "GiB/s"))
    for spelling, symbol in spellings:
        unit = read_unit(spelling)
        assert unit is not None and unit.symbol == symbol
    assert convert(820, "GiB/s", "GB/s") == pytest.approx(880.468, rel=1e-5)
    assert convert(1, "TB/sec", "Tb/s") == pytest.approx(8.0)  # bytes, never bits


def test_integer_operations_are_their_own_kind() -> None:
    """ "380 INT8 TOPS" (inference chips, NPUs) was no unit at all; it is no FLOPS rate either."""
    (found,) = find_quantities("The synthetic NPU delivers 380 INT8 TOPS per chip.")
    assert (found.value, found.unit, found.kind, found.qualifier) == (380.0, "TOPS", "ops", "INT8")
    assert convert(2, "POPS", "TOPS") == pytest.approx(2000)
    assert find_quantities("It tops the chart with 64 tops.") == []  # lower case: an English word
    with pytest.raises(DimensionalityError):  # operations and floating-point operations never mix
        convert(1, "TOPS", "TFLOPS")
