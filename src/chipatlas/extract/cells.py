"""Cells that a text dump ran together, read apart again, with the reason said."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from chipatlas.model import countries, knowledge
from chipatlas.model.names import CompanyName, read_company
from chipatlas.model.schema import K
from chipatlas.model.vocab import is_gap

# 'Annapurna Labs (Amazon)Trainium3 design; ...': a closing parenthesis glued to a word.
_KNOWN = "name knowledge"
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


@lru_cache(maxsize=4096)  # a ring repeats a few hundred places over its rows; Place is frozen
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


def read_country(cell: str, site: str | None) -> Place:
    """A ``made_in_country`` cell beside the row's site. Words that name no one country
    ('United States; Netherlands', 'Taiwn') are never dropped: with no site they become the
    site (each part then placed, or named as unplaced, by the gazetteer), beside a site they
    stay in the row's quote; either way the repair says so."""
    place = read_place(cell)
    if place.country is not None or place.site is None:
        return Place(place.country, site)
    words = place.site
    near = countries.nearest(words)
    hint = f" (did you mean {near!r}?)" if near else ""
    if site is None:
        return Place(None, words, f"made_in_country {words!r} names no one country{hint}: kept as the site")
    return Place(None, site, f"made_in_country {words!r} names no one country{hint}: country left empty")


@lru_cache(maxsize=4096)  # read twice per ring row; the name knowledge is fixed per build
def read_supplier(text: str) -> CompanyName:
    """'Outer (Inner)' read by what the name knowledge says the two names are.

    - Inner is a known chip or platform ('Nvidia (Grace)'): a product, kept as detail.
    - Inner is another name of Outer: an alias.
    - Inner owns Outer ('Annapurna Labs (Amazon)'): the owner.
    - Inner is a subsidiary of Outer or of Outer's owner ('AWS (Annapurna Labs)',
      'Intel (Habana Labs)'): the company that does the work, so the supplier.
    Names the knowledge does not hold fall back to the shape rules of ``read_company``.
    """
    text = " ".join(text.split())
    m = re.fullmatch(r"(.+?)\s*\(([^()]+)\)", text)
    if not m:
        return CompanyName(text)
    outer, inner = m.group(1).strip(), m.group(2).strip()
    product = knowledge.find(inner, K.CHIP) or knowledge.find(inner, K.PLATFORM)
    if product and not knowledge.find(inner, K.COMPANY):
        why = f"{inner} is a known {product.kind.lower()} ({_KNOWN})"
        return CompanyName(
            outer, product=inner, note=f"read ({inner}) as a product of {outer}, not its owner: {why}"
        )
    known_outer, known_inner = knowledge.find(outer, K.COMPANY), knowledge.find(inner, K.COMPANY)
    if known_outer and known_inner:
        reading = _related(outer, inner, known_outer.id, known_inner.id)
        if reading:
            return reading
    return read_company(text)


def _related(outer: str, inner: str, outer_id: str, inner_id: str) -> CompanyName | None:
    if outer_id == inner_id:
        return CompanyName(
            outer, aliases=(inner,), note=f"read ({inner}) as an alias of {outer}: one company ({_KNOWN})"
        )
    if inner_id in knowledge.owners(outer_id):
        return CompanyName(
            outer,
            parent=inner,
            note=f"read ({inner}) as the owner of {outer}: {inner} owns {outer} ({_KNOWN})",
        )
    group = [outer_id, *knowledge.owners(outer_id)]
    shared = [g for g in group if g in {inner_id, *knowledge.owners(inner_id)}]
    if shared:
        owner = knowledge.curated_name(shared[0]) or shared[0]
        return CompanyName(
            inner,
            note=f"read ({inner}) as the company doing the work for {outer}: both belong to {owner}",
        )
    return None
