"""The relation forms an analyst meets, table-driven, in the gold set's languages (issue 11
part 1, branch relations): supply in its active, passive and nominal forms, lists, sites,
deployment, ownership, ends and share changes, hedges; and, to guard precision, sentences
that must give **no** relation (co-mention, competition, a rival's customers, a list of
market players, negotiations, demand talk).

Every sentence here is SYNTHETIC text written for this test: the companies ("Zeta Memory",
"Acme Foundry", ...), the chip ("Nova X1"), the platform ("Orion Pod") and the cluster
("Helios") are invented; no event is a fact.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from tests.table_names import TableNames

from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import read_relations

_NAMES = {
    "Zeta Memory": "company:zeta",
    "제타메모리": "company:zeta",
    "澤塔": "company:zeta",
    "ゼータ": "company:zeta",
    "Beta Mem": "company:beta",
    "베타메모리": "company:beta",
    "貝塔": "company:beta",
    "ベータ": "company:beta",
    "Gamma DRAM": "company:gamma",
    "Acme Foundry": "company:acme",
    "Acme": "company:acme",
    "아크메": "company:acme",
    "艾克米": "company:acme",
    "アクメ": "company:acme",
    "Foundry Two": "company:two",
    "Omega Chips": "company:omega",
    "오메가칩스": "company:omega",
    "歐米茄": "company:omega",
    "オメガ": "company:omega",
    "Sigma Cloud": "company:sigma",
    "Delta Assembly": "company:delta",
    "Kappa Substrates": "company:kappa",
    "Kappa": "company:kappa",
    "Nova X1": "chip:nova_x1",
    "Orion Pod": "platform:orion",
    "Helios": "cluster:helios",
}


Row = tuple[str, str | None, str | None, str | None, bool]  # kind, supplier, part, for whom/what, ends


def _row(r: Relation) -> Row:
    whom = r.obj if r.kind == "deployment" else r.target or r.customer or r.obj
    return (
        r.kind,
        r.supplier.entity_id if r.supplier else None,
        r.component,
        whom.entity_id if whom else None,
        r.ends,
    )


@dataclass(frozen=True)
class Case:
    text: str
    rows: list[Row]  # every relation read, in any order; [] = none
    also: dict[str, str | None] = field(default_factory=dict)  # fields every relation read has


def _s(supplier: str, part: str | None, whom: str | None, ends: bool = False) -> Row:
    return ("supply", f"company:{supplier}", part, whom, ends)


HBM, PKG, ACC = "HBM", "Advanced packaging", "Accelerator"
NOVA, ORION, OMEGA = "chip:nova_x1", "platform:orion", "company:omega"

CASES: dict[str, Case] = {
    # --- supply, active (English) ---
    "en supplies to": Case(
        "Zeta Memory supplies HBM4 to Omega Chips for the Nova X1.", [_s("zeta", HBM, NOVA)]
    ),
    "en provides for": Case("Zeta Memory provides HBM4 for the Nova X1.", [_s("zeta", HBM, NOVA)]),
    "en ships to customer": Case("Zeta Memory ships HBM4 to Omega Chips.", [_s("zeta", HBM, OMEGA)]),
    "en sources from": Case(
        "Omega Chips sources its CoWoS capacity from Acme Foundry.", [_s("acme", PKG, OMEGA)]
    ),
    "en built by on node": Case(
        "Omega Chips's Nova X1 chips are built by Acme Foundry on N3.", [_s("acme", ACC, NOVA)]
    ),
    "en won the order": Case(
        "Zeta Memory won the order for the HBM4 stacks of the Nova X1.", [_s("zeta", HBM, NOVA)]
    ),
    "en sole source": Case(
        "Zeta Memory is the sole source of HBM4 for the Nova X1.", [_s("zeta", HBM, NOVA)], {"role": "sole"}
    ),
    "en main supplier": Case(
        "Zeta Memory is the main supplier of HBM4 for the Nova X1.",
        [_s("zeta", HBM, NOVA)],
        {"role": "primary"},
    ),
    "en second source": Case(
        "Beta Mem has been qualified as a second source of HBM4 for the Nova X1.",
        [_s("beta", HBM, NOVA)],
        {"role": "second_source", "stage": "qualified"},
    ),
    "en qualifying": Case(
        "Beta Mem is qualifying its HBM4 for the Nova X1.", [_s("beta", HBM, NOVA)], {"stage": "qualifying"}
    ),
    "en will produce": Case("Acme Foundry will produce the Nova X1 on N3.", [_s("acme", ACC, NOVA)]),
    "en is making": Case("Acme Foundry is making the Nova X1 for Omega Chips.", [_s("acme", ACC, NOVA)]),
    "en will be the supplier": Case(
        "Zeta Memory will be the exclusive supplier of HBM4 for the Nova X1.",
        [_s("zeta", HBM, NOVA)],
        {"role": "sole"},
    ),
    "en one of the suppliers": Case(
        "Zeta Memory is one of the suppliers of HBM4 for the Nova X1.", [_s("zeta", HBM, NOVA)]
    ),
    "en gets from": Case("Omega Chips gets its HBM4 from Zeta Memory.", [_s("zeta", HBM, OMEGA)]),
    "en buyer qualified part": Case(
        "Omega Chips has qualified Zeta Memory's HBM4 for the Nova X1.", [_s("zeta", HBM, NOVA)]
    ),
    "en supplies Y with": Case("Zeta Memory supplies Omega Chips with HBM4.", [_s("zeta", HBM, OMEGA)]),
    "en buyer taps": Case("Omega Chips taps Zeta Memory for HBM4.", [_s("zeta", HBM, OMEGA)]),
    "en buyer turned to": Case(
        "Omega Chips turned to Acme for CoWoS packaging of the Nova X1.", [_s("acme", PKG, NOVA)]
    ),
    "en began shipments": Case(
        "Zeta Memory began shipments of HBM4 to Omega Chips.", [_s("zeta", HBM, OMEGA)]
    ),
    "en started production": Case(
        "Acme Foundry started mass production of the Nova X1.", [_s("acme", ACC, NOVA)], {"stage": "volume"}
    ),
    "en apposition before verb": Case(
        "Zeta Memory, Omega Chips's main partner, will supply HBM4 for the Nova X1.", [_s("zeta", HBM, NOVA)]
    ),
    "en relative clause before verb": Case(
        "Zeta Memory, which competes with Beta Mem, supplies HBM4 for the Nova X1.", [_s("zeta", HBM, NOVA)]
    ),
    # --- passive and nominal ---
    "en apposition": Case(
        "Zeta Memory, Omega Chips's main HBM supplier, posted a record profit.",
        [_s("zeta", HBM, OMEGA)],
        {"role": "primary"},
    ),
    "en buyer's supplier of": Case(
        "Zeta Memory is Omega Chips's sole supplier of HBM4 for the Nova X1.",
        [_s("zeta", HBM, NOVA)],
        {"role": "sole"},
    ),
    "en supplied by": Case("The Nova X1 carries HBM4 supplied by Zeta Memory.", [_s("zeta", HBM, NOVA)]),
    "en assembled in by": Case(
        "The Orion Pod is assembled in Mexico by Delta Assembly.",
        [_s("delta", "Rack integration", ORION)],
        {"country": "Mexico"},
    ),
    "en possessive part in chip": Case(
        "Teardowns found Zeta Memory's HBM4 stacks in the Nova X1.", [_s("zeta", HBM, NOVA)]
    ),
    "en made substrates": Case(
        "The Orion Pod boards use Kappa-made substrates.", [_s("kappa", "PCB and substrate", ORION)]
    ),
    # --- lists ---
    "en two suppliers": Case(
        "Zeta Memory and Beta Mem supply HBM4 for the Nova X1.",
        [_s("zeta", HBM, NOVA), _s("beta", HBM, NOVA)],
    ),
    "en three suppliers": Case(
        "Zeta Memory, Beta Mem and Gamma DRAM all ship HBM4 to Omega Chips.",
        [_s("zeta", HBM, OMEGA), _s("beta", HBM, OMEGA), _s("gamma", HBM, OMEGA)],
    ),
    # --- site ---
    "en made at plant in": Case(
        "The Nova X1 is made at Acme Foundry's plant in Arizona.",
        [("site", "company:acme", ACC, NOVA, False), _s("acme", ACC, NOVA)],
    ),
    # --- deployment, ownership ---
    "en cluster uses": Case(
        "The Helios cluster uses 100,000 Nova X1 chips.",
        [("deployment", None, None, "cluster:helios", False)],
    ),
    "de cluster nutzt": Case(
        "Der Helios-Cluster nutzt 50.000 Nova X1.", [("deployment", None, None, "cluster:helios", False)]
    ),
    "fr cluster utilise": Case(
        "Le cluster Helios utilise des Nova X1.", [("deployment", None, None, "cluster:helios", False)]
    ),
    "es cluster utiliza": Case(
        "El clúster Helios utiliza chips Nova X1.", [("deployment", None, None, "cluster:helios", False)]
    ),
    "zh cluster 采用": Case("Helios集群采用Nova X1。", [("deployment", None, None, "cluster:helios", False)]),
    "ko cluster 탑재": Case(
        "Helios 클러스터는 Nova X1을 탑재했다.", [("deployment", None, None, "cluster:helios", False)]
    ),
    "en acquired": Case(
        "Omega Chips acquired Kappa Substrates last year.",
        [("ownership", OMEGA, None, "company:kappa", False)],
    ),
    "en subsidiary": Case(
        "Kappa Substrates, a wholly owned subsidiary of Acme Foundry, opened an office.",
        [("ownership", "company:acme", None, "company:kappa", False)],
    ),
    # --- ends, changes, hedges ---
    "en no longer": Case(
        "Zeta Memory no longer supplies HBM4 for the Nova X1.", [_s("zeta", HBM, NOVA, True)]
    ),
    "en replaces as": Case(
        "Beta Mem replaces Zeta Memory as the HBM4 supplier for the Nova X1.",
        [_s("zeta", HBM, NOVA, True), _s("beta", HBM, NOVA)],
    ),
    "en loses share": Case(
        "Zeta Memory loses share to Beta Mem in HBM4 for the Nova X1.",
        [_s("beta", HBM, NOVA)],
        {"share": "gaining"},
    ),
    "en reportedly": Case(
        "Zeta Memory will reportedly supply HBM4 for the Nova X1.",
        [_s("zeta", HBM, NOVA)],
        {"evidence": "speculative"},
    ),
    # --- other languages ---
    "de liefert": Case("Zeta Memory liefert HBM4 für den Nova X1.", [_s("zeta", HBM, NOVA)]),
    "de passive": Case("Der Nova X1 wird von Acme Foundry gefertigt.", [_s("acme", ACC, NOVA)]),
    "de kein mehr": Case(
        "Zeta Memory liefert kein HBM4 mehr für den Nova X1.", [_s("zeta", HBM, NOVA, True)]
    ),
    "fr fournit": Case("Zeta Memory fournit de la HBM4 pour le Nova X1.", [_s("zeta", HBM, NOVA)]),
    "fr fabriqué par": Case("Le Nova X1 est fabriqué par Acme Foundry.", [_s("acme", ACC, NOVA)]),
    "fr conditionnel": Case(
        "Selon des sources, Zeta Memory fournirait de la HBM4 pour le Nova X1.",
        [_s("zeta", HBM, NOVA)],
        {"evidence": "speculative"},
    ),
    "es suministra": Case("Zeta Memory suministra HBM4 para el Nova X1.", [_s("zeta", HBM, NOVA)]),
    "es fabricará": Case("Acme Foundry fabricará el Nova X1 en Arizona.", [_s("acme", ACC, NOVA)]),
    "it fornisce": Case("Zeta Memory fornisce HBM4 per il Nova X1.", [_s("zeta", HBM, NOVA)]),
    "it prodotto da": Case("Il Nova X1 è prodotto da Acme Foundry.", [_s("acme", ACC, NOVA)]),
    "de bezieht von": Case("Omega Chips bezieht HBM4 von Zeta Memory.", [_s("zeta", HBM, OMEGA)]),
    "fr livre": Case("Zeta Memory livre de la HBM4 à Omega Chips.", [_s("zeta", HBM, OMEGA)]),
    "fr assemblé par": Case(
        "L'Orion Pod est assemblé par Delta Assembly.", [_s("delta", "Rack integration", ORION)]
    ),
    "es fabrica": Case("Acme Foundry fabrica el Nova X1.", [_s("acme", ACC, NOVA)]),
    "it fabbrica": Case("Acme Foundry fabbrica il Nova X1.", [_s("acme", ACC, NOVA)]),
    "en no plans to produce own": Case("Omega Chips plans to produce 100,000 Nova X1 chips next year.", []),
    "en no receives is order": Case(
        "The racks that Zeta Memory receives is 7x the order volume of HBM4 for the Nova X1.", []
    ),
    "ko 수주": Case("제타메모리가 오메가칩스로부터 HBM4 물량을 수주했다.", [_s("zeta", HBM, OMEGA)]),
    "ja 受注": Case("ゼータがオメガからHBM4を受注した。", [_s("zeta", HBM, OMEGA)]),
    "ko 퀄 통과": Case(
        "제타메모리는 오메가칩스의 HBM4 퀄 테스트를 통과했다.",
        [_s("zeta", HBM, OMEGA)],
        {"stage": "qualified"},
    ),
    "ko part owner passes": Case(
        "제타메모리의 HBM4 제품이 오메가칩스 품질 검증을 통과했다.",
        [_s("zeta", HBM, OMEGA)],
        {"stage": "qualified"},
    ),
    "de no Schwierigkeiten": Case(
        "Zeta Memory hat Schwierigkeiten, als qualifizierter Zulieferer für HBM4 bei Omega Chips "
        "anerkannt zu werden.",
        [],
    ),
    "en no struggles": Case("Zeta Memory struggles to qualify as a supplier of HBM4 for the Nova X1.", []),
    "en site owner is the possessive before the plant": Case(
        "Delta Assembly is building the largest assembly plant for servers to house Omega Chips's "
        "Nova X1 in Mexico.",
        [("site", "company:delta", "Rack integration", NOVA, False), _s("delta", "Rack integration", NOVA)],
    ),
    "zh 通过 认证": Case("澤塔的HBM4通过歐米茄的认证。", [_s("zeta", HBM, OMEGA)], {"stage": "qualified"}),
    "zh 向 供应": Case("澤塔向歐米茄供应HBM4。", [_s("zeta", HBM, OMEGA)]),
    "zh 代工": Case("艾克米为Nova X1代工。", [_s("acme", ACC, NOVA)]),
    "zh hedge": Case(
        "据报道，澤塔将向歐米茄供应HBM4。", [_s("zeta", HBM, OMEGA)], {"evidence": "speculative"}
    ),
    "ja 向け 供給": Case("ゼータはオメガ向けにHBM4を供給する。", [_s("zeta", HBM, OMEGA)]),
    "ko 공급": Case("제타메모리는 오메가칩스에 HBM4를 공급한다.", [_s("zeta", HBM, OMEGA)]),
    # --- sites in Korean, Japanese, Chinese: the place before its plant, the subject unsaid ---
    "ko 공장": Case(
        "제타메모리는 청주 공장에서 HBM4를 양산할 예정이다.",
        [("site", "company:zeta", HBM, None, False)],
        {"place": "Cheongju", "country": "South Korea", "stage": "planned"},
    ),
    "ko two plants, subject in focus": Case(
        "제타메모리가 실적을 발표했다. 또한 용인 공장과 미국 인디애나 패키징 공장 준비도 진행되고 있다.",
        [("site", "company:zeta", None, None, False), ("site", "company:zeta", None, None, False)],
    ),
    "ja ファブ": Case(
        "ゼータでは北上市のK1ファブが稼働している。",
        [("site", "company:zeta", None, None, False)],
        {"place": "Kitakami", "country": "Japan", "stage": "volume"},
    ),
    "zh 封装厂": Case(
        "艾克米在台中的封装厂生产CoWoS。", [("site", "company:acme", PKG, None, False)], {"country": "Taiwan"}
    ),
    "zh no 厂商": Case("新竹的厂商澤塔表示需求强劲。", []),
    # --- no relation: co-mention, competition, rivals, market lists, talks, demand ---
    "no co-mention": Case("Zeta Memory and Beta Mem both showed HBM4 for the Nova X1 at the fair.", []),
    "no compete": Case("Zeta Memory and Beta Mem compete for HBM4 orders for the Nova X1.", []),
    "no compete to supply": Case("Zeta Memory competes with Beta Mem to supply HBM4 for the Nova X1.", []),
    "no vie": Case("Zeta Memory and Beta Mem are vying to supply HBM4 to Omega Chips.", []),
    "en rival's customer only": Case(
        "Acme Foundry's rival Foundry Two makes AI chips for Omega Chips.", [_s("two", ACC, OMEGA)]
    ),
    "no market players": Case(
        "The HBM market, where Zeta Memory, Beta Mem and Gamma DRAM supply most stacks, grew 40%.", []
    ),
    "no market led by": Case("Key HBM suppliers include Zeta Memory, Beta Mem and Gamma DRAM.", []),
    "no two clauses": Case("Zeta Memory makes HBM4; Omega Chips designs the Nova X1.", []),
    "no tapping into": Case("Zeta Memory is tapping into HBM4 demand from Omega Chips.", []),
    "no selected by": Case("Zeta Memory was selected by Omega Chips for an HBM4 award.", []),
    "no partner": Case("Zeta Memory, Omega Chips's longtime partner, grew its HBM4 sales.", []),
    "no pending acquisition": Case(
        "Omega Chips took a step toward acquiring Kappa Substrates, signing a non-binding term sheet.", []
    ),
    "no talks to acquire": Case("Omega Chips is in talks to acquire Kappa Substrates.", []),
    "en got orders from": Case("Zeta Memory got HBM4 orders from Omega Chips.", [_s("zeta", HBM, OMEGA)]),
    "no demand comes from": Case("Most HBM4 demand comes from Omega Chips.", []),
    "no manufacturing noun": Case("Acme Foundry is expanding manufacturing capacity for the Nova X1.", []),
    "no talks": Case("Zeta Memory is in talks to supply HBM4 for the Nova X1.", []),
    "no cannot": Case("Zeta Memory cannot supply enough HBM4 for the Nova X1.", []),
    "no comparison": Case("Zeta Memory's HBM4 is faster than Beta Mem's HBM3E.", []),
    "no demand": Case("Demand for HBM4 from Omega Chips exceeds what Zeta Memory can make.", []),
    "de no konkurrieren": Case(
        "Zeta Memory konkurriert mit Beta Mem um die Lieferung von HBM4 an Omega Chips.", []
    ),
    "fr no rivalise": Case("Zeta Memory rivalise avec Beta Mem pour fournir de la HBM4 à Omega Chips.", []),
    "es no compite": Case("Zeta Memory compite con Beta Mem por suministrar HBM4 a Omega Chips.", []),
    "it no compete": Case("Zeta Memory compete con Beta Mem per fornire HBM4 a Omega Chips.", []),
    "zh no 竞争": Case("澤塔与貝塔竞争向歐米茄供应HBM4。", []),
    "ja no 競合": Case("ゼータとベータはオメガ向けHBM4の供給で競合している。", []),
    "ko no 경쟁": Case("제타메모리와 베타메모리가 오메가칩스 HBM4 공급을 놓고 경쟁하고 있다.", []),
}


@pytest.mark.parametrize("name", list(CASES))
def test_relation_form(name: str) -> None:
    case = CASES[name]
    found = read_relations(f"Synthetic. {case.text}", TableNames(_NAMES))
    assert sorted(map(_row, found), key=repr) == sorted(case.rows, key=repr)
    for r in found:
        for attr, value in case.also.items():
            assert _agrees(getattr(r, attr), value), attr


def _agrees(got: object, value: str | None) -> bool:
    """Equal, or the stated start of it ("gaining" for "gaining 5%")."""
    return got == value or (isinstance(got, str) and value is not None and got.startswith(value))
