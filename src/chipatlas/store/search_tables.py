"""Tables behind full-text search (migration 0002): a cache rebuilt from the store.

``search_index`` holds one row per searchable thing (entity, ring row, document);
``search_state`` remembers which state of the store the index was built from.
The full-text structure itself is backend-specific and created by the migration:
an FTS5 table ``search_fts`` (external content over ``search_index``) on SQLite, a
GIN index over ``to_tsvector('simple', title || ' ' || body)`` on PostgreSQL.
"""

from __future__ import annotations

from sqlalchemy import Column, Integer, String, Table, Text

from chipatlas.store.tables import metadata

search_index = Table(
    "search_index",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=False),
    Column("kind", String(40), nullable=False, index=True),  # Platform, Company, Supply, Document, ...
    # what the row stands for: an entity id, a document id, or "<platform id>#<supply id>"
    Column("ref", String(500), nullable=False),
    Column("title", Text, nullable=False),
    Column("body", Text, nullable=False),
)

search_state = Table(
    "search_state",
    metadata,
    Column("key", String(40), primary_key=True),
    Column("value", Text, nullable=False),
)

# The expression the PostgreSQL index is built on; queries must use exactly this.
PG_TSVECTOR = "to_tsvector('simple', search_index.title || ' ' || search_index.body)"
