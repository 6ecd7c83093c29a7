"""Chips and figures paired by "respectively" (extract/respective_chips.py): the k-th figure is
the k-th chip's; a bracket pairs its own list. SYNTHETIC sentences: the chips are invented."""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of

from chipatlas.extract.mentions import DictGazetteer

GAZ = DictGazetteer(
    {
        "ZX900": ("chip:zx900", "Chip"),
        "ZX950": ("chip:zx950", "Chip"),
        "ZX990": ("chip:zx990", "Chip"),
        "QX5": ("chip:qx5", "Chip"),
    }
)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "SYNTHETIC: TDP rises to 1.4 kW and 1.2 kW for the ZX900 and ZX950 respectively "
            "(the ZX990 and QX5 drew 1.2 kW and 1 kW).",
            [("chip:zx900", "1.4"), ("chip:zx950", "1.2"), ("chip:zx990", "1.2"), ("chip:qx5", "1")],
        ),
        (
            "SYNTHETIC: The ZX900 and ZX950 draw 1.4 kW and 1.2 kW respectively.",
            [("chip:zx900", "1.4"), ("chip:zx950", "1.2")],
        ),
    ],
)
def test_respectively_pairs_chips_and_figures_in_order(text: str, want: list[tuple[str, str]]) -> None:
    got = [(c.get("subject"), c["value"]) for c in claims_of(text, GAZ) if c["metric"] == "power"]
    assert got == want
