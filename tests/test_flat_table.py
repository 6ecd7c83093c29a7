"""A spec table flattened to text (extract/flat_table.py), as a table of SYNTHETIC rows: the
chips ("ZX900", "QX5", "QX7") and every number are invented. Each value belongs to its
column's chip and its row's precision; when the columns cannot be matched to the header's
names, the value is kept unattached ('' subject), never put on the nearest name.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of

from chipatlas.extract.mentions import DictGazetteer

_GAZ = DictGazetteer(
    {
        "ZX900": ("chip:zx900", "Chip"),
        "QX5": ("chip:qx5", "Chip"),
        "QX7": ("chip:qx7", "Chip"),
    }
)
ZX, QX5, QX7 = "chip:zx900", "chip:qx5", "chip:qx7"

Row = tuple[str, str, list[tuple[str, str, str]]]  # text, language, (subject, metric, value)

ROWS: list[Row] = [
    # three columns, two rows; the precision after a value is the next row's label, not its own
    (
        "SYNTHETIC: Model ZX900 QX5 QX7 Memory 96 GB HBM3E 144 GB HBM3E 192 GB HBM3E "
        "FP16 Performance 1.2 PFLOPS 2.4 PFLOPS 3.6 PFLOPS FP8 Performance 2.5 PFLOPS 5 PFLOPS 7.5 PFLOPS",
        "en",
        [
            (QX5, "fp16_flops", "2.4"),
            (QX5, "fp8_flops", "5"),
            (QX5, "hbm_capacity", "144"),
            (QX7, "fp16_flops", "3.6"),
            (QX7, "fp8_flops", "7.5"),
            (QX7, "hbm_capacity", "192"),
            (ZX, "fp16_flops", "1.2"),
            (ZX, "fp8_flops", "2.5"),
            (ZX, "hbm_capacity", "96"),
        ],
    ),
    # French units and decimal commas; an empty cell ('-') keeps the columns counted
    (
        "SYNTHETIC: Modèle ZX900 QX5 QX7 Mémoire 96 Go HBM3E 144 Go HBM3E 192 Go HBM3E "
        "Performance FP64 - 40,5 TFLOPS 81 TFLOPS",
        "fr",
        [
            (QX5, "fp64_flops", "40.5"),
            (QX7, "fp64_flops", "81"),
            (QX5, "hbm_capacity", "144"),
            (QX7, "hbm_capacity", "192"),
            (ZX, "hbm_capacity", "96"),
        ],
    ),
    # a system's column ("8 x QX7", "Plattform") is no chip's: its values stay unattached
    (
        "SYNTHETIC: Typ QX5 GPU QX7 GPU QX7 Plattform Speicher 144 GB 192 GB 1,5 TB",
        "de",
        [
            ("", "hbm_capacity", "1.5"),
            (QX5, "hbm_capacity", "144"),
            (QX7, "hbm_capacity", "192"),
        ],
    ),
    # the header cannot be matched to the row (two names, three values): none is put on a name
    (
        "SYNTHETIC: ZX900 QX5 Memoria 96 GB 144 GB 192 GB",
        "es",
        [("", "hbm_capacity", "144"), ("", "hbm_capacity", "192"), ("", "hbm_capacity", "96")],
    ),
    # a page cut in the last row's last cell ("... 3.6 PFLOPS 7"): the cells before keep their columns
    (
        "SYNTHETIC: ZX900 QX5 QX7 FP4 - 3.6 PFLOPS 7",
        "en",
        [(QX5, "fp4_flops", "3.6")],
    ),
]

# Near misses: prose, not a table; they must read as before.
NEAR: list[Row] = [
    (
        "SYNTHETIC: The ZX900 offers 96 GB of memory, 4 TB/s of bandwidth and 2.5 PFLOPS of FP8 compute.",
        "en",
        [(ZX, "fp8_flops", "2.5"), (ZX, "hbm_bandwidth", "4"), (ZX, "hbm_capacity", "96")],
    ),
    (
        "SYNTHETIC: The QX5 comes in 96 GB, 144 GB and 192 GB versions.",
        "en",
        [(QX5, "capacity", "144"), (QX5, "capacity", "192"), (QX5, "capacity", "96")],
    ),
]


def _read(text: str, language: str) -> list[tuple[str, str, str]]:
    claims = claims_of(text, _GAZ, language)
    return sorted((c.get("subject", ""), c["metric"], c["value"]) for c in claims if c["value"][:1].isdigit())


@pytest.mark.parametrize(("text", "language", "expected"), ROWS + NEAR)
def test_flattened_table_value_is_its_columns(
    text: str, language: str, expected: list[tuple[str, str, str]]
) -> None:
    assert _read(text, language) == sorted(expected)
