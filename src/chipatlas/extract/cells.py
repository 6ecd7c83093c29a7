"""Cells that a text dump ran together, read apart again, with the reason said."""

from __future__ import annotations

import re
from dataclasses import dataclass

from chipatlas.model import countries
from chipatlas.model.vocab import is_gap

# 'Annapurna Labs (Amazon)Trainium3 design; ...': a closing parenthesis glued to a word.
_GLUED_PAREN = re.compile(r"^(.*?\))(?=[A-Za-z0-9])(.+)$")


@dataclass(frozen=True)
class Place:
    country: str | None
    site: str | None
    repair: str | None = None


def split_supplier(cell: str) -> tuple[str, str | None, str | None]:
    """Return (supplier, detail, repair) for a supplier cell that may hold its detail too."""
    m = _GLUED_PAREN.match(cell)
    if not m:
        return cell, None, None
    name, detail = m.group(1).strip(), m.group(2).strip()
    return name, detail, f"split {cell!r} into supplier {name!r} and detail {detail!r}"


def read_place(cell: str) -> Place:
    """'TaiwanTSMC Fab 18, Tainan' -> Taiwan / 'TSMC Fab 18, Tainan'; 'Not disclosed' -> unknown."""
    cell = " ".join(cell.split())
    if not cell or is_gap(cell):
        return Place(None, None)
    country = countries.lookup(cell)
    if country:
        return Place(country.name, None)
    glued = countries.split_prefix(cell)
    if glued:
        c, site = glued
        return Place(c.name, site, f"split {cell!r} into country {c.name!r} and site {site!r}")
    head, _, tail = cell.rpartition(",")
    country = countries.lookup(tail) if head else None
    if country:
        return Place(country.name, head.strip())
    return Place(None, cell, f"no country recognised in {cell!r}: kept as the site, country unknown")
