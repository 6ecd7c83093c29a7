"""More quantity forms: Markdown-linked units, k/M/B scales, 'to' ranges, locale separators.

Synthetic phrases written for this test; no real facts.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.quantities import find_quantities


@pytest.mark.parametrize(
    ("text", "kind", "low", "high", "unit", "original"),
    [
        ("a synthetic rack of 720 [petaFLOPS](/wiki/petaflops)", "flops", 720, 720, "PFLOPS",
         "720 [petaFLOPS](/wiki/petaflops)"),
        ("~600k Zorvex dies", "count", 6e5, 6e5, "count", "~600k Zorvex dies"),
        ("1.6M chips", "count", 1.6e6, 1.6e6, "count", "1.6M chips"),
        ("a ~$47.5B fund", "money", 4.75e10, 4.75e10, "USD", "~$47.5B"),
        ("75,000 to 80,000 wafers", "count", 75_000, 80_000, "count", "75,000 to 80,000 wafers"),
        ("1.000.000 chips", "count", 1e6, 1e6, "count", "1.000.000 chips"),
        ("1\u202f000 chips", "count", 1000, 1000, "count", "1\u202f000 chips"),
        ("100,000 Zorvex 910Q chips", "count", 1e5, 1e5, "count", "100,000 Zorvex 910Q chips"),
    ],
)  # fmt: skip
def test_forms(text: str, kind: str, low: float, high: float, unit: str, original: str) -> None:
    (q,) = find_quantities(text)
    assert (q.kind, q.low, q.high, q.unit, q.original) == (kind, low, high, unit, original)
    assert text[q.start : q.end] == q.original  # the span is exact


@pytest.mark.parametrize("text", ["grew from 20 to 40 chips", "5m chips", "1.5 chips"])
def test_not_read_as_a_scale_or_range(text: str) -> None:
    # "from 20 to 40" is a change, "5m" metres, "1.5 chips" no count
    assert [(q.low, q.high) for q in find_quantities(text) if q.low != q.high or q.value >= 1000] == []


@pytest.mark.parametrize(
    ("text", "value"), [("1.000 chips", 1000), ("80.000 Wafer", 80_000), ("2.5 chips", None)]
)
def test_a_count_with_one_dot_group_is_thousands(text: str, value: float | None) -> None:
    # No one counts things to three decimals: "80.000 Wafer" is German for 80,000 (was read as 80).
    assert [q.value for q in find_quantities(text)] == ([value] if value else [])


def test_bits_and_bytes_in_a_link() -> None:
    (bytes_q,) = find_quantities("at 8 [TB/s](/wiki/bandwidth)")
    (bits_q,) = find_quantities("at 8 [Tb/s](/wiki/bandwidth)")
    assert (bytes_q.kind, bytes_q.unit, bits_q.kind, bits_q.unit) == (
        "bytes_per_s",
        "TB/s",
        "bits_per_s",
        "Tb/s",
    )


@pytest.mark.parametrize(
    ("text", "value", "original"),
    [("three times the synthetic memory", 3, "three times"), ("twice the bandwidth", 2, "twice")],
)
def test_written_multipliers(text: str, value: float, original: str) -> None:
    (q,) = find_quantities(text)
    assert (q.kind, q.value, q.unit, q.original) == ("ratio", value, "x", original)
