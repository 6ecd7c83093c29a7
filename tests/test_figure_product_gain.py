"""A product's spec gain ("raised power efficiency by 35% over the prior generation")
is never its maker's figure: a company has no power efficiency or performance gain of its own.
Kept unattached where no chip is named; a named chip keeps it. SYNTHETIC sentences: the
company ("Zorblax"), the chip ("ZX900") and every number are invented.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

_GAZ = ParticleGazetteer({"Zorblax": ("company:zorblax", "Company"), "ZX900": ("chip:zx900", "Chip")})

PRODUCT: list[tuple[str, str]] = [
    ("en", "SYNTHETIC: Zorblax's newest memory part raised power efficiency by 35% over the prior "
     "generation."),
    ("en", "SYNTHETIC: Zorblax said performance improved 30% over the last generation."),
    ("ko", "SYNTHETIC: 조르블랙스의 신제품은 이전 세대 대비 전력 효율이 40% 개선됐다."),
    ("zh", "SYNTHETIC: Zorblax新产品的能效比上一代提升40%。"),
    ("de", "SYNTHETISCH: Das neue Produkt von Zorblax steigert die Energieeffizienz um 40 Prozent."),
]  # fmt: skip

CHIP: list[tuple[str, str, str]] = [
    ("en", "SYNTHETIC: The ZX900 improves power efficiency by 40% over its predecessor.", "efficiency_gain"),
    ("en", "SYNTHETIC: Zorblax said the ZX900 improves performance by 40%.", "performance_gain"),
]


@pytest.mark.parametrize(("language", "text"), PRODUCT, ids=[r[1][:60] for r in PRODUCT])
def test_a_products_gain_is_not_its_makers(language: str, text: str) -> None:
    assert all(c.get("subject", "") == "" for c in claims_of(text, _GAZ, language))


@pytest.mark.parametrize(("language", "text", "metric"), CHIP, ids=[r[1] for r in CHIP])
def test_a_named_chips_gain_is_the_chips(language: str, text: str, metric: str) -> None:
    got = [(c.get("subject", ""), c["metric"]) for c in claims_of(text, _GAZ, language)]
    assert ("chip:zx900", metric) in got
