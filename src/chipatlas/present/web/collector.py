"""Python's cycle collector while the web app serves: what was built before the first request
set aside, and young objects collected in larger batches.

A cold platform page allocates ~50,000 objects (rows, sources, markup), so the collector's
default thresholds (700, 10, 10) ran ~4 young collections and now and then a full one per
page; a full collection walked every object the app holds for the store's lifetime (imports,
SQLAlchemy's compiled statements, templates, ~130,000 objects): ~100 ms of CPU in one request
on the 1,000 x 100 benchmark store (docs/benchmarks.md, "Stop 25"). ``gc.freeze()`` moves
those objects out of the collector's generations; a young threshold of 10,000 objects makes
one young collection per ~10,000 allocations instead of 700. Reference counting still frees
every acyclic object at once; only garbage cycles wait a little longer. An ingest run by
the server (ingest/collector.py) keeps this freeze and puts the thresholds back to these.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG = 10_000


@contextmanager
def serving() -> Iterator[None]:
    """While the app serves: objects made so far frozen, young objects collected in batches
    of ``YOUNG``. Afterwards both as they were (frozen objects back in the oldest generation,
    so a test process that starts many apps does not keep their cycles)."""
    before = gc.get_threshold()
    froze = gc.get_freeze_count() == 0  # a second app of the process keeps the first one's
    if froze:
        gc.freeze()
    gc.set_threshold(max(YOUNG, before[0]), *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)
        if froze:
            gc.unfreeze()
