"""Shared reading for the analyses: ring rows with their platform, countries, and evidence refs.

Every analysis reads the ``ring_rows`` projection (one row per ring statement group) and
keeps the ``supply_id`` / ``document_id`` / ``source_url`` of each row so a figure can
link to the statements it was computed from.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import ColumnElement, Connection, FromClause, select
from typing_extensions import TypedDict

from chipatlas.analyze.records_concentration import Refs
from chipatlas.analyze.records_ring import PlatformRecord
from chipatlas.analyze.records_row import RowBrief
from chipatlas.analyze.ring import find_platform
from chipatlas.model.countries import lookup
from chipatlas.model.vocab import PLANNED_US
from chipatlas.store.tables import platforms, ring_rows


class Row(TypedDict):
    """One ring row as every analysis reads it: the ``ring_rows`` projection's columns, the
    country key and shown name (None when not stated) and the platform's slug and name."""

    platform_id: str
    supply_id: str
    location_id: str
    position: int
    component: str
    supplier_id: str | None
    supplier: str | None
    role: str | None
    made_in_country: str | None
    made_in_site: str | None
    us_status: str | None
    location_scope: str | None
    evidence: str
    notes: str | None
    document_id: str
    source_url: str | None
    country_code: str | None
    country: str | None
    slug: str
    platform: str


_COLUMNS = (
    ring_rows.c.platform_id,
    ring_rows.c.supply_id,
    ring_rows.c.location_id,
    ring_rows.c.position,
    ring_rows.c.component,
    ring_rows.c.supplier_id,
    ring_rows.c.supplier,
    ring_rows.c.role,
    ring_rows.c.made_in_country,
    ring_rows.c.made_in_site,
    ring_rows.c.us_status,
    ring_rows.c.location_scope,
    ring_rows.c.evidence,
    ring_rows.c.notes,
    ring_rows.c.document_id,
    ring_rows.c.source_url,
)
_KEYS = tuple(c.name for c in _COLUMNS)


@lru_cache(maxsize=4096)
def country_of(text: str | None) -> tuple[str, str] | None:
    """(key, shown name) of a made-in country; unknown spellings keep their own text as key."""
    if not text or not text.strip() or text.strip().lower() in ("not disclosed", "unknown"):
        return None
    found = lookup(text)
    return (found.code, found.name) if found else (text.strip(), text.strip())


# Up to this many ids are looked up by key; more read the whole (small) platforms table.
_NAMES_BY_KEY = 500


def platform_names(conn: Connection, ids: Collection[str] | None = None) -> dict[str, tuple[str, str]]:
    """platform id -> (slug, name), of ``ids`` (default: every platform)."""
    query = select(platforms.c.id, platforms.c.slug, platforms.c.name)
    if ids is not None and len(ids) <= _NAMES_BY_KEY:
        # One platform's page needs one name, not the 1,000 of a large store (~9 ms).
        query = query.where(platforms.c.id.in_(sorted(ids)))
    return {r.id: (r.slug, r.name) for r in conn.execute(query)}


def load_rows(
    conn: Connection, *where: ColumnElement[bool], join: tuple[FromClause, ColumnElement[bool]] | None = None
) -> list[Row]:
    """Ring rows (all, those matching ``where``, or those joining ``join``) in ring order, with
    platform slug/name and country key (``country_code``, ``country``; None when not stated)."""
    query = select(*_COLUMNS).where(*where)
    if join is not None:
        query = query.join(*join)
    values = conn.execute(query).all()
    names = platform_names(conn, {v[0] for v in values})
    at = _KEYS.index("made_in_country")
    countries = {v: country_of(v) or (None, None) for v in {r[at] for r in values}}
    out: list[Row] = []
    for v in values:
        row: dict[str, Any] = dict(zip(_KEYS, v, strict=True))
        row["country_code"], row["country"] = countries[v[at]]
        row["slug"], row["platform"] = names.get(v[0]) or (v[0], v[0])
        out.append(cast(Row, row))  # the keys are _KEYS and the four set here: Row's fields
    out.sort(key=lambda r: (r["platform_id"], r["position"]))
    return out


def rows_of(p: PlatformRecord, stored: Iterable[Mapping[str, Any]]) -> list[Row]:
    """``load_rows`` of one platform's projection rows already read (``StoredRingRow``s): the
    same rows, in the same order, without reading them again."""
    out: list[Row] = []
    for r in stored:
        row: dict[str, Any] = {k: r[k] for k in _KEYS}
        row["country_code"], row["country"] = country_of(r["made_in_country"]) or (None, None)
        row["slug"], row["platform"] = p["slug"], p["name"]
        out.append(cast(Row, row))
    out.sort(key=lambda r: r["position"])
    return out


def platform_rows(conn: Connection, name: str) -> tuple[PlatformRecord, list[Row]]:
    """A platform found by name/slug/alias, and its ring rows in order."""
    p = find_platform(conn, name)
    return p, load_rows(conn, ring_rows.c.platform_id == p["id"])


@lru_cache(maxsize=8192)
def component_key(component: str) -> str:
    return component.strip().lower()


def by_component(rows: Iterable[Row]) -> dict[tuple[str, str], list[Row]]:
    """(platform id, component) -> rows, in ring order; components compared case-insensitively."""
    out: dict[tuple[str, str], list[Row]] = defaultdict(list)
    for r in rows:
        out[(r["platform_id"], component_key(r["component"]))].append(r)
    return out


def refs(rows: Sequence[Row]) -> Refs:
    """The statements behind a figure: supply ids (ring rows), documents, cited pages."""
    if len(rows) == 1:
        r = rows[0]
        return {
            "supply_ids": [r["supply_id"]],
            "documents": [r["document_id"]],
            "source_urls": [r["source_url"]] if r["source_url"] else [],
        }
    return {
        "supply_ids": list(dict.fromkeys(r["supply_id"] for r in rows)),
        "documents": list(dict.fromkeys(r["document_id"] for r in rows)),
        "source_urls": list(dict.fromkeys(r["source_url"] for r in rows if r["source_url"])),
    }


def brief(r: Row) -> RowBrief:
    """One ring row as an analysis result shows it, with its links."""
    return {
        "platform": r["platform"],
        "slug": r["slug"],
        "component": r["component"],
        "supplier": r["supplier"],
        "supplier_id": r["supplier_id"],
        "role": r["role"],
        "made_in_country": r["country"],
        "made_in_site": r["made_in_site"],
        "us_status": r["us_status"],
        "evidence": r["evidence"],
        "supply_id": r["supply_id"],
        "location_id": r["location_id"],
        "document": r["document_id"],
        "source_url": r["source_url"],
    }


def known(rows: Iterable[Row]) -> list[Row]:
    """Rows that name a supplier (a gap row has none)."""
    return [r for r in rows if r["supplier_id"]]


def distinct_suppliers(rows: Iterable[Row]) -> list[str]:
    return list(dict.fromkeys(r["supplier_id"] for r in rows if r["supplier_id"]))


def made_now(rows: Iterable[Row]) -> list[Row]:
    """The rows of places making the part today (or where no row says): a planned plant is
    no place a part is made yet, so no share of where parts are made (walk14)."""
    return [r for r in rows if r["us_status"] != PLANNED_US]
