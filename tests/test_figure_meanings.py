"""What a company figure means (issue #10, the ah_ audit batch's classes): SYNTHETIC sentences,
every company ("Zorblax", "Quantix", "泽塔", "昆提克") and number invented. Each row is
(sentence, language, what must be stored as (subject, metric, value, scope)); '' as the subject
is a figure kept unattached with its quote, its owner or meaning not said.

- a forecast is no result: the company's guidance ("proyecta", "geht davon aus", 指引, an amount
  in parentheses after "ガイダンス") and analysts' estimates keep their own metric;
- the period belongs to the figure: a first half, nine months or a full year named before it
  ("上半年", "前三季度", "상반기", "first half", "全年"), a quarter named after it ("其中二季度") is
  the quarter's; two years named together give no one period;
- a bare percent (no metric: "a 40% better figure", "其中10%至20%", "持有…股份") is no company figure;
  "um 262 Prozent auf 26 Mrd." is a growth of the amount's result;
- earnings per share written after its amount ("€2.15 EPS on €4.35 billion in revenue");
- a holder's stake value and paper gain are no market cap; an "of which" part is not the total;
- a supplier's part of one buyer's supply or orders is the supplier's share, not the buyer's
  (a ticker in parentheses after the buyer's possessive changes nothing);
- a gaming sector's revenue is the segment's.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of

from chipatlas.extract.mentions import DictGazetteer, Mention

Z, Q = "company:zorblax", "company:quantix"
_NAMES = {
    "Zorblax": (Z, "Company"),
    "Quantix": (Q, "Company"),
    "泽塔": (Z, "Company"),
    "昆提克": (Q, "Company"),
    "조르블랙스": (Z, "Company"),
    "ゾーブラックス": (Z, "Company"),
}


class _Substrings(DictGazetteer):
    """As the store's gazetteer in Chinese, Japanese and Korean: a name is found inside a run of
    characters with no word break (a dictionary look-up alone needs one)."""

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        found = []
        for name, (eid, schema) in _NAMES.items():
            at = text.find(name)
            while at >= 0:
                found.append(Mention(eid, schema, name, offset + at, offset + at + len(name), name))
                at = text.find(name, at + 1)
        return sorted(found, key=lambda m: m.start)


_GAZ = _Substrings(_NAMES)
Row = tuple[str, str, list[tuple[str, str, str, str]]]


def _read(text: str, language: str) -> list[tuple[str, str, str, str]]:
    claims = claims_of(text, _GAZ, language)
    return sorted(
        (c.get("subject", ""), c["metric"], c["value"], c.get("scope", ""))
        for c in claims
        if c["value"].lstrip("-")[:1].isdigit()
    )


# Synthetic: a forecast or guidance is kept as one, never as the reported result.
FORECASTS: list[Row] = [
    (
        "SINTÉTICO: Zorblax presentó cuentas. Para el próximo trimestre, la empresa proyecta que su "
        "margen bruto rondará el 38 %.",
        "es",
        [(Z, "margin_guidance", "38", "per_quarter")],
    ),
    (  # near miss: a margin reported
        "SINTÉTICO: Zorblax registró un margen bruto del 38 % en el trimestre.",
        "es",
        [(Z, "margin", "38", "per_quarter")],
    ),
    (
        "SYNTHETISCH: Zorblax geht davon aus, dass der Umsatz 2027 und 2028 zusammen "
        "300 Milliarden US-Dollar erreicht.",
        "de",
        [(Z, "revenue_guidance", "300000000000", "")],
    ),
    (  # near miss: a result
        "SYNTHETISCH: Zorblax erzielte im dritten Quartal einen Umsatz von 30 Milliarden US-Dollar.",
        "de",
        [(Z, "revenue", "30000000000", "per_quarter")],
    ),
    (
        "合成: ゾーブラックスの営業利益は950億円で、期初に示したガイダンス(営業利益900億円)を上回った。",
        "ja",
        [(Z, "operating_profit", "95000000000", ""), (Z, "operating_profit_guidance", "90000000000", "")],
    ),
    (
        "合成：泽塔公布第四季指引，營收大致持平，毛利率約為21%到23%。",
        "zh",
        [(Z, "margin_guidance", "21-23", "per_quarter")],
    ),
    (  # near miss: a margin reported
        "合成：泽塔第三季毛利率為22%。",
        "zh",
        [(Z, "margin", "22", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), FORECASTS)
def test_a_forecast_is_no_result(text: str, language: str, want: list[tuple[str, str, str, str]]) -> None:
    assert _read(text, language) == want


# Synthetic: the period a cumulative or full-year figure is counted over is its own.
PERIODS: list[Row] = [
    (
        "合成：泽塔前三季度累计营收38.2亿元,同比增长120.5%;净利润9.1亿元。",
        "zh",
        [
            ("", "growth", "120.5", "per_nine_months"),
            (Z, "net_income", "910000000", "per_nine_months"),
            (Z, "revenue", "3820000000", "per_nine_months"),
        ],
    ),
    (  # the quarter named after "其中" is the later amounts' period
        "合成：泽塔2025年上半年营收20.4亿元,净利润7.7亿元,其中第二季度营收11.3亿元。",
        "zh",
        [
            (Z, "net_income", "770000000", "per_half_year"),
            (Z, "revenue", "1130000000", "per_quarter"),
            (Z, "revenue", "2040000000", "per_half_year"),
        ],
    ),
    (
        "합성: 조르블랙스의 상반기 매출은 12조 원으로 집계됐다.",
        "ko",
        [(Z, "revenue", "12000000000000", "per_half_year")],
    ),
    (
        "SYNTHETIC: Zorblax's first-half sales came to $7.5 billion.",
        "en",
        [(Z, "revenue", "7500000000", "per_half_year")],
    ),
    (
        "SYNTHETIC: Over the first nine months, Zorblax earned net income of $2.1 billion.",
        "en",
        [(Z, "net_income", "2100000000", "per_nine_months")],
    ),
    (
        "合成：泽塔第四季營收可望持平，全年營收預計達70億美元。",
        "zh",
        [(Z, "revenue_guidance", "7000000000", "per_year")],
    ),
    (  # near miss: a quarter
        "SYNTHETIC: Zorblax reported third-quarter revenue of $2.5 billion.",
        "en",
        [(Z, "revenue", "2500000000", "per_quarter")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), PERIODS)
def test_the_period_belongs_to_the_figure(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: a percent of nothing named is kept unattached; a percent whose metric is said keeps it.
PERCENTS: list[Row] = [
    (
        "SYNTHETIC: Zorblax says its new card delivers 30% more throughput per watt than the Q9.",
        "en",
        [("", "percent", "30", "")],
    ),
    (
        "合成：泽塔今年資本支出約300億美元，其中15%至25%將投入先進封裝。",
        "zh",
        [("", "percent", "15-25", ""), (Z, "capex", "30000000000", "")],
    ),
    (
        "SYNTHETISCH: Damit könnte Zorblax gegenüber dem Vorjahr um 45 % zulegen.",
        "de",
        [("", "percent", "45", "")],
    ),
    (
        "合成：王某持有泽塔31.2%的股份,是第一大股东。",
        "zh",
        [("", "percent", "31.2", "")],
    ),
    (
        "SYNTHETISCH: Der Umsatz von Zorblax sprang im letzten Quartal um 150 Prozent auf 20 Mrd. Dollar.",
        "de",
        [(Z, "revenue", "20000000000", "per_quarter"), (Z, "revenue_growth", "150", "per_quarter")],
    ),
    (  # the metric the sentence gives: a part of a product's supply or orders
        "SYNTHETIC: Zorblax will take 60% of the HBM4 orders for Nova, while Quantix gets 30%.",
        "en",
        [(Q, "share", "30", ""), (Z, "share", "60", "")],
    ),
    (
        "SYNTHETIC: Zorblax is expected to secure about 70%, with Quantix getting 30%.",
        "en",
        [(Q, "share", "30", ""), (Z, "share", "70", "")],
    ),
    ("SYNTHETIC: Zorblax is expected to capture 70% of HBM4 for Nova.", "en", [(Z, "share", "70", "")]),
    ("합성: 조르블랙스는 HBM4 물량의 70%를 공급할 것으로 보인다.", "ko", [(Z, "share", "70", "")]),
    ("合成: ゾーブラックスはHBM4の約70%を供給する見通しだ。", "ja", [(Z, "share", "70", "")]),
    ("合成：泽塔取得70%的訂單。", "zh", [(Z, "share", "70", "")]),
    ("合成: ゾーブラックスはHBM4の70%程度を供給する。", "ja", [(Z, "share", "70", "")]),
    (
        "SYNTHETIC: Zorblax's allocation is expected to reach 70 percent.",
        "en",
        [(Z, "share", "70", "")],
    ),
    (  # no metric word, but the sentence is about a part's orders: each company's part of them
        "SYNTHETIC: For the Nova HBM4 orders, Zorblax is at 70% and Quantix at 30%.",
        "en",
        [(Q, "share", "30", ""), (Z, "share", "70", "")],
    ),
    (  # near miss: a growth of shipments
        "SYNTHETIC: Zorblax's HBM shipments rose 30% this year.",
        "en",
        [(Z, "growth", "30", "")],
    ),
    (  # near miss: a share of a market
        "SYNTHETIC: Zorblax holds a 30% share of the HBM market.",
        "en",
        [(Z, "share", "30", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), PERCENTS)
def test_a_bare_percent_is_no_company_figure(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


# Synthetic: whose money or share it is, and which part of a total.
PARTS: list[Row] = [
    (
        "SYNTHETIC: Analysts expect Zorblax to report €2.15 ($2.50) EPS on €4.35 billion "
        "($5.07 billion) of revenue next week.",
        "en",
        [(Z, "eps_estimate", "2.15", ""), (Z, "revenue_estimate", "4350000000", "")],
    ),
    (  # near miss: EPS named before its amount
        "SYNTHETIC: Zorblax reported EPS of $1.20 on revenue of $4.1 billion.",
        "en",
        [(Z, "eps", "1.2", ""), (Z, "revenue", "4100000000", "")],
    ),
    (
        "合成：李某的持仓市值约60亿元,浮盈约35亿元。",
        "zh",
        [("", "holding_value", "3500000000", ""), ("", "holding_value", "6000000000", "")],
    ),
    (  # near miss: the company's own market cap
        "合成：泽塔市值约为600亿元。",
        "zh",
        [(Z, "market_cap", "60000000000", "")],
    ),
    (
        "合成：泽塔去年資本支出合計50億美元，其中用於廠房的資本支出31億美元。",
        "zh",
        [("", "capex", "3100000000", ""), (Z, "capex", "5000000000", "")],
    ),
    (
        "合成：分析師估計，昆提克在泽塔HBM供應中的比例將超過60%。",
        "zh",
        [(Q, "share", "60", "")],
    ),
    (
        "SYNTHETIC: Quantix's share of Zorblax's HBM supply may top 60%, analysts said.",
        "en",
        [(Q, "share", "60", "")],
    ),
    (  # a ticker in parentheses after the buyer's possessive (walk6)
        "SYNTHETIC: Quantix (QTX) has secured about 60% of Zorblax’s (ZBX) HBM orders for its new rack.",
        "en",
        [(Q, "share", "60", "")],
    ),
    (
        "SYNTHETIC: Quantix won 60% of Zorblax's (ZBX.O) memory orders this year.",
        "en",
        [(Q, "share", "60", "")],
    ),
    (  # the same without a ticker
        "SYNTHETIC: Quantix has secured about 60% of Zorblax's HBM orders for its new rack.",
        "en",
        [(Q, "share", "60", "")],
    ),
    (  # near miss: a share of a market, no buyer
        "合成：昆提克在全球HBM市場的占比為60%。",
        "zh",
        [(Q, "share", "60", "")],
    ),
    (
        "SYNTHETISCH: Im Spielesektor stieg der Umsatz von Zorblax auf 1,9 Mrd. Dollar.",
        "de",
        [(Z, "gaming_revenue", "1900000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), PARTS)
def test_whose_part_a_figure_is(text: str, language: str, want: list[tuple[str, str, str, str]]) -> None:
    assert _read(text, language) == want
