"""Signal types the precision audit found wrong on new real text (branch auditrel), as a
table of SYNTHETIC headlines and leads written before the rules: tight or sold-out supply and
full capacity are a disruption, not a supply deal; a setback ("hits a snag") is a disruption.

Every headline is invented ("Kestrel Memory", "Orbis Foundry", "Lumen Systems"); no event is
a fact.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.taxonomy import classify

ROWS = (
    # tight, short or sold-out supply; full capacity
    ("Advanced packaging still in short supply; expansion spreading overseas", "", "supply_disruption"),
    ("HBM remains in short supply as Lumen Systems ramps", "", "supply_disruption"),
    (
        "Orbis Foundry said demand is so strong that its production capacity would be strained for years.",
        "",
        "supply_disruption",
    ),
    ("Kestrel Memory's substrate capacity is fully booked through 2027", "", "supply_disruption"),
    ("Orbis Foundry's packaging lines are maxed out", "", "supply_disruption"),
    # a setback in a qualification
    ("Kestrel Memory's HBM3E hits snag in Lumen qualification process", "", "supply_disruption"),
    ("Kestrel Memory hits a snag in Lumen Systems tests", "", "supply_disruption"),
    # still a deal: supplying someone, passing a qualification
    ("Kestrel Memory to supply HBM3E to Lumen Systems", "", "partnership_deal"),
    ("Kestrel Memory passes Lumen qualification for HBM3E", "", "partnership_deal"),
    # still an expansion: capacity that grows
    ("Orbis Foundry doubles its packaging capacity", "", "capacity_expansion"),
)


@pytest.mark.parametrize(("title", "body", "expected"), ROWS, ids=[r[0][:40] for r in ROWS])
def test_the_headline_type(title: str, body: str, expected: str) -> None:
    assert classify(title, body).type == expected
