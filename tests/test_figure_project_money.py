"""A figure whose sentence speaks of "the project" (or "the investment") and names no company is
the project's, which may be several companies' or another's (a joint campus, a developer's
loans): never given to the company in focus. The focus company's own plant keeps its figure.
SYNTHETIC sentences: the company ("Zorblax") and every number are invented.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

_GAZ = ParticleGazetteer({"Zorblax": ("company:zorblax", "Company")})
Z = "company:zorblax"

PROJECT: list[tuple[str, str]] = [
    ("en", "SYNTHETIC: Zorblax will supply chips to a new campus in Ohio. "
     "The project will get $250 million in state aid."),
    ("en", "SYNTHETIC: Zorblax will supply chips to a new campus in Ohio. "
     "Bank loans for the project total $6 billion."),
    ("en", "SYNTHETIC: Zorblax will supply chips to a new campus in Ohio. "
     "The investment should bring about 1,200 jobs."),
    ("fr", "SYNTHÉTIQUE : Zorblax fournira les puces d'un campus en Essonne. "
     "Le projet mobilise 6 milliards d'euros."),
    ("de", "SYNTHETISCH: Zorblax liefert die Chips für einen Campus in Sachsen. "
     "Das Projekt erhält 400 Millionen Euro an Fördermitteln."),
    ("it", "SINTETICO: Zorblax fornirà i chip per un campus in Piemonte. "
     "Il progetto prevede un investimento di 8 miliardi di euro."),
    ("es", "SINTÉTICO: Zorblax suministrará los chips de un campus en Aragón. "
     "El proyecto recibirá 400 millones de euros."),
    ("zh", "SYNTHETIC: Zorblax将为俄亥俄州的新园区供应芯片。该项目总投资80亿美元。"),
    ("ja", "SYNTHETIC: ゾーブラックスはオハイオ州の新拠点にチップを供給する。"
     "このプロジェクトには80億ドルが投じられる。"),
    ("ko", "SYNTHETIC: 조르블랙스는 오하이오 신규 단지에 칩을 공급한다. "
     "이 프로젝트에는 80억 달러가 투입된다."),
]  # fmt: skip

OWN_PLANT: list[tuple[str, str, str]] = [
    (
        "en",
        "SYNTHETIC: Zorblax will build a plant in Ohio. It said the plant will create around 2,000 new jobs.",
        "jobs",
    ),
    ("en", "SYNTHETIC: Zorblax reported results. Revenue rose to $4 billion in the quarter.", "revenue"),
    (
        "en",
        "SYNTHETIC: Zorblax will build a plant in Ohio. The company said the project will need an "
        "investment of $60 billion.",
        "investment",
    ),
    (
        "de",
        "SYNTHETISCH: Zorblax baut ein Werk in Sachsen. Das Unternehmen will in das Projekt "
        "10 Milliarden Euro investieren.",
        "investment",
    ),
]


@pytest.mark.parametrize(("language", "text"), PROJECT, ids=[r[1][:60] for r in PROJECT])
def test_a_projects_figure_is_not_the_focus_companys(language: str, text: str) -> None:
    assert Z not in [c.get("subject", "") for c in claims_of(text, _GAZ, language)]


@pytest.mark.parametrize(("language", "text", "metric"), OWN_PLANT, ids=[r[1][:60] for r in OWN_PLANT])
def test_the_focus_companys_own_figure(language: str, text: str, metric: str) -> None:
    assert (Z, metric) in [(c.get("subject", ""), c["metric"]) for c in claims_of(text, _GAZ, language)]
