"""Backup and restore of a whole store: round trips on SQLite and PostgreSQL, refusals that write nothing.

The store is the bundled data (rings, claims, the signal seed) plus a `same` judgement,
a watchlist with recorded deliveries, a feed subscription and a built search index.
The feed URL and watchlist recipients are synthetic test values.
"""

from __future__ import annotations

import gzip
import json
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, create_engine, insert, inspect, select, text
from tests.conftest import PG_URL, load_bundled

from chipatlas.analyze.ring import export_rows
from chipatlas.errors import ConfigError
from chipatlas.ingest.feeds import add_feed
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.deliver.outbox import delivery_key, plan
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.sources import load_path
from chipatlas.store import backup_format as fmt
from chipatlas.store.backup import BackupError, backup, restore, row_counts, sqlite_copy, store_tables
from chipatlas.store.db import connect
from chipatlas.store.search_index import ensure_fresh
from chipatlas.store.tables import judgements
from chipatlas.store.watch_tables import deliveries

FIXTURES = Path(__file__).parent / "fixtures"
Snapshot = dict[str, list[tuple[Any, ...]]]


def snapshot(eng: Engine) -> Snapshot:
    """Every row of every table, in a backend-independent order."""
    with eng.connect() as conn:
        return {
            t.name: sorted((tuple(r) for r in conn.execute(select(*t.columns))), key=repr)
            for t in store_tables()
        }


def populate(eng: Engine) -> None:
    load_bundled(eng)
    with eng.begin() as conn:
        conn.execute(
            insert(judgements).values(
                left_id="company:annapurna_labs",
                right_id="company:aws_annapurna_labs",
                judgement="same",
                note="synthetic test judgement",
                created_at="2026-05-01T00:00:00.000000+00:00",
            )
        )
        add_watchlist(
            conn,
            "hbm",
            entity_names=["SK hynix"],
            platform_names=["AWS Trainium3 UltraServer"],
            country_names=[],
            types=[],
            min_impact=None,
            emails=["analyst@example.org"],
            webhooks=["https://hooks.example.org/synthetic"],
            cadence="daily",
        )
        add_feed(conn, "https://feeds.example.org/synthetic.xml")
        at = "2026-05-02T00:00:00.000000+00:00"
        key = delivery_key("hbm", "2026-05-01", "email", "analyst@example.org")
        conn.execute(
            insert(deliveries).values(
                watchlist="hbm",
                period="2026-05-01",
                channel="email",
                recipient="analyst@example.org",
                key=key,
                window_start="2026-05-01T00:00:00+00:00",
                window_end=at,
                status="sent",
                attempts=1,
                last_error=None,
                created_at=at,
                updated_at=at,
                sent_at=at,
            )
        )
    plan(eng, datetime.now(UTC) + timedelta(days=3))  # moves the watchlist's checked_until
    ensure_fresh(eng)


@pytest.fixture
def empty_store(tmp_path: Path) -> Iterator[Callable[[str], Engine]]:
    """Makes stores with no schema yet: 'sqlite' (a new file) or 'postgres' (a new schema)."""
    made: list[tuple[Engine, str | None]] = []

    def make(kind: str) -> Engine:
        if kind == "sqlite":
            eng = connect(str(tmp_path / f"{uuid.uuid4().hex[:8]}.db"))
            made.append((eng, None))
            return eng
        schema = f"t_{uuid.uuid4().hex[:12]}"
        with create_engine(PG_URL).begin() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
        eng = create_engine(PG_URL, connect_args={"options": f"-csearch_path={schema}"})
        made.append((eng, schema))
        return eng

    yield make
    admin = create_engine(PG_URL)
    for eng, schema in made:
        eng.dispose()
        if schema:
            with admin.begin() as conn:
                conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
    admin.dispose()


def kind_of(eng: Engine) -> str:
    return "sqlite" if eng.dialect.name == "sqlite" else "postgres"


@pytest.fixture
def populated(engine: Engine) -> Engine:
    populate(engine)
    return engine


def test_round_trip_is_identical(
    populated: Engine, empty_store: Callable[[str], Engine], tmp_path: Path
) -> None:
    before = snapshot(populated)
    assert all(before[t] for t in ("judgements", "watchlists", "deliveries", "feeds", "search_index"))
    header = backup(populated, tmp_path / "store.chipatlas-backup")
    assert header.total_rows == sum(len(rows) for rows in before.values())
    target = empty_store(kind_of(populated))
    restore(target, tmp_path / "store.chipatlas-backup")
    assert snapshot(target) == before
    with populated.connect() as a, target.connect() as b:
        assert export_rows(a) == export_rows(b)
    assert not ensure_fresh(target)  # the search index came back current
    # Serial counters moved past the restored ids: the next ingest gets a new one.
    ring = FIXTURES / "synthetic_platform_b_ring.csv"
    assert ingest(target, load_path(ring, ring.name), IngestOptions()).ok


def test_every_table_of_the_store_is_in_the_backup(bundled: Engine, tmp_path: Path) -> None:
    header = backup(bundled, tmp_path / "b.gz")
    with bundled.connect() as conn:
        in_db = set(inspect(conn).get_table_names())
    # Not rows: Alembic's bookkeeping and SQLite's FTS5 structures, rebuilt on restore.
    in_db = {t for t in in_db if t != "alembic_version" and not t.startswith("search_fts")}
    assert {t.name for t in header.tables} == in_db
    for dump, table in zip(header.tables, store_tables(), strict=True):
        assert dump.columns == tuple(c.name for c in table.columns)


def test_cross_backend_round_trip(
    sqlite_engine: Engine, empty_store: Callable[[str], Engine], tmp_path: Path
) -> None:
    populate(sqlite_engine)
    before = snapshot(sqlite_engine)
    backup(sqlite_engine, tmp_path / "from_sqlite.gz")
    pg = empty_store("postgres")
    restore(pg, tmp_path / "from_sqlite.gz")
    assert snapshot(pg) == before
    backup(pg, tmp_path / "from_pg.gz")
    back = empty_store("sqlite")
    restore(back, tmp_path / "from_pg.gz")
    assert snapshot(back) == before


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


def test_bad_files_are_refused_and_write_nothing(populated: Engine, tmp_path: Path) -> None:
    good = tmp_path / "good.gz"
    backup(populated, good)
    before = snapshot(populated)
    for name, (make, reason) in BAD_FILES.items():
        bad = tmp_path / f"{name.replace(' ', '_')}.gz"
        make(good, bad)
        with pytest.raises(BackupError, match=reason):
            restore(populated, bad, replace=True)
    assert snapshot(populated) == before


def test_a_row_the_store_refuses_rolls_back_everything(populated: Engine, tmp_path: Path) -> None:
    """A well-formed file whose rows break a key: the replace and every row are undone."""
    good = tmp_path / "good.gz"
    header = backup(populated, good)
    with gzip.open(good, "rb") as f:
        lines = f.readlines()
    dup = next(line for line in lines[1:] if line.startswith(b'["statements"'))
    bad = tmp_path / "dup.gz"
    tables = [fmt.TableDump(t.name, t.columns, t.rows + (t.name == "statements")) for t in header.tables]
    with bad.open("wb") as out:
        writer = fmt.Writer(out)
        writer.header(fmt.BackupHeader(**{**header.__dict__, "tables": tuple(tables)}))
        for line in [*lines[1:-1], dup]:
            table, values = json.loads(line)
            writer.row(table, values)
        writer.close()
    before = snapshot(populated)
    with pytest.raises(BackupError, match="the store refused a row of statements"):
        restore(populated, bad, replace=True)
    assert snapshot(populated) == before


def test_non_empty_store_is_refused(bundled: Engine, tmp_path: Path) -> None:
    backup(bundled, tmp_path / "b.gz")
    with pytest.raises(ConfigError, match="is not empty"):
        restore(bundled, tmp_path / "b.gz")
    with pytest.raises(ConfigError, match="exists"):
        backup(bundled, tmp_path / "b.gz")


def test_sqlite_copy(bundled_sqlite: Engine, tmp_path: Path) -> None:
    size = sqlite_copy(bundled_sqlite, tmp_path / "copy.db")
    assert size == (tmp_path / "copy.db").stat().st_size
    copy = connect(str(tmp_path / "copy.db"))
    assert snapshot(copy) == snapshot(bundled_sqlite)
    with copy.connect() as conn:
        assert row_counts(conn)["statements"] > 2000
    copy.dispose()


def test_sqlite_copy_refused_on_postgres(pg_engine: Engine, tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="pg_dump"):
        sqlite_copy(pg_engine, tmp_path / "copy.db")
