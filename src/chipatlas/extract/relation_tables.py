"""Supply relations a chip table states: the foundry its process column names.

A comparison table with one chip a row and a process column ("| Chip | ... | Process Node |"
over "| NVIDIA H200 | ... | TSMC 4N |") says who makes each chip's die: the company the
process cell names, with a process node beside it ("TSMC 4N", "Samsung SF3", "TSMC 5nm"). Read
as prose, the row is a line of cells with no verb, and the supply was lost (gold g3b: four
foundry supplies of one table).

Read here, each such row gives a proposal: that company supplies the accelerator (its die) of
the chip the row's first cell names, quoting the row. A row naming no chip the store knows
gives a candidate showing the product as written ("Apple Baltra"); one naming two, or a
process cell naming no company, or two, or no node ("Custom", "7nm" with no maker) gives
nothing: what the row does not say is not guessed. A column headed "Foundry" or "Fab" needs no
node in its cells; a "Manufacturer" or "Vendor" column is the chip's designer, never read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chipatlas.extract.common_words import common_word
from chipatlas.extract.mentions import Gazetteer, Mention
from chipatlas.extract.relation import Relation, Written, stated
from chipatlas.model.schema import K
from chipatlas.read.parsed import Cell, Row, Table

# A column of process nodes, or of the foundries themselves, in the gold set's languages.
_PROCESS_HEAD = re.compile(
    r"\b(?:process(?:\s+(?:node|technology))?|(?:process\s+)?node|lithography|Fertigung\w*|"
    r"Prozess\w*|procédé|gravure|proceso|processo|litografia)\b|制程|工艺|製程|プロセス|공정",
    re.IGNORECASE,
)
_FOUNDRY_HEAD = re.compile(
    r"\b(?:foundry|foundries|fab|fabs|fonderie|Fertiger)\b|代工|晶圆厂|ファウンドリ|파운드리", re.IGNORECASE
)
# A process node as a table writes it: "4N", "N3P", "5nm", "3 nm", "SF3", "18A", "Intel 4".
_NODE = re.compile(
    r"\b(?:\d+(?:\.\d+)?\s*-?\s*nm|N\d+[A-Z]?|\d+N[A-Z]?|SF\d+[A-Z]?|\d+A|Intel\s+\d+)\b", re.IGNORECASE
)
_SYSTEMS = (K.CHIP, K.PLATFORM)


def _column(header: Row) -> tuple[int, bool] | None:
    """The index of the one process or foundry column (never the first: the names), and
    whether its cells must name a node too; None with no such column, or two."""
    found = [
        (i, _FOUNDRY_HEAD.search(c.text) is None)
        for i, c in enumerate(header.cells)
        if i > 0 and (_PROCESS_HEAD.search(c.text) or _FOUNDRY_HEAD.search(c.text))
    ]
    return found[0] if len(found) == 1 else None


def _one(mentions: list[Mention], schemas: tuple[str, ...]) -> Mention | None:
    """The one entity of ``schemas`` the mentions name, or None: none, or two (no guess)."""
    kept = [m for m in mentions if m.schema in schemas]
    return kept[0] if len({m.entity_id for m in kept}) == 1 else None


def _found(cell: Cell, gazetteer: Gazetteer, language: str | None) -> list[Mention]:
    return gazetteer.find(cell.text, cell.start, language) if cell.text else []


def process_tables(tables: Sequence[Table]) -> list[Table]:
    """The grid tables with a process or foundry column: all this module reads, kept by
    ingest when it frees a document's cells before its writes."""
    return [t for t in tables if t.form is None and isinstance(t.rows, tuple) and _column(t.header)]


def read_table_relations(
    text: str, tables: Sequence[Table], gazetteer: Gazetteer, language: str | None = None
) -> list[Relation]:
    """The foundry supplies each grid table's process column states, in text order."""
    out: list[Relation] = []
    for table in tables:
        column = None if table.form is not None else _column(table.header)
        if column is None:
            continue  # a list table's rows are prose lines too, read as such
        at, needs_node = column
        for row in table.rows:
            if len(row.cells) <= at or (needs_node and not _NODE.search(row.cells[at].text)):
                continue
            named = _found(row.cells[0], gazetteer, language)
            chip = _one(named, _SYSTEMS)
            maker = _one(_found(row.cells[at], gazetteer, language), (K.COMPANY,))
            written = _unknown_product(row.cells[0], named) if chip is None else None
            if (chip is None and written is None) or maker is None:
                continue
            quote = text[row.start : row.end]
            out.append(
                stated(
                    quote,
                    row.start,
                    None,
                    supplier=maker,
                    target=chip,
                    target_written=written,
                    component="Accelerator",
                    component_text=row.cells[at].text,
                )
            )
    return out


def _unknown_product(cell: Cell, named: list[Mention]) -> Written | None:
    """The row's product as written when the store knows no chip or platform in it ("Apple
    Baltra"): a candidate that shows it. Not a cell naming a known one (two chips: no guess),
    nor one of common words only ("Mixed", "Custom"), nor one with no letter."""
    words = cell.text.split()
    if any(m.schema in _SYSTEMS for m in named) or not re.search(r"[^\W\d_]", cell.text):
        return None
    if all(w.isalpha() and common_word(w) for w in words):  # "Q1", "X-9" are a model's, no word
        return None
    return Written(cell.text, cell.start, cell.end)
