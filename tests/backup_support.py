"""Stores for the backup tests (no tests here): a populated store, empty stores, row snapshots.

The populated store is the bundled data (rings, claims, the signal seed) plus a `same`
judgement, a watchlist with a recorded delivery, a feed subscription and a built search
index. The feed URL, watchlist recipients and judgement note are SYNTHETIC test values.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, insert, select
from tests.conftest import PG_URL, drop_pg_schema, load_bundled, new_pg_schema

from chipatlas.ingest.feeds import add_feed
from chipatlas.present.deliver.outbox import delivery_key, plan
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.store.backup import store_tables
from chipatlas.store.db import connect, migrate
from chipatlas.store.search_index import ensure_fresh
from chipatlas.store.tables import judgements
from chipatlas.store.watch_tables import deliveries

Snapshot = dict[str, list[tuple[Any, ...]]]


def snapshot(eng: Engine) -> Snapshot:
    """Every row of every table, in a backend-independent order."""
    with eng.connect() as conn:
        return {
            t.name: sorted((tuple(r) for r in conn.execute(select(*t.columns))), key=repr)
            for t in store_tables()
        }


def _delivery() -> dict[str, Any]:
    at = "2026-05-02T00:00:00.000000+00:00"
    return {
        "watchlist": "hbm",
        "period": "2026-05-01",
        "channel": "email",
        "recipient": "analyst@example.org",
        "key": delivery_key("hbm", "2026-05-01", "email", "analyst@example.org"),
        "window_start": "2026-05-01T00:00:00+00:00",
        "window_end": at,
        "status": "sent",
        "attempts": 1,
        "last_error": None,
        "created_at": at,
        "updated_at": at,
        "sent_at": at,
    }


def populate(eng: Engine) -> None:
    migrate(eng)
    load_bundled(eng)
    with eng.begin() as conn:
        conn.execute(
            insert(judgements).values(
                left_id="company:annapurna_labs",
                right_id="company:aws_annapurna_labs",
                judgement="same",
                reason="synthetic test judgement",
                judged_by="synthetic-tester",
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
        conn.execute(insert(deliveries).values(**_delivery()))
    plan(eng, datetime.now(UTC) + timedelta(days=3))  # moves the watchlist's checked_until
    ensure_fresh(eng)


class Stores:
    """Makes stores with no schema yet, and drops them at the end of the module."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.engines: dict[str, Engine] = {}
        self.schemas: list[str] = []

    def url(self, kind: str) -> str:
        """A new SQLite file path, or a PostgreSQL URL whose search path is a new schema."""
        if kind == "sqlite":
            return str(self.folder / f"{uuid.uuid4().hex[:8]}.db")
        schema = new_pg_schema()
        self.schemas.append(schema)
        return f"{PG_URL}?options=-csearch_path%3D{schema}"

    def make(self, kind: str) -> Engine:
        return self.make_at(self.url(kind))

    def make_at(self, url: str) -> Engine:
        """An engine on a store made by ``url`` (one per URL, disposed by ``close``)."""
        if url not in self.engines:
            self.engines[url] = connect(url)
        return self.engines[url]

    def close(self) -> None:
        for eng in self.engines.values():
            eng.dispose()
        for schema in self.schemas:
            drop_pg_schema(schema)
