"""Signal type and evidence across the gold set's languages: table-driven, general.

All headlines and lead sentences here are SYNTHETIC, written for these tests; the
companies (Kestrel, Orion, Vela, Lyra, Corvus, Altair) are invented and no supplier fact
is real. Each type has headlines in English, German, French, Spanish, Italian, Chinese,
Japanese and Korean, in several verb forms: what happens to whom. The second table was
written after the rules the first one needed, before running it (33 of its 43 passed then);
the rules it still needed are general word lists (floods, idled plants, allocation cuts,
"acquiert", entity lists in Japanese and Korean), not its phrasing.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.hedges import lead_commitment, lead_hedge
from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.taxonomy import classify

HEADLINES = [
    ("en", "Kestrel halts HBM shipments after contamination at its Lyra plant", "supply_disruption"),
    ("en", "Power outage knocks out Orion's packaging line for a week", "supply_disruption"),
    (
        "en",
        "Vela pushes back its accelerator launch to next year on substrate shortfall",
        "supply_disruption",
    ),
    ("de", "Kestrel stoppt Auslieferung von HBM-Chips nach Verunreinigung im Werk", "supply_disruption"),
    ("de", "Brand legt Substratfertigung von Orion lahm", "supply_disruption"),
    ("fr", "Un incendie paralyse l'usine de substrats d'Orion", "supply_disruption"),
    ("fr", "Kestrel suspend ses livraisons de mémoire HBM après un défaut", "supply_disruption"),
    ("es", "Un incendio paraliza la planta de sustratos de Orion", "supply_disruption"),
    ("es", "Kestrel suspende los envíos de memoria HBM por un defecto", "supply_disruption"),
    ("it", "Un incendio blocca lo stabilimento di substrati di Orion", "supply_disruption"),
    ("it", "Kestrel sospende le consegne di memoria HBM per un difetto", "supply_disruption"),
    ("zh", "火灾导致奥瑞恩基板工厂停工", "supply_disruption"),
    ("zh", "凯斯特HBM出货受阻 客户面临断供", "supply_disruption"),
    ("ja", "オリオンの基板工場で火災、生産が停止", "supply_disruption"),
    ("ja", "ケストレル、HBMの出荷を一時見合わせ", "supply_disruption"),
    ("ko", "오리온 기판 공장 화재로 생산 중단", "supply_disruption"),
    ("ko", "케스트렐, HBM 출하 차질…고객사 공급 비상", "supply_disruption"),
    ("en", "Orion to build a second packaging plant in Malaysia", "capacity_expansion"),
    ("en", "Kestrel lifts CoWoS output to 90,000 wafers a month", "capacity_expansion"),
    ("de", "Orion baut zweites Werk für Chip-Packaging in Malaysia", "capacity_expansion"),
    ("de", "Kestrel erweitert seine Produktionskapazität für HBM", "capacity_expansion"),
    ("fr", "Orion va construire une deuxième usine de conditionnement en Malaisie", "capacity_expansion"),
    ("fr", "Kestrel augmente sa capacité de production de HBM", "capacity_expansion"),
    ("es", "Orion construirá una segunda planta de empaquetado en Malasia", "capacity_expansion"),
    ("es", "Kestrel amplía su capacidad de producción de HBM", "capacity_expansion"),
    ("it", "Orion costruirà un secondo impianto di packaging in Malesia", "capacity_expansion"),
    ("it", "Kestrel aumenta la capacità produttiva di HBM", "capacity_expansion"),
    ("zh", "奥瑞恩将在马来西亚新建第二座封装厂", "capacity_expansion"),
    ("zh", "凯斯特将HBM月产能提升至9万片", "capacity_expansion"),
    ("ja", "オリオン、マレーシアに第2パッケージング工場を新設", "capacity_expansion"),
    ("ja", "ケストレル、HBMの生産能力を倍増へ", "capacity_expansion"),
    ("ko", "오리온, 말레이시아에 제2 패키징 공장 짓는다", "capacity_expansion"),
    ("ko", "케스트렐, HBM 생산능력 두 배로 늘린다", "capacity_expansion"),
    ("en", "Kestrel signs multi-year HBM supply agreement with Vela", "partnership_deal"),
    ("en", "Orion wins substrate orders from Corvus", "partnership_deal"),
    ("de", "Kestrel unterzeichnet Liefervertrag für HBM mit Vela", "partnership_deal"),
    ("fr", "Kestrel signe un contrat d'approvisionnement en HBM avec Vela", "partnership_deal"),
    ("es", "Kestrel firma un contrato de suministro de HBM con Vela", "partnership_deal"),
    ("it", "Kestrel firma un contratto di fornitura di HBM con Vela", "partnership_deal"),
    ("zh", "凯斯特与维拉签署HBM长期供货协议", "partnership_deal"),
    ("ja", "ケストレル、ヴェラとHBMの長期供給契約を締結", "partnership_deal"),
    ("ko", "케스트렐, 벨라와 HBM 장기 공급 계약 체결", "partnership_deal"),
    ("en", "Corvus picks Vela accelerators for its new inference cluster", "customer_adoption"),
    ("en", "Corvus switches to Vela accelerators for training", "customer_adoption"),
    ("de", "Corvus setzt künftig auf Beschleuniger von Vela", "customer_adoption"),
    ("fr", "Corvus adopte les accélérateurs de Vela pour son cluster", "customer_adoption"),
    ("es", "Corvus adopta los aceleradores de Vela para su clúster", "customer_adoption"),
    ("it", "Corvus adotta gli acceleratori di Vela per il suo cluster", "customer_adoption"),
    ("zh", "科沃斯云采用维拉加速器部署推理集群", "customer_adoption"),
    ("ja", "コルバス、推論基盤にヴェラのアクセラレーターを採用", "customer_adoption"),
    ("ko", "코르버스, 추론 클러스터에 벨라 가속기 도입", "customer_adoption"),
    ("en", "Vela unveils its V3 accelerator with 288 GB of HBM", "technical_release"),
    ("de", "Vela stellt Beschleuniger V3 mit 288 GB HBM vor", "technical_release"),
    ("fr", "Vela dévoile son accélérateur V3 doté de 288 Go de HBM", "technical_release"),
    ("es", "Vela presenta su acelerador V3 con 288 GB de HBM", "technical_release"),
    ("it", "Vela presenta il suo acceleratore V3 con 288 GB di HBM", "technical_release"),
    ("zh", "维拉发布V3加速器 搭载288GB HBM", "technical_release"),
    ("ja", "ヴェラ、288GBのHBMを搭載したV3アクセラレーターを発表", "technical_release"),
    ("ko", "벨라, HBM 288GB 탑재한 V3 가속기 공개", "technical_release"),
    ("en", "Kestrel starts producing accelerators at its Arizona plant", "us_production"),
    ("de", "Kestrel fertigt Beschleuniger künftig in Arizona", "us_production"),
    ("fr", "Kestrel produira ses accélérateurs aux États-Unis", "us_production"),
    ("es", "Kestrel fabricará sus aceleradores en Estados Unidos", "us_production"),
    ("it", "Kestrel produrrà i suoi acceleratori negli Stati Uniti", "us_production"),
    ("zh", "凯斯特在美国亚利桑那州工厂开始生产加速器", "us_production"),
    ("ja", "ケストレル、米アリゾナ工場で加速器の生産開始", "us_production"),
    ("ko", "케스트렐, 미국 애리조나 공장서 가속기 생산 시작", "us_production"),
    ("en", "Kestrel's quarterly revenue jumps 40% on HBM demand", "financial_results"),
    ("en", "Orion posts record third-quarter profit", "financial_results"),
    ("de", "Kestrel steigert Quartalsumsatz um 40 Prozent", "financial_results"),
    ("fr", "Le chiffre d'affaires de Kestrel bondit de 40 % au troisième trimestre", "financial_results"),
    ("es", "Los ingresos de Kestrel crecen un 40 % en el tercer trimestre", "financial_results"),
    ("it", "Il fatturato di Kestrel cresce del 40% nel terzo trimestre", "financial_results"),
    ("zh", "凯斯特第三季度营收同比增长40%", "financial_results"),
    ("ja", "ケストレル、7～9月期の営業利益が過去最高", "financial_results"),
    ("ko", "케스트렐, 3분기 영업이익 사상 최대", "financial_results"),
    ("en", "Commerce Department adds Corvus to the Entity List", "export_control"),
    ("en", "Washington tightens rules on AI chip shipments to China", "export_control"),
    ("de", "USA verschärfen Exportkontrollen für KI-Chips", "export_control"),
    ("fr", "Washington durcit les contrôles à l'exportation de puces IA", "export_control"),
    ("es", "Washington endurece los controles a la exportación de chips de IA", "export_control"),
    ("it", "Washington inasprisce i controlli sulle esportazioni di chip IA", "export_control"),
    ("zh", "美国商务部将科沃斯列入实体清单", "export_control"),
    ("ja", "米政府、AI半導体の対中輸出規制を強化", "export_control"),
    ("ko", "미국, AI 반도체 대중 수출 통제 강화", "export_control"),
    ("en", "Kestrel to buy Orion for $4 billion", "m_and_a"),
    ("de", "Kestrel kauft Orion für vier Milliarden Dollar", "m_and_a"),
    ("fr", "Kestrel rachète Orion pour 4 milliards de dollars", "m_and_a"),
    ("es", "Kestrel compra Orion por 4.000 millones de dólares", "m_and_a"),
    ("it", "Kestrel acquista Orion per 4 miliardi di dollari", "m_and_a"),
    ("zh", "凯斯特以40亿美元收购奥瑞恩", "m_and_a"),
    ("ja", "ケストレル、オリオンを40億ドルで買収", "m_and_a"),
    ("ko", "케스트렐, 오리온 40억 달러에 인수", "m_and_a"),
    ("en", "Orion invests $9 billion in new fab amid substrate bottleneck", "capacity_expansion"),
    ("de", "Trotz Lieferengpässen: Orion investiert 9 Milliarden Euro in neues Werk", "capacity_expansion"),
]
MORE_HEADLINES = [
    ("en", "Flooding forces Lyra to idle two memory fabs", "supply_disruption"),
    ("en", "Vela warns customers of accelerator allocation cuts into 2027", "supply_disruption"),
    ("en", "Corvus and Vela team up on custom inference silicon", "partnership_deal"),
    ("en", "Lyra breaks ground on $12 billion memory complex", "capacity_expansion"),
    ("en", "Orion completes purchase of Altair Packaging", "m_and_a"),
    ("en", "Vela shares slump after weak guidance", "financial_results"),
    ("en", "Corvus bets on Vela silicon for next cluster", "customer_adoption"),
    ("en", "EU approves 5 billion euro subsidy for Kestrel fab in Dresden", "capacity_expansion"),
    ("en", "Beijing bans purchases of Vela chips by state firms", "export_control"),
    ("de", "Überschwemmung stoppt Produktion in zwei Speicherfabriken von Lyra", "supply_disruption"),
    ("de", "Vela meldet Rekordumsatz im dritten Quartal", "financial_results"),
    ("de", "Corvus und Vela vereinbaren Partnerschaft bei KI-Chips", "partnership_deal"),
    ("de", "Orion übernimmt Altair Packaging", "m_and_a"),
    ("de", "Vela präsentiert neuen KI-Beschleuniger V4", "technical_release"),
    ("fr", "Des inondations mettent à l'arrêt deux usines de Lyra", "supply_disruption"),
    ("fr", "Corvus et Vela concluent un partenariat sur les puces IA", "partnership_deal"),
    ("fr", "Lyra investit 12 milliards de dollars dans une nouvelle usine", "capacity_expansion"),
    ("fr", "Orion acquiert Altair Packaging", "m_and_a"),
    ("fr", "Le chiffre d'affaires de Vela recule au deuxième trimestre", "financial_results"),
    ("es", "Inundaciones detienen la producción en dos fábricas de Lyra", "supply_disruption"),
    ("es", "Lyra invertirá 12.000 millones de dólares en una nueva fábrica", "capacity_expansion"),
    ("es", "Orion adquiere Altair Packaging", "m_and_a"),
    ("es", "Vela lanza su nuevo acelerador V4", "technical_release"),
    ("it", "Alluvione ferma la produzione in due fabbriche di Lyra", "supply_disruption"),
    ("it", "Lyra investirà 12 miliardi di dollari in una nuova fabbrica", "capacity_expansion"),
    ("it", "Orion acquisisce Altair Packaging", "m_and_a"),
    ("it", "Vela lancia il nuovo acceleratore V4", "technical_release"),
    ("zh", "洪水迫使莱拉两座存储工厂停产", "supply_disruption"),
    ("zh", "维拉与科沃斯达成战略合作", "partnership_deal"),
    ("zh", "莱拉投资120亿美元兴建存储芯片工厂", "capacity_expansion"),
    ("zh", "维拉第二季度净利润下滑", "financial_results"),
    ("zh", "维拉推出新一代V4加速器", "technical_release"),
    ("ja", "洪水でライラの2工場が稼働停止", "supply_disruption"),
    ("ja", "ヴェラとコルバス、AI半導体で協業", "partnership_deal"),
    ("ja", "ライラ、メモリー新工場に1兆円投資", "capacity_expansion"),
    ("ja", "オリオン、アルタイルを買収へ", "m_and_a"),
    ("ja", "米商務省、コルバスをエンティティーリストに追加", "export_control"),
    ("ko", "홍수로 라이라 메모리 공장 2곳 가동 중단", "supply_disruption"),
    ("ko", "벨라·코르버스, AI 반도체 협력", "partnership_deal"),
    ("ko", "라이라, 메모리 신공장에 10조 투자", "capacity_expansion"),
    ("ko", "오리온, 알타이르 인수 추진", "m_and_a"),
    ("ko", "미 상무부, 코르버스 수출 제한 대상 지정", "export_control"),
    ("ko", "벨라, 차세대 V4 가속기 출시", "technical_release"),
]
LEADS = [
    ("en", "Kestrel has reportedly won HBM4 orders from Vela.", "speculative"),
    ("en", "Kestrel will supply HBM4 to Vela, according to people familiar with the matter.", "speculative"),
    ("en", "Kestrel is in talks to supply HBM4 to Vela, sources said.", "speculative"),
    (
        "en",
        "Analysts estimate that Kestrel shipped 2 million HBM stacks to Vela last quarter.",
        "speculative",
    ),
    ("en", "Rumours suggest Vela will move its next chip to Orion's 2nm process.", "speculative"),
    ("en", "A leaked roadmap shows Vela's V5 with 432 GB of HBM4.", "speculative"),
    (
        "en",
        "Kestrel is expected to begin HBM4 shipments to Vela in the second half, industry watchers say.",
        "speculative",
    ),
    ("en", "Vela is said to be weighing a second foundry for its V5.", "speculative"),
    (
        "en",
        "Kestrel plans to invest $9 billion in a new HBM plant in Indiana, the company said.",
        "committed",
    ),
    ("en", "Kestrel has committed to building a second fab by 2028.", "committed"),
    ("en", "Kestrel said on Tuesday it began shipping HBM4 samples to Vela.", "claimed"),
    ("en", "Kestrel began mass production of HBM4 in March, the company said in a statement.", "claimed"),
    ("de", "Kestrel soll HBM4-Aufträge von Vela erhalten haben.", "speculative"),
    ("de", "Laut Insidern liefert Kestrel ab Herbst HBM4 an Vela.", "speculative"),
    ("de", "Wie aus Branchenkreisen verlautet, verhandelt Kestrel mit Vela über HBM4.", "speculative"),
    ("de", "Kestrel kündigt eine Investition von 9 Milliarden Euro in ein neues Werk an.", "committed"),
    (
        "de",
        "Kestrel hat mit der Auslieferung von HBM4 an Vela begonnen, teilte das Unternehmen mit.",
        "claimed",
    ),
    ("fr", "Selon des sources proches du dossier, Kestrel fournira de la HBM4 à Vela.", "speculative"),
    ("fr", "Kestrel aurait remporté des commandes de HBM4 auprès de Vela.", "speculative"),
    ("fr", "D'après la presse coréenne, Kestrel livrerait la HBM4 dès l'automne.", "speculative"),
    (
        "fr",
        "Kestrel annonce un investissement de 9 milliards de dollars dans une nouvelle usine.",
        "committed",
    ),
    ("fr", "Kestrel a commencé la production de masse de HBM4, a indiqué l'entreprise.", "claimed"),
    ("es", "Según fuentes del sector, Kestrel suministrará HBM4 a Vela.", "speculative"),
    ("es", "Kestrel habría ganado pedidos de HBM4 de Vela.", "speculative"),
    ("es", "Se rumorea que Vela trasladará su próximo chip a Orion.", "speculative"),
    ("es", "Kestrel anunció una inversión de 9.000 millones de dólares en una nueva planta.", "committed"),
    ("es", "Kestrel comenzó la producción en masa de HBM4, informó la compañía.", "claimed"),
    ("it", "Secondo indiscrezioni, Kestrel fornirà HBM4 a Vela.", "speculative"),
    ("it", "Kestrel avrebbe ottenuto ordini di HBM4 da Vela.", "speculative"),
    ("it", "Stando a fonti di settore, Vela sposterà il prossimo chip da Orion.", "speculative"),
    (
        "it",
        "Kestrel annuncia un investimento di 9 miliardi di dollari in un nuovo stabilimento.",
        "committed",
    ),
    ("it", "Kestrel ha avviato la produzione di massa di HBM4, ha comunicato l'azienda.", "claimed"),
    ("zh", "据悉，凯斯特已获得维拉的HBM4订单。", "speculative"),
    ("zh", "消息人士称，凯斯特将于下半年向维拉供应HBM4。", "speculative"),
    ("zh", "市场传闻维拉将把下一代芯片转投奥瑞恩。", "speculative"),
    ("zh", "据韩国媒体报道，凯斯特HBM4良率已超过60%。", "speculative"),
    ("zh", "凯斯特宣布已开始量产HBM4。", "claimed"),
    ("ja", "関係者によると、ケストレルはヴェラからHBM4を受注した。", "speculative"),
    ("ja", "ケストレルはHBM4の量産を年内に始めるとみられる。", "speculative"),
    ("ja", "韓国メディアの報道によれば、ケストレルのHBM4の歩留まりは60%を超えた。", "speculative"),
    ("ja", "ケストレルは1日、HBM4の量産を開始したと発表した。", "claimed"),
    ("ko", "업계 관계자에 따르면 케스트렐은 벨라로부터 HBM4를 수주했다.", "speculative"),
    ("ko", "케스트렐이 하반기 벨라에 HBM4를 공급할 것으로 알려졌다.", "speculative"),
    ("ko", "케스트렐의 HBM4 수율은 60%를 넘어선 것으로 전해졌다.", "speculative"),
    ("ko", "케스트렐은 내년 HBM4 출하량이 두 배로 늘어날 것으로 전망된다고 업계는 보고 있다.", "speculative"),
    ("ko", "케스트렐은 HBM4 양산을 시작했다고 1일 밝혔다.", "claimed"),
]


@pytest.mark.parametrize(("language", "title", "kind"), HEADLINES + MORE_HEADLINES)
def test_headline_type_in_every_language(language: str, title: str, kind: str) -> None:
    choice = classify(title, "")
    assert choice.type == kind, (language, choice.reasons)
    assert choice.trigger  # the sentence that decided is shown


def test_the_headline_event_decides_over_the_body_words() -> None:
    body = "The bottleneck in substrates persists. Shortages of CoWoS capacity and delays hit the industry."
    assert classify("Orion invests $9 billion in new fab amid substrate bottleneck", body).type == (
        "capacity_expansion"
    )
    title = "Trotz Lieferengpässen: Orion investiert 9 Milliarden Euro in neues Werk"
    assert classify(title, "").type == "capacity_expansion"  # a backdrop before a colon is skipped


def test_a_negated_event_does_not_count() -> None:
    lead = "Kestrel said on Monday that its HBM4 ramp is on schedule and it will supply Vela next month."
    choice = classify("Kestrel denies any delay to its HBM4 ramp", lead)
    assert choice.type == "partnership_deal", choice.reasons


def test_a_hedged_event_keeps_its_type_and_names_the_hedge() -> None:
    choice = classify("Kestrel reportedly wins HBM4 orders from Vela", "")
    assert choice.type == "partnership_deal"
    assert "reportedly" in choice.reasons[0]


def test_a_title_without_event_leaves_it_to_the_lead() -> None:
    choice = classify("Vela V4", "Vela has begun shipping the V4 to Corvus for its new cluster.")
    assert choice.type == "partnership_deal", choice.reasons


@pytest.mark.parametrize(("language", "lead", "evidence"), LEADS)
def test_lead_evidence_in_every_language(language: str, lead: str, evidence: str) -> None:
    hedge, commitment = lead_hedge(lead), lead_commitment(lead)
    got = "speculative" if hedge else ("committed" if commitment else "claimed")
    assert got == evidence, (language, hedge, commitment)


def test_an_analyst_view_later_in_the_lead_lowers_only_its_own_sentence() -> None:
    lead = "Kestrel began HBM4 mass production in March, the company said. Analysts estimate yields near 60%."
    assert lead_hedge(lead) is None
    assert lead_hedge("Analysts estimate that Kestrel shipped 2 million HBM stacks.") == "Analysts estimate"


@pytest.mark.parametrize(
    ("title", "not_kind"),
    [
        ("Kestrel erweitert sein Netzwerk", "capacity_expansion"),  # a network is no plant
        ("Kestrel amplifies its network reach", "capacity_expansion"),
        ("Vela floods the market with cheap accelerators", "supply_disruption"),  # more supply, not less
        ("Le réglage par défaut de Vela change", "supply_disruption"),  # "by default", not a defect
    ],
)
def test_words_near_a_trigger_are_not_the_event(title: str, not_kind: str) -> None:
    assert classify(title, "").type != not_kind


# Written after the two tables above passed, before running it: 14 of its 33 passed then.
# What it needed: denials in every language ("dementiert", "dément", "niega", "smentisce",
# 否认, を否定, 부인), losing orders, a deal with a figure in it, selling or spinning off a
# business (売却, 매각), record profits in Spanish, US plants in CJK (得州, テキサス, 텍사스), 导入.
THIRD = [
    ("en", "Orion's substrate plant shut by fire", "supply_disruption"),
    ("en", "Vela loses HBM orders to Kestrel", "partnership_deal"),
    ("en", "Kestrel inks $3 billion HBM pact with Vela", "partnership_deal"),
    ("en", "Lyra to spin off its packaging unit", "m_and_a"),
    ("en", "Corvus migrates its training fleet to Vela silicon", "customer_adoption"),
    ("en", "Kestrel opens $2 billion HBM plant in Indiana", "us_production"),
    ("en", "Vela's data-center revenue doubles", "financial_results"),
    ("en", "Dutch government expands curbs on chip-tool exports", "export_control"),
    ("en", "Kestrel rules out HBM4 delay", "not:supply_disruption"),
    ("de", "Kestrel dementiert Verzögerung bei HBM4", "not:supply_disruption"),
    ("fr", "Kestrel dément tout retard de la HBM4", "not:supply_disruption"),
    ("es", "Kestrel niega retrasos en la HBM4", "not:supply_disruption"),
    ("it", "Kestrel smentisce ritardi sulla HBM4", "not:supply_disruption"),
    ("zh", "凯斯特否认HBM4延迟", "not:supply_disruption"),
    ("ja", "ケストレル、HBM4の遅延を否定", "not:supply_disruption"),
    ("ko", "케스트렐, HBM4 지연설 부인", "not:supply_disruption"),
    ("de", "Lyra verkauft Verpackungssparte an Orion", "m_and_a"),
    ("de", "Kestrel liefert HBM4 an Vela", "partnership_deal"),
    ("fr", "Orion ouvre une nouvelle usine au Texas", "us_production"),
    ("fr", "Vela lance son accélérateur V5", "technical_release"),
    ("es", "Corvus elige los chips de Vela para su nube", "customer_adoption"),
    ("es", "Vela anuncia beneficios récord", "financial_results"),
    ("it", "Kestrel firma un accordo con Vela per la HBM4", "partnership_deal"),
    ("it", "Incendio nella fabbrica di Orion: produzione ferma", "supply_disruption"),
    ("zh", "凯斯特宣布在美国得州建设HBM工厂", "us_production"),
    ("zh", "维拉营收创历史新高", "financial_results"),
    ("zh", "科沃斯将全面导入维拉芯片", "customer_adoption"),
    ("ja", "ケストレル、米テキサス州にHBM工場", "us_production"),
    ("ja", "ヴェラ、売上高が過去最高を更新", "financial_results"),
    ("ja", "ライラ、半導体部門をオリオンに売却", "m_and_a"),
    ("ko", "케스트렐, 미국 텍사스에 HBM 공장 건설", "us_production"),
    ("ko", "라이라, 반도체 사업부 오리온에 매각", "m_and_a"),
    ("ko", "벨라 매출 사상 최대", "financial_results"),
]


@pytest.mark.parametrize(("language", "title", "expected"), THIRD)
def test_third_table_subject_verb_object_and_denials(language: str, title: str, expected: str) -> None:
    got = classify(title, "").type
    if expected.startswith("not:"):
        assert got != expected[4:], language
    else:
        assert got == expected, language


# A fourth table, written before running it (12 of its 29 passed then): qualification passed
# (퀄 테스트, 品質テスト), orders won in German, French, Spanish, Italian, tight supply (吃紧,
# 品薄, 품귀, "supply tightens"), antitrust as regulation (反垄断, 独禁法, 반독점), pricing,
# executives, and mass production in every language.
FOURTH = [
    ("ko", "케스트렐, HBM4 벨라 퀄 테스트 통과", "partnership_deal"),
    ("ja", "ケストレル、HBM4がヴェラの品質テストに合格", "partnership_deal"),
    ("zh", "凯斯特HBM4通过维拉认证", "partnership_deal"),
    ("en", "Kestrel HBM4 passes Vela qualification", "partnership_deal"),
    ("de", "Kestrel erhält Milliardenauftrag von Vela", "partnership_deal"),
    ("fr", "Kestrel décroche une commande géante de Vela", "partnership_deal"),
    ("es", "Kestrel gana un pedido de HBM de Vela", "partnership_deal"),
    ("it", "Kestrel ottiene ordini di HBM da Vela", "partnership_deal"),
    ("zh", "奥瑞恩CoWoS产能吃紧 供不应求", "supply_disruption"),
    ("ja", "HBMが品薄、供給逼迫が続く", "supply_disruption"),
    ("ko", "HBM 품귀 현상 심화", "supply_disruption"),
    ("en", "HBM supply tightens as AI demand surges", "supply_disruption"),
    ("en", "Regulators open antitrust probe into Vela", "export_control"),
    ("zh", "市场监管总局对维拉展开反垄断调查", "export_control"),
    ("ja", "公取委、ヴェラに独禁法違反の疑いで立ち入り検査", "export_control"),
    ("ko", "공정위, 벨라 반독점 조사 착수", "export_control"),
    ("en", "Kestrel raises HBM prices by 20%", "pricing"),
    ("ko", "케스트렐, HBM 가격 20% 인상", "pricing"),
    ("ja", "ケストレル、HBMを2割値上げ", "pricing"),
    ("zh", "凯斯特HBM涨价20%", "pricing"),
    ("en", "Vela names new chief executive", "executive_change"),
    ("ja", "ヴェラ、新社長に田中氏が就任", "executive_change"),
    ("ko", "케스트렐, HBM4 양산 돌입", "capacity_expansion"),
    ("ja", "ケストレル、HBM4を量産開始", "capacity_expansion"),
    ("zh", "凯斯特HBM4开始量产", "capacity_expansion"),
    ("de", "Kestrel startet Massenproduktion von HBM4", "capacity_expansion"),
    ("fr", "Kestrel lance la production de masse de la HBM4", "capacity_expansion"),
    ("es", "Kestrel inicia la producción en masa de HBM4", "capacity_expansion"),
    ("it", "Kestrel avvia la produzione di massa di HBM4", "capacity_expansion"),
]


@pytest.mark.parametrize(("language", "title", "kind"), FOURTH)
def test_fourth_table_orders_tight_supply_regulation_mass_production(
    language: str, title: str, kind: str
) -> None:
    assert classify(title, "").type == kind, language


def test_qualcomm_in_korean_is_no_qualification() -> None:
    assert (
        classify("퀄컴, 새 모뎀 칩 공개", "").type != "partnership_deal"
    )  # 퀄컴 is Qualcomm, not 퀄 (qual test)


@pytest.mark.parametrize(
    "title",
    [
        "Kestrel denies any delay to its HBM4 ramp",
        "Kestrel dementiert Verzögerung bei HBM4",
        "Kestrel dément tout retard de la HBM4",
        "凯斯特否认HBM4延迟",
        "ケストレル、HBM4の遅延を否定",
        "케스트렐, HBM4 지연설 부인",
    ],
)
def test_a_denied_delay_is_no_bad_news(title: str) -> None:
    choice = classify(title, "")
    assert score_sentiment(title, choice.polarity, choice.because, choice.weight).label != "negative"


def test_reported_profits_and_export_approvals_in_other_languages() -> None:
    # synthetic headlines; "banda" (Italian: band) is no ban, "utilization" no adoption
    title = "Kestrel ha registrato l'utile più alto degli ultimi due anni grazie alla memoria a larga banda"
    choice = classify(title, "")
    assert (choice.type, choice.polarity) == ("financial_results", 1)
    choice = classify("Washington a validé l'exportation des puces V3 de Vela vers la Chine", "")
    assert (choice.type, choice.polarity) == ("export_control", 1)  # exports approved: the controls ease
    assert classify("Washington bans AI chip sales to China", "").polarity == -1
    assert classify("GPU utilization climbs on Corvus clusters", "").type != "customer_adoption"
    assert (
        classify("凱斯特CoWoS月產能將從7萬片提升至13萬片", "").type == "capacity_expansion"
    )  # traditional Chinese


@pytest.mark.parametrize(
    "lead",
    [
        "業界預期，凱斯特明年HBM4出貨將倍增。",
        "法人預估凱斯特第四季營收將創新高。",
        "據韓國媒體報導，凱斯特HBM4良率已超過六成。",
    ],
)
def test_taiwanese_press_hedges(lead: str) -> None:
    assert lead_hedge(lead) is not None
