"""A document's evidence level from its source kind and hedges, in eight languages.

SYNTHETIC TABLE: every headline and lead below was written for this test (invented
companies Orvane, Kestrel, Talvik, Brenmoor); none is a real report. Written before the
rule it checks was run on it (branch evidence3, 2026-12-01). The rule (docs/signals.md,
"Evidence level of a document"): a hedge on the story's source (reportedly, people
familiar, sources, rumour, a report passed on, the reportive mood) or an estimate that
is the story itself -> speculative; a company binding itself to a future act (plans to
invest, will build) -> committed; a press release (the company's own statement) ->
confirmed; trade press reporting what happened or what a company said -> claimed; a
forecast remark after the story ("analysts expect", とみられる, 전망이다) lowers only its
sentence.
"""

from __future__ import annotations

from collections import Counter

import pytest

from chipatlas.extract import extract_document
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument

S, C, M, P = "speculative", "claimed", "committed", "confirmed"

# (language, headline and lead, level the document deserves)
TABLE: list[tuple[str, str, str]] = [
    # English
    (
        "en",
        "Orvane reportedly wins HBM order from Kestrel\n\nOrvane Semiconductor has reportedly won an order "
        "to supply high-bandwidth memory to Kestrel Systems, a local newspaper wrote on Monday.",
        S,
    ),
    (
        "en",
        "Kestrel to switch suppliers, sources say\n\nKestrel Systems is moving part of its "
        "accelerator orders "
        "to Talvik Foundry, according to people familiar with the matter who asked not to be named.",
        S,
    ),
    (
        "en",
        "Talvik shipped 40,000 wafers last quarter\n\nAnalysts estimate that Talvik Foundry shipped about "
        "40,000 advanced wafers last quarter, well above its own guidance.",
        S,
    ),
    (
        "en",
        "Orvane starts mass production of 12-layer memory\n\nOrvane Semiconductor said on Tuesday it has "
        "started mass production of its 12-layer memory stack and will ship it to customers next month.",
        C,
    ),
    (
        "en",
        "Kestrel unveils Zephyr accelerator\n\nKestrel Systems unveiled its Zephyr accelerator at a "
        "trade show "
        "in Taipei on Wednesday. The part offers 5 PFLOPS of FP8 compute. Demand is expected to stay strong "
        "next year, analysts say.",
        C,
    ),
    (
        "en",
        "Brenmoor posts record quarterly revenue\n\nBrenmoor Electronics announced quarterly revenue of "
        "$3.2 billion on Thursday, up 40% from a year earlier, driven by server demand.",
        C,
    ),
    (
        "en",
        "Talvik to invest $12 billion in Arizona plant\n\nTalvik Foundry plans to invest $12 billion in a "
        "second chip plant in Arizona, the company said on Monday, with production due to start in 2028.",
        M,
    ),
    (
        "en",
        "ORVANE LAUNCHES ZEPHYR-2 ACCELERATOR\n\nSAN JOSE, Calif., March 3, 2026 /PRNewswire/ -- Orvane "
        "Semiconductor today announced the Zephyr-2 accelerator, now shipping to cloud customers with "
        "8 TB/s of memory bandwidth.",
        P,
    ),
    # German
    (
        "de",
        "Orvane soll Großauftrag von Kestrel erhalten haben\n\nDer Chiphersteller Orvane soll einen "
        "Großauftrag für Speicherchips von Kestrel erhalten haben, berichtet eine Wirtschaftszeitung.",
        S,
    ),
    (
        "de",
        "Kestrel wechselt den Lieferanten\n\nKestrel Systems verlagert Teile seiner Bestellungen zu Talvik, "
        "wie mit der Angelegenheit vertraute Personen der Nachrichtenagentur sagten.",
        S,
    ),
    (
        "de",
        "Talvik lieferte 40.000 Wafer im Quartal\n\nAnalysten schätzen, dass Talvik Foundry im vergangenen "
        "Quartal rund 40.000 Wafer ausgeliefert hat.",
        S,
    ),
    (
        "de",
        "Orvane startet Massenproduktion von HBM-Speicher\n\nOrvane Semiconductor hat die Massenproduktion "
        "seines 12-Lagen-Speichers begonnen, wie das Unternehmen am Dienstag mitteilte.",
        C,
    ),
    (
        "de",
        "Kestrel stellt Beschleuniger Zephyr vor\n\nKestrel Systems hat auf einer Messe in Taipeh den "
        "Beschleuniger Zephyr vorgestellt. Der Chip liefert 5 PFLOPS FP8-Rechenleistung. Analysten "
        "erwarten im kommenden Jahr eine starke Nachfrage.",
        C,
    ),
    (
        "de",
        "Brenmoor meldet Rekordumsatz\n\nBrenmoor Electronics meldete am Donnerstag einen Quartalsumsatz "
        "von 3,2 Milliarden Dollar, 40 Prozent mehr als im Vorjahr.",
        C,
    ),
    (
        "de",
        "Talvik investiert 12 Milliarden Dollar in Arizona\n\nTalvik Foundry kündigte am Montag an, "
        "12 Milliarden Dollar in ein zweites Werk in Arizona zu investieren. Die Produktion soll 2028 "
        "beginnen.",
        M,
    ),
    (
        "de",
        "Pressemitteilung: Orvane bringt Zephyr-2 auf den Markt\n\nMÜNCHEN, 3. März 2026 – Orvane "
        "Semiconductor gibt heute die Markteinführung des Beschleunigers Zephyr-2 bekannt, der ab sofort "
        "an Cloud-Kunden ausgeliefert wird.",
        P,
    ),
    # French
    (
        "fr",
        "Orvane aurait décroché une commande de Kestrel\n\nLe fabricant Orvane Semiconductor aurait décroché "
        "une importante commande de mémoire auprès de Kestrel Systems, selon la presse économique.",
        S,
    ),
    (
        "fr",
        "Kestrel change de fournisseur\n\nKestrel Systems transfère une partie de ses commandes vers Talvik "
        "Foundry, selon des personnes proches du dossier.",
        S,
    ),
    (
        "fr",
        "Talvik : 40 000 plaquettes livrées au dernier trimestre\n\nLes analystes estiment que Talvik "
        "Foundry a livré environ 40 000 plaquettes au dernier trimestre.",
        S,
    ),
    (
        "fr",
        "Orvane lance la production de masse de sa mémoire\n\nOrvane Semiconductor a annoncé mardi avoir "
        "lancé la production de masse de sa mémoire à 12 couches, qu'elle livrera à ses clients le mois "
        "prochain.",
        C,
    ),
    (
        "fr",
        "Kestrel présente son accélérateur Zephyr\n\nKestrel Systems a présenté mercredi son accélérateur "
        "Zephyr lors d'un salon à Taipei. La puce offre 5 PFLOPS en FP8. Les analystes s'attendent à une "
        "forte demande l'an prochain.",
        C,
    ),
    (
        "fr",
        "Brenmoor publie un chiffre d'affaires record\n\nBrenmoor Electronics a publié jeudi un chiffre "
        "d'affaires trimestriel de 3,2 milliards de dollars, en hausse de 40 % sur un an.",
        C,
    ),
    (
        "fr",
        "Talvik va investir 12 milliards de dollars en Arizona\n\nTalvik Foundry a annoncé lundi un "
        "investissement de 12 milliards de dollars dans une deuxième usine en Arizona.",
        M,
    ),
    (
        "fr",
        "Communiqué de presse\n\nPARIS, le 3 mars 2026 – Orvane Semiconductor annonce aujourd'hui la "
        "disponibilité de son accélérateur Zephyr-2, livré dès à présent aux clients du cloud.",
        P,
    ),
    # Spanish
    (
        "es",
        "Orvane habría ganado un pedido de Kestrel\n\nEl fabricante Orvane Semiconductor habría ganado un "
        "importante pedido de memoria de Kestrel Systems, según medios locales.",
        S,
    ),
    (
        "es",
        "Kestrel cambia de proveedor\n\nKestrel Systems trasladará parte de sus pedidos a Talvik Foundry, "
        "según fuentes cercanas a la negociación.",
        S,
    ),
    (
        "es",
        "Talvik envió 40.000 obleas el último trimestre\n\nLos analistas estiman que Talvik Foundry envió "
        "unas 40.000 obleas avanzadas en el último trimestre.",
        S,
    ),
    (
        "es",
        "Orvane inicia la producción en masa de su memoria\n\nOrvane Semiconductor anunció el martes que ha "
        "iniciado la producción en masa de su memoria de 12 capas y que la entregará a sus clientes el "
        "próximo mes.",
        C,
    ),
    (
        "es",
        "Kestrel presenta su acelerador Zephyr\n\nKestrel Systems presentó el miércoles su acelerador Zephyr "
        "en una feria en Taipéi. El chip ofrece 5 PFLOPS en FP8. Los analistas prevén una fuerte demanda el "
        "próximo año.",
        C,
    ),
    (
        "es",
        "Brenmoor registra ingresos récord\n\nBrenmoor Electronics informó el jueves unos ingresos "
        "trimestrales de 3.200 millones de dólares, un 40% más que hace un año.",
        C,
    ),
    (
        "es",
        "Talvik invertirá 12.000 millones de dólares en Arizona\n\nTalvik Foundry anunció el lunes una "
        "inversión de 12.000 millones de dólares en una segunda planta en Arizona.",
        M,
    ),
    (
        "es",
        "Comunicado de prensa\n\nMADRID, 3 de marzo de 2026 – Orvane Semiconductor anuncia hoy la "
        "disponibilidad de su acelerador Zephyr-2, que ya se entrega a clientes de la nube.",
        P,
    ),
    # Italian
    (
        "it",
        "Orvane avrebbe ottenuto un ordine da Kestrel\n\nIl produttore Orvane Semiconductor avrebbe ottenuto "
        "un importante ordine di memorie da Kestrel Systems, secondo la stampa locale.",
        S,
    ),
    (
        "it",
        "Kestrel cambia fornitore\n\nKestrel Systems sposterà parte dei suoi ordini verso Talvik Foundry, "
        "secondo fonti vicine alla trattativa.",
        S,
    ),
    (
        "it",
        "Talvik ha spedito 40.000 wafer nell'ultimo trimestre\n\nGli analisti stimano che Talvik Foundry "
        "abbia spedito circa 40.000 wafer avanzati nell'ultimo trimestre.",
        S,
    ),
    (
        "it",
        "Orvane avvia la produzione di massa della sua memoria\n\nOrvane Semiconductor ha annunciato martedì "
        "di aver avviato la produzione di massa della sua memoria a 12 strati, che consegnerà ai clienti il "
        "mese prossimo.",
        C,
    ),
    (
        "it",
        "Kestrel presenta l'acceleratore Zephyr\n\nKestrel Systems ha presentato mercoledì l'acceleratore "
        "Zephyr a una fiera di Taipei. Il chip offre 5 PFLOPS in FP8. Gli analisti prevedono una forte "
        "domanda il prossimo anno.",
        C,
    ),
    (
        "it",
        "Brenmoor registra ricavi record\n\nBrenmoor Electronics ha comunicato giovedì ricavi "
        "trimestrali per "
        "3,2 miliardi di dollari, in crescita del 40% su base annua.",
        C,
    ),
    (
        "it",
        "Talvik investirà 12 miliardi di dollari in Arizona\n\nTalvik Foundry ha annunciato lunedì un "
        "investimento di 12 miliardi di dollari in un secondo stabilimento in Arizona.",
        M,
    ),
    (
        "it",
        "Comunicato stampa\n\nMILANO, 3 marzo 2026 – Orvane Semiconductor annuncia oggi la disponibilità "
        "dell'acceleratore Zephyr-2, già in consegna ai clienti cloud.",
        P,
    ),
    # Chinese
    (
        "zh",
        "据报道奥凡获得凯斯特订单\n\n据报道，奥凡半导体已获得凯斯特系统的大额高带宽存储订单，预计明年"
        "开始供货。",
        S,
    ),
    ("zh", "凯斯特或更换供应商\n\n知情人士透露，凯斯特系统正将部分加速器订单转给塔尔维克晶圆厂。", S),
    (
        "zh",
        "塔尔维克上季度出货四万片晶圆\n\n分析师估计，塔尔维克晶圆厂上季度出货约四万片先进晶圆，高于公"
        "司指引。",
        S,
    ),
    (
        "zh",
        "奥凡开始量产十二层存储芯片\n\n奥凡半导体周二表示，公司已开始量产十二层高带宽存储芯片，并将于"
        "下月向客户供货。",
        C,
    ),
    (
        "zh",
        "凯斯特发布Zephyr加速器\n\n凯斯特系统周三在台北展会上发布了Zephyr加速器。该芯片提供5 PFLOPS的"
        "FP8算力。"
        "分析师预计明年需求强劲。",
        C,
    ),
    ("zh", "布伦摩尔季度营收创新高\n\n布伦摩尔电子周四公布季度营收32亿美元，同比增长40%。", C),
    (
        "zh",
        "塔尔维克将投资120亿美元在亚利桑那建厂\n\n塔尔维克晶圆厂周一宣布，计划投资120亿美元在亚利桑那"
        "州建设第二座工厂。",
        M,
    ),
    ("zh", "新闻稿\n\n（2026年3月3日，上海）奥凡半导体今日宣布推出Zephyr-2加速器，现已向云客户供货。", P),
    # Japanese
    (
        "ja",
        "オルベイン、ケストレルから大型受注か\n\n関係者によると、オルベイン・セミコンダクターはケスト"
        "レル・システムズから"
        "高帯域幅メモリの大型受注を獲得した。",
        S,
    ),
    (
        "ja",
        "ケストレル、調達先を変更へ\n\n報道によると、ケストレル・システムズはアクセラレーターの発注の一部を"
        "タルビック・ファウンドリーに移す模様だ。",
        S,
    ),
    (
        "ja",
        "タルビック、前四半期に4万枚出荷\n\nアナリストの推計によると、タルビック・ファウンドリーは前四半期に"
        "先端ウエハーを約4万枚出荷した。",
        S,
    ),
    (
        "ja",
        "オルベイン、12層メモリの量産を開始\n\nオルベイン・セミコンダクターは火曜日、12層の高帯域幅メ"
        "モリの量産を"
        "開始したと発表した。来月から顧客に出荷する。",
        C,
    ),
    (
        "ja",
        "ケストレル、Zephyrアクセラレーターを発表\n\nケストレル・システムズは水曜日、台北の展示会でZephyr"
        "アクセラレーターを発表した。新世代の大型モデル向けとみられる。",
        C,
    ),
    (
        "ja",
        "ブレンムーア、四半期売上高が過去最高\n\nブレンムーア・エレクトロニクスは木曜日、四半期売上高"
        "が32億ドルと"
        "前年同期比40%増えたと発表した。",
        C,
    ),
    (
        "ja",
        "タルビック、アリゾナに120億ドル投資へ\n\nタルビック・ファウンドリーは月曜日、アリゾナ州に第2"
        "工場を建設する"
        "ため120億ドルを投資する計画を発表した。",
        M,
    ),
    (
        "ja",
        "プレスリリース\n\n2026年3月3日 オルベイン・セミコンダクターは本日、Zephyr-2アクセラレーターの提供を"
        "開始したことを発表します。",
        P,
    ),
    # Korean
    (
        "ko",
        "오르베인, 케스트렐서 대규모 수주\n\n업계에 따르면 오르베인반도체는 케스트렐시스템즈로부터 고"
        "대역폭메모리 "
        "대규모 주문을 따낸 것으로 알려졌다.",
        S,
    ),
    (
        "ko",
        "케스트렐, 공급사 교체 추진\n\n소식통에 따르면 케스트렐시스템즈는 가속기 주문 일부를 탈빅파운드리로 "
        "옮기기로 했다.",
        S,
    ),
    (
        "ko",
        "탈빅, 지난 분기 웨이퍼 4만장 출하\n\n애널리스트들은 탈빅파운드리가 지난 분기 첨단 웨이퍼 약 4만장을 "
        "출하한 것으로 추정했다.",
        S,
    ),
    (
        "ko",
        "오르베인, 12단 메모리 양산 시작\n\n오르베인반도체는 화요일 12단 고대역폭메모리 양산을 시작했다고 "
        "밝혔다. 다음 달부터 고객사에 공급한다.",
        C,
    ),
    (
        "ko",
        "케스트렐, 제피르 가속기 공개\n\n케스트렐시스템즈는 수요일 타이베이 전시회에서 제피르 가속기를 "
        "공개했다. 내년 수요가 크게 늘어날 전망이다.",
        C,
    ),
    (
        "ko",
        "브렌무어, 분기 매출 사상 최대\n\n브렌무어일렉트로닉스는 목요일 분기 매출이 32억 달러로 전년 "
        "대비 40% "
        "늘었다고 발표했다.",
        C,
    ),
    (
        "ko",
        "탈빅, 애리조나에 120억 달러 투자\n\n탈빅파운드리는 월요일 애리조나주에 두 번째 공장을 짓기 "
        "위해 120억 "
        "달러를 투자할 계획이라고 밝혔다.",
        M,
    ),
    (
        "ko",
        "보도자료\n\n오르베인반도체는 3일 제피르-2 가속기를 출시하고 클라우드 고객사에 공급을 시작했"
        "다고 밝혔다.",
        P,
    ),
]

# A market-research firm's or brokerage's estimate: the story when it opens it, a remark after.
FIRMS: list[tuple[str, str, str]] = [
    (
        "en",
        "HBM prices to rise 10% next year\n\nAccording to TrendForce, contract prices of high-bandwidth "
        "memory will rise about 10% next year as Orvane and Kestrel sell out.",
        S,
    ),
    (
        "en",
        "Orvane ships Zephyr-2\n\nOrvane Semiconductor began shipping its Zephyr-2 accelerator on Tuesday. "
        "The market for such parts will double by 2027, according to Counterpoint.",
        C,
    ),
    (
        "de",
        "HBM-Preise steigen kräftig\n\nLaut TrendForce werden die Vertragspreise für HBM-Speicher im "
        "kommenden Jahr um rund 10 Prozent steigen.",
        S,
    ),
    (
        "de",
        "Orvane liefert Zephyr-2 aus\n\nOrvane Semiconductor hat am Dienstag mit der Auslieferung des "
        "Zephyr-2 begonnen. Laut Gartner wird sich der Markt bis 2027 verdoppeln.",
        C,
    ),
    (
        "fr",
        "Les prix de la HBM vont grimper\n\nSelon TrendForce, les prix contractuels de la mémoire HBM "
        "augmenteront d'environ 10 % l'an prochain.",
        S,
    ),
    (
        "fr",
        "Orvane livre le Zephyr-2\n\nOrvane Semiconductor a commencé mardi à livrer son accélérateur "
        "Zephyr-2. Le marché doublera d'ici 2027, selon Counterpoint.",
        C,
    ),
    (
        "es",
        "Los precios de la HBM subirán\n\nSegún TrendForce, los precios contractuales de la memoria HBM "
        "subirán alrededor de un 10% el próximo año.",
        S,
    ),
    (
        "es",
        "Orvane entrega el Zephyr-2\n\nOrvane Semiconductor comenzó el martes a entregar su acelerador "
        "Zephyr-2. El mercado se duplicará en 2027, según Counterpoint.",
        C,
    ),
    (
        "it",
        "I prezzi delle HBM saliranno\n\nSecondo TrendForce, i prezzi contrattuali delle memorie HBM "
        "saliranno di circa il 10% il prossimo anno.",
        S,
    ),
    (
        "it",
        "Orvane consegna lo Zephyr-2\n\nOrvane Semiconductor ha iniziato martedì le consegne "
        "dell'acceleratore Zephyr-2. Il mercato raddoppierà entro il 2027, secondo Counterpoint.",
        C,
    ),
    ("zh", "HBM价格明年将上涨\n\n据集邦咨询预估，明年高带宽存储合约价格将上涨约10%。", S),
    (
        "zh",
        "奥凡开始交付Zephyr-2\n\n奥凡半导体周二开始交付Zephyr-2加速器。Counterpoint预计该市场到2027年将翻倍。",
        C,
    ),
    ("ja", "HBM価格、来年1割上昇\n\nTrendForceによると、高帯域幅メモリの契約価格は来年約10%上昇する。", S),
    (
        "ja",
        "オルベイン、Zephyr-2を出荷\n\nオルベイン・セミコンダクターは火曜日、Zephyr-2アクセラレーターの"
        "出荷を始めた。Counterpointによると、市場は2027年までに倍増する。",
        C,
    ),
    ("ko", "HBM 가격 내년 10% 상승\n\n트렌드포스에 따르면 내년 고대역폭메모리 계약 가격은 약 10% 오른다.", S),
    (
        "ko",
        "오르베인, 제피르-2 출하\n\n오르베인반도체는 화요일 제피르-2 가속기 출하를 시작했다. "
        "카운터포인트에 따르면 시장은 2027년까지 두 배로 커진다.",
        C,
    ),
]


def document_level(text: str) -> str | None:
    """The most common level over the document's claims and signal rows (as evaluation/observe.py)."""
    doc = read_document(SourceDocument("https://news.example.com/a1", text.encode(), "text/plain"))
    found = extract_document(doc, lambda schema, name, *_: new_id(schema, name))
    levels = Counter(s.evidence for s in found.statements if s.schema in ("Claim", "Signal"))
    return levels.most_common(1)[0][0] if levels else None


def test_the_table_covers_eight_languages_and_every_level() -> None:
    assert len({lang for lang, _, _ in TABLE}) == 8
    assert {level for _, _, level in TABLE} == {S, C, M, P}
    assert len(TABLE) >= 60


@pytest.mark.parametrize(("lang", "text", "level"), TABLE, ids=[f"{r[0]}-{i}" for i, r in enumerate(TABLE)])
def test_document_level(lang: str, text: str, level: str) -> None:
    assert document_level(text + "\n") == level, lang


def test_a_hedge_in_a_press_releases_lead_wins_over_the_release() -> None:
    # SYNTHETIC: a media company's release passing on someone else's report stays speculative
    text = (
        "TAIPEI, March 3, 2026 /PRNewswire/ -- Talvik Foundry has reportedly raised its yield to 60%, "
        "according to a trade paper.\n"
    )
    assert document_level(text) == S


def test_a_press_release_link_deep_in_a_page_is_not_a_press_release() -> None:
    # SYNTHETIC: trade press with a related-link line further down
    lines = ["Orvane ships Zephyr-2 to cloud customers", "Orvane Semiconductor shipped its Zephyr-2 parts."]
    filler = ["More coverage of the chip market follows here."] * 6
    text = "\n\n".join([*lines, *filler, "Read press release"])
    assert document_level(text + "\n") == C


@pytest.mark.parametrize(("lang", "text", "level"), FIRMS, ids=[f"{r[0]}-{i}" for i, r in enumerate(FIRMS)])
def test_a_research_firms_estimate(lang: str, text: str, level: str) -> None:
    assert document_level(text + "\n") == level, lang
