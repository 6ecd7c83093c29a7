"""What kind of news a story is, on SYNTHETIC text (branch types, issue #10): forms of a headline's
or lead's main event that one language had and the others lacked, written before the rules.

Every company, product, place and figure is invented ("Kestrel", "Orbis", "K9", "Orbisville"); no
sentence is a fact or is taken from a real document.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.head_event import lead_paragraph, lead_sentence
from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.taxonomy import classify

# (language, title, body, type) -- Synthetic. Two companies joining forces (an alliance, joined
# hands) is a partnership in every language, not only where a word for it was listed (Spanish
# "alianza" was); an alliance that is the subject's name does not make the event.
ALLIANCES: list[tuple[str, str, str, str]] = [
    ("en", "Kestrel forms alliance with Orbis on K9 packaging", "", "partnership_deal"),
    ("en", "Kestrel and Orbis: a strategic alliance for the future of chips", "", "partnership_deal"),
    ("en", "Kestrel joins forces with Orbis on K9 chips", "", "partnership_deal"),
    ("en", "Kestrel teams with Orbis on K9", "", "partnership_deal"),
    ("de", "Kestrel und Orbis schmieden eine Allianz für KI-Chips", "", "partnership_deal"),
    ("de", "Kestrel verbündet sich mit Orbis", "", "partnership_deal"),
    ("fr", "Kestrel et Orbis scellent une alliance stratégique", "", "partnership_deal"),
    ("fr", "Kestrel s'allie à Orbis pour les puces K9", "", "partnership_deal"),
    ("fr", "Kestrel et Orbis unissent leurs forces", "", "partnership_deal"),
    ("es", "Kestrel se alía con Orbis para los chips K9", "", "partnership_deal"),
    ("es", "Kestrel y Orbis unen fuerzas en chips de IA", "", "partnership_deal"),
    ("it", "Kestrel e Orbis: un'alleanza strategica per il futuro dei chip", "", "partnership_deal"),
    ("it", "Kestrel si allea con Orbis per i chip K9", "", "partnership_deal"),
    ("it", "Kestrel e Orbis uniscono le forze", "", "partnership_deal"),
    ("zh", "凯斯特与奥比斯结成战略联盟", "", "partnership_deal"),
    ("zh", "凱斯特與奧比斯聯手打造AI晶片", "", "partnership_deal"),
    ("zh", "凯斯特携手奥比斯开发K9", "", "partnership_deal"),
    ("ja", "ケストレル、オービスと手を組む", "", "partnership_deal"),
    ("ja", "ケストレルとオービスがタッグを組む", "", "partnership_deal"),
    ("ko", "케스트렐, 오비스와 손잡고 K9 개발", "", "partnership_deal"),
    ("ko", "케스트렐, 오비스와 AI 반도체 동맹 결성", "", "partnership_deal"),
    # must not: an alliance that is the subject's name, an alliance as the backdrop
    ("en", "The K9 Alliance unveils its 2.0 specification", "", "technical_release"),
    ("zh", "K9联盟发布2.0规范", "", "technical_release"),
    ("ko", "케스트렐, 한미 반도체 동맹 속 신제품 출시", "", "technical_release"),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), ALLIANCES)
def test_joining_forces_is_a_partnership(lang: str, title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, type) -- Synthetic. Money put into manufacturing (a capitalised headline's
# "Investment in Domestic Memory Manufacturing") builds capacity; it is no stake in a company.
MANUFACTURING: list[tuple[str, str, str]] = [
    ("en", "Kestrel plans investment in Advanced Memory Manufacturing at Orbisville", "capacity_expansion"),
    ("de", "Kestrel kündigt Investition in Orbis Speicherfertigung an", "capacity_expansion"),
    (
        "fr",
        "Kestrel annonce un investissement dans la fabrication de mémoire à Orbisville",
        "capacity_expansion",
    ),
    ("es", "Kestrel anuncia una inversión en Fabricación Avanzada de Memoria", "capacity_expansion"),
    ("it", "Kestrel annuncia un investimento nella Produzione di Memorie Avanzate", "capacity_expansion"),
    # must not: money put into a company stays a deal between the two
    ("en", "Kestrel to invest up to $100 billion in Orbis", "partnership_deal"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), MANUFACTURING)
def test_an_investment_in_manufacturing_is_capacity(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, choice.reasons)


def test_a_capitalised_lead_on_manufacturing_grants_is_capacity() -> None:
    """A page whose title is a section name and whose lead is a title-cased grant line (synthetic)."""
    lead = "$2B in Grants for Planned Investment in Domestic Leading-Edge Memory Manufacturing in Orbisville"
    choice = classify("Manufacturing Expansion", lead + "\n\nMore text.")
    assert choice.type == "capacity_expansion", choice.reasons


# (language, body, first sentence) -- Synthetic. Korean ends a sentence with "다." and a space, or
# with none when a page's text runs its sentences together; the lead sentence stops there, so its
# own main predicate (the last event word of the sentence) decides, not one two sentences later.
SENTENCES: list[tuple[str, str, str]] = [
    (
        "ko",
        "케스트렐이 오비스로부터 수주를 확보했다. 미국 공장에서 양산을 준비한다.",
        "케스트렐이 오비스로부터 수주를 확보했다.",
    ),
    (
        "ko",
        "케스트렐이 오비스로부터 수주를 확보했다.4일 업계에 따르면 양산을 준비한다.",
        "케스트렐이 오비스로부터 수주를 확보했다.",
    ),
    ("ko", "케스트렐이 K9을 공개했어요.오비스도 관심을 보였어요.", "케스트렐이 K9을 공개했어요."),
    ("en", "Kestrel signs a deal with Orbis. It will build a fab.", "Kestrel signs a deal with Orbis."),
    # must not: a decimal or an abbreviation is no sentence end
    (
        "en",
        "Kestrel's K9 runs at 2.5 GHz in the U.S. market now.",
        "Kestrel's K9 runs at 2.5 GHz in the U.S. market now.",
    ),
]


@pytest.mark.parametrize(("lang", "body", "first"), SENTENCES)
def test_the_lead_sentence_ends_where_its_language_ends_one(lang: str, body: str, first: str) -> None:
    assert lead_sentence(body).strip() == first, lang


# (language, body, type) -- Synthetic. A photo caption and a reporter's byline in brackets before
# the story's first sentence ("[X일보 홍길동 기자]", "【記者王小明／台北報導】", "（山田太郎記者）"):
# the story begins after the byline, and a place in the caption makes no US production.
BYLINES: list[tuple[str, str, str]] = [
    (
        "ko",
        "케스트렐 텍사스 공장 전경 [ⓒ케스트렐][오비스데일리 홍길동 기자] 케스트렐이 오비스로부터 10조원 규모 "
        "수주를 확보했다.이어 공장에서 양산을 준비한다.",
        "partnership_deal",
    ),
    (
        "ko",
        "(서울=오비스뉴스) 홍길동 기자 = 케스트렐이 오비스로부터 10조원 규모 수주를 확보했다. "
        "공장에서 양산을 준비한다.",
        "partnership_deal",
    ),
    (
        "zh",
        "凱斯特德州工廠外觀（圖／凱斯特提供）【記者王小明／台北報導】凱斯特獲得奧比斯大單。凱斯特將在工廠量產。",
        "partnership_deal",
    ),
    (
        "zh",
        "凱斯特德州工廠外觀。〔記者王小明／台北報導〕凱斯特獲得奧比斯大單。凱斯特將在工廠量產。",
        "partnership_deal",
    ),
    (
        "ja",
        "ケストレルのテキサス工場（写真：ケストレル提供）【オービス通信＝山田太郎記者】ケストレルはオービスから大型受注を獲得した。",
        "partnership_deal",
    ),
]


@pytest.mark.parametrize(("lang", "body", "expected"), BYLINES)
def test_the_story_begins_after_the_byline(lang: str, body: str, expected: str) -> None:
    choice = classify("", body)
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, type) -- Synthetic. A plant that nears or starts production, tools moved into
# it, a plant built (蓋廠): capacity being added, in every language.
PLANTS: list[tuple[str, str, str]] = [
    ("en", "Kestrel's Orbisville fab nears production with Orbis as anchor customer", "capacity_expansion"),
    ("en", "Kestrel moves tools into its new Orbisville packaging plant", "capacity_expansion"),
    ("de", "Kestrel-Fabrik in Orbisstadt steht kurz vor dem Produktionsstart", "capacity_expansion"),
    ("de", "Kestrel: Produktionsbeginn im neuen Werk Orbisstadt", "capacity_expansion"),
    ("fr", "Kestrel : démarrage de la production dans l'usine d'Orbisville", "capacity_expansion"),
    ("es", "Kestrel anuncia el inicio de la producción en Orbisville", "capacity_expansion"),
    ("it", "Kestrel, al via la produzione nello stabilimento di Orbisville", "capacity_expansion"),
    ("zh", "凱斯特再蓋兩座先進封裝廠", "capacity_expansion"),
    ("zh", "凯斯特盖新厂 扩大封装", "capacity_expansion"),
    ("zh", "凱斯特新廠機台進駐", "capacity_expansion"),
    ("ja", "ケストレル、新しいパッケージング工場に装置搬入", "capacity_expansion"),
    ("ko", "케스트렐, 오비스 신규 패키징 공장에 장비 반입", "capacity_expansion"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), PLANTS)
def test_a_plant_nearing_production_is_capacity(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, body, type) -- Synthetic. A supplier is who a company is, in traditional Chinese
# too (供應商, as 供应商 already was); a cloud "service provider" (服務供應商) is no supply at all.
ROLES: list[tuple[str, str, str, str]] = [
    ("zh", "北美雲端服務供應商相繼強化自研晶片，凱斯特股價大漲", "", "financial_results"),
    ("zh", "北美云端服务供应商相继强化自研芯片，凯斯特股价大涨", "", "financial_results"),
    ("zh", "凱斯特為領先供應商 推出K9晶片", "", "technical_release"),
    ("zh", "凯斯特为领先供应商 推出K9芯片", "", "technical_release"),
    # must not: supplying stays a deal
    ("zh", "凱斯特向奧比斯供貨K9晶片", "", "partnership_deal"),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), ROLES)
def test_a_supplier_is_a_role_in_both_scripts(lang: str, title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, type) -- Synthetic. What a chief says at a results meeting is results news, as
# an English "earnings call" is: the meeting decides in Chinese, Japanese and Korean too, where
# the last event word (an investment) would otherwise decide.
RESULTS_MEETINGS: list[tuple[str, str, str]] = [
    ("en", "Kestrel CEO tells earnings call AI investment will rise", "financial_results"),
    ("zh", "凱斯特董事長昨在法說會表示，預期AI投資金額將上修", "financial_results"),
    ("zh", "凯斯特董事长在业绩说明会上表示，预计AI投资将上调", "financial_results"),
    ("ja", "ケストレル社長、決算説明会でAI投資の拡大を表明", "financial_results"),
    ("ko", "케스트렐 대표, 실적 발표회에서 AI 투자 확대 시사", "financial_results"),
    # must not: an investment with no results meeting stays capacity
    ("ja", "ケストレル、AI投資の拡大を表明", "capacity_expansion"),
    ("ko", "케스트렐, AI 투자 확대", "capacity_expansion"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), RESULTS_MEETINGS)
def test_a_results_meeting_makes_results_news(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, body, type) -- Synthetic. A lawmaker or regulator probing chip exports is about
# the export rules; a parliament's "Select Committee" selects no product.
INQUIRIES: list[tuple[str, str, str, str]] = [
    (
        "en",
        "Lawmaker Probes Potential Kestrel Chip Exports to Orbisland",
        "The House Select Committee on the K9 Party sent a letter to Kestrel.",
        "export_control",
    ),
    ("en", "Senator investigates Kestrel's chip exports to China", "", "export_control"),
    ("fr", "Un député enquête sur les exportations de puces de Kestrel vers la Chine", "", "export_control"),
    ("de", "Abgeordneter prüft Chipexporte von Kestrel nach China", "", "export_control"),
    ("es", "Un legislador investiga las exportaciones de chips de Kestrel a China", "", "export_control"),
    ("it", "Un deputato indaga sulle esportazioni di chip di Kestrel verso la Cina", "", "export_control"),
    # must not: a customer's selection stays adoption; "probably" probes nothing
    ("en", "Orbis selects Kestrel K9 for its cloud", "", "customer_adoption"),
    ("en", "Kestrel probably exports more chips than Orbis", "", "other"),
    ("en", "A House Select Committee hearing on K9 chips", "The hearing heard testimony.", "other"),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), INQUIRIES)
def test_an_inquiry_into_exports_is_about_the_rules(lang: str, title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, body, type) -- Synthetic. A photo caption taken for the headline ("...(11月19日、
# 写真:X)") states no event; a first line that is only a dateline, and a caption ending in its
# photographer's credit ("記者X／攝影") or source ("（取自X）"), are not the lead.
CAPTIONS: list[tuple[str, str, str, str]] = [
    (
        "ja",
        "オービス投資フォーラムで話すケストレルのCEO(11月19日、写真:オービス通信)",
        "ケストレルの第3四半期決算は、売上高が前年同期比30%増だった。",
        "financial_results",
    ),
    (
        "zh",
        "蔗田變矽田 奧比斯廠將成凱斯特最大封測廠區",
        "奧比斯社／ 新竹22日電\n凱斯特今天首度公開廠房內部。記者王小明／攝影\n"
        "凱斯特持續建置產能，奧比斯七廠第一期已開始建廠。",
        "capacity_expansion",
    ),
    (
        "zh",
        "凱斯特董事長看好明年營運。（取自凱斯特線上發表）",
        "凱斯特第三季營收年增30%，毛利率創新高。",
        "financial_results",
    ),
    (
        "en",
        "Kestrel CEO speaks at the Orbis forum (Nov. 19, photo: Orbiswire)",
        "Kestrel's third-quarter revenue rose 30%.",
        "financial_results",
    ),
    # must not: a headline that is no caption keeps its own event
    # must not: a headline that is no caption keeps its own event
    (
        "en",
        "Kestrel opens a new fab in Orbisville",
        "SEOUL\nKestrel's revenue rose 30%.",
        "capacity_expansion",
    ),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), CAPTIONS)
def test_a_caption_or_dateline_is_not_the_story(lang: str, title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, type, sentiment) -- Synthetic. A share price that jumps with an adverb between
# ("股價一度大漲", "株価が一時急騰", "주가 한때 급등") is the market's verdict, and its direction in
# traditional Chinese (大漲, 增長, 虧損) is read as in simplified Chinese.
SHARES: list[tuple[str, str, str, str]] = [
    ("zh", "凱斯特今日早盤股價一度大漲3%", "financial_results", "positive"),
    ("zh", "凯斯特今日早盘股价一度大涨3%", "financial_results", "positive"),
    ("ja", "ケストレル株価が一時急騰", "financial_results", "positive"),
    ("ko", "케스트렐 주가 한때 급등", "financial_results", "positive"),
    ("zh", "凱斯特第三季營收年增30%", "financial_results", "positive"),
    ("zh", "凱斯特第三季轉為虧損", "financial_results", "negative"),
    ("zh", "凱斯特股價一度大跌5%", "financial_results", "negative"),
]


@pytest.mark.parametrize(("lang", "title", "expected", "mood"), SHARES)
def test_a_share_move_with_an_adverb_is_results(lang: str, title: str, expected: str, mood: str) -> None:
    choice = classify(title, "")
    sentiment = score_sentiment(title, choice.polarity, choice.because, choice.weight, choice.eases)
    assert (choice.type, sentiment.label) == (expected, mood), (lang, choice.reasons, sentiment.reasons)


# (language, title, type, sentiment) -- Synthetic. Results better or worse than expected point up or
# down in every language, not only where "beat" and "miss" were read; revenue presented is results.
EXPECTATIONS: list[tuple[str, str, str, str]] = [
    ("en", "Kestrel's third-quarter revenue beats estimates", "financial_results", "positive"),
    (
        "it",
        "Kestrel ha riportato vendite migliori delle stime nel secondo trimestre",
        "financial_results",
        "positive",
    ),
    ("de", "Kestrel: Umsatz im dritten Quartal über den Erwartungen", "financial_results", "positive"),
    ("fr", "Kestrel publie un chiffre d'affaires supérieur aux attentes", "financial_results", "positive"),
    ("es", "Kestrel presenta ingresos por encima de las expectativas", "financial_results", "positive"),
    ("it", "Kestrel: ricavi del trimestre sotto le attese", "financial_results", "negative"),
    ("de", "Kestrel: Quartalsumsatz verfehlt die Erwartungen", "financial_results", "negative"),
    # must not: a product presented stays a release
    ("es", "Kestrel presenta su nuevo chip K9", "technical_release", "positive"),
]


@pytest.mark.parametrize(("lang", "title", "expected", "mood"), EXPECTATIONS)
def test_results_against_expectations_point_their_way(
    lang: str, title: str, expected: str, mood: str
) -> None:
    choice = classify(title, "")
    sentiment = score_sentiment(title, choice.polarity, choice.because, choice.weight, choice.eases)
    assert (choice.type, sentiment.label) == (expected, mood), (lang, choice.reasons, sentiment.reasons)


# (language, title, type) -- Synthetic. One plain headline per type in each of the eight languages (Chinese
# in both scripts): a form one language lacked (a plant built with words between, 對中國 beside 對華,
# 發表 beside 發布, "names X as new CEO", 新任執行長, 新社長, 신임 대표) is a gap in every story told so.
MATRIX: list[tuple[str, str, str]] = [
    ("en", "Kestrel to build new chip plant in Orbisville", "capacity_expansion"),
    ("de", "Kestrel baut neues Chipwerk in Orbisstadt", "capacity_expansion"),
    ("fr", "Kestrel va construire une nouvelle usine de puces à Orbisville", "capacity_expansion"),
    ("es", "Kestrel construirá una nueva planta de chips en Orbisville", "capacity_expansion"),
    ("it", "Kestrel costruirà un nuovo impianto di chip a Orbisville", "capacity_expansion"),
    ("zh", "凯斯特将在奥比斯建设新芯片工厂", "capacity_expansion"),
    ("zh", "凱斯特將在奧比斯興建新晶片廠", "capacity_expansion"),
    ("ja", "ケストレル、オービスに新たな半導体工場を建設へ", "capacity_expansion"),
    ("ko", "케스트렐, 오비스에 새 반도체 공장 짓는다", "capacity_expansion"),
    ("en", "Kestrel to supply HBM to Orbis", "partnership_deal"),
    ("de", "Kestrel liefert HBM an Orbis", "partnership_deal"),
    ("fr", "Kestrel fournira de la HBM à Orbis", "partnership_deal"),
    ("es", "Kestrel suministrará HBM a Orbis", "partnership_deal"),
    ("it", "Kestrel fornirà HBM a Orbis", "partnership_deal"),
    ("zh", "凯斯特将向奥比斯供应HBM", "partnership_deal"),
    ("zh", "凱斯特將供應HBM給奧比斯", "partnership_deal"),
    ("ja", "ケストレル、オービスにHBMを供給", "partnership_deal"),
    ("ko", "케스트렐, 오비스에 HBM 공급", "partnership_deal"),
    ("en", "Kestrel third-quarter net profit rises 20%", "financial_results"),
    ("de", "Kestrel: Nettogewinn steigt im dritten Quartal um 20 Prozent", "financial_results"),
    ("fr", "Kestrel : le bénéfice net du troisième trimestre progresse de 20 %", "financial_results"),
    ("es", "Kestrel: el beneficio neto del tercer trimestre sube un 20%", "financial_results"),
    ("it", "Kestrel: l'utile netto del terzo trimestre sale del 20%", "financial_results"),
    ("zh", "凯斯特第三季度净利润增长20%", "financial_results"),
    ("zh", "凱斯特第三季淨利成長20%", "financial_results"),
    ("ja", "ケストレル、7～9月期の純利益20%増", "financial_results"),
    ("ko", "케스트렐, 3분기 순이익 20% 증가", "financial_results"),
    ("en", "US tightens chip export rules for China", "export_control"),
    ("de", "USA verschärfen Exportregeln für Chips nach China", "export_control"),
    ("fr", "Les États-Unis durcissent les règles d'exportation de puces vers la Chine", "export_control"),
    ("es", "EE.UU. endurece las normas de exportación de chips a China", "export_control"),
    ("it", "Gli Stati Uniti inaspriscono le regole sull'export di chip verso la Cina", "export_control"),
    ("zh", "美国收紧对华芯片出口规定", "export_control"),
    ("zh", "美國收緊對中國晶片出口規定", "export_control"),
    ("ja", "米国、対中半導体輸出規制を強化", "export_control"),
    ("ko", "미국, 대중 반도체 수출 규제 강화", "export_control"),
    ("en", "Kestrel to acquire Orbis for $2 billion", "m_and_a"),
    ("de", "Kestrel übernimmt Orbis für 2 Milliarden Dollar", "m_and_a"),
    ("fr", "Kestrel rachète Orbis pour 2 milliards de dollars", "m_and_a"),
    ("es", "Kestrel compra Orbis por 2.000 millones de dólares", "m_and_a"),
    ("it", "Kestrel acquisisce Orbis per 2 miliardi di dollari", "m_and_a"),
    ("zh", "凯斯特以20亿美元收购奥比斯", "m_and_a"),
    ("zh", "凱斯特以20億美元收購奧比斯", "m_and_a"),
    ("ja", "ケストレル、オービスを20億ドルで買収", "m_and_a"),
    ("ko", "케스트렐, 오비스 20억달러에 인수", "m_and_a"),
    ("en", "Kestrel names Jane Roe as new CEO", "executive_change"),
    ("de", "Kestrel ernennt Jane Roe zur neuen Chefin", "executive_change"),
    ("fr", "Kestrel nomme Jane Roe directrice générale", "executive_change"),
    ("es", "Kestrel nombra a Jane Roe nueva consejera delegada", "executive_change"),
    ("it", "Kestrel nomina Jane Roe nuovo amministratore delegato", "executive_change"),
    ("zh", "凯斯特任命简·罗为新任首席执行官", "executive_change"),
    ("zh", "凱斯特宣布新任執行長", "executive_change"),
    ("ja", "ケストレル、新社長に山田氏", "executive_change"),
    ("ko", "케스트렐, 신임 대표이사에 홍길동 선임", "executive_change"),
    ("en", "Fire halts production at Kestrel plant", "supply_disruption"),
    ("de", "Brand stoppt Produktion im Kestrel-Werk", "supply_disruption"),
    ("fr", "Un incendie arrête la production de l'usine Kestrel", "supply_disruption"),
    ("es", "Un incendio detiene la producción de la planta de Kestrel", "supply_disruption"),
    ("it", "Un incendio ferma la produzione dello stabilimento Kestrel", "supply_disruption"),
    ("zh", "凯斯特工厂火灾致停产", "supply_disruption"),
    ("zh", "凱斯特工廠大火 停產", "supply_disruption"),
    ("ja", "ケストレル工場で火災、生産停止", "supply_disruption"),
    ("ko", "케스트렐 공장 화재로 생산 중단", "supply_disruption"),
    ("en", "Kestrel raises DRAM prices by 10%", "pricing"),
    ("de", "Kestrel erhöht DRAM-Preise um 10 Prozent", "pricing"),
    ("fr", "Kestrel augmente les prix de la DRAM de 10 %", "pricing"),
    ("es", "Kestrel sube los precios de la DRAM un 10%", "pricing"),
    ("it", "Kestrel alza i prezzi della DRAM del 10%", "pricing"),
    ("zh", "凯斯特DRAM涨价10%", "pricing"),
    ("zh", "凱斯特DRAM漲價10%", "pricing"),
    ("ja", "ケストレル、DRAMを10%値上げ", "pricing"),
    ("ko", "케스트렐, D램 가격 10% 인상", "pricing"),
    ("en", "Kestrel unveils new AI chip", "technical_release"),
    ("de", "Kestrel stellt neuen KI-Chip vor", "technical_release"),
    ("fr", "Kestrel dévoile une nouvelle puce IA", "technical_release"),
    ("es", "Kestrel presenta un nuevo chip de IA", "technical_release"),
    ("it", "Kestrel svela un nuovo chip AI", "technical_release"),
    ("zh", "凯斯特发布新款AI芯片", "technical_release"),
    ("zh", "凱斯特發表新款AI晶片", "technical_release"),
    ("ja", "ケストレル、新型AIチップを発表", "technical_release"),
    ("ko", "케스트렐, 새 AI 칩 공개", "technical_release"),
    ("en", "Orbis adopts Kestrel chips for its data centers", "customer_adoption"),
    ("de", "Orbis setzt auf Kestrel-Chips", "customer_adoption"),
    ("fr", "Orbis adopte les puces de Kestrel", "customer_adoption"),
    ("es", "Orbis adopta los chips de Kestrel", "customer_adoption"),
    ("it", "Orbis adotta i chip di Kestrel", "customer_adoption"),
    ("zh", "奥比斯采用凯斯特芯片", "customer_adoption"),
    ("zh", "奧比斯採用凱斯特晶片", "customer_adoption"),
    ("ja", "オービス、ケストレルのチップを採用", "customer_adoption"),
    ("ko", "오비스, 케스트렐 칩 채택", "customer_adoption"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), MATRIX)
def test_each_type_reads_in_each_language(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, type) -- Synthetic. What must not move: a statement issued (發表聲明) releases
# nothing, a chief named as the speaker is no change of chief, a supplier picked is no new CEO.
NOT_EVENTS: list[tuple[str, str, str]] = [
    ("zh", "凱斯特發表第三季財報", "financial_results"),
    ("zh", "凱斯特發表聲明否認", "other"),
    ("zh", "凱斯特執行長黃仁勳表示看好AI", "other"),
    ("en", "Kestrel names Orbis as its preferred foundry partner", "partnership_deal"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), NOT_EVENTS)
def test_a_statement_or_a_speaker_is_no_event(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, body, type) -- Synthetic. What a subject overcomes, shrugs off or defies is the
# backdrop ("overcame export restrictions to post its best quarter"): the event is what it does.
OVERCOME: list[tuple[str, str, str, str]] = [
    ("en", "Kestrel overcomes export restrictions to post record quarter", "", "financial_results"),
    (
        "en",
        "Kestrel overcame export restrictions on its",
        "K9 GPU to still post its best quarter ever, with revenue up 34%.",
        "financial_results",
    ),
    ("en", "Kestrel shrugs off export curbs, posts record revenue", "", "financial_results"),
    ("en", "Kestrel defies chip shortage with record quarterly revenue", "", "financial_results"),
    ("de", "Kestrel trotzt Exportbeschränkungen und meldet Rekordumsatz", "", "financial_results"),
    (
        "fr",
        "Kestrel surmonte les restrictions à l'exportation et publie un chiffre d'affaires record",
        "",
        "financial_results",
    ),
    (
        "es",
        "Kestrel sortea las restricciones a la exportación y presenta ingresos récord",
        "",
        "financial_results",
    ),
    # must not: the restrictions as the event stay the rules; beating estimates is no obstacle overcome
    ("en", "US tightens export restrictions on Kestrel chips", "", "export_control"),
    ("it", "Kestrel supera le stime: ricavi record nel trimestre", "", "financial_results"),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), OVERCOME)
def test_an_obstacle_overcome_is_the_backdrop(lang: str, title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (lang, choice.reasons)


# (body, lead paragraph) -- Synthetic. Only a dateline is passed over, never a short line naming a
# company whose name ends in 電 (台積電) nor a heading.
LEADS: list[tuple[str, list[str]]] = [
    ("奧比斯社／ 新竹22日電\n凱斯特宣布擴產。", ["凱斯特宣布擴產。"]),
    ("(서울=오비스뉴스)\n케스트렐이 공장을 짓는다.", ["케스트렐이 공장을 짓는다."]),
    ("聚焦凱斯特電\n凱斯特宣布擴產。", ["聚焦凱斯特電"]),
    ("Kestrel K9 explained\n\nThe K9 is fast.", ["Kestrel K9 explained"]),
]


@pytest.mark.parametrize(("body", "lead"), LEADS)
def test_only_a_dateline_line_is_passed_over(body: str, lead: list[str]) -> None:
    assert lead_paragraph(body) == lead
