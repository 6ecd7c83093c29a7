"""The schema as data: statements are the truth, the other tables are caches or logs.

Migrations under ``store/migrations`` create exactly these tables; a test compares them.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Column, Index, Integer, MetaData, String, Table, Text

metadata = MetaData()

TS = String(32)  # ISO-8601 UTC with microseconds: sorts as text on every backend

documents = Table(
    "documents",
    metadata,
    Column("id", String(64), primary_key=True),  # sha256 of the bytes
    Column("source_key", String(300), nullable=False, index=True),
    Column("uri", Text, nullable=False),
    Column("title", Text),
    Column("publisher", Text),
    Column("published", String(32)),
    Column("media_type", String(80), nullable=False),
    Column("encoding", String(20), nullable=False),
    Column("size", Integer, nullable=False),
    Column("text", Text, nullable=False),
    Column("retrieved_at", TS, nullable=False),
    Column("ingested_at", TS, nullable=False),
)

sources = Table(
    "sources",
    metadata,
    Column("key", String(300), primary_key=True),  # one source, many document versions
    Column("latest_document_id", String(64), nullable=False),
    Column("first_ingested", TS, nullable=False),
    Column("last_ingested", TS, nullable=False),
)

statements = Table(
    "statements",
    metadata,
    # The id is unique by an index, not the primary key: a large write into a small SQLite
    # store drops it with the other indexes and builds it after the rows (store/bulk.py).
    Column("id", String(40), nullable=False),
    Column("source_key", String(300), nullable=False, index=True),
    Column("entity_id", String(200), nullable=False, index=True),
    Column("schema", String(40), nullable=False),
    Column("prop", String(80), nullable=False),
    Column("value", Text, nullable=False),
    Column("original_value", Text, nullable=False),
    Column("document_id", String(64), nullable=False, index=True),
    Column("quote", Text, nullable=False),
    Column("span_start", Integer, nullable=False),
    Column("span_end", Integer, nullable=False),
    Column("evidence", String(20), nullable=False),
    Column("source_url", Text),
    Column("first_seen", TS, nullable=False),
    Column("last_seen", TS, nullable=False),
    Column("retired_at", TS),  # set when a newer version of the source no longer states it
    Index("ix_statements_prop_value", "prop", "value"),
    Index("ux_statements_id", "id", unique=True),
)

# Earlier observations of a statement: when a newer document restates a value, the
# statement row takes the newest provenance and the one it had moves here, so every
# document that ever stated the value stays listed (first seen, last seen, all documents).
statement_sources = Table(
    "statement_sources",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("statement_id", String(40), nullable=False, index=True),
    Column("document_id", String(64), nullable=False, index=True),
    Column("original_value", Text, nullable=False),
    Column("quote", Text, nullable=False),
    Column("span_start", Integer, nullable=False),
    Column("span_end", Integer, nullable=False),
    Column("evidence", String(20), nullable=False),
    Column("source_url", Text),
    Column("seen_at", TS, nullable=False),
)

# A log, never overwritten: the current judgement on a pair is its row with no
# ``retracted_at``; a later judgement on the same pair retracts the earlier one.
judgements = Table(
    "judgements",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("left_id", String(200), nullable=False, index=True),  # the smaller id of the pair
    Column("right_id", String(200), nullable=False, index=True),
    Column("judgement", String(10), nullable=False),  # same | not_same | unsure
    Column("reason", Text),
    Column("judged_by", String(120), nullable=False),
    Column("created_at", TS, nullable=False),
    Column("retracted_at", TS),
)

# --- read projections, rebuilt from statements in the ingest transaction -------------

entities = Table(
    "entities",
    metadata,
    Column("id", String(200), primary_key=True),
    Column("schema", String(40), nullable=False),
    Column("caption", Text, nullable=False),
)

aliases = Table(
    "aliases",
    metadata,
    Column("key", String(300), primary_key=True),  # match_key of a name
    Column("entity_id", String(200), primary_key=True),
    Column("schema", String(40), nullable=False),
    Column("name", Text, nullable=False),
)

platforms = Table(
    "platforms",
    metadata,
    Column("id", String(200), primary_key=True),
    Column("slug", String(200), nullable=False, unique=True),
    Column("name", Text, nullable=False),
    Column("last_verified", String(32)),
    Column("n_rows", Integer, nullable=False),
    Column("n_components", Integer, nullable=False),
)

ring_rows = Table(
    "ring_rows",
    metadata,
    Column("platform_id", String(200), primary_key=True),
    Column("supply_id", String(200), primary_key=True),
    # Where the supply is made (a Production entity); '' when no place is known. A supply
    # made in two places is two rows.
    Column("location_id", String(200), primary_key=True, server_default=""),
    Column("position", Integer, nullable=False),
    Column("component", Text, nullable=False),
    Column("supplier_id", String(200)),
    Column("supplier", Text),
    Column("supplier_detail", Text),
    Column("role", String(20)),
    Column("made_in_country", Text),
    Column("made_in_site", Text),
    Column("us_status", String(20)),
    Column("location_scope", String(20)),  # platform | supplier_level
    Column("location_evidence", String(20)),
    Column("evidence", String(20), nullable=False),
    Column("has_source_link", Boolean, nullable=False),
    Column("notes", Text),
    Column("document_id", String(64), nullable=False),
    Column("source_url", Text),
    Index("ix_ring_rows_supplier", "supplier_id"),
    Index("ix_ring_rows_component", "platform_id", "component"),
    Index("ix_ring_rows_supply", "supply_id"),  # row links by supply id (0016)
)

ingests = Table(
    "ingests",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("document_id", String(64), nullable=False),
    Column("source_key", String(300), nullable=False),
    Column("at", TS, nullable=False),
    Column("new", Integer, nullable=False),
    Column("confirmed", Integer, nullable=False),
    Column("retired", Integer, nullable=False),
)

# Facts about the store itself, one row per key (0017): ``projection_version``, the build
# of the projections above that the store holds (ingest/stamp.py).
store_meta = Table(
    "store_meta",
    metadata,
    Column("key", String(40), primary_key=True),
    Column("value", Text, nullable=False),
)
