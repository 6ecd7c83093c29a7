"""One writer at a time, and database errors as the package's own: the store's write boundary.

SQLite: the write transaction starts with ``BEGIN IMMEDIATE``, so a second writer waits
on the busy timeout at the start instead of failing half-way when its read lock cannot
be upgraded. PostgreSQL: extraction runs in parallel, then ``claim_writer`` takes a
transaction-scoped advisory lock before the writes, because the read projections
(entities, aliases, ring rows) are shared by every source and two writers rebuilding
the same entity would race on its row. The lock is per schema, so stores that share
one database do not wait for each other.

Errors: lock timeouts, deadlocks, serialization failures and unique-key races become
``BusyError`` (the caller retries); anything else the database refuses becomes
``StoreError`` with the driver's one-line reason, never the statement and its
parameters (they can hold a whole document).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Connection, Engine, text
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError

from chipatlas.errors import BusyError, StoreError
from chipatlas.store.db import driver_reason
from chipatlas.store.settings import busy_timeout

# PostgreSQL SQLSTATEs that mean "another transaction got there first": retry, don't fail.
_RETRYABLE = {"40001", "40P01", "55P03", "23505"}


def translate(exc: DBAPIError) -> StoreError:
    """The package's exception for a database error."""
    reason = driver_reason(exc)
    if exc.connection_invalidated:
        return StoreError(f"the connection to the store was lost: {reason}")
    sqlite_busy = isinstance(exc, OperationalError) and ("locked" in reason or "busy" in reason)
    if getattr(exc.orig, "sqlstate", None) in _RETRYABLE or sqlite_busy:
        return BusyError(f"another writer holds the store ({reason})")
    if isinstance(exc, IntegrityError):
        return StoreError(f"the store refused a row: {reason}")
    return StoreError(f"the store refused the write: {reason}")


# SQLite's page cache while one transaction writes (KiB; the default is 2,000): statement
# ids are hashes, so a large write lands all over the id and entity indexes, and with the
# default cache most of those page visits go back to the file. Readers keep the default.
WRITE_CACHE_KIB = 65_536
_DEFAULT_CACHE = "PRAGMA cache_size=-2000"


@contextmanager
def write_transaction(engine: Engine) -> Iterator[Connection]:
    """A connection in a write transaction, committed when the block ends without error."""
    try:
        with engine.connect() as conn:
            sqlite = conn.dialect.name == "sqlite"
            if sqlite:
                conn.exec_driver_sql(f"PRAGMA cache_size=-{WRITE_CACHE_KIB}")
                conn.exec_driver_sql("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.commit()
            finally:
                if sqlite:  # the pooled connection goes back with the readers' cache size
                    conn.rollback()
                    conn.exec_driver_sql(_DEFAULT_CACHE)
    except DBAPIError as exc:
        raise translate(exc) from None


_WRITER = "/chipatlas-writer"  # the advisory lock every writer of one store (schema) takes


def claim_writer(conn: Connection) -> None:
    """On PostgreSQL, wait (up to the busy timeout) to be the store's only writer."""
    if conn.dialect.name != "postgresql":
        return  # SQLite's BEGIN IMMEDIATE already made this transaction the only writer
    millis = int(busy_timeout() * 1000)
    conn.execute(text(f"SET LOCAL lock_timeout = {millis}"))
    lock = "SELECT pg_advisory_xact_lock(hashtextextended(current_schema() || :name, 0))"
    conn.execute(text(lock), {"name": _WRITER})


def try_claim_writer(conn: Connection) -> bool:
    """On PostgreSQL, become the store's only writer if no one else is, without waiting."""
    if conn.dialect.name != "postgresql":
        return True
    lock = "SELECT pg_try_advisory_xact_lock(hashtextextended(current_schema() || :name, 0))"
    return bool(conn.execute(text(lock), {"name": _WRITER}).scalar())
