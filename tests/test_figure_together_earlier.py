"""Two causes of wrong company figures. SYNTHETIC sentences: the companies ("Zorblax",
"Quillon") and every number are invented.

A share several companies hold together ("Zorblax and Quillon together hold 80%") is none of
theirs alone: unattached. The old value a change is from, said as an earlier plan ("lifted its
investment from an earlier $3 billion plan", "von zuvor geplanten 3 Milliarden") is no fact of now.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

_GAZ = ParticleGazetteer(
    {"Zorblax": ("company:zorblax", "Company"), "Quillon": ("company:quillon", "Company")}
)
Z, Q = "company:zorblax", "company:quillon"

TOGETHER: list[tuple[str, str]] = [
    ("en", "SYNTHETIC: Zorblax and Quillon together hold about 80% of the wafer market."),
    ("en", "SYNTHETIC: Zorblax and Quillon have a combined share of 70% of the market."),
    ("de", "SYNTHETISCH: Zorblax und Quillon halten zusammen rund 80 Prozent des Marktes."),
    ("fr", "SYNTHÉTIQUE : Zorblax et Quillon détiennent ensemble environ 80 % du marché."),
    ("zh", "SYNTHETIC: Zorblax和Quillon合计占全球产能的80%。"),
]
EARLIER: list[tuple[str, str]] = [
    ("en", "SYNTHETIC: Zorblax has lifted its investment from an earlier $3 billion plan."),
    ("en", "SYNTHETIC: Zorblax raised its investment from the previous $3 billion."),
    ("de", "SYNTHETISCH: Zorblax erhöht seine Investition von zuvor geplanten 3 Milliarden Euro."),
]
# Near misses: one company's own share; a new value said with "from" and no earlier time.
OWN: list[tuple[str, str, str]] = [
    ("en", "SYNTHETIC: Zorblax alone holds about 45% of the wafer market.", Z),
    ("en", "SYNTHETIC: Zorblax received $2 billion from an investor group.", Z),
]


def _subjects(text: str, language: str) -> list[str]:
    return [c.get("subject", "") for c in claims_of(text, _GAZ, language)]


@pytest.mark.parametrize(
    ("language", "text"), TOGETHER + EARLIER, ids=[r[1][:60] for r in TOGETHER + EARLIER]
)
def test_no_company_owns_it(language: str, text: str) -> None:
    got = _subjects(text, language)
    assert Z not in got and Q not in got


@pytest.mark.parametrize(("language", "text", "owner"), OWN, ids=[r[1][:60] for r in OWN])
def test_the_companys_own(language: str, text: str, owner: str) -> None:
    assert owner in _subjects(text, language)
