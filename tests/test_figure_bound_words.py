"""A figure written as a bound keeps the bound as its qualifier, never as the plain value.

SYNTHETIC sentences: the company ("Zorblax") and every number are invented. The bound words
are read in each language, with an article between the word and the number ("fino al 30%",
"oltre il 7%", "más del 40%"), before a sum written with another language's scale word
("più di 2 miliardi di euro", "más de 3.200 millones de dólares"), and "no more than" is a
cap (at most), never "more than".
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

from chipatlas.extract.quantities import find_quantities

# (language, text, the figure as written, qualifier)
QUANTITIES: list[tuple[str, str, str, str]] = [
    ("en", "SYNTHETIC: an award of up to $2.8 billion", "up to $2.8 billion", "up to"),
    ("en", "SYNTHETIC: no more than 35% of the volume", "no more than 35%", "at most"),
    ("en", "SYNTHETIC: at least 20% of sales", "at least 20%", "at least"),
    ("en", "SYNTHETIC: less than 5% of the market", "less than 5%", "less than"),
    ("en", "SYNTHETIC: a loss in excess of $3 billion", "in excess of $3 billion", "more than"),
    ("it", "SINTETICO: una crescita fino al 25% nell'anno", "fino al 25%", "up to"),
    ("it", "SINTETICO: i titoli guadagnano oltre il 7%", "oltre il 7%", "more than"),
    ("it", "SINTETICO: le vendite salgono di quasi il 45%", "quasi il 45%", "approx."),
    (
        "it",
        "SINTETICO: un impegno fino a 40 miliardi di dollari",
        "fino a 40 miliardi di dollari",
        "up to",
    ),
    ("it", "SINTETICO: ha investito più di 2 miliardi di euro", "più di 2 miliardi di euro", "more than"),
    ("it", "SINTETICO: almeno il 25% del fatturato", "almeno il 25%", "at least"),
    (
        "es",
        "SINTÉTICO: un coste de más de 3.200 millones de dólares",
        "más de 3.200 millones de dólares",
        "more than",
    ),
    ("es", "SINTÉTICO: una cuota de más del 40%", "más del 40%", "more than"),
    ("es", "SINTÉTICO: al menos 12 millones de euros", "al menos 12 millones de euros", "at least"),
    ("fr", "SYNTHÉTIQUE : le titre gagne plus de 27%", "plus de 27%", "more than"),
    (
        "fr",
        "SYNTHÉTIQUE : une aide pouvant aller jusqu'à 2 milliards d'euros",
        "jusqu'à 2 milliards d'euros",
        "up to",
    ),
    ("fr", "SYNTHÉTIQUE : au moins 15% des ventes", "au moins 15%", "at least"),
    ("de", "SYNTHETISCH: ein Zuschuss von bis zu 5 Milliarden Euro", "bis zu 5 Milliarden Euro", "up to"),
    ("de", "SYNTHETISCH: mindestens 10 Prozent", "mindestens 10 Prozent", "at least"),
    ("de", "SYNTHETISCH: höchstens 10 Prozent", "höchstens 10 Prozent", "at most"),
    ("ja", "SYNTHETIC: 最大30%の増加", "最大30%", "up to"),
    ("ko", "SYNTHETIC: 최대 30% 증가", "최대 30%", "up to"),
    ("zh", "SYNTHETIC: 至少30%的份额", "至少30%", "at least"),
]

# Near misses: no bound ("the largest 30%" is no cap; "turnover 5%" holds no "over").
PLAIN: list[tuple[str, str, str]] = [
    ("en", "SYNTHETIC: turnover 5% higher", "5%"),
    ("it", "SINTETICO: il 30% del mercato", "30%"),
    ("es", "SINTÉTICO: el 40% de la cuota", "40%"),
]


@pytest.mark.parametrize(
    ("language", "text", "written", "qualifier"), QUANTITIES, ids=[r[2] for r in QUANTITIES]
)
def test_a_bound_word_is_the_figures_qualifier(
    language: str, text: str, written: str, qualifier: str
) -> None:
    found = [q for q in find_quantities(text) if q.original == written]
    assert [q.qualifier for q in found] == [qualifier]


@pytest.mark.parametrize(("language", "text", "written"), PLAIN, ids=[r[1] for r in PLAIN])
def test_no_bound_word_no_qualifier(language: str, text: str, written: str) -> None:
    assert [q.qualifier for q in find_quantities(text) if q.original == written] == [""]


_GAZ = ParticleGazetteer({"Zorblax": ("company:zorblax", "Company")})

# The company's figure keeps its bound through the reading of what it measures.
CLAIMS: list[tuple[str, str, str, str, str]] = [
    (
        "it",
        "SINTETICO: le azioni di Zorblax hanno guadagnato oltre il 7%.",
        "share_price_change",
        "7",
        "more than",
    ),
    (
        "it",
        "SINTETICO: Zorblax ha promesso un investimento fino a 40 miliardi di dollari.",
        "investment",
        "40000000000",
        "up to",
    ),
    (
        "es",
        "SINTÉTICO: Zorblax registró pérdidas de más de 3.200 millones de dólares.",
        "profit",
        "-3200000000",
        "more than",
    ),
    (
        "fr",
        "SYNTHÉTIQUE : le titre Zorblax gagne plus de 27% sur un an.",
        "share_price_change",
        "27",
        "more than",
    ),
]


@pytest.mark.parametrize(
    ("language", "text", "metric", "value", "qualifier"), CLAIMS, ids=[r[1] for r in CLAIMS]
)
def test_a_companys_bound_figure_keeps_its_bound(
    language: str, text: str, metric: str, value: str, qualifier: str
) -> None:
    got = [(c["metric"], c["value"], c.get("qualifier", "")) for c in claims_of(text, _GAZ, language)]
    assert (metric, value, qualifier) in got


def test_an_order_ueber_a_sum_is_no_bound() -> None:
    # SYNTHETIC: "Auftrag über" names the order's sum; "Umsatz von über" is a bound.
    assert [q.qualifier for q in find_quantities("SYNTHETISCH: ein Vertrag über 300 Mio. Euro")] == [""]
    assert [q.qualifier for q in find_quantities("SYNTHETISCH: ein Umsatz von über 300 Mio. Euro")] == [
        "more than"
    ]
