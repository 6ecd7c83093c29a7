"""The figure forms the precision audit of figures (evaluation/audit, branch auditfig) found
misread on real text, each as a table of SYNTHETIC sentences: the companies ("Zorblax",
"Quantix"), chips ("Trainium9", "Trainium8") and every number are invented. Each row is
(sentence, language, what must be stored); a figure whose owner or meaning the sentence does
not make clear is expected unattached ('' subject), never guessed.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

_GAZ = ParticleGazetteer(
    {
        "Zorblax": ("company:zorblax", "Company"),
        "Quantix": ("company:quantix", "Company"),
        "조르블랙스": ("company:zorblax", "Company"),
        "ゾーブラックス": ("company:zorblax", "Company"),
        "Nova R72": ("platform:nova_r72", "Platform"),
    }
)

Row = tuple[str, str, list[tuple[str, str, str]]]  # sentence, language, (subject, metric, value)


def _read(text: str, language: str) -> list[tuple[str, str, str]]:
    """Each figure read (a number; a memory type such as "HBM3E" is no figure) as (subject, metric, value)."""
    claims = claims_of(text, _GAZ, language)
    return sorted((c.get("subject", ""), c["metric"], c["value"]) for c in claims if c["value"][:1].isdigit())


# Analysts' or the market's expectation is an estimate of the result, not the result; the
# company's own expectation is its guidance. A result that beats an estimate stays a result.
ESTIMATES: list[Row] = [
    (
        "SYNTHETIC: Zorblax's operating profit beat the market consensus of 6.75 trillion won.",
        "en",
        [("company:zorblax", "operating_profit_estimate", "6750000000000")],
    ),
    (
        "SYNTHETIC: Zorblax is expected to post third-quarter revenue of 24.47 trillion won and "
        "operating profit of 11.33 trillion won.",
        "en",
        [
            ("company:zorblax", "operating_profit_estimate", "11330000000000"),
            ("company:zorblax", "revenue_estimate", "24470000000000"),
        ],
    ),
    (
        "SYNTHETIC: Zorblax is poised to report its highest quarterly operating profit, surpassing "
        "10 trillion won for the first time.",
        "en",
        [("company:zorblax", "operating_profit_estimate", "10000000000000")],
    ),
    (
        "SYNTHETIC: Zorblax posted a forecast-beating first-quarter operating profit of 7.44 trillion won.",
        "en",
        [("company:zorblax", "operating_profit", "7440000000000")],
    ),
    (
        "SYNTHETIC: Zorblax reported revenue of $9.1 billion, above analysts' estimates of $8.7 billion.",
        "en",
        [("company:zorblax", "revenue", "9100000000"), ("company:zorblax", "revenue_estimate", "8700000000")],
    ),
    (
        "SYNTHETIC: Zorblax superó la previsión de los analistas de 20,6 billones de won en ingresos.",
        "es",
        [("company:zorblax", "revenue_estimate", "20600000000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスは、8-10月期の売上高が540億ドルになると予想。",
        "ja",
        [("company:zorblax", "revenue_guidance", "54000000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスの売上高は市場予想を上回る350億ドルだった。",
        "ja",
        [("company:zorblax", "revenue", "35000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 1분기 영업이익은 시장 전망치(6조 7500억원)를 웃돈 7조 4400억원이다.",
        "ko",
        [
            ("company:zorblax", "operating_profit", "7440000000000"),
            ("company:zorblax", "operating_profit_estimate", "6750000000000"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), ESTIMATES)
def test_an_expected_result_is_an_estimate_or_guidance(
    text: str, language: str, want: list[tuple[str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


# A segment's revenue (data center, gaming, a 部門/부문/division) is not the company's total.
SEGMENTS: list[Row] = [
    (
        "SYNTHETIC: Zorblax's data center revenue rose to $41 billion in the quarter.",
        "en",
        [("company:zorblax", "data_center_revenue", "41000000000")],
    ),
    (
        "SYNTHETIC: At Zorblax, gaming revenue was $4.3 billion in the quarter.",
        "en",
        [("company:zorblax", "gaming_revenue", "4300000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスのデータセンター部門の売上高は411億ドルだった。",
        "ja",
        [("company:zorblax", "data_center_revenue", "41100000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスの車載部門の売上高は5億9200万ドルだった。",
        "ja",
        [("company:zorblax", "automotive_revenue", "592000000")],
    ),
    (
        "SYNTHETIC: Zorblax's storage division posted sales of $2.2 billion.",
        "en",
        [("company:zorblax", "segment_revenue", "2200000000")],
    ),
    (
        "SYNTHETIC: Zorblax reported total revenue of $57 billion for the quarter.",
        "en",
        [("company:zorblax", "revenue", "57000000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), SEGMENTS)
def test_a_segments_revenue_is_named_as_the_segments(
    text: str, language: str, want: list[tuple[str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


# "from X to Y": X is the value before (the older product's), only Y is the chip's now.
FROM_TO: list[Row] = [
    (
        "SYNTHETIC: The Trainium9 raises HBM capacity from 192GB to 288GB.",
        "en",
        [("chip:trainium9", "hbm_capacity", "288")],
    ),
    (
        "SYNTHETIC: On the Trainium9, power goes from 1200W to 1400W.",
        "en",
        [("chip:trainium9", "power", "1400")],
    ),
    (
        "SYNTHETIC: Trainium9 的 HBM3E 内存容量从192GB增加到288GB。",
        "zh",
        [("chip:trainium9", "hbm_capacity", "288")],
    ),
    (
        "SYNTHETIC: Trainium9 最大功耗从1200W增加至1400W。",
        "zh",
        [("chip:trainium9", "power", "1400")],
    ),
    (
        "SYNTHETIC: Trainium9 のメモリーは192GBから288GBに増えた。",
        "ja",
        [("chip:trainium9", "hbm_capacity", "288")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), FROM_TO)
def test_the_value_before_a_change_is_not_the_chips(
    text: str, language: str, want: list[tuple[str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


# A total no one chip has (a rack's or a server's memory, aggregate bandwidth) is never a chip's,
# even where a word ("each chip", "GPU memory") gives it a per-chip scope; a chip named inside a
# server's name ("DGX-style" brand before it) names the server, not the chip.
SYSTEM_TOTALS: list[Row] = [
    (
        "SYNTHETIC: Each rack holds 36 boards, where each Trainium9 chip is linked through a fabric "
        "that provides 130 TB/s of aggregate bandwidth.",
        "en",
        [("", "interconnect_bandwidth", "130")],  # the fabric's (subjects4: a link is no memory)
    ),
    (
        "SYNTHETIC: Trainium9 racks:\nCPUs: 36× Trainium9\nGPU Memory: 13.8 TB HBM3e\n",
        "en",
        [("", "accelerator_count", "36"), ("", "hbm_capacity", "13.8")],
    ),
    (
        "SYNTHETIC: DGX Trainium8 servers:\nDGX Trainium8\nGPU memory: 640 GB\nNVLink BW: 7.2 TB/s\n",
        "en",
        [("", "hbm_capacity", "640"), ("", "nvlink_bandwidth", "7.2")],  # NVLink's, not the memory's
    ),
    (
        "SYNTHETIC: Each Trainium9 chip carries 288 GB of HBM.",
        "en",
        [("chip:trainium9", "hbm_capacity", "288")],
    ),
    # units counted at a list value's start, the chip's name not right after the count: no gain
    (
        "SYNTHETIC: Trainium9 nodes\n- **CPU:** 2x Acme Xeon 64-Core\n- **GPU:** 4x Tesla Trainium9 SXM\n",
        "en",
        [("", "count", "2"), ("", "count", "4")],
    ),
    (
        "SYNTHETIC: Two configurations: 8x Acme Trainium9 and 4x Quantix Q5.",
        "en",
        [("", "count", "8"), ("", "count", "4")],
    ),
    # a multiplier before a comparison word stays the chip's gain
    (
        "SYNTHETIC: Trainium9 speedup: 4x Faster than its predecessor.",
        "en",
        [("chip:trainium9", "performance_gain", "4")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), SYSTEM_TOTALS)
def test_a_systems_total_is_not_a_chips(text: str, language: str, want: list[tuple[str, str, str]]) -> None:
    assert _read(text, language) == sorted(want)


def test_a_multiplier_before_a_chip_name_counts_chips() -> None:
    got = _read("SYNTHETIC: Nova R72 rack:\nGPUs: 72× Trainium9\n", "en")
    assert all(metric != "gain" for _, metric, _ in got)


# "5조 원대", "1兆円台": a level ("in the 5-trillion range"), not an amount: no figure is stated.
LEVELS: list[Row] = [
    (
        "SYNTHETIC: 조르블랙스가 2분기 영업이익 5조 원대를 달성했다.",
        "ko",
        [("", "operating_profit", "5000000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스는 2분기 영업이익 5조 4685억 원을 기록했다.",
        "ko",
        [("company:zorblax", "operating_profit", "5468500000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), LEVELS)
def test_an_amounts_level_is_no_amount(text: str, language: str, want: list[tuple[str, str, str]]) -> None:
    assert _read(text, language) == sorted(want)


# Market-wide demand (all buyers' wafers) is no company's capacity; one buyer's share of a
# supplier's capacity is that buyer's share; a written range is one figure, not two.
MARKET_AND_SHARES: list[Row] = [
    (
        "SYNTHETIC: 2025 年全球 CoWoS 总需求预计达到 67 万片晶圆,Zorblax 正在扩产。",
        "zh",
        [("", "cowos_demand", "670000")],
    ),
    (
        "SYNTHETIC: Global CoWoS demand will reach 670,000 wafers next year, Zorblax said.",
        "en",
        [("", "cowos_demand", "670000")],
    ),
    (
        "SYNTHETIC: 隨著客戶需求漸趨明確，Zorblax 整體 CoWoS 的月產能也將從 7 萬片提升至 13 萬片。",
        "zh",
        [("company:zorblax", "cowos_capacity", "130000"), ("company:zorblax", "cowos_capacity", "70000")],
    ),
    (
        "SYNTHETIC: Zorblax's monthly CoWoS capacity will reach 75,000 wafers.",
        "en",
        [("company:zorblax", "cowos_capacity", "75000")],
    ),
    (
        "SYNTHETIC: 其中,Zorblax 一家就吃掉 60%–70% 的产能。",
        "zh",
        [("company:zorblax", "capacity_share", "60-70")],
    ),
    (
        "SYNTHETIC: Zorblax 已将 2025 年资本支出上修至 380–420 亿美元。",
        "zh",
        [("company:zorblax", "capex", "38000000000-42000000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), MARKET_AND_SHARES)
def test_market_demand_shares_and_ranges(text: str, language: str, want: list[tuple[str, str, str]]) -> None:
    assert _read(text, language) == sorted(want)


# A precision written with a vendor's prefix ("NVFP4") names the FLOPS figure's precision;
# a chip's percentage of performance is a performance gain, not a bare percent.
PRECISION_AND_GAINS: list[Row] = [
    (
        "SYNTHETIC: Trainium9 的 NVFP4 dense 稠密性能提升了50%而来到15PFlops。",
        "zh",
        [("", "performance_gain", "50"), ("chip:trainium9", "fp4_flops", "15")],
    ),
    (
        "SYNTHETIC: Trainium9 delivers 15 PFLOPS of NVFP4 compute.",
        "en",
        [("chip:trainium9", "fp4_flops", "15")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), PRECISION_AND_GAINS)
def test_vendor_precisions_and_performance_percentages(
    text: str, language: str, want: list[tuple[str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


# A model's size ("a 405B model in FP16 (810 GB)") and a term of a product ("72 × 192 GB =
# 13.8 TB") are not a figure stated about the chip in focus.
NOT_STATED: list[Row] = [
    (
        "SYNTHETIC: Trainium9 racks pool memory. A 405B model in FP16 (810 GB) fits in one rack.",
        "en",
        [("", "capacity", "810")],
    ),
    (
        "SYNTHETIC: Each Trainium9 has unified memory: 72 × 192 GB = 13.8 TB of HBM.",
        "en",
        [("", "hbm_capacity", "13.8"), ("", "hbm_capacity", "192")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), NOT_STATED)
def test_a_models_size_and_a_products_term_are_not_the_chips(
    text: str, language: str, want: list[tuple[str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


# Korean writes thousands inside a large-number group: "28조5천600억원" is 28.56 trillion won.
KOREAN_NUMERALS: list[Row] = [
    (
        "SYNTHETIC: 조르블랙스는 2분기 매출 28조5천600억원을 기록했다.",
        "ko",
        [("company:zorblax", "revenue", "28560000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 순이익은 10조 1천9억 원으로 늘었다.",
        "ko",
        [("company:zorblax", "net_income", "10100900000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 영업이익은 9조 1천834억 원이다.",
        "ko",
        [("company:zorblax", "operating_profit", "9183400000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), KOREAN_NUMERALS)
def test_korean_thousands_inside_a_group(text: str, language: str, want: list[tuple[str, str, str]]) -> None:
    assert _read(text, language) == sorted(want)


# More forms of expectation, and earnings per share, which is no amount of profit.
MORE_ESTIMATES: list[Row] = [
    (
        "SYNTHETIC: Zorblax said revenue in the current period will be about $10.7 billion.",
        "en",
        [("company:zorblax", "revenue_guidance", "10700000000")],
    ),
    (
        "SYNTHETIC: Zorblax guided revenue to $9 billion, above Wall Street's $8.8 billion estimate.",
        "en",
        [
            ("company:zorblax", "revenue_estimate", "8800000000"),
            ("company:zorblax", "revenue_guidance", "9000000000"),
        ],
    ),
    (
        "SYNTHETIC: Zorblax's revenue jumped 38%, to $8.05 billion, also beating the Street's target "
        "of $7.9 billion.",
        "en",
        [
            ("company:zorblax", "revenue", "8050000000"),
            ("company:zorblax", "revenue_estimate", "7900000000"),
            ("company:zorblax", "revenue_growth", "38"),
        ],
    ),
    (
        "SYNTHETIC: Zorblax's net income soared to $4.1 billion, or $3.68 a share, crushing forecasts "
        "of $2.86 a share.",
        "en",
        [
            ("company:zorblax", "eps", "3.68"),
            ("company:zorblax", "eps_estimate", "2.86"),
            ("company:zorblax", "net_income", "4100000000"),
        ],
    ),
    (
        "SYNTHETIC: Zorblax reported earnings per share of $1.56, beating the consensus forecast of $1.43.",
        "en",
        [("company:zorblax", "eps", "1.56"), ("company:zorblax", "eps_estimate", "1.43")],
    ),
    (
        "SYNTHETIC: Zorblax's data center segment, which now makes up half of sales, grew to $7.6 billion.",
        "en",
        [("company:zorblax", "data_center_revenue", "7600000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스는 반도체 사업의 매출이 29조 2천700억 원이었다고 밝혔다.",
        "ko",
        [("company:zorblax", "segment_revenue", "29270000000000")],
    ),
]


MORE_ESTIMATES += [
    (
        "SYNTHETIC: Zorblax's guidance calls for revenue projected between $12.2 billion and $12.8 billion "
        "and adjusted earnings per share of $3.60 to $3.90.",
        "en",
        [
            ("company:zorblax", "eps_guidance", "3.6-3.9"),
            ("company:zorblax", "revenue_guidance", "12200000000-12800000000"),
        ],
    ),
    (
        "SYNTHETIC: 조르블랙스의 DS부문 영업이익은 6조4천500억원을 기록했다.",
        "ko",
        [("company:zorblax", "segment_operating_profit", "6450000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 메모리 반도체 매출은 22조 2천700억 원으로 늘었다.",
        "ko",
        [("company:zorblax", "segment_revenue", "22270000000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), MORE_ESTIMATES)
def test_more_expectations_and_per_share_earnings(
    text: str, language: str, want: list[tuple[str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


# A company's expected margins and growth are its guidance, not results; "X% to Y%" is one range.
GUIDED_PERCENTAGES: list[Row] = [
    (
        "SYNTHETIC: Zorblax expects a gross margin of 53.5% to 55.5% for the third quarter.",
        "en",
        [("company:zorblax", "margin_guidance", "53.5-55.5")],
    ),
    (
        "SYNTHETIC: Zorblax's gross and operating margins are expected in the range of 56-58% and 45-47%.",
        "en",
        [("company:zorblax", "margin_guidance", "45-47"), ("company:zorblax", "margin_guidance", "56-58")],
    ),
    (
        "SYNTHETIC: For the full year, Zorblax expects its revenue growth rate to be between 24% and 26%.",
        "en",
        [("company:zorblax", "revenue_growth_guidance", "24-26")],
    ),
    (
        "SYNTHETIC: Zorblax expects second-quarter revenue of $17.6 billion to $18.2 billion.",
        "en",
        [("company:zorblax", "revenue_guidance", "17600000000-18200000000")],
    ),
    (
        "SYNTHETIC: Zorblax's gross margin came in at 55.6%, better than expected.",
        "en",
        [("company:zorblax", "margin", "55.6")],
    ),
    (
        "SYNTHETIC: Zorblax's revenue rose 10% to $5 billion.",
        "en",
        [("company:zorblax", "revenue", "5000000000"), ("company:zorblax", "revenue_growth", "10")],
    ),
]


GUIDED_PERCENTAGES.append(
    (
        "SYNTHETIC: Zorblax's earnings rose, also exceeding forecasts. Gross margin improved to 59.5%.",
        "en",
        [("company:zorblax", "margin", "59.5")],
    )
)
GUIDED_PERCENTAGES.append(
    (
        "SYNTHETIC: Zorblax reported results. The company expects a gross margin of 53.5% to 55.5%.",
        "en",
        [("company:zorblax", "margin_guidance", "53.5-55.5")],
    )
)


@pytest.mark.parametrize(("text", "language", "want"), GUIDED_PERCENTAGES)
def test_guided_margins_and_growth(text: str, language: str, want: list[tuple[str, str, str]]) -> None:
    assert _read(text, language) == sorted(want)


# Chinese 预期/预计 is the company's own expectation unless the market or analysts are named with it.
CHINESE_EXPECTATIONS: list[Row] = [
    (
        "SYNTHETIC: Zorblax 公布了财报。毛利率达到39%,且公司预期下一季度将进一步提升至42%。",
        "zh",
        [("company:zorblax", "margin", "39"), ("company:zorblax", "margin_guidance", "42")],
    ),
    (
        "SYNTHETIC: Zorblax 预计,第三季度营收中值将达335亿美元。",
        "zh",
        [("company:zorblax", "revenue_guidance", "33500000000")],
    ),
    (
        "SYNTHETIC: Zorblax 营收为93亿美元,高于市场预期的89亿美元。",
        "zh",
        [("company:zorblax", "revenue", "9300000000"), ("company:zorblax", "revenue_estimate", "8900000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), CHINESE_EXPECTATIONS)
def test_chinese_expectations(text: str, language: str, want: list[tuple[str, str, str]]) -> None:
    assert _read(text, language) == sorted(want)
