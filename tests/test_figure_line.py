"""A figure proposal's one-line statement (the review table's figure column, the accept
line): thirteen digits in a row cannot be read at a glance, so thousands are marked, and
the scope reads as words (walk8). Synthetic values."""

from __future__ import annotations

import pytest

from chipatlas.analyze.proposals import grouped


@pytest.mark.parametrize(
    ("stored", "shown"),
    [
        ("5468500000000", "5,468,500,000,000"),
        ("2000000000-3000000000", "2,000,000,000-3,000,000,000"),
        ("290000-300000", "290,000-300,000"),
        ("37378000000.5", "37,378,000,000.5"),
        ("-125000", "-125,000"),
        ("2026", "2026"),  # may be a year
        ("32.7", "32.7"),
        ("4.3", "4.3"),
        ("about 5", "about 5"),  # not a plain number: as stored
    ],
)
def test_a_long_number_has_its_thousands_marked(stored: str, shown: str) -> None:
    assert grouped(stored) == shown
