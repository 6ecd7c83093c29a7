"""A table of SYNTHETIC sentences for the relation classes the third precision audit round
works on (branch relcontract, issue #11 §1): what the reader hands on before ingest decides
who supplies by who makes the part (ingest/part_makers.py).

Every sentence here is invented for this test: the companies ("Kestrel Memory", "Orbis
Foundry", "Lumen Systems", "Talon Assembly"), the chip "Vega R1" and the platform "Atlas Pod"
do not exist, and no sentence reports an event. The table was written before the rules it
checks. A supply row gives (actor, part, chip/platform or customer, two_way): ``two_way`` is
a contract between two companies, whose sentence does not say which one supplies; an empty
``want`` means no supply relation at all.

Classes (the audit's wrong classes, not one document's words):
- a supply contract between two companies ("signs a supply contract with", "Liefervertrag
  mit", "contrat de fourniture avec", "공급 계약", "供货合同", "供給契約"): read two-way;
  a contract to supply ("won a contract to supply") says who supplies and is not;
- samples received or supply secured from a company ("received HBM3E samples from X",
  "secured HBM4 supply from X"): X supplies (orders received or secured from X: X buys);
- buying from a company ("向X采购", "从X购买", "X로부터 구매", "Xから調達"): X supplies the
  subject; the nouns ("最大采购方", a buyer) are no verb;
- a chip's specification is no supply: "ships with 288 GB", "provides 130 TB/s", "delivers
  20 PFLOPS"; a supply whose part starts with a figure ("supplies 36 GB stacks") still is;
- the platform of the verb's own clause: "a forecast for the Atlas Pod, it does not touch
  Kestrel's supply for the Vega R1" supplies the Vega R1;
- a Chinese relative clause ("卢门的芯片所采用的HBM", the HBM Lumen's chips adopt): the
  possessor before the verb is the adopter, never the supplier;
- a forecast of the supply ("is expected to supply", "預計", "見込み", "예상") is speculative
  (``EVIDENCE_ROWS``: sentence, language, evidence).
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.relation_audit_rows import NAMES as BASE_NAMES

NAMES = BASE_NAMES

K, ORB, L, T = "company:kestrel", "company:orbis", "company:lumen", "company:talon"
V, A = "chip:vega_r1", "platform:atlas_pod"
HBM = "HBM"

Want = tuple[str | None, str | None, str | None, bool]


@dataclass(frozen=True)
class Row:
    cls: str
    lang: str
    text: str
    want: tuple[Want, ...] = ()


ROWS = (
    # a contract between two: which one supplies is not said
    Row(
        "contract",
        "en",
        "Lumen Systems signed an HBM4 supply contract with Kestrel Memory.",
        ((L, HBM, K, True),),
    ),
    Row(
        "contract",
        "en",
        "Kestrel Memory signed an HBM4 supply agreement with Lumen Systems.",
        ((K, HBM, L, True),),
    ),
    Row(
        "contract",
        "de",
        "Lumen Systems hat einen HBM4-Liefervertrag mit Kestrel Memory unterzeichnet.",
        ((L, HBM, K, True),),
    ),
    Row(
        "contract",
        "fr",
        "Lumen Systems a signé un contrat de fourniture avec Kestrel Memory pour la HBM4.",
        ((L, HBM, K, True),),
    ),
    Row("contract", "ko", "루멘은 케스트렐과 HBM4 공급 계약을 체결했다.", ((L, HBM, K, True),)),
    Row("contract", "zh", "卢门与凯斯特签署了HBM4供货合同。", ((L, HBM, K, True),)),
    Row("contract", "ja", "ルーメンはケストレルとHBM4の供給契約を結んだ。", ((L, HBM, K, True),)),
    Row(
        "contract", "en", "Kestrel Memory and Lumen Systems signed an HBM4 supply deal.", ((L, HBM, K, True),)
    ),
    # samples received from a company: it supplies; orders received from one: it buys
    Row("received", "en", "Lumen Systems received HBM3E samples from Kestrel Memory.", ((K, HBM, L, False),)),
    Row(
        "received", "en", "Kestrel Memory received orders from Lumen Systems for HBM4.", ((K, HBM, L, False),)
    ),
    Row(
        "received", "en", "Lumen Systems has secured HBM4 supply from Kestrel Memory.", ((K, HBM, L, False),)
    ),
    Row("received", "en", "Kestrel Memory secured HBM4 orders from Lumen Systems.", ((K, HBM, L, False),)),
    # buying from a company: the customer is the subject, the company marked "from" supplies
    Row("bought", "zh", "卢门向凯斯特采购HBM4。", ((K, HBM, L, False),)),
    Row("bought", "zh", "卢门从凯斯特购买HBM3E。", ((K, HBM, L, False),)),
    Row("bought", "ko", "루멘은 케스트렐로부터 HBM4를 구매한다.", ((K, HBM, L, False),)),
    Row("bought", "ja", "ルーメンはケストレルからHBM4を調達する。", ((K, HBM, L, False),)),
    Row("bought", "zh", "卢门不仅是HBM的最大采购方,也投资了凯斯特。"),
    # a contract to supply says who supplies
    Row(
        "contract",
        "en",
        "Kestrel Memory won a contract to supply HBM4 to Lumen Systems.",
        ((K, HBM, L, False),),
    ),
    Row("contract", "en", "Kestrel Memory supplies HBM4 to Lumen Systems.", ((K, HBM, L, False),)),
    # a chip's specification
    Row("spec", "en", "Lumen's Vega R1 ships with 288 GB of HBM3E, more than the Atlas Pod's chips."),
    Row("spec", "en", "The Atlas Pod's fabric provides 130 TB/s of bandwidth between the Vega R1 chips."),
    Row("spec", "en", "Each Vega R1 delivers 20 PFLOPS for Lumen Systems."),
    Row("spec", "en", "The Vega R1 will provide up to 1,400 W to Lumen Systems racks."),
    Row("spec", "en", "Kestrel Memory supplies 36 GB HBM3E stacks to Lumen Systems.", ((K, HBM, L, False),)),
    Row("spec", "en", "Kestrel Memory ships HBM3E to Lumen Systems.", ((K, HBM, L, False),)),
    # the platform of the verb's own clause
    Row(
        "clause",
        "en",
        "The Atlas Pod figure is a forecast, it does not touch Kestrel Memory's HBM supply for the Vega R1.",
        ((K, HBM, V, False),),
    ),
    Row(
        "clause",
        "zh",
        "这是针对 Atlas Pod 的预测,并不影响凯斯特在 Vega R1 中的HBM供货地位。",
        ((K, HBM, V, False),),
    ),
    Row("clause", "en", "For the Atlas Pod, Kestrel Memory supplies HBM3E.", ((K, HBM, A, False),)),
    # the adopter in a Chinese relative clause is no supplier
    Row("relative", "zh", "目前卢门的Vega R1芯片所采用的HBM内存主要来自凯斯特。"),
    Row("relative", "zh", "卢门将凯斯特的HBM4整合到Vega R1中。", ((K, HBM, V, False),)),
)

EVIDENCE_ROWS = (
    ("Kestrel Memory is expected to supply HBM4 to Lumen Systems.", "en", "speculative"),
    ("預計卢门的HBM4供應將由凯斯特供货。", "zh", "speculative"),
    ("ケストレルはルーメンにHBM4を供給する見込みだ。", "ja", "speculative"),
    ("케스트렐은 루멘에 HBM4를 공급할 것으로 예상된다.", "ko", "speculative"),
    ("Kestrel Memory supplies HBM4 to Lumen Systems.", "en", "claimed"),
    ("凯斯特向卢门供应HBM4。", "zh", "claimed"),
)
