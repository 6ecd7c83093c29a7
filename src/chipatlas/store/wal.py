"""Keep a SQLite store's write-ahead log small after a large write.

SQLite copies a committed transaction from the WAL into the store at a checkpoint,
but leaves the WAL file at its largest size until the last connection closes: one
10 MB CSV left a WAL as large as the store itself beside a running server. After a
write that grew the WAL past ``WAL_TRUNCATE_BYTES`` a ``wal_checkpoint(TRUNCATE)``
copies it back and cuts the file to zero; ``journal_size_limit`` (set on every
connection in store.db) trims it at the ordinary checkpoints too. Neither changes
what is stored. If a reader holds the log the checkpoint does what it can and says
so; the next one finishes the work.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass

from sqlalchemy import Engine

log = logging.getLogger(__name__)

WAL_TRUNCATE_BYTES = 64 * 1024 * 1024
JOURNAL_SIZE_LIMIT = WAL_TRUNCATE_BYTES


@dataclass(frozen=True)
class Checkpoint:
    wal_before: int  # bytes
    wal_after: int
    busy: bool  # a reader held the log: not everything was copied back yet


def wal_path(engine: Engine) -> str | None:
    """The WAL file of a SQLite store on disk; None for PostgreSQL or an in-memory store."""
    database = engine.url.database
    if engine.dialect.name != "sqlite" or not database or database == ":memory:":
        return None
    return f"{database}-wal"


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:  # no WAL file: nothing to shrink
        return 0


def shrink_wal(engine: Engine, over: int | None = None) -> Checkpoint | None:
    """Checkpoint and truncate the WAL if it is larger than ``over`` bytes (default
    ``WAL_TRUNCATE_BYTES``); None if it is not, or the store is not a SQLite file."""
    path = wal_path(engine)
    before = _size(path) if path else 0
    if path is None or before <= (WAL_TRUNCATE_BYTES if over is None else over):
        return None
    with engine.connect() as conn:
        busy = conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)").one()[0]
        conn.commit()
    done = Checkpoint(before, _size(path), bool(busy))
    log.info(
        "checkpointed the WAL of %s: %.1f MB -> %.1f MB%s",
        engine.url.database,
        done.wal_before / 1e6,
        done.wal_after / 1e6,
        " (a reader held it; the rest at the next checkpoint)" if done.busy else "",
    )
    return done


__all__ = ["JOURNAL_SIZE_LIMIT", "WAL_TRUNCATE_BYTES", "Checkpoint", "shrink_wal", "wal_path"]
