"""Which database, and bringing its schema up to date.

``--db`` or ``CHIPATLAS_DATABASE_URL`` takes a SQLAlchemy URL or a file path; with
neither, a SQLite file in the user's data directory (``store.settings``, docs/storage.md).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, DBAPIError

if TYPE_CHECKING:
    from alembic.config import Config

from chipatlas.errors import ConfigError, StoreError
from chipatlas.store.code_versions import MIGRATIONS, file_head
from chipatlas.store.settings import busy_timeout, store_value
from chipatlas.store.wal import JOURNAL_SIZE_LIMIT


def database_url(value: str | None = None) -> str:
    """A SQLAlchemy URL from an option, the environment, or the default file."""
    value = store_value(value)
    if "://" not in value:
        path = Path(value).expanduser().resolve()
        path.parent.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{path}"
    try:
        make_url(value)
    except ArgumentError as exc:
        raise ConfigError(f"database URL {value!r} is not valid: {exc}") from None
    return value


# SQLite page size of a new store (bytes), SQLite's default. 16 KiB pages took ~8-14% less
# CPU to insert 300,000 statements, but under load the page reads of a 10,000-row ingest's
# readers slowed (tests/test_reads_during_ingest.py: seven 503s, p95 1.2 s against none
# and 0.9 s): kept at 4 KiB (docs/benchmarks.md, "stmtkeys"). bench_statement_floor sets it.
PAGE_SIZE = 4_096


def _sqlite_pragmas(dbapi_conn: object, _record: object) -> None:
    cursor = dbapi_conn.cursor()  # type: ignore[attr-defined]
    cursor.execute("PRAGMA foreign_keys=ON")
    # Only a new, empty file takes it (before WAL is on); an existing store keeps its own.
    cursor.execute(f"PRAGMA page_size={PAGE_SIZE}")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    # After a checkpoint the WAL file is cut back to this size instead of keeping its peak.
    cursor.execute(f"PRAGMA journal_size_limit={JOURNAL_SIZE_LIMIT}")
    cursor.close()


def connect(value: str | None = None, pool_size: int | None = None, pool_wait: float = 30.0) -> Engine:
    """An engine on the store. ``pool_size``: connections kept (a server sizes it from its
    workers); a checkout waits ``pool_wait`` seconds at most, then raises (a server's 503)."""
    url = database_url(value)
    sized = {"pool_size": pool_size, "max_overflow": 0, "pool_timeout": pool_wait} if pool_size else {}
    if make_url(url).get_backend_name() != "sqlite":
        return create_engine(url, future=True, **sized)
    # The driver's busy handler waits this long for another process's write lock.
    engine = create_engine(url, future=True, connect_args={"timeout": busy_timeout()}, **sized)
    event.listen(engine, "connect", _sqlite_pragmas)
    return engine


# Alembic is imported only to migrate: checking that a store is current on every read
# command reads the version table and the revision lines of the migration files.
def _config() -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


@lru_cache(maxsize=1)
def head_revision() -> str | None:
    """The newest migration (``code_versions.file_head``), or Alembic's word on several heads."""
    head = file_head()
    if head is not None:
        return head
    from alembic.script import ScriptDirectory  # several heads or none: let Alembic say

    return ScriptDirectory.from_config(_config()).get_current_head()


def driver_reason(exc: DBAPIError) -> str:
    """The driver's message, first line only, bounded: never the statement or its parameters,
    which can hold a whole document."""
    lines = str(exc.orig).strip().splitlines() or [exc.__class__.__name__]
    return lines[0][:200]


def current_revision(engine: Engine) -> str | None:
    """The store's schema revision; None when the store has no schema yet."""
    try:
        conn = engine.connect()
    except DBAPIError as exc:
        # The first contact with the store: a server that is down or refuses us says so in one line.
        where = engine.url.render_as_string(hide_password=True)
        raise StoreError(f"cannot open the store at {where}: {driver_reason(exc)}") from None
    with conn:
        try:
            return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
        except DBAPIError:
            return None


def migrate(engine: Engine, then: Callable[[Connection], None] | None = None) -> None:
    """Create the schema or bring it to the newest migration; ``then`` runs in the same
    transaction after it (``chipatlas init`` rebuilds projections an older build left)."""
    from alembic import command

    config = _config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, "head")
        if then is not None:
            then(conn)


def require_current(engine: Engine) -> None:
    """Refuse to read or write a store whose schema is older than this code."""
    current, head = current_revision(engine), head_revision()
    if current is None:
        raise ConfigError(
            f"no chipatlas store at {engine.url.render_as_string()}: run 'chipatlas init' first"
        )
    if current != head:
        raise ConfigError(
            f"the store is at schema {current}, this chipatlas needs {head}: run 'chipatlas init'"
        )
