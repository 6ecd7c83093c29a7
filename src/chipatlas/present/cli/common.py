"""What every command needs: the engine for ``--db``, opened and checked.

The store layer (SQLAlchemy) is imported when a command runs, not when the CLI
starts, so ``chipatlas --help`` stays instant.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:
    from sqlalchemy import Engine


def sqlite_store(ctx: typer.Context) -> sqlite3.Connection | None:
    """The store as a read-only sqlite3 connection, when it is a SQLite file this code reads
    as it is (current schema and projections); None sends the command to ``engine``, which
    refuses, warns or reads PostgreSQL as before (``store.sqlite_reads``)."""
    from chipatlas.store.sqlite_reads import open_current

    return open_current(ctx.obj.get("db") if ctx.obj else None)


def engine(
    ctx: typer.Context,
    *,
    check: bool = True,
    pool_size: int | None = None,
    pool_wait: float = 30.0,
    warn_stale: bool = True,
) -> Engine:
    """The store, refused when its schema is not this code's (``check``); with ``warn_stale``
    a warning on stderr when its projections were built by another version (a read shows
    them as they are, never rebuilds; ``chipatlas rebuild`` or the next ingest does)."""
    from chipatlas.store.db import connect, require_current

    eng = connect(ctx.obj.get("db") if ctx.obj else None, pool_size, pool_wait)
    if check:
        require_current(eng)
        if warn_stale:
            from chipatlas.ingest.stamp import warn_if_stale

            warn_if_stale(eng)
    return eng
