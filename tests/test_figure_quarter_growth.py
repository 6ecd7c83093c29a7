"""A growth against the quarter before is one quarter's (issue #10, branch figprec): SYNTHETIC
sentences, every company ("Zorblax", "泽塔", "조르블랙스", "ゾーブラックス") and number invented.
Each row is (sentence, language, what must be stored as (subject, metric, value, scope)).

"80% quarter-over-quarter", "on a quarter-to-quarter basis", "im Quartalsvergleich", "d'un
trimestre à l'autre", "季增20%", "전분기 대비 20%", "前四半期比20%": the change of one quarter, even
where the sentence names a fiscal year ("surpassing all of fiscal 2025"); a year-over-year growth
keeps the period read as before. And results are a company's: a revenue growth named with a chip
or platform only ("Kestrel K9 revenue rose 20.4%") is no chip's, kept unattached.
"""

from __future__ import annotations

import pytest
from tests.test_figure_meanings import Row, _read

Z = "company:zorblax"

GROWTHS: list[Row] = [
    (
        "SYNTHETIC: Zorblax's revenue hit $16.1 billion, up 80% quarter-over-quarter, already surpassing "
        "its total for all of fiscal 2025.",
        "en",
        [(Z, "revenue", "16100000000", "per_year"), (Z, "revenue_growth", "80", "per_quarter")],
    ),
    (
        "SYNTHETISCH: Der Umsatz von Zorblax stieg im Geschäftsjahr 2025 um 12 Prozent im Quartalsvergleich.",
        "de",
        [(Z, "revenue_growth", "12", "per_quarter")],
    ),
    (
        "SYNTHÉTIQUE : Le chiffre d'affaires de Zorblax pour l'exercice 2025 a progressé de 12 % d'un "
        "trimestre à l'autre.",
        "fr",
        [(Z, "revenue_growth", "12", "per_quarter")],
    ),
    (
        "合成：ゾーブラックスの2025年度7～9月期の売上高は1000億円で、前四半期比12%増だった。",
        "ja",
        [(Z, "revenue", "100000000000", "per_quarter"), (Z, "revenue_growth", "12", "per_quarter")],
    ),
    (  # near miss: a year-over-year growth keeps the year the sentence names
        "SYNTHETIC: Zorblax's revenue rose 12% year-over-year in fiscal 2025.",
        "en",
        [(Z, "revenue_growth", "12", "per_year")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), GROWTHS)
def test_a_quarter_on_quarter_growth_is_one_quarters(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: results (revenue, profit, a margin, their growth) are a company's, never a chip's or a
# platform's: named only with a chip or platform, they stay unattached (the maker's is not said).
_CHIP_NAMES = {"Kestrel K9": ("platform:kestrel_k9", "Platform"), "Zorblax": (Z, "Company")}


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("SYNTHETIC: Kestrel K9 revenue rose 20.4% in September.", "en"),
        ("SYNTHETIC: The Kestrel K9 posted revenue growth of 20.4% in September.", "en"),
        ("SYNTHETISCH: Der Kestrel K9 verbuchte ein Umsatzwachstum von 20,4 Prozent.", "de"),
        ("SYNTHÉTIQUE : Le Kestrel K9 a enregistré une croissance du chiffre d'affaires de 20,4 %.", "fr"),
    ],
)
def test_results_are_no_chips(text: str, language: str) -> None:
    from tests.figure_reading import claims_of

    from chipatlas.extract.mentions import DictGazetteer

    claims = claims_of(text, DictGazetteer(_CHIP_NAMES), language)
    assert claims and not [c for c in claims if c.get("subject", "").startswith(("chip:", "platform:"))]
