"""A company's results figure that is not the period's exact value, as a table of SYNTHETIC
sentences: the company ("Zorblax") and every number are invented. A threshold crossed ("den
Schwellwert von 50 Milliarden", "10조원을 돌파") is a bound: stored with the qualifier "more
than; threshold", never as an exact value; a prior period's value given beside the current
one ("(Vorjahr: 7,2 Mrd.)", "지난해 3분기(7조원)보다") is no value of the current period: unattached.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

_GAZ = ParticleGazetteer({"Zorblax": ("company:zorblax", "Company")})
Z = "company:zorblax"

Row = tuple[str, str, list[tuple[str, str, str, str]]]  # text, language, (subject, metric, value, qualifier)

ROWS: list[Row] = [
    ("SYNTHETIC: Mit 41 Milliarden US-Dollar Umsatz durchbricht Zorblax erstmals den Schwellwert von "
     "40 Milliarden US-Dollar.", "de",
     [(Z, "revenue", "40000000000", "more than; threshold"), ("", "revenue", "41000000000", "")]),
    ("SYNTHETIC: 조르블랙스의 분기 영업이익이 처음으로 8조원을 돌파했다.", "ko",
     [(Z, "operating_profit", "8000000000000", "more than; threshold")]),
    ("SYNTHETIC: Zorblax's quarterly revenue surpassed the $3 billion milestone.", "en",
     [(Z, "revenue", "3000000000", "more than; threshold")]),
    ("SYNTHETIC: Der Umsatz von Zorblax stieg im Quartal um 120 Prozent auf 16 Mrd. Dollar "
     "(Vorjahr: 7,3 Mrd. Dollar).", "de",
     [("", "revenue", "7300000000", ""), (Z, "revenue", "16000000000", "")]),
    ("SYNTHETIC: 조르블랙스의 영업이익은 8조원으로, 지난해 3분기(5조원)보다 60% 증가했다.", "ko",
     [("", "operating_profit", "5000000000000", ""), (Z, "operating_profit", "8000000000000", "")]),
]  # fmt: skip

# Near misses: a bound said with "more than" stays the company's; a bracket with no earlier
# period in it is the value's own note.
NEAR: list[Row] = [
    ("SYNTHETIC: Zorblax reported revenue of more than $3 billion in the quarter.", "en",
     [(Z, "revenue", "3000000000", "more than")]),
    ("SYNTHETIC: 조르블랙스는 3분기 영업이익(8조원)이 사상 최대라고 밝혔다.", "ko",
     [(Z, "operating_profit", "8000000000000", "")]),
    ("SYNTHETIC: 지난해 4분기에 이어 올 1분기에도 조르블랙스의 영업이익(6조원)이 최대였다.", "ko",
     [(Z, "operating_profit", "6000000000000", "")]),
]  # fmt: skip


def _read(text: str, language: str) -> list[tuple[str, str, str, str]]:
    claims = claims_of(text, _GAZ, language)
    return sorted(
        (c.get("subject", ""), c["metric"], c["value"], c.get("qualifier", ""))
        for c in claims
        if c["value"][:1].isdigit() and c.get("unit") != "%"
    )


@pytest.mark.parametrize(("text", "language", "expected"), ROWS + NEAR)
def test_results_bound_or_prior(text: str, language: str, expected: list[tuple[str, str, str, str]]) -> None:
    assert _read(text, language) == sorted(expected)
