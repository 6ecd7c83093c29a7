"""A large write into a small SQLite store builds the statement indexes after its rows.

``bulk.DEFER_AFTER`` is lowered so a few synthetic statements count as large. What must
hold: the same rows and counts as a write that keeps its indexes, the same indexes after
(name and SQL), nothing dropped by a write that fails, a write into a large table keeping
its indexes, and a new store taking the configured page size (an existing one keeps its own).
The id's unique index is dropped too for a new source: a fact it states twice, in two
batches, must keep its first row as the kept index's ``ON CONFLICT`` does, in the same
storage order; a source seen before keeps the id's index (its restatements are found by it).
The statements are SYNTHETIC, not real supplier facts.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Connection, Engine, select

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


def in_storage_order(engine: Engine) -> list[tuple[object, ...]]:
    """The rows as a backup writes them (rowid order), without the rowids themselves."""
    with engine.connect() as conn:
        return [tuple(r) for r in conn.exec_driver_sql("SELECT * FROM statements ORDER BY rowid")]


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


def twice(n: int) -> list[Statement]:
    """``n`` facts, then two of them stated again with other words: the first must win."""
    first = facts(n)
    again = [
        Statement(f.entity_id, f.schema, f.prop, f.value, "y", "y", 900 + i, 901 + i)
        for i, f in enumerate(first[3:5])
    ]
    return [
        *first,
        *again,
        Statement("company:tail", "Company", "name", "Synthetic tail", "z", "z", 999, 1000),
    ]


def test_a_fact_stated_twice_keeps_its_first_row_when_the_id_index_is_deferred(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(writer, "_BATCH", 7)
    kept, deferred = fresh(tmp_path / "kept.db"), fresh(tmp_path / "deferred.db")
    made = indexes(kept)
    assert ("ux_statements_id", "CREATE UNIQUE INDEX ux_statements_id ON statements (id)") in made
    monkeypatch.setattr(bulk, "DEFER_AFTER", 10**9)
    with kept.begin() as conn:
        counts_kept = writer.write_statements(conn, iter(twice(60)), KEY, "doc1", AT)
    monkeypatch.setattr(bulk, "DEFER_AFTER", 20)
    with deferred.begin() as conn:
        counts_deferred = writer.write_statements(conn, iter(twice(60)), KEY, "doc1", AT)

    assert counts_kept == counts_deferred
    assert counts_kept.new == 61  # 60 facts and the tail; the two restated ones once each
    assert in_storage_order(kept) == in_storage_order(deferred)
    assert [r[5] for r in stored(kept) if r[4] == "name" and str(r[5]) in ("Synthetic 3", "Synthetic 4")] == [
        "Synthetic 3",
        "Synthetic 4",
    ]
    assert {str(r[8]) for r in stored(deferred) if str(r[5]) in ("Synthetic 3", "Synthetic 4")} == {"x"}
    assert indexes(deferred) == made


def test_a_second_version_keeps_the_id_index_while_the_others_are_deferred(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(writer, "_BATCH", 7)
    kept, deferred = fresh(tmp_path / "kept.db"), fresh(tmp_path / "deferred.db")
    made = indexes(kept)
    later = "2026-02-01T00:00:00.000000Z"
    second = [
        *facts(80)[10:],
        Statement("company:tail", "Company", "name", "Synthetic tail", "z", "z", 9, 10),
    ]
    results = []
    for engine, defer_after in ((kept, 10**9), (deferred, 20)):
        monkeypatch.setattr(bulk, "DEFER_AFTER", 10**9)
        with engine.begin() as conn:
            writer.write_statements(conn, iter(facts(25)), KEY, "doc1", AT)
        monkeypatch.setattr(bulk, "DEFER_AFTER", defer_after)
        with engine.begin() as conn:
            results.append(writer.write_statements(conn, iter(second), KEY, "doc2", later))
    assert bulk.worth_deferring(deferred.connect(), len(second), 25)
    assert results[0] == results[1]
    assert (results[0].new, results[0].confirmed, results[0].retired) == (56, 15, 10)
    assert in_storage_order(kept) == in_storage_order(deferred)
    assert indexes(deferred) == made

    # which indexes a deferred write drops, the id's listed first (it is built first)
    with fresh(tmp_path / "seen.db").connect() as conn:
        kept_id = bulk.drop_indexes(conn, keep_id=True)
        assert [name for name, _sql in indexes_of(conn)] == ["ux_statements_id"]
        assert len(kept_id) == 4 and not bulk.id_dropped(kept_id)
    with fresh(tmp_path / "new.db").connect() as conn:
        all_of_them = bulk.drop_indexes(conn, keep_id=False)
        assert all_of_them[0] == "CREATE UNIQUE INDEX ux_statements_id ON statements (id)"
        assert bulk.id_dropped(all_of_them) and indexes_of(conn) == []


def indexes_of(conn: Connection) -> list[tuple[str, str]]:
    rows = conn.exec_driver_sql(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'statements' "
        "AND sql IS NOT NULL ORDER BY name"
    )
    return [(str(r[0]), str(r[1])) for r in rows]
