"""A table of SYNTHETIC sentences for the relation classes the precision audit found wrong
on new real text (branch auditrel, docs/evaluation.md "Precision audit: relations and signals").

Every sentence here is invented for this test: the companies ("Kestrel Memory", "Orbis
Foundry", "Lumen Systems", "Talon Assembly"), the chip "Vega R1" and the platform "Atlas
Pod" do not exist, and no sentence reports an event. The table was written before the rules
it checks. Each row gives what the reader should state, as
(kind, actor, owned company / part, platform, chip or customer, stage): the actor is the
supplier (supply, site) or the owner (ownership); an empty ``want`` means no relation at all.

Classes (the audit's wrong classes, not one document's words):
- a passive acquisition ("acquired by X", "von X übernommen", "racheté par X", "被X收购"):
  X is the owner;
- a stake named in other languages ("Anteil an", "participation dans", "participación en",
  "quota di", "股份", "지분", "出資"): a stake, never an acquisition;
- an attempt, effort or try to supply ("attempts to arrange supplies", "is trying to supply",
  "versucht zu liefern", "intenta suministrar", "试图供应", "시도"): no supply is stated;
- a quoted word is no verb ("signed 'Approved' on X's HBM"): no adoption;
- supply as a noun of outlook ("供应前景", "공급 전망", "供給見通し"): no supply verb;
- the qualification stage: passed or cleared ("passed Lumen's qualification tests",
  "통과했다") is qualified, not qualifying; testing now ("테스트 중", "正在验证", "評価中",
  "is being tested") is qualifying; a stage word under a negation ("未能通过", "failed",
  "has not passed") or in another clause gives no stage;
- a company inside an aside set off by dashes or brackets ("— including X's plant —") is not
  the subject of the main clause's verb: with no other company named, the supply is a candidate
  with no supplier ("?").
"""

from __future__ import annotations

from dataclasses import dataclass

NAMES = {
    "Kestrel Memory": "company:kestrel",
    "Kestrel": "company:kestrel",
    "케스트렐": "company:kestrel",
    "ケストレル": "company:kestrel",
    "凯斯特": "company:kestrel",
    "Orbis Foundry": "company:orbis",
    "Orbis": "company:orbis",
    "오르비스": "company:orbis",
    "オルビス": "company:orbis",
    "奥比斯": "company:orbis",
    "Lumen Systems": "company:lumen",
    "Lumen": "company:lumen",
    "루멘": "company:lumen",
    "ルーメン": "company:lumen",
    "卢门": "company:lumen",
    "Talon Assembly": "company:talon",
    "Talon Holdings": "company:talon",
    "Vega R1": "chip:vega_r1",
    "Atlas Pod": "platform:atlas_pod",
}

# (kind, actor, owned company or part, platform, chip or customer, stage)
Want = tuple[str, str, str | None, str | None, str | None]

K, ORB, L, T = "company:kestrel", "company:orbis", "company:lumen", "company:talon"
V, A = "chip:vega_r1", "platform:atlas_pod"
HBM, PKG = "HBM", "Advanced packaging"


@dataclass(frozen=True)
class Row:
    cls: str
    lang: str
    text: str
    want: tuple[tuple[str, str, str | None, str | None, str | None], ...] = ()


def _own(owner: str, owned: str, stage: str) -> tuple[str, str, str | None, str | None, str | None]:
    return ("ownership", owner, owned, None, stage)


def _sup(
    actor: str, part: str, target: str | None, stage: str | None = None
) -> tuple[str, str, str | None, str | None, str | None]:
    return ("supply", actor, part, target, stage)


ROWS = (
    # a passive acquisition: the owner follows "by"
    Row(
        "passive",
        "en",
        "Kestrel Memory, acquired by Orbis Foundry in March, makes HBM stacks.",
        (_own(ORB, K, "acquired"), _sup(K, HBM, None)),
    ),
    Row(
        "passive", "en", "Kestrel Memory was bought by Orbis Foundry last year.", (_own(ORB, K, "acquired"),)
    ),
    Row(
        "passive",
        "en",
        "Kestrel Memory has been acquired by Orbis Foundry for $2 billion.",
        (_own(ORB, K, "acquired"),),
    ),
    Row(
        "passive",
        "de",
        "Kestrel Memory wurde im März von Orbis Foundry übernommen.",
        (_own(ORB, K, "acquired"),),
    ),
    Row(
        "passive",
        "fr",
        "Kestrel Memory a été racheté par Orbis Foundry en mars.",
        (_own(ORB, K, "acquired"),),
    ),
    Row(
        "passive",
        "es",
        "Kestrel Memory fue adquirida por Orbis Foundry en marzo.",
        (_own(ORB, K, "acquired"),),
    ),
    Row(
        "passive",
        "it",
        "Kestrel Memory è stata acquisita da Orbis Foundry a marzo.",
        (_own(ORB, K, "acquired"),),
    ),
    Row("passive", "zh", "凯斯特去年被奥比斯收购。", (_own(ORB, K, "acquired"),)),
    Row("active", "en", "Orbis Foundry acquired Kestrel Memory in March.", (_own(ORB, K, "acquired"),)),
    # a stake in other languages is a stake
    Row(
        "stake", "de", "Orbis Foundry kauft einen großen Anteil an Kestrel Memory.", (_own(ORB, K, "stake"),)
    ),
    Row("stake", "de", "Orbis Foundry erwirbt eine Beteiligung an Kestrel Memory.", (_own(ORB, K, "stake"),)),
    Row(
        "stake", "fr", "Orbis Foundry prend une participation dans Kestrel Memory.", (_own(ORB, K, "stake"),)
    ),
    Row(
        "stake", "es", "Orbis Foundry adquiere una participación en Kestrel Memory.", (_own(ORB, K, "stake"),)
    ),
    Row("stake", "it", "Orbis Foundry acquisisce una quota di Kestrel Memory.", (_own(ORB, K, "stake"),)),
    Row("stake", "en", "Orbis Foundry bought a 4% stake in Kestrel Memory.", (_own(ORB, K, "stake"),)),
    # attempts, efforts and tries state no supply
    Row(
        "attempt",
        "en",
        "Kestrel Memory's attempts to arrange supplies of its HBM3E for Lumen Systems go back a year.",
    ),
    Row("attempt", "en", "Kestrel Memory is trying to supply HBM3E to Lumen Systems."),
    Row("attempt", "en", "Kestrel Memory has made several efforts to ship HBM3E to Lumen Systems."),
    Row("attempt", "de", "Kestrel Memory versucht, HBM3E an Lumen Systems zu liefern."),
    Row("attempt", "es", "Kestrel Memory intenta suministrar HBM3E a Lumen Systems."),
    Row("attempt", "zh", "凯斯特试图向卢门供应HBM3E。"),
    Row("attempt", "en", "Kestrel Memory supplies HBM3E to Lumen Systems.", (_sup(K, HBM, L),)),
    # a quoted word is no verb
    Row("quoted", "en", "Lumen's chief signed 'Approved' on Kestrel Memory's HBM3E at the show."),
    Row("quoted", "en", "Lumen's chief wrote “Approved” next to Kestrel Memory's HBM3E sample."),
    Row(
        "quoted",
        "en",
        "Lumen Systems has approved Kestrel Memory's HBM3E for the Vega R1.",
        (_sup(K, HBM, V),),
    ),
    # second pass (rows written with their rule): a denied adoption, curly apostrophe too
    Row("quoted", "en", "Lumen Systems has not started using Kestrel Memory's HBM3E yet."),
    Row(
        "quoted", "en", "Asked about it, Lumen's chief said: We haven’t started using Kestrel Memory's HBM3E."
    ),
    # supply as a noun of outlook
    Row("outlook", "zh", "凯斯特的HBM4在卢门的测试中获得最高分，明年供应前景乐观。"),
    Row("outlook", "zh", "凯斯特的HBM4在卢门的測試中獲得最高分，明年供應前景樂觀。"),
    Row("outlook", "ko", "케스트렐의 HBM4는 루멘 테스트에서 최고점을 받아 내년 공급 전망이 밝다."),
    Row("outlook", "ja", "ケストレルのHBM4はルーメンの評価で最高点を得て、来年の供給見通しは明るい。"),
    # second pass: an outlook noun after the clause wraps it (a prospect of passing and supplying)
    Row("outlook", "zh", "因此，凯斯特HBM4通过卢门认证，并于明年上半年供应的前景变得乐观。"),
    # the qualification stage: passed is qualified
    Row(
        "stage",
        "en",
        "Kestrel Memory has finally passed Lumen Systems' qualification tests for its HBM3E.",
        (_sup(K, HBM, L, "qualified"),),
    ),
    Row(
        "stage",
        "en",
        "Kestrel Memory cleared Lumen's qualification for HBM3E last week.",
        (_sup(K, HBM, L, "qualified"),),
    ),
    Row(
        "stage",
        "en",
        "Kestrel Memory is in qualification testing to supply HBM3E to Lumen Systems.",
        (_sup(K, HBM, L, "qualifying"),),
    ),
    # testing now is qualifying
    Row(
        "stage",
        "ko",
        "케스트렐이 루멘에 HBM을 납품하기 위해 테스트 중이며 결국 공급하게 될 것이다.",
        (_sup(K, HBM, L, "qualifying"),),
    ),
    Row("stage", "zh", "凯斯特的HBM3E正在卢门验证中，预计明年向卢门供货。", (_sup(K, HBM, L, "qualifying"),)),
    # a stage word under a negation or in another clause gives no stage
    Row("stage", "zh", "凯斯特的HBM3E虽已向卢门供货，但未能通过奥比斯的认证。", (_sup(K, HBM, L),)),
    Row(
        "stage",
        "en",
        "Kestrel Memory already supplies HBM3E to Lumen Systems, but it has failed Orbis's qualification.",
        (_sup(K, HBM, L),),
    ),
    Row(
        "stage",
        "en",
        "Kestrel Memory supplies HBM3E to Lumen Systems, though it has not passed qualification at Orbis.",
        (_sup(K, HBM, L),),
    ),
    # second pass: a subject named half in Latin letters that no known company covers is not
    # the company of the sentence before (focus), and samples are sampling
    Row("focus", "zh", "凯斯特的HBM4表现最佳。特别是，QX 存储已向卢门提供付费样品。"),
    Row(
        "focus",
        "zh",
        "凯斯特的HBM4表现最佳。此外，已向卢门提供HBM4付费样品。",
        (_sup(K, HBM, L, "sampling"),),
    ),
    # a company inside an aside is not the subject of the main verb
    Row(
        "aside",
        "en",
        "As packaging plants are still being built in Texas — including Talon Assembly's upcoming"
        " plant — the wafers will be shipped to Taiwan for packaging before becoming finished"
        " Vega R1 chips.",
        (_sup("?", PKG, V),),
    ),
    Row(
        "aside",
        "en",
        "The Vega R1 wafers (Talon Assembly runs a plant nearby) will be shipped to Taiwan for packaging.",
        (_sup("?", PKG, V),),
    ),
    Row(
        "aside",
        "en",
        "Lumen Systems — the largest rival of Talon Assembly — will supply advanced packaging"
        " for the Vega R1.",
        (_sup(L, PKG, V),),
    ),
)
