"""Deployments of a cluster the text names in another sentence (branch reldeploy, issue 11 §1):
SYNTHETIC texts written before the rule. The companies, chips, platforms and clusters
("Orbis Foundry", "Corvid Cloud", "Vega R1", "Atlas Pod", "Halcyon Compute", "Skyforge") do
not exist, and no text reports an event.

- a cluster named by a naming word ("an infrastructure called X", "baptisée X", "namens X",
  "名为X的集群", "「X」と名付けた", "'X'라는 클러스터") or as a project ("Y's X initiative"),
  and a sentence with a deployment verb and a chip or platform that refers to it: the name in
  the sentence's paragraph or the one before or after, or a demonstrative ("this infrastructure",
  "cette infrastructure", "该集群", "このスパコン", "이 클러스터") anywhere after it;
- size and place when the deployment sentence states them;
- nothing when two clusters are named, when an unnamed data centre stands far from the name,
  or when a company buys chips for its own compute with no cluster named.
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames

from chipatlas.extract.relation_reader import read_relations

# (language, text, [(cluster as written, target id, size, place)])
ROWS = [
    (
        "en",
        "Orbis Foundry unveiled an AI infrastructure called Halcyon Compute. "
        "The cluster will use 18,000 Vega R1 chips in Oslo.",
        [("Halcyon Compute", "chip:vega_r1", "18,000 Vega R1 chips", "Oslo")],
    ),
    (
        "en",
        "Corvid Cloud will lease a new data center in Austin, "
        "equipped with 40,000 of Orbis Foundry’s Vega R1 chips. "
        "Its power needs are large.\n\nThe complex is the first site for Corvid Cloud's Skyforge initiative.",
        [("Skyforge", "chip:vega_r1", "40,000 of Orbis Foundry’s Vega R1 chips", "Austin")],
    ),
    (
        "en",
        "Orbis Foundry presented an infrastructure named Halcyon Compute.\n\n"
        "It will serve customers in Europe.\n\n"
        "The deal plans to power this infrastructure with 18,000 Atlas Pod systems.",
        [("Halcyon Compute", "platform:atlas_pod", "18,000 Atlas Pod systems", None)],
    ),
    (
        "de",
        "Orbis Foundry stellte eine KI-Infrastruktur namens Halcyon Compute vor. "
        "Diese Infrastruktur nutzt 18.000 Vega R1.",
        [("Halcyon Compute", "chip:vega_r1", None, None)],
    ),
    (
        "fr",
        "Orbis Foundry a présenté une infrastructure baptisée Halcyon Compute.\n\nElle servira l’Europe.\n\n"
        "L’accord prévoit d’alimenter cette infrastructure avec 18 000 systèmes Atlas Pod.",
        [("Halcyon Compute", "platform:atlas_pod", "18 000 systèmes Atlas Pod", None)],
    ),
    (
        "zh",
        "奥比斯发布了名为Halcyon的AI集群。该集群将采用Vega R1芯片。",
        [("Halcyon", "chip:vega_r1", None, None)],
    ),
    (
        "ja",
        "オルビスは「Halcyon」と名付けたスーパーコンピューターを発表した。このスパコンはVega R1を搭載する。",
        [("Halcyon", "chip:vega_r1", None, None)],
    ),
    (
        "ko",
        "오르비스는 'Halcyon'이라는 AI 클러스터를 공개했다. 이 클러스터는 Vega R1을 탑재한다.",
        [("Halcyon", "chip:vega_r1", None, None)],
    ),
    # nothing: two clusters named, an unnamed data centre far from the name, own compute
    (
        "en",
        "Orbis Foundry unveiled a cluster called Halcyon Compute and a supercomputer called Skyforge. "
        "The cluster will use 18,000 Vega R1 chips.",
        [],
    ),
    (
        "en",
        "Orbis Foundry unveiled an infrastructure called Halcyon Compute.\n\n"
        "It serves Europe.\n\nSales grew.\n\n"
        "A data center in Oslo uses Vega R1 chips.",
        [],
    ),
    # a proper name ending in a machine noun (relmaker): its deployment in the next sentence,
    # or in its own sentence; a longer form and a shorter one later are one machine
    (
        "en",
        "The Nordvik Vega R1 Wafer-Scale Cluster, is designed for large models. "
        "The cluster contains four Vega R1 engines. A typical Vega R1 Wafer-Scale Cluster is shown.",
        [("Nordvik Vega R1 Wafer-Scale Cluster", "chip:vega_r1", None, None)],
    ),
    (
        "en",
        "The company's Tarvik Super Computing Center is built around 4,608 Vega R1 chips in 64 racks.",
        [("Tarvik Super Computing Center", "chip:vega_r1", "4,608 Vega R1 chips", None)],
    ),
    # a project's name ('codenamed "X"', 'the "X" project'): "the project" / "the facility"
    # refers to it later, and chips bought for it are its deployment (relmaker)
    (
        "en",
        'A project codenamed "Skyforge" is rising in Oslo.\n\n1. Funding is large.\n\n2. Sales grew.\n\n'
        "3. Corvid Cloud is purchasing around 40,000 Vega R1 chips for the facility.",
        [("Skyforge", "chip:vega_r1", "40,000 Vega R1 chips", None)],
    ),
    (
        "en",
        'Corvid Cloud backs the "Skyforge" project.\n\nIt grows.\n\nSales grew.\n\n'
        "The project will deploy Vega R1 chips.",
        [("Skyforge", "chip:vega_r1", None, None)],
    ),
    (
        "en",
        'A project codenamed "Skyforge" is rising in Oslo.\n\n1. Funding is large.\n\n2. Sales grew.\n\n'
        "3. Corvid Cloud is purchasing 40,000 Vega R1 chips for its offices.",
        [],
    ),
    # nothing: a generic machine noun ("The GPU Cluster"), a software's, a kind ("a typical")
    ("en", "The GPU Cluster contains 40 Vega R1 chips.", []),
    ("en", "The Slurm Cluster uses Vega R1 chips.", []),
    ("en", "A typical Nordvik Cluster contains four Vega R1 chips.", []),
    ("en", "Corvid Cloud bought 10,000 Vega R1 chips for its own compute in Oslo.", []),
    ("en", "Corvid Cloud expands the Oslo project, which will use Vega R1 chips.", []),
    (
        "en",
        "Corvid Cloud backs Orbis Foundry's Skyforge initiative.\n\n"
        "The new packaging facility in Oslo will use its process for Vega R1 chips.",
        [],
    ),
]


@pytest.mark.parametrize(("lang", "text", "want"), ROWS, ids=lambda v: str(v)[:40])
def test_a_named_cluster_in_another_sentence_deploys(
    lang: str, text: str, want: list[tuple[str, str, str | None, str | None]]
) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind in ("deployment", "supply")]
    got = [(r.obj_text, r.target.entity_id if r.target else None, r.size, r.place) for r in found]
    assert got == want
    assert all(r.kind == "deployment" and r.obj is None for r in found)  # a candidate by name


# One sentence names the cluster (known: "Borealis"; or written: "Helix"), the platform or
# chip, the size and the place, in the six languages. (language, sentence, (cluster, target,
# size, place)), or None: no deployment.
ONE_SENTENCE = [
    (
        "en",
        "Helix, a new AI cluster in Oslo, runs on 20,000 Atlas Pod systems.",
        ("Helix", "platform:atlas_pod", "20,000 Atlas Pod systems", "Oslo"),
    ),
    (
        "en",
        "The Borealis cluster in Oslo is built with 20,000 Vega R1 chips.",
        ("Borealis", "chip:vega_r1", "20,000 Vega R1 chips", "Oslo"),
    ),
    (
        "de",
        "Der Supercomputer Helix in München wird mit 20.000 Vega R1-Chips bestückt.",
        ("Helix", "chip:vega_r1", "20.000 Vega R1-Chips", "München"),
    ),
    (
        "fr",
        "Borealis utilisera 20 000 puces Vega R1 à Grenoble.",
        ("Borealis", "chip:vega_r1", "20 000 puces Vega R1", "Grenoble"),
    ),
    ("zh", "位于上海的Helix超算集群采用2万颗Vega R1芯片。", ("Helix", "chip:vega_r1", "2万颗", None)),
    ("ja", "スパコン「Helix」はVega R1を2万個搭載する。", ("Helix", "chip:vega_r1", "2万個", None)),
    ("ko", "슈퍼컴퓨터 'Helix'는 Vega R1 2만 개를 탑재한다.", ("Helix", "chip:vega_r1", "2만 개", None)),
    # a company's own chips with no cluster named: no deployment, no supply
    ("en", "Corvid Cloud will deploy 10,000 Vega R1 chips at its Oslo data center.", None),
    ("zh", "Corvid Cloud采用2万颗Vega R1芯片。", None),
    ("zh", "Corvid Cloud的GPU集群采用2万颗Vega R1芯片。", None),
    ("en", "The new AI cluster uses Vega R1 chips.", None),
    # a sentence opening on a machine and saying what it is built on; having a count of nodes
    ("en", "Helix is an Orbis Foundry Vega R1-based system.", ("Helix", "chip:vega_r1", None, None)),
    (
        "en",
        "The Borealis cluster has 600 nodes with 4 Vega R1 GPUs each.",
        ("Borealis", "chip:vega_r1", "600 nodes", None),
    ),
    (
        "fr",
        "Borealis possède 2 accélérateurs Vega R1.",
        ("Borealis", "chip:vega_r1", "2 accélérateurs Vega R1", None),
    ),
    # not a machine: a company, a pronoun; "has" with no count of nodes or chips
    ("en", "This is an Orbis Foundry Vega R1-based system.", None),
    ("en", "Orbis Foundry is a Vega R1-based system maker.", None),
    ("en", "Borealis has a long history with Vega R1 chips.", None),
]


@pytest.mark.parametrize(("lang", "text", "want"), ONE_SENTENCE, ids=lambda v: str(v)[:40])
def test_a_cluster_named_in_the_sentence_deploys(
    lang: str, text: str, want: tuple[str, str, str, str | None] | None
) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind in ("deployment", "supply")]
    got = [
        (r.obj.text if r.obj else r.obj_text, r.target.entity_id if r.target else None, r.size, r.place)
        for r in found
    ]
    assert got == ([want] if want else [])
