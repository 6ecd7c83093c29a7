"""Foundry supplies a chip table's process column states (extract/relation_tables.py, issue 11
§1). Every table, company and chip here is SYNTHETIC ("Orbis Foundry", "Kestrel Fab", "ZX900",
"QX5" do not exist): written before the rule ran on them.

A row gives a proposal when its first cell names one known chip and its process cell names one
company with a node ("Orbis N3"), a candidate showing the product when the row names no known
chip ("Nimbus Q1"); nothing when the cell names no company, or no node, or a "Manufacturer"
column names the chip's designer, or the product cell is common words ("Mixed")."""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.extract.mentions import DictGazetteer, Mention
from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import read_relations
from chipatlas.ingest.pipeline import ingest
from chipatlas.read.text import read_text
from chipatlas.sources import SourceDocument

GAZ = DictGazetteer(
    {
        "Orbis Foundry": ("company:orbis", "Company"),
        "Orbis": ("company:orbis", "Company"),
        "Kestrel Fab": ("company:kestrel", "Company"),
        "Zorblax": ("company:zorblax", "Company"),
        "ZX900": ("chip:zx900", "Chip"),
        "QX5": ("chip:qx5", "Chip"),
        "ZR72": ("platform:zr72", "Platform"),
    }
)

TABLE = """# Accelerators compared (synthetic)

| Chip | Peak | Process Node |
|------|------|--------------|
| Zorblax ZX900 | 4 PFLOPS | Orbis N3P |
| QX5 | 2 PFLOPS | Kestrel Fab 5nm |
| Nimbus Q1 | TBA | Orbis 3nm |
| ZR72 | 90 PFLOPS | Custom |
| QX5 Lite | 1 PFLOPS | 7nm |
"""


def _read(text: str) -> list[tuple[str, str, str, str]]:
    doc = read_text("synthetic:table.md", text, "text/markdown", "utf-8")
    found = read_relations(doc.text, GAZ, "en", tables=doc.tables)
    return [(_id(r.supplier), r.component or "", _id(r.target) or _written(r), r.quote) for r in found]


def _written(r: Relation) -> str:
    """A product the store lacks, as the row writes it (a candidate)."""
    return f"written:{r.target_written.text}" if r.target_written else ""


def _id(m: Mention | None) -> str:
    return m.entity_id if m else ""


def test_a_process_column_names_each_chips_foundry() -> None:
    found = _read(TABLE)
    assert [f[:3] for f in found] == [
        ("company:orbis", "Accelerator", "chip:zx900"),
        ("company:kestrel", "Accelerator", "chip:qx5"),
        ("company:orbis", "Accelerator", "written:Nimbus Q1"),  # no known chip: kept as written
    ]
    assert found[0][3] == "| Zorblax ZX900 | 4 PFLOPS | Orbis N3P |"  # the row is the quote


def test_a_foundry_column_needs_no_node_and_a_maker_column_is_never_read() -> None:
    foundry = "| Product | Foundry |\n|---|---|\n| ZX900 | Orbis Foundry |\n"
    assert [f[:3] for f in _read(foundry)] == [("company:orbis", "Accelerator", "chip:zx900")]
    maker = "| Product | Manufacturer | Node |\n|---|---|---|\n| ZX900 | Zorblax | 3nm |\n"
    assert _read(maker) == []  # the designer, and a node with no company in its cell


def test_a_product_of_common_words_only_gives_nothing() -> None:
    mixed = "| Chip | Process Node |\n|---|---|\n| Mixed | Orbis N3 |\n| 2025 | Orbis N3 |\n"
    assert _read(mixed) == []


def test_two_process_columns_or_a_process_first_column_give_nothing() -> None:
    two = "| Chip | Process | Node |\n|---|---|---|\n| ZX900 | Orbis N3 | Orbis N3 |\n"
    first = "| Process | Chip |\n|---|---|\n| Orbis N3 | ZX900 |\n"
    assert _read(two) == [] and _read(first) == []


def test_other_languages_headers() -> None:
    zh = "| 芯片 | 制程 |\n|---|---|\n| ZX900 | Orbis 3nm |\n"
    de = "| Chip | Fertigung |\n|---|---|\n| QX5 | Kestrel Fab 5 nm |\n"
    assert [f[2] for f in _read(zh)] == ["chip:zx900"]
    assert [f[2] for f in _read(de)] == ["chip:qx5"]


NAMES = b"name,kind\nOrbis Foundry,Company\nZX900,Chip\n"


def test_an_ingested_table_proposes_the_supply(sqlite_engine: Engine) -> None:
    """Through the whole ingest: the table is kept past the cells' free and proposed for review."""
    assert ingest(sqlite_engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    page = (
        "# Chips (synthetic)\n\nThe chips of this note, side by side.\n\n"
        "| Chip | Process node |\n|---|---|\n| ZX900 | Orbis Foundry N3 |\n"
    )
    report = ingest(sqlite_engine, SourceDocument("synthetic:chips.md", page.encode(), "text/markdown"))
    assert report.ok, report.lines()
    lines = [line for line in report.proposals if "Orbis Foundry" in line]
    assert len(lines) == 1 and "Accelerator" in lines[0] and "ZX900" in lines[0], report.proposals
