"""A large write does not leave a SQLite WAL as large as the store (issue 14: a 10 MB CSV
left 385 MB of store plus 386 MB of WAL beside a running server). Synthetic feed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from sqlalchemy import Engine, text
from tests.synthetic_bulk import rss_feed

from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store import wal
from chipatlas.store.db import connect, migrate


def _feed(n: int) -> SourceDocument:
    return SourceDocument(f"synthetic_feed_{n}.xml", rss_feed(n), "application/rss+xml")


def _count(engine: Engine) -> int:
    with engine.connect() as conn:
        return int(conn.execute(text("SELECT COUNT(*) FROM statements")).scalar_one())


def _wal_bytes(engine: Engine) -> int:
    path = wal.wal_path(engine)
    assert path is not None
    return os.path.getsize(path) if os.path.exists(path) else 0


def test_a_large_ingest_truncates_the_wal(sqlite_engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    with sqlite_engine.connect() as reader:  # an open connection keeps the WAL file, as a server does
        assert reader.exec_driver_sql("PRAGMA journal_size_limit").scalar_one() == wal.JOURNAL_SIZE_LIMIT
        assert ingest(sqlite_engine, _feed(50)).status == "landed"
        grown = _wal_bytes(sqlite_engine)
        assert grown > 64 * 1024, "the synthetic feed should grow the WAL past the threshold below"
        monkeypatch.setattr(wal, "WAL_TRUNCATE_BYTES", 64 * 1024)
        before = _count(sqlite_engine)
        assert ingest(sqlite_engine, _feed(300)).status == "landed"
        assert _wal_bytes(sqlite_engine) == 0
        assert _count(sqlite_engine) > before  # the second feed is in the store, not lost with the log


def test_shrink_reports_what_it_did_and_skips_small_logs(sqlite_engine: Engine) -> None:
    assert ingest(sqlite_engine, _feed(50)).status == "landed"
    with sqlite_engine.connect():
        size = _wal_bytes(sqlite_engine)
        assert wal.shrink_wal(sqlite_engine, over=size) is None  # not larger than the threshold
        done = wal.shrink_wal(sqlite_engine, over=1)
        assert done is not None and done.wal_before == size and done.wal_after == 0 and not done.busy
        count = _count(sqlite_engine)
    reopened = connect(str(Path(str(sqlite_engine.url.database))))
    assert _count(reopened) == count
    reopened.dispose()


def test_nothing_to_shrink_off_sqlite_files(tmp_path: Path) -> None:
    memory = connect("sqlite://")
    assert wal.wal_path(memory) is None and wal.shrink_wal(memory, over=0) is None
    memory.dispose()
    fresh = connect(str(tmp_path / "fresh.db"))
    migrate(fresh)
    assert wal.shrink_wal(fresh, over=10**12) is None
    fresh.dispose()
