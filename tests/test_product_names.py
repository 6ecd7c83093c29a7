"""A known chip name at the end of a longer product name is no mention of that chip (gold g3:
"eight NVIDIA RTX PRO 6000 Blackwell cards ... 96 GB of memory each" stored 96 GB as the
Blackwell GPU's). The page is SYNTHETIC: made-up "ZQ PRO 7000" cards named after a made-up
ZX900 family."""

from __future__ import annotations

from sqlalchemy import Engine
from tests.ingested_figures import page_figures

NAMES = b"name,kind\nZX900,Chip\n"
PAGE = """# SYNTHETIC TEST PAGE: a made-up cluster partition

Each node holds eight ZQ PRO 7000 ZX900 cards with 72 GB of memory per card.

The older nodes hold four ZQ PRO 5000 (ZX900) cards with 48 GB of memory each.

In 2027 ZX900 chips carried 96 GB of HBM3 per chip.

At SYNCON 2027 ZX900 chips were shown with 64 GB of SRAM per chip.
"""


def test_a_chip_name_ending_a_longer_product_name_is_not_that_chip(sqlite_engine: Engine) -> None:
    attached, unattached = page_figures(sqlite_engine, NAMES, "cards.md", PAGE)
    assert ("chip:zx900", "72") not in attached  # the card's memory, not the ZX900's
    assert ("chip:zx900", "48") not in attached  # "ZQ PRO 5000 (ZX900)": the card's too
    assert {"72", "48"} <= unattached  # kept and reported
    assert ("chip:zx900", "96") in attached  # "In 2027 ZX900": a year, no product name
    assert ("chip:zx900", "64") in attached  # "SYNCON 2027 ZX900": an event's year, no model
