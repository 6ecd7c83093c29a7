"""What this code expects of a store before it reads it: the schema head and the projection version.

Both are read without SQLAlchemy or Alembic (the migration files' revision lines, one
constant), so the CLI's instant reads (``store.sqlite_reads``) check a store as
``store.db.require_current`` and ``ingest.stamp`` do.

Bump ``PROJECTION_VERSION`` in the same commit as any change that makes the projections
hold other rows or values for the same statements (a new column filled, a row split, other
words chosen); a change that only makes the build faster keeps it. docs/storage.md says so.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

MIGRATIONS = Path(__file__).parent / "migrations"

# 1: the first stamped build (a place's own row keeps its words, one place-less row's words
# per supply). Stores built before it have no stamp.
PROJECTION_VERSION = 1
PROJECTION_KEY = "projection_version"  # its key in store_meta

_REVISION = re.compile(r"^(down_revision|revision)\s*(?::[^=]*)?=\s*(.+)$", re.M)


@lru_cache(maxsize=1)
def file_head() -> str | None:
    """The newest migration: the one revision no other migration names as its parent
    (None when the files have several heads or none: then only Alembic can say)."""
    revisions: set[str] = set()
    parents: set[str] = set()
    for path in (MIGRATIONS / "versions").glob("*.py"):
        for key, value in _REVISION.findall(path.read_text(encoding="utf-8")):
            found = set(re.findall(r"[\"']([^\"']+)[\"']", value))
            (revisions if key == "revision" else parents).update(found)
    heads = revisions - parents
    return heads.pop() if len(heads) == 1 else None
