"""Quantities with units, as the domain writes them (synthetic sentences)."""

from __future__ import annotations

import pytest

from chipatlas.extract.quantities import find_quantities, to_si


@pytest.mark.parametrize(
    ("text", "kind", "value", "unit", "qualifier"),
    [
        ("delivers ~0.36 ExaFLOPS FP8 per rack", "flops", 0.36, "EFLOPS", "FP8; approx."),
        ("rising to 1.4 ExaFLOPS with structured sparsity", "flops", 1.4, "EFLOPS", "sparse"),
        ("about 20.8 petaflops of FP8 compute", "flops", 20.8, "PFLOPS", "FP8; approx."),
        ("10 PFLOPS FP4 dense", "flops", 10, "PFLOPS", "FP4; dense"),
        ("with 144 GB HBM3E", "bytes", 144, "GB", ""),
        ("and 46 TB/s memory bandwidth", "bytes_per_s", 46, "TB/s", ""),
        ("12.8 Tb/s EFAv3 networking", "bits_per_s", 12.8, "Tb/s", ""),
        ("a 132 kW rack", "power", 132, "kW", ""),
        ("supplying 2 gigawatts of capacity", "power", 2, "GW", ""),
        ("a 3nm chip", "node", 3, "nm", ""),
        ("a run rate of about $50 billion", "money", 50e9, "USD", "approx."),
    ],
)
def test_units(text: str, kind: str, value: float, unit: str, qualifier: str) -> None:
    (q,) = find_quantities(text)
    assert (q.kind, q.value, q.unit, q.qualifier) == (kind, value, unit, qualifier)
    assert text[q.start : q.end] == q.original


def test_hbm_type_and_counts() -> None:
    qs = find_quantities("A single instance packs 16 Trainium2 chips, with 1.5 TB HBM3 memory.")
    assert next((q.kind, q.value, q.item) for q in qs) == ("count", 16, "Trainium2 chips")
    assert qs[1].hbm_type == "HBM3"
    (word,) = find_quantities("across four Trn2 instances")
    assert (word.value, word.item) == (4, "Trn2 instances")


def test_vague_amounts_are_ranges_with_original_text() -> None:
    (q,) = find_quantities("with hundreds of thousands of Trainium2 chips")
    assert (q.low, q.high, q.original) == (100_000, 999_999, "hundreds of thousands of Trainium2 chips")


def test_digits_inside_names_are_not_numbers() -> None:
    assert [q.value for q in find_quantities("packs 144 Trainium3 chips")] == [144]


def test_si() -> None:
    assert to_si(13.5, "TB") == ("bytes", 13.5e12)
    assert to_si(96, "GiB") == ("bytes", 96 * 2**30)
    assert to_si(12.8, "Tb/s") == ("bits_per_s", 12.8e12)
    assert to_si(0.36, "EFLOPS") == ("flops", 0.36e18)
