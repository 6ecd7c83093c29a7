"""A page's front matter is metadata, save its title (extract/markup.py, relation_reader.py;
issue 10 §6, issue 11 §1). SYNTHETIC pages written before the rule: "Orbis Foundry", "Kestrel
Memory", "Lumen Systems" and the chip "Vega R1" do not exist, and no line reports an event.

- the title (one line, or a block scalar's lines) is the headline: its relations are read,
  quoting the title's own words;
- a summary or excerpt restates the body: no relation of its own (it was one quote of every
  key line, and a second candidate of the body's fact);
- a page with no front matter is read whole, as before.
"""

from __future__ import annotations

from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.markup import front_title
from chipatlas.extract.relation_reader import read_relations

PAGE = """---
title: >-
  Orbis Foundry to build a new packaging plant
  in Arizona
date: 2026-01-05
summary: "Kestrel Memory will supply HBM4 for the Vega R1, a report says."
---

# Synthetic note

Kestrel Memory will supply HBM4 for the Vega R1.
"""


def _found(text: str) -> list[tuple[str, str, str]]:
    return [(r.kind, entity_id(r.supplier), r.quote) for r in read_relations(text, TableNames(NAMES), "en")]


def test_the_title_is_read_and_the_summary_is_not() -> None:
    assert _found(PAGE) == [
        ("site", "company:orbis", "Orbis Foundry to build a new packaging plant\n  in Arizona"),
        ("supply", "company:kestrel", "Kestrel Memory will supply HBM4 for the Vega R1."),
    ]


def test_front_title_forms() -> None:
    one = '---\ntitle: "Orbis Foundry opens a fab"\n---\nBody.\n'
    start, end = front_title(one) or (0, 0)
    assert one[start:end] == "Orbis Foundry opens a fab"  # quotes left out
    assert front_title("# Orbis Foundry opens a fab\n") is None  # no front matter
    assert front_title("---\ndate: 2026-01-05\n---\n") is None  # no title in it


def test_a_page_without_front_matter_is_read_whole() -> None:
    body = PAGE.split("---\n", 2)[2]
    assert [f[:2] for f in _found(body)] == [("supply", "company:kestrel")]
