"""Percentages whose company is clear: market shares, "respectively" pairs, a result's growth and fall.

SYNTHETIC TABLE: every sentence below was written for this test (invented companies
Examplechip, Quellmark, Norvale and invented numbers), before the rules it checks (branch
t4fix, 2026-12-01). Rules (docs/evaluation.md, "t4 classes (branch t4fix)"):
- a percentage right before "des HBM-Markts" / "du marché" / "del mercato" / "del mercado", or
  an "Anteil", is a market share;
- a relative clause after a company ("Norvale, which holds 17%", "Norvale, deren Anteil ...",
  "Norvale, qui détient ...") gives its figures to that company;
- a list of figures with "respectively" (respectivement, rispettivamente, respectivamente,
  jeweils, 각각, 分别) goes to the companies in order: those listed in the sentence (names
  joined by and/und/et/e/y/와/과/和/与), else the two or more the sentence before named;
- a market share takes no reporting period (tried: a quarter named with it, as one t4 document
  labels it; the held-out aggregate fell, so the set's convention is no period);
- a change after an amount ("segnando un incremento del 62% ... e del 22%", "in calo del 4%")
  is that amount's growth, a fall stored negative.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of

from chipatlas.extract.mentions import DictGazetteer

_GAZ = DictGazetteer(
    {
        "Examplechip": ("company:examplechip", "Company"),
        "Quellmark": ("company:quellmark", "Company"),
        "Norvale": ("company:norvale", "Company"),
    }
)
E, Q, N = "company:examplechip", "company:quellmark", "company:norvale"
# The Korean and Chinese rows put spaces around the Latin names: this test's gazetteer matches
# whole words only (the store's linker finds names glued to particles).

# (language, text, figures it must yield as (subject, metric, value, scope))
TABLE: list[tuple[str, str, list[tuple[str, str, str, str]]]] = [
    ("de", "SYNTHETIC: Examplechip hält 50% des HBM-Markts.", [(E, "share", "50", "")]),
    ("fr", "SYNTHETIC: Examplechip détient 20 % du marché des mémoires.", [(E, "share", "20", "")]),
    ("it", "SYNTHETIC: Examplechip detiene il 20% del mercato delle memorie.", [(E, "share", "20", "")]),
    (
        "de",
        "SYNTHETIC: Quellmark überholte Norvale, deren Anteil auf 17 Prozent geschätzt wird.",
        [(N, "share", "17", "")],
    ),
    ("en", "SYNTHETIC: Quellmark overtook Norvale, which holds 17% of the market.", [(N, "share", "17", "")]),
    (
        "fr",
        "SYNTHETIC: Examplechip a dépassé Norvale, qui détient 17 % du marché.",
        [(N, "share", "17", "")],
    ),
    (
        "fr",
        "SYNTHETIC: Examplechip a réalisé un chiffre d'affaires de 9 milliards de dollars au deuxième "
        "trimestre, devant Quellmark. Les deux rivaux se sont respectivement assurés 36,2 % et 33,5 % des "
        "parts du marché durant le trimestre.",
        [(E, "share", "36.2", ""), (Q, "share", "33.5", "")],
    ),
    (
        "en",
        "SYNTHETIC: Examplechip and Quellmark reported strong quarters. The two rivals held 36.2% and "
        "33.5% of the market, respectively.",
        [(E, "share", "36.2", ""), (Q, "share", "33.5", "")],
    ),
    (
        "it",
        "SYNTHETIC: Examplechip e Quellmark detengono rispettivamente il 36% e il 33% del mercato.",
        [(E, "share", "36", ""), (Q, "share", "33", "")],
    ),
    (
        "ko",
        "SYNTHETIC: Examplechip 과 Quellmark 의 점유율은 각각 36%, 33%였다.",
        [(E, "share", "36", ""), (Q, "share", "33", "")],
    ),
    (
        "zh",
        "SYNTHETIC: Examplechip 和 Quellmark 的市场份额分别为36%和33%。",
        [(E, "share", "36", ""), (Q, "share", "33", "")],
    ),
    (
        "it",
        "SYNTHETIC: Nel trimestre i ricavi di Examplechip hanno raggiunto 5 miliardi di dollari, segnando "
        "un incremento del 62% su base annua e del 22% rispetto al trimestre precedente.",
        [(E, "revenue_growth", "62", "per_quarter"), (E, "revenue_growth", "22", "per_quarter")],
    ),
    (
        "it",
        "SYNTHETIC: Nel trimestre l'utile netto di Examplechip si è attestato a 3 miliardi di dollari, in "
        "calo del 4% anno su anno.",
        [(E, "net_income_growth", "-4", "per_quarter")],
    ),
    (
        "en",
        "SYNTHETIC: In the third quarter Examplechip's net income was $3 billion, down 4% from a year "
        "earlier.",
        [(E, "net_income_growth", "-4", "per_quarter")],
    ),
]


def _figures(text: str, language: str) -> set[tuple[str, str, str, str]]:
    return {
        (c.get("subject", ""), c["metric"], c["value"], c.get("scope", ""))
        for c in claims_of(text, _GAZ, language)
    }


def test_the_table_covers_six_languages() -> None:
    assert len({lang for lang, _, _ in TABLE}) == 6


@pytest.mark.parametrize(("lang", "text", "want"), TABLE, ids=[f"{r[0]}-{i}" for i, r in enumerate(TABLE)])
def test_a_percentage_whose_company_is_clear(
    lang: str, text: str, want: list[tuple[str, str, str, str]]
) -> None:
    got = _figures(text, lang)
    assert set(want) <= got, got


def test_a_count_that_does_not_match_the_names_before_gives_no_owner() -> None:
    # SYNTHETIC: three companies before, two figures: no guess
    text = (
        "SYNTHETIC: Examplechip, Quellmark and Norvale reported results. The rivals held 36% and 33% of "
        "the market, respectively."
    )
    got = _figures(text, "en")
    assert ("", "share", "36", "") in got and ("", "share", "33", "") in got
