"""A chip's figure beside a compared product, as a table of SYNTHETIC sentences: the chips
("ZX900", "QX5") and every number are invented (rows whose text starts with the comparison
carry no "SYNTHETIC:" prefix, since the rule reads the sentence's first words; they are
synthetic all the same). The compared product's figure, a ratio to it, and the difference
between the two are no value of the chip: kept unattached ('' subject) rather than guessed.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of

from chipatlas.extract.mentions import DictGazetteer

_GAZ = DictGazetteer({"ZX900": ("chip:zx900", "Chip"), "QX5": ("chip:qx5", "Chip")})
ZX, QX = "chip:zx900", "chip:qx5"

Row = tuple[str, str, list[tuple[str, str, str]]]  # text, language, (subject, metric, value)

ROWS: list[Row] = [
    # a sentence opening on the compared product: its figure is not the subject's
    ("Comparé à la carte grand public Vortex 9, qui dispose de 41,5 TFLOPS en FP32, le ZX900 se distingue.",
     "fr", [("", "fp32_flops", "41.5")]),
    ("Compared with the budget Vortex 9, which offers 48 GB, the ZX900 stands out.",
     "en", [("", "capacity", "48")]),
    ("Im Vergleich zur Einsteigerkarte Vortex 9, die 48 GB bietet, glänzt der ZX900.",
     "de", [("", "capacity", "48")]),
    # a ratio against a compared chip is no figure of that chip
    ("Against the QX5 systems that ruled from 2021 to 2023, the maker claims 30x more AI compute.",
     "en", [("", "compute_gain", "30")]),
    ("SYNTHETIC: Rispetto ai QX5 della generazione precedente, il produttore dichiara 12x di prestazioni.",
     "it", [("", "performance_gain", "12")]),
    # a sibling named with its own figure is the other product
    ("SYNTHETIC: At 900 W, the ZX900 is the higher-power sibling of the 700 W QX5.",
     "en", [(QX, "power", "700"), (ZX, "power", "900")]),
    # a difference between two products is no value
    ("SYNTHETIC: The ZX900 will draw 1,100 W, superiore di 150 W rispetto ai modelli QX5.",
     "it", [("", "power", "150"), (ZX, "power", "1100")]),
    ("SYNTHETIC: The ZX900 draws 1,100 W, 150 W more than the QX5.",
     "en", [("", "power", "150"), (ZX, "power", "1100")]),
]  # fmt: skip

# Near misses: they must read as before.
NEAR: list[Row] = [
    ("SYNTHETIC: The ZX900 offers 96 GB, and the QX5 offers 48 GB.",
     "en", [(QX, "capacity", "48"), (ZX, "capacity", "96")]),
    ("Compared with last year, the ZX900 now offers 96 GB of memory.",
     "en", [(ZX, "hbm_capacity", "96")]),
    ("SYNTHETIC: The ZX900 draws 1,100 W, more than any chip before it.",
     "en", [(ZX, "power", "1100")]),
]  # fmt: skip


def _read(text: str, language: str) -> list[tuple[str, str, str]]:
    claims = claims_of(text, _GAZ, language)
    return sorted((c.get("subject", ""), c["metric"], c["value"]) for c in claims if c["value"][:1].isdigit())


@pytest.mark.parametrize(("text", "language", "expected"), ROWS + NEAR)
def test_compared_figure(text: str, language: str, expected: list[tuple[str, str, str]]) -> None:
    assert _read(text, language) == sorted(expected)
