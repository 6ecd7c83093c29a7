"""How far a hedge in the lead reaches, on SYNTHETIC leads (branch type6, issue #10 §5): a hedge in
a later bullet item is a side item; one in the first item, or in a lead of prose, hedges the story.
Every company, outlet and figure is invented; no sentence is taken from a real document."""

from __future__ import annotations

import pytest

from chipatlas.extract.hedges import lead_hedge

# (language, lead, hedged) -- Synthetic.
LEADS: list[tuple[str, str, bool]] = [
    # a list of items: the first item is the story, a hedge in a later one is a side item
    (
        "en",
        "Overview\n- The ministry moved K9 exports to case-by-case licensing.\n"
        "- A new cap limits shipments to half of domestic sales.\n"
        "- Buyers have reportedly ordered 2 million K9 chips.\n",
        False,
    ),
    (
        "de",
        "Überblick\n- Das Ministerium stellt K9-Exporte auf Einzelgenehmigungen um.\n"
        "- Käufer haben Berichten zufolge 2 Millionen K9-Chips bestellt.\n",
        False,
    ),
    # must not: a hedge in the first item, or in a lead of prose, still hedges the story
    ("en", "According to a report, Kestrel will supply K9 chips to Orbis.", True),
    (
        "en",
        "Kestrel plans a new K9 line. Buyers have reportedly ordered 2 million K9 chips.",
        True,
    ),
    (
        "en",
        "Overview\n- Kestrel has reportedly won K9 orders from Orbis.\n- Shipments begin in May.\n",
        True,
    ),
]


@pytest.mark.parametrize(("lang", "lead", "hedged"), LEADS)
def test_lead_hedge_scope(lang: str, lead: str, hedged: bool) -> None:
    assert (lead_hedge(lead) is not None) is hedged, (lang, lead_hedge(lead))
