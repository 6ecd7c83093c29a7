"""A company's results read right (issue #10): SYNTHETIC sentences, every company ("Zorblax")
and number invented. Each row is (sentence, language, the money and percentage figures that
must be stored as (subject, metric, value)); a row that must not read a figure as the
company's reported result lists what it must read instead, so the exact comparison fails when
the result is read.

- the company's own expectation in de/fr/es/it/ja/ko ("rechnet mit", "prévoit", "prevé",
  "見込む") is its guidance, not the result; a result compared with a forecast stays a result;
- a business unit's or a product's part of revenue ("CMBU", "DRAM ... 76% ($28 billion)") is
  not the company's total;
- in a list of results, the result named after an amount, behind a comma, is the next item's;
- earnings per share (also "per ADR unit") is no amount of profit, and its growth is the EPS's;
- a share-price move (de "Aktie", fr "l'action", es "acciones", it "titolo") is no growth;
- an amount a total grows by ("增加超100亿美元", "3조 원 증가") is the change, not the value
  (unattached, as extract.company_metrics keeps changes); a "respectively" list gives each
  change its own result; capex guidance ("资本支出指引") is capex's guidance, not revenue's.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import ParticleGazetteer, claims_of

_GAZ = ParticleGazetteer(
    {
        "Zorblax": ("company:zorblax", "Company"),
        "조르블랙스": ("company:zorblax", "Company"),
        "ゾーブラックス": ("company:zorblax", "Company"),
    }
)

Row = tuple[str, str, list[tuple[str, str, str]]]
Z = "company:zorblax"


def _read(text: str, language: str) -> list[tuple[str, str, str]]:
    claims = claims_of(text, _GAZ, language)
    return sorted(
        (c.get("subject", ""), c["metric"], c["value"])
        for c in claims
        if c["value"].lstrip("-")[:1].isdigit()
    )


# Synthetic: the company's own expectation, in the gold set's other languages.
GUIDANCE: list[Row] = [
    (
        "SYNTHETIC: Für das laufende zweite Quartal rechnet Zorblax "
        "mit einem Umsatz von etwa 3,1 Milliarden Euro.",
        "de",
        [(Z, "revenue_guidance", "3100000000")],
    ),
    (
        "SYNTHETIC: Zorblax erwartet für das dritte Quartal einen Umsatz von 4,2 Milliarden Euro.",
        "de",
        [(Z, "revenue_guidance", "4200000000")],
    ),
    (
        "SYNTHETIC: Zorblax prévoit un chiffre d'affaires de 2,5 "
        "milliards d'euros pour le trimestre en cours.",
        "fr",
        [(Z, "revenue_guidance", "2500000000")],
    ),
    (
        "SYNTHETIC: Zorblax prevé unos ingresos de 1.200 millones de dólares en el próximo trimestre.",
        "es",
        [(Z, "revenue_guidance", "1200000000")],
    ),
    (
        "SYNTHETIC: Zorblax si aspetta ricavi per 2,1 miliardi di euro nel trimestre in corso.",
        "it",
        [(Z, "revenue_guidance", "2100000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスは第3四半期の売上高を約150億ドルと見込む。",
        "ja",
        [(Z, "revenue_guidance", "15000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 4분기 매출은 30조 원에 달할 전망이다.",
        "ko",
        [(Z, "revenue_guidance", "30000000000000")],
    ),
    (
        "SYNTHETIC: 分析师预计 Zorblax 第三季度营收为50亿美元。",
        "zh",
        [(Z, "revenue_estimate", "5000000000")],
    ),
    (
        "SYNTHETIC: Analysten erwarten bei Zorblax einen Umsatz von 4 Milliarden Euro.",
        "de",
        [(Z, "revenue_estimate", "4000000000")],
    ),
    (
        "SYNTHETIC: Zorblax forecast revenue of $5 billion for next quarter.",
        "en",
        [(Z, "revenue_guidance", "5000000000")],
    ),
    (
        "SYNTHETIC: Zorblax sees fourth-quarter revenue of about $5 billion.",
        "en",
        [(Z, "revenue_guidance", "5000000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスは次の四半期の総売上高が61億ドルになるとの予想を示した。",
        "ja",
        [(Z, "revenue_guidance", "6100000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスは次の四半期の売上高は72億ドル前後を見込んでいる。",
        "ja",
        [(Z, "revenue_guidance", "7200000000")],
    ),
    (
        "SYNTHETIC: 증권사들이 추정하는 조르블랙스의 3분기 영업이익은 8조1200억 원이다.",
        "ko",
        [(Z, "operating_profit_estimate", "8120000000000")],
    ),
    (
        'SYNTHETIC: 한 연구원은 "조르블랙스의 3분기 영업이익은 2조4100억원을 기록할 것"이라고 말했다.',
        "ko",
        [(Z, "operating_profit_estimate", "2410000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 3분기 매출과 영업이익 컨센서스는 각각 9조2000억원, 2조3000억원이다.",
        "ko",
        [(Z, "operating_profit_estimate", "2300000000000"), (Z, "revenue_estimate", "9200000000000")],
    ),
    (
        "SYNTHETIC: 华尔街目前预计,Zorblax 第二财季将亏损12.5亿美元。",
        "zh",
        [(Z, "profit_estimate", "-1250000000")],
    ),
    (
        "SYNTHETIC: Zorblax 預測,第四季的銷售將在31億到33億美元間。",
        "zh",
        [(Z, "revenue_guidance", "3100000000-3300000000")],
    ),
    (
        "SYNTHETIC: 分析师此前平均预期 Zorblax 的营收将达21.4亿美元。",
        "zh",
        [(Z, "revenue_estimate", "2140000000")],
    ),
    (
        "SYNTHETIC: Zorblax 第一财季营收为21.4亿美元。",
        "zh",
        [(Z, "revenue", "2140000000")],
    ),
    (
        "SYNTHETIC: Zorblax 的HBM收入突破3亿美元。",
        "zh",
        [(Z, "hbm_revenue", "300000000")],
    ),
    (
        "SYNTHETIC: Zorblax steigerte den Umsatz auf 4,1 Milliarden Euro, "
        "Analysten hatten mit 3,9 Milliarden Euro gerechnet.",
        "de",
        [(Z, "revenue", "4100000000"), (Z, "revenue_estimate", "3900000000")],
    ),
    (
        "SYNTHETIC: Für das Gesamtjahr stellt Zorblax nun einen "
        "Umsatz von rund 15 Milliarden Euro in Aussicht.",
        "de",
        [(Z, "revenue_guidance", "15000000000")],
    ),
    (
        "SYNTHETIC: Zorblax hob die Prognose für den Jahresumsatz auf 16 Milliarden Euro an.",
        "de",
        [(Z, "revenue_guidance", "16000000000")],
    ),
    (
        "SYNTHETIC: Pour le trimestre en cours, Zorblax vise un chiffre d'affaires de 3,5 milliards d'euros.",
        "fr",
        [(Z, "revenue_guidance", "3500000000")],
    ),
    (
        "SYNTHETIC: Para el próximo trimestre, Zorblax estima unos ingresos de 2.300 millones de dólares.",
        "es",
        [(Z, "revenue_guidance", "2300000000")],
    ),
    (
        "SYNTHETIC: Zorblax expects revenue of $4.2 billion, while analysts had expected $4.0 billion.",
        "en",
        [(Z, "revenue_estimate", "4000000000"), (Z, "revenue_guidance", "4200000000")],
    ),
    (
        "SYNTHETIC: Zorblax erzielte einen Umsatz von 4,4 Milliarden Euro, mehr als erwartet.",
        "de",
        [(Z, "revenue", "4400000000")],
    ),
    # must stay results: reported, compared with what was expected
    (
        "SYNTHETIC: Zorblax's revenue beat forecasts, at $5 billion.",
        "en",
        [(Z, "revenue", "5000000000")],
    ),
    (
        "SYNTHETIC: Zorblax, which forecast weak demand, reported revenue of $5 billion.",
        "en",
        [(Z, "revenue", "5000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 4분기 매출은 30조 원을 기록했다.",
        "ko",
        [(Z, "revenue", "30000000000000")],
    ),
    (
        "SYNTHETIC: Zorblax erzielte einen Umsatz von 3,1 Milliarden "
        "Euro und übertraf damit die Erwartungen.",
        "de",
        [(Z, "revenue", "3100000000")],
    ),
    (
        "SYNTHETIC: Zorblax a réalisé un chiffre d'affaires de 2,5 "
        "milliards d'euros, au-dessus des prévisions.",
        "fr",
        [(Z, "revenue", "2500000000")],
    ),
    (
        "SYNTHETIC: Zorblax erwartet weiteres Wachstum, nachdem der Umsatz auf 4,2 Milliarden Euro stieg.",
        "de",
        [(Z, "revenue", "4200000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), GUIDANCE)
def test_an_expectation_is_guidance_not_the_result(
    text: str, language: str, want: list[tuple[str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)


# Synthetic: one business unit's or product's part of revenue, and lists of results.
PARTS: list[Row] = [
    (
        "SYNTHETIC: ゾーブラックスのビジネスユニット別の売上高は、XMBUが45億ドル、YCBUが37億ドルとなった。",
        "ja",
        [(Z, "segment_revenue", "3700000000"), (Z, "segment_revenue", "4500000000")],
    ),
    (
        "SYNTHETIC: Zorblax's XMBU posted revenue of $4.5 billion.",
        "en",
        [(Z, "segment_revenue", "4500000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスの通期売上高で見るとDRAMは全体の76%(280億ドル)となっている。",
        "ja",
        [(Z, "dram_revenue", "28000000000")],
    ),
    (
        "SYNTHETIC: Zorblax said NAND accounted for 23% ($8.5 billion) of its total revenue.",
        "en",
        [(Z, "nand_revenue", "8500000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスのゲーム部門の売上高は31億ドル、自動車部門の売上高は4億ドルだった。",
        "ja",
        [(Z, "automotive_revenue", "400000000"), (Z, "gaming_revenue", "3100000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスのゲーミング売上高は43億ドルだった。",
        "ja",
        [(Z, "gaming_revenue", "4300000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスのネットワーキング売上高は73億ドルだった。",
        "ja",
        [(Z, "networking_revenue", "7300000000")],
    ),
    (
        "SYNTHETIC: Zorblax's professional visualization revenue was $760 million.",
        "en",
        [(Z, "segment_revenue", "760000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 오토모티브 매출은 5천억 원이었다.",
        "ko",
        [(Z, "automotive_revenue", "500000000000")],
    ),
    # the company's total stays the total
    (
        "SYNTHETIC: ゾーブラックスの通期売上高は373億ドルとなった。",
        "ja",
        [(Z, "revenue", "37300000000")],
    ),
    (
        "SYNTHETIC: ゾーブラックスの売上高は113億ドル、純利益は34億ドルとなった。",
        "ja",
        [(Z, "net_income", "3400000000"), (Z, "revenue", "11300000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 매출은 30조 원, 영업이익은 5조 원을 기록했다.",
        "ko",
        [(Z, "operating_profit", "5000000000000"), (Z, "revenue", "30000000000000")],
    ),
    (
        "SYNTHETIC: Zorblax reported $9 billion in revenue, up from a year earlier.",
        "en",
        [(Z, "revenue", "9000000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), PARTS)
def test_a_part_of_revenue_is_not_the_total(
    text: str, language: str, want: list[tuple[str, str, str]]
) -> None:
    amounts = [f for f in _read(text, language) if float(f[2].split("-")[0]) >= 1e6]  # money, not its %
    assert amounts == sorted(want)


# Synthetic: earnings per share, share prices, changes and capex guidance.
PER_SHARE_AND_MOVES: list[Row] = [
    (
        "SYNTHETIC: Zorblax reported earnings per share of NT$4.21 or "
        "$0.66 per ADR unit, up 12.5% from a year earlier.",
        "en",
        [(Z, "eps", "0.66"), (Z, "eps", "4.21"), (Z, "eps_growth", "12.5")],
    ),
    (
        "SYNTHETIC: Zorblax's earnings per share rose to $1.74, up 39% from $1.25 a year earlier.",
        "en",
        # the year-earlier value a change is "from" is no fact of now (past_figures.prior_period)
        [("", "eps", "1.25"), (Z, "eps", "1.74"), (Z, "eps_growth", "39")],
    ),
    (
        "SYNTHETIC: Zorblax's earnings per share rose to $1.74 and net income reached $2.5 billion.",
        "en",
        [(Z, "eps", "1.74"), (Z, "net_income", "2500000000")],
    ),
    (
        "SYNTHETIC: Zorblax earned $1.56 in adjusted EPS for the quarter.",
        "en",
        [(Z, "eps", "1.56")],
    ),
    (
        "SYNTHETIC: Analysts polled by a data firm had expected Zorblax to earn "
        "$1.48 per share on revenue of $8.7 billion.",
        "en",
        [(Z, "eps_estimate", "1.48"), (Z, "revenue_estimate", "8700000000")],
    ),
    (
        "SYNTHETIC: Zorblax beat what analysts had expected, reporting revenue of $8.9 billion.",
        "en",
        [(Z, "revenue", "8900000000")],
    ),
    (
        "SYNTHETIC: Zorblax's stock rose 3% to $112.50 after the report.",
        "en",
        [(Z, "share_price", "112.5"), (Z, "share_price_change", "3")],
    ),
    (
        "SYNTHETIC: Zorblax posted diluted EPS of $2.17 for the quarter.",
        "en",
        [(Z, "eps", "2.17")],
    ),
    (
        "SYNTHETIC: Die Zorblax-Aktie stieg im vorbörslichen Handel um 2,4 Prozent.",
        "de",
        [(Z, "share_price_change", "2.4")],
    ),
    (
        "SYNTHETIC: L'action Zorblax a bondi de 7 % après la publication.",
        "fr",
        [(Z, "share_price_change", "7")],
    ),
    (
        "SYNTHETIC: Las acciones de Zorblax subieron un 4% tras los resultados.",
        "es",
        [(Z, "share_price_change", "4")],
    ),
    (
        "SYNTHETIC: Las acciones de Zorblax cerraron con una caída del 3% el jueves.",
        "es",
        [(Z, "share_price_change", "-3")],
    ),
    (
        "SYNTHETIC: Zorblax's stock fell by over 6% in early trading.",
        "en",
        [(Z, "share_price_change", "-6")],
    ),
    (
        "SYNTHETIC: Zorblax 股价上周五下跌4.5%。",
        "zh",
        [(Z, "share_price_change", "-4.5")],
    ),
    (
        "SYNTHETIC: Zorblax's stock rose 5% in early trading.",
        "en",
        [(Z, "share_price_change", "5")],
    ),
    (
        "SYNTHETIC: ゾーブラックス株は時間外取引で6%上昇した。",
        "ja",
        [(Z, "share_price_change", "6")],
    ),
    (
        "SYNTHETIC: Shares of Zorblax were up 3% in late trading.",
        "en",
        [(Z, "share_price_change", "3")],
    ),
    # a growth of a result stays growth
    (
        "SYNTHETIC: Der Umsatz von Zorblax stieg um 12 Prozent.",
        "de",
        [(Z, "revenue_growth", "12")],
    ),
    (
        "SYNTHETIC: Zorblax 预计下财年资本支出将增加超50亿美元。",
        "zh",
        [("", "capex_change", "5000000000")],
    ),
    (
        "SYNTHETIC: Zorblax 将本财年资本支出指引上调至180亿美元。",
        "zh",
        [(Z, "capex_guidance", "18000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 영업이익은 전년 대비 3조 원 증가했다.",
        "ko",
        [("", "operating_profit_change", "3000000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 매출과 영업이익은 각각 12조5천억원, 7조2천억원 증가했다.",
        "ko",
        [("", "operating_profit_change", "7200000000000"), ("", "revenue_change", "12500000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 매출과 영업이익은 각각 40조원, 9조원을 기록했다.",
        "ko",
        [(Z, "operating_profit", "9000000000000"), (Z, "revenue", "40000000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 영업이익은 전년 대비 10조 원으로 증가했다.",
        "ko",
        [(Z, "operating_profit", "10000000000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), PER_SHARE_AND_MOVES)
def test_per_share_moves_and_changes(text: str, language: str, want: list[tuple[str, str, str]]) -> None:
    assert _read(text, language) == sorted(want)


# Synthetic: the period of a results figure.
@pytest.mark.parametrize(
    ("text", "scope"),
    [
        ("SYNTHETIC: ゾーブラックスの通期売上高は373億ドルとなった。", "per_year"),
        ("SYNTHETIC: ゾーブラックスの第4四半期の売上高は113億ドルとなった。", "per_quarter"),
        ("SYNTHETIC: 조르블랙스는 3분기 메모리 부문에서 5조 원의 이익을 냈다.", "per_quarter"),
    ],
)
def test_results_periods(text: str, scope: str) -> None:
    """通期 (the full fiscal year) is a year; a segment's profit takes its quarter."""
    assert [c.get("scope") for c in claims_of(text, _GAZ)] == [scope]


# Synthetic: a segment's profit or loss in Korean, and a price's rise.
SEGMENT_PROFIT_AND_PRICES: list[Row] = [
    (
        "SYNTHETIC: 조르블랙스가 2분기 반도체에서만 4조원 이상의 영업이익을 냈다.",
        "ko",
        [(Z, "segment_operating_profit", "4000000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스는 파운드리 사업부가 2조 원의 적자를 기록했고 "
        "메모리 부문에서는 5조 원의 이익을 냈다고 설명했다.",
        "ko",
        [(Z, "segment_profit", "-2000000000000"), (Z, "segment_profit", "5000000000000")],
    ),
    (  # "2조 원 중후반대": the mid-to-high 2 trillions, a level, no amount of its own
        "SYNTHETIC: 조르블랙스는 파운드리 사업부가 2조 원 중후반대의 적자를 기록했다.",
        "ko",
        [("", "segment_profit", "-2000000000000")],
    ),
    (
        "SYNTHETIC: 조르블랙스의 2분기 영업이익은 8조 원을 기록했다.",
        "ko",
        [(Z, "operating_profit", "8000000000000")],
    ),
    (
        "SYNTHETIC: Zorblax 第一季度销售收入12.34亿美元,拥有人应占利润2.45亿美元。",
        "zh",
        [(Z, "profit", "245000000"), (Z, "revenue", "1234000000")],
    ),
    (
        "SYNTHETIC: 為了維持毛利率，Zorblax 的晶圓價格將上漲約3-6%。",
        "zh",
        [(Z, "price_change", "3-6")],
    ),
    (
        "SYNTHETIC: Zorblax will raise prices by 12% next quarter.",
        "en",
        [(Z, "price_change", "12")],
    ),
    (
        "SYNTHETIC: Zorblax confirme une hausse de 60 % sur sa mémoire vive.",
        "fr",
        [(Z, "price_change", "60")],
    ),
    (  # denied: no fact of the company's
        "SYNTHETIC: Zorblax dément une hausse de 60 % sur sa mémoire vive.",
        "fr",
        [("", "price_change", "60")],
    ),
    (
        "SYNTHETIC: Zorblax denied a report that it would raise prices by 12%.",
        "en",
        [("", "price_change", "12")],
    ),
    (
        "SYNTHETIC: Le chiffre d'affaires de Zorblax est en hausse de 9 % sur un an.",
        "fr",
        [(Z, "revenue_growth", "9")],
    ),
    (
        "SYNTHETIC: Zorblax 第三季先進製程比重高達71%,其中5奈米占達35%。",
        "zh",
        [("", "node_revenue_share", "35"), ("", "process_node", "5"), (Z, "node_revenue_share", "71")],
    ),
    (  # the market's forecast of a node's share: an estimate
        "SYNTHETIC: 市場預估 Zorblax 2030年先進製程營收占比將達68%左右。",
        "zh",
        [(Z, "node_revenue_share_estimate", "68")],
    ),
    (
        "SYNTHETIC: Zorblax's 3nm node accounted for 26% of wafer revenue.",
        "en",
        [("", "process_node", "3"), (Z, "node_revenue_share", "26")],
    ),
    (  # a rise before the percentage: no share of the demand named after it
        "SYNTHETIC: Zorblax profits surge 61% as demand for its chips remains high.",
        "en",
        [(Z, "growth", "61")],
    ),
    (
        "SYNTHETIC: Zorblax's share of HBM demand rose to 57%.",
        "en",
        [(Z, "share", "57")],
    ),
    (
        "SYNTHETIC: Zorblax holds a 67% share of the foundry market.",
        "en",
        [(Z, "share", "67")],
    ),
    (
        "SYNTHETIC: Zorblax's 3nm yield reached 80%.",
        "en",
        [("", "process_node", "3"), (Z, "yield", "80")],
    ),
    (
        "SYNTHETIC: Zorblax's revenue rose 12% in the quarter.",
        "en",
        [(Z, "revenue_growth", "12")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), SEGMENT_PROFIT_AND_PRICES)
def test_segment_profits_and_price_rises(text: str, language: str, want: list[tuple[str, str, str]]) -> None:
    assert _read(text, language) == sorted(want)


# Synthetic: another party's money (a subsidy, the state's budget) is no investment of the company.
PUBLIC_MONEY: list[Row] = [
    (
        "SYNTHETIC: Zorblax will 17 Milliarden Euro in das Werk investieren, "
        "der Bund fördert es mit 9,9 Milliarden Euro.",
        "de",
        [(Z, "grant", "9900000000"), (Z, "investment", "17000000000")],
    ),
    (
        "SYNTHETIC: Für die Investition von Zorblax sind im Bundeshaushalt 40 Milliarden Euro vorgesehen.",
        "de",
        [("", "public_budget", "40000000000")],
    ),
    (
        "SYNTHETIC: Zorblax recibirá una subvención de 500 millones de euros para su inversión.",
        "es",
        [(Z, "grant", "500000000")],
    ),
    (
        "SYNTHETIC: Zorblax 的投资将获得政府补贴50亿元。",
        "zh",
        [(Z, "grant", "5000000000")],
    ),
    (  # investors' money for shares: a funding round, no grant
        "SYNTHETIC: Zorblax raises $120 million in funding.",
        "en",
        [(Z, "funding_round", "120000000")],
    ),
    (
        "SYNTHETIC: Zorblax won a $120 million grant for its new plant.",
        "en",
        [(Z, "grant", "120000000")],
    ),
    (  # a deal's value, not what the company is worth
        "SYNTHETIC: Zorblax is divesting its server unit in a transaction valued at up to $2 billion.",
        "en",
        [(Z, "contract", "2000000000")],
    ),
    (  # a valuation, no investment; "once": an earlier time's, no fact of now (past_figures)
        "SYNTHETIC: Zorblax, once valued at $5 billion, is now for sale.",
        "en",
        [("", "valuation", "5000000000")],
    ),
    (
        "SYNTHETIC: Zorblax investiert 30 Milliarden Euro in Magdeburg.",
        "de",
        [(Z, "investment", "30000000000")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), PUBLIC_MONEY)
def test_public_money_is_no_investment(text: str, language: str, want: list[tuple[str, str, str]]) -> None:
    assert _read(text, language) == sorted(want)


# Synthetic: the old value of a change between two percentages is no figure of now.
OLD_PERCENTAGES: list[Row] = [
    (
        "SYNTHETIC: Zorblax's gross margin rose to 45% from 41%.",
        "en",
        [("", "margin", "41"), (Z, "margin", "45")],
    ),
    (  # a relative time: the year-ago value, which the store would read as the current one
        "SYNTHETIC: Zorblax's gross margin rose to 45% from 41% a year earlier.",
        "en",
        [("", "margin", "41"), (Z, "margin", "45")],
    ),
    (  # a date of its own: a value of that date, kept
        "SYNTHETIC: Zorblax's gross margin rose to 45% from 41% in 2029.",
        "en",
        [(Z, "margin", "41"), (Z, "margin", "45")],
    ),
    (
        "SYNTHETIC: Zorblax raised its full-year revenue growth guidance from a 20% increase to about 25%.",
        "en",
        [("", "revenue_growth_guidance", "20"), (Z, "revenue_growth_guidance", "25")],
    ),
    (
        "SYNTHETIC: Zorblax's market share rose from 20% to 25%.",
        "en",
        [("", "share", "20"), (Z, "share", "25")],
    ),
    (  # one percentage only: "from" names where the revenue comes from
        "SYNTHETIC: Zorblax's gross margin reached 41%, helped by sales from new products.",
        "en",
        [(Z, "margin", "41")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), OLD_PERCENTAGES)
def test_an_old_percentage_is_no_figure_of_now(
    text: str, language: str, want: list[tuple[str, str, str]]
) -> None:
    assert _read(text, language) == sorted(want)
