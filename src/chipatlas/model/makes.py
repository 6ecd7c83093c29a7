"""What a supplier makes when a sentence names it for its buyers with no part
(data/names/makes.csv): one ring part per company, each row citing the bundled ring rows
that show the company supplying that part. And who designs other companies' chips
(data/names/designs.csv): the design houses, each row citing its "Design partner" ring rows.

Only companies whose business is that one part are listed (a foundry's chips, a packager's
packaging, an ODM's racks). A memory maker's chips may be HBM, DRAM or NAND, and a company
that makes several ring parts (or phones and PCs besides racks) has no row: no part is
inferred for it.
"""

from __future__ import annotations

import csv
from functools import cache
from importlib.resources import files
from pathlib import Path

MAKES_FILE = Path(str(files("chipatlas") / "data" / "names" / "makes.csv"))
DESIGNS_FILE = Path(str(files("chipatlas") / "data" / "names" / "designs.csv"))


@cache
def made_part() -> dict[str, str]:
    """Company id -> the one ring part it makes."""
    with MAKES_FILE.open(encoding="utf-8", newline="") as fh:
        return {r["company"]: r["part"] for r in csv.DictReader(fh)}


@cache
def design_houses() -> frozenset[str]:
    """The companies whose business includes designing a buyer's own chip. An AI lab that is a
    chip's design partner only as its buyer (asking for changes) is not one: the file lists
    the companies whose cited ring rows show them doing the design."""
    with DESIGNS_FILE.open(encoding="utf-8", newline="") as fh:
        return frozenset(r["company"] for r in csv.DictReader(fh))
