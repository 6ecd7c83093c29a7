"""A segment as the subject of a results sentence (issue #10, branch figprec): SYNTHETIC
sentences, every company ("Zorblax", "泽塔", "조르블랙스", "ゾーブラックス") and number invented.
Each row is (sentence, language, what must be stored as (subject, metric, value, scope)).

- a segment, division or business unit that is the subject of the result verb ("Zorblax's
  cloud segment still posted strong results, growing 14% to $3.2 billion", "La división de
  nube registró", "Die Cloud-Sparte erzielte") makes the amounts and growths after it the
  segment's, however long the words between;
- a margin or growth of a segment or business ("the cloud business grew 50%", "with gross
  margin of 66%" after a business unit's revenue) is the segment's, not the company's;
- "in this segment", "in diesem Bereich", "dans ce segment", "en este segmento", "该业务": an
  amount in the segment just spoken of;
- a server line's revenue in Chinese, Japanese and Korean ("AI伺服器營收", "サーバー売上高").

Near misses keep the company's total: a segment named in a phrase before the company's own
result ("Driven by its cloud segment, Zorblax's revenue rose to"), after a contrast ("while
total revenue"), or with its own possessive pronoun ("Its business grew").
"""

from __future__ import annotations

import pytest
from tests.test_figure_meanings import Row, _read

Z = "company:zorblax"

SUBJECTS: list[Row] = [
    (
        "SYNTHETIC: Zorblax reported revenue of $10 billion. Even without its older chip sales, "
        "Zorblax's cloud segment still posted strong results, growing 14% year-over-year to $3.2 billion.",
        "en",
        [
            (Z, "revenue", "10000000000", ""),
            (Z, "segment_revenue", "3200000000", ""),
            (Z, "segment_revenue_growth", "14", ""),
        ],
    ),
    (
        "SINTÉTICO: Zorblax informó ingresos de 10.000 millones de dólares. La división de nube de "
        "la empresa registró en el trimestre unos ingresos de 3.200 millones de dólares.",
        "es",
        [(Z, "revenue", "10000000000", ""), (Z, "segment_revenue", "3200000000", "per_quarter")],
    ),
    (
        "SYNTHÉTIQUE : Zorblax a publié un chiffre d'affaires de 10 milliards de dollars. La division "
        "cloud a réalisé sur la période un chiffre d'affaires de 3,2 milliards de dollars.",
        "fr",
        [(Z, "revenue", "10000000000", ""), (Z, "segment_revenue", "3200000000", "")],
    ),
    (
        "SYNTHETISCH: Zorblax meldete einen Umsatz von 10 Milliarden Euro. Die Cloud-Sparte erzielte "
        "nach Angaben des Unternehmens im abgelaufenen Zeitraum einen Umsatz von 3,2 Milliarden Euro.",
        "de",
        [(Z, "revenue", "10000000000", ""), (Z, "segment_revenue", "3200000000", "")],
    ),
    (  # near miss: the segment's verb after the company's result
        "SYNTHETIC: Zorblax's revenue rose to $10 billion in the year as its cloud business grew.",
        "en",
        [(Z, "revenue", "10000000000", "")],
    ),
    (  # near miss: a contrast between the segment and the company's total
        "SYNTHETIC: Zorblax's cloud segment grew quickly this year, while total revenue rose to $10 billion.",
        "en",
        [(Z, "revenue", "10000000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), SUBJECTS)
def test_a_segment_as_subject_owns_the_amounts_after_it(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


PERCENTS: list[Row] = [
    (
        "SYNTHETIC: Zorblax reported revenue of $10 billion. Zorblax's data center business grew 50% "
        "on a quarter-to-quarter basis.",
        "en",
        [(Z, "revenue", "10000000000", ""), (Z, "segment_growth", "50", "per_quarter")],
    ),
    (
        "SYNTHETIC: Zorblax reported revenue of $10 billion. Its Cloud Business Unit revenue was $5.3 "
        "billion with gross margin of 66%.",
        "en",
        [
            (Z, "revenue", "10000000000", ""),
            (Z, "segment_margin", "66", ""),
            (Z, "segment_revenue", "5300000000", ""),
        ],
    ),
    (
        "SINTETICO: Zorblax ha registrato ricavi per 10 miliardi di dollari. La divisione cloud ha "
        "registrato un margine lordo del 41%.",
        "it",
        [(Z, "revenue", "10000000000", ""), (Z, "segment_margin", "41", "")],
    ),
    (  # near miss: the company's own margin
        "SYNTHETIC: Zorblax reported revenue of $10 billion with a gross margin of 66%.",
        "en",
        [(Z, "margin", "66", ""), (Z, "revenue", "10000000000", "")],
    ),
    (  # near miss: "its business" is the company's (a bare growth of it stays unattached)
        "SYNTHETIC: Zorblax reported revenue of $10 billion. Its business grew 50% in the quarter.",
        "en",
        [("", "growth", "50", "per_quarter"), (Z, "revenue", "10000000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), PERCENTS)
def test_a_segments_margin_or_growth_is_the_segments(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


ANAPHORS: list[Row] = [
    (
        "SYNTHETISCH: Zorblax meldete einen Umsatz von 10 Milliarden Euro. Zorblax erwartet für das "
        "laufende Jahr einen Umsatz von 1,5 Milliarden Euro in diesem Bereich.",
        "de",
        [(Z, "revenue", "10000000000", ""), (Z, "segment_revenue_guidance", "1500000000", "")],
    ),
    (
        "SYNTHETIC: Zorblax reported revenue of $10 billion. It posted revenue of $1.5 billion in "
        "this segment.",
        "en",
        [(Z, "revenue", "10000000000", ""), (Z, "segment_revenue", "1500000000", "")],
    ),
    (
        "SINTÉTICO: Zorblax informó ingresos de 10.000 millones de dólares, y unos ingresos de 1.500 "
        "millones de dólares en este segmento.",
        "es",
        [(Z, "revenue", "10000000000", ""), (Z, "segment_revenue", "1500000000", "")],
    ),
    (  # near miss: "im Bereich von" is a range, no segment
        "SYNTHETISCH: Zorblax meldete einen Umsatz im Bereich von 10 Milliarden Euro.",
        "de",
        [(Z, "revenue", "10000000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), ANAPHORS)
def test_an_amount_in_this_segment_is_the_segments(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


SERVER_LINES: list[Row] = [
    (
        "合成：泽塔第三季营收1000亿元。泽塔前三季AI服务器营收达500亿元。",
        "zh",
        [
            (Z, "revenue", "100000000000", "per_quarter"),
            (Z, "segment_revenue", "50000000000", "per_nine_months"),
        ],
    ),
    (
        "合成：ゾーブラックスの売上高は1000億円だった。AIサーバー売上高は500億円だった。",
        "ja",
        [(Z, "revenue", "100000000000", ""), (Z, "segment_revenue", "50000000000", "")],
    ),
    (
        "합성: 조르블랙스의 매출은 10조원이었다. AI 서버 매출은 5조원이었다.",
        "ko",
        [(Z, "revenue", "10000000000000", ""), (Z, "segment_revenue", "5000000000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), SERVER_LINES)
def test_a_server_lines_revenue_is_the_segments(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: money a segment opening the sentence generates, no result named, is its revenue.
GENERATED: list[Row] = [
    (
        "SINTETICO: Zorblax ha registrato ricavi per 57 miliardi di dollari nel trimestre. Il segmento "
        "data center si conferma la vera locomotiva di Zorblax, generando da solo 51,2 miliardi di "
        "dollari nel trimestre, con una crescita del 66% annuale e del 25% trimestrale.",
        "it",
        [
            (Z, "data_center_revenue", "51200000000", "per_quarter"),
            (Z, "data_center_revenue_growth", "25", "per_quarter"),
            (Z, "data_center_revenue_growth", "66", "per_quarter"),
            (Z, "revenue", "57000000000", "per_quarter"),
        ],
    ),
    (
        "SYNTHETIC: Zorblax reported revenue of $57 billion in the quarter. The data center segment "
        "remains Zorblax's engine, generating $51.2 billion on its own in the quarter.",
        "en",
        [
            (Z, "data_center_revenue", "51200000000", "per_quarter"),
            (Z, "revenue", "57000000000", "per_quarter"),
        ],
    ),
    (
        "SYNTHETISCH: Zorblax meldete einen Umsatz von 57 Milliarden Dollar im Quartal. Das Segment "
        "Rechenzentren bleibt der Motor von Zorblax und erwirtschaftete allein 51,2 Milliarden Dollar.",
        "de",
        [
            (Z, "data_center_revenue", "51200000000", "per_quarter"),
            (Z, "revenue", "57000000000", "per_quarter"),
        ],
    ),
    (  # near miss: no segment opens the sentence, the money generated is not said to be revenue
        "SYNTHETIC: Zorblax reported revenue of $57 billion in the quarter. Its new plant is expected "
        "to keep generating $2 billion a year.",
        "en",
        [("", "money", "2000000000", "per_year"), (Z, "revenue", "57000000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), GENERATED)
def test_money_a_segment_generates_is_its_revenue(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want
