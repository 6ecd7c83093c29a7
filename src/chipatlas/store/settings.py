"""Where the store is and how long a connection waits for a writer, from the command line
and the environment; light (no SQLAlchemy), so the CLI's instant reads find the store too.

``--db`` or ``CHIPATLAS_DATABASE_URL`` takes a SQLAlchemy URL or a file path; with
neither, a SQLite file in the user's data directory (see docs/storage.md).
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

ENV_VAR = "CHIPATLAS_DATABASE_URL"
BUSY_ENV = "CHIPATLAS_BUSY_TIMEOUT"
DEFAULT_BUSY_TIMEOUT = 15.0  # seconds a writer waits for another before it counts as busy
_SQLITE_FILE_URL = "sqlite:///"


def default_path() -> Path:
    return Path(user_data_dir("chipatlas", appauthor=False)) / "chipatlas.db"


def store_value(value: str | None = None) -> str:
    """What names the store: the option, else the environment, else the default file."""
    return value or os.environ.get(ENV_VAR) or str(default_path())


def busy_timeout() -> float:
    """``CHIPATLAS_BUSY_TIMEOUT`` seconds, or the default when unset or not a number."""
    try:
        return max(0.1, float(os.environ.get(BUSY_ENV, DEFAULT_BUSY_TIMEOUT)))
    except ValueError:
        return DEFAULT_BUSY_TIMEOUT


def sqlite_file(value: str | None = None) -> Path | None:
    """The SQLite file the store names: a plain path, or a plain ``sqlite:///`` URL.

    None for anything else (PostgreSQL, another driver, a URL with a query or escapes,
    an in-memory database): those are for SQLAlchemy to read, and to judge.
    """
    value = store_value(value)
    if "://" not in value:
        return Path(value).expanduser().resolve()
    rest = value.removeprefix(_SQLITE_FILE_URL)
    if rest == value or not rest or any(c in rest for c in "?%#"):
        return None
    return Path(rest).resolve()
