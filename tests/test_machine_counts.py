"""A machine's size (its accelerators and racks) is the one cluster its sentence names, as a
proposal for review; and the one machine a text names by a proper name ("the company's
Kaohsiung Super Computing Center") is stated as a Cluster so its counts have a subject
(issue #10). Every sentence, page and name here is SYNTHETIC."""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from tests.figure_reading import claims_of

from chipatlas.analyze.document import document_record
from chipatlas.extract.mentions import DictGazetteer
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument

GAZ = DictGazetteer(
    {
        "Tarvik": ("cluster:tarvik", "Cluster"),
        "Zorblax": ("company:zorblax", "Company"),
        "Quantix": ("company:quantix", "Company"),
        "ZX900": ("chip:zx900", "Chip"),
        "ZR72": ("platform:zr72", "Platform"),
    }
)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Tarvik now runs 20,000 ZX900 GPUs.", [(20000.0, "cluster:tarvik")]),
        ("Tarvik is built around Zorblax [[ZX900]] parts — 64 racks, 4,608 GPUs using ZR72.",
         [(64.0, "cluster:tarvik"), (4608.0, "cluster:tarvik")]),
        # another actor's count in a new clause, or a company between: not the machine's
        ("Tarvik runs 10,000 ZX900 GPUs, while Quantix bought 35,000 ZX900 GPUs.",
         [(10000.0, "cluster:tarvik"), (35000.0, "")]),
        ("Tarvik is larger than what Quantix runs with 35,000 ZX900 GPUs.", [(35000.0, "")]),
        # no cluster named: no subject
        ("Quantix bought 35,000 ZX900 GPUs.", [(35000.0, "")]),
    ],
)  # fmt: skip
def test_a_machines_counts_are_the_one_cluster_named_before_them(
    text: str, found: list[tuple[float, str]]
) -> None:
    claims = claims_of(text, GAZ, "en")
    got = [
        (float(c["value"]), c.get("subject", ""))
        for c in claims
        if c.get("metric") in ("accelerator_count", "rack_count")
    ]
    assert got == found
    assert all(c.get("scope") == "per_cluster" for c in claims if c.get("subject", "").startswith("cluster:"))


NAMES = b"name,kind\nZX900,Chip\nZorblax,Company\n"
PAGE = """# Zorblax grows its own compute (synthetic)

Zorblax makes servers for many buyers and said its sales rose this year.
The company's Tarvik Super Computing Center is built around Zorblax ZX900 chips: 64 racks, 4,608 GPUs in all.
"""


def _proposed(engine: Engine, page: str) -> set[tuple[str, str, str]]:
    assert ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    report = ingest(engine, SourceDocument("synthetic:named.md", page.encode(), "text/markdown"))
    assert report.ok and report.document_id, report.lines()
    with engine.connect() as conn:
        rec = document_record(conn, report.document_id)
    return {(str(p["subject_id"]), p["metric"], str(p["value"])) for p in rec["figure_proposals"]}


def test_the_one_machine_a_text_names_is_stated_and_its_counts_proposed(sqlite_engine: Engine) -> None:
    proposed = _proposed(sqlite_engine, PAGE)
    machine = "cluster:tarvik_super_computing_center"
    assert {(machine, "rack_count", "64"), (machine, "accelerator_count", "4608")} <= proposed


def test_two_named_machines_state_none(sqlite_engine: Engine) -> None:
    page = PAGE + "Its Norvik Supercomputer is older.\n"
    proposed = _proposed(sqlite_engine, page)
    assert not any(s.startswith("cluster:") for s, _, _ in proposed)


def test_a_name_opening_on_a_known_company_is_no_new_machine(sqlite_engine: Engine) -> None:
    """ "Zorblax AI Factory": a company's product line, not a machine of its own."""
    page = PAGE.replace("The company's Tarvik Super Computing Center", "The Zorblax AI Factory")
    proposed = _proposed(sqlite_engine, page)
    assert not any(s.startswith("cluster:") for s, _, _ in proposed)


SPECS = """# Machines (synthetic)

Tarvin is a ZX900-based system with many racks, built for the tests of this project.

Tarvin Machine Specs
* Speed: 3.9 petaflops
* Each Node has:
  * 8 ZX900 GPUs each with 40GB onboard memory
  * 1 TB DDR4 Memory
"""


def test_a_machines_spec_list_is_no_carried_chips(sqlite_engine: Engine) -> None:
    """ "X Machine Specs": the list's figures are the machine's (unknown here: unattached), never
    the chip named before; its items naming a chip keep it."""
    proposed = _proposed(sqlite_engine, SPECS)
    assert not any(metric == "flops" for _, metric, _ in proposed), proposed
    assert not any(value in ("3.9", "1") and s == "chip:zx900" for s, _, value in proposed), proposed
