"""Deployments a machine's hardware table states (extract/relation_hardware.py, issue 11 §1).
Every page, machine and chip here is SYNTHETIC ("Borealis", "ZX900", "QX5", "Nimbus Q1" do not
exist): written before the rule ran on them.

A page whose title names a machine (a known cluster, or a title ending in "Cluster" or
"Supercomputer") and whose table has one accelerator column gives one deployment per
accelerator the column names, quoting its first row; a product the store does not know is kept
as written. A page whose title names no machine, or a count column, gives nothing."""

from __future__ import annotations

import pytest
from sqlalchemy import Engine

from chipatlas.extract.mentions import DictGazetteer
from chipatlas.extract.relation_reader import read_relations
from chipatlas.ingest.pipeline import ingest
from chipatlas.read.text import read_text
from chipatlas.sources import SourceDocument

GAZ = DictGazetteer(
    {
        "Zorblax": ("company:zorblax", "Company"),
        "Quantix": ("company:quantix", "Company"),
        "ZX Ultra": ("chip:zx_ultra", "Chip"),
        "ZX900": ("chip:zx900", "Chip"),
        "QX5": ("chip:qx5", "Chip"),
        "Zephyr": ("platform:zephyr", "Platform"),
        "Borealis": ("cluster:borealis", "Cluster"),
    }
)

ROWS = """| Partition | Nodes | GPU | VRAM | GPU/Node |
|---|---|---|---|---|
| zx | 9 | Acme ZX900-SXM-96GB | 96 GB | 8 |
| zx_big | 2 | Acme ZX900-SXM-144GB | 144 GB | 8 |
| qx | 19 | Acme QX5 | 48 GB | 4 |
| nim | 3 | Acme Nimbus Q1 | 24 GB | 4 |
| old | 2 | Acme VRX 5000 Zephyr | 16 GB | 4 |
"""


def _read(text: str) -> list[tuple[str, str, str, str]]:
    doc = read_text("synthetic:cluster.md", text, "text/markdown", "utf-8")
    found = [r for r in read_relations(doc.text, GAZ, "en", tables=doc.tables) if r.kind == "deployment"]
    return [
        (
            r.obj.entity_id if r.obj else r.obj_text or "",
            r.target.entity_id if r.target else "",
            r.target_written.text if r.target_written else "",
            r.quote,
        )
        for r in found
    ]


def test_a_clusters_hardware_table_gives_one_deployment_per_accelerator() -> None:
    found = _read("# GPU Cluster\n\nThe partitions (synthetic).\n\n" + ROWS)
    assert [f[:3] for f in found] == [
        ("GPU Cluster", "chip:zx900", ""),  # two rows of one chip: one deployment
        ("GPU Cluster", "chip:qx5", ""),
        ("GPU Cluster", "", "Acme Nimbus Q1"),  # unknown: kept as written
        ("GPU Cluster", "", "Acme VRX 5000 Zephyr"),  # a known name ending a longer product's: no Zephyr
    ]
    assert found[0][3] == "| zx | 9 | Acme ZX900-SXM-96GB | 96 GB | 8 |"  # the row is the quote


def test_a_known_cluster_in_a_front_matter_title_is_the_machine() -> None:
    page = '---\ntitle: "Borealis partitions"\n---\n\n' + ROWS
    assert {f[0] for f in _read(page)} == {"cluster:borealis"}


def test_a_title_naming_no_machine_or_a_count_column_gives_nothing() -> None:
    assert _read("# GPU price list\n\n" + ROWS) == []  # a price list is no deployment
    counts = "# GPU Cluster\n\n| Partition | GPUs per node |\n|---|---|\n| zx | 8 |\n| qx | 4 |\n"
    assert _read(counts) == []  # a count column: numbers, no product
    # ... but one whose cells name the product counted is the accelerator column ("GPU par nœud"
    # over "4 x NVIDIA L40S 48GB" on a wiki page)
    named = "# GPU Cluster\n\n| Partition | GPUs per node |\n|---|---|\n| zx | 8 x ZX900 |\n"
    assert [f[:2] for f in _read(named)] == [("GPU Cluster", "chip:zx900")]


@pytest.mark.parametrize(
    ("page", "want"),
    [
        ("# Tarvin, la machine IA/GPU ZX900 du campus\n\nText.", [("Tarvin", "chip:zx900")]),
        ("# Borealis, the AI supercomputer built on QX5\n", [("cluster:borealis", "chip:qx5")]),
        # no machine noun, two chips, or not the page's first title: nothing
        ("# Tarvin, the new ZX900 review\n", []),
        ("# Tarvin, la machine ZX900 et QX5\n", []),
        ("# Notes\n\n# Tarvin, la machine ZX900\n", []),
    ],
)
def test_a_titles_apposition_names_the_machines_chip(page: str, want: list[tuple[str, str]]) -> None:
    assert [(f[0], f[1]) for f in _read(page)] == want


MACHINES = """## Compared with other machines (synthetic)

- **Zorblax's Tarn (USA)**: 16.000 Acme ZX900 GPUs
- **Quantix Vell**: 12.600 Acme ZX Ultra QX5 GPUs (newer)
- **Zorblax Dojo**: custom chips

In short:

- Zorblax Tarn: 16.000 Acme ZX900 GPUs
"""


def test_a_list_comparing_machines_gives_each_its_deployment() -> None:
    found = _read(MACHINES)
    assert [f[:2] for f in found] == [("Zorblax's Tarn", "chip:zx900"), ("Quantix Vell", "chip:qx5")]
    assert found[0][3] == "- **Zorblax's Tarn (USA)**: 16.000 Acme ZX900 GPUs"


def test_one_machine_line_or_a_products_make_up_gives_nothing() -> None:
    assert _read("- **Zorblax's Tarn (USA)**: 16.000 Acme ZX900 GPUs\n") == []  # one line: no list
    made_up = "- **Zephyr**: 72 ZX900 GPUs\n- **Zorblax**: 64 QX5 chips\n"  # a product, a company alone
    assert _read(made_up) == []


NAMES = b"name,kind\nZX900,Chip\n"


def test_an_ingested_cluster_page_proposes_its_deployments(sqlite_engine: Engine) -> None:
    """Through the whole ingest: the table is kept past the cells' free and listed for review."""
    assert ingest(sqlite_engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    page = (
        "# Borealis Supercomputer\n\nThis synthetic page describes a made-up machine for a test. "
        "Jobs request a partition and a number of cards; the table below lists the partitions, "
        "the most capable first.\n\n## Specifications\n\n" + ROWS
    )
    report = ingest(sqlite_engine, SourceDocument("synthetic:borealis.md", page.encode(), "text/markdown"))
    assert report.ok, report.lines()
    lines = [line for line in report.proposals if "Borealis Supercomputer" in line]
    assert len(lines) == 4 and "ZX900" in lines[0], report.proposals


BARE = """Nodes | CPUs | Memory | GPUs
----- | ---- | ------ | ----
80 | Acme CPU 64 | 768 GiB | N/A
4 | Acme CPU 32 | 384 GiB | 10 x Nimbus Q1
2 | Acme CPU 32 | 384 GiB | 2 x ZX900
"""


def test_a_machines_own_name_before_hardware_and_a_table_without_outer_pipes() -> None:
    """'# Tarvin hardware' names the machine (its own name, no known entity, no common word);
    the table is written without its outer pipes (GitHub's Markdown); a count before the
    product is left out of it and 'N/A' names none. SYNTHETIC page."""
    found = _read("# Tarvin hardware\n\n" + BARE)
    assert [f[:3] for f in found] == [("Tarvin", "", "Nimbus Q1"), ("Tarvin", "chip:zx900", "")]
    assert found[1][3] == "2 | Acme CPU 32 | 384 GiB | 2 x ZX900"
    assert _read("# Server hardware\n\n" + BARE) == []  # a common word names no machine
    assert _read("# Zorblax hardware\n\n" + BARE) == []  # a company's hardware, not a machine


LISTED = """## GPU Nodes

**ZX nodes**

- **Nodes:** gpu[01-08]
- **Server:** Acme Rackline 8
- **CPU:** 2x Acme CPU 64-Core Processor
- **GPU:** 4x Acme ZX900 SXM 80GB
- **Partitions:** zx

**Nimbus node**

- **Server:** Acme Rackline 4
- **GPU:** 8 x Nimbus Q1
- **Memory:** 1TiB

* GPU: none
"""


def test_a_node_lists_accelerator_line_is_a_deployment_of_the_pages_machine() -> None:
    """A specification list ("- **GPU:** 4x ZX900 SXM 80GB") names the node's accelerators as a
    table's column would: one deployment each, the count left out, quoting the line; the CPU
    line and a line naming none give nothing. SYNTHETIC page."""
    found = _read("# Tarvin Hardware\n\n" + LISTED)
    assert [f[:3] for f in found] == [("Tarvin", "chip:zx900", ""), ("Tarvin", "", "Nimbus Q1")]
    assert found[0][3] == "- **GPU:** 4x Acme ZX900 SXM 80GB"
    assert _read("# Server hardware\n\n" + LISTED) == []  # no machine named: nothing
