"""A table of SYNTHETIC sentences for the relation classes the second precision audit found
wrong on new real text (branch auditrel2, docs/evaluation.md "Precision audit: relations,
second round").

Every sentence here is invented for this test: the companies ("Kestrel Memory", "Orbis
Foundry", "Lumen Systems", "Talon Assembly") and the chip "Vega R1" do not exist, and no
sentence reports an event. The table was written before the rules it checks. A supply row
gives (kind, actor, part, chip or customer, stage); a site row (kind, actor, stage) only, as
the place and part are not what these classes are about; an empty ``want`` means no relation.

Classes (the audit's wrong classes, not one document's words):
- no supply stated: a supply only considered ("is considering sourcing", "erwägt", "검토",
  "検討", "考虑"), taken as a premise ("を前提に", "전제로", "assuming"), not yet settled
  ("確定した状況ではない", "확정하지 않았다", "尚未确定"), an ability to supply ("供货能力",
  "공급 능력", "ability to supply"), a share cut to zero ("降为零", "0으로"), a request written
  after the verb ("...달라고 요청했다", "要請した");
- the customer named as supplier: a possessor of a demand ("为满足卢门的HBM需求");
- equipment for making a part read as the part ("HBM製造装置", "HBM equipment", "CoWoS
  machines", "HBM 장비", "HBM设备");
- the site stage: a started construction, a future opening or a slated start of volume
  production is ``planned``; a building cost is no plan; a shelved plant states no site;
- the customer of a site named as its company ("chips meant for X", "für X").
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.relation_audit_rows import NAMES as BASE_NAMES

NAMES = BASE_NAMES

K, ORB, L, T = "company:kestrel", "company:orbis", "company:lumen", "company:talon"
HBM = "HBM"

Want = tuple[str | None, ...]


@dataclass(frozen=True)
class Row:
    cls: str
    lang: str
    text: str
    want: tuple[Want, ...] = ()


def _sup(actor: str, part: str, customer: str | None, stage: str | None = None) -> Want:
    return ("supply", actor, part, customer, stage)


def _site(actor: str, stage: str | None) -> Want:
    return ("site", actor, stage)


SUPPLY_ROWS = (
    # considered, not stated
    Row("considered", "en", "Lumen Systems is considering sourcing HBM3E from Kestrel Memory."),
    Row("considered", "de", "Lumen Systems erwägt, HBM3E von Kestrel Memory zu beziehen."),
    Row("considered", "ko", "루멘은 케스트렐의 HBM3E 공급을 검토하고 있다."),
    Row("considered", "ja", "ルーメンはケストレルからのHBM3E供給を検討している。"),
    Row("considered", "zh", "卢门正在考虑由凯斯特供应HBM3E。"),
    Row("considered", "en", "Kestrel Memory supplies HBM3E to Lumen Systems.", (_sup(K, HBM, L),)),
    # a premise, not a supply
    Row("premise", "ja", "ケストレルは「ルーメン向けHBM4供給」を前提に生産設備を拡大している。"),
    Row("premise", "ko", "케스트렐은 루멘향 HBM4 공급을 전제로 설비를 늘리고 있다."),
    Row("premise", "en", "Assuming it will supply HBM4 to Lumen Systems, Kestrel Memory is adding capacity."),
    # not yet settled
    Row("unsettled", "ja", "ルーメンはケストレルのHBM4供給数量を確定した状況ではない。"),
    Row("unsettled", "ko", "루멘은 케스트렐의 HBM4 공급 물량을 아직 확정하지 않았다."),
    Row("unsettled", "zh", "卢门目前尚未确定凯斯特的HBM4供货数量。"),
    # an ability to supply
    Row("ability", "zh", "外界对凯斯特的HBM4供货能力持观望态度。"),
    Row("ability", "ko", "업계는 케스트렐의 HBM4 공급 능력에 의문을 제기했다."),
    Row("ability", "en", "Analysts doubt Kestrel Memory's ability to supply HBM4 to Lumen Systems."),
    # a share cut to zero
    Row("zero", "zh", "凯斯特在卢门HBM4中的供货份额降为零。"),
    Row("zero", "ko", "루멘향 HBM4 공급에서 케스트렐의 점유율은 0으로 떨어졌다."),
    # a request written after the verb
    Row("request", "ko", '루멘 CEO가 케스트렐 회장에게 "HBM4 공급 일정을 앞당겨 달라"고 요청했다.'),
    Row("request", "ja", "ルーメンはケストレルにHBM4の供給を前倒しするよう要請した。"),
    # the possessor of a demand is the customer, never the supplier
    # (a CJK volume word gives no stage: left unset on purpose, see relation_stage)
    Row("demand", "zh", "凯斯特为满足卢门的HBM需求,提前启动了HBM4的量产。", (_sup(K, HBM, None),)),
    Row("demand", "zh", "为满足卢门需求,凯斯特提前量产HBM4。", (_sup(K, HBM, None),)),
    # third pass (rows written with their rule, from the af_ documents' relations): an idiom,
    # a start to come in Korean
    Row("idiom", "en", "Kestrel Memory says the Vega R1 makes sense for Lumen Systems."),
    Row("future", "ko", "케스트렐은 이르면 10월 루멘향 HBM4 양산에 돌입한다.", (_sup(K, HBM, L),)),
    # second pass (rows written with their rule): samples received from a company, "even if",
    # "cannot", an agent marked "에 의해" is no buyer
    Row(
        "samples",
        "ko",
        "루멘은 케스트렐로부터 HBM3E 샘플을 받았으며 조만간 공급 계약을 체결할 것으로 예상된다.",
        (_sup(K, HBM, L, "sampling"),),
    ),
    Row("concession", "ja", "ケストレルがルーメンにHBM4を供給できないとしても影響は小さい。"),
    Row("concession", "ja", "ケストレルはルーメンにHBM4を供給できない。"),
    Row("agent", "ko", "케스트렐에 의해 독점돼 온 HBM 공급을 오르비스가 시작했다.", (_sup(ORB, HBM, None),)),
    # equipment for making a part is not the part
    Row("equipment", "ja", "ケストレルはルーメンにHBM製造装置を納入する。"),
    Row("equipment", "en", "Talon Assembly supplies HBM equipment to Kestrel Memory."),
    Row("equipment", "en", "Lumen Systems buys more CoWoS machines from Talon Assembly."),
    Row("equipment", "ko", "케스트렐은 루멘에 HBM 장비를 납품한다."),
    Row("equipment", "zh", "凯斯特向卢门供应HBM设备。"),
    Row("equipment", "en", "Kestrel Memory supplies HBM to Lumen Systems.", (_sup(K, HBM, L),)),
)

SITE_ROWS = (
    Row(
        "site",
        "en",
        "Kestrel Memory has started construction of a new fab in Boise, Idaho.",
        (_site(K, "planned"),),
    ),
    Row("site", "en", "Kestrel Memory broke ground on its fab in Boise, Idaho.", (_site(K, "planned"),)),
    Row(
        "site",
        "de",
        "Kestrel Memory will die neue Fabrik in Texas im Sommer eröffnen.",
        (_site(K, "planned"),),
    ),
    Row(
        "site",
        "de",
        "Die neue Fabrik in Texas, die Kestrel Memory im Sommer eröffnen wird.",
        (_site(K, "planned"),),
    ),
    Row(
        "site",
        "en",
        "A second Kestrel Memory fab in Arizona is slated to be ready for volume production in 2026.",
        (_site(K, "planned"),),
    ),
    Row("site", "en", "Kestrel Memory's fab in Arizona is in volume production.", (_site(K, "volume"),)),
    Row("site", "de", "Das inzwischen auf Eis gelegte Werk von Kestrel Memory in Texas bleibt leer."),
    Row("site", "en", "Kestrel Memory put its fab in Ohio on hold."),
    Row(
        "site",
        "es",
        "La nueva planta de Kestrel Memory en Texas está en construcción.",
        (_site(K, "planned"),),
    ),
    Row("site", "zh", "凯斯特因美国亚利桑那州工厂的建厂成本高昂而提价。", (_site(K, None),)),
    # a future in another clause of the sentence is not the plant's (second pass)
    Row("site", "zh", "明年晶圆价格将上涨，凯斯特亚利桑那州工厂的营运成本高昂。", (_site(K, None),)),
    Row(
        "site",
        "en",
        "The plant in Arizona will package chips meant for Lumen Systems made at Orbis Foundry fabs.",
        (_site(ORB, "planned"),),
    ),
    Row("site", "de", "Die Fabrik in Arizona soll Chips für Lumen Systems verpacken.", ()),
)
