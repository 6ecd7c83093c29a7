"""A large write into a small store builds the statement indexes once, after its rows.

Statement ids are hashes, so a large ring inserted row by row lands all over the id,
entity, source, document and (prop, value) indexes. Once a write has inserted at least as
many statements as the table held before it (and at least ``DEFER_AFTER``), its rows are
most of the table: SQLite then drops the secondary indexes and builds each again from a
sort when the rows are in, which costs less than the random inserts it replaces. The
primary key stays (it finds a restated statement while the rows arrive). SQLite's DDL is
transactional: a write that fails leaves the indexes as they were, and readers keep
their snapshot with them until the commit. PostgreSQL writes by ``COPY`` instead.
"""

from __future__ import annotations

from sqlalchemy import Connection

# Below this many new statements the indexes are kept: rebuilding them costs a sort of
# the whole table, which only pays when the write is a large part of it.
DEFER_AFTER = 50_000


def table_size(conn: Connection) -> int:
    """About how many statements the table holds: its largest rowid, O(log n) to read."""
    if conn.dialect.name != "sqlite":
        return 0
    return int(conn.exec_driver_sql("SELECT coalesce(max(rowid), 0) FROM statements").scalar_one())


def worth_deferring(conn: Connection, inserted: int, before: int) -> bool:
    return conn.dialect.name == "sqlite" and inserted >= max(DEFER_AFTER, before)


def drop_indexes(conn: Connection) -> list[str]:
    """Drop the statement table's secondary indexes; returns the SQL that made them."""
    found = conn.exec_driver_sql(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'statements' "
        "AND sql IS NOT NULL ORDER BY name"
    ).all()
    for name, _sql in found:
        conn.exec_driver_sql(f'DROP INDEX "{name}"')
    return [str(sql) for _name, sql in found]


# SQLite sorts in memory up to the page cache's size, on top of the cache itself: with
# the 64 MB write cache a 100,000-row ring's index build peaked at 369 MB. Built with a
# small cache, the sort spills to temporary files in runs of this size instead.
SORT_CACHE_KIB = 8_192


def build_indexes(conn: Connection, made: list[str]) -> None:
    """Build the dropped indexes again, each from one sort of the table."""
    cache = conn.exec_driver_sql("PRAGMA cache_size").scalar_one()
    conn.exec_driver_sql(f"PRAGMA cache_size=-{SORT_CACHE_KIB}")
    try:
        for sql in made:
            conn.exec_driver_sql(sql)
    finally:
        conn.exec_driver_sql(f"PRAGMA cache_size={int(cache)}")
