"""A page about one machine (an HPC centre's page: title "GPU nodes - X", opening "The X
hardware partition consists of ... nodes") states that machine as a Cluster sourced from the
page, and reads its figures for it, as proposals for review (extract/page_subject.py). A name
only the opening or only the title gives, a software product's cluster, or two machines: no
machine is stated, nothing is guessed. Every page and name here is SYNTHETIC."""

from __future__ import annotations

from sqlalchemy import Engine, select

from chipatlas.analyze.document import document_record
from chipatlas.extract.page_subject import page_machine
from chipatlas.ingest.pipeline import ingest
from chipatlas.read.parsed import Block
from chipatlas.sources import SourceDocument
from chipatlas.store.tables import statements

NAMES = b"name,kind\nZX900,Chip\n"
PAGE = """# GPU nodes - Zorva-G

The Zorva-G hardware partition consists of 800 nodes with 4 ZX900 GPUs each.
The aggregated HPL performance of Zorva-G is 90.5 PFlop/s.
"""


def _ingest(engine: Engine, page: str) -> tuple[str, set[tuple[str, str, str, str]], int]:
    assert ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    report = ingest(engine, SourceDocument("synthetic:machine.md", page.encode(), "text/markdown"))
    assert report.ok and report.document_id, report.lines()
    with engine.connect() as conn:
        rec = document_record(conn, report.document_id)
    proposed = {
        (str(p["subject_id"]), p["metric"], str(p["value"]), p["scope"]) for p in rec["figure_proposals"]
    }
    return report.document_id, proposed, len(rec["unattached"])


def _clusters(engine: Engine) -> dict[str, str]:
    with engine.connect() as conn:
        rows = conn.execute(
            select(statements.c.entity_id, statements.c.document_id).where(
                statements.c.schema == "Cluster", statements.c.prop == "name"
            )
        )
        return {r.entity_id: r.document_id for r in rows}


def test_the_page_machine_is_stated_and_its_figures_proposed(engine: Engine) -> None:
    doc, proposed, _ = _ingest(engine, PAGE)
    assert _clusters(engine) == {"cluster:zorva_g": doc}  # sourced from the page itself
    assert ("cluster:zorva_g", "compute_node_count", "800", "per_cluster") in proposed
    assert ("cluster:zorva_g", "accelerator_count", "4", "per_server") in proposed
    assert ("cluster:zorva_g", "flops", "90.5", "per_cluster") in proposed


def test_a_name_the_title_does_not_give_is_no_page_machine(sqlite_engine: Engine) -> None:
    page = PAGE.replace("# GPU nodes - Zorva-G", "# Machine room notes")
    _, proposed, unattached = _ingest(sqlite_engine, page)
    assert not _clusters(sqlite_engine) and not proposed
    assert unattached >= 3  # kept, with their quotes, on no one


def test_a_software_cluster_is_no_machine(sqlite_engine: Engine) -> None:
    page = (
        "# Setting up a Ray cluster\n\nThe Ray cluster consists of 4 worker nodes with 8 ZX900 GPUs each.\n"
    )
    _, proposed, _ = _ingest(sqlite_engine, page)
    assert not _clusters(sqlite_engine) and not proposed


def test_a_machine_the_store_knows_is_not_stated_again(sqlite_engine: Engine) -> None:
    known = SourceDocument("synthetic/machine.csv", b"name,kind\nZorva-G,Cluster\n", "text/csv")
    assert ingest(sqlite_engine, known).ok
    _, proposed, _ = _ingest(sqlite_engine, PAGE)
    stated = _clusters(sqlite_engine)
    assert list(stated) == ["cluster:zorva_g"] and len(set(stated.values())) == 1  # the names file's
    assert ("cluster:zorva_g", "compute_node_count", "800", "per_cluster") in proposed


def _block(text: str, heading: int = 0) -> Block:
    return Block(text, 0, len(text), 1, heading=heading)


def test_page_machine_reads_titles_and_openings_in_several_languages() -> None:
    fr = [_block("La machine Quorra dispose de 8 noeuds de calcul.")]
    assert page_machine(["Quorra, la machine IA de MesoSynth"], fr).name == "Quorra"  # type: ignore[union-attr]
    ja = [_block("ZORVシステムは、合計64基のGPUを備えた8台の計算ノードから構成されます。")]
    assert page_machine(["ZORVシステムの概要"], ja).name == "ZORV"  # type: ignore[union-attr]
    two = [_block("The Quorra system and the Zorva-G partition share a hall.")]
    assert page_machine(["Quorra and Zorva-G"], two) is None  # two machines: which one is not clear
    chip = [_block("The MI300X system holds 8 GPUs.")]
    assert page_machine(["MI300X system"], chip) is None  # a chip's name is no machine's


FRENCH = """# Quorra, le cluster de calcul synthétique

Le supercalculateur Quorra dispose de 12 nœuds de calcul. Dans un nœud, on a 512 Go de RAM et
quatre cartes ZX900.

La puce ZX900, gravée sur un nœud de 3 nm, porte 96 Go de HBM3.
"""


def test_a_french_page_counts_its_nodes_and_reads_one_node(sqlite_engine: Engine) -> None:
    """ "15 nœuds" counts nodes; "dans un nœud" scopes a figure to one node of the page's
    machine, its sentence naming none; a "nœud de 3 nm" is a process node, no server."""
    _, proposed, _ = _ingest(sqlite_engine, FRENCH)
    assert ("cluster:quorra", "compute_node_count", "12", "per_cluster") in proposed
    assert ("cluster:quorra", "capacity", "512", "per_server") in proposed
    assert not any(p[0] == "chip:zx900" and p[2] == "512" for p in proposed)  # the node's, not the card's
    assert not any(p[2] == "96" and p[0] == "cluster:quorra" for p in proposed)


def test_a_numa_node_is_no_server(sqlite_engine: Engine) -> None:
    page = PAGE + "The CPU is configured as 4 NUMA nodes, i.e., 128 GiB of memory per NUMA node.\n"
    _, proposed, _ = _ingest(sqlite_engine, page)
    assert not any(p[2] == "128" and p[3] == "per_server" for p in proposed)


def _deployments(engine: Engine, page: str) -> list[str]:
    assert ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    report = ingest(engine, SourceDocument("synthetic:deploy.md", page.encode(), "text/markdown"))
    assert report.ok, report.lines()
    return [line for line in report.proposals if "deployment" in line]


def test_the_page_machine_deploys_the_chips_its_nodes_hold(sqlite_engine: Engine) -> None:
    """Its relations read the machine as a known cluster: "consists of ... nodes with 4 ZX900
    GPUs" is a deployment; the same chip written again in another case is the same proposal."""
    page = PAGE + "The Zorva-G compute nodes are equipped with four Zx900 GPUs.\n"
    found = _deployments(sqlite_engine, page)
    assert len(found) == 1 and "Zorva-G uses ZX900 (800 nodes" in found[0], found


def test_having_a_count_of_accelerators_is_a_deployment(sqlite_engine: Engine) -> None:
    page = FRENCH + "\nPar ailleurs Quorra possède 2 accélérateurs GPU ZX900 par nœud.\n"
    found = _deployments(sqlite_engine, page)
    assert any("Quorra uses ZX900" in line for line in found), found


LISTED = """# Quorra, le cluster de calcul synthétique

Le supercalculateur Quorra dispose de 12 nœuds de calcul.

Chaque nœud dispose de :

- 512 Go de RAM
- un disque NVMe de 3,84 To
- 4 x GPU ZX900 80 Go

Les points forts :

- 256 Go de cache partagé
"""


def test_a_list_led_by_a_node_line_is_one_nodes(sqlite_engine: Engine) -> None:
    """Items under "Chaque nœud dispose de :" are one node's, unless the item names a product
    (the ZX900's 80 GB stays the chip's); a list led by a line with no node word is not."""
    _, proposed, _ = _ingest(sqlite_engine, LISTED)
    assert ("cluster:quorra", "capacity", "512", "per_server") in proposed
    assert ("cluster:quorra", "capacity", "3.84", "per_server") in proposed
    assert not any(p[0] == "cluster:quorra" and p[2] in ("80", "256") for p in proposed)
