"""What kind of news a story is, and how sure it is, on SYNTHETIC text (branch signaltype,
issue #10): the classes the precision audit found wrong, each as a table of cases that must
read and cases that must not, written before the rules.

Every company, product and figure is invented ("Kestrel", "Orbis", "Lumen", "K9"); no
sentence is a fact or is taken from a real document.
"""

from __future__ import annotations

from collections import Counter

import pytest

from chipatlas.extract import extract_document
from chipatlas.extract.hedges import find_disclaimer, lead_hedge
from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.taxonomy import classify
from chipatlas.extract.title_chrome import is_chrome
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument

# (language, title, body, type) -- Synthetic.
TYPES: list[tuple[str, str, str, str]] = [
    # results announced: the announcing verb frames, what it announces decides (決算を発表, 发布...财报)
    ("ja", "ケストレル社は10月2日、2026会計年度第1四半期の決算を発表した。", "", "financial_results"),
    ("ja", "ケストレル、第3四半期決算を発表", "", "financial_results"),
    ("zh", "美东时间5月3日,凯斯特发布2026财年第一财季财报,当季营收达12亿美元", "", "financial_results"),
    ("zh", "凯斯特發布第二季財報", "", "financial_results"),
    ("ko", "케스트렐, 3분기 실적 발표", "", "financial_results"),
    ("ko", "케스트렐이 3분기 실적을 발표했다", "", "financial_results"),
    ("fr", "Kestrel publie ses résultats trimestriels", "", "financial_results"),
    ("es", "Kestrel presenta sus resultados trimestrales", "", "financial_results"),
    ("it", "Kestrel presenta i risultati del trimestre", "", "financial_results"),
    ("en", "Kestrel announces third-quarter results", "", "financial_results"),
    # the same class in each language: a release verb whose object is results, 业绩 / 業績
    ("zh", "凯斯特公布第三季度业绩", "", "financial_results"),
    ("zh", "凯斯特发布2025年第三季度业绩报告", "", "financial_results"),
    ("ja", "ケストレル、4～6月期の業績を発表", "", "financial_results"),
    ("ja", "ケストレル、通期業績予想を上方修正", "", "financial_results"),
    ("fr", "Kestrel dévoile ses résultats annuels", "", "financial_results"),
    ("de", "Kestrel stellt Quartalszahlen vor", "", "financial_results"),
    ("de", "Kestrel veröffentlicht Geschäftszahlen", "", "financial_results"),
    ("it", "Kestrel pubblica i conti del trimestre", "", "financial_results"),
    ("en", "Kestrel unveils third-quarter earnings", "", "financial_results"),
    ("en", "Kestrel releases Q3 results", "", "financial_results"),
    # ... and what else it announces: mass production, a partnership
    ("ja", "ケストレル、HBM4の量産開始を発表", "", "capacity_expansion"),
    ("ja", "ケストレル、オルビスとの提携を発表", "", "partnership_deal"),
    ("zh", "凯斯特宣布与奥比斯合作", "", "partnership_deal"),
    # must not: a product announced stays a release
    ("ja", "ケストレルは新型チップK9を発表した", "", "technical_release"),
    ("zh", "凯斯特发布新一代AI芯片", "", "technical_release"),
    ("ko", "케스트렐, 신형 칩 공개", "", "technical_release"),
    ("es", "Kestrel presenta su nuevo chip K9", "", "technical_release"),
    ("de", "Kestrel stellt neuen Chip vor", "", "technical_release"),
    ("en", "Kestrel releases MLPerf benchmark results for K9", "", "technical_release"),
    # buying a plant adds capacity; buying a company is M&A; a deal *to* buy is about the buying
    (
        "en",
        "In mid-May, Kestrel sealed a deal to acquire the K8 facility from Orbis",
        "",
        "capacity_expansion",
    ),
    ("en", "Kestrel acquires a fab from Orbis", "", "capacity_expansion"),
    ("de", "Kestrel kauft Werk von Orbis", "", "capacity_expansion"),
    ("fr", "Kestrel rachète une usine à Orbis", "", "capacity_expansion"),
    ("es", "Kestrel compra una planta a Orbis", "", "capacity_expansion"),
    ("it", "Kestrel acquista uno stabilimento da Orbis", "", "capacity_expansion"),
    ("zh", "凯斯特收购奥比斯工厂", "", "capacity_expansion"),
    ("ja", "ケストレル、オルビスの工場を買収", "", "capacity_expansion"),
    ("ko", "케스트렐, 오르비스 공장 인수", "", "capacity_expansion"),
    ("zh", "凯斯特收购奥比斯", "", "m_and_a"),
    ("ja", "ケストレル、オルビスを買収", "", "m_and_a"),
    ("es", "Kestrel compra HBM a Orbis", "", "partnership_deal"),
    ("en", "Kestrel strikes deal to buy chip designer Orbis", "", "m_and_a"),
    ("en", "Kestrel to acquire Orbis", "", "m_and_a"),
    ("en", "Kestrel signs deal to supply HBM4 to Lumen", "", "partnership_deal"),
    # talks or an agreement to buy a company, in each language: M&A (the frame word is no deal)
    ("it", "Kestrel in trattative per acquisire Orbis", "", "m_and_a"),
    ("de", "Kestrel in Gesprächen über Übernahme von Orbis", "", "m_and_a"),
    ("fr", "Kestrel en négociations pour racheter Orbis", "", "m_and_a"),
    ("ja", "ケストレル、オルビス買収で協議", "", "m_and_a"),
    ("ja", "ケストレル、オルビスと買収で合意", "", "m_and_a"),
    ("ko", "케스트렐, 오르비스 인수 협상", "", "m_and_a"),
    ("zh", "凯斯特与奥比斯签署收购协议", "", "m_and_a"),
    ("ja", "ケストレル、オルビスとHBM供給で合意", "", "partnership_deal"),
    ("zh", "凯斯特与奥比斯签署供货协议", "", "partnership_deal"),
    # an aside on how the project came about is no event; building a plant with a long name is
    (
        "en",
        "The project, developed in collaboration with the state government, will establish the first "
        "high-volume outsourced packaging facility in Arizona.",
        "",
        "us_production",
    ),
    (
        "en",
        "",
        "TAIPEI (Examplewire) — Kestrel said Monday that it will construct a US$2 billion (NT$60.5 billion) "
        "advanced chip packaging and testing plant in Penang.",
        "capacity_expansion",
    ),
    ("en", "Kestrel establishes a new packaging facility in Malaysia", "", "capacity_expansion"),
    ("en", "Kestrel, backed by Orbis, acquires Lumen", "", "m_and_a"),
    ("en", "Kestrel partners with Orbis", "", "partnership_deal"),
    # "cannot supply" (供給できない) states no supply: the headline's event is cancelled
    ("ja", "ケストレルがオルビスにHBM4を供給できない可能性", "", "other"),
    ("ja", "ケストレルがオルビスにHBM4を供給", "", "partnership_deal"),
    # a buyer cutting its orders: less for the supplier to make
    (
        "en",
        "Following Lumen's Q4 earnings report, industry sources said it has further reduced orders "
        "for packaging.",
        "",
        "supply_disruption",
    ),
    ("en", "Lumen cuts orders for Kestrel HBM", "", "supply_disruption"),
    ("zh", "传Lumen砍单凯斯特封装产能", "", "supply_disruption"),
    ("en", "Lumen places orders for Kestrel HBM", "", "partnership_deal"),
    # tight or sold-out supply and lengthening lead times, in each language: a disruption
    ("de", "Knappes Angebot: Kestrel kann die HBM-Nachfrage nicht decken", "", "supply_disruption"),
    ("de", "Speicherknappheit trifft Kestrel", "", "supply_disruption"),
    ("fr", "La HBM de Kestrel en rupture de stock", "", "supply_disruption"),
    ("fr", "Kestrel : les délais de livraison s'allongent", "", "supply_disruption"),
    ("en", "Lead times for Kestrel HBM stretch to 52 weeks", "", "supply_disruption"),
    ("ko", "케스트렐 HBM 내년 물량 완판", "", "supply_disruption"),
    ("zh", "凯斯特HBM交期延长至一年", "", "supply_disruption"),
    ("de", "Kestrel knapp vor Orbis", "", "other"),
    # orders for equipment are tools bought to add capacity (a tuning error, t3)
    ("zh", "隨著需求明確，凯斯特也向設備供應鏈追加訂單，月產能將提升", "", "capacity_expansion"),
    ("en", "Kestrel places equipment orders for its new packaging line", "", "capacity_expansion"),
    ("en", "Kestrel places orders for bonding tools", "", "capacity_expansion"),
    ("en", "Kestrel wins HBM orders from Lumen", "", "partnership_deal"),
    # German puts the verb last: buying chips from a maker is a deal, not the capacity in the body
    (
        "de",
        "Der Konzern Lumen will einem Pressebericht zufolge Chips vom Unternehmen Kestrel beziehen.",
        "Auch Orbis investiert in den Ausbau seiner Kapazitäten.",
        "partnership_deal",
    ),
    # a subsidy programme of a ministry controls no export; the entity list does
    ("en", "", "Kestrel asked for money from the Commerce Department's chip subsidy program.", "other"),
    ("en", "Commerce Department adds Kestrel to the entity list", "", "export_control"),
    # a page's disclaimer, a section heading, a product's value and its history weigh for nothing
    ("zh", "", "本文仅作为信息交流之用,不构成任何投资建议。\n凯斯特的K9芯片很强。", "other"),
    ("en", "", "Kestrel K9 explained\n\nPricing\n\nThe K9 is fast.", "other"),
    ("en", "", "Kestrel K9 explained\n\nBuyers like its trade-offs and pricing advantage.", "other"),
    ("en", "", "Kestrel K9 explained\n\nThe K9 has good price-performance.", "other"),
    ("fr", "", "Guide du K9\n\nLe K9 offre un bon rapport qualité-prix.", "other"),
    ("es", "", "Guía del K9\n\nEl K9 tiene buena relación calidad-precio.", "other"),
    ("it", "", "Guida al K9\n\nIl K9 ha un ottimo rapporto qualità-prezzo.", "other"),
    ("fr", "", "Guide du K9\n\nKestrel baisse le prix du K9.", "pricing"),
    (
        "en",
        "",
        "Kestrel K9 explained\n\nThe K9 comes from Kestrel, originating from Kestrel's 2019 "
        "acquisition of Orbis.",
        "other",
    ),
    # a photo caption in the lead says what a picture shows, not what happened
    ("zh", "", "▲凯斯特的新工厂(图为凯斯特工厂)\n凯斯特今日发布新芯片K9。", "technical_release"),
    (
        "ko",
        "",
        "(사진=케스트렐 제공) 케스트렐 공장 투자\n케스트렐이 신형 칩을 공개했다.",
        "technical_release",
    ),
    ("en", "Kestrel cuts prices of its K9", "", "pricing"),
    ("zh", "凯斯特上调DRAM报价", "", "pricing"),
    ("zh", "DRAM合約價上漲", "", "pricing"),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), TYPES, ids=[f"{r[0]}-{r[3]}" for r in TYPES])
def test_type(lang: str, title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (lang, choice.reasons)


# Results that rose or fell, written in Chinese, Japanese or Korean: the event's direction. Synthetic.
POLARITY: list[tuple[str, int]] = [
    ("ケストレル、第3四半期決算を発表 売上高は前年比40%増加", 1),
    ("케스트렐, 3분기 실적 발표…영업이익 급증", 1),
    ("凯斯特发布第二季度财报,营收同比增长50%", 1),
    ("케스트렐, 3분기 실적 발표…영업이익 감소", -1),
    ("ケストレル、決算を発表 純利益が減少", -1),
    ("케스트렐, 3분기 4조 원에 못 미치는 영업이익", -1),
    ("凯斯特发布第三季度财报,营收不及预期", -1),
    ("ケストレル、第3四半期決算を発表", 0),
]


@pytest.mark.parametrize(("title", "polarity"), POLARITY)
def test_results_direction(title: str, polarity: int) -> None:
    choice = classify(title, "")
    assert (choice.type, choice.polarity) == ("financial_results", polarity), choice.reasons


def _read(text: str) -> tuple[dict[str, str], str | None]:
    doc = read_document(SourceDocument("https://news.example.com/a2", text.encode(), "text/plain"))
    found = extract_document(doc, lambda schema, name, *_: new_id(schema, name))
    sig = {s.prop: s.value for s in found.statements if s.schema == "Signal"}
    levels = Counter(s.evidence for s in found.statements if s.schema in ("Claim", "Signal"))
    return sig, (levels.most_common(1)[0][0] if levels else None)


# A page that names no event but states a product's specs presents the product. Synthetic.
SPEC_PAGE = (
    "The Kestrel K9 platform is a big step for our computing.\n\n"
    "The Kestrel K9 delivers 40 PFLOPS of FP4 compute per chip. Each K9 carries 288 GB of HBM4 "
    "with 12 TB/s of memory bandwidth. The K9 draws 1,400 W.\n"
)
# The same page with no figures, and a company's money figures: no product page. Synthetic.
NOT_SPEC_PAGES = (
    "The Kestrel K9 platform is a big step for our computing.\n\nIt is a fine piece of work and many "
    "people like it.\n",
    "Kestrel and its people.\n\nKestrel had 9 billion dollars in cash, 12,000 employees and 4 offices "
    "in 2025.\n",
)


def test_a_spec_page_is_a_release() -> None:
    sig, _ = _read(SPEC_PAGE)
    assert sig["type"] == "technical_release", sig


@pytest.mark.parametrize("text", NOT_SPEC_PAGES)
def test_no_specs_no_release(text: str) -> None:
    sig, _ = _read(text)
    assert sig["type"] == "other", sig


# Boilerplate disclaimers are no headline (title_chrome). Synthetic.
@pytest.mark.parametrize(
    ("line", "chrome"),
    [
        ("本文系基于公开资料撰写,仅作为信息交流之用,不构成任何投资建议。", True),
        ("This article is for informational purposes only and does not constitute investment advice.", True),
        ("Dieser Artikel ist keine Anlageberatung.", True),
        # a byline without "By" (a name, a date, a time) and a dateline alone on its line
        ("Jane Roe 24 aprile 2025 - 08:11", True),
        ("Jane Roe March 3, 2025", True),
        ("MILANO (Examplewire)", True),
        ("SEOUL (Examplewire) —", True),
        ("Kestrelの製造装置「K-Bonder」。/Kestrel", True),
        ("The K-Bonder bonding machine. /Kestrel", True),
        # a reading-time widget (a tuning error, t3: a course page's meta line read as its headline)
        ("Lesson 04/12 · Intermediate · 18 min read · 5 diagrams", True),
        ("5 Min. Lesezeit", True),
        ("Kestrel to build 18 fabs", False),
        ("Kestrel Q3 results 24 April 2025", False),
        ("Kestrel to build fab by March 2026", False),
        ("KESTREL (KST) stock jumps", False),
        ("Kestrel invests $2 billion in a new packaging plant", False),
        ("凯斯特投资20亿美元建设新工厂", False),
    ],
)
def test_a_disclaimer_is_no_headline(line: str, chrome: bool) -> None:
    assert is_chrome(line) is chrome


# (language, lead text, hedge expected) -- who the story rests on. Synthetic.
LEADS: list[tuple[str, str, bool]] = [
    # a research firm's report passed on is the story's source
    ("en", "Kestrel will be first to market, with TrendForce noting that supply is tight.", True),
    ("en", "Kestrel's entry into the supply chain was minor, reports TrendForce.", True),
    ("en", "The report by TrendForce reads: Kestrel leads the market.", True),
    ("ja", "Taipei--TrendForceの最近の研究によると、レーザーの需要が急増している。", True),
    ("ko", "트렌드포스 보고서에 따르면 HBM 가격이 오른다.", True),
    ("zh", "集邦咨询报告指出，HBM需求大增。", True),
    ("de", "Laut einer Studie von TrendForce steigen die Preise.", True),
    ("fr", "Selon un rapport de TrendForce, les prix montent.", True),
    ("es", "Según un informe de TrendForce, los precios suben.", True),
    ("it", "Secondo un rapporto di TrendForce, i prezzi salgono.", True),
    # results forecast before they are reported
    ("en", "Kestrel is poised to report the highest quarterly profit in its history.", True),
    ("en", "Kestrel is expected to post record revenue next week.", True),
    ("de", "Kestrel dürfte im dritten Quartal einen Rekordgewinn ausweisen.", True),
    ("fr", "Kestrel devrait publier un bénéfice record.", True),
    ("es", "Se espera que Kestrel reporte ganancias récord.", True),
    ("it", "Kestrel dovrebbe registrare utili record.", True),
    ("ko", "케스트렐이 3분기 사상 최대 실적을 기록할 것으로 예상된다.", True),
    ("ja", "ケストレルの営業利益は過去最高となる見通し。", True),
    ("ko", "케스트렐이 3분기 실적을 발표했다. 4분기에도 성장할 것으로 예상된다.", False),
    ("de", "Kestrel hat einen Rekordgewinn ausgewiesen. Der Markt dürfte weiter wachsen.", False),
    # a rumour essay, a view that has emerged
    ("zh", "关于小作文「凯斯特份额降为零」的解读", True),
    ("ja", "ケストレルがHBM4を供給できない可能性があるとの見方が出ている。", True),
    ("ko", "케스트렐이 공급에서 빠질 수 있다는 관측이 나온다.", True),
    # the hedges of each language, already read (the brief's list)
    ("ko", "케스트렐이 오르비스와 계약을 맺은 것으로 전해졌다.", True),
    ("ko", "케스트렐이 오르비스에 HBM을 공급하는 것으로 알려졌다.", True),
    ("ja", "関係者によると、ケストレルは工場を増設する。", True),
    ("de", "Insidern zufolge baut Kestrel ein neues Werk.", True),
    ("fr", "Selon des sources, Kestrel construit une usine.", True),
    ("it", "Secondo fonti vicine, Kestrel costruisce un impianto.", True),
    ("es", "Según fuentes cercanas, Kestrel construye una planta.", True),
    ("zh", "業者透露，凯斯特將調漲價格。", True),
    ("zh", "業界傳出，凯斯特將擴產。", True),
    # must not: a company's own word; an analysis that is commentary after it
    ("en", "Kestrel reported record revenue on Tuesday.", False),
    (
        "en",
        "Kestrel said on Tuesday it will build a plant. It opens in 2027. TrendForce expects more.",
        False,
    ),
    ("zh", "凯斯特今日发布新芯片。凯斯特表示芯片将于明年量产。有分析認為需求強勁。", False),
    ("ko", "케스트렐이 1분기 실적을 발표했다. 카운터포인트리서치에 따르면 점유율은 60%다.", False),
    ("de", "Kestrel hat Umsatz gemeldet. Laut Gartner wächst der Markt.", False),
]


@pytest.mark.parametrize(("lang", "lead", "hedged"), LEADS, ids=[f"{r[0]}-{i}" for i, r in enumerate(LEADS)])
def test_lead_hedge(lang: str, lead: str, hedged: bool) -> None:
    assert (lead_hedge(lead) is not None) is hedged, (lang, lead_hedge(lead))


# A page owning up to errors in Japanese, Chinese, Korean is a page disclaimer. Synthetic.
@pytest.mark.parametrize(
    ("text", "disclaimer"),
    [
        (
            "見出し\n\n本サイトの記事はAIが資料を整理し制作したものです。ただし誤りや不確定な情報が含まれる"
            "ことがあります。\n\nケストレルは工場を増設する。",
            True,
        ),
        ("本文由AI生成，可能存在错误。凯斯特将扩产。", True),
        ("이 기사는 자동 작성되어 오류가 있을 수 있습니다. 케스트렐이 공장을 짓는다.", True),
        ("本サイトの記事は毎日更新されます。ケストレルは工場を増設する。", False),
        ("本文介绍凯斯特的新工厂。凯斯特将扩产。", False),
    ],
)
def test_cjk_page_disclaimer(text: str, disclaimer: bool) -> None:
    assert (find_disclaimer(text) is not None) is disclaimer


def test_a_disclaimed_page_is_speculative() -> None:
    text = (
        "ケストレル、オルビス向けHBM4供給で交渉\n\n本サイトの記事はAIが資料を整理し制作したものです。"
        "ただし誤りや不確定な情報が含まれることがあります。\n\nケストレルはオルビスとHBM4の供給を交渉している。\n"
    )
    assert _read(text)[1] == "speculative"


# A model's training loss is no money lost (sentiment). Synthetic.
@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Quality control: evaluation benchmarks, loss curves and human review.", "neutral"),
        ("The run showed a few loss spikes before it settled.", "neutral"),
        ("Kestrel posts a loss of $2 billion.", "negative"),
    ],
)
def test_training_loss_is_no_loss(text: str, label: str) -> None:
    assert score_sentiment(text).label == label
