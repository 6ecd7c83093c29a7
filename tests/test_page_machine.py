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
