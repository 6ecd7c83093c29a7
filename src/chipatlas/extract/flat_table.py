"""A spec table flattened to text: a header of product names, then rows of a label and one
value per product ("MI-A MI-B MI-C Memory 96 GB 144 GB 192 GB FP8 - 2 PF 4 PF").

A page's table that lost its cell borders reads as one long sentence: the nearest chip before
a value is the last header name, not the value's column, and the precision after a value is
the next row's label. Here each row's values are counted into columns and matched to the
header's names; a value takes its column's chip and its row label's precision. When the
columns cannot be matched to names (a different count, a name repeated in one header, a
system's column such as "8 x" or "Platform"), the value's chip is None: kept unattached.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chipatlas.extract.figure_metrics import precision_in
from chipatlas.extract.quantities import Quantity

# Words that open a row's label, not a cell's suffix ("HBM3E", "per OAM"): a metric's name in
# the languages of the gold set. A precision ("FP8") opens a row too.
_LABEL = re.compile(
    r"perform|leistung|rendimiento|prestazion|memory|mémoire|memoire|speicher|memoria|"
    r"bandwidth|bande|bandbreite|ancho|larghezza|\btdp\b|power|puissance|consommation|"
    r"potencia|potenza|cache|capacit|kapazit|\bcores?\b|cœurs|núcleos|nuclei|"
    r"메모리|대역폭|전력|성능|显存|内存|带宽|功耗|算力|性能|メモリ|帯域|消費電力",
    re.I,
)
# An empty cell: a dash or "n/a".
_EMPTY = re.compile(r"^(?:[-–—]|n/?a|tbd)$", re.I)
# A gap between cells is a few suffix words, no punctuation (a comma or stop is prose).
_PUNCT = re.compile(r"[,;:.()|!?，。；：]")
_MAX_SUFFIX = 3
_BARE = re.compile(r"^\d+(?:[.,]\d+)?$")
# A header name that is a system's column, not one chip's: "8 x MI-B", "MI-B Platform".
_SYSTEM_AFTER = re.compile(
    r"\s*(?:\S+\s+){0,1}(?:plat+form\w*|plateforme|plataforma|piattaforma|system\w*|système|"
    r"sistema|node|nœud|rack|server|serveur|servidor|cluster|pod)\b",
    re.I,
)
_SYSTEM_BEFORE = re.compile(r"\b\d+\s*[x×]\s*(?:[A-Za-z]+\s+)?$", re.I)


@dataclass(frozen=True)
class Cell:
    """One value of a flattened table: its column's chip (None when not safely known) and its
    row label's precision ("" when the label names none)."""

    chip: str | None
    precision: str


@dataclass(frozen=True)
class _Row:
    label: tuple[int, int]
    cells: tuple[Quantity | None, ...]  # None: an empty cell


def _empties(gap: str) -> int | None:
    """How many empty cells a gap between two values holds, or None when it ends the row."""
    words = gap.split()
    empty = sum(1 for w in words if _EMPTY.match(w))
    rest = [w for w in words if not _EMPTY.match(w)]
    if len(rest) > _MAX_SUFFIX or _PUNCT.search(" ".join(rest)) or _LABEL.search(gap) or precision_in(gap):
        return None
    return empty


def _leading_empties(gap: str) -> int:
    """Empty cells at the end of a row's label ("FP64 - 72 TF": one)."""
    n = 0
    for word in reversed(gap.split()):
        if not _EMPTY.match(word):
            break
        n += 1
    return n


def _cut_cells(tail: str) -> int:
    """Cells after a sentence's last value that a cut page left without a unit ("20 PF 16"):
    a dash or a bare number, one or two of them; 0 when the tail is anything else."""
    words = tail.split()
    if len(words) > 2 or not all(_EMPTY.match(w) or _BARE.match(w) for w in words):
        return 0
    return len(words)


def _rows(text: str, span: tuple[int, int], qs: list[Quantity]) -> list[_Row]:
    s0, s1 = span
    rows: list[_Row] = []
    cells: list[Quantity | None] = []
    label, kind, prev_end = (s0, s0), "", s0
    for q in qs:
        gap = text[prev_end : q.start]
        empties = _empties(gap) if cells and q.kind == kind else None
        if empties is None:
            if len(cells) > 1:
                rows.append(_Row(label, tuple(cells)))
            label = (prev_end, q.start)
            cells = [None] * _leading_empties(gap)
        else:
            cells += [None] * empties
        cells.append(q)
        kind, prev_end = q.kind, q.end
    cells += [None] * _cut_cells(text[prev_end:s1])
    if len(cells) > 1:
        rows.append(_Row(label, tuple(cells)))
    return rows


def _columns(text: str, chips: list[tuple[str, int]], n: int) -> list[str | None] | None:
    """The chip of each of ``n`` columns, from the header names before the first row: one
    block of ``n`` names, or the same block repeated (a second header row). None when the
    names do not make up such blocks."""
    names = [c for c, _ in chips]
    if not names or len(names) % n:
        return None
    if any(names[i] != names[i % n] for i in range(len(names))):
        return None
    columns: list[str | None] = list(names[:n])
    for i, (_, at) in enumerate(chips):
        name_end = at + len(text[at:].split(maxsplit=1)[0])
        before = text[max(0, at - 15) : at]
        if _SYSTEM_AFTER.match(text, name_end, name_end + 40) or _SYSTEM_BEFORE.search(before):
            columns[i % n] = None  # a system's column: its values are no one chip's
    # one chip heading two columns, neither a system's: which is its own is not said
    return [c if c is None or columns.count(c) == 1 else None for c in columns]


def cells(
    text: str, span: tuple[int, int], qs: list[Quantity], chips: list[tuple[str, int]]
) -> dict[tuple[int, int], Cell]:
    """Each value of a flattened table row in a sentence, by its span: its column's chip and
    its row's precision. A run of two or more values of one kind, with only suffix words or
    empty cells between them, is a row; a row of two values is taken only when the header
    aligns (two values in prose may be anything), one of three or more always (unattached
    when the header does not align)."""
    out: dict[tuple[int, int], Cell] = {}
    rows = _rows(text, span, qs)
    if not rows:
        return out
    first = next(c for c in rows[0].cells if c is not None).start
    header = [(c, at) for c, at in chips if at < first]
    for row in rows:
        columns = _columns(text, header, len(row.cells))
        if columns is None and len(row.cells) < 3:
            continue
        precision = precision_in(text[row.label[0] : row.label[1]])
        for i, q in enumerate(row.cells):
            if q is not None:
                out[(q.start, q.end)] = Cell(columns[i] if columns else None, precision)
    return out
