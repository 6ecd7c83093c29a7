"""A table of SYNTHETIC sentences for the relation classes the fourth precision audit round
works on (branch relprec, issue #11 §1): sentences that name a part and two companies but
state no supply, and their look-alikes that do.

Every sentence here is invented for this test: the companies ("Kestrel Memory", "Orbis
Foundry", "Lumen Systems"), the chip "Vega R1" and the platform "Atlas Pod" do not exist, and
no sentence reports an event. The table was written before the rules it checks. A row gives
(supplier, part, chip/platform or customer); an empty ``want`` means no supply relation.

Classes (the audit's wrong classes, not one document's words):
- a licence, restriction or grant received from a government is no part received
  ("received new export licence restrictions from the US government");
- a plant bought is a site changing hands, not a part supplied to the buyer ("购买...厂",
  "bought a packaging plant from X");
- demand talk: a part named only as what a launch drives demand for or what chips need
  ("将带动HBM4需求", "richiedono sempre più ... HBM", "need ever more HBM", "HBM4 수요");
- a company whose only link to a chip is the sentence before, with no part named
  ("X推出Vega R1。Y进度最快 ... 将开始量产"): no supply;
- a buyer bringing suppliers into its supply chain ("Y会将X纳入HBM4的供应生态"): X supplies Y;
  with no supplier named ("将三大原厂皆纳入"), nothing;
- a buyer named a supplier's top customer of a part ("X has emerged as Y's top CoWoS
  customer", "X is Y's largest customer of CoWoS", "X是Y最大的HBM客户", "X는 Y의 최대 HBM 고객",
  "XはYの最大のHBM顧客"): Y supplies X; with no part or no owner, nothing;
- the earlier suppliers a "third supplier" names with the part and buyer between ("the third
  supplier of HBM3E for X —after A and B—"): A and B supply X too;
- racks in Chinese ("机柜", "機櫃") are rack integration, like "racks".
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.relation_audit_rows import NAMES as BASE_NAMES

NAMES = BASE_NAMES

K, ORB, L, T = "company:kestrel", "company:orbis", "company:lumen", "company:talon"
V, A = "chip:vega_r1", "platform:atlas_pod"
HBM, PKG, SUB, RACK = "HBM", "Advanced packaging", "PCB and substrate", "Rack integration"

Want = tuple[str | None, str | None, str | None]


@dataclass(frozen=True)
class Row:
    cls: str
    lang: str
    text: str
    want: tuple[Want, ...] = ()


ROWS = (
    # a licence or restriction from a government: no part received
    Row(
        "licence",
        "en",
        "The government imposed a licence requirement on exports of the Vega R1, and Orbis Foundry "
        "also received new export licence restrictions from the US government.",
    ),
    Row("licence", "en", "For the Vega R1, Lumen Systems obtained an export licence from the government."),
    Row(
        "licence",
        "de",
        "Die Regierung verhängte Auflagen für Exporte des Vega R1, und Orbis Foundry erhielt "
        "ebenfalls eine Lizenzpflicht von der US-Regierung.",
    ),
    Row("licence", "en", "Lumen Systems bought HBM4 from Kestrel Memory for the Vega R1.", ((K, HBM, V),)),
    Row(
        "licence",
        "en",
        "Lumen Systems received HBM4 samples from Kestrel Memory for the Vega R1.",
        ((K, HBM, V),),
    ),
    # a plant bought: a site, not a supply
    Row("plant", "zh", "卢门去年购买星岳南科厂，经过改建已进入先进封装生产。"),
    Row("plant", "zh", "卢门去年从奥比斯购买封装厂，已进入CoWoS生产。"),
    Row("plant", "zh", "盧門去年購買星岳南科廠，經過改建已陸續完工。"),
    Row("plant", "en", "Lumen Systems bought a packaging plant from Orbis Foundry."),
    Row("plant", "ko", "루멘은 오르비스로부터 패키징 공장을 구매했다."),
    Row("plant", "ja", "ルーメンは昨年、オルビスからパッケージング工場を購入した。"),
    Row("plant", "zh", "卢门向凯斯特采购HBM4用于Vega R1。", ((K, HBM, V),)),
    # German "plant" is "plans": no plant bought
    Row(
        "plant",
        "de",
        "Lumen Systems plant den Kauf von HBM-Chips (High Bandwidth Memory) von Kestrel Memory.",
        ((K, HBM, L),),
    ),
    Row(
        "plant",
        "en",
        "Lumen Systems bought CoWoS capacity from Orbis Foundry for the Vega R1.",
        ((ORB, PKG, V),),
    ),
    # demand talk: no supply stated
    Row("demand", "zh", "随着AI扩张,预期卢门Vega R1量产后,将带动HBM4需求。"),
    Row("demand", "zh", "根据最新HBM产业研究,预期卢门Vega R1量产后,将带动HBM4需求。"),
    Row(
        "demand",
        "it",
        "Kestrel Memory ha beneficiato del boom: le GPU prodotte da Lumen Systems richiedono sempre "
        "più memoria ad alta larghezza di banda (HBM).",
    ),
    Row("demand", "en", "Kestrel Memory benefited: the chips produced by Lumen Systems need ever more HBM."),
    Row("demand", "ko", "루멘의 Vega R1 양산으로 HBM4 수요가 늘어날 전망이다."),
    Row(
        "demand",
        "de",
        "Kestrel Memory profitiert: die von Lumen Systems produzierten Chips benötigen immer mehr HBM.",
    ),
    Row("demand", "en", "Kestrel Memory supplies HBM4 for the Vega R1 amid strong demand.", ((K, HBM, V),)),
    Row("demand", "zh", "凯斯特为Vega R1供应HBM4，需求强劲。", ((K, HBM, V),)),
    Row(
        "demand",
        "zh",
        "凯斯特与奥比斯为应对卢门的HBM需求,在测试未完全结束时便启动了HBM4的量产。",
        ((K, HBM, L), (ORB, HBM, L)),
    ),
    # a part read from a making verb alone is no demand talk
    Row(
        "demand",
        "en",
        "Lumen Systems' Vega R1, manufactured using the Orbis Foundry 7nm process, has improved its yield.",
        ((ORB, "Accelerator", V),),
    ),
    # a chip from the sentence before, no part named: nothing
    Row("carried", "zh", "卢门推出Vega R1。凯斯特进度最快,预计第二季完成后将开始量产。"),
    Row("carried", "ko", "루멘은 Vega R1을 공개했다. 케스트렐은 2분기부터 양산을 시작할 예정이다."),
    Row("carried", "zh", "卢门推出Vega R1。凯斯特将开始量产HBM4。", ((K, HBM, V),)),
    # a buyer bringing suppliers into its supply chain: the object supplies, the subject buys
    Row(
        "included",
        "zh",
        "基于HBM4需求乐观、特定供应商难以满足Vega R1需求等三大因素,"
        "机构预期,卢门会将三大原厂皆纳入HBM4的供应生态。",
    ),
    Row("included", "zh", "机构预期,卢门会将凯斯特纳入HBM4的供应生态。", ((K, HBM, L),)),
    Row("included", "zh", "卢门將凯斯特納入HBM4供應鏈。", ((K, HBM, L),)),
    Row("included", "ja", "ケストレルはルーメンにHBM4を納入した。", ((K, HBM, L),)),
    # a buyer named the supplier's top customer of a part
    Row(
        "top_customer",
        "en",
        "Lumen Systems has emerged as Talon Assembly's top CoWoS customer.",
        ((T, PKG, L),),
    ),
    Row(
        "top_customer",
        "en",
        "Lumen Systems is Talon Assembly's largest customer of CoWoS advanced packaging, accounting for 60%.",
        ((T, PKG, L),),
    ),
    Row("top_customer", "zh", "卢门是凯斯特最大的HBM客户。", ((K, HBM, L),)),
    Row("top_customer", "zh", "卢门是凯斯特的最大HBM客户。", ((K, HBM, L),)),
    Row("top_customer", "ko", "루멘은 케스트렐의 최대 HBM 고객이다.", ((K, HBM, L),)),
    Row("top_customer", "ja", "ルーメンはケストレルの最大のHBM顧客だ。", ((K, HBM, L),)),
    # no part, a wish, or no owner named: nothing
    Row("top_customer", "en", "Lumen Systems is Talon Assembly's largest customer."),
    Row("top_customer", "en", "Lumen Systems hopes to become Talon Assembly's top CoWoS customer."),
    Row("top_customer", "zh", "卢门是全球最大的HBM客户。"),
    # the earlier suppliers of "the third supplier ... after A and B", the part and buyer between
    Row(
        "after",
        "en",
        "Kestrel Memory becomes the third supplier of 12-Hi HBM3E for Lumen Systems —after Orbis Foundry "
        "and Talon Assembly— leading to small volumes.",
        ((K, HBM, L), (ORB, HBM, L), (T, HBM, L)),
    ),
    Row(
        "after",
        "en",
        "Kestrel Memory becomes the third supplier of HBM3E for Lumen Systems, "
        "after Talon Assembly and Orbis Foundry.",
        ((K, HBM, L), (ORB, HBM, L), (T, HBM, L)),
    ),
    Row(
        "after",
        "en",
        "Kestrel Memory supplies HBM3E to Lumen Systems after Talon Assembly bought its plant.",
        ((K, HBM, L),),
    ),
    # racks in Chinese
    Row("racks", "zh", "奥比斯为Atlas Pod提供机柜。", ((ORB, RACK, A),)),
    Row("racks", "zh", "奥比斯為Atlas Pod提供機櫃。", ((ORB, RACK, A),)),
    Row("racks", "en", "Orbis Foundry supplies racks for the Atlas Pod.", ((ORB, RACK, A),)),
)
