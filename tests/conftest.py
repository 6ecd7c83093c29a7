"""Shared fixtures: a real SQLite file, a real PostgreSQL schema, the bundled data loaded.

PostgreSQL: ``CHIPATLAS_TEST_PG_URL`` (default the local server of this machine kind).
Each test gets its own schema, dropped afterwards. Outside CI an unreachable server
skips the PostgreSQL tests with the reason; under ``CI=true`` it fails them.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine, text

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.sources.bundled import bundled_paths, display_name
from chipatlas.store.db import connect, migrate

PG_URL = os.environ.get("CHIPATLAS_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
SEEDS = Path(__file__).resolve().parents[1] / "src" / "chipatlas" / "data" / "seeds"
SEED_000 = SEEDS / "000_343fc2db982bc969.txt"
# The ring row's JSON contract, in order: `ring --format json` and /api/v1/platforms/{slug}/ring.
RING_ROW_FIELDS = (
    "component",
    "supplier",
    "supplier_detail",
    "role",
    "made_in_country",
    "made_in_site",
    "us_status",
    "location_scope",
    "location_evidence",
    "evidence",
    "has_source_link",
    "notes",
    "document",
)
SEED_003 = SEEDS / "003_5a1042b804a25f46.txt"
SEED_004 = SEEDS / "004_f2dc904a996256be.txt"
IN_CI = os.environ.get("CI", "").lower() == "true"


def _pg_available() -> str | None:
    try:
        eng = create_engine(PG_URL)
        with eng.connect() as conn:
            conn.execute(text("select 1"))
        eng.dispose()
    except Exception as exc:
        return f"PostgreSQL not reachable at {PG_URL}: {exc.__class__.__name__}"
    return None


@pytest.fixture(autouse=True)
def _no_inherited_width() -> None:
    """A CLI run in a subprocess sees the width a shell's pipe gives it (200 columns).

    GNU readline, once imported (pytest's debugger support imports it), exports COLUMNS=80
    at the C level, outside ``os.environ``: every child process would inherit it and draw
    its tables 80 wide. A test that wants a width sets COLUMNS in ``os.environ`` or the
    child's ``env``, which this leaves alone."""
    if "COLUMNS" not in os.environ:
        os.unsetenv("COLUMNS")


@pytest.fixture
def sqlite_engine(tmp_path: Path) -> Iterator[Engine]:
    eng = connect(str(tmp_path / "store.db"))
    migrate(eng)
    yield eng
    eng.dispose()


def new_pg_schema() -> str:
    """A fresh schema on the test server (skipped outside CI, failed in CI, when it is down)."""
    reason = _pg_available()
    if reason:
        if IN_CI:
            pytest.fail(reason)
        pytest.skip(reason)
    schema = f"t_{uuid.uuid4().hex[:12]}"
    admin = create_engine(PG_URL)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    admin.dispose()
    return schema


def drop_pg_schema(schema: str) -> None:
    admin = create_engine(PG_URL)
    with admin.begin() as conn:
        conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
    admin.dispose()


@pytest.fixture
def pg_engine() -> Iterator[Engine]:
    schema = new_pg_schema()
    eng = create_engine(PG_URL, connect_args={"options": f"-csearch_path={schema}"})
    migrate(eng)
    yield eng
    eng.dispose()
    drop_pg_schema(schema)


@pytest.fixture(params=["sqlite", "postgres"])
def engine(request: pytest.FixtureRequest) -> Engine:
    """The same test on a SQLite file and on the PostgreSQL server."""
    name = "sqlite_engine" if request.param == "sqlite" else "pg_engine"
    return request.getfixturevalue(name)  # type: ignore[no-any-return]


def load_bundled(eng: Engine) -> None:
    for path in bundled_paths():
        report = ingest(eng, load_path(path, display_name(path)), IngestOptions())
        assert report.ok, report.lines()


@pytest.fixture
def bundled(engine: Engine) -> Engine:
    """A store with the bundled default data, on both backends."""
    load_bundled(engine)
    return engine


@pytest.fixture
def bundled_sqlite(sqlite_engine: Engine) -> Engine:
    load_bundled(sqlite_engine)
    return sqlite_engine
