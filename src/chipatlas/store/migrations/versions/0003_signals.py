"""signals layer: story fingerprints (near-duplicates), feed subscriptions and seen items

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "signal_fingerprints",
        sa.Column("signal_id", sa.String(length=200), nullable=False),
        sa.Column("signature", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("signal_id"),
    )
    op.create_table(
        "signal_bands",
        sa.Column("band", sa.String(length=40), nullable=False),
        sa.Column("signal_id", sa.String(length=200), nullable=False),
        sa.PrimaryKeyConstraint("band", "signal_id"),
    )
    op.create_table(
        "feeds",
        sa.Column("url", sa.Text(), nullable=False),
        sa.Column("title", sa.Text(), nullable=True),
        sa.Column("etag", sa.Text(), nullable=True),
        sa.Column("last_modified", sa.Text(), nullable=True),
        sa.Column("added_at", sa.String(length=32), nullable=False),
        sa.Column("last_polled", sa.String(length=32), nullable=True),
        sa.Column("last_status", sa.String(length=200), nullable=True),
        sa.PrimaryKeyConstraint("url"),
    )
    op.create_table(
        "feed_items",
        sa.Column("feed_url", sa.Text(), nullable=False),
        sa.Column("item_id", sa.String(length=300), nullable=False),
        sa.Column("document_id", sa.String(length=64), nullable=True),
        sa.Column("seen_at", sa.String(length=32), nullable=False),
        sa.PrimaryKeyConstraint("feed_url", "item_id"),
    )
    with op.batch_alter_table("feed_items", schema=None) as batch_op:
        batch_op.create_index("ix_feed_items_document", ["document_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("feed_items", schema=None) as batch_op:
        batch_op.drop_index("ix_feed_items_document")
    op.drop_table("feed_items")
    op.drop_table("feeds")
    op.drop_table("signal_bands")
    op.drop_table("signal_fingerprints")
