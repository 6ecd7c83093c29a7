"""The ring of a platform and its US share, read from the projections (the data contract)."""

from __future__ import annotations

from typing import cast

from sqlalchemy import Connection, select

from chipatlas.analyze.records_ring import (
    ExportRow,
    PlatformRecord,
    PlatformSummary,
    Ring,
    RingRow,
    StoredRingRow,
    UsBrief,
    UsShare,
)
from chipatlas.analyze.ring_rows import (
    SHOWN_FIELDS,
    contract_row,
    export_fields,
    platform_record,
    platform_summary,
    ring_of,
    row_fields,
)
from chipatlas.errors import NotFoundError
from chipatlas.model.schema import K
from chipatlas.model.vocab import PLANNED_US, US_NOW
from chipatlas.resolve import Resolver
from chipatlas.store.tables import platforms, ring_rows

__all__ = [
    "EXPORT_FIELDS",
    "ROW_FIELDS",
    "SHOWN_FIELDS",
    "export_rows",
    "find_platform",
    "list_platforms",
    "ring",
    "ring_rows_of",
    "us_share",
    "us_share_of",
]

# The export contract's column order is declared in the schema registry (model/schema.yaml).
EXPORT_FIELDS = export_fields()
ROW_FIELDS = row_fields()


def list_platforms(conn: Connection) -> list[PlatformSummary]:
    rows = conn.execute(select(platforms).order_by(platforms.c.name)).mappings()
    return [platform_summary(r) for r in rows]


def find_platform(conn: Connection, name: str) -> PlatformRecord:
    """A platform by name, slug or alias, or by the chip it is built on ('GB200', 'Ironwood').

    NotFoundError says which platforms a chip is in when it is in several, and
    otherwise the closest known names ('did you mean ...').
    """
    row = conn.execute(select(platforms).where(platforms.c.slug == name)).mappings().first()
    if row is not None:
        return platform_record(row)
    resolver = Resolver(conn)
    candidates = [pid] if (pid := resolver.lookup(name, K.PLATFORM)) else []
    if not candidates and (chip := resolver.lookup(name, K.CHIP)):
        candidates = resolver.used_in(chip)
    found = [
        platform_record(r)
        for r in conn.execute(select(platforms).where(platforms.c.id.in_(candidates))).mappings()
    ]
    if len(found) == 1:
        return found[0]
    if found:
        names = ", ".join(sorted(p["name"] for p in found))
        raise NotFoundError(f"{name!r} is in several platforms: {names}; name one of them")
    close = resolver.suggest(name, K.PLATFORM) + resolver.suggest(name, K.CHIP)
    hint = f"; did you mean {', '.join(repr(c) for c in dict.fromkeys(close))}?" if close else ""
    known = ", ".join(p["slug"] for p in list_platforms(conn)) or "none yet: run 'chipatlas init'"
    raise NotFoundError(f"no platform called {name!r}; known platforms: {known}{hint}")


def ring_rows_of(conn: Connection, platform_id: str) -> list[StoredRingRow]:
    """The projection rows with their ids (supply, supplier, source url) for the faces that link."""
    query = select(ring_rows).where(ring_rows.c.platform_id == platform_id).order_by(ring_rows.c.position)
    result = conn.execute(query)
    keys = list(result.keys())
    # The table's columns are exactly StoredRingRow's keys; the cast records that contract.
    return [cast(StoredRingRow, dict(zip(keys, row, strict=True))) for row in result]


def ring(conn: Connection, name: str) -> Ring:
    p = find_platform(conn, name)
    return ring_of(p, ring_rows_of(conn, p["id"]))


def us_share(conn: Connection, name: str) -> UsShare:
    """Components with any US production now, and those with US production planned."""
    return us_share_of(ring(conn, name))


def us_share_of(data: Ring) -> UsShare:
    """``us_share`` of a ring already read (the platform page has its rows in hand)."""
    components = list(dict.fromkeys(r["component"] for r in data["rows"]))
    now = [r for r in data["rows"] if r["us_status"] in US_NOW]
    planned = [r for r in data["rows"] if r["us_status"] == PLANNED_US]
    now_components = list(dict.fromkeys(r["component"] for r in now))
    return {
        "platform": data["platform"],
        "slug": data["slug"],
        "n_components": len(components),
        "n_components_us_now": len(now_components),
        "share_us_now": round(len(now_components) / len(components), 4) if components else None,
        "n_components_us_planned_only": len({r["component"] for r in planned} - set(now_components)),
        "us_now": [_brief(r) for r in now],
        "us_planned": [_brief(r) for r in planned],
    }


def _brief(r: RingRow) -> UsBrief:
    return UsBrief(
        component=r["component"],
        supplier=r["supplier"],
        made_in_site=r["made_in_site"],
        us_status=r["us_status"],
        location_scope=r["location_scope"],
        location_evidence=r["location_evidence"],
        evidence=r["evidence"],
        document=r["document"],
    )


def export_rows(conn: Connection) -> list[ExportRow]:
    """Every ring row of every platform, in the export contract (CSV and JSON)."""
    names = {r.id: r.name for r in conn.execute(select(platforms.c.id, platforms.c.name))}
    query = select(ring_rows).order_by(ring_rows.c.platform_id, ring_rows.c.position)
    out: list[ExportRow] = []
    for r in conn.execute(query).mappings():
        stored = cast(StoredRingRow, dict(r))
        platform = names.get(r["platform_id"], r["platform_id"])
        out.append(ExportRow(platform=platform, source_url=r["source_url"], **contract_row(stored)))
    return out
