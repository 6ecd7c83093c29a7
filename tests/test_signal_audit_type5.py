"""What kind of news a story is, on SYNTHETIC text (branch type5, issue #10): the general causes
behind the precision audit's wrong signal types, each as a table of cases that must read and
cases that must not, written before the rules.

Every company, product and figure is invented ("Kestrel", "Orbis", "K9"); no sentence is a fact
or is taken from a real document.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.hedges import lead_hedge
from chipatlas.extract.taxonomy import classify
from chipatlas.extract.title_chrome import is_chrome

# (language, title, body, type) -- Synthetic.
TYPES: list[tuple[str, str, str, str]] = [
    # a relative clause between commas describes the subject; the main clause says what happens
    (
        "en",
        "Kestrel, which supplies servers powered by Orbis chips, reports record quarterly profit",
        "",
        "financial_results",
    ),
    (
        "fr",
        "Kestrel, qui fournit des serveurs à Orbis, publie ses résultats trimestriels",
        "",
        "financial_results",
    ),
    (
        "es",
        "Kestrel, que suministra servidores a Orbis, presenta sus resultados trimestrales",
        "",
        "financial_results",
    ),
    (
        "it",
        "Kestrel, che fornisce server a Orbis, presenta i risultati del trimestre",
        "",
        "financial_results",
    ),
    ("de", "Kestrel, das Server an Orbis liefert, stellt Quartalszahlen vor", "", "financial_results"),
    # must not: the supply in the main clause, or a relative clause after the event, stays a deal
    ("en", "Kestrel supplies servers to Orbis", "", "partnership_deal"),
    ("en", "Kestrel wins an order from Orbis, which makes servers", "", "partnership_deal"),
    ("fr", "Kestrel fournit des serveurs à Orbis", "", "partnership_deal"),
    # what caused it ("thanks to improved yields", "grâce à", "gracias a", "grazie a", "dank") is
    # the backdrop: the clause before it says what happens
    (
        "en",
        "Kestrel said its server revenue will double this year, thanks to improved yield rates",
        "",
        "financial_results",
    ),
    (
        "fr",
        "Le chiffre d'affaires de Kestrel double grâce à l'expansion de ses usines",
        "",
        "financial_results",
    ),
    (
        "es",
        "Los ingresos de Kestrel se duplican gracias a la ampliación de sus fábricas",
        "",
        "financial_results",
    ),
    (
        "it",
        "Il fatturato di Kestrel raddoppia grazie all'ampliamento delle fabbriche",
        "",
        "financial_results",
    ),
    ("de", "Kestrel verdoppelt Umsatz dank Ausbau der Fabriken", "", "financial_results"),
    # must not: the event before the cause stays, and "thanks" in no cause
    ("en", "Kestrel doubles HBM capacity thanks to new fab", "", "capacity_expansion"),
    # an advantage in supply (供應優勢, 供应优势, 공급 우위) is a company's standing, no supply act
    ("zh", "凯斯特凭借HBM的供应优势，在DRAM市场占据主导地位", "", "other"),
    ("zh", "凱斯特憑藉HBM的供應優勢，在DRAM市場佔據主導地位", "", "other"),
    # ... nor is being someone's partner (合作伙伴, 合作夥伴): a role, no act of partnering
    ("zh", "凯斯特的HBM产品成为奥比斯等科技巨头的重要合作伙伴", "", "other"),
    ("zh", "凱斯特的HBM產品成為奧比斯等科技巨頭的重要合作夥伴", "", "other"),
    # must not: supplying a buyer, cooperating with one stay deals
    ("zh", "凯斯特与奥比斯合作开发HBM4", "", "partnership_deal"),
    ("zh", "凯斯特向奥比斯供应HBM4", "", "partnership_deal"),
    # a contract manufacturer is what a company is, not a contract it signed
    (
        "it",
        "Kestrel prevede un aumento delle entrate fino al 30% in questo trimestre",
        "La prospettiva segue la crescita del più grande produttore di chip su contratto al mondo.",
        "financial_results",
    ),
    (
        "es",
        "Kestrel prevé un aumento de los ingresos este trimestre",
        "Es el mayor fabricante de chips por contrato del mundo.",
        "financial_results",
    ),
    (
        "fr",
        "Kestrel prévoit une hausse de son chiffre d'affaires ce trimestre",
        "Le plus grand fabricant de puces sous contrat du monde profite de la demande.",
        "financial_results",
    ),
    ("de", "Kestrel-Ausblick", "Kestrel ist der größte Auftragsfertiger der Welt.", "other"),
    # must not: a contract signed, an order won stay deals
    ("it", "Kestrel firma un contratto con Orbis", "", "partnership_deal"),
    ("de", "Kestrel erhält Auftrag von Orbis", "", "partnership_deal"),
    ("es", "Kestrel firma un contrato con Orbis", "", "partnership_deal"),
    # public money for plants announced or awarded by a ministry: an expansion, no export control
    (
        "en",
        "Commerce Department Announces CHIPS Funding",
        "The Commerce Department announced today $6.6 billion in funding under the CHIPS Act toward "
        "three Kestrel fabs in Ohio.",
        "us_production",
    ),
    ("en", "Commerce Department awards Kestrel $2 billion grant for its new fab", "", "capacity_expansion"),
    # must not: the same ministry's export rules stay export controls
    ("en", "Commerce Department tightens rules on chip sales to China", "", "export_control"),
    ("en", "Commerce Department adds Kestrel to the entity list", "", "export_control"),
    # a curb on investing in or equipping plants, and the validated-end-user status, are the rules
    ("ko", "내년부터 케스트렐의 중국 메모리 전환투자에 극심한 제약이 생길 전망이다.", "", "export_control"),
    ("en", "Kestrel faces curbs on upgrading equipment at its China fabs", "", "export_control"),
    ("en", "US removes Kestrel China fabs from validated end user list", "", "export_control"),
    ("ko", "미국 상무부, 케스트렐 중국 공장 VEU 명단에서 제외", "", "export_control"),
    ("zh", "凯斯特中国工厂被移出经验证最终用户名单", "", "export_control"),
    # must not: investment itself, a drug maker (제약사), a market limit stay what they are
    ("ko", "케스트렐, 평택에 10조원 투자해 메모리 공장 증설", "", "capacity_expansion"),
    ("en", "Kestrel invests $9 billion in a new fab", "", "capacity_expansion"),
    # a contract price is a price, no contract
    ("en", "Kestrel raises DRAM contract prices by 20%", "", "pricing"),
    ("en", "Kestrel signs a $2 billion contract with Orbis", "", "partnership_deal"),
    # restrictions on chips or their sale, in each language: export rules
    ("fr", "Washington durcit les restrictions sur les puces destinées à la Chine", "", "export_control"),
    ("es", "Washington endurece las restricciones a los chips destinados a China", "", "export_control"),
    ("it", "Washington inasprisce le restrizioni sui chip destinati alla Cina", "", "export_control"),
    ("de", "Washington verschärft Beschränkungen für Chips nach China", "", "export_control"),
    ("en", "Washington tightens restrictions on chip sales to China", "", "export_control"),
    # results named by their move in Japanese and Korean (増収増益, 흑자 전환)
    ("ja", "ケストレル、7～9月期は増収増益", "", "financial_results"),
    ("ja", "ケストレル、4～6月期は減収減益", "", "financial_results"),
    ("ko", "케스트렐, 3분기 흑자 전환", "", "financial_results"),
    # a groundbreaking in Chinese, Japanese, Korean (착공, 着工, 开工 / 動工)
    ("ko", "케스트렐, 평택 신규 팹 착공", "", "capacity_expansion"),
    ("ja", "ケストレル、熊本第2工場を着工", "", "capacity_expansion"),
    ("zh", "凯斯特新晶圆厂正式开工", "", "capacity_expansion"),
    ("zh", "凱斯特新晶圓廠正式動工", "", "capacity_expansion"),
    # a subsidy for a plant, in each language: an expansion (US production when placed in the US)
    ("de", "Bund genehmigt Milliardensubvention für Kestrel-Werk in Dresden", "", "capacity_expansion"),
    ("fr", "L'État accorde une subvention de 2 milliards à Kestrel pour son usine", "", "capacity_expansion"),
    (
        "es",
        "El Gobierno concede a Kestrel una subvención de 500 millones para su fábrica",
        "",
        "capacity_expansion",
    ),
    (
        "it",
        "Il governo concede a Kestrel un sussidio di 2 miliardi per la fabbrica",
        "",
        "capacity_expansion",
    ),
    ("ko", "정부, 케스트렐 신규 팹에 보조금 1조원 지원", "", "capacity_expansion"),
    ("ja", "経産省、ケストレルの新工場に5000億円を補助", "", "capacity_expansion"),
    ("zh", "凯斯特获政府66亿美元芯片补贴", "", "capacity_expansion"),
    ("en", "Kestrel wins state subsidy for its new fab", "", "capacity_expansion"),
    # must not: a subsidiary is no subsidy, a subsidy programme asked for no award
    (
        "en",
        "Kestrel weighs options",
        "Kestrel asked for money from the state's chip subsidy program.",
        "other",
    ),
    ("de", "Kestrel prüft Optionen", "Kestrel bewirbt sich um das Subventionsprogramm des Bundes.", "other"),
    ("en", "Kestrel sells its subsidiary to Orbis", "", "m_and_a"),
    # more verb forms: chosen (adoption), rinvia (postpones), a share price's move, a CEO fired
    (
        "en",
        "What it means",
        "Orbis has chosen Kestrel's K9 accelerators for its next cluster.",
        "customer_adoption",
    ),
    (
        "it",
        "Kestrel rinvia le consegne del K9",
        "Kestrel aveva firmato un contratto con Orbis.",
        "supply_disruption",
    ),
    ("it", "Kestrel rinvia il lancio del K9 al 2027", "", "supply_disruption"),
    ("en", "Kestrel shares slump after China ban", "", "financial_results"),
    ("en", "Kestrel stock soars on AI demand", "", "financial_results"),
    ("it", "Le azioni di Kestrel volano dopo i conti", "", "financial_results"),
    ("it", "Kestrel licenzia il suo amministratore delegato", "", "executive_change"),
    ("es", "Kestrel destituye a su consejero delegado", "", "executive_change"),
    ("fr", "Kestrel limoge son directeur général", "", "executive_change"),
    ("de", "Kestrel entlässt seinen Vorstandschef", "", "executive_change"),
    # must not: a share of a market, workers laid off stay what they are
    ("en", "Kestrel lays off 2,000 workers at its Ohio fab", "", "other"),
    # a shareholders' meeting: the company's year and outlook
    ("zh", "凯斯特股东会：今年AI服务器出货将翻倍", "", "financial_results"),
    ("zh", "凱斯特股東會後表示，今年AI伺服器出貨將倍增", "", "financial_results"),
    ("ja", "ケストレル株主総会、今期のAIサーバー出荷倍増を見込む", "", "financial_results"),
    ("ko", "케스트렐 주주총회서 올해 출하 전망 밝혀", "", "financial_results"),
    (
        "en",
        "Kestrel tells annual shareholders meeting AI server shipments will double",
        "",
        "financial_results",
    ),
    (
        "de",
        "Kestrel-Hauptversammlung: KI-Server-Auslieferungen sollen sich verdoppeln",
        "",
        "financial_results",
    ),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), TYPES, ids=[f"{r[0]}-{r[3]}" for r in TYPES])
def test_type(lang: str, title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (lang, choice.reasons)


# (line, chrome) -- Synthetic. A caption closed by its credit is no headline; a headline naming a
# photo is one.
CHROME: list[tuple[str, bool]] = [
    (
        "La medida también cubre chips de Kestrel y busca reforzar la cadena, mientras se negocian "
        "acuerdos adicionales en 90 días. Foto: EFE - Jane Roe / POOL",
        True,
    ),
    ("Kestrel's new plant in Ohio takes shape in the spring sun. Photo: Examplewire", True),
    ("Die neue Fabrik von Kestrel in Sachsen. Bild: Kestrel", True),
    ("La nuova fabbrica di Kestrel a Catania. Foto: Kestrel", True),
    ("Kestrel shows photo of its new fab", False),
    ("Kestrel hires a new research team for its HBM4 work", False),
    ("Kestrel invests $9 billion in a new fab in Ohio", False),
]


@pytest.mark.parametrize(("line", "chrome"), CHROME)
def test_chrome(line: str, chrome: bool) -> None:
    assert is_chrome(line) is chrome


# (language, page, hedged) -- Synthetic. A page that calls itself an analysis or an opinion at its
# top rests on the writer's and analysts' forecasts: they hedge it; the same forecast in a news
# story is commentary on it and lowers its own sentence only.
ANALYSIS_PAGES: list[tuple[str, str, bool]] = [
    (
        "zh",
        "【深度分析】为何凯斯特的封装产能仍是AI的瓶颈?\n本文解析产能翻倍为何仍无法满足需求。\n"
        "凯斯特的月产能预计将从6.5万片增至13万片。",
        True,
    ),
    (
        "en",
        "Analysis: why Kestrel's packaging stays the bottleneck\nAnalysts expect capacity to double by 2027.",
        True,
    ),
    (
        "de",
        "Kommentar: Warum Kestrel der Engpass bleibt\nAnalysten erwarten eine Verdopplung der Kapazität.",
        True,
    ),
    (
        "fr",
        "Analyse : pourquoi Kestrel reste le goulet\nLes analystes prévoient un doublement de la capacité.",
        True,
    ),
    (
        "es",
        "Análisis: por qué Kestrel sigue siendo el cuello\n"
        "Los analistas esperan que la capacidad se duplique.",
        True,
    ),
    (
        "it",
        "Analisi: perché Kestrel resta il collo di bottiglia\n"
        "Gli analisti prevedono un raddoppio della capacità.",
        True,
    ),
    # must not: a news story with an analyst's view later in its lead
    (
        "en",
        "Kestrel opens a packaging plant in Ohio\nKestrel opened its plant on Monday, the company said. "
        "Analysts expect capacity to double by 2027.",
        False,
    ),
    ("zh", "凯斯特在俄亥俄州的封装厂投产\n凯斯特周一表示工厂已投产。凯斯特的月产能预计将增至13万片。", False),
]


@pytest.mark.parametrize(
    ("lang", "page", "hedged"), ANALYSIS_PAGES, ids=[f"{r[0]}-{r[2]}" for r in ANALYSIS_PAGES]
)
def test_an_analysis_page_rests_on_forecasts(lang: str, page: str, hedged: bool) -> None:
    assert (lead_hedge(page) is not None) is hedged, (lang, lead_hedge(page))
