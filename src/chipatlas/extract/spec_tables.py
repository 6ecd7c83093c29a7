"""Spec tables written as list tables (``read/list_tables.py``): each value cell's figure on
the chip its column names, in the unit its row or column names.

Technical documentation puts a chip's figures in tables whose cells hold bare numbers:

- chips as columns: the header names one chip per column (``| | QX5 | ZX900 |``) and each row
  label names the quantity with its unit ("HBM Capacity (GiB)", "FP8 (TFLOPS)");
- one chip, units as columns: the caption names the chip ("Peak figures of the ZX900") and a
  column header names the unit ("Peak TFLOPS"), each row label the precision ("Matrix FP64").

Read as prose, each cell is a line holding "1299": a number with no unit and no subject. Read
here, it is a figure whose subject is the header's chip (``Basis.TABLE_COLUMN``), quoted with
its whole row. A column naming no chip ("Improvement factor") or two, or a label with no unit,
gives nothing; the cells read here are returned so prose reading skips them.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import replace

from chipatlas.extract import figure_metrics, figure_owners
from chipatlas.extract.figure_subject import Context, canonical_chip, chip_id, known_chips
from chipatlas.extract.figures import quantity_claim
from chipatlas.extract.findings import RefFn
from chipatlas.extract.mentions import chip_names
from chipatlas.extract.quantities import find_quantities
from chipatlas.extract.quantity import Quantity
from chipatlas.extract.subject_basis import Basis, record
from chipatlas.extract.unit_words import precision_in, unit_of
from chipatlas.model.statement import Statement
from chipatlas.read.parsed import Cell, ParsedDocument, Row, Table

_BARE = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
_TIMES = re.compile(r"(\d+)(?:\.(\d+))?\s*[x×]", re.I)
_LABEL_UNIT = re.compile(r"\(([^()]+)\)\s*$")
# "GB/sec/chip": a rate of one chip, written with its scope.
_PER_CHIP = re.compile(r"/(?:chip|device|GPU|accelerator)$", re.I)


def read_spec_tables(
    doc: ParsedDocument, ref: RefFn, ctx: Context
) -> tuple[list[Statement], list[tuple[int, int]]]:
    """The figures of every list table that names its chips, and the cell spans read."""
    out: list[Statement] = []
    cells: list[tuple[int, int]] = []
    for table in doc.tables:
        if table.form != "list-table":
            continue
        columns = _column_chips(table, ctx)
        # A caption's place in the text is not kept: its names are only looked up (offset 0).
        caption = _one_chip(table.heading, 0, ctx) if table.heading and not columns else None
        for row in table.rows:
            for i, cell in enumerate(row.cells[1:], 1):
                found = _figure(doc.text, table, row, (i, cell), (columns, caption), ref, ctx)
                if not found and i not in columns:
                    found = _ratio(doc.text, row, cell, columns, ref, ctx)
                if found:
                    out += found
                    cells.append((cell.start, cell.end))
    return out, sorted(cells)


def in_cells(cells: list[tuple[int, int]], at: int) -> bool:
    """Whether offset ``at`` lies in one of the sorted, disjoint cell spans."""
    i = bisect_right(cells, at, key=lambda c: c[0]) - 1  # the last span starting at or before it
    return i >= 0 and cells[i][0] <= at < cells[i][1]


def _column_chips(table: Table, ctx: Context) -> dict[int, str]:
    """Column number -> the one chip its header cell names."""
    out = {}
    for i, cell in enumerate(table.header.cells[1:], 1):
        chip = _one_chip(cell.text, cell.start, ctx)
        if chip:
            out[i] = chip
    return out


def _one_chip(text: str, start: int, ctx: Context) -> str | None:
    """The one chip ``text`` names (a known name or a chip-family name), else None."""
    chips = [(canonical_chip(n), start + a) for n, a, _ in chip_names(text)]
    known = figure_owners.names(ctx.gaz, text, start, ctx.language) if ctx.gaz else []
    chips = known_chips(text, start, known, chips)
    ctx.known_ids.update({text[n.start - start : n.end - start]: n.entity_id for n in known})
    names = {c for c, _ in chips}
    return names.pop() if len(names) == 1 else None


def _unit(words: str) -> tuple[str, str, float] | None:
    """The unit a row label's brackets ("HBM Capacity (GiB)") or a header's words ("Peak
    TFLOPS") name; a per-chip rate's own scope ("GB/sec/chip") is dropped: every cell here is
    one chip's."""
    bracket = _LABEL_UNIT.search(words)
    for token in [bracket.group(1)] if bracket else words.split():
        found = unit_of(_PER_CHIP.sub("", token).strip())
        if found:
            return found
    return None


def _figure(
    text: str,
    table: Table,
    row: Row,
    at: tuple[int, Cell],
    subjects: tuple[dict[int, str], str | None],
    ref: RefFn,
    ctx: Context,
) -> list[Statement]:
    (i, cell), (columns, caption) = at, subjects
    label = row.cells[0].text
    if i in columns:  # chips as columns: the row label names the unit, or the cell its own
        q = _bare(cell, _unit(label)) or _written(cell)
        chip = columns[i]
    elif caption and i < len(table.header.cells):  # one chip, units as columns
        q, chip = _bare(cell, _unit(table.header.cells[i].text)), caption
    else:
        return []
    if q is None:
        return []
    precision = (precision_in(label) or precision_in(q.qualifier)) if q.kind in ("flops", "ops") else ""
    metric = figure_metrics.metric(q, label, precision)
    if not metric:
        return []
    quote = (text[row.start : row.end], row.start, row.end)
    claims = quantity_claim(chip_id(ref, chip, ctx), metric, "per_chip", q, precision, quote, "claimed")
    record(ctx.bases, claims, Basis.TABLE_COLUMN)
    return claims


def _ratio(
    text: str, row: Row, cell: Cell, columns: dict[int, str], ref: RefFn, ctx: Context
) -> list[Statement]:
    """A multiplier cell beside two chips' columns ("Improvement factor": "1.7x" in the row
    of 2.9 and 4.9 TB/s): the gain of the chip with the larger value over the other, kept only
    when their values' quotient, rounded as the cell writes it, is the multiplier. A cell the
    arithmetic does not bear out, or under 1x (which chip gains?), is left to prose reading,
    which reports it unattached."""
    times = _TIMES.fullmatch(cell.text.strip())
    if times is None or len(set(columns.values())) != 2 or len(columns) != 2:
        return []
    label = row.cells[0].text
    values = []
    for j, chip in columns.items():
        q = _bare(row.cells[j], _unit(label)) if j < len(row.cells) else None
        q = q or (_written(row.cells[j]) if j < len(row.cells) else None)
        if q is None or q.si <= 0:
            return []
        values.append((q.si, chip))
    (small, base), (large, chip) = sorted(values)
    places = len(times.group(2) or "")
    ratio = float(f"{times.group(1)}.{times.group(2) or 0}")
    if ratio < 1 or abs(round(large / small, places) - ratio) > 1e-9:
        return []
    start = cell.start + (len(cell.text) - len(cell.text.lstrip()))
    q = Quantity("ratio", ratio, ratio, ratio, "x", ratio, times.group(0), start, start + len(times.group(0)))
    q = replace(q, qualifier=f"over {base}")
    quote = (text[row.start : row.end], row.start, row.end)
    claims = quantity_claim(
        chip_id(ref, chip, ctx), figure_metrics.gain_of(label), "per_chip", q, "", quote, "claimed"
    )
    record(ctx.bases, claims, Basis.TABLE_COLUMN)
    return claims


def _bare(cell: Cell, unit: tuple[str, str, float] | None) -> Quantity | None:
    """A cell holding a bare number ("1,299") in the unit its row or column names."""
    bare = _BARE.fullmatch(cell.text.strip())
    if bare is None or unit is None:
        return None
    symbol, kind, factor = unit
    value = float(bare.group(0).replace(",", ""))
    start = cell.start + (len(cell.text) - len(cell.text.lstrip()))
    return Quantity(
        kind, value, value, value, symbol, value * factor, bare.group(0), start, start + len(bare.group(0))
    )


def _written(cell: Cell) -> Quantity | None:
    """A cell writing one figure with its unit ("96 GB"): its column's chip's, whatever chip
    the prose around the table was about (read as prose, it went to the chip in focus)."""
    found = [q for q in find_quantities(cell.text, cell.start) if q.kind not in ("number", "ratio")]
    return found[0] if len(found) == 1 else None
