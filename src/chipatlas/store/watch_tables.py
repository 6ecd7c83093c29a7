"""Tables of watchlists and their deliveries (migration 0004).

- ``watchlists``: what to watch (entity ids, platform ids, country codes, signal types,
  a minimum impact, each list as JSON text), how often (cadence), the HMAC secret of its
  webhooks, and ``checked_until``: the end of the last period whose deliveries were recorded.
- ``watch_recipients``: where its digests go (``email`` addresses, ``webhook`` URLs).
- ``deliveries``: the outbox and its idempotency keys. One row per (watchlist, period,
  channel, recipient), written and committed *before* anything is sent; ``status`` is
  ``pending`` (recorded, not yet tried), ``sending`` (claimed by a run), ``sent`` or
  ``failed`` (tried, will be retried by the next run).
"""

from __future__ import annotations

from sqlalchemy import Column, Index, Integer, String, Table, Text

from chipatlas.store.tables import TS, metadata

watchlists = Table(
    "watchlists",
    metadata,
    Column("name", String(100), primary_key=True),
    Column("entities", Text, nullable=False),  # JSON list of entity ids
    Column("platforms", Text, nullable=False),  # JSON list of platform ids
    Column("countries", Text, nullable=False),  # JSON list of ISO alpha-2 codes
    Column("types", Text, nullable=False),  # JSON list of signal types
    Column("min_impact", Integer),
    Column("cadence", String(20), nullable=False),  # hourly | daily | weekly
    Column("secret", String(128)),  # webhook HMAC key; NULL: CHIPATLAS_WEBHOOK_SECRET
    Column("created_at", TS, nullable=False),
    Column("checked_until", TS),
)

watch_recipients = Table(
    "watch_recipients",
    metadata,
    Column("watchlist", String(100), primary_key=True),
    Column("channel", String(20), primary_key=True),  # email | webhook
    Column("address", String(1000), primary_key=True),
)

deliveries = Table(
    "deliveries",
    metadata,
    Column("watchlist", String(100), primary_key=True),
    Column("period", String(40), primary_key=True),  # 2026-05-12, 2026-W20, 2026-05-12T14
    Column("channel", String(20), primary_key=True),
    Column("recipient", String(1000), primary_key=True),
    Column("key", String(64), nullable=False, unique=True),  # sha256 of the four above
    Column("window_start", TS, nullable=False),
    Column("window_end", TS, nullable=False),
    Column("status", String(20), nullable=False),  # pending | sending | sent | failed
    Column("attempts", Integer, nullable=False),
    Column("last_error", Text),
    Column("created_at", TS, nullable=False),
    Column("updated_at", TS, nullable=False),
    Column("sent_at", TS),
    Index("ix_deliveries_status", "status"),
)

__all__ = ["deliveries", "watch_recipients", "watchlists"]
