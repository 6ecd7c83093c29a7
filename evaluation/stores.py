"""A fresh, migrated store for one evaluation run, on SQLite or PostgreSQL.

Without a URL, a SQLite file in a temporary folder (removed at the end). With a
PostgreSQL URL, a schema of its own on that server (the tests' way, tests/conftest.py),
dropped at the end, so a run never reads or leaves another run's rows. The gold run and
the audit take ``--db URL`` to check that a team's PostgreSQL store states what a
SQLite store states from the same documents.
"""

from __future__ import annotations

import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import make_url

from chipatlas.store.db import connect, migrate

DB_HELP = "SQLAlchemy URL of a PostgreSQL database to run on, in a fresh schema dropped at the end"


@contextmanager
def fresh_store(url: str | None, prefix: str) -> Iterator[Engine]:
    """A migrated, empty store: a temporary SQLite file, or a new schema on ``url``'s server."""
    if url is None:
        with tempfile.TemporaryDirectory(prefix=f"chipatlas-{prefix}-") as tmp:
            engine = connect(str(Path(tmp) / f"{prefix}.db"))
            try:
                migrate(engine)
                yield engine
            finally:
                engine.dispose()
        return
    if make_url(url).get_backend_name() != "postgresql":
        raise SystemExit(f"error: --db takes a PostgreSQL URL (or none for a SQLite file), not {url!r}")
    schema = f"eval_{prefix}_{uuid.uuid4().hex[:8]}"
    admin = create_engine(url)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    # The product's own connect(), the schema named in the URL as a team's would be.
    sep = "&" if "?" in url else "?"
    engine = connect(f"{url}{sep}options=-csearch_path%3D{schema}")
    try:
        migrate(engine)
        yield engine
    finally:
        engine.dispose()
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()
