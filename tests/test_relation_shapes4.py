"""Sentence shapes of the fourth relations round (branch relations4, issue 11 §1), each a table
of SYNTHETIC sentences written before its rule: the companies ("Kestrel Memory", "Orbis
Foundry", "Lumen Systems"), the chip "Vega R1", the platform "Atlas Pod" and the cluster
"Borealis" do not exist, and no sentence reports an event.

- a passive whose doer carries a degree ("is provided mostly by X", "fournie principalement
  par X", "hauptsächlich von X geliefert", "主要由X供应"): X supplies, as the primary (mostly,
  mainly) or the sole (exclusively) supplier;
- a site sentence that opens with its place ("In Dresden soll ... ein Werk von X entstehen",
  "En Arizona, X construirá una fábrica"), or names it as the owner's attribute ("at its
  Arizona fab", a known region only), and a German state after "in" that is no place ("in
  Betrieb gehen");
- a Latin brand written in lower case against Chinese, Japanese or Korean script
  ("SK hynixとmicron"), which is the company there, while a lower-case word in English prose
  stays a common word.
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations
from chipatlas.resolve.careful import plausible

K, ORB, L = "company:kestrel", "company:orbis", "company:lumen"
V, A = "chip:vega_r1", "platform:atlas_pod"

# (language, sentence, [(supplier, part, chip or platform, role)])
DEGREE_ROWS = [
    ("en", "The HBM3E of the Vega R1 is provided mostly by Kestrel Memory.", [(K, "HBM", V, "primary")]),
    ("en", "HBM4 for the Atlas Pod will be supplied mainly by Kestrel Memory.", [(K, "HBM", A, "primary")]),
    ("en", "The Vega R1 uses HBM3E supplied largely by Kestrel Memory.", [(K, "HBM", V, "primary")]),
    ("en", "HBM4 for the Atlas Pod is supplied exclusively by Kestrel Memory.", [(K, "HBM", A, "sole")]),
    ("fr", "La HBM3E du Vega R1 est fournie principalement par Kestrel Memory.", [(K, "HBM", V, "primary")]),
    (
        "es",
        "La HBM3E del Vega R1 es suministrada principalmente por Kestrel Memory.",
        [(K, "HBM", V, "primary")],
    ),
    ("it", "La HBM3E del Vega R1 è fornita principalmente da Kestrel Memory.", [(K, "HBM", V, "primary")]),
    (
        "de",
        "Die HBM3E für den Vega R1 wird hauptsächlich von Kestrel Memory geliefert.",
        [(K, "HBM", V, "primary")],
    ),
    ("zh", "Vega R1的HBM3E主要由凯斯特供应。", [(K, "HBM", V, "primary")]),
    (
        "en",
        "Lumen Systems uses HBM3E on the Vega R1, provided mostly by Kestrel Memory.",
        [(K, "HBM", V, "primary")],
    ),
    # no supply verb, or the buyer's side: nothing supplied
    ("en", "Demand for HBM3E in the Vega R1 is driven mostly by Lumen Systems.", []),
    ("en", "Orders for the Vega R1 are placed mainly by Lumen Systems.", []),
    # a plain passive states no role
    ("en", "HBM3E for the Vega R1 is supplied by Kestrel Memory.", [(K, "HBM", V, None)]),
]


@pytest.mark.parametrize(("lang", "text", "want"), DEGREE_ROWS, ids=lambda v: str(v)[:40])
def test_a_passive_with_a_degree_names_its_doer_and_role(
    lang: str, text: str, want: list[tuple[str, str, str, str | None]]
) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "supply"]
    assert [(entity_id(r.supplier), r.component, entity_id(r.target), r.role) for r in found] == want


# (language, sentence, [(company, place, stage)])
SITE_ROWS = [
    (
        "de",
        "In Dresden soll bis 2028 ein neues Werk von Orbis Foundry entstehen.",
        [(ORB, "Dresden", "planned")],
    ),
    (
        "de",
        "Orbis Foundry baut in Dresden ein Werk, das 2027 in Betrieb gehen soll.",
        [(ORB, "Dresden", "planned")],
    ),
    ("es", "En Arizona, Orbis Foundry construirá una fábrica de chips.", [(ORB, "Arizona", "planned")]),
    ("en", "In Ohio, Orbis Foundry is building a new fab.", [(ORB, "Ohio", "planned")]),
    ("fr", "Dans l'Ohio, Orbis Foundry construira une usine.", [(ORB, "Ohio", "planned")]),
    # the conditional of a reported plan, a plant to arise: planned
    (
        "de",
        "In Ohio würden dafür zwei Fabriken gemeinsam mit Orbis Foundry in Columbus gebaut.",
        [(ORB, "Columbus", "planned")],
    ),
    ("de", "Orbis Foundry baut in Dresden eine Fabrik.", [(ORB, "Dresden", "planned")]),
    ("de", "Das Werk von Orbis Foundry entsteht in Dresden.", [(ORB, "Dresden", "planned")]),
    ("fr", "Orbis Foundry construirait une usine à Dresde.", [(ORB, "Dresde", "planned")]),
    ("es", "Orbis Foundry construiría una fábrica en Arizona.", [(ORB, "Arizona", "planned")]),
    ("it", "Orbis Foundry costruirebbe una fabbrica in Arizona.", [(ORB, "Arizona", "planned")]),
    # a later place with another name before it is another company's: not this one's
    (
        "de",
        "Zwei Fabriken würden mit Orbis Foundry in Columbus und mit Vantor in Dallas gebaut.",
        [(ORB, "Columbus", "planned")],
    ),
    (
        "en",
        "Orbis Foundry is building fabs in Idaho and New York.",
        [(ORB, "Idaho", "planned"), (ORB, "New York", "planned")],
    ),
    (
        "en",
        "Orbis Foundry's AP8 plant in Tainan and AP9 in Chiayi began production.",
        [(ORB, "Tainan", "volume"), (ORB, "Chiayi", "volume")],
    ),
    # a German abstract noun after "in der" is no place ("plant" is German for "plans")
    ("de", "Orbis Foundry plant einen Ausbau in der Fertigung.", []),
    ("de", "Orbis Foundry plant Investitionen in der Entwicklung neuer Werke.", []),
    # the place as the owner's attribute before the site words: a known region only
    ("en", "Orbis Foundry will make the Vega R1 at its Arizona fab.", [(ORB, "Arizona", "planned")]),
    ("en", "Kestrel Memory's new Hsinchu plant began production of HBM4.", [(K, "Hsinchu", "volume")]),
    ("en", "Orbis Foundry will make the Vega R1 at its Atlas fab.", []),
    # "a" before a place is Italian's "at" ("a Catania"), never English's article ("a Taiwan name")
    ("it", "Orbis Foundry costruirà un nuovo stabilimento a Catania.", [(ORB, "Catania", "planned")]),
    ("en", "Orbis Foundry trades as a Taiwan tech name, beside the semiconductor complex.", []),
    # "foundry" is a plant only with an owner and a place before it; else it is a business
    ("en", "Orbis Foundry will make the Vega R1 at its new Texas foundry.", [(ORB, "Texas", "planned")]),
    ("en", "Kestrel Memory is the second-largest foundry in Korea.", []),
    ("en", "Kestrel Memory's foundry business makes the Vega R1.", []),
    ("en", "Lumen Systems will buy 5,000 of Orbis Foundry's chips for its AI factory.", []),
    # after a company's possessive, one town-like word is the place; a plant's own name is not
    ("en", "Orbis Foundry's Longtan factory began production of wafers.", [(ORB, "Longtan", "volume")]),
    ("en", "Orbis Foundry's Advanced Backend plant began production.", []),
    ("en", "Orbis Foundry said its Longtan factory began production.", []),
    # a month, or a German state after "in", is no place: no site
    ("en", "In March, Orbis Foundry said its fab was fully booked.", []),
    ("de", "In Betrieb ist das Werk von Orbis Foundry seit Jahren.", []),
]


@pytest.mark.parametrize(("lang", "text", "want"), SITE_ROWS, ids=lambda v: str(v)[:40])
def test_a_site_sentence_may_open_with_its_place(
    lang: str, text: str, want: list[tuple[str, str, str]]
) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "site"]
    assert [(entity_id(r.supplier), r.place, r.stage) for r in found] == want


@pytest.mark.parametrize(
    ("text", "name", "linked"),
    [
        ("SK hynixとmicronがHBMを供給する。", "micron", True),  # Japanese
        ("nvidia의 칩에 HBM을 공급한다.", "nvidia", True),  # Korean, a particle after it
        ("由 nvidia 采购。", "nvidia", True),  # Chinese, a space either side
        ("The part is cut to a tenth of a micron wide.", "micron", False),  # English: a common word
        ("apple juice", "apple", False),
    ],
)
def test_a_lower_case_brand_against_cjk_script_is_the_company(text: str, name: str, linked: bool) -> None:
    start = text.index(name)
    assert plausible(text, start, start + len(name)) is linked


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Kestrel Memory sells memory. 相比之下，Vega R1只提供每秒100个token。", "zh"),
        ("Kestrel Memory sells memory. これに対し、Vega R1は毎秒100トークンを提供する。", "ja"),
        ("Kestrel Memory sells memory. 반면 Vega R1은 초당 100개 토큰을 제공한다.", "ko"),
    ],
)
def test_a_chip_providing_a_figure_is_no_supply_of_the_company_in_focus(text: str, lang: str) -> None:
    """A Korean, Japanese or Chinese verb with no subject takes the company in focus as the
    supplier, but only for a part: a chip that "provides" a rate, with no part named, is its
    specification."""
    assert [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "supply"] == []


@pytest.mark.parametrize(
    ("text", "part"),
    [
        # the packaging words qualify the agreement, not the wafer fab
        (
            "The advanced packaging deal came as Talon Assembly's first Arizona fab is to begin production.",
            None,
        ),
        # ... they qualify the plant itself
        ("Talon Assembly will open its Arizona CoWoS packaging plant.", "Advanced packaging"),
        ("Talon Assembly will open its CoWoS fab in Arizona.", "Advanced packaging"),
    ],
)
def test_a_wafer_fab_takes_a_packaging_part_only_when_the_words_qualify_it(
    text: str, part: str | None
) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "site"]
    assert [(r.component, r.place, r.stage) for r in found] == [(part, "Arizona", "planned")]


@pytest.mark.parametrize(
    ("lang", "text", "want"),
    [
        ("it", "Il supercomputer Borealis è alimentato da 20.000 chip Vega R1.", [("Borealis", V)]),
        ("it", "Lumen Systems ha installato 10.000 Vega R1 nel cluster Borealis.", [("Borealis", V)]),
        ("it", "Il cluster Borealis sfrutta l'Atlas Pod.", [("Borealis", A)]),
        # a cluster the store does not know, named after its noun
        ("it", "Il supercomputer Halcyon utilizza 5.000 chip Vega R1.", [("Halcyon", V)]),
        ("fr", "Le supercalculateur Halcyon est alimenté par des Vega R1.", [("Halcyon", V)]),
        ("es", "El supercomputador Halcyon está impulsado por chips Vega R1.", [("Halcyon", V)]),
        ("de", "Der Supercomputer Halcyon wird von Vega R1 Chips angetrieben.", [("Halcyon", V)]),
        # an article or an owner after the noun is no cluster's name; no cluster, no deployment
        ("it", "Il supercomputer di Lumen Systems utilizza chip Vega R1.", []),
        ("it", "Il Vega R1 è alimentato da una tensione di 12 V.", []),
    ],
)
def test_a_cluster_uses_a_chip_in_romance_and_german_phrasing(
    lang: str, text: str, want: list[tuple[str, str]]
) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "deployment"]
    assert [(r.obj_text, entity_id(r.target)) for r in found] == want


# (language, sentence, [(supplier, part, chip/platform or customer)])
ORDER_ROWS = [
    # Chinese "ships" (出货 / 出貨) to a buyer; the shipment volume noun is no verb
    ("zh", "凯斯特将于下月开始向卢门出货HBM4。", [(K, "HBM", L)]),
    ("zh", "凯斯特將於下月開始向卢门出貨HBM4。", [(K, "HBM", L)]),
    ("zh", "凯斯特的HBM4出货量同比增长50%，卢门是最大客户。", []),
    # Chinese "delivers" (交付), never the delivery volume (交付量)
    ("zh", "凯斯特已向卢门交付HBM3样品。", [(K, "HBM", L)]),
    ("zh", "凯斯特第三季HBM交付量创新高，卢门下单增加。", []),
    ("zh", "除已交付的HBM3样品外，卢门的新厂预计明年投产。", []),
    # with no buyer named, shipping at scale is volume talk: the chip of the sentence before is not carried
    ("zh", "Vega R1采用HBM3E。凯斯特的HBM3E已完成验证，预计明年大规模出货。", []),
    # a share of the buyer's orders won; the buyer allotting its volume to the supplier
    ("en", "Kestrel Memory has won two-thirds of Lumen Systems' HBM4 orders.", [(K, "HBM", L)]),
    ("en", "Kestrel Memory secured more than half of Lumen Systems's HBM4 orders.", [(K, "HBM", L)]),
    (
        "en",
        "Lumen Systems has allocated about two-thirds of its HBM4 volume for the Vega R1 to Kestrel Memory.",
        [(K, "HBM", V)],
    ),
    ("en", "Lumen Systems allocated more capital to research on the Vega R1.", []),
    ("zh", "卢门已将约三分之二的HBM4订单分配给凯斯特。", [(K, "HBM", L)]),
    ("zh", "卢门將Vega R1所需的HBM4中約3分之2分配給凯斯特。", [(K, "HBM", V)]),
    # "has been the main supplier / provider to"
    ("en", "Kestrel Memory has been the primary HBM3 provider to Lumen Systems.", [(K, "HBM", L)]),
]


@pytest.mark.parametrize(("lang", "text", "want"), ORDER_ROWS, ids=lambda v: str(v)[:40])
def test_shipments_orders_and_supplier_nouns(lang: str, text: str, want: list[tuple[str, str, str]]) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "supply"]
    assert [
        (entity_id(r.supplier), r.component, entity_id(r.target) or entity_id(r.customer)) for r in found
    ] == want


@pytest.mark.parametrize(
    ("lang", "text", "want"),
    [
        (
            "en",
            "Lumen Systems was already receiving Kestrel Memory's HBM3E for the Vega R1.",
            [(K, "HBM", V)],
        ),
        ("de", "Lumen Systems erhält die HBM3E von Kestrel Memory für den Vega R1.", [(K, "HBM", V)]),
        ("fr", "Lumen Systems reçoit la HBM3E de Kestrel Memory pour le Vega R1.", [(K, "HBM", V)]),
        ("es", "Lumen Systems recibe la HBM3E de Kestrel Memory para el Vega R1.", [(K, "HBM", V)]),
        ("it", "Lumen Systems riceve la HBM3E di Kestrel Memory per il Vega R1.", [(K, "HBM", V)]),
        # no part received: no supply
        ("en", "Lumen Systems received Kestrel Memory's invoice for the Vega R1 design.", []),
    ],
)
def test_a_buyer_receiving_a_suppliers_part(lang: str, text: str, want: list[tuple[str, str, str]]) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "supply"]
    assert [
        (entity_id(r.supplier), r.component, entity_id(r.target) or entity_id(r.customer)) for r in found
    ] == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a foundry in the passive with "at": the company after it makes the chip
        ("The Vega R1 chips are made at Orbis Foundry.", [(ORB, "Accelerator", V)]),
        ("The Vega R1 dies are etched at Orbis Foundry in Ohio.", [(ORB, "Accelerator", V)]),
        ("Lumen Systems' Vega R1 is fabricated at Orbis Foundry's Ohio fab.", [(ORB, "Accelerator", V)]),
        # no company after "at": a place or an amount, no supply
        ("The Vega R1 chips are made at a plant in Ohio.", []),
        ("The Vega R1 was made at a cost of two billion dollars.", []),
    ],
)
def test_a_chip_made_at_a_foundry(text: str, want: list[tuple[str, str, str]]) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "supply"]
    assert [(entity_id(r.supplier), r.component, entity_id(r.target)) for r in found] == want
