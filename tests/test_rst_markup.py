"""reStructuredText markup is no prose (gold batch g1: Sphinx documentation pages).

A page's ``.. meta::`` fields, link targets, directives with their options and title underlines
were read as text: the signal's title was ':description: "..."' and a takeaway ':date-modified:
12/02/2025'. The page below is SYNTHETIC, about a made-up chip.
"""

from __future__ import annotations

from chipatlas.read.text import read_text

PAGE = """.. meta::
    :description: "Synthetic ZX900 architecture overview."
    :date-modified: 12/02/2025

.. _zx900-arch:

ZX900 Architecture
==================

The ZX900 is a made-up accelerator used in this SYNTHETIC test page.

.. image:: /images/zx900.png
    :align: center

Memory
------

Each ZX900 carries 96 GB of memory.
"""


def test_markup_lines_are_not_blocks_and_the_title_is_the_first_section_title() -> None:
    doc = read_text("synthetic:zx900.rst.txt", PAGE, "text/plain", "utf-8")
    texts = [b.text for b in doc.blocks]
    assert texts == [
        "ZX900 Architecture",
        "The ZX900 is a made-up accelerator used in this SYNTHETIC test page.",
        "Memory",
        "Each ZX900 carries 96 GB of memory.",
    ]
    assert doc.title == "ZX900 Architecture"
    assert doc.meta["updated"] == "12/02/2025"
    assert "meta field 'date-modified'" in doc.meta_origin["updated"]
    for b in doc.blocks:  # blocks still point into the text as stored
        assert PAGE[b.start : b.end] == b.text


def test_markdown_keeps_its_rules_and_front_matter_blocks_alike() -> None:
    text = "# Synthetic title\n\nA SYNTHETIC paragraph of prose.\n\n---\n\nAnother paragraph.\n"
    doc = read_text("synthetic:a.md", text, "text/markdown", "utf-8")
    assert doc.title == "Synthetic title"
    assert "A SYNTHETIC paragraph of prose." in [b.text for b in doc.blocks]
