"""The migrations build exactly the tables the code declares, on both backends."""

from __future__ import annotations

from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Engine

import chipatlas.store.feed_tables
import chipatlas.store.job_tables
import chipatlas.store.search_tables
import chipatlas.store.watch_tables
from chipatlas.store.db import current_revision, head_revision
from chipatlas.store.tables import metadata

# Full-text structures are backend-specific and made by the migration alone: SQLite's
# FTS5 virtual table (and its shadow tables), PostgreSQL's expression GIN index; and
# PostgreSQL's write counter behind the store's version (0018, store/version.py).
_BACKEND_ONLY = ("search_fts", "ix_search_index_tsv", "store_write")


def _declared(obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any) -> bool:
    return not (reflected and compare_to is None and str(name).startswith(_BACKEND_ONLY))


def test_migrations_match_tables(engine: Engine) -> None:
    assert chipatlas.store.feed_tables.__name__
    assert chipatlas.store.job_tables.__name__
    assert current_revision(engine) == head_revision()
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"include_object": _declared})
        diff = compare_metadata(context, metadata)
    assert diff == []
