"""A large write into a small SQLite store builds the statement indexes after its rows.

``bulk.DEFER_AFTER`` is lowered so a few synthetic statements count as large. What must
hold: the same rows and counts as a write that keeps its indexes, the same indexes after
(name and SQL), nothing dropped by a write that fails, a write into a large table keeping
its indexes, and a new store taking the configured page size (an existing one keeps its own).
The statements are SYNTHETIC, not real supplier facts.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, select

from chipatlas.model.statement import Statement
from chipatlas.store import bulk, db, writer
from chipatlas.store.db import connect, migrate
from chipatlas.store.tables import statements
from chipatlas.store.writing import write_transaction

KEY = "synthetic:bulk"
AT = "2026-01-01T00:00:00.000000Z"


def facts(n: int, tag: str = "") -> list[Statement]:
    return [
        Statement(f"company:s{i:04d}", "Company", "name", f"Synthetic {i}{tag}", "x", "x", i, i + 1)
        for i in range(n)
    ]


def indexes(engine: Engine) -> list[tuple[str, str]]:
    with engine.connect() as conn:
        rows = conn.exec_driver_sql(
            "SELECT name, sql FROM sqlite_master "
            "WHERE type = 'index' AND tbl_name = 'statements' ORDER BY name"
        )
        return [(str(r[0]), str(r[1])) for r in rows]


def stored(engine: Engine) -> list[tuple[object, ...]]:
    with engine.connect() as conn:
        return [tuple(r) for r in conn.execute(select(statements).order_by(statements.c.id))]


def fresh(path: Path) -> Engine:
    engine = connect(str(path))
    migrate(engine)
    return engine


def test_deferred_indexes_give_the_same_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(writer, "_BATCH", 7)
    kept, deferred = fresh(tmp_path / "kept.db"), fresh(tmp_path / "deferred.db")
    made = indexes(kept)
    assert len(made) >= 5  # the primary key's and the four secondary ones

    monkeypatch.setattr(bulk, "DEFER_AFTER", 10**9)
    with kept.begin() as conn:
        counts_kept = writer.write_statements(conn, iter(facts(60)), KEY, "doc1", AT)
    monkeypatch.setattr(bulk, "DEFER_AFTER", 20)
    with deferred.begin() as conn:
        counts_deferred = writer.write_statements(conn, iter(facts(60)), KEY, "doc1", AT)
        assert bulk.worth_deferring(conn, 60, 0)

    assert counts_kept == counts_deferred
    assert stored(kept) == stored(deferred)
    assert indexes(deferred) == made
    with deferred.connect() as conn:  # the rebuilt index serves the entity look-up
        plan = " ".join(
            str(r[-1])
            for r in conn.exec_driver_sql(
                "EXPLAIN QUERY PLAN SELECT * FROM statements WHERE entity_id = 'company:s0001'"
            )
        )
        assert "ix_statements_entity_id" in plan


def test_a_failed_write_keeps_the_indexes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(writer, "_BATCH", 5)
    monkeypatch.setattr(bulk, "DEFER_AFTER", 10)
    engine = fresh(tmp_path / "atlas.db")
    made = indexes(engine)

    def failing() -> Iterator[Statement]:
        yield from facts(30)  # the indexes are dropped after the second batch
        raise RuntimeError("synthetic failure part-way")

    with pytest.raises(RuntimeError), write_transaction(engine) as conn:
        writer.write_statements(conn, failing(), KEY, "doc1", AT)
    assert indexes(engine) == made
    assert stored(engine) == []


def test_a_small_write_into_a_large_table_keeps_its_indexes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bulk, "DEFER_AFTER", 10)
    engine = fresh(tmp_path / "atlas.db")
    with engine.begin() as conn:
        writer.write_statements(conn, iter(facts(100)), "synthetic:big", "doc1", AT)
        assert bulk.table_size(conn) == 100
        assert not bulk.worth_deferring(conn, 30, bulk.table_size(conn))
        assert bulk.worth_deferring(conn, 100, bulk.table_size(conn))


def test_a_new_store_takes_the_page_size_an_old_one_keeps_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(db, "PAGE_SIZE", 16_384)  # what bench_statement_floor --page-size does
    engine = fresh(tmp_path / "new.db")
    with engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA page_size").scalar() == 16_384

    old = tmp_path / "old.db"
    raw = sqlite3.connect(old)
    raw.execute("PRAGMA page_size=4096")
    raw.execute("CREATE TABLE made_before (x)")  # the file exists with 4 KiB pages
    raw.close()
    engine = fresh(old)
    with engine.begin() as conn:
        writer.write_statements(conn, iter(facts(3)), KEY, "doc1", AT)
        assert conn.exec_driver_sql("PRAGMA page_size").scalar() == 4096
    assert len(stored(engine)) == 3
