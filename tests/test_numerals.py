"""Numbers and percentages read right (issue #10): Korean, Chinese and Japanese numerals in
every combination of their words, a tolerance, a CJK range, a year before "to", and what a
percentage on a company measures (a share price's move and its sign, a price's change, a part
of the supply, a list of shares each with its company).

Every sentence and number is SYNTHETIC, written for the test: the companies ("Zorblax",
"Quantix", "Kestrel") are invented. Each table has rows that must read and rows that must not.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of

from chipatlas.extract.mentions import DictGazetteer
from chipatlas.extract.quantities import find_quantities

# Synthetic: (text, low, high, unit). Groups of four digits (만/万 10^4, 억/亿/億 10^8, 조/兆
# 10^12) with 천/千, 백/百, 십/十 inside a group, digits written as figures or characters.
READ: list[tuple[str, float, float, str]] = [
    ("4천억 원", 4e11, 4e11, "KRW"),
    ("4조 3천900억 원", 4.39e12, 4.39e12, "KRW"),
    ("1조5천억 원", 1.5e12, 1.5e12, "KRW"),
    ("28조5천600억원", 2.856e13, 2.856e13, "KRW"),
    ("1천9억 원", 1.009e11, 1.009e11, "KRW"),
    ("4천3백억 원", 4.3e11, 4.3e11, "KRW"),
    ("1.5천억 원", 1.5e11, 1.5e11, "KRW"),
    ("5천만 원", 5e7, 5e7, "KRW"),
    ("3천만 달러", 3e7, 3e7, "USD"),
    ("천억 원", 1e11, 1e11, "KRW"),
    ("십억 원", 1e9, 1e9, "KRW"),
    ("3십억 원", 3e9, 3e9, "KRW"),
    ("1,000억원", 1e11, 1e11, "KRW"),
    ("8천억~9천억 원", 8e11, 9e11, "KRW"),
    ("17조6391억 원", 1.76391e13, 1.76391e13, "KRW"),
    ("3千亿日元", 3e11, 3e11, "JPY"),
    ("1兆2千億円", 1.2e12, 1.2e12, "JPY"),
    ("3億5千万円", 3.5e8, 3.5e8, "JPY"),
    ("12,345百万円", 1.2345e10, 1.2345e10, "JPY"),
    ("5百万ドル", 5e6, 5e6, "USD"),
    ("2百億円", 2e10, 2e10, "JPY"),
    ("四千亿元", 4e11, 4e11, "CNY"),
    ("两千亿美元", 2e11, 2e11, "USD"),
    ("一百亿元", 1e10, 1e10, "CNY"),
    ("十亿美元", 1e9, 1e9, "USD"),
    ("十五亿元", 1.5e9, 1.5e9, "CNY"),
    ("二十亿元", 2e9, 2e9, "CNY"),
    ("三千五百万元", 3.5e7, 3.5e7, "CNY"),
    ("一千零五十万元", 1.05e7, 1.05e7, "CNY"),
    ("1.2万亿元", 1.2e12, 1.2e12, "CNY"),
    ("1万2千台", 12_000, 12_000, "count"),
    ("3千台", 3_000, 3_000, "count"),
    ("380–420 亿美元", 3.8e10, 4.2e10, "USD"),
    # a centre and its tolerance: the range, never the tolerance alone
    ("营收预计107±3亿美元", 1.04e10, 1.1e10, "USD"),
    # a CJK range of percentages is one figure
    ("毛利率预计18%至20%", 18, 20, "%"),
    ("毛利率在18%到20%之间", 18, 20, "%"),
]

# Synthetic: texts that hold no amount (vague words, a table's unit) or no range.
NOT_READ: list[tuple[str, list[tuple[float, float, str]]]] = [
    ("수천억 원", []),
    ("몇천억 원", []),
    ("수십억 달러", []),
    ("数十亿美元", []),
    ("数百亿元", []),
    ("上千亿元", []),
    ("(単位：百万円)", []),
    ("10만 개발", []),
    # "from ... to" is a change: two values, no range
    ("从18%至20%", [(18, 18, "%"), (20, 20, "%")]),
    ("从18%增至20%", [(18, 18, "%"), (20, 20, "%")]),
    # a tolerance alone is no value
    ("revenue of $10.7 billion, plus or minus $0.3 billion", [(1.07e10, 1.07e10, "USD")]),
    ("EPS为2.50±0.15美元", []),
    # a year before "to" ends no range: the figure after it stands alone
    (
        "from 75,000 wafers in 2023 to 115,000 wafers",
        [(75_000, 75_000, "count"), (115_000, 115_000, "count")],
    ),
    ("between 1950 and 2000 W", [(1950, 2000, "W")]),
    # the value replaced is no figure; a bare number before "statt" takes its unit
    ("rund 2,7 statt 2,2 Milliarden Euro", [(2.7e9, 2.7e9, "EUR")]),
    ("$12 billion instead of $10 billion", [(1.2e10, 1.2e10, "USD")]),
    ("营收120亿元而非100亿元", [(1.2e10, 1.2e10, "CNY")]),
]


@pytest.mark.parametrize(("text", "low", "high", "unit"), READ)
def test_every_numeral_form_converts(text: str, low: float, high: float, unit: str) -> None:
    found = [(q.low, q.high, q.unit) for q in find_quantities(text)]
    assert found == [(pytest.approx(low), pytest.approx(high), unit)], (text, found)


@pytest.mark.parametrize(("text", "want"), NOT_READ)
def test_vague_words_tolerances_and_changes_are_no_amount(
    text: str, want: list[tuple[float, float, str]]
) -> None:
    found = [(q.low, q.high, q.unit) for q in find_quantities(text)]
    assert found == want, (text, found)


_GAZ = DictGazetteer(
    {
        "Zorblax": ("company:zorblax", "Company"),
        "Quantix": ("company:quantix", "Company"),
        "Kestrel": ("company:kestrel", "Company"),
    }
)

Row = tuple[str, str, list[tuple[str, str, str]]]  # sentence, language, (subject, metric, value)

# Synthetic: what a percentage on a company measures, and whose it is.
PERCENTS: list[Row] = [
    # a share price's move keeps its sign
    (
        "Zorblax shares closed 2.5 percent lower on Monday.",
        "en",
        [("company:zorblax", "share_price_change", "-2.5")],
    ),
    (
        "Zorblax shares closed 1.5 percent higher on Monday.",
        "en",
        [("company:zorblax", "share_price_change", "1.5")],
    ),
    (
        "Zorblax's stock fell by over 4% in early trading.",
        "en",
        [("company:zorblax", "share_price_change", "-4")],
    ),
    (
        "Las acciones de Zorblax cerraron con una caída del 2%.",
        "es",
        [("company:zorblax", "share_price_change", "-2")],
    ),
    ("Die Aktie von Zorblax verlor 6 Prozent.", "de", [("company:zorblax", "share_price_change", "-6")]),
    ("Die Aktie von Zorblax stieg um 3 Prozent.", "de", [("company:zorblax", "share_price_change", "3")]),
    ("Zorblax 股价上周五下跌3.5%。", "zh", [("company:zorblax", "share_price_change", "-3.5")]),
    ("Zorblax 股价上涨5.3%。", "zh", [("company:zorblax", "share_price_change", "5.3")]),
    # a price's change, named before the figure; a price after a growth is its cause
    (
        "Zorblax will raise DRAM prices by up to 30% next quarter.",
        "en",
        [("company:zorblax", "price_change", "30")],
    ),
    (
        "Zorblax a annoncé des hausses de prix de 20 à 30 %.",
        "fr",
        [("company:zorblax", "price_change", "20-30")],
    ),
    ("Zorblax's revenue grew 20% on higher prices.", "en", [("company:zorblax", "revenue_growth", "20")]),
    # a part of the supply or of the market
    (
        "Nova allocated this year's supply shares, with Zorblax receiving over 55% and Quantix about 20%.",
        "en",
        [("company:quantix", "share", "20"), ("company:zorblax", "share", "55")],
    ),
    ("Zorblax 全球代工市占率达约 70.2%。", "zh", [("company:zorblax", "share", "70.2")]),
    # a growth of capex
    ("Zorblax 将资本支出指引上调25%。", "zh", [("company:zorblax", "capex_growth", "25")]),
    # list figures: each on its own company
    (
        "The tracker put the market share at 54 percent for Zorblax, 28 percent for Quantix "
        "and 18 percent for Kestrel.",
        "en",
        [
            ("company:kestrel", "share", "18"),
            ("company:quantix", "share", "28"),
            ("company:zorblax", "share", "54"),
        ],
    ),
    (
        "Zorblax と Quantix のシェアをそれぞれ70%と30%と示した。",
        "ja",
        [("company:quantix", "share", "30"), ("company:zorblax", "share", "70")],
    ),
    (
        "Kestrel 的供应将集中于 Zorblax (约 70%)和 Quantix (约 30%)。",
        "zh",
        [("company:quantix", "share", "30"), ("company:zorblax", "share", "70")],
    ),
    # a bracket after a name no one knows: not the figure of the company named before it
    (
        "Kestrel 的供应将集中于 Vexor(约 70%)和 Quantix (约 30%)。",
        "zh",
        [("", "share", "70"), ("company:quantix", "share", "30")],
    ),
    (
        "Zorblax's revenue rose sharply (about 12%) in the quarter.",
        "en",
        [("company:zorblax", "revenue_growth", "12")],
    ),
    # money in brackets after a result word stays the company's
    (
        "Zorblax 의 영업이익(6조6000억원)을 넘었다.",
        "ko",
        [("company:zorblax", "operating_profit", "6600000000000")],
    ),
    # a part of a company is a stake someone else holds, not the company's own figure
    ("Die Regierung will 10 Prozent von Zorblax übernehmen.", "de", [("", "stake", "10")]),
    ("Kestrel posee un 8,08% de Zorblax.", "es", [("", "stake", "8.08")]),
    (
        "Zorblax accounts for 60% of Quantix's revenue.",
        "en",
        [("company:quantix", "customer_revenue_share", "60")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), PERCENTS)
def test_a_percentage_names_what_it_measures_and_whose(
    text: str, language: str, want: list[tuple[str, str, str]]
) -> None:
    claims = claims_of(f"SYNTHETIC. {text}", _GAZ, language)
    got = sorted(
        (c.get("subject", ""), c["metric"], c["value"]) for c in claims if c["value"][:1] in "-0123456789"
    )
    assert got == want, (text, got)


# Synthetic: an amount a result changed by is no value of the result (kept unattached as
# '<metric>_change'); the amount it changed to is.
CHANGES: list[Row] = [
    (
        "Zorblax's revenue rose by $2 billion to $10 billion.",
        "en",
        [("", "revenue_change", "2000000000"), ("company:zorblax", "revenue", "10000000000")],
    ),
    ("Zorblax's revenue rose to $10 billion.", "en", [("company:zorblax", "revenue", "10000000000")]),
    ("Der Umsatz von Zorblax stieg um 2 Milliarden Euro.", "de", [("", "revenue_change", "2000000000")]),
    (
        "Zorblax 의 매출과 영업이익은 각각 13조8천300억원, 10조8천100억원 증가했다.",
        "ko",
        [  # "매출과 영업이익은 각각": the first change is revenue's (by place)
            ("", "operating_profit_change", "10810000000000"),
            ("", "revenue_change", "13830000000000"),
        ],
    ),
    (
        "Zorblax 의 영업이익은 5조 원으로 늘었다.",
        "ko",
        [("company:zorblax", "operating_profit", "5000000000000")],
    ),
    ("Zorblax 营收同比增加了10亿元。", "zh", [("", "revenue_change", "1000000000")]),
    ("Zorblax 营收增长至100亿元。", "zh", [("company:zorblax", "revenue", "10000000000")]),
    # a depositary share's earnings are earnings per share, no profit
    ("Zorblax's earnings came in at $1.40 per ADS.", "en", [("company:zorblax", "eps", "1.4")]),
    (
        "Zorblax の売上高は500億円増の1兆円だった。",
        "ja",
        [("", "revenue_change", "50000000000"), ("company:zorblax", "revenue", "1000000000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), CHANGES)
def test_an_amount_of_change_is_no_result(text: str, language: str, want: list[tuple[str, str, str]]) -> None:
    claims = claims_of(f"SYNTHETIC. {text}", _GAZ, language)
    got = sorted((c.get("subject", ""), c["metric"], c["value"]) for c in claims if c["value"][:1].isdigit())
    assert got == want, (text, got)
