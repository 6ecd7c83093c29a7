"""A company named as the modifier of another's role ("the Zorblax supplier", "Zorblax-Zulieferer",
"조르블랙스 공급사", "Zorblax供应商") is not the owner of the figure the sentence gives: the
supplier's share price is not Zorblax's. And "shares ... 6% higher" is a share price's move,
never a market share. SYNTHETIC sentences: the company ("Zorblax") and every number are invented.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

# the ticker is a name of the company too ("ZBX.O supplier": the ticker's suffix before the role)
_GAZ = ParticleGazetteer({"Zorblax": ("company:zorblax", "Company"), "ZBX": ("company:zorblax", "Company")})
Z = "company:zorblax"

ROWS: list[tuple[str, str]] = [
    ("en", "SYNTHETIC: The results sent shares in the Zorblax ZBX.O supplier 6% higher."),
    ("en", "SYNTHETIC: Shares of the Zorblax supplier rose 9% on Tuesday."),
    ("en", "SYNTHETIC: Shares of a key Zorblax customer fell 9% on Tuesday."),
    ("de", "SYNTHETISCH: Die Aktie des Zorblax-Zulieferers stieg um 9 Prozent."),
    ("ko", "SYNTHETIC: 조르블랙스 공급사의 주가는 9% 상승했다."),
    ("zh", "SYNTHETIC: Zorblax供应商的股价上涨9%。"),
    ("ja", "SYNTHETIC: ゾーブラックスのサプライヤーの株価は9%上昇した。"),
]

# Near misses: the company's own share price, and its own supplier's name before the figure.
OWN: list[tuple[str, str]] = [
    ("en", "SYNTHETIC: Zorblax shares rose 9% on Tuesday."),
    ("en", "SYNTHETIC: Zorblax saw its shares rise 9% on Tuesday."),
    ("ko", "SYNTHETIC: 조르블랙스의 주가는 9% 상승했다."),
]


def _read(text: str, language: str) -> list[tuple[str, str]]:
    return [
        (c.get("subject", ""), c["metric"]) for c in claims_of(text, _GAZ, language) if c.get("unit") == "%"
    ]


@pytest.mark.parametrize(("language", "text"), ROWS, ids=[r[1] for r in ROWS])
def test_a_companys_supplier_owns_the_figure(language: str, text: str) -> None:
    assert _read(text, language) == [("", "share_price_change")]


@pytest.mark.parametrize(("language", "text"), OWN, ids=[r[1] for r in OWN])
def test_the_companys_own_share_price(language: str, text: str) -> None:
    assert _read(text, language) == [(Z, "share_price_change")]
