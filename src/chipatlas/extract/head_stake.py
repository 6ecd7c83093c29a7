"""An investment in a company, not in a plant: "Kestrel to invest up to $100 billion in Orbis",
"un investimento ... in Orbis" is a deal between two companies (``partnership_deal``), where
"invests $10 billion in a new fab" or "in Arizona" is capacity being built (branch type6,
issue #10 §4). The company is a capitalised name after "in" that is no country, region or known
place, in a clause that names no plant, site or data centre.
"""

from __future__ import annotations

import re

from chipatlas.extract.places import country_in

_STAKE = re.compile(
    r"\b(?i:invest\w*|investiment\w*|investissement\w*|investition\w*|inversi[oó]n\w*|invierte\w*|"
    r"investe|investir\w*|beteilig\w*)"
    r"(?:[^.;:]|\.(?=\d)){0,60}?\s(?:in|into|en|dans|nel|nella|an)\s+"
    r"(?P<name>[A-Z][\w&.'’-]*(?:\s[A-Z][\w&.'’-]*){0,2})(?![\w&'’-])"
)
_SITE_WORDS = re.compile(
    r"(?i:\b(?:fabs?|plants?|factor(?:y|ies)|facilit(?:y|ies)|sites?|campus\w*|capacity|production|"
    r"lines?|cleanrooms?|data ?cent(?:er|re)s?|rechenzentr\w*|centres? de donn\w*|centros? de datos|"
    r"werk\w*|fabrik\w*|usines?|plantas?|f[aá]bricas?|stabiliment\w*|impiant\w*|stati|states|"
    r"infrastructure|infrastruktur|infraestructura|infrastruttur\w*|"
    # making things: money put into manufacturing builds capacity ("Investment in Domestic Memory
    # Manufacturing", "in die Speicherfertigung", "dans la fabrication", "nella Produzione")
    r"manufactur\w*|\w*fertigung\w*|\w*produktion\w*|fabrication|fabricaci[oó]n|fabbricazion\w*|"
    r"manifattur\w*|producci[oó]n|produzion\w*)\b)"
)
# Capitalised words after "in" that name no company: a field, a region, a bloc.
_NOT_COMPANY = frozenset(
    {
        "ai",
        "ki",
        "ia",
        "us",
        "usa",
        "u.s",
        "u.s.",
        "eu",
        "uk",
        "europe",
        "europa",
        "asia",
        "america",
        "africa",
        "the",
        "r&d",
        "hbm",
        "chips",
        "china",
    }
)


def stake_in(clause: str) -> tuple[int, int] | None:
    """(start, end) of an investment in a named company in the clause, else None."""
    m = _STAKE.search(clause)
    if m is None or _SITE_WORDS.search(clause):
        return None
    name = m.group("name").rstrip(".")
    if name.lower() in _NOT_COMPANY or country_in(name) is not None:
        return None
    return m.start(), m.start("name") + len(name)
