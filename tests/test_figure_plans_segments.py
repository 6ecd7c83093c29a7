"""Two shapes of the audit's wrong figures (issue #10, branch figread): SYNTHETIC sentences,
every company ("Zorblax", "泽塔", "조르블랙스", "ゾーブラックス") and number invented. Each row is
(sentence, language, what must be stored as (subject, metric, value, scope)).

- a company that "expects to invest" an amount in a plant plans an investment, a total with no
  period, not a results guidance for the quarter the document speaks of;
- a business line's revenue ("its memory revenue", "the memory business", "Speichersparte",
  "存储业务", "メモリ事業", "메모리 매출") is the segment's, never the company's total revenue.
"""

from __future__ import annotations

import pytest
from tests.test_figure_meanings import Row, _read
from tests.test_figure_precision import _figures as _chip_figures
from tests.test_memory_figures import _figures

Z = "company:zorblax"

# Synthetic: the amount an expecting verb's "invest" governs is an investment.
INVESTMENTS: list[Row] = [
    (
        "SYNTHETIC: Zorblax reported revenue of $10 billion in the quarter. It expects to invest "
        "$20 billion in a new plant in Ohio.",
        "en",
        [(Z, "investment", "20000000000", ""), (Z, "revenue", "10000000000", "per_quarter")],
    ),
    (
        "SINTETICO: Zorblax prevede di investire 20 miliardi di dollari in un nuovo impianto.",
        "it",
        [(Z, "investment", "20000000000", "")],
    ),
    (
        "SYNTHÉTIQUE : Zorblax prévoit d'investir 20 milliards de dollars dans une nouvelle usine.",
        "fr",
        [(Z, "investment", "20000000000", "")],
    ),
    (
        "合成: ゾーブラックスは新工場に2兆円を投資する見通しだ。",
        "ja",
        [(Z, "investment", "2000000000000", "")],
    ),
    (
        "합성: 조르블랙스는 새 공장에 20조원을 투자할 계획이다.",
        "ko",
        [(Z, "investment", "20000000000000", "")],
    ),
    (  # near miss: an expected result, an investment named after it in another clause
        "SYNTHETIC: Zorblax expects revenue of $5 billion and will invest in new plants.",
        "en",
        [(Z, "revenue_guidance", "5000000000", "")],
    ),
    (  # near miss: returns from investments are no investment
        "SYNTHETIC: Zorblax expects $5 billion in returns from its investments.",
        "en",
        [(Z, "guidance", "5000000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), INVESTMENTS)
def test_an_expected_investment_is_an_investment(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: a business line's revenue is the segment's, the company's total stays its own.
SEGMENTS: list[Row] = [
    (
        "SYNTHETIC: Zorblax reported quarterly revenue of $30 billion. Its memory revenue rose to "
        "$12 billion.",
        "en",
        [(Z, "revenue", "30000000000", "per_quarter"), (Z, "segment_revenue", "12000000000", "per_quarter")],
    ),
    (
        "SYNTHETIC: Zorblax's memory business posted revenue of $12 billion in the quarter.",
        "en",
        [(Z, "segment_revenue", "12000000000", "per_quarter")],
    ),
    (
        "SYNTHETISCH: Die Speichersparte von Zorblax erzielte im Quartal einen Umsatz von "
        "12 Milliarden Euro.",
        "de",
        [(Z, "segment_revenue", "12000000000", "per_quarter")],
    ),
    (
        "SYNTHÉTIQUE : L'activité mémoire de Zorblax a réalisé un chiffre d'affaires de 12 milliards "
        "de dollars au trimestre.",
        "fr",
        [(Z, "segment_revenue", "12000000000", "per_quarter")],
    ),
    (
        "SINTÉTICO: El negocio de memoria de Zorblax obtuvo ingresos de 12.000 millones de dólares en "
        "el trimestre.",
        "es",
        [(Z, "segment_revenue", "12000000000", "per_quarter")],
    ),
    (
        "SINTETICO: La divisione memorie di Zorblax ha registrato ricavi per 12 miliardi di dollari nel "
        "trimestre.",
        "it",
        [(Z, "segment_revenue", "12000000000", "per_quarter")],
    ),
    (
        "合成: 泽塔存储业务第三季度营收120亿美元。",
        "zh",
        [(Z, "segment_revenue", "12000000000", "per_quarter")],
    ),
    (
        "합성: 조르블랙스의 3분기 메모리 매출은 12조원을 기록했다.",
        "ko",
        [(Z, "segment_revenue", "12000000000000", "per_quarter")],
    ),
    (
        "合成: ゾーブラックスのメモリ事業の売上高は第3四半期に1兆円だった。",
        "ja",
        [(Z, "segment_revenue", "1000000000000", "per_quarter")],
    ),
    # near misses: the company's own total, the company described as a maker, a business line
    # named in another clause than the result
    (
        "合成: 泽塔服务器业务大增，第三季度税后纯益达120亿美元。",
        "zh",
        [(Z, "net_income", "12000000000", "per_quarter")],
    ),
    ("合成: 泽塔第三季度营收300亿美元。", "zh", [(Z, "revenue", "30000000000", "per_quarter")]),
    (
        "합성: 조르블랙스의 3분기 매출은 30조원을 기록했다.",
        "ko",
        [(Z, "revenue", "30000000000000", "per_quarter")],
    ),
    (
        "SYNTHETIC: Zorblax, a memory maker, reported revenue of $30 billion in the quarter.",
        "en",
        [(Z, "revenue", "30000000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), SEGMENTS)
def test_a_business_lines_revenue_is_the_segments(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: a Korean phase ("1단계") or a site's block ("2단지") is no stack's layer count; the
# layers glued to a number in Korean, Japanese and Chinese still are.
LAYERS: list[tuple[str, list[tuple[str, str, str, str]]]] = [
    ("SYNTHETIC: SK하이닉스 HBM9 공장은 1단계에서 D램 라인 투자가 진행된다.", []),
    ("SYNTHETIC: SK하이닉스는 HBM9 2단지 공장을 짓는다.", []),
    (
        "SYNTHETIC: SK하이닉스 HBM9는 1단계로 12단 제품을 낸다.",
        [("chip:sk_hynix_hbm9", "stack_layers", "12", "per_stack")],
    ),
    (
        "SYNTHETIC: SK hynix HBM9 12層製品を出荷する。",
        [("chip:sk_hynix_hbm9", "stack_layers", "12", "per_stack")],
    ),
    (
        "SYNTHETIC: SK hynix HBM9 12层产品开始出货。",
        [("chip:sk_hynix_hbm9", "stack_layers", "12", "per_stack")],
    ),
]


@pytest.mark.parametrize(("text", "want"), LAYERS)
def test_a_phase_is_no_layer_count(text: str, want: list[tuple[str, str, str, str]]) -> None:
    assert _figures(text) == want


# Synthetic: a precision in brackets right after a FLOPS figure is its own, not the next one's;
# a memory size with HBM right after it is the HBM's, whatever SRAM the sentence names too.
SPECS: list[tuple[str, list[tuple[str, str, str, str]]]] = [
    (
        "SYNTHETIC: Trainium9 delivers 700 TFLOPS (FP16) and 1400 TFLOPS (FP8).",
        [
            ("chip:trainium9", "fp16_flops", "700", "per_chip"),
            ("chip:trainium9", "fp8_flops", "1400", "per_chip"),
        ],
    ),
    (
        "合成: Trainium9 的算力为21PFLOPS(FP4),配备320GB HBM3e内存。",
        [
            ("chip:trainium9", "fp4_flops", "21", "per_chip"),
            ("chip:trainium9", "hbm_capacity", "320", "per_chip"),
        ],
    ),
    (
        "SYNTHETIC: Trainium9 has 72 MB of SRAM and 160 GB of HBM3E memory.",
        [
            ("chip:trainium9", "hbm_capacity", "160", "per_chip"),
            ("chip:trainium9", "hbm_type", "HBM3E", "per_chip"),
            ("chip:trainium9", "sram_capacity", "72", "per_chip"),
        ],
    ),
    (
        "SYNTHÉTIQUE : Trainium9 offre 72 Mo de SRAM et 160 Go de mémoire HBM3.",
        [
            ("chip:trainium9", "hbm_capacity", "160", "per_chip"),
            ("chip:trainium9", "hbm_type", "HBM3", "per_chip"),
            ("chip:trainium9", "sram_capacity", "72", "per_chip"),
        ],
    ),
    # near misses: SRAM alone; a bracket with no precision
    (
        "SYNTHETIC: Trainium9 has 72 MB of on-die SRAM.",
        [("chip:trainium9", "sram_capacity", "72", "per_chip")],
    ),
    (
        "SYNTHETIC: Trainium9 offers FP8 compute of 2 PFLOPS (sparse) and 1 PFLOPS dense.",
        [("chip:trainium9", "fp8_flops", "1", "per_chip"), ("chip:trainium9", "fp8_flops", "2", "per_chip")],
    ),
]


@pytest.mark.parametrize(("text", "want"), SPECS)
def test_a_bracketed_precision_and_a_named_memory_are_the_figures_own(
    text: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _chip_figures(text) == want


# Synthetic: French written with a typographic apostrophe ("chiffre d’affaires", "résultat
# d’exploitation") names the same result as with a straight one.
APOSTROPHES: list[Row] = [
    (
        "SYNTHÉTIQUE : Zorblax affiche un chiffre d’affaires record de 48 milliards de dollars, en hausse "
        "de 41 % sur un an, et un bénéfice net de près de 27 milliards de dollars.",
        "fr",
        [
            (Z, "net_income", "27000000000", ""),
            (Z, "revenue", "48000000000", ""),
            (Z, "revenue_growth", "41", ""),
        ],
    ),
    (
        "SYNTHÉTIQUE : Zorblax affiche un résultat d’exploitation de 5 milliards d'euros au trimestre.",
        "fr",
        [(Z, "operating_profit", "5000000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), APOSTROPHES)
def test_a_typographic_apostrophe_names_the_same_result(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: "40%台" (ja), "40%대" (ko) is a band of percentages, no value of the company's; a
# percent before "台积电" (a name) or with no band word stays its value.
BANDS: list[Row] = [
    (
        "合成: ゾーブラックスの出荷量は40%台前半増、売上総利益率は27%へ改善。",
        "ja",
        [("", "margin", "40", ""), (Z, "margin", "27", "")],
    ),
    ("합성: 조르블랙스의 영업이익률은 40%대 초반을 기록했다.", "ko", [("", "margin", "40", "")]),
    ("합성: 조르블랙스의 영업이익률은 35%를 기록했다.", "ko", [(Z, "margin", "35", "")]),
    ("合成: 泽塔的毛利率为30%台积电的毛利率更高。", "zh", [(Z, "margin", "30", "")]),
]


@pytest.mark.parametrize(("text", "language", "want"), BANDS)
def test_a_band_of_percentages_is_no_value(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: a forecast noun heading a list of results makes each item the forecast's; a result
# said with its own verb, or compared with the forecast, stays a result.
FORECAST_LISTS: list[Row] = [
    (
        "合成: ゾーブラックスの3Q見通し売上4,000–4,400億円"
        "Non-GAAP営業利益700–900億円当期利益300–500億円を計画。",
        "ja",
        [
            (Z, "operating_profit_guidance", "70000000000-90000000000", ""),
            (Z, "profit_guidance", "30000000000-50000000000", ""),
            (Z, "revenue_guidance", "400000000000-440000000000", ""),
        ],
    ),
    (
        "SYNTHETIC: Zorblax's Q3 outlook: revenue of $5.0 billion, operating income of $1.0 billion and net "
        "income of $0.6 billion.",
        "en",
        [
            (Z, "net_income_guidance", "600000000", "per_quarter"),
            (Z, "operating_profit_guidance", "1000000000", "per_quarter"),
            (Z, "revenue_guidance", "5000000000", "per_quarter"),
        ],
    ),
    (
        "合成: 泽塔第三季度指引：营收50亿美元，净利润10亿美元。",
        "zh",
        [
            (Z, "net_income_guidance", "1000000000", "per_quarter"),
            (Z, "revenue_guidance", "5000000000", "per_quarter"),
        ],
    ),
    # near misses: compared with the outlook; a result's own verb after the forecast noun
    (
        "SYNTHETIC: Zorblax beat its outlook, with revenue of $5.0 billion and operating income of "
        "$1.0 billion.",
        "en",
        [(Z, "operating_profit", "1000000000", ""), (Z, "revenue", "5000000000", "")],
    ),
    (
        "SYNTHETIC: Despite a weak outlook, Zorblax's revenue rose to $5.0 billion in the quarter.",
        "en",
        [(Z, "revenue", "5000000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), FORECAST_LISTS)
def test_a_forecast_heading_a_list_is_each_items(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: "anticipe" (fr), "anticipa" (es, it): the company's own expectation, like "prévoit".
ANTICIPATED: list[Row] = [
    (
        "SYNTHÉTIQUE : Pour le trimestre en cours, Zorblax anticipe un chiffre d’affaires proche de "
        "52 milliards de dollars.",
        "fr",
        [(Z, "revenue_guidance", "52000000000", "per_quarter")],
    ),
    (
        "SINTÉTICO: Para el trimestre en curso, Zorblax anticipa unos ingresos de 52.000 millones "
        "de dólares.",
        "es",
        [(Z, "revenue_guidance", "52000000000", "per_quarter")],
    ),
    (
        "SINTETICO: Per il trimestre in corso Zorblax anticipa ricavi per 52 miliardi di dollari.",
        "it",
        [(Z, "revenue_guidance", "52000000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), ANTICIPATED)
def test_anticipated_results_are_guidance(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: a range with a currency sign on both ends and one scale word ("€6.1 to €6.6 billion")
# is one range at that scale, whichever sign.
SIGNED_RANGES: list[Row] = [
    (
        "SYNTHETIC: Zorblax guided Q2 sales of €6.1 to €6.6 billion.",
        "en",
        [(Z, "revenue_guidance", "6100000000-6600000000", "per_quarter")],
    ),
    (
        "SYNTHETIC: Zorblax guided Q2 sales of $6.1 to $6.6 billion.",
        "en",
        [(Z, "revenue_guidance", "6100000000-6600000000", "per_quarter")],
    ),
    (
        "SYNTHETIC: Zorblax guided Q2 sales of NT$72 to NT$77 billion.",
        "en",
        [(Z, "revenue_guidance", "72000000000-77000000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), SIGNED_RANGES)
def test_a_range_signed_on_both_ends_takes_one_scale(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: a change written right before a percentage in Chinese ("年增17%") is a growth of the
# result named before it, not the margin the next item of the list names.
CJK_CHANGES: list[Row] = [
    (
        "合成：泽塔第3季税后纯益年增12%，毛利率8.5%，季增0.05个百分点。",
        "zh",
        [(Z, "margin", "8.5", "per_quarter"), (Z, "net_income_growth", "12", "per_quarter")],
    ),
    (
        "合成：泽塔第3季营收年增12%，毛利率8.5%。",
        "zh",
        [(Z, "margin", "8.5", "per_quarter"), (Z, "revenue_growth", "12", "per_quarter")],
    ),
    ("合成：泽塔第3季毛利率为8.5%。", "zh", [(Z, "margin", "8.5", "per_quarter")]),  # near miss
]


@pytest.mark.parametrize(("text", "language", "want"), CJK_CHANGES)
def test_a_change_written_at_a_percentage_is_a_growth(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want
