"""A table of SYNTHETIC sentences for the relation reader (tests/test_relation_table.py).

Every sentence here is invented for this test: the companies ("Kestrel Memory", "Orbis
Foundry", "Lumen Systems", ...), the chip "Vega R1", the platform "Atlas Pod" and the
cluster "Borealis" do not exist, and no sentence reports an event. Half of the rows state a
supply, site, ownership or deployment relation (with the tuple the reader should give); the
other half must give no relation at all: negotiations, requests, capacity talk, a buyer
purchasing the finished chip from a distributor, comparisons, a chip sold to a customer (not
a part supplied), market-share talk, hopes, questions, conditions. Analyst speculation is a
relation, read as ``speculative``. Languages: en, de, fr, es, it, ja, ko, zh.
"""

from __future__ import annotations

from dataclasses import dataclass

NAMES = {
    "Kestrel Memory": "company:kestrel",
    "케스트렐": "company:kestrel",
    "ケストレル": "company:kestrel",
    "凯斯特": "company:kestrel",
    "Beryl Memory": "company:beryl",
    "Orbis Foundry": "company:orbis",
    "오르비스": "company:orbis",
    "オルビス": "company:orbis",
    "奥比斯": "company:orbis",
    "Lumen Systems": "company:lumen",
    "루멘": "company:lumen",
    "ルーメン": "company:lumen",
    "卢门": "company:lumen",
    "Corvid Cloud": "company:corvid",
    "Halden Distribution": "company:halden",
    "Talon Assembly": "company:talon",
    "Pell Micro": "company:pell",
    "Vega R1": "chip:vega_r1",
    "Atlas Pod": "platform:atlas_pod",
    "Borealis": "cluster:borealis",
}

# (kind, actor, part or owned company, platform/chip or customer, ends, speculative):
# the actor is the supplier (supply, site), the owner (ownership) or the cluster (deployment).
Want = tuple[str, str, str | None, str | None, bool, bool]


@dataclass(frozen=True)
class Row:
    lang: str
    text: str
    want: tuple[Want, ...] = ()  # empty: the sentence states no relation


def _s(actor: str, part: str, target: str | None, ends: bool = False, spec: bool = False) -> Want:
    return ("supply", actor, part, target, ends, spec)


K, B, ORB, L, T = "company:kestrel", "company:beryl", "company:orbis", "company:lumen", "company:talon"
V, A = "chip:vega_r1", "platform:atlas_pod"
HBM, PKG, ACC, RACK = "HBM", "Advanced packaging", "Accelerator", "Rack integration"

STATES = (
    Row("en", "Kestrel Memory supplies HBM3E for the Vega R1.", (_s(K, HBM, V),)),
    Row(
        "en",
        "Kestrel Memory has been qualified as a second source of HBM4 for the Atlas Pod.",
        (_s(K, HBM, A),),
    ),
    Row("en", "The Atlas Pod racks are assembled by Talon Assembly in Mexico.", (_s(T, RACK, A),)),
    Row("en", "Orbis Foundry makes the Vega R1 on its 3nm process.", (_s(ORB, ACC, V),)),
    Row("en", "Lumen Systems buys HBM for the Vega R1 from Kestrel Memory.", (_s(K, HBM, V),)),
    Row("en", "Kestrel Memory will supply HBM4 to Lumen Systems starting next year.", (_s(K, HBM, L),)),
    Row("en", "Kestrel Memory no longer supplies HBM3E for the Vega R1.", (_s(K, HBM, V, ends=True),)),
    Row("en", "Kestrel Memory reportedly supplies HBM4 for the Atlas Pod.", (_s(K, HBM, A, spec=True),)),
    Row(
        "en",
        "Analysts estimate that Kestrel Memory supplies about 30% of the HBM for the Vega R1.",
        (_s(K, HBM, V, spec=True),),
    ),
    Row(
        "en", "Analysts expect Kestrel Memory to supply HBM4 for the Atlas Pod.", (_s(K, HBM, A, spec=True),)
    ),
    Row(
        "en",
        "Orbis Foundry's new packaging plant in Chiayi, Taiwan began volume production this month.",
        (("site", ORB, None, None, False, False),),
    ),
    Row(
        "en",
        "Orbis Foundry acquired Pell Micro in March.",
        (("ownership", ORB, "company:pell", None, False, False),),
    ),
    Row(
        "en",
        "Pell Micro is a wholly owned subsidiary of Orbis Foundry.",
        (("ownership", ORB, "company:pell", None, False, False),),
    ),
    Row(
        "en",
        "The Borealis cluster uses 20,000 Vega R1 chips.",
        (("deployment", "cluster:borealis", None, V, False, False),),
    ),
    Row(
        "en",
        "Corvid Cloud's Borealis supercomputer runs on the Atlas Pod.",
        (("deployment", "cluster:borealis", None, A, False, False),),
    ),
    Row("en", "Kestrel Memory is the sole supplier of HBM3E for the Vega R1.", (_s(K, HBM, V),)),
    Row("en", "Talon Assembly began shipments of Atlas Pod racks to Corvid Cloud.", (_s(T, RACK, A),)),
    Row("en", "Kestrel Memory started mass production of HBM4 for the Vega R1.", (_s(K, HBM, V),)),
    Row("en", "Lumen Systems taps Kestrel Memory for HBM4 in the Vega R1.", (_s(K, HBM, V),)),
    Row("en", "Beryl Memory loses share to Kestrel Memory in HBM for the Vega R1.", (_s(K, HBM, V),)),
    Row(
        "en",
        "Lumen Systems replaced Beryl Memory with Kestrel Memory as the HBM supplier for the Vega R1.",
        (_s(B, HBM, V, ends=True), _s(K, HBM, V)),
    ),
    Row("de", "Kestrel Memory liefert HBM3E für den Vega R1.", (_s(K, HBM, V),)),
    Row("de", "Der Vega R1 wird von Orbis Foundry gefertigt.", (_s(ORB, ACC, V),)),
    Row(
        "de",
        "Orbis Foundry übernimmt Pell Micro.",
        (("ownership", ORB, "company:pell", None, False, False),),
    ),
    Row("fr", "Kestrel Memory fournit la HBM4 du Vega R1.", (_s(K, HBM, V),)),
    Row("fr", "Les racks de l'Atlas Pod sont assemblés par Talon Assembly au Mexique.", (_s(T, RACK, A),)),
    Row(
        "fr",
        "Selon des sources, Kestrel Memory fournirait la HBM4 de l'Atlas Pod.",
        (_s(K, HBM, A, spec=True),),
    ),
    Row("es", "Kestrel Memory suministra HBM3E para el Vega R1.", (_s(K, HBM, V),)),
    Row("es", "Orbis Foundry fabrica los chips Vega R1.", (_s(ORB, ACC, V),)),
    Row("it", "Kestrel Memory fornisce la HBM4 per il Vega R1.", (_s(K, HBM, V),)),
    Row("it", "Il Vega R1 è prodotto da Orbis Foundry.", (_s(ORB, ACC, V),)),
    Row("ja", "ケストレルはVega R1向けにHBM4を供給する。", (_s(K, HBM, V),)),
    Row("ja", "ルーメンはケストレルからHBMの供給を受ける。", (_s(K, HBM, L),)),
    Row("ja", "ケストレルのHBM3EはVega R1向けの品質テストに合格した。", (_s(K, HBM, V),)),
    Row("ko", "케스트렐은 Vega R1에 HBM4를 공급한다.", (_s(K, HBM, V),)),
    Row("ko", "루멘은 케스트렐로부터 HBM3E를 공급받는다.", (_s(K, HBM, L),)),
    Row("ko", "케스트렐은 Vega R1용 HBM4 퀄 테스트를 통과했다.", (_s(K, HBM, V),)),
    Row("zh", "凯斯特向Vega R1供应HBM3E。", (_s(K, HBM, V),)),
    Row("zh", "奥比斯为Vega R1提供CoWoS先进封装。", (_s(ORB, PKG, V),)),
    Row("zh", "凯斯特已通过卢门的HBM4认证。", (_s(K, HBM, L),)),
    Row("zh", "据报道，凯斯特将向Atlas Pod供应HBM4。", (_s(K, HBM, A, spec=True),)),
)

NONE = (
    Row("en", "Kestrel Memory is in talks to supply HBM4 for the Vega R1."),
    Row("en", "Lumen Systems asked Kestrel Memory to supply more HBM3E for the Vega R1."),
    Row("en", "Kestrel Memory will add capacity to make 40,000 HBM wafers a month."),
    Row("en", "Corvid Cloud bought Vega R1 chips from Halden Distribution."),
    Row("en", "Lumen Systems shipped 50,000 Vega R1 chips to Corvid Cloud last quarter."),
    Row("en", "Lumen Systems sold 10,000 Vega R1 chips to Corvid Cloud."),
    Row("en", "Kestrel Memory gained market share in HBM this quarter, ahead of Orbis Foundry."),
    Row("en", "Kestrel Memory holds about 50% of the HBM market."),
    Row("en", "Kestrel Memory hopes to supply HBM4 for the Atlas Pod next year."),
    Row("en", "Will Kestrel Memory supply HBM4 for the Atlas Pod?"),
    Row("en", "Lumen Systems says the Vega R1 has more memory bandwidth than chips made by Orbis Foundry."),
    Row("en", "Lumen Systems is seeking a second source of HBM4 for the Vega R1."),
    Row("en", "Kestrel Memory wants to become a supplier of HBM4 for the Vega R1."),
    Row("en", "Lumen Systems requested samples of HBM4 from Kestrel Memory."),
    Row("en", "Is Orbis Foundry making the Vega R1?"),
    Row("en", "Analysts debate whether Kestrel Memory will supply HBM4 for the Atlas Pod."),
    Row("en", "Kestrel Memory competes with Beryl Memory to supply HBM for the Vega R1."),
    Row("en", "If Kestrel Memory supplies HBM4 for the Atlas Pod, prices could fall."),
    Row("en", "Kestrel Memory's share of the HBM market rose to 55%."),
    Row("en", "The Vega R1 uses eight stacks of HBM3E."),
    Row("en", "Corvid Cloud purchased Atlas Pod systems from Halden Distribution, a reseller."),
    Row("de", "Kestrel Memory verhandelt mit Lumen Systems über die Lieferung von HBM4."),
    Row("de", "Kestrel Memory hofft, HBM4 für den Vega R1 zu liefern."),
    Row("de", "Ob Kestrel Memory HBM4 für den Vega R1 liefert, ist offen."),
    Row("fr", "Kestrel Memory espère fournir la HBM4 du Vega R1."),
    Row("fr", "Lumen Systems a demandé à Kestrel Memory de fournir plus de HBM4 pour le Vega R1."),
    Row("es", "Kestrel Memory espera suministrar HBM4 para el Vega R1."),
    Row("es", "¿Suministrará Kestrel Memory HBM4 para el Vega R1?"),
    Row("it", "Kestrel Memory spera di fornire la HBM4 per il Vega R1."),
    Row("it", "Kestrel Memory è in trattative per fornire HBM4 al Vega R1."),
    Row("ja", "ケストレルはVega R1向けのHBM4供給を目指している。"),
    Row("ja", "ケストレルがVega R1向けにHBM4を供給できるかは不透明だ。"),
    Row("ko", "케스트렐은 Vega R1용 HBM4 공급을 위해 협상 중이다."),
    Row("ko", "케스트렐이 Vega R1에 HBM4를 공급할 수 있을지 주목된다."),
    Row("zh", "凯斯特正在与卢门洽谈HBM4供应。"),
    Row("zh", "凯斯特希望向Vega R1供应HBM4。"),
    Row("zh", "凯斯特能否向Vega R1供应HBM4仍不确定。"),
    Row("en", "Lumen Systems would like Kestrel Memory to supply HBM4 for the Vega R1."),
    Row("en", "Kestrel Memory could become the main supplier of HBM4 for the Vega R1 if it passes tests."),
)

# Rows added after the first sight (branch relations3, the second round of general classes):
# a customer supply that ends or shifts, names of a buyer, a maker or a chip read as owned
# companies or clusters, and a denied supply ("has yet to pass", "aún no", "통과하지 못했다").
LATER_STATES = (
    Row("en", "Kestrel Memory no longer supplies HBM3E to Lumen Systems.", (_s(K, HBM, L, ends=True),)),
    Row("en", "Beryl Memory loses share to Kestrel Memory at Lumen Systems in HBM.", (_s(K, HBM, L),)),
    Row("en", "Kestrel Memory not only supplies HBM4 for the Vega R1 but also tests it.", (_s(K, HBM, V),)),
    Row("es", "Kestrel Memory ya no suministra HBM4 para el Vega R1.", (_s(K, HBM, V, ends=True),)),
    # a supply at its sampling stage (walk4)
    Row("en", "Kestrel Memory is sampling HBM4 for the Atlas Pod.", (_s(K, HBM, A),)),
    Row("en", "Kestrel Memory has sent HBM4 samples for the Vega R1, the company said.", (_s(K, HBM, V),)),
    # a maker named for the systems it builds, also as a coordinated predicate (relmaker)
    Row("en", "Talon Assembly is the primary assembler of the Atlas Pod.", (_s(T, RACK, A),)),
    Row(
        "en",
        "Kestrel Memory signed a deal with Lumen Systems, supplying HBM4 for the Vega R1.",
        (_s(K, HBM, V),),
    ),
    # "across" a country, as "in" it
    Row(
        "en",
        "Orbis Foundry plans to invest $265 billion in ten new fabrication plants across the United States.",
        (("site", ORB, None, None, False, False),),
    ),
    # "the wafer" refers back to the chip just named: its maker's site and supply
    Row(
        "en",
        "Lumen Systems showed the first Vega R1 wafer made in Arizona. The wafer was built at "
        "Orbis Foundry's facility in Phoenix, Arizona.",
        (("site", ORB, None, None, False, False), _s(ORB, ACC, V)),
    ),
    # a measure before the part keeps the supply ("higher bandwidth HBM4")
    Row("en", "Kestrel Memory provides higher bandwidth HBM4 for the Vega R1.", (_s(K, HBM, V),)),
    Row(
        "en",
        "Talon Assembly grew 40% — more than Lumen Systems — and is the main assembler of the Atlas Pod.",
        (_s(T, RACK, A),),
    ),
    Row("en", "Pell Micro, the sole packager of the Vega R1, expanded.", (_s("company:pell", PKG, V),)),
    Row("de", "Kestrel Memory plant eine neue Fabrik in Dresden.", (("site", K, None, None, False, False),)),
    # a parent named, and a plant of the parent, not of the company in its apposition
    Row(
        "en",
        "Orbis Foundry, the parent company of Kestrel Memory, plans a new fab in Dresden.",
        (("site", ORB, None, None, False, False), ("ownership", ORB, K, None, False, False)),
    ),
    Row(
        "en",
        "Kestrel Memory's parent company, Orbis Foundry, opened a plant in Dresden.",
        (("site", ORB, None, None, False, False), ("ownership", ORB, K, None, False, False)),
    ),
)
LATER_NONE = (
    # a designer is no maker of a part; a new clause's company is not what was sold (relmaker)
    Row("en", "Lumen Systems is the maker of the Atlas Pod."),
    Row("en", "Lumen Systems sells chips, and Corvid Cloud grew."),
    # one company's two names (a former name): no ownership of itself
    Row("en", "케스트렐, the parent company of Kestrel Memory, grew."),
    # a figure or a measure as the verb's object: the product's performance, no part supplied
    Row(
        "en",
        "Lumen Systems expects the Vega R1 delivering 1.3 to 1.5 times the performance of the Atlas Pod.",
    ),
    Row("en", "Lumen Systems says the Vega R1 delivers up to 20 PFLOPS, with higher throughput."),
    # a participle after a comma: its subject is the sentence's, not the company before it
    Row("en", "Each Atlas Pod starts with Vega R1 accelerators and Pell Micro CPUs, providing 112 cores."),
    # German "plant" ("plans") names no plant
    Row("de", "Lumen Systems plant eine Investition in ein Rechenzentrum in Lissabon."),
    Row("de", "Lumen Systems plant 10-Milliarden-Dollar-Rechenzentrum in Lissabon mit Vega R1 Chips."),
    # a part's word before a making verb is no company ("... between CPU and GPU makes ...")
    Row("en", "The link between CPU and GPU makes weight offloading fast on the Atlas Pod."),
    Row("en", "Corvid Cloud sold 2,000 Vega R1 servers to Halden Distribution."),
    Row("en", "Corvid Cloud bought Lumen Systems GPUs for its new data centre."),
    Row("de", "Corvid Cloud kauft Lumen Systems-Chips für ein neues Rechenzentrum."),
    Row("en", "The Vega R1 supercomputer at Corvid Cloud uses the Atlas Pod."),
    Row("en", "Corvid Cloud sold Atlas Pod racks to Halden Distribution last year."),
    Row("en", "Kestrel Memory has yet to pass qualification for the Vega R1's HBM4."),
    Row("en", "Kestrel Memory's HBM4 has not been qualified for the Vega R1."),
    Row("en", "Kestrel Memory denied that it supplies HBM4 for the Vega R1."),
    Row("de", "Kestrel Memory liefert noch keinen HBM4 für den Vega R1."),
    Row("fr", "Kestrel Memory ne fournit pas encore la HBM4 du Vega R1."),
    Row("es", "Kestrel Memory aún no suministra HBM4 para el Vega R1."),
    Row("it", "Kestrel Memory non fornisce ancora la HBM4 per il Vega R1."),
    Row("ja", "ケストレルはVega R1向けにHBM4を供給していない。"),
    Row("ko", "케스트렐은 아직 Vega R1용 HBM4 퀄 테스트를 통과하지 못했다."),
    Row("zh", "凯斯特未能向Vega R1供应HBM4。"),
    Row("en", "Kestrel Memory has not yet sent HBM4 samples for the Vega R1."),
    Row("en", "Analysts are sampling opinions on HBM4 demand for the Vega R1."),
)
