"""Answers kept under the store's version are never stale: any committed write, from this
process or another connection, moves the version; reads do not. On SQLite and PostgreSQL.

The rename written below is SYNTHETIC (no real supplier is called that).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, text

from chipatlas.present.web import create_app
from chipatlas.store.version import StoreVersion

SEED = "aws_trainium3_ultraserver"
RENAMED = "Synthetic Renamed Supplier (test only)"


@pytest.fixture
def client(bundled: Engine) -> Iterator[TestClient]:
    with TestClient(create_app(bundled)) as c:
        yield c


def _rename_first_row(engine: Engine) -> None:
    """A write from outside the app: another connection, as another process would make it."""
    sql = "UPDATE ring_rows SET supplier = :s WHERE platform_id = :p AND position = 0"
    params = {"s": RENAMED, "p": f"platform:{SEED}"}
    if engine.dialect.name == "sqlite":
        with sqlite3.connect(engine.url.database or "") as other:
            other.execute(sql.replace(":s", "?").replace(":p", "?"), (RENAMED, params["p"]))
        return
    with engine.begin() as conn:
        assert conn.execute(text(sql), params).rowcount == 1


def test_version_moves_on_a_commit_and_not_on_a_read(engine: Engine) -> None:
    version = StoreVersion(engine)
    try:
        before = version()
        with engine.connect() as conn:
            conn.execute(text("SELECT count(*) FROM platforms")).scalar_one()
        assert version() == before  # a read leaves it
        with engine.begin() as conn:  # a pooled connection of this process
            conn.execute(text("INSERT INTO store_meta VALUES ('synthetic_test', '1')"))
        after = version()
        assert after != before
        with engine.begin() as conn:
            conn.execute(text("UPDATE store_meta SET value = '2' WHERE key = 'synthetic_test'"))
        assert version() not in (before, after)
    finally:
        version.close()


def test_kept_ring_follows_a_write_from_another_connection(client: TestClient, bundled: Engine) -> None:
    url = f"/api/v1/platforms/{SEED}/ring"
    first = client.get(url)
    rings = client.app.state.rings  # type: ignore[attr-defined]
    assert rings.get(SEED, rings.version()) == first.content  # kept
    kept = client.get(url)  # answered by FastRing, before the router
    assert kept.content == first.content
    assert kept.headers["content-type"] == "application/json"
    assert kept.headers["x-content-type-options"] == "nosniff" and kept.headers["x-request-id"]
    assert first.json()["rows"][0]["supplier"] != RENAMED
    _rename_first_row(bundled)
    assert client.get(url).json()["rows"][0]["supplier"] == RENAMED


def test_kept_page_follows_a_write_from_another_connection(client: TestClient, bundled: Engine) -> None:
    for url in (f"/platforms/{SEED}", f"/platforms/{SEED}.json"):
        assert RENAMED not in client.get(url).text
        assert RENAMED not in client.get(url).text  # the second answer comes from the cache
    _rename_first_row(bundled)
    for url in (f"/platforms/{SEED}", f"/platforms/{SEED}.json"):
        assert RENAMED in client.get(url).text


def test_unknown_platform_is_not_kept(client: TestClient) -> None:
    for _ in range(2):
        got = client.get("/api/v1/platforms/no_such_platform/ring")
        assert got.status_code == 404 and got.json()["error"]["code"] == "not_found"
