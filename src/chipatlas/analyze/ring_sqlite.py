"""The ring and the platform list of a SQLite store, read with sqlite3 (``store.sqlite_reads``).

What ``chipatlas ring`` and ``platforms`` print from a SQLite file, without importing
SQLAlchemy (about 0.2 s of CPU a run): the same records as ``analyze.ring``. A name is
found as ``analyze.ring.find_platform`` finds it (slug, then a platform's name or alias,
then the chip it is built on; judgements applied). Where that would fail or need a choice
(no such name, several platforms), None sends the caller to ``analyze.ring``, whose
error says what is wrong and what may have been meant.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

from chipatlas.analyze.ring_rows import platform_record, platform_summary, ring_of
from chipatlas.model.clusters import canonical_map, members
from chipatlas.model.names import match_key
from chipatlas.store import sqlite_reads

if TYPE_CHECKING:
    from chipatlas.analyze.records_ring import PlatformRecord, PlatformSummary, Ring

# K.PLATFORM, K.CHIP and P.USED_IN, spelt out: loading the schema registry for three names
# would cost every run ~20 ms (tests/test_ring_sqlite.py checks they are the registry's).
PLATFORM, CHIP, USED_IN = "Platform", "Chip", "used_in"


def list_platforms(conn: sqlite3.Connection) -> list[PlatformSummary]:
    return [platform_summary(r) for r in sqlite_reads.platforms(conn)]


def _lookup(canon: dict[str, str], rows: list[tuple[str, str]], kind: str) -> str | None:
    """``Resolver.lookup``: the one canonical entity of this kind the name's key names."""
    matches = sorted({canon.get(eid, eid) for eid, schema in rows if schema == kind})
    return matches[0] if len(matches) == 1 else None


def find_platform(conn: sqlite3.Connection, name: str) -> PlatformRecord | None:
    """The platform ``analyze.ring.find_platform`` finds, or None where it would raise."""
    row = sqlite_reads.platform_by_slug(conn, name)
    if row is not None:
        return platform_record(row)
    canon = canonical_map(sqlite_reads.same_pairs(conn))
    rows = sqlite_reads.alias_ids(conn, match_key(name))
    candidates = [pid] if (pid := _lookup(canon, rows, PLATFORM)) else []
    if not candidates and (chip := _lookup(canon, rows, CHIP)):
        used_in = sqlite_reads.current_values(conn, members(canon, chip), USED_IN)
        candidates = sorted({canon.get(v, v) for v in used_in})
    found = sqlite_reads.platforms_by_id(conn, candidates)
    return platform_record(found[0]) if len(found) == 1 else None


def ring(conn: sqlite3.Connection, name: str) -> Ring | None:
    p = find_platform(conn, name)
    return None if p is None else ring_of(p, sqlite_reads.ring_rows(conn, p["id"]))
