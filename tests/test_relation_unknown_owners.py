"""Ownership between two companies the store does not know (issue 11 §1: a relation whose parts
do not resolve goes to the candidates list with its sentence, nothing dropped silently).
SYNTHETIC sentences written before the rule: "Harlow Storage", "Brisk Compute", "Vantor Labs"
and "Quell Data" do not exist, and no sentence reports an event.

"X acquired Y" with neither name known is a candidate showing both names as written; a part,
a product line, a plant or a company's unit bought, or a subject that names no one ("The
company acquired ..."), gives none.
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames

from chipatlas.extract.relation_reader import read_relations

# (sentence, [(owner as written, owned as written, stage, ends)])
ROWS = [
    (
        "Harlow Storage acquired Brisk Compute, a maker of edge servers.",
        [("Harlow Storage", "Brisk Compute")],
    ),
    ("In March, Vantor Labs bought Quell Data for an undisclosed sum.", [("Vantor Labs", "Quell Data")]),
    ("Vantor Labs has acquired Quell Data.", [("Vantor Labs", "Quell Data")]),
    (
        "Harlow Storage completed its acquisition of Brisk Compute in June.",
        [("Harlow Storage", "Brisk Compute")],
    ),
    # a known company elsewhere in the sentence is neither side
    (
        "Harlow Storage acquired Brisk Compute to offer design services for Kestrel Memory parts.",
        [("Harlow Storage", "Brisk Compute")],
    ),
    # Markdown around the names and the verb: read through it, quoted with it
    (
        "*   **Vantor Labs** [acquired](https://example.com/v-q) **Quell Data** this week.",
        [("Vantor Labs", "Quell Data")],
    ),
    # nothing: no owner named, a product line, a unit of the company, a part, a plant
    ("The company acquired Brisk Compute last year.", []),
    ("Harlow Storage bought Falcon Shores chips for its lab.", []),
    ("Harlow Storage acquired Brisk Compute's networking unit.", []),
    ("Harlow Storage bought HBM from several makers.", []),
    ("Harlow Storage acquired 40 acres of land near the river.", []),
    # a table cell's common word and a month are no company ("| Land acquired Jan 2026 |")
    ("| Phase 2 | Land acquired Jan 2026 |", []),
    ("Harlow Storage acquired March Data last week.", []),
    # a deal not yet made stays none, as with known names
    ("Harlow Storage is in talks to acquire Brisk Compute.", []),
    # "now part of": owned, whichever side the store knows
    (
        "Brisk Compute, now part of Harlow Storage, released a new server.",
        [("Harlow Storage", "Brisk Compute")],
    ),
    ("Brisk Compute is now part of Harlow Storage.", [("Harlow Storage", "Brisk Compute")]),
    ("Brisk Compute is part of Harlow Storage's plan for 2027.", []),
]


@pytest.mark.parametrize(("text", "want"), ROWS, ids=lambda v: str(v)[:40])
def test_ownership_between_unknown_companies(text: str, want: list[tuple[str, str]]) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "ownership"]
    got = [
        (r.unknown_supplier.text if r.unknown_supplier else None, r.obj_text)
        for r in found
        if r.supplier is None and r.obj is None
    ]
    assert got == want
    assert all(r.supplier is None and r.obj is None for r in found)  # no known name guessed
    assert all(r.quote == text[r.start : r.end] for r in found)  # verbatim, markup and all


def test_now_part_of_a_known_owner() -> None:
    text = "Brisk Compute, now part of Kestrel Memory, released a new server."
    (rel,) = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "ownership"]
    assert rel.supplier is not None and rel.supplier.entity_id == "company:kestrel"
    assert (rel.obj_text, rel.stage) == ("Brisk Compute", "subsidiary")
