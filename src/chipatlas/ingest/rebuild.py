"""Rebuilding every projection from statements, and doing it when the store's stamp says so.

The write paths call ``refresh_if_stale`` inside their own transaction: an ingest before it
reads the document (its names resolve through the rebuilt alias index), ``chipatlas init``
after the migrations, ``chipatlas restore`` after the rows are in. ``chipatlas rebuild``
calls ``rebuild`` whatever the stamp says. Either way the old rows, the new ones and the
stamp commit together or not at all.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

from sqlalchemy import Connection, Engine, delete, func, select

from chipatlas.ingest.projections import rebuild_all
from chipatlas.ingest.stamp import PROJECTION_VERSION, read_stamp, write_stamp
from chipatlas.store import search_index
from chipatlas.store.db import migrate
from chipatlas.store.tables import aliases, entities, platforms, ring_rows
from chipatlas.store.writing import claim_writer

log = logging.getLogger(__name__)

# Every table a full rebuild empties first: a row of a platform or entity that no statement
# names any more (or one altered by hand) must not survive it.
PROJECTIONS = (ring_rows, platforms, aliases, entities)


@dataclass(frozen=True)
class Rebuilt:
    """What a full rebuild did: which build it replaced, and how much it wrote."""

    built: str  # the build replaced: "version N", or "no version (before stamps)"
    now: int
    ring_rows: int
    seconds: float

    def line(self) -> str:
        return f"projections rebuilt: built by {self.built}, now version {self.now}"


def rebuild(conn: Connection, *, search: bool = False) -> Rebuilt:
    """Every projection thrown away and built again from statements, in the caller's
    transaction, and the store stamped with this code's version. ``search``: rebuild the
    search index now too; otherwise it is marked stale and the next search rebuilds it."""
    started = time.perf_counter()
    claim_writer(conn)
    before = read_stamp(conn)
    for table in PROJECTIONS:
        conn.execute(delete(table))
    rebuild_all(conn)
    if search:
        search_index.refresh(conn)
    else:
        search_index.forget(conn)
    write_stamp(conn)
    rows = int(conn.execute(select(func.count()).select_from(ring_rows)).scalar_one())
    done = Rebuilt(before.built_name, PROJECTION_VERSION, rows, time.perf_counter() - started)
    log.info("%s (%d ring rows, %.1f s)", done.line(), done.ring_rows, done.seconds)
    return done


def refresh_if_stale(conn: Connection, *, stamp_empty: bool) -> Rebuilt | None:
    """A full rebuild when the projections were built by another version; None when they are
    current. ``stamp_empty``: stamp a store that holds no statements yet (an ingest, which is
    about to add some); ``init`` leaves an empty store untouched, so a restore still finds
    it empty."""
    stamp = read_stamp(conn)
    if stamp.built == PROJECTION_VERSION:
        return None
    claim_writer(conn)  # then read again: another writer may have rebuilt it meanwhile
    stamp = read_stamp(conn)
    if stamp.stale:
        return rebuild(conn)
    if stamp_empty and stamp.built != PROJECTION_VERSION:
        write_stamp(conn)
    return None


def upgrade(engine: Engine) -> Rebuilt | None:
    """The schema brought to the newest migration and, in the same transaction, projections
    an older build left rebuilt (an empty store is left without a stamp)."""
    found: list[Rebuilt] = []

    def then(conn: Connection) -> None:
        rebuilt = refresh_if_stale(conn, stamp_empty=False)
        if rebuilt:
            found.append(rebuilt)

    migrate(engine, then)
    return found[0] if found else None
