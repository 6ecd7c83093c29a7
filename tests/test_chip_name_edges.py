"""Where a chip-family name ends (synthetic phrases, no real facts)."""

from __future__ import annotations

import pytest

from chipatlas.extract.mentions import chip_names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("a synthetic Blackwell 2–4 nm wafer", ["Blackwell"]),  # a node range after the name
        ("H100 8 GPUs per synthetic tray", ["H100"]),  # a count after a numbered name
        ("Trainium 2,000 units", ["Trainium"]),  # a number with a separator
        ("Trainium 5 nm", ["Trainium"]),  # a figure's unit after the digit
        ("Trainium2, Trainium 3.", ["Trainium2", "Trainium 3"]),  # generation digits at a stop
        ("Gaudi 3 and Maia 200", ["Gaudi 3", "Maia 200"]),
    ],
)
def test_generation_digit_not_a_figure(text: str, names: list[str]) -> None:
    assert [n for n, _, _ in chip_names(text)] == names
