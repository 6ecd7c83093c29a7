"""Sites a company's own page lists as its footprint (extract/relation_footprint.py, issue 11
§1). SYNTHETIC pages written before the rule: "Orbis Foundry", "Kestrel Memory", the chip
"Vega R1" and "Harlow Storage" do not exist, and no line reports a real plant.

A footprint line names no company: the page's own does (its first title, or the company its
first prose line opens with). A line that opens with a known place and names site words is a
site of that company; a line with no place or no site words, one naming another company, or a
page whose company the store does not know, gives none.
"""

from __future__ import annotations

from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

ORB = "company:orbis"

PAGE = """---
aliases: [Orbis]
---
#actor #synthetic

Orbis Foundry — a synthetic chip maker used in tests.

Manufacturing footprint:
- [[Arizona]] fab for Vega R1 dies (announced 2025)
- **Taiwan** packaging plant
- Expanding US presence for new demand
- Japan plant shared with Kestrel Memory
"""


def _sites(text: str) -> list[tuple[str, str, str | None, str]]:
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "site"]
    return [(entity_id(r.supplier), r.place or "", r.component, r.quote) for r in found]


def test_a_footprint_line_is_a_site_of_the_pages_company() -> None:
    assert _sites(PAGE) == [
        (ORB, "Arizona", "Accelerator", "- [[Arizona]] fab for Vega R1 dies (announced 2025)"),
        (ORB, "Taiwan", "Advanced packaging", "- **Taiwan** packaging plant"),
    ]


def test_a_page_titled_with_its_company() -> None:
    page = "# Orbis Foundry\n\n## Facilities\n- Texas fab for wafers\n"
    assert [s[:2] for s in _sites(page)] == [(ORB, "Texas")]


def test_no_known_company_or_no_label_gives_none() -> None:
    unknown = PAGE.replace("Orbis Foundry — a synthetic", "Harlow Storage — a synthetic")
    assert _sites(unknown) == []
    assert _sites(PAGE.replace("Manufacturing footprint:", "Recent news:")) == []
