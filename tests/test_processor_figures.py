"""A figure written before a processor's name is that processor's (issue #10): "a single
64-core AMD EPYC "Trento" CPU" beside a GPU's name is the CPU's, and unattached when the
known names lack the CPU, never the GPU's (gold g3b: LUMI-G's CPU cores were proposed as the
MI250X's). SYNTHETIC sentences: the names (tests/subject_traps.py) and numbers are invented."""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of
from tests.subject_traps import GAZ, QX, UNATTACHED, ZX

from chipatlas.extract.quantities import find_quantities
from chipatlas.extract.spec_doubts import one_module

ROWS = [
    # an unknown processor after the figure: the figure is its own, unattached
    ('The Kappa-9 partition has 400 nodes with 4 ZX900 GPUs and a single 64 cores Veltra Lumen "Tarn" CPU.',
     64, UNATTACHED),
    ("Each ZX900 board is paired with a 64-core Veltra Lumen 7A CPU.", 64, UNATTACHED),
    ("The ZX900 sits beside a 500 W Veltra Core9 processor.", 500, UNATTACHED),
    # a known chip named as the processor: its figure
    ("Each ZX900 board is paired with a 96-core QX5 CPU.", 96, QX),
    # a memory type is no processor's name: the chip's own memory
    ("The ZX900 is a 128 GB HBM3 APU.", 128, ZX),
    # a count of cores carried from an earlier sentence: a CPU's line, not the chip's
    ("The ZX900 is the node's GPU. Each node also has 1 Veltra Lumen Q80, 80 cores ARM.", 80, UNATTACHED),
    # ... but the device in focus keeps its own
    ("The ZX900 ships this year. The device has 96 cores.", 96, ZX),
    # a module the sentence is about: its figures are no carried chip's
    ("The ZX900 ships this year. These new Qorra modules could reach 512 GB in capacity.", 512, UNATTACHED),
    # system memory (DDR, DIMMs, "system memory") is a node's or a CPU's, never an accelerator's
    ("The ZX900 board also carries 512 GB of DDR5 for the host.", 512, UNATTACHED),
    ("The ZX900 is the node's GPU. The node adds 1 TB DDR4 Memory.", 1, UNATTACHED),
    # ... but a GPU's own GDDR is its memory
    ("The ZX900 has 48 GB GDDR7 memory.", 48, ZX),
    # no processor after the figure: the chip's, as before
    ("The ZX900 has 64 cores and a Veltra CPU beside it.", 64, ZX),
]  # fmt: skip


@pytest.mark.parametrize(("text", "value", "subject"), ROWS)
def test_a_figure_before_a_processor_name_is_that_processors(text: str, value: float, subject: str) -> None:
    claims = claims_of(text, GAZ, "en")
    found = [c.get("subject", UNATTACHED) for c in claims if c.get("value") == f"{value:g}"]
    assert found, f"{value:g} not read in {text!r}"
    assert set(found) == {subject}, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The ZX900 has a 96-core design.", 96),
        ("The ZX900 has 96 cores.", 96),
        ("The ZX900 packs 16,896 cores.", 16896),  # a GPU's cores run to thousands: no output count
    ],
)
def test_a_chips_cores_are_a_core_count(text: str, value: float) -> None:
    claims = claims_of(text, GAZ, "en")
    found = [(c.get("metric"), c.get("subject")) for c in claims if c.get("value") == f"{value:g}"]
    assert found == [("core_count", ZX)]


def test_three_core_areas_is_no_count() -> None:
    assert claims_of("Zorblax named three core areas and 4 core markets.", GAZ, "en") == []


@pytest.mark.parametrize(
    ("text", "value", "module"),
    [
        ("on a 512Go RAM répartis en 8 barrettes de 64Go", 64, True),
        ("on a 512Go RAM répartis en 8 barrettes de 64Go", 512, False),
        ("1 TB of memory in 16 DIMMs of 64 GB", 64, True),
        ("eight 64 GB DDR5 RDIMMs per node", 64, True),
        ("each node holds 512 GB of DDR5", 512, False),
    ],
)
def test_one_memory_modules_size_is_no_nodes(text: str, value: float, module: bool) -> None:
    """SYNTHETIC lines: a DIMM's size, written with the modules' count, is a part of the node's
    memory (Turpan's "8 barrettes de 64Go" was proposed as the node's 64 GB)."""
    (q,) = [q for q in find_quantities(text) if q.value == value]
    assert one_module(text, q) is module
