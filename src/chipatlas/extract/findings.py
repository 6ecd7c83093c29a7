"""What an extractor hands on: statements, and an honest account of how it read them."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from chipatlas.model.statement import Statement
from chipatlas.read.parsed import Row, Table


class RefFn(Protocol):
    """(schema, name as written, aliases the source gives) -> entity id.

    The resolve layer supplies it, so extractors never coin an id for a name the
    store already knows under another spelling.
    """

    def __call__(self, schema: str, name: str, *aliases: str) -> str: ...


@dataclass(frozen=True)
class Note:
    """One line of the ingest report: a repair, a rejection or a self-check."""

    line: int | None
    message: str


@dataclass
class Extraction:
    statements: list[Statement] = field(default_factory=list)
    repairs: list[Note] = field(default_factory=list)
    rejected: list[Note] = field(default_factory=list)
    checks: list[Note] = field(default_factory=list)
    platforms: set[str] = field(default_factory=set)
    source_key: str | None = None  # a dataset title that names the source across versions
    kinds: set[str] = field(default_factory=set)  # "ring", "summary", "record", ...
    # Statements still to come after ``statements`` (a streamed ring: extract.ring.stream_ring);
    # walking it adds each row's notes to this extraction as the row is read.
    pending: Iterator[Statement] | None = None
    # How each attached figure's subject was read (claim id -> ``extract.subject_basis.Basis``
    # value): in memory only, for the ingest report and the evaluation tools, never stored.
    figure_bases: dict[str, str] = field(default_factory=dict)
    # Names the document itself gives an entity (the machine a page is about: name -> (id,
    # kind)), linked in its own sentences as the store's names are (extract/page_subject.py).
    own_names: dict[str, tuple[str, str]] = field(default_factory=dict)

    def merge(self, other: Extraction) -> None:
        self.statements += other.statements
        self.repairs += other.repairs
        self.rejected += other.rejected
        self.checks += other.checks
        self.platforms |= other.platforms
        self.kinds |= other.kinds
        self.figure_bases |= other.figure_bases
        self.own_names |= other.own_names
        self.source_key = self.source_key or other.source_key


def whole_rows(
    kind: str,
    source_key: str,
    table: Table,
    header: Sequence[str],
    problem: Callable[[dict[str, str]], str | None],
    statements: Callable[[Row, dict[str, str]], list[Statement]],
) -> Extraction:
    """A bundled table read row by row: each row's cells by ``header`` name, stripped; a row
    lands whole or is rejected with its line and the field at fault (``problem``)."""
    out = Extraction(kinds={kind}, source_key=source_key)
    for row in table.rows:
        cells = {col: cell.text.strip() for col, cell in zip(header, row.cells, strict=False)}
        fault = problem(cells)
        if fault:
            out.rejected.append(Note(row.line, fault))
            continue
        out.statements += statements(row, cells)
    return out
