"""Signal type of short news leads: a table written before it was run (branch `types3`).

SYNTHETIC: every headline and lead sentence here was written for this test; the companies
(Halvard, Nordlys, Pavonis, Brightwater, Kalinda, Osprey, Zephyrine, Quill Systems, Marlowe
Cloud, Tessaract) are invented and no supplier fact is real. Each row is (language,
headline, lead, type). The leads carry words of other types on purpose (a "bottleneck" in
an investment story, "launch" in a delay, "buys" of chips that is no takeover, "doubles"
of a bandwidth that is no capacity), passive voice ("chosen as supplier", "hit by"),
backdrops, hedges and denials: the headline's main event must decide. Nine types in
English; earnings, export controls, supply deals, capacity (and a few more) in German,
French, Spanish, Italian, Japanese, Korean and Chinese. First sight: docs/evaluation.md.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.taxonomy import classify

LEADS: list[tuple[str, str, str, str]] = [
    # --- supply disruption
    (
        "en",
        "Halvard recalls thousands of accelerator boards over faulty power connectors",
        "The company said the next-generation boards would be replaced free of charge and that it "
        "is expanding testing at its partners.",
        "supply_disruption",
    ),
    (
        "en",
        "Coolant leak forces Marlowe Cloud to take racks offline in Dublin",
        "Marlowe said it had begun migrating customers to other regions while engineers inspect the "
        "cooling loops.",
        "supply_disruption",
    ),
    (
        "en",
        "Substrate shortage leaves Pavonis unable to fill accelerator orders",
        "Pavonis told customers that new orders would ship no earlier than the second quarter.",
        "supply_disruption",
    ),
    (
        "en",
        "Nordlys pushes HBM4 volume shipments into 2027",
        "The memory maker had promised its largest customer volume supply this year.",
        "supply_disruption",
    ),
    (
        "en",
        "Earthquake damages Brightwater wafer fab, output cut for weeks",
        "Brightwater said its newest production line would restart once equipment is recalibrated.",
        "supply_disruption",
    ),
    (
        "en",
        "Halvard's X9 launch slips as packaging partner struggles with yields",
        "The accelerator was unveiled in March with 288 GB of memory.",
        "supply_disruption",
    ),
    (
        "en",
        "Kalinda warns of tight HBM supply through next year",
        "Kalinda, the leading supplier of memory stacks, said it would prioritise long-term contracts.",
        "supply_disruption",
    ),
    (
        "en",
        "Osprey switch production hit by component defects",
        "Osprey said it had started qualifying a second supplier for the affected parts.",
        "supply_disruption",
    ),
    # --- capacity expansion and investment
    (
        "en",
        "Brightwater to spend $12 billion on a new foundry in Singapore",
        "The move comes as a packaging bottleneck constrains supply of AI accelerators.",
        "capacity_expansion",
    ),
    (
        "en",
        "Nordlys adds a fourth HBM line at its Icheon campus",
        "The line will supply stacks to several accelerator makers, the company said.",
        "capacity_expansion",
    ),
    (
        "en",
        "Halvard triples advanced packaging capacity by 2027",
        "Demand for its accelerators still outstrips supply, the chief executive said.",
        "capacity_expansion",
    ),
    (
        "en",
        "Brightwater breaks ground on 2nm fab in Kumamoto",
        "Shortages of skilled workers could slow the ramp, analysts warned.",
        "capacity_expansion",
    ),
    (
        "en",
        "Zephyrine opens 1 GW data center campus for AI training",
        "The site will host clusters of Halvard and Pavonis accelerators.",
        "capacity_expansion",
    ),
    (
        "en",
        "Kalinda's new substrate plant enters volume production",
        "The plant had been delayed by equipment deliveries last year.",
        "capacity_expansion",
    ),
    (
        "en",
        "Nordlys plans to double HBM output as demand outstrips supply",
        "Customers have asked for more stacks than the company can make.",
        "capacity_expansion",
    ),
    (
        "en",
        "Nordlys denies HBM4 delay, says mass production starts in June",
        "Reports last week said the memory maker had failed a customer's qualification test.",
        "capacity_expansion",
    ),
    # --- partnership and supplier change
    (
        "en",
        "Nordlys chosen as second HBM4 supplier for Pavonis accelerators",
        "Pavonis had relied on a single memory vendor since its first accelerator launched.",
        "partnership_deal",
    ),
    (
        "en",
        "Halvard and Marlowe Cloud sign five-year capacity reservation deal",
        "Under the agreement Marlowe reserves accelerator capacity in three regions.",
        "partnership_deal",
    ),
    (
        "en",
        "Pavonis taps Brightwater to manufacture its next accelerator",
        "The chip had been expected to be made at a rival foundry.",
        "partnership_deal",
    ),
    (
        "en",
        "Kalinda passes Halvard's HBM3E qualification tests",
        "Volume shipments are expected to begin next quarter.",
        "partnership_deal",
    ),
    (
        "en",
        "Osprey to supply optical transceivers for Zephyrine's new clusters",
        "Zephyrine is building several gigawatts of data center capacity.",
        "partnership_deal",
    ),
    (
        "en",
        "Halvard moves substrate orders from Kalinda to a Taiwanese rival",
        "Kalinda had struggled with yield problems at its newest plant.",
        "partnership_deal",
    ),
    (
        "en",
        "Nordlys and Quill Systems form joint venture for AI memory modules",
        "The venture will launch its first products next year.",
        "partnership_deal",
    ),
    # --- customer adoption
    (
        "en",
        "Marlowe Cloud rolls out Pavonis P5 instances to all customers",
        "The instances were launched in preview last spring.",
        "customer_adoption",
    ),
    (
        "en",
        "Zephyrine standardises its training fleet on Halvard accelerators",
        "The company had used a mix of chips from three vendors.",
        "customer_adoption",
    ),
    (
        "en",
        "Quill Systems buys 50,000 Pavonis GPUs for new supercomputer",
        "The machine will be installed at a new facility next year.",
        "customer_adoption",
    ),
    (
        "en",
        "Research lab Tessaract trains its largest model on Kalinda chips",
        "The lab said the chips shipped with 192 GB of memory each.",
        "customer_adoption",
    ),
    (
        "en",
        "Bank of Meridian goes live with Pavonis inference servers",
        "The servers were supplied through a systems integrator.",
        "customer_adoption",
    ),
    (
        "en",
        "Marlowe Cloud will deploy 100,000 Halvard X9 chips next year",
        "The chips are built on Brightwater's 3nm process.",
        "customer_adoption",
    ),
    # --- technical release
    (
        "en",
        "Pavonis P6 accelerator: 20 PFLOPS of FP4 and 384 GB of HBM4",
        "The part will ship to customers in the fourth quarter.",
        "technical_release",
    ),
    (
        "en",
        "Halvard takes the wraps off its X10 GPU",
        "The chip pairs two dies with eight stacks of memory.",
        "technical_release",
    ),
    (
        "en",
        "Nordlys samples 16-high HBM4 stacks",
        "The stacks reach 2 TB/s of bandwidth each.",
        "technical_release",
    ),
    (
        "en",
        "Kalinda's new switch chip doubles bandwidth to 102.4 Tb/s",
        "The chip is made on a 3nm process and is sampling now.",
        "technical_release",
    ),
    (
        "en",
        "Hands-on with the Quill Q2 inference card",
        "We spent a week with the card in our lab.",
        "technical_release",
    ),
    (
        "en",
        "Brightwater details its 1.4nm process at annual symposium",
        "Risk production is planned for 2028, the foundry said.",
        "technical_release",
    ),
    (
        "en",
        "Osprey announces availability of 1.6T optical modules",
        "The modules are aimed at large AI clusters.",
        "technical_release",
    ),
    (
        "en",
        "No shortage of ambition: Kalinda unveils three new accelerators",
        "The chips target inference in data centers.",
        "technical_release",
    ),
    # --- US production
    (
        "en",
        "Brightwater begins producing 4nm chips in Arizona",
        "The first customers include Halvard and Pavonis.",
        "us_production",
    ),
    (
        "en",
        "Halvard says its accelerators will be made in Texas from 2026",
        "The company will partner with two contract manufacturers.",
        "us_production",
    ),
    (
        "en",
        "Nordlys picks Indiana for $4 billion HBM packaging plant",
        "The plant will employ 1,000 people.",
        "us_production",
    ),
    (
        "en",
        "Kalinda wins $1.2 billion CHIPS Act grant for Ohio substrate factory",
        "The Commerce Department said the award would support 2,000 jobs.",
        "us_production",
    ),
    (
        "en",
        "First US-built Pavonis servers roll off the line in Houston",
        "The servers are assembled by a contract manufacturer.",
        "us_production",
    ),
    (
        "en",
        "Quill Systems moves server assembly from Mexico to the United States",
        "Tariffs on imported servers made the move necessary, the company said.",
        "us_production",
    ),
    # --- financial results
    (
        "en",
        "Halvard's data center revenue jumps 70% to $30 billion",
        "Shipments of its newest accelerator ramped faster than expected.",
        "financial_results",
    ),
    (
        "en",
        "Nordlys swings to a profit on HBM demand",
        "The memory maker said it would expand capacity next year.",
        "financial_results",
    ),
    (
        "en",
        "Brightwater misses estimates as smartphone demand slumps",
        "The foundry still plans to invest $30 billion in new capacity.",
        "financial_results",
    ),
    (
        "en",
        "Pavonis shares tumble after weak guidance",
        "The company cited supply constraints for its newest accelerator.",
        "financial_results",
    ),
    (
        "en",
        "Kalinda beats expectations, lifts full-year outlook",
        "Sales of substrates for AI accelerators doubled.",
        "financial_results",
    ),
    (
        "en",
        "Record quarter for Osprey as AI networking sales double",
        "The company launched two new switches during the quarter.",
        "financial_results",
    ),
    # --- policy and regulation, export controls
    (
        "en",
        "US adds three Chinese chipmakers to entity list",
        "The companies had bought accelerators from several suppliers.",
        "export_control",
    ),
    (
        "en",
        "Commerce Department requires licences for HBM shipments to China",
        "Memory makers shipped record volumes to Chinese buyers last quarter.",
        "export_control",
    ),
    (
        "en",
        "Netherlands widens curbs on lithography tool sales",
        "The rules cover older immersion tools for the first time.",
        "export_control",
    ),
    (
        "en",
        "Beijing restricts gallium and germanium exports",
        "Chipmakers rely on the metals for compound semiconductors.",
        "export_control",
    ),
    (
        "en",
        "EU opens antitrust probe into Halvard's GPU bundling",
        "Customers complained that they had to buy networking gear with the accelerators.",
        "export_control",
    ),
    (
        "en",
        "Halvard halts sales of its X8 in China after new rules",
        "The company said it would write down inventory.",
        "export_control",
    ),
    # --- M&A
    (
        "en",
        "Halvard agrees to buy networking startup Osprey for $6.9 billion",
        "The deal is expected to close next year.",
        "m_and_a",
    ),
    (
        "en",
        "Quill Systems to be acquired by Zephyrine in all-stock deal",
        "Quill supplies inference servers to several cloud providers.",
        "m_and_a",
    ),
    (
        "en",
        "Nordlys takes 10% stake in packaging firm Kalinda",
        "The two companies will also partner on HBM packaging.",
        "m_and_a",
    ),
    (
        "en",
        "Brightwater sells its mature-node fab to a private equity group",
        "The fab produced chips for cars and phones.",
        "m_and_a",
    ),
    (
        "en",
        "Pavonis completes merger with Tessaract",
        "The combined company will launch its first product next year.",
        "m_and_a",
    ),
    (
        "en",
        "Regulators clear Halvard's takeover of Osprey",
        "The approval came with conditions on supply to rivals.",
        "m_and_a",
    ),
    (
        "en",
        "Pavonis reportedly in talks to acquire Quill Systems",
        "People familiar with the matter said a deal could be announced within weeks.",
        "m_and_a",
    ),
    # --- German
    ("de", "Halvard steigert Umsatz im dritten Quartal um 40 Prozent", "", "financial_results"),
    ("de", "USA verschärfen Exportkontrollen für KI-Chips nach China", "", "export_control"),
    (
        "de",
        "Nordlys soll HBM4 an Pavonis liefern",
        "Das berichten mit der Sache vertraute Personen.",
        "partnership_deal",
    ),
    (
        "de",
        "Brightwater investiert 10 Milliarden Euro in neues Werk in Dresden",
        "Der Engpass bei Chips für KI soll damit gelindert werden.",
        "capacity_expansion",
    ),
    ("de", "Lieferprobleme bei Substraten bremsen Pavonis aus", "", "supply_disruption"),
    ("de", "Zephyrine übernimmt Netzwerkspezialisten Osprey", "", "m_and_a"),
    ("de", "Kalinda will Chips künftig in Arizona fertigen", "", "us_production"),
    # --- French
    ("fr", "Halvard publie un chiffre d'affaires record au troisième trimestre", "", "financial_results"),
    (
        "fr",
        "Washington durcit les restrictions sur les exportations de puces vers la Chine",
        "",
        "export_control",
    ),
    ("fr", "Nordlys signe un accord de fourniture de HBM avec Pavonis", "", "partnership_deal"),
    ("fr", "Brightwater va doubler sa capacité de production de wafers", "", "capacity_expansion"),
    (
        "fr",
        "Pavonis reporte le lancement de son accélérateur faute de composants",
        "",
        "supply_disruption",
    ),
    (
        "fr",
        "Marlowe Cloud mise sur les puces de Halvard pour ses centres de données",
        "",
        "customer_adoption",
    ),
    # --- Spanish
    ("es", "Halvard dispara sus ganancias un 60% en el trimestre", "", "financial_results"),
    ("es", "EE.UU. prohíbe la venta de chips avanzados a China", "", "export_control"),
    ("es", "Nordlys cierra un acuerdo para suministrar memoria HBM a Pavonis", "", "partnership_deal"),
    (
        "es",
        "Brightwater invertirá 5.000 millones de dólares en una nueva planta en México",
        "",
        "capacity_expansion",
    ),
    (
        "es",
        "La falta de sustratos frena la producción de aceleradores de Pavonis",
        "",
        "supply_disruption",
    ),
    ("es", "Zephyrine compra Osprey por 3.000 millones de dólares", "", "m_and_a"),
    # --- Italian
    ("it", "Halvard, ricavi in crescita del 50% nel trimestre", "", "financial_results"),
    (
        "it",
        "Gli Stati Uniti inaspriscono i controlli sulle esportazioni di chip verso la Cina",
        "",
        "export_control",
    ),
    ("it", "Nordlys si aggiudica la fornitura di HBM per Pavonis", "", "partnership_deal"),
    (
        "it",
        "Brightwater investe 8 miliardi in un nuovo stabilimento in Giappone",
        "",
        "capacity_expansion",
    ),
    ("it", "Carenza di memoria HBM, Pavonis rallenta le consegne", "", "supply_disruption"),
    (
        "it",
        "Marlowe Cloud sceglie gli acceleratori di Halvard per il suo nuovo cluster",
        "",
        "customer_adoption",
    ),
    # --- Japanese
    ("ja", "ハルバード、7～9月期決算は純利益が2倍に", "", "financial_results"),
    ("ja", "米政府、中国向けAI半導体の輸出規制を強化", "", "export_control"),
    ("ja", "ノルドリス、パボニスにHBM4を供給へ", "", "partnership_deal"),
    ("ja", "ブライトウォーター、熊本に第2工場を建設へ 投資額は1兆円", "", "capacity_expansion"),
    ("ja", "基板不足でパボニスのAIサーバー出荷に遅れ", "", "supply_disruption"),
    ("ja", "ゼファリン、オスプレイを30億ドルで買収", "", "m_and_a"),
    ("ja", "カリンダ、アリゾナ州で先端パッケージングを開始", "", "us_production"),
    # --- Korean
    ("ko", "할바드, 3분기 영업이익 사상 최대", "", "financial_results"),
    ("ko", "미 상무부, 중국 반도체 기업 3곳 수출 제한 명단에 추가", "", "export_control"),
    ("ko", "노르들리스, 파보니스에 HBM4 공급 계약 체결", "", "partnership_deal"),
    ("ko", "브라이트워터, 평택에 20조 원 투자해 신규 라인 증설", "", "capacity_expansion"),
    ("ko", "기판 부족에 파보니스 AI 가속기 출하 지연", "", "supply_disruption"),
    ("ko", "마를로우 클라우드, 할바드 가속기 대규모 도입", "", "customer_adoption"),
    ("ko", "칼린다, 텍사스에 첨단 패키징 공장 건설", "", "us_production"),
    # --- Chinese (simplified; the last one traditional)
    ("zh", "哈尔瓦德第三季度营收同比增长45%", "", "financial_results"),
    ("zh", "美国商务部将三家中国芯片企业列入实体清单", "", "export_control"),
    ("zh", "诺德利斯获得帕沃尼斯HBM4大单", "", "partnership_deal"),
    ("zh", "布莱特沃特斥资100亿美元扩大先进封装产能", "", "capacity_expansion"),
    ("zh", "基板供应紧张 帕沃尼斯AI服务器交付推迟", "", "supply_disruption"),
    ("zh", "泽菲林拟以30亿美元收购网络芯片公司奥斯普雷", "", "m_and_a"),
    ("zh", "美方擴大對華晶片出口管制 輝達受衝擊", "", "export_control"),
]


@pytest.mark.parametrize(("lang", "title", "lead", "expected"), LEADS)
def test_lead_type(lang: str, title: str, lead: str, expected: str) -> None:
    choice = classify(title, lead)
    assert choice.type == expected, (lang, title, choice.reasons)
    # every choice shows the sentence it rests on and why
    assert choice.trigger and choice.reasons[-1].startswith("trigger sentence: ")


# Written after the rules the first table needed and before running it (first sight of this
# table: docs/evaluation.md). SYNTHETIC; invented companies (Ardent, Corvina, Lumeo, Sable
# Logic, Veridian, Kairos Memory, Talon Fab).
LEADS_2: list[tuple[str, str, str, str]] = [
    (
        "en",
        "Fire at Talon Fab's Hsinchu plant disrupts wafer starts",
        "Talon said it had launched a review of its safety procedures.",
        "supply_disruption",
    ),
    ("en", "Kairos Memory cuts HBM allocations to smaller buyers", "", "supply_disruption"),
    (
        "en",
        "Ardent delays volume ramp of its A7 accelerator to the third quarter",
        "The chip was unveiled in June.",
        "supply_disruption",
    ),
    ("en", "Power cut idles Lumeo's packaging lines", "", "supply_disruption"),
    (
        "en",
        "Sable Logic's cloud suffers a day-long outage after cooling failure",
        "",
        "supply_disruption",
    ),
    (
        "en",
        "Veridian commits $20 billion to expand its packaging operations",
        "Demand for advanced packaging exceeds supply, the company said.",
        "capacity_expansion",
    ),
    ("en", "Talon Fab ramps its 2nm node to 50,000 wafers a month", "", "capacity_expansion"),
    ("en", "Kairos Memory to build HBM plant in Malaysia", "", "capacity_expansion"),
    (
        "en",
        "Lumeo expands substrate output at its second factory",
        "Customers have complained of shortages.",
        "capacity_expansion",
    ),
    (
        "en",
        "Ardent lands multi-year deal to supply accelerators to Corvina",
        "",
        "partnership_deal",
    ),
    ("en", "Kairos Memory becomes second source for Ardent's HBM", "", "partnership_deal"),
    (
        "en",
        "Corvina drops Lumeo as substrate supplier after quality issues",
        "",
        "partnership_deal",
    ),
    ("en", "Sable Logic inks wafer supply pact with Talon Fab", "", "partnership_deal"),
    (
        "en",
        "Corvina brings Ardent accelerators to its public cloud",
        "The instances will be available in four regions.",
        "customer_adoption",
    ),
    (
        "en",
        "Startup Lumeo AI runs its inference service on Veridian chips",
        "",
        "customer_adoption",
    ),
    (
        "en",
        "Sable Logic orders 20,000 Ardent accelerators for its data centers",
        "",
        "customer_adoption",
    ),
    (
        "en",
        "Ardent launches A8 with twice the memory bandwidth",
        "The chip will be made at Talon Fab.",
        "technical_release",
    ),
    ("en", "Kairos Memory's 12-high HBM4E is now sampling", "", "technical_release"),
    (
        "en",
        "Veridian shows off its first 3D-stacked processor",
        "",
        "technical_release",
    ),
    (
        "en",
        "Talon Fab starts making 3nm wafers at its Phoenix fab",
        "",
        "us_production",
    ),
    (
        "en",
        "Lumeo to assemble AI servers in Texas",
        "The plant will open next year.",
        "us_production",
    ),
    ("en", "Ardent posts record revenue on accelerator demand", "", "financial_results"),
    ("en", "Kairos Memory slides to a loss as memory prices fall", "", "financial_results"),
    ("en", "Talon Fab raises its full-year guidance", "", "financial_results"),
    (
        "en",
        "Washington tightens rules on AI chip exports to the Middle East",
        "",
        "export_control",
    ),
    ("en", "Japan adds 23 chip tools to export restrictions", "", "export_control"),
    (
        "en",
        "Veridian to buy Lumeo in $2 billion deal",
        "Lumeo supplies substrates to several chipmakers.",
        "m_and_a",
    ),
    ("en", "Corvina spins off its chip design unit", "", "m_and_a"),
    ("de", "Ardent meldet Rekordumsatz dank KI-Beschleunigern", "", "financial_results"),
    ("de", "Kairos Memory erhält Großauftrag für HBM von Corvina", "", "partnership_deal"),
    ("de", "Talon Fab errichtet neue Chipfabrik in Sachsen", "", "capacity_expansion"),
    ("de", "Berlin verschärft Regeln für Chip-Exporte nach China", "", "export_control"),
    ("fr", "Ardent enregistre un bénéfice en hausse de 30 %", "", "financial_results"),
    ("fr", "Kairos Memory décroche un contrat de fourniture avec Corvina", "", "partnership_deal"),
    ("fr", "Talon Fab investit 6 milliards d'euros dans une nouvelle usine", "", "capacity_expansion"),
    ("es", "Kairos Memory suministrará HBM a Ardent", "", "partnership_deal"),
    ("es", "Talon Fab construirá una fábrica de chips en Arizona", "", "us_production"),
    ("it", "Ardent chiude il trimestre con utili record", "", "financial_results"),
    ("it", "Kairos Memory fornirà memorie HBM ad Ardent", "", "partnership_deal"),
    ("ja", "カイロスメモリー、HBM増産へ新ライン", "", "capacity_expansion"),
    ("ja", "アーデント、4～6月期の売上高が過去最高", "", "financial_results"),
    ("ja", "カイロスメモリー、アーデントからHBM4を受注", "", "partnership_deal"),
    ("ko", "카이로스메모리, 아던트에 HBM4 납품 개시", "", "partnership_deal"),
    ("ko", "탈론팹, 2나노 공정 양산 돌입", "", "capacity_expansion"),
    ("ko", "아던트, 2분기 매출 역대 최대", "", "financial_results"),
    ("zh", "卡伊罗斯存储获阿登特HBM4订单", "", "partnership_deal"),
    ("zh", "塔隆晶圆厂拟投资200亿元扩产", "", "capacity_expansion"),
    ("zh", "美国收紧对华AI芯片出口限制", "", "export_control"),
    ("zh", "阿登特第二季度净利润同比增长80%", "", "financial_results"),
]


@pytest.mark.parametrize(("lang", "title", "lead", "expected"), LEADS_2)
def test_lead_type_second_table(lang: str, title: str, lead: str, expected: str) -> None:
    choice = classify(title, lead)
    assert choice.type == expected, (lang, title, choice.reasons)
    assert choice.trigger and choice.reasons[-1].startswith("trigger sentence: ")


# Short articles whose headline states no event the rules know (a name, a question, a quote):
# the lead paragraph must outweigh the distracting words of later paragraphs. Written before
# running it. SYNTHETIC (invented companies as above).
ARTICLES: list[tuple[str, str, str]] = [
    (
        "Halvard X10: what we know",
        "Halvard introduced the X10 accelerator on Tuesday, with 288 GB of memory and 20 PFLOPS of FP4. "
        "The company did not say which supplier provides the memory. Supply of memory stacks is tight, "
        "and several suppliers are negotiating contracts with customers. Analysts expect long-term supply "
        "agreements to be signed next year.",
        "technical_release",
    ),
    (
        "The big picture for Nordlys",
        "Nordlys will invest $15 billion to build a new memory fab in Singapore, the company said on Monday. "
        "The plant will supply HBM to accelerator makers. Nordlys has supply agreements with two of them, "
        "and is negotiating with a third. Its main supplier of equipment said deliveries would begin soon.",
        "capacity_expansion",
    ),
    (
        "Kalinda and the substrate question",
        "Kalinda has stopped shipping substrates from its main plant after a fire on Sunday, the company "
        "said. Customers were told to expect delays of several weeks. Kalinda launched a new substrate "
        "line last year and introduced a thinner core material in March; its next-generation product "
        "will be unveiled in the autumn.",
        "supply_disruption",
    ),
    (
        "Quill Systems: a closer look",
        "Quill Systems has agreed to be bought by Zephyrine for $4 billion in cash. Quill supplies "
        "inference servers to several clouds and has contracts with two chipmakers. Its partners include "
        "Pavonis and Halvard, and its supply agreements run until 2028.",
        "m_and_a",
    ),
    (
        "Why Marlowe Cloud matters",
        "Marlowe Cloud said it would deploy Pavonis P6 accelerators across all its regions next year. "
        "Pavonis unveiled the P6 in March and began shipping it in June. The chip was launched with "
        "384 GB of memory; its successor will be introduced next year.",
        "customer_adoption",
    ),
    (
        "Brightwater by the numbers",
        "Brightwater reported third-quarter revenue of $25 billion, up 40% from a year earlier, and net "
        "income of $9 billion. The foundry said it would expand capacity and build new fabs in Japan and "
        "Germany, and invest $40 billion next year in new plants.",
        "financial_results",
    ),
    (
        "A new chapter for Osprey",
        "Osprey signed a five-year agreement to supply optical modules to Zephyrine, the companies said. "
        "Osprey launched its 1.6T modules last year and introduced a co-packaged design in May. It "
        "unveiled a new switch at a trade show and released software for it.",
        "partnership_deal",
    ),
    (
        "Tessaract's next move",
        "The US Commerce Department added Tessaract to the entity list on Friday, barring American "
        "suppliers from selling it chips without a licence. Tessaract had signed supply agreements with "
        "three foundries and was negotiating with a fourth; its suppliers include two memory makers.",
        "export_control",
    ),
    (
        "Pavonis in Arizona",
        "Pavonis will manufacture its accelerators in Arizona starting next year, the company said. "
        "It has supply agreements with Brightwater and Kalinda, and its partners will supply substrates "
        "and memory. Pavonis launched its P6 chip in March.",
        "us_production",
    ),
    (
        "Inside Zephyrine's AI plans",
        "Zephyrine will use Halvard X10 accelerators to train its next models, the company said. Halvard "
        "launched the X10 in May and introduced a liquid-cooled rack for it. The rack was unveiled at a "
        "trade show and released to partners in June.",
        "customer_adoption",
    ),
]


@pytest.mark.parametrize(("title", "body", "expected"), ARTICLES)
def test_article_type(title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (title, choice.reasons)
    assert choice.trigger and choice.reasons[-1].startswith("trigger sentence: ")


# Headline forms that news about supply deals and capacity often takes (wire tags, noun
# headlines, supply-chain entry, certification, capacity as the subject). Written before
# running it. SYNTHETIC (invented companies as above).
HEADLINES_4: list[tuple[str, str, str]] = [
    (
        "en",
        "Exclusive: Nordlys clears Pavonis's HBM4 qualification after months of tests",
        "partnership_deal",
    ),
    ("en", "Nordlys to begin supplying HBM4 to Pavonis next month", "partnership_deal"),
    ("en", "Pavonis places $3 billion HBM order with Nordlys", "partnership_deal"),
    ("en", "Nordlys secures Pavonis as HBM4 customer", "partnership_deal"),
    ("en", "Nordlys, Pavonis in HBM4 supply talks", "partnership_deal"),
    ("en", "Pavonis eyes Nordlys as second HBM4 supplier", "partnership_deal"),
    ("en", "Nordlys HBM4 wins Pavonis nod", "partnership_deal"),
    ("en", "Pavonis certifies Nordlys's 12-high HBM3E", "partnership_deal"),
    ("en", "Nordlys joins Pavonis supply chain for accelerator memory", "partnership_deal"),
    ("en", "Brightwater earmarks $5 billion for CoWoS expansion", "capacity_expansion"),
    ("en", "Brightwater's CoWoS capacity to reach 100,000 wafers by 2026", "capacity_expansion"),
    ("en", "Nordlys HBM capacity to double next year", "capacity_expansion"),
    ("en", "Nordlys starts mass production of HBM4 for Pavonis", "capacity_expansion"),
    ("en", "Update 2-Brightwater to build third packaging plant in Taiwan", "capacity_expansion"),
    ("en", "Kalinda's substrate output to rise 50% as new plant comes online", "capacity_expansion"),
    ("de", "Nordlys erhält Zuschlag für HBM4-Lieferungen an Pavonis", "partnership_deal"),
    ("de", "Brightwater will Kapazität für Chip-Packaging verdreifachen", "capacity_expansion"),
    ("fr", "Nordlys obtient le feu vert de Pavonis pour sa mémoire HBM4", "partnership_deal"),
    ("es", "Nordlys logra la homologación de Pavonis para su memoria HBM4", "partnership_deal"),
    ("it", "Nordlys ottiene la qualificazione di Pavonis per le memorie HBM4", "partnership_deal"),
    ("ko", "노르들리스, 파보니스 HBM4 퀄 통과", "partnership_deal"),
    ("ko", "노르들리스 HBM4, 파보니스 공급망 진입", "partnership_deal"),
    ("ko", "[단독] 노르들리스, 파보니스에 HBM4 첫 출하", "partnership_deal"),
    ("ko", "브라이트워터, CoWoS 생산능력 두 배 확대", "capacity_expansion"),
    ("zh", "诺德利斯HBM4通过帕沃尼斯验证", "partnership_deal"),
    ("zh", "诺德利斯打入帕沃尼斯供应链", "partnership_deal"),
    ("zh", "布莱特沃特CoWoS月产能明年将达10万片", "capacity_expansion"),
    ("ja", "ノルドリス、パボニス向けHBM4の出荷開始", "partnership_deal"),
    ("ja", "ブライトウォーター、CoWoSの生産能力を3倍に", "capacity_expansion"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), HEADLINES_4)
def test_deal_and_capacity_headline(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, title, choice.reasons)
    assert choice.trigger and choice.reasons[-1].startswith("trigger sentence: ")


# Release, adoption, disruption, export and US-production headlines as news writes them (long,
# with a second clause, a quote, a question, other languages). Written before running it.
# SYNTHETIC (invented companies as above).
HEADLINES_5: list[tuple[str, str, str]] = [
    ("en", "Halvard's X10 is here, and it packs 288 GB of HBM4", "technical_release"),
    (
        "en",
        "Pavonis goes after Halvard with its new P7, promising twice the inference speed",
        "technical_release",
    ),
    ("en", "Meet the Quill Q3, an inference card built for small data centers", "technical_release"),
    ("en", "Kalinda's first 2nm chip is finally official", "technical_release"),
    ("en", "Nordlys confirms HBM4E specifications: 16 stacks, 3 TB/s", "technical_release"),
    ("en", "Brightwater's 1.4nm node: what changes for chip designers", "technical_release"),
    ("en", "Zephyrine is moving its training workloads to Pavonis chips", "customer_adoption"),
    ("en", "Marlowe Cloud now offers Halvard X10 instances in three regions", "customer_adoption"),
    ("en", "Why Tessaract is betting its next model on Kalinda silicon", "customer_adoption"),
    ("en", "Quill Systems tests Pavonis accelerators for its next servers", "customer_adoption"),
    ("en", "Halvard's X10 rollout hit by liquid-cooling problems", "supply_disruption"),
    ("en", "Shipments of Pavonis P6 servers stall as racks fail tests", "supply_disruption"),
    ("en", "HBM is sold out for 2026, Nordlys says", "supply_disruption"),
    ("en", "Brightwater cuts output at its Hsinchu fab after a gas leak", "supply_disruption"),
    ("en", "US weighs new limits on AI chip sales to China", "export_control"),
    ("en", "China bans government buyers from using Halvard chips", "export_control"),
    ("en", "Halvard must get a licence to ship its X8 to China, filing shows", "export_control"),
    ("en", "Brightwater's Arizona fab starts volume production of 4nm chips", "us_production"),
    ("en", "Pavonis servers will now be assembled in Texas", "us_production"),
    ("de", "Halvard zeigt neuen KI-Beschleuniger X10", "technical_release"),
    ("de", "Zephyrine setzt bei KI-Training auf Chips von Pavonis", "customer_adoption"),
    ("de", "Lieferengpässe bei HBM bremsen KI-Server aus", "supply_disruption"),
    ("fr", "Halvard lève le voile sur son accélérateur X10", "technical_release"),
    ("fr", "Pékin interdit aux administrations d'acheter des puces Halvard", "export_control"),
    ("es", "Halvard lanza su nuevo acelerador X10 con 288 GB de memoria", "technical_release"),
    ("es", "La escasez de memoria HBM retrasa los envíos de servidores de Pavonis", "supply_disruption"),
    ("it", "Halvard svela il nuovo acceleratore X10", "technical_release"),
    ("it", "Stop alle vendite di chip Halvard in Cina", "export_control"),
    ("ja", "ハルバード、新型AIアクセラレーター「X10」を発表", "technical_release"),
    ("ja", "ゼファリン、パボニス製チップで次世代モデルを学習", "customer_adoption"),
    ("ko", "할바드, 신형 AI 가속기 'X10' 공개", "technical_release"),
    ("ko", "HBM 공급 부족에 AI 서버 출하 차질", "supply_disruption"),
    ("zh", "哈尔瓦德发布新一代AI加速器X10", "technical_release"),
    ("zh", "泽菲林改用帕沃尼斯芯片训练大模型", "customer_adoption"),
    ("zh", "美国拟进一步限制对华出售AI芯片", "export_control"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), HEADLINES_5)
def test_release_adoption_disruption_headline(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, title, choice.reasons)
    assert choice.trigger and choice.reasons[-1].startswith("trigger sentence: ")


# Articles whose headline and first sentence state no event: the first paragraph's words must
# outweigh the same number of words later on. Written before running it. SYNTHETIC (invented
# companies as above).
WEIGHED: list[tuple[str, str, str]] = [
    (
        "Nordlys and the memory race",
        "It was a busy week for Nordlys. The memory maker signed a long-term supply agreement with "
        "Pavonis for HBM4 on Monday.\n\nNordlys launched its HBM3E last year. It unveiled 12-high "
        "stacks in March, introduced a new packaging method and released a roadmap to 2028.",
        "partnership_deal",
    ),
    (
        "A week at Brightwater",
        "Brightwater's week was a long one. The foundry will build a new fab in Kumamoto and invest "
        "$20 billion in capacity there.\n\nBrightwater had delays at an older plant. Shortages of "
        "substrates and a fire at a supplier disrupted output; a defect forced a recall of test wafers.",
        "capacity_expansion",
    ),
    (
        "Kalinda in focus",
        "Kalinda is a name to watch. A fire halted production at its main substrate plant, causing "
        "delays for customers.\n\nKalinda signed an agreement with Halvard in 2024 and a contract with "
        "Pavonis later; partnerships with two memory makers followed.",
        "supply_disruption",
    ),
    (
        "Pavonis: the quarter in review",
        "The numbers are in. Pavonis reported quarterly revenue of $12 billion and net income of "
        "$4 billion.\n\nIts P6 launched in March and was unveiled with 384 GB of memory; a successor "
        "will be introduced next year, and a new rack was released in May.",
        "financial_results",
    ),
    (
        "Halvard, again",
        "This one matters. Halvard unveiled its X11 accelerator, with a new architecture and twice the "
        "memory.\n\nHalvard has supply agreements with Nordlys and Kalinda and a contract with "
        "Brightwater; its partners also negotiate with other customers.",
        "technical_release",
    ),
    (
        "Zephyrine's bet",
        "Few saw it coming. Zephyrine will deploy Pavonis accelerators in all of its data centers and "
        "migrate its training to them.\n\nPavonis launched the chips in March. They were unveiled "
        "with 384 GB of memory and introduced to partners in May.",
        "customer_adoption",
    ),
]


@pytest.mark.parametrize(("title", "body", "expected"), WEIGHED)
def test_first_paragraph_outweighs_later_words(title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (title, choice.reasons)
    assert choice.trigger and choice.reasons[-1].startswith("trigger sentence: ")


# More supply-deal headlines: passing a buyer's tests, sourcing from, becoming a supplier,
# procurement, in eight languages. Written before running it. SYNTHETIC (invented companies).
DEALS_7: list[tuple[str, str, str]] = [
    ("en", "Nordlys's HBM3E passes Pavonis tests", "partnership_deal"),
    ("en", "Pavonis taps Nordlys for HBM4", "partnership_deal"),
    ("en", "Nordlys to provide HBM4 for Pavonis's next accelerator", "partnership_deal"),
    ("en", "Nordlys emerges as key HBM supplier to Pavonis", "partnership_deal"),
    ("en", "Pavonis to source HBM from Nordlys", "partnership_deal"),
    ("en", "Nordlys expands HBM supply to Pavonis", "partnership_deal"),
    ("en", "Pavonis adds Nordlys to its list of HBM suppliers", "partnership_deal"),
    ("en", "Nordlys begins deliveries of HBM4 to Pavonis", "partnership_deal"),
    ("en", "Nordlys gets Pavonis order for HBM4", "partnership_deal"),
    ("en", "Nordlys and Pavonis deepen ties with HBM4 pact", "partnership_deal"),
    ("en", "Pavonis relies on Nordlys for most of its HBM", "partnership_deal"),
    ("de", "Pavonis bezieht HBM künftig von Nordlys", "partnership_deal"),
    ("fr", "Nordlys va fournir de la HBM4 à Pavonis", "partnership_deal"),
    ("fr", "Pavonis s'approvisionne auprès de Nordlys pour sa mémoire", "partnership_deal"),
    ("es", "Nordlys será proveedor de HBM4 de Pavonis", "partnership_deal"),
    ("es", "Pavonis compra memoria HBM a Nordlys", "partnership_deal"),
    ("it", "Nordlys diventa fornitore di HBM per Pavonis", "partnership_deal"),
    ("ja", "パボニス、ノルドリス製HBMを調達", "partnership_deal"),
    ("ko", "파보니스, 노르들리스 HBM 구매 확대", "partnership_deal"),
    ("ko", "노르들리스, 파보니스와 HBM 공급 협상 타결", "partnership_deal"),
    ("zh", "帕沃尼斯向诺德利斯采购HBM4", "partnership_deal"),
    ("zh", "诺德利斯成为帕沃尼斯HBM4主要供应商", "partnership_deal"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), DEALS_7)
def test_supply_deal_headline(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, title, choice.reasons)
    assert choice.trigger and choice.reasons[-1].startswith("trigger sentence: ")


def test_a_record_says_who_a_company_is_not_what_happens() -> None:
    # synthetic: "was first to provide X to Y in 2024" is a record; the lead paragraph's event decides
    title = "Nordlys, already the leading HBM maker, was first to provide HBM3E chips to Pavonis in 2024"
    body = "Nordlys said it has completed development of its HBM4 stacks."
    choice = classify(title, body)
    assert choice.type == "technical_release", choice.reasons
    assert choice.reasons[0].startswith("lead sentence's main clause: 'completed development'")
