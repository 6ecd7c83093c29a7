"""Spec tables written as reStructuredText or MyST list tables (gold batch g1: vendor docs).

A list table's cells are bare numbers ("1299") whose unit is in the row label ("FP8 (TFLOPS)")
and whose chip is the column header: read as prose each was a number with no unit and no
subject. The documents below are SYNTHETIC, about made-up chips (ZX900, QX5).
"""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.analyze.conflicts import claims
from chipatlas.analyze.document import document_record
from chipatlas.ingest.pipeline import ingest
from chipatlas.read.list_tables import list_tables
from chipatlas.sources import SourceDocument

RST = """SYNTHETIC TEST PAGE. ZX900 architecture
=======================

The ZX900 is the second chip of a made-up family. It follows the QX5.

.. list-table::
    :widths: auto
    :header-rows: 1
    :stub-columns: 1

    *   -
        - QX5
        - ZX900
        - Improvement factor
    *   - FP8 (TFLOPS)
        - 1,299
        - 2517
        - 2x
    *   - HBM Capacity (GiB)
        - 96
        - 144
        - 1.5x
    *   - FP32 (TFLOPS)
        - 100
        - 150
        - 3x
    *   - Interconnect (GB/sec/chip)
        - Not applicable
        - 2560
        - -

The table above compares the two synthetic chips.
"""

MYST = """# SYNTHETIC TEST PAGE: the QX5

```{list-table} Peak figures of the QX5 accelerator for each data type.
:header-rows: 1
:name: synthetic-table

*
  - Data type
  - Ops per clock
  - Peak TFLOPS
*
  - Matrix FP64
  - 256
  - 90.5
*
  - Matrix BF16
  - 1024
  - 362.1
```

The QX5 is a made-up chip.
"""


def test_rst_list_table_cells_keep_their_place_in_the_text() -> None:
    (table,) = list_tables(RST)
    assert table.form == "list-table"
    assert table.header.texts == ["", "QX5", "ZX900", "Improvement factor"]
    assert table.rows[0].texts == ["FP8 (TFLOPS)", "1,299", "2517", "2x"]
    for row in table.rows:
        assert RST.splitlines()[row.line - 1].lstrip().startswith("*")
        for cell in row.cells:
            assert RST[cell.start : cell.end] == cell.text


def test_myst_list_table_with_caption_and_fence() -> None:
    (table,) = list_tables(MYST)
    assert table.heading == "Peak figures of the QX5 accelerator for each data type."
    assert table.header.texts == ["Data type", "Ops per clock", "Peak TFLOPS"]
    assert [r.texts for r in table.rows] == [["Matrix FP64", "256", "90.5"], ["Matrix BF16", "1024", "362.1"]]


def test_a_list_table_without_a_header_row_is_no_table() -> None:
    text = ".. list-table::\n    :header-rows: 0\n\n    *   - Compute\n        - 8 cores\n"
    assert list_tables(text) == []


# The made-up chips, known to the store as a user would add them (a names file).
NAMES = b"name,kind\nZX900,Chip\nQX5,Chip\n"


def _figures(engine: Engine, text: str, name: str) -> set[tuple[str, str, str, str]]:
    """(subject, metric, value, unit) of every figure read from the table: kept for review, as
    the class table_column is not yet measured safe to state (extract/figure_classes.py)."""
    assert ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    report = ingest(engine, SourceDocument(f"synthetic:{name}", text.encode(), "text/markdown"))
    assert report.ok and report.document_id, report.lines()
    with engine.connect() as conn:
        rec = document_record(conn, report.document_id)
    read = [p for p in rec["figure_proposals"] if p["figure_class"].startswith("table_column/")]
    for p in read:  # each quoted with its whole row, verbatim
        assert text[p["start"] : p["end"]] == p["quote"] and p["quote"].lstrip().startswith("*")
    return {(p["subject_id"], p["metric"], p["value"], p["unit"]) for p in read}


def test_each_column_is_its_chips_in_the_row_labels_unit(sqlite_engine: Engine) -> None:
    found = _figures(sqlite_engine, RST, "zx900.rst.md")
    assert ("chip:qx5", "fp8_flops", "1299", "TFLOPS") in found
    assert ("chip:zx900", "fp8_flops", "2517", "TFLOPS") in found
    assert ("chip:qx5", "hbm_capacity", "96", "GiB") in found
    assert ("chip:zx900", "hbm_capacity", "144", "GiB") in found
    assert ("chip:zx900", "bandwidth", "2560", "GB/s") in found  # "GB/sec/chip": one chip's rate
    # The improvement column names no chip: a multiplier is the gain of the chip with the larger
    # value, and only where the two values' quotient, rounded as written, is it (2517 / 1,299
    # rounds to 2; 144 / 96 is 1.5). "3x" beside 100 and 150 is no one's; "Not applicable" and
    # "-" are no values.
    assert {f for f in found if f[3] == "x"} == {
        ("chip:zx900", "fp8_gain", "2", "x"),
        ("chip:zx900", "memory_gain", "1.5", "x"),
    }
    assert not {f for f in found if f[0] == "chip:qx5" and f[1] == "bandwidth"}


def test_a_multiplier_the_values_do_not_bear_out_is_reported_unattached(sqlite_engine: Engine) -> None:
    assert ingest(sqlite_engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    report = ingest(sqlite_engine, SourceDocument("synthetic:ratio.rst.md", RST.encode(), "text/markdown"))
    lines = "\n".join(report.lines())
    assert "unattached figure '3x'" in lines
    assert "unattached figure '2x'" not in lines and "unattached figure '1.5x'" not in lines


def test_one_chip_named_by_the_caption_with_units_as_columns(sqlite_engine: Engine) -> None:
    found = _figures(sqlite_engine, MYST, "qx5.md")
    assert ("chip:qx5", "fp64_flops", "90.5", "TFLOPS") in found
    assert ("chip:qx5", "bf16_flops", "362.1", "TFLOPS") in found
    assert not {f for f in found if f[2] in ("256", "1024")}  # "Ops per clock" is no unit


WRITTEN = """SYNTHETIC TEST PAGE. Each ZX900 is the chip this page is about.

.. list-table::
    :header-rows: 1

    *   - Spec
        - QX5
        - ZX900
    *   - Memory
        - 96 GB
        - 144 GB
    *   - Peak compute
        - 1,300 FP8 TFLOPS
        - 2,500 FP8 TFLOPS
"""


def test_a_cell_with_its_own_unit_is_its_columns_chips_not_the_chip_in_focus(sqlite_engine: Engine) -> None:
    found = _figures(sqlite_engine, WRITTEN, "written.md")
    assert ("chip:qx5", "hbm_capacity", "96", "GB") in found  # read as prose: the ZX900's (focus)
    assert ("chip:zx900", "hbm_capacity", "144", "GB") in found
    assert ("chip:qx5", "fp8_flops", "1300", "TFLOPS") in found
    assert ("chip:zx900", "fp8_flops", "2500", "TFLOPS") in found
    with sqlite_engine.connect() as conn:
        stated = {(c["subject"], c["value"]) for c in claims(conn)}
    assert ("chip:zx900", "96") not in stated and ("chip:zx900", "1300") not in stated
