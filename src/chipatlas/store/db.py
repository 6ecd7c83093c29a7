"""Which database, and bringing its schema up to date.

``--db`` or ``CHIPATLAS_DATABASE_URL`` takes a SQLAlchemy URL or a file path; with
neither, a SQLite file in the user's data directory (see docs/storage.md).
"""

from __future__ import annotations

import os
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from platformdirs import user_data_dir
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

from chipatlas.errors import ConfigError

ENV_VAR = "CHIPATLAS_DATABASE_URL"
MIGRATIONS = Path(__file__).parent / "migrations"


def default_path() -> Path:
    return Path(user_data_dir("chipatlas", appauthor=False)) / "chipatlas.db"


def database_url(value: str | None = None) -> str:
    """A SQLAlchemy URL from an option, the environment, or the default file."""
    value = value or os.environ.get(ENV_VAR) or str(default_path())
    if "://" not in value:
        path = Path(value).expanduser().resolve()
        path.parent.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{path}"
    try:
        make_url(value)
    except ArgumentError as exc:
        raise ConfigError(f"database URL {value!r} is not valid: {exc}") from None
    return value


def _sqlite_pragmas(dbapi_conn: object, _record: object) -> None:
    cursor = dbapi_conn.cursor()  # type: ignore[attr-defined]
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def connect(value: str | None = None, pool_size: int | None = None, pool_wait: float = 30.0) -> Engine:
    """An engine on the store. ``pool_size``: connections kept (a server sizes it from its
    workers); a checkout waits ``pool_wait`` seconds at most, then raises (a server's 503)."""
    url = database_url(value)
    sized = {"pool_size": pool_size, "max_overflow": 0, "pool_timeout": pool_wait} if pool_size else {}
    engine = create_engine(url, future=True, **sized)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def _config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def head_revision() -> str | None:
    return ScriptDirectory.from_config(_config()).get_current_head()


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def migrate(engine: Engine) -> None:
    """Create the schema or bring it to the newest migration."""
    config = _config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, "head")


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
