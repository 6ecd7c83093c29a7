"""A large write into a small store builds the statement indexes once, after its rows.

Statement ids are hashes, so a large ring inserted row by row lands all over the id,
entity, source, document and (prop, value) indexes. Once a write has inserted at least as
many statements as the table held before it (and at least ``DEFER_AFTER``), its rows are
most of the table: SQLite then drops the secondary indexes and builds each again from a
sort when the rows are in, which costs less than the random inserts it replaces. The id's
unique index goes too when the source is new (nothing it stated before is looked up while
its rows arrive); a fact stated twice in one version then lands twice, and the first of
the two is kept (what ``ON CONFLICT (id) DO NOTHING`` keeps) before the index is built.
A source seen before keeps it: its restated statements are found by id. SQLite's DDL is
transactional: a write that fails leaves the indexes as they were, and readers keep
their snapshot with them until the commit. PostgreSQL writes by ``COPY`` instead.
"""

from __future__ import annotations

from sqlalchemy import Connection
from sqlalchemy.exc import IntegrityError

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


ID_INDEX = "ux_statements_id"


def drop_indexes(conn: Connection, keep_id: bool) -> list[str]:
    """Drop the statement table's indexes (the id's too unless ``keep_id``); returns the SQL
    that made them, the id's first (its duplicates are removed before anything is built)."""
    found = conn.exec_driver_sql(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'statements' "
        "AND sql IS NOT NULL ORDER BY name != ?, name",
        (ID_INDEX,),
    ).all()
    dropped = [(str(name), str(sql)) for name, sql in found if not (keep_id and name == ID_INDEX)]
    for name, _sql in dropped:
        conn.exec_driver_sql(f'DROP INDEX "{name}"')
    return [sql for _name, sql in dropped]


def id_dropped(made: list[str] | None) -> bool:
    """Whether the write must insert without ``ON CONFLICT (id)``: no index serves it."""
    return made is not None and bool(made) and f" {ID_INDEX} " in f" {made[0]} "


# SQLite sorts in memory up to the page cache's size, on top of the cache itself: with
# the 64 MB write cache a 100,000-row ring's index build peaked at 369 MB. Built with a
# small cache, the sort spills to temporary files in runs of this size instead.
SORT_CACHE_KIB = 8_192


def build_indexes(conn: Connection, made: list[str]) -> None:
    """Build the dropped indexes again, each from one sort of the table."""
    cache = conn.exec_driver_sql("PRAGMA cache_size").scalar_one()
    conn.exec_driver_sql(f"PRAGMA cache_size=-{SORT_CACHE_KIB}")
    try:
        if id_dropped(made):
            _build_id_index(conn, made[0])
            made = made[1:]
        for sql in made:
            conn.exec_driver_sql(sql)
    finally:
        conn.exec_driver_sql(f"PRAGMA cache_size={int(cache)}")


def _build_id_index(conn: Connection, sql: str) -> None:
    """A fact stated twice in one version, in two batches, was inserted twice while no index
    on the id refused it: the unique index refuses to build (SQLite undoes that statement
    alone), so each id's first row is kept, as ``ON CONFLICT (id) DO NOTHING`` would have
    kept it, and the index is built again. Counting the duplicates first would cost a sort
    of every id on the common path, where there are none."""
    try:
        conn.exec_driver_sql(sql)
    except IntegrityError:
        conn.exec_driver_sql(
            "DELETE FROM statements WHERE rowid NOT IN (SELECT min(rowid) FROM statements GROUP BY id)"
        )
        conn.exec_driver_sql(sql)
