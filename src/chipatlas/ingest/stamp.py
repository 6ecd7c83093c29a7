"""The projection version: which build of the read models a store holds.

The projections (``ring_rows``, ``platforms``, ``entities``, ``aliases``; built by
``projections``, ``row_words`` and ``name_index``) are derived from statements. A store
loaded by older code keeps the rows that code built until something rebuilds them, so
the store records the version that built them (``store_meta``, key ``projection_version``)
and the write paths rebuild everything when it is not this code's (``ingest.rebuild``).

``PROJECTION_VERSION`` is declared in ``store.code_versions`` (with when to bump it), so
that the CLI's instant reads check the stamp without SQLAlchemy.

This module stays light (SQLAlchemy and the tables only): every read command checks the
stamp when it opens the store.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from sqlalchemy import Connection, Engine, delete, insert, select

from chipatlas.store.code_versions import PROJECTION_KEY, PROJECTION_VERSION
from chipatlas.store.tables import statements, store_meta

__all__ = ["KEY", "PROJECTION_VERSION", "Stamp", "read_stamp", "warn_if_stale", "write_stamp"]
KEY = PROJECTION_KEY

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Stamp:
    built: int | None  # the version that built the store's projections; None: no stamp
    filled: bool  # the store holds statements (an empty store has nothing built to redo)
    current: int = PROJECTION_VERSION

    @property
    def stale(self) -> bool:
        return self.filled and self.built != self.current

    @property
    def built_name(self) -> str:
        return "no version (before stamps)" if self.built is None else f"version {self.built}"

    def warning(self) -> str:
        return (
            f"projections stale: built by {self.built_name}, this chipatlas builds version "
            f"{self.current}: run 'chipatlas rebuild' (the next ingest also rebuilds them)"
        )


def read_stamp(conn: Connection) -> Stamp:
    value = conn.execute(select(store_meta.c.value).where(store_meta.c.key == KEY)).scalar()
    try:
        built = None if value is None else int(value)
    except ValueError:  # written by hand: not a build this code knows
        built = None
    # Only a stamp that is not this code's needs to know whether anything was built: a
    # current store (every ingest, every read) pays one primary-key lookup.
    filled = built == PROJECTION_VERSION or conn.execute(select(statements.c.id).limit(1)).first() is not None
    return Stamp(built, filled)


def write_stamp(conn: Connection) -> None:
    conn.execute(delete(store_meta).where(store_meta.c.key == KEY))
    conn.execute(insert(store_meta).values(key=KEY, value=str(PROJECTION_VERSION)))


_warned: set[str] = set()


def warn_if_stale(engine: Engine) -> Stamp:
    """For read-only faces: log the warning once per process and store, never write."""
    with engine.connect() as conn:
        stamp = read_stamp(conn)
    where = engine.url.render_as_string(hide_password=True)
    if stamp.stale and where not in _warned:
        _warned.add(where)
        log.warning("%s", stamp.warning())
    return stamp
