"""Backup and restore of a whole store (Python API): round trips on SQLite and PostgreSQL,
across backends, and refusals that write nothing. Stores are described in backup_support.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, inspect, text
from tests.backup_support import Snapshot, Stores, populate, snapshot

from chipatlas.analyze.ring import export_rows
from chipatlas.errors import ConfigError
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.store import backup_format as fmt
from chipatlas.store.backup import BackupError, backup, restore, row_counts, sqlite_copy, store_tables
from chipatlas.store.db import connect, migrate
from chipatlas.store.search_index import ensure_fresh

FIXTURES = Path(__file__).parent / "fixtures"
KINDS = ["sqlite", "postgres"]


@dataclass
class Source:
    """A populated store, its backup file, and its rows as they were backed up."""

    engine: Engine
    file: Path
    header: fmt.BackupHeader
    rows: Snapshot


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stores]:
    made = Stores(tmp_path_factory.mktemp("backup"))
    yield made
    made.close()


@pytest.fixture(scope="module")
def sources(stores: Stores) -> dict[str, Source]:
    return {}


@pytest.fixture(params=KINDS)
def source(request: pytest.FixtureRequest, stores: Stores, sources: dict[str, Source]) -> Source:
    """The populated store of one backend, built once per module; tests must leave it as it is."""
    kind = str(request.param)
    if kind not in sources:
        eng = stores.make(kind)
        populate(eng)
        file = stores.folder / f"{kind}.chipatlas-backup"
        sources[kind] = Source(eng, file, backup(eng, file), snapshot(eng))
    return sources[kind]


def kind_of(eng: Engine) -> str:
    return "sqlite" if eng.dialect.name == "sqlite" else "postgres"


def test_round_trip_is_identical(source: Source, stores: Stores) -> None:
    rows = source.rows
    assert all(rows[t] for t in ("judgements", "watchlists", "deliveries", "feeds", "search_index"))
    assert source.header.total_rows == sum(len(r) for r in rows.values())
    target = stores.make(kind_of(source.engine))
    restore(target, source.file)
    assert snapshot(target) == rows
    with source.engine.connect() as a, target.connect() as b:
        assert export_rows(a) == export_rows(b)
    assert not ensure_fresh(target)  # the search index came back current
    # Serial counters moved past the restored ids: the next ingest gets a new one.
    ring = FIXTURES / "synthetic_platform_b_ring.csv"
    assert ingest(target, load_path(ring, ring.name), IngestOptions()).ok


def test_every_table_of_the_store_is_in_the_backup(source: Source) -> None:
    with source.engine.connect() as conn:
        in_db = set(inspect(conn).get_table_names())
    # Not rows: Alembic's bookkeeping, SQLite's FTS5 structures (rebuilt on restore) and
    # PostgreSQL's write counter (store_writes, store_write_marks: never restored).
    in_db = {t for t in in_db if t != "alembic_version" and not t.startswith(("search_fts", "store_write"))}
    assert {t.name for t in source.header.tables} == in_db
    for dump, table in zip(source.header.tables, store_tables(), strict=True):
        assert dump.columns == tuple(c.name for c in table.columns)


def test_cross_backend_round_trip(stores: Stores, sources: dict[str, Source], tmp_path: Path) -> None:
    start = sources.get("sqlite")
    if start is None:
        eng = stores.make("sqlite")
        populate(eng)
        start = Source(eng, tmp_path / "s.gz", backup(eng, tmp_path / "s.gz"), snapshot(eng))
    pg = stores.make("postgres")
    restore(pg, start.file)
    assert snapshot(pg) == start.rows
    backup(pg, tmp_path / "from_pg.gz")
    back = stores.make("sqlite")
    restore(back, tmp_path / "from_pg.gz")
    assert snapshot(back) == start.rows


def _rewrite(src: Path, dst: Path, edit: Callable[[list[bytes]], list[bytes]]) -> None:
    with gzip.open(src, "rb") as f:
        lines = f.readlines()
    with gzip.open(dst, "wb") as f:
        f.writelines(edit(lines))


def _header_edit(**changes: Any) -> Callable[[list[bytes]], list[bytes]]:
    def edit(lines: list[bytes]) -> list[bytes]:
        header = json.loads(lines[0])
        header.update(changes)
        return [json.dumps(header).encode() + b"\n", *lines[1:]]

    return edit


def _flip(lines: list[bytes]) -> list[bytes]:
    i = len(lines) // 2
    k = lines[i].rindex(b"a")  # inside a value, so the line still parses
    return [*lines[:i], lines[i][:k] + b"b" + lines[i][k + 1 :], *lines[i + 1 :]]


BAD_FILES: dict[str, tuple[Callable[[Path, Path], None], str]] = {
    "truncated": (lambda s, d: d.write_bytes(s.read_bytes()[: s.stat().st_size // 2]), "not a whole gzip"),
    "no trailer": (lambda s, d: _rewrite(s, d, lambda ls: ls[:-1]), "truncated"),
    "changed row": (lambda s, d: _rewrite(s, d, _flip), "checksum mismatch"),
    "future format": (lambda s, d: _rewrite(s, d, _header_edit(format_version=99)), "format version 99"),
    "future schema": (lambda s, d: _rewrite(s, d, _header_edit(schema_revision="9999")), "schema 9999"),
    "not gzip": (lambda s, d: d.write_text("ring,rows\n"), "not a whole gzip"),
    "not a backup": (lambda s, d: _rewrite(s, d, lambda ls: [b'{"x": 1}\n', *ls[1:]]), "not a chipatlas"),
}


def test_bad_files_are_refused_and_write_nothing(source: Source, tmp_path: Path) -> None:
    for name, (make, reason) in BAD_FILES.items():
        bad = tmp_path / f"{name.replace(' ', '_')}.gz"
        make(source.file, bad)
        with pytest.raises(BackupError, match=reason):
            restore(source.engine, bad, replace=True)
    assert snapshot(source.engine) == source.rows


def test_a_row_the_store_refuses_rolls_back_everything(source: Source, tmp_path: Path) -> None:
    """A well-formed file whose rows break a key: the replace and every row are undone."""
    with gzip.open(source.file, "rb") as f:
        lines = f.readlines()
    dup = next(line for line in lines[1:] if line.startswith(b'["statements"'))
    tables = tuple(replace(t, rows=t.rows + (t.name == "statements")) for t in source.header.tables)
    bad = tmp_path / "dup.gz"
    with bad.open("wb") as out:
        writer = fmt.Writer(out)
        writer.header(replace(source.header, tables=tables))
        for line in [*lines[1:-1], dup]:
            table, values = json.loads(line)
            writer.row(table, values)
        writer.close()
    with pytest.raises(BackupError, match="the store refused a row of statements"):
        restore(source.engine, bad, replace=True)
    assert snapshot(source.engine) == source.rows


def test_non_empty_store_and_existing_file_are_refused(source: Source) -> None:
    with pytest.raises(ConfigError, match="is not empty"):
        restore(source.engine, source.file)
    with pytest.raises(ConfigError, match="exists"):
        backup(source.engine, source.file)


def test_sqlite_copy(source: Source, stores: Stores) -> None:
    if kind_of(source.engine) == "postgres":
        with pytest.raises(ConfigError, match="pg_dump"):
            sqlite_copy(source.engine, stores.folder / "copy.db")
        return
    path = Path(stores.url("sqlite"))
    assert sqlite_copy(source.engine, path) == path.stat().st_size
    copy = connect(str(path))
    assert snapshot(copy) == source.rows
    with copy.connect() as conn:
        assert row_counts(conn)["statements"] > 2000
    copy.dispose()


def test_a_table_the_code_does_not_declare_stops_the_backup(stores: Stores) -> None:
    """Nothing silently lost: a table outside the metadata would be, so the backup refuses."""
    eng = stores.make("sqlite")
    migrate(eng)
    with eng.begin() as conn:
        conn.execute(text("CREATE TABLE synthetic_stray (id INTEGER PRIMARY KEY)"))
    file = stores.folder / "stray.chipatlas-backup"
    with pytest.raises(ConfigError, match="synthetic_stray"):
        backup(eng, file)
    assert not file.exists() and not list(stores.folder.glob(".stray*"))
