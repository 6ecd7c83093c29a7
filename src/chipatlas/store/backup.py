"""Backup and restore of a whole store, on any backend (docs/backup.md).

Generic over the schema: every table on ``chipatlas.store.tables.metadata`` (every
``store/*tables.py`` module is imported first) is written and restored, so a table or
column added by a migration is carried without a change here. Rows are written in
storage order from one snapshot. The backend-specific full-text structures (FTS5 on
SQLite, the GIN index on PostgreSQL) are not on the metadata: restore rebuilds them from
the restored ``search_index`` rows, so the search index matches the original exactly.

Restore reads the whole file once to check it (``verify``) before it touches the store,
then writes every row in one transaction: a bad file or a refused row leaves the store
as it was.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib.metadata import version
from pathlib import Path
from typing import Any

from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.script.revision import ResolutionError
from alembic.util import CommandError
from sqlalchemy import Connection, Engine, Table, delete, func, insert, inspect, select, text
from sqlalchemy.exc import DBAPIError, StatementError

import chipatlas.store
from chipatlas.errors import ConfigError
from chipatlas.store import backup_format as fmt
from chipatlas.store.backup_format import BackupError, BackupHeader, TableDump
from chipatlas.store.code_versions import MIGRATIONS
from chipatlas.store.db import head_revision, migrate, require_current
from chipatlas.store.tables import metadata

_BATCH = 1000


def _load_all_tables() -> None:
    """Import every module of ``chipatlas.store``, so the shared metadata lists every table."""
    for module in pkgutil.iter_modules(chipatlas.store.__path__):
        if not module.ispkg:
            importlib.import_module(f"chipatlas.store.{module.name}")


def store_tables() -> list[Table]:
    """Every table of the store, parents before children."""
    _load_all_tables()
    return list(metadata.sorted_tables)


# Tables in the database that are not rows of ours: Alembic's bookkeeping, SQLite's
# FTS5 index with its shadow tables (rebuilt from search_index on restore), and PostgreSQL's
# write counter (store/version.py: a restore's writes move it; it never goes back).
_NOT_ROWS = ("alembic_version", "search_fts", "store_write")


def _check_complete(conn: Connection, tables: list[Table]) -> None:
    """Refuse to back up a store holding a table this code does not declare: it would be lost."""
    declared = {t.name for t in tables}
    extra = sorted(
        name
        for name in inspect(conn).get_table_names()
        if name not in declared and not name.startswith(_NOT_ROWS)
    )
    if extra:
        raise ConfigError(
            f"the store has tables this chipatlas does not declare ({', '.join(extra)}): "
            "a backup would lose them; declare them on chipatlas.store.tables.metadata"
        )


@dataclass(frozen=True)
class RestoreResult:
    header: BackupHeader
    replaced_rows: int  # rows the store held before (non-zero only with replace=True)


# --- backup ---------------------------------------------------------------------------------


@contextmanager
def _snapshot(engine: Engine) -> Iterator[Connection]:
    """A connection that sees one consistent state of the store for all its reads."""
    with engine.connect() as conn:
        if conn.dialect.name == "postgresql":
            conn = conn.execution_options(isolation_level="REPEATABLE READ")
            with conn.begin():
                yield conn
        else:
            # pysqlite starts transactions only before writes; a read snapshot needs BEGIN.
            conn.exec_driver_sql("BEGIN")
            try:
                yield conn
            finally:
                conn.rollback()


# Rows go out in the store's own storage order (SQLite rowid, PostgreSQL ctid), and a
# restore inserts them in that order: queries whose ORDER BY leaves ties then return the
# tied rows in the same order as the original store did.
_STORAGE_ORDER = {"sqlite": "rowid", "postgresql": "ctid"}


def _ordered(conn: Connection, table: Table) -> Any:
    return select(*table.columns).order_by(text(_STORAGE_ORDER.get(conn.dialect.name, "1")))


def _count(conn: Connection, table: Table) -> int:
    return int(conn.execute(select(func.count()).select_from(table)).scalar_one())


def _header(conn: Connection, tables: list[Table]) -> BackupHeader:
    dumps = tuple(TableDump(t.name, tuple(c.name for c in t.columns), _count(conn, t)) for t in tables)
    return BackupHeader(
        format_version=fmt.FORMAT_VERSION,
        chipatlas_version=version("chipatlas"),
        schema_revision=current_revision_of(conn),
        created_at=datetime.now(UTC).isoformat(timespec="seconds"),
        backend=conn.dialect.name,
        tables=dumps,
    )


def current_revision_of(conn: Connection) -> str | None:
    return MigrationContext.configure(conn).get_current_revision()


def known_revision(revision: str) -> bool:
    """Whether this chipatlas has the migration ``revision`` (a newer one is unknown)."""
    try:
        return ScriptDirectory(str(MIGRATIONS)).get_revision(revision) is not None
    except (CommandError, ResolutionError):
        return False


@contextmanager
def _atomic_file(path: Path, overwrite: bool) -> Iterator[Path]:
    """A temporary file beside ``path`` that replaces it only when the block succeeds."""
    if path.exists() and not overwrite:
        raise ConfigError(f"{path} exists; choose another file or pass --force to overwrite it")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    except OSError as exc:
        raise ConfigError(f"cannot write {path}: {exc.strerror or exc}") from None
    os.close(fd)
    try:
        yield Path(tmp)
        os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)


def backup(engine: Engine, path: Path, *, overwrite: bool = False) -> BackupHeader:
    """Write every row of the store to ``path``; the header describes what was written."""
    require_current(engine)
    tables = store_tables()
    with _atomic_file(path, overwrite) as tmp, _snapshot(engine) as conn, tmp.open("wb") as out:
        _check_complete(conn, tables)
        header = _header(conn, tables)
        writer = fmt.Writer(out)
        writer.header(header)
        for table in tables:
            codec = fmt.Codec(list(table.columns))
            result = conn.execution_options(yield_per=_BATCH).execute(_ordered(conn, table))
            for row in result:
                writer.row(table.name, codec.encode(row))
        writer.close()
    return header


def sqlite_copy(engine: Engine, path: Path, *, overwrite: bool = False) -> int:
    """Copy a SQLite store with SQLite's online backup API; returns the copy's size in bytes."""
    if engine.dialect.name != "sqlite":
        raise ConfigError(
            f"--sqlite-copy needs a SQLite store, this is {engine.dialect.name}: "
            "use 'chipatlas backup FILE' or pg_dump (docs/backup.md)"
        )
    require_current(engine)
    with _atomic_file(path, overwrite) as tmp:
        raw = engine.raw_connection()
        try:
            source = raw.driver_connection
            assert isinstance(source, sqlite3.Connection)
            with sqlite3.connect(tmp) as target:
                source.backup(target)
            target.close()
        finally:
            raw.close()
    return path.stat().st_size


# --- restore --------------------------------------------------------------------------------


def row_counts(conn: Connection) -> dict[str, int]:
    """Rows in every table of the store (those with none included)."""
    return {t.name: _count(conn, t) for t in store_tables()}


def _check_schema(path: Path, header: BackupHeader) -> dict[str, Table]:
    if header.schema_revision is not None and not known_revision(header.schema_revision):
        raise BackupError(
            str(path),
            f"written at schema {header.schema_revision}, which this chipatlas does not know "
            f"(it is at {head_revision()}): restore it with a newer chipatlas",
        )
    tables = {t.name: t for t in store_tables()}
    unknown = [d.name for d in header.tables if d.name not in tables]
    if unknown:
        raise BackupError(str(path), f"tables this chipatlas does not know: {', '.join(unknown)}")
    for dump in header.tables:
        fmt.columns_of(tables[dump.name], dump, path)
    return tables


def _clear(conn: Connection) -> int:
    counts = row_counts(conn)
    for table in reversed(store_tables()):
        conn.execute(delete(table))
    return sum(counts.values())


def _load(conn: Connection, path: Path, tables: dict[str, Table]) -> None:
    header, rows = fmt.read(path)
    codecs = {d.name: fmt.Codec(fmt.columns_of(tables[d.name], d, path)) for d in header.tables}
    batch: list[fmt.TableRow] = []
    current: str | None = None
    for row in rows:
        if row.table != current and batch:
            _insert(conn, path, tables[str(current)], batch)
            batch = []
        current = row.table
        try:
            batch.append(codecs[row.table].decode(row.values))
        except ValueError as exc:
            raise BackupError(str(path), f"row of {row.table}: {exc}", row.line) from None
        if len(batch) >= _BATCH:
            _insert(conn, path, tables[row.table], batch)
            batch = []
    if batch and current is not None:
        _insert(conn, path, tables[current], batch)


def _insert(conn: Connection, path: Path, table: Table, batch: list[fmt.TableRow]) -> None:
    try:
        conn.execute(insert(table), batch)
    except (DBAPIError, StatementError) as exc:
        reason = str(getattr(exc, "orig", exc)).strip().splitlines()[0]
        raise BackupError(str(path), f"the store refused a row of {table.name}: {reason}") from None


def _after_load(conn: Connection) -> None:
    """Bring backend state that is not rows in line with the rows just written."""
    names = set(inspect(conn).get_table_names())
    if conn.dialect.name == "sqlite" and "search_fts" in names:
        conn.execute(text("INSERT INTO search_fts(search_fts) VALUES ('rebuild')"))
    if conn.dialect.name == "postgresql":
        # Rows came with their ids: move each serial counter past the largest one.
        quote = conn.dialect.identifier_preparer.quote
        for table in store_tables():
            col = table.autoincrement_column
            if col is not None:
                biggest = f"(SELECT MAX({quote(col.name)}) FROM {quote(table.name)})"
                conn.execute(
                    text(f"SELECT setval(pg_get_serial_sequence(:t, :c), COALESCE({biggest}, 0) + 1, false)"),
                    {"t": table.name, "c": col.name},
                )


def restore(engine: Engine, path: Path, *, replace: bool = False) -> RestoreResult:
    """Restore a backup into an empty store (or, with ``replace``, instead of its contents)."""
    tables = _check_schema(path, fmt.read_header(path))
    header = fmt.verify(path)
    migrate(engine)
    with engine.begin() as conn:
        held = row_counts(conn)
        if any(held.values()) and not replace:
            busy = f"{sum(held.values())} rows in {sum(1 for n in held.values() if n)} tables"
            raise ConfigError(
                f"the store at {engine.url.render_as_string(hide_password=True)} is not empty ({busy}): "
                "restore into an empty store, or pass --force to replace its contents"
            )
        replaced = _clear(conn) if replace else 0
        _load(conn, path, tables)
        _after_load(conn)
    return RestoreResult(header=header, replaced_rows=replaced)


__all__ = [
    "BackupError",
    "BackupHeader",
    "RestoreResult",
    "TableDump",
    "backup",
    "restore",
    "row_counts",
    "sqlite_copy",
    "store_tables",
]
