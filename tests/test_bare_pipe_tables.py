"""Pipe tables written without their outer pipes (read/text.py): GitHub's Markdown allows a
header "a | b" over a separator "--- | ---", rows "1 | 2" until a line without a pipe.
SYNTHETIC text."""

from __future__ import annotations

from chipatlas.read.text import read_text

PAGE = """# Synthetic page

Nodes | GPUs
----- | ----
4 | 8 x ZX900
2 | N/A

After the table, a prose line.
"""


def test_a_table_without_outer_pipes_is_a_table() -> None:
    doc = read_text("synthetic:bare.md", PAGE, "text/markdown", "utf-8")
    (table,) = doc.tables
    assert [c.text for c in table.header.cells] == ["Nodes", "GPUs"]
    assert [[c.text for c in r.cells] for r in table.rows] == [["4", "8 x ZX900"], ["2", "N/A"]]
    cell = table.rows[0].cells[1]
    assert doc.text[cell.start : cell.end] == "8 x ZX900"  # offsets into the text
    assert any(b.text == "After the table, a prose line." for b in doc.blocks)


def test_a_line_with_a_pipe_over_a_rule_is_no_table() -> None:
    # a setext heading's underline or a rule has no pipe: the line above stays prose
    doc = read_text("synthetic:rule.md", "Either | or, a choice\n---\n\nText.\n", "text/markdown", "utf-8")
    assert doc.tables == []
