"""A total over several chips is no one chip's figure (gold batch g3: "eight A100 GPUs that
provide a total of 320 gigabytes of memory" stored 320 GB as one A100's memory). The pages are
SYNTHETIC (a made-up ZX900)."""

from __future__ import annotations

from sqlalchemy import Engine
from tests.ingested_figures import page_figures

NAMES = b"name,kind\nZX900,Chip\n"
PAGE = """# SYNTHETIC TEST PAGE: a made-up server

The Widget-9 server holds eight ZX900 GPUs that provide a total of 768 GB of HBM memory.
Its four ZX900 accelerators offer 384 GB combined. The ZX900 carries 96 GB of HBM3 per chip.
The ZX900 accelerator has 900 cores, each with 48 MB of SRAM, a total of 43 GB of on-chip memory.
"""


def test_a_total_over_several_chips_is_left_unattached(sqlite_engine: Engine) -> None:
    attached, unattached = page_figures(sqlite_engine, NAMES, "totals.md", PAGE)
    assert ("chip:zx900", "96") in attached  # the chip's own figure stays its own
    assert ("chip:zx900", "43") in attached  # a total over one chip's cores is the chip's
    assert not {v for _, v in attached} & {"768", "384"}
    assert {"768", "384"} <= unattached  # kept and reported
