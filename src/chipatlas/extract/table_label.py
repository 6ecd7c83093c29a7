"""The platform a ring table is about when it has no platform column: its caption, else the
heading above it ("Supplier ring: Nvidia GB200 NVL72", "AWS Trainium3 UltraServer suppliers")."""

from __future__ import annotations

import re

from chipatlas.model.names import slugify
from chipatlas.read.parsed import Cell, Table

# Words that say what the table is (a ring, its suppliers), not which platform it is about.
_GENERIC = re.compile(
    r"\b(?:supplier rings?|supply chains?|suppliers?|supply|rings?|bill of materials|bom|components?"
    r"|parts?|vendors?|who makes what|table|for|of|the|in)\b",
    re.IGNORECASE,
)
_LONGEST = 80  # a label longer than this is a sentence, not a name


def platform_label(table: Table) -> tuple[str, Cell, str] | None:
    """(platform name, the caption or heading cell, 'caption' | 'heading'), or None."""
    if table.label is None or table.label_from is None:
        return None
    text = table.label.text
    if len(text) > _LONGEST:
        return None
    name = " ".join(_GENERIC.sub(" ", text).split()).strip(" :;,.-–—()[]")
    name = re.sub(r"^[:;,.\-–—\s]+|[:;,.\-–—\s]+$", "", name)
    if not slugify(name) or not any(c.isdigit() or c.isupper() for c in name):
        return None  # "Suppliers" or "the components": no name left
    return name, table.label, table.label_from
