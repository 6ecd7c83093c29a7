"""The bundled name knowledge (data/names/organisations.csv) as typed records.

The store holds the same rows as statements (loaded by ``init``); this read of the
file serves the decisions made before any store exists: how a parenthesis in a
supplier cell is meant ("Nvidia (Grace)": Grace is Nvidia's chip) and which name a
company is shown under.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path

from chipatlas.model.names import match_key

NAMES_FILE = Path(str(files("chipatlas") / "data" / "names" / "organisations.csv"))
HEADER = (
    "id",
    "kind",
    "name",
    "legal_name",
    "short_names",
    "former_names",
    "tickers",
    "local_names",
    "parent",
    "maker",
    "platforms",
    "sites",
    "source_url",
)
# The header before the ``sites`` column (2026-12-03): a names file written to it still loads.
HEADER_WITHOUT_SITES = tuple(c for c in HEADER if c != "sites")
# Columns that hold other names of the entity, and the property each is kept under.
NAME_COLUMNS = (
    ("legal_name", "legal_name"),
    ("short_names", "alias"),
    ("former_names", "former_name"),
    ("tickers", "ticker"),
    ("local_names", "local_name"),
)


def split_list(cell: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in cell.split(";") if p.strip())


@dataclass(frozen=True)
class Known:
    """One curated entity: its id, kind, display name, every other name, and its links."""

    id: str
    kind: str
    name: str
    other_names: tuple[str, ...]
    parent: str | None
    maker: str | None
    platforms: tuple[str, ...]
    source_url: str
    # Where the company publishes in its own name: hosts ("amd.com", any subdomain too) and
    # code-host accounts ("github.com/ROCm"). A page there is the company's own word.
    sites: tuple[str, ...] = ()


def _row(r: dict[str, str]) -> Known:
    others = [n for col, _ in NAME_COLUMNS for n in split_list(r.get(col, ""))]
    return Known(
        id=r["id"],
        kind=r["kind"],
        name=r["name"],
        other_names=tuple(others),
        parent=r.get("parent") or None,
        maker=r.get("maker") or None,
        platforms=split_list(r.get("platforms", "")),
        source_url=r["source_url"],
        sites=split_list(r.get("sites") or ""),
    )


@cache
def known() -> tuple[Known, ...]:
    with NAMES_FILE.open(encoding="utf-8", newline="") as fh:
        return tuple(_row(r) for r in csv.DictReader(fh))


@cache
def _by_key() -> dict[str, tuple[Known, ...]]:
    out: dict[str, list[Known]] = {}
    for k in known():
        for name in (k.name, *k.other_names):
            key = match_key(name)
            if key and k not in out.setdefault(key, []):
                out[key].append(k)
    return {key: tuple(v) for key, v in out.items()}


def find(name: str, kind: str | None = None) -> Known | None:
    """The one curated entity of this kind with this name, or None."""
    hits = [k for k in _by_key().get(match_key(name), ()) if kind in (None, k.kind)]
    return hits[0] if len(hits) == 1 else None


def by_id(entity_id: str) -> Known | None:
    return next((k for k in known() if k.id == entity_id), None)


def owners(entity_id: str) -> list[str]:
    """The chain of parents above an entity, nearest first."""
    out: list[str] = []
    current = by_id(entity_id)
    while current and current.parent and current.parent not in out:
        out.append(current.parent)
        current = by_id(current.parent)
    return out


def site_owner(uri: str) -> Known | None:
    """The company whose own site or code-host account the address is on, or None.

    A host matches itself and its subdomains ("rocm.docs.amd.com" is on "amd.com", never
    "notamd.com"); an account matches its own path ("github.com/ROCm/ROCm/...", never
    "github.com/ROCmfan"). The longest match wins: a subsidiary's account beats its
    parent's host."""
    found = _SITE.match(uri.strip())
    if not found:
        return None
    host = found.group(1).lower().removeprefix("www.")
    if host.startswith(_COMMUNITY):  # users' posts on the company's forum are not its word
        return None
    path = [p for p in found.group(2).split("/") if p]
    best: tuple[int, Known] | None = None
    for k in known():
        for site in k.sites:
            length = _site_match(site.lower(), host, path)
            if length and (best is None or length > best[0]):
                best = (length, k)
    return best[1] if best else None


_COMMUNITY = ("community.", "forum.", "forums.", "discuss.", "answers.", "support.")
_SITE = re.compile(r"https?://([^/:?#]+)(?::\d+)?([^?#]*)", re.IGNORECASE)


def _site_match(site: str, host: str, path: list[str]) -> int:
    """How specific the match of ``site`` to this address is (0: no match)."""
    site_host, _, account = site.partition("/")
    if not (host == site_host or host.endswith("." + site_host)):
        return 0
    if not account:
        return len(site_host)
    return len(site) if path and path[0].lower() == account else 0


def curated_name(entity_id: str) -> str | None:
    entry = by_id(entity_id)
    return entry.name if entry else None
