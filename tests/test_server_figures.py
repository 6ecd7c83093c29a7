"""Figures of one node or server: "2,978 nodes with 4 GPUs" counts nodes (not 2,978 GPUs), and
the 4 GPUs are each node's. A per-server figure goes to the one known server model (platform)
or the one known cluster its sentence names, as a figure proposal for review (its reading is
new: ``server_named`` / ``cluster_named`` are not yet measured safe to state); naming neither, it
is kept unattached, never given to the chip (gold g3b: LUMI-G's node figures). The names and
the page are SYNTHETIC: a made-up chip, server model and partition."""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.analyze.document import document_record
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument

NAMES = b"name,kind\nZX900,Chip\nZephyr-G,Cluster\nQZ-8 Server,Platform\n"
PAGE = """# SYNTHETIC TEST PAGE: a made-up machine room

The Zephyr-G partition consists of 1200 nodes with 4 ZX900 GPUs each.

Each QZ-8 Server node holds 8 ZX900 GPUs and 2 TB of system memory.

The Polarion system has 560 nodes, each with 4 ZX900 GPUs.

Built on the N3 process node, the ZX900 carries 96 GB of HBM3.

The Aurora-Z nodes hold eight ZX900 cards per node with 141 GB of memory each.
"""

Figure = tuple[str | None, str, str, str]


def _figures(engine: Engine) -> tuple[set[Figure], set[Figure]]:
    assert ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    report = ingest(engine, SourceDocument("synthetic:servers.md", PAGE.encode(), "text/markdown"))
    assert report.ok and report.document_id, report.lines()
    with engine.connect() as conn:
        rec = document_record(conn, report.document_id)
    read = {(str(c["subject"]), c["metric"], str(c["value"]), c["scope"]) for c in rec["claims"]}
    read |= {
        (str(p["subject_id"]), p["metric"], str(p["value"]), p["scope"]) for p in rec["figure_proposals"]
    }
    kept = {(None, c["metric"], str(c["value"]), c.get("scope") or "") for c in rec["unattached"]}
    return read, kept


def test_node_counts_and_per_node_figures(sqlite_engine: Engine) -> None:
    read, kept = _figures(sqlite_engine)
    # the partition: its node count, and each node's chips
    assert ("cluster:zephyr_g", "compute_node_count", "1200", "per_cluster") in read
    assert ("cluster:zephyr_g", "accelerator_count", "4", "per_server") in read
    # the server model named in the sentence: its chips per server
    assert ("platform:qz_8_server", "accelerator_count", "8", "per_server") in read
    # a machine the store does not know: the counts are kept, read right, on no one
    assert (None, "compute_node_count", "560", "per_cluster") in kept
    assert (None, "accelerator_count", "4", "per_server") in kept
    # no node or server figure is the chip's
    assert not {f for f in read if f[0] == "chip:zx900" and f[2] in ("1200", "4", "8", "560", "2")}
    # a process node is no server: the chip's memory stays the chip's
    assert ("chip:zx900", "hbm_capacity", "96", "per_chip") in read
    # "cards per node with 141 GB of memory each": each card's, not each node's
    assert ("chip:zx900", "hbm_capacity", "141", "per_chip") in read
    # a server's memory is system memory unless the sentence says HBM
    assert ("platform:qz_8_server", "memory_capacity", "2", "per_server") in read


FOCUS = """# SYNTHETIC TEST PAGE: two made-up machines

The Zephyr-G partition delivers 300 PFLOPS of FP64 compute per cluster.

The Polarion supercomputer delivers 40 PFLOPS of FP64 compute in all.
"""


def test_a_machine_the_store_lacks_ends_the_known_cluster_in_focus(sqlite_engine: Engine) -> None:
    assert ingest(sqlite_engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    report = ingest(sqlite_engine, SourceDocument("synthetic:two.md", FOCUS.encode(), "text/markdown"))
    assert report.ok and report.document_id
    with sqlite_engine.connect() as conn:
        rec = document_record(conn, report.document_id)
    read = {(str(p["subject_id"]), str(p["value"])) for p in rec["figure_proposals"]}
    read |= {(str(c["subject"]), str(c["value"])) for c in rec["claims"]}
    assert ("cluster:zephyr_g", "300") in read
    assert ("cluster:zephyr_g", "40") not in read  # Polarion's, not Zephyr-G's
    assert "40" in {str(c["value"]) for c in rec["unattached"]}


def test_a_partition_the_store_lacks_is_a_cluster_candidate() -> None:
    """So an analyst can add it (``entity add``) and re-read the page (``ingest --reread``)."""
    from chipatlas.extract.mentions import cluster_candidates

    text = "The Zephyr-G partition consists of 1200 nodes. The GPU partition is new."
    assert cluster_candidates(text) == [("Zephyr-G", 4, 12)]
