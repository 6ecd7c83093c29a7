"""Tables of the signals layer (migration 0003): story fingerprints and feed subscriptions.

Fingerprints are a cache rebuilt from Signal statements (title + summary); feeds and
feed items are the poller's log: what was fetched, with which validators, which entry
ids were already seen.
"""

from __future__ import annotations

from sqlalchemy import Column, Index, String, Table, Text

from chipatlas.store.tables import TS, metadata

signal_fingerprints = Table(
    "signal_fingerprints",
    metadata,
    Column("signal_id", String(200), primary_key=True),
    Column("signature", Text, nullable=False),  # MinHash values, space-separated
)

signal_bands = Table(
    "signal_bands",
    metadata,
    Column("band", String(40), primary_key=True),  # LSH band hash
    Column("signal_id", String(200), primary_key=True),
)

feeds = Table(
    "feeds",
    metadata,
    Column("url", Text, primary_key=True),  # an http(s) URL or a local path
    Column("title", Text),
    Column("etag", Text),
    Column("last_modified", Text),
    Column("added_at", TS, nullable=False),
    Column("last_polled", TS),
    Column("last_status", String(200)),
)

feed_items = Table(
    "feed_items",
    metadata,
    Column("feed_url", Text, primary_key=True),
    Column("item_id", String(300), primary_key=True),  # entry id, else link, else title hash
    Column("document_id", String(64)),
    Column("seen_at", TS, nullable=False),
    Index("ix_feed_items_document", "document_id"),
)

__all__ = ["feed_items", "feeds", "signal_bands", "signal_fingerprints"]
