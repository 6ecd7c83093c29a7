"""A company named as the partner the subject works with ("partnering with Zorblax", "s'associe
avec Zorblax", "gemeinsam mit Zorblax", "조르블랙스와 손잡고", "与Zorblax合作", "ゾーブラックスと提携")
owns none of the money the sentence gives the subject ("its $80 billion investment plan").
SYNTHETIC sentences: the companies ("Zorblax", "Quillon") and every number are invented.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

_GAZ = ParticleGazetteer(
    {"Zorblax": ("company:zorblax", "Company"), "Quillon": ("company:quillon", "Company")}
)
Z, Q = "company:zorblax", "company:quillon"

PARTNER: list[tuple[str, str]] = [
    ("en", "SYNTHETIC: In Ohio the firm is partnering with Zorblax on new test lines under its $80 billion "
     "investment plan."),
    ("en", "SYNTHETIC: The company works in partnership with Zorblax under its $80 billion "
     "investment plan."),
    ("fr", "SYNTHÉTIQUE : l'entreprise s'associe avec Zorblax dans le cadre de son plan d'investissement "
     "de 80 milliards de dollars."),
    ("de", "SYNTHETISCH: Das Unternehmen baut gemeinsam mit Zorblax ein Werk im Rahmen seines "
     "Investitionsplans von 80 Milliarden Dollar."),
    ("it", "SINTETICO: l'azienda, in collaborazione con Zorblax, investirà 80 miliardi di dollari."),
    ("es", "SINTÉTICO: la empresa, en colaboración con Zorblax, invertirá 80.000 millones de dólares."),
    ("ko", "SYNTHETIC: 이 회사는 조르블랙스와 손잡고 80조원을 투자한다."),
    ("zh", "SYNTHETIC: 该公司与Zorblax合作，投资800亿美元。"),
    ("ja", "SYNTHETIC: 同社はゾーブラックスと提携し、800億ドルを投資する。"),
]  # fmt: skip

# The subject named keeps its money; the partner is never its owner.
NAMED: list[tuple[str, str]] = [
    ("en", "SYNTHETIC: Quillon is partnering with Zorblax under its $80 billion investment plan."),
    ("de", "SYNTHETISCH: Quillon investiert gemeinsam mit Zorblax 10 Milliarden Euro."),
]


@pytest.mark.parametrize(("language", "text"), PARTNER, ids=[r[1][:70] for r in PARTNER])
def test_the_partner_owns_no_money_of_the_subject(language: str, text: str) -> None:
    assert Z not in [c.get("subject", "") for c in claims_of(text, _GAZ, language)]


@pytest.mark.parametrize(("language", "text"), NAMED, ids=[r[1][:70] for r in NAMED])
def test_the_named_subject_keeps_its_money(language: str, text: str) -> None:
    assert [c.get("subject", "") for c in claims_of(text, _GAZ, language)] == [Q]
