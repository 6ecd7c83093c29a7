"""The store's version: a value that changes whenever any connection, in this process or
another, commits a write; read in microseconds. Answers cached under it can never outlive
the data they show, whichever table the write touched (ingests, judgements, review
decisions, watchlists, jobs): a write to any of them moves the version, so some answers are
recomputed for nothing, none is served stale.

- SQLite: ``PRAGMA data_version`` on a connection kept for this alone, never used to write:
  SQLite changes that number whenever another connection (any process, and every pooled
  connection of this one) commits. An in-memory store has no file to open a second
  connection on; there the version counts this engine's commits.
- PostgreSQL: the store's write counter (``store_writes``, migration 0018): triggers on
  every table of the store add one to it in the same commit as the write, so only this
  store's writes move it (``pg_current_snapshot()``, used before, moved with every commit
  anywhere on the server); its random id keeps two stores (schemas) apart. One primary-key
  read of a one-row table.

Read the version *before* the data it keys (then data newer than its key can only be served
under a version no later request sees again).

``kept(conn, name, build)``: what is per store rather than per request (the stored Sites and
their name index, say) built once per version, for the engines whose version is watched (the
web app's); elsewhere (CLI, ingest, tests without an app) it is built on every call, as before.
"""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import Callable
from itertools import count
from typing import TypeVar

from sqlalchemy import Connection, Engine, event

T = TypeVar("T")
# Engine id -> the StoreVersion watching it (weak: gone when its app is)
_WATCHED: weakref.WeakValueDictionary[int, StoreVersion] = weakref.WeakValueDictionary()


class StoreVersion:
    """Call it for the store's current version (a string)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._lock = threading.Lock()
        self._watch: sqlite3.Connection | None = None
        self._commits = count()
        self._local = 0
        self._closed = False
        self._kept: dict[str, tuple[str, object]] = {}  # name -> (version, value)
        _WATCHED[id(engine)] = self
        database = engine.url.database
        if engine.dialect.name != "sqlite":
            return
        if database and database != ":memory:" and "mode=memory" not in database:
            # Opened now, on the caller's thread; used under the lock from any thread.
            uri = database.startswith("file:")
            self._watch = sqlite3.connect(database, uri=uri, check_same_thread=False)
        else:
            event.listen(engine, "commit", self._committed)

    def _committed(self, conn: object) -> None:
        self._local = next(self._commits) + 1

    def __call__(self) -> str:
        if self.engine.dialect.name != "sqlite":
            with self.engine.connect() as conn:
                row = conn.exec_driver_sql("SELECT id, count FROM store_writes").one()
                return f"pg:{row[0]}:{row[1]}"
        with self._lock:
            if self._watch is not None:
                return f"sqlite:{self._watch.execute('PRAGMA data_version').fetchone()[0]}"
        if self._closed:  # nothing watches the file any more: a value never seen before
            return f"closed:{next(self._commits)}"
        return f"local:{self._local}"

    def keep(self, name: str, build: Callable[[], T]) -> T:
        """``build()``'s value, made again only when the version has moved since it was made."""
        now = self()  # read before the data, so the value is never kept under a later version
        found = self._kept.get(name)
        if found is not None and found[0] == now:
            return found[1]  # type: ignore[return-value]
        value = build()
        self._kept[name] = (now, value)
        return value

    def close(self) -> None:
        with self._lock:
            self._kept.clear()
            self._closed = True
            if self._watch is not None:
                self._watch.close()
                self._watch = None


def kept(conn: Connection, name: str, build: Callable[[Connection], T]) -> T:
    """``build(conn)``, kept per store version when a StoreVersion watches ``conn``'s engine.

    Only for reads that depend on the store alone. A connection holding writes of its own not
    yet committed (the version has not moved for them) builds afresh."""
    watch = _WATCHED.get(id(conn.engine))
    if watch is None or watch.engine is not conn.engine or _writing(conn):
        return build(conn)
    return watch.keep(name, lambda: build(conn))


def _writing(conn: Connection) -> bool:
    """Whether this connection has written since its last commit: SQLite's driver opens a
    transaction only to write; PostgreSQL assigns a transaction id only on its first write."""
    if conn.engine.dialect.name != "sqlite":
        if not conn.in_transaction():
            return False
        return conn.exec_driver_sql("SELECT pg_current_xact_id_if_assigned()").scalar() is not None
    raw = conn.connection.dbapi_connection
    return bool(getattr(raw, "in_transaction", False))
