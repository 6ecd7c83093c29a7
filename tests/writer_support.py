"""Helpers for tests that run real processes against a store: a store URL a subprocess can
open (a SQLite file, or a PostgreSQL schema named in the URL), and SYNTHETIC ring files."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.conftest import PG_URL, drop_pg_schema, new_pg_schema

from chipatlas.store.db import connect, migrate

HEADER = "platform,component,supplier,role,made_in_country,us_status,evidence,notes\n"


def ring_csv(platform: str, suppliers: dict[str, str]) -> str:
    """A SYNTHETIC ring: one row per component -> supplier; not real supplier facts."""
    rows = [
        f"{platform},{component},{supplier},primary,Taiwan,made_abroad,claimed,SYNTHETIC test row"
        for component, supplier in suppliers.items()
    ]
    return HEADER + "\n".join(rows) + "\n"


def write(path: Path, body: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(body, encoding="utf-8")
    return path


@contextmanager
def store_url(kind: str, tmp_path: Path) -> Iterator[str]:
    """A migrated, empty store; its URL works in this process and in a subprocess."""
    if kind == "sqlite":
        path = tmp_path / "store.db"
        eng = connect(str(path))
        migrate(eng)
        eng.dispose()
        yield str(path)
        return
    schema = new_pg_schema()
    url = f"{PG_URL}?options=-csearch_path%3D{schema}"
    eng = connect(url)
    migrate(eng)
    eng.dispose()
    try:
        yield url
    finally:
        drop_pg_schema(schema)
