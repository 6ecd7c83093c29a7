"""What a supplier makes when a sentence names it for its buyers with no part
(data/names/makes.csv): one ring part per company, each row citing the bundled ring rows
that show the company supplying that part.

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


@cache
def made_part() -> dict[str, str]:
    """Company id -> the one ring part it makes."""
    with MAKES_FILE.open(encoding="utf-8", newline="") as fh:
        return {r["company"]: r["part"] for r in csv.DictReader(fh)}
