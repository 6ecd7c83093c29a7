"""full-text search: search_index, search_state, and the backend's text index

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "search_index",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("kind", sa.String(length=40), nullable=False),
        sa.Column("ref", sa.String(length=500), nullable=False),
        sa.Column("title", sa.Text(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("search_index", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_search_index_kind"), ["kind"], unique=False)
    op.create_table(
        "search_state",
        sa.Column("key", sa.String(length=40), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key"),
    )
    dialect = op.get_bind().dialect.name
    if dialect == "sqlite":
        op.execute(
            "CREATE VIRTUAL TABLE search_fts USING fts5("
            "title, body, content='search_index', content_rowid='id', tokenize='unicode61 remove_diacritics 2')"
        )
    elif dialect == "postgresql":
        op.execute(
            "CREATE INDEX ix_search_index_tsv ON search_index "
            "USING gin (to_tsvector('simple', title || ' ' || body))"
        )


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    if dialect == "sqlite":
        op.execute("DROP TABLE IF EXISTS search_fts")
    elif dialect == "postgresql":
        op.execute("DROP INDEX IF EXISTS ix_search_index_tsv")
    op.drop_table("search_state")
    with op.batch_alter_table("search_index", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_search_index_kind"))
    op.drop_table("search_index")
