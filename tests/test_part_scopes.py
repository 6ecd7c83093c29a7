# ruff: noqa: E501  (one row a line: the sentences read as a table)
"""A figure of one part inside a chip, each one named ("Each of these dies ... a 64 GB slice",
"each compute unit has access to 16 kB"), is the chip's per die or per compute unit (issue #10:
gold g3b read a die's memory as the whole module's). Read only after "each" or "every"; a
total after it is no part's. SYNTHETIC sentences: ZX900 is an invented chip."""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of
from tests.subject_traps import GAZ, ZX

ROWS = [
    ("The ZX900 is a module of two dies. Each of these dies has access to a 64 GB slice of HBM.", 64, "per_die"),
    ("The ZX900 has many compute units. Each compute unit has access to 16 kB of L1 cache.", 16, "per_cu"),
    ("On the ZX900, every chiplet holds 32 MB of cache.", 32, "per_die"),
    # a total after the part's word is the chip's, not one part's
    ("Each of the ZX900's dies has 96 compute units, for a total of 128 GB of memory per ZX900.", 128, "per_chip"),
    # no "each": the chip's own figure
    ("The ZX900 has two dies and 192 GB of HBM.", 192, "per_chip"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "value", "scope"), ROWS)
def test_a_part_named_with_each_scopes_its_figure(text: str, value: float, scope: str) -> None:
    found = [
        (c.get("subject"), c.get("scope")) for c in claims_of(text, GAZ) if c.get("value") == f"{value:g}"
    ]
    assert found == [(ZX, scope)], text
