"""What every reader returns: text with offsets, tables whose cells know where they stand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Cell:
    text: str
    start: int  # offsets into ParsedDocument.text
    end: int


@dataclass(frozen=True, slots=True)
class Row:
    cells: tuple[Cell, ...]
    line: int  # 1-based line in the source file
    start: int
    end: int

    @property
    def texts(self) -> list[str]:
        return [c.text for c in self.cells]


@dataclass(frozen=True, slots=True)
class Table:
    header: Row
    rows: Sequence[Row]  # a tuple, or walked lazily from the text (read.delimited)
    heading: str | None = None  # the nearest text above the table, e.g. "Supplier ring"
    # What the page says the table is about, with offsets for the quote: its <caption>, else
    # the nearest h1-h6 heading above it (HTML only); ``label_from`` says which.
    label: Cell | None = None
    label_from: str | None = None
    # How the table is written: None for a grid the reader found as one (pipe, HTML, CSV);
    # "list-table" for nested bullets (read/list_tables.py), whose rows are also prose lines.
    form: str | None = None

    @property
    def columns(self) -> list[str]:
        return self.header.texts


@dataclass(frozen=True, slots=True)
class Block:
    """A line or paragraph of running text outside any table."""

    text: str
    start: int
    end: int
    line: int
    page: int | None = None  # the PDF page it stands on
    # A section title's level (1 the page's, 2 its sections, ...): Markdown "## ...", a title
    # underlined in reStructuredText or setext, an HTML <h2>; 0 for running text.
    heading: int = 0


@dataclass
class ParsedDocument:
    uri: str
    text: str
    media_type: str
    encoding: str
    title: str | None = None
    tables: list[Table] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # what reading had to repair or assume
    # What the file says about itself outside its text (HTML <meta>, JSON-LD): title,
    # published, updated, publisher, author; meta_origin names the tag each came from.
    meta: dict[str, str] = field(default_factory=dict)
    meta_origin: dict[str, str] = field(default_factory=dict)

    def quote(self, start: int, end: int) -> str:
        return self.text[start:end]
