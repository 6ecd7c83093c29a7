"""A SQLite store read with the standard library's ``sqlite3``, read-only (no SQLAlchemy).

For the CLI's instant reads (``chipatlas ring``, ``platforms``: ``analyze.ring_sqlite``).
``open_current`` opens a store only when this code can read it as it is: a SQLite file
whose schema is at this code's head and whose projections this build made. Anything else
(a PostgreSQL URL, a missing file, an old schema, a stale stamp, a driver error) gives
None, and the caller takes the SQLAlchemy path, which says what is wrong in its own words.
The queries are those of ``analyze.ring`` and ``resolve.resolver``, so rows come back in
the same order.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterable
from typing import Any

from chipatlas.store.code_versions import PROJECTION_KEY, PROJECTION_VERSION, file_head
from chipatlas.store.settings import busy_timeout, sqlite_file

log = logging.getLogger(__name__)

Row = dict[str, Any]


def open_current(value: str | None) -> sqlite3.Connection | None:
    """A read-only connection on the store ``value`` names, or None (see the module's doc)."""
    path = sqlite_file(value)
    if path is None or not path.is_file():
        return None
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=busy_timeout())
    except sqlite3.Error:
        return None
    try:
        if _is_current(conn):
            conn.row_factory = sqlite3.Row
            return conn
    except sqlite3.Error as exc:  # no such table, a locked or damaged file: SQLAlchemy will say
        log.debug("sqlite3 read of %s declined: %s", path, exc)
    conn.close()
    return None


def _is_current(conn: sqlite3.Connection) -> bool:
    head = file_head()
    revision = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    if head is None or revision is None or revision[0] != head:
        return False
    stamp = conn.execute("SELECT value FROM store_meta WHERE key = ?", (PROJECTION_KEY,)).fetchone()
    try:
        return stamp is not None and int(stamp[0]) == PROJECTION_VERSION
    except ValueError:
        return False


def platforms(conn: sqlite3.Connection) -> list[Row]:
    return [dict(r) for r in conn.execute("SELECT * FROM platforms ORDER BY name")]


def platform_by_slug(conn: sqlite3.Connection, slug: str) -> Row | None:
    row = conn.execute("SELECT * FROM platforms WHERE slug = ?", (slug,)).fetchone()
    return None if row is None else dict(row)


def platforms_by_id(conn: sqlite3.Connection, ids: Iterable[str]) -> list[Row]:
    wanted = list(ids)
    marks = ", ".join("?" * len(wanted))
    return [dict(r) for r in conn.execute(f"SELECT * FROM platforms WHERE id IN ({marks})", wanted)]


def alias_ids(conn: sqlite3.Connection, key: str) -> list[tuple[str, str]]:
    """(entity id, kind) of every entity a match key names."""
    rows = conn.execute("SELECT entity_id, schema FROM aliases WHERE key = ?", (key,))
    return [(r["entity_id"], r["schema"]) for r in rows]


def same_pairs(conn: sqlite3.Connection) -> list[tuple[str, str]]:
    """The 'same' judgements in force, as (left, right) ids."""
    rows = conn.execute(
        "SELECT left_id, right_id FROM judgements WHERE judgement = 'same' AND retracted_at IS NULL"
    )
    return [(r["left_id"], r["right_id"]) for r in rows]


def current_values(conn: sqlite3.Connection, entity_ids: Iterable[str], prop: str) -> list[str]:
    """The current (not retired) values of one property of these entities."""
    ids = list(entity_ids)
    marks = ", ".join("?" * len(ids))
    query = f"SELECT value FROM statements WHERE entity_id IN ({marks}) AND prop = ? AND retired_at IS NULL"
    return [r["value"] for r in conn.execute(query, [*ids, prop])]


def ring_rows(conn: sqlite3.Connection, platform_id: str) -> list[Row]:
    """A platform's projection rows, every column, in ring order."""
    query = "SELECT * FROM ring_rows WHERE platform_id = ? ORDER BY position"
    return [dict(r) for r in conn.execute(query, (platform_id,))]
