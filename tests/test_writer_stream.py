"""The streaming write: statements taken a batch at a time, restated and retired found in SQL.

Batches of two here, so every case crosses a batch boundary: a fact stated twice in one
version (in two batches), a fact restated from the last version, one no longer stated.
The statements are SYNTHETIC, not real supplier facts.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine, func, select

from chipatlas.model.statement import Statement
from chipatlas.store import writer
from chipatlas.store.tables import ingests, statement_sources, statements
from chipatlas.store.writing import WRITE_CACHE_KIB, write_transaction

KEY = "synthetic:stream"


def fact(entity: str, value: str, start: int = 0) -> Statement:
    return Statement(entity, "Company", "name", value, value, value, start, start + len(value))


def write(engine: Engine, found: list[Statement], doc: str, at: str) -> writer.WriteCounts:
    with engine.begin() as conn:
        return writer.write_statements(conn, iter(found), KEY, doc, at)


def current(engine: Engine) -> dict[str, str]:
    with engine.connect() as conn:
        rows = conn.execute(
            select(statements.c.entity_id, statements.c.document_id).where(statements.c.retired_at.is_(None))
        )
        return {r.entity_id: r.document_id for r in rows}


def test_versions_written_in_batches(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(writer, "_BATCH", 2)
    first = [
        fact("company:a", "A"),
        fact("company:b", "B"),
        fact("company:c", "C"),
        fact("company:a", "A", 9),
    ]
    counts = write(engine, first, "doc1", "2026-01-01T00:00:00.000000Z")
    assert (counts.new, counts.confirmed, counts.retired) == (3, 0, 0)
    assert current(engine) == {"company:a": "doc1", "company:b": "doc1", "company:c": "doc1"}
    with engine.connect() as conn:  # the first of the two statements of A kept its span
        span = conn.execute(select(statements.c.span_start).where(statements.c.entity_id == "company:a"))
        assert span.scalar_one() == 0

    # Version 2 restates A (twice, in two batches) and B, adds D, no longer states C.
    second = [
        fact("company:a", "A"),
        fact("company:d", "D"),
        fact("company:b", "B"),
        fact("company:a", "A", 5),
    ]
    counts = write(engine, second, "doc2", "2026-01-02T00:00:00.000000Z")
    assert (counts.new, counts.confirmed, counts.retired) == (1, 2, 1)
    assert counts.retired_entities == frozenset({"company:c"})
    assert current(engine) == {"company:a": "doc2", "company:b": "doc2", "company:d": "doc2"}
    with engine.connect() as conn:
        archived = conn.execute(select(statement_sources.c.document_id)).scalars().all()
        assert archived == ["doc1", "doc1"]  # A and B: the earlier document stays listed, once each
        logged = conn.execute(select(ingests.c.new, ingests.c.confirmed, ingests.c.retired)).all()
        assert [tuple(r) for r in logged] == [(3, 0, 0), (1, 2, 1)]

    # Version 3 states C again: it comes back; A, B and D are retired.
    counts = write(engine, [fact("company:c", "C")], "doc3", "2026-01-03T00:00:00.000000Z")
    assert (counts.new, counts.confirmed, counts.retired) == (0, 1, 3)
    assert current(engine) == {"company:c": "doc3"}
    with engine.connect() as conn:
        total = conn.execute(select(func.count()).select_from(statements)).scalar_one()
        assert total == 4  # four facts ever stated, one row each


def test_a_rolled_back_write_leaves_nothing(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(writer, "_BATCH", 2)

    def failing() -> Iterator[Statement]:
        yield from [fact("company:a", "A"), fact("company:b", "B"), fact("company:c", "C")]
        raise ValueError("a rejected row after two batches were written")

    with pytest.raises(ValueError), engine.begin() as conn:
        writer.write_statements(conn, failing(), KEY, "doc1", "2026-01-01T00:00:00.000000Z")
    assert current(engine) == {}


def test_the_write_cache_is_the_writers_only(sqlite_engine: Engine) -> None:
    """A large write gets a large page cache; the pooled connection goes back with the default."""
    with write_transaction(sqlite_engine) as conn:
        assert conn.exec_driver_sql("PRAGMA cache_size").scalar() == -WRITE_CACHE_KIB
    with sqlite_engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA cache_size").scalar() == -2000
