"""Newly read quantities never land on a guessed subject: a company named as the subject's
partner or rival, a market's size, and periods glued to CJK nouns. Every sentence here is
SYNTHETIC: the names ("Zeta Memory", "Omega Chips", "泽塔存储") and numbers are invented."""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of, plain_ref

from chipatlas.extract.mentions import DictGazetteer

_GAZ = DictGazetteer(
    {
        "Zeta Memory": ("company:zeta_memory", "Company"),
        "Omega Chips": ("company:omega_chips", "Company"),
        "泽塔存储": ("company:zeta_memory", "Company"),
    }
)


def _figures(text: str, language: str = "en") -> list[tuple[str, str, str, str]]:
    """(subject or '' when unattached, value, unit, scope) of every figure read."""
    claims = claims_of(text, _GAZ, language, plain_ref)
    return sorted((c.get("subject", ""), c["value"], c.get("unit", ""), c.get("scope", "")) for c in claims)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Il produttore sintetico e fornitore di Omega Chips ha registrato un utile di 2,5 trilioni di won.",
         "it"),
        ("El fabricante sintético, proveedor de Omega Chips, ganó 3,1 billones de won.", "es"),
        ("The synthetic maker, a supplier to Omega Chips, booked 4.2 trillion won in profit.", "en"),
    ],
)  # fmt: skip
def test_a_company_named_as_partner_owns_no_figure(text: str, language: str) -> None:
    assert all(subject != "company:omega_chips" for subject, *_ in _figures(text, language))


def test_a_rival_named_in_passing_does_not_become_the_focus() -> None:
    text = (
        "Zeta Memory superó de nuevo a su rival Omega Chips en el trimestre. "
        "Los ingresos aumentaron a 22,5 billones de won."
    )
    money = [f for f in _figures(text, "es") if f[2] == "KRW"]
    assert money and all(subject != "company:omega_chips" for subject, *_ in money)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Según Zeta Memory, el mercado global de HBM podría crecer de 35,5 mil millones de USD a 55,5 mil "
         "millones de USD.", "es"),
        ("Zeta Memory says the synthetic memory market could grow to $70 billion by 2030.", "en"),
    ],
)  # fmt: skip
def test_a_market_size_is_no_company_money(text: str, language: str) -> None:
    money = [f for f in _figures(text, language) if f[2] == "USD"]
    assert money and all(subject == "" for subject, *_ in money)


def test_a_period_glued_to_a_cjk_noun_scopes_the_figure() -> None:
    figures = _figures("合成：泽塔存储的月產能將從 7 萬片提升至 13 萬片。", "zh")
    assert sorted((value, scope) for _, value, _, scope in figures) == [
        ("130000", "per_month"),
        ("70000", "per_month"),
    ]
