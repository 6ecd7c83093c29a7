"""A company's figure of an earlier time ("once exceeded", "had reached", かつて, 한때, 曾经,
einst, autrefois, un tempo) is no fact of now: kept unattached, never the company's current
value. SYNTHETIC sentences: the company ("Zorblax") and every number are invented.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

_GAZ = ParticleGazetteer({"Zorblax": ("company:zorblax", "Company")})
Z = "company:zorblax"

EARLIER: list[tuple[str, str]] = [
    ("en", "SYNTHETIC: Zorblax's debt, which once exceeded $9 billion, is far lower now."),
    ("en", "SYNTHETIC: Zorblax's debt had reached $9 billion before the sale."),
    ("ja", "SYNTHETIC: ゾーブラックスのかつて9,000億円を超えていた借入金は減った。"),
    ("ko", "SYNTHETIC: 조르블랙스의 부채는 한때 9조원에 달했다."),
    ("zh", "SYNTHETIC: Zorblax的负债曾经达到90亿美元。"),
    ("de", "SYNTHETISCH: Die Schulden von Zorblax lagen einst bei 9 Milliarden Euro."),
    ("fr", "SYNTHÉTIQUE : la dette de Zorblax, qui dépassait autrefois 9 milliards d'euros, a été réduite."),
    ("it", "SINTETICO: il debito di Zorblax, un tempo pari a 9 miliardi di euro, è stato ridotto."),
]

# Near misses: the figure of now, with an earlier time named elsewhere in the sentence.
NOW: list[tuple[str, str, str]] = [
    ("en", "SYNTHETIC: Zorblax, once a start-up, reported revenue of $14 billion.", "revenue"),
    ("en", "SYNTHETIC: Zorblax has reached $14 billion in revenue.", "revenue"),
    ("en", "SYNTHETIC: Zorblax once again posted revenue of $14 billion.", "revenue"),
    ("ko", "SYNTHETIC: 한때 적자였던 조르블랙스는 3분기 영업이익 5조원을 기록했다.", "operating_profit"),
]


def _subjects(text: str, language: str) -> list[str]:
    return [c.get("subject", "") for c in claims_of(text, _GAZ, language) if c["value"][:1].isdigit()]


@pytest.mark.parametrize(("language", "text"), EARLIER, ids=[r[1] for r in EARLIER])
def test_an_earlier_value_is_no_fact_of_now(language: str, text: str) -> None:
    assert Z not in _subjects(text, language)


@pytest.mark.parametrize(("language", "text", "metric"), NOW, ids=[r[1] for r in NOW])
def test_a_figure_of_now_stays_the_companys(language: str, text: str, metric: str) -> None:
    got = [(c.get("subject", ""), c["metric"]) for c in claims_of(text, _GAZ, language)]
    assert (Z, metric) in got
