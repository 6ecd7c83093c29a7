"""Python's cycle collector, kept to young objects while a document is written.

A large ring makes and drops millions of small objects. Every full (oldest-generation)
collection walks every live object: the imported name knowledge, the schema, the
projection's chunks. Measured on the 100,000-row ring (docs/benchmarks.md, "Stop 25:
ingest"), 85 full collections cost ~8 s of ~66 s of CPU, and their cost grows with the
rows (the projection looked superlinear). During an ingest the objects that existed before
it are frozen (never walked) and full collections wait until it ends; young collections go
on, so the short-lived cycles a query leaves (SQLAlchemy's bound IN-lists) are still freed
and memory stays as it was (peak RSS 254 -> 255 MB).

Settings are process-wide: only the outermost of overlapping ingests (threads of one
server) changes them, and it puts them back when the last one ends. Inside a serving web app
(present/web/collector.py has frozen its start-up objects) an ingest leaves the freeze as it
is: unfreezing at its end would hand the server's long-lived objects back to every full
collection.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

# Young collections every 10,000 allocations (the default is 700: a ring allocates far
# more), middle ones every 10 of those; full ones never while the ingest runs.
_THRESHOLDS = (10_000, 10, 1_000_000)

_lock = threading.Lock()
_depth = 0
_saved: tuple[int, int, int] = gc.get_threshold()
_froze = False  # whether the outermost ingest froze (nothing else had)


@contextmanager
def young_only() -> Iterator[None]:
    global _depth, _saved, _froze
    with _lock:
        if _depth == 0:
            _saved = gc.get_threshold()
            _froze = gc.get_freeze_count() == 0
            if _froze:
                gc.freeze()
            gc.set_threshold(*_THRESHOLDS)
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0:
                gc.set_threshold(*_saved)
                if _froze:
                    gc.unfreeze()
