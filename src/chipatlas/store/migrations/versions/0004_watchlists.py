"""watchlists, their recipients, and the deliveries outbox (idempotency keys)

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "watchlists",
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("entities", sa.Text(), nullable=False),
        sa.Column("platforms", sa.Text(), nullable=False),
        sa.Column("countries", sa.Text(), nullable=False),
        sa.Column("types", sa.Text(), nullable=False),
        sa.Column("min_impact", sa.Integer(), nullable=True),
        sa.Column("cadence", sa.String(length=20), nullable=False),
        sa.Column("secret", sa.String(length=128), nullable=True),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.Column("checked_until", sa.String(length=32), nullable=True),
        sa.PrimaryKeyConstraint("name"),
    )
    op.create_table(
        "watch_recipients",
        sa.Column("watchlist", sa.String(length=100), nullable=False),
        sa.Column("channel", sa.String(length=20), nullable=False),
        sa.Column("address", sa.String(length=1000), nullable=False),
        sa.PrimaryKeyConstraint("watchlist", "channel", "address"),
    )
    op.create_table(
        "deliveries",
        sa.Column("watchlist", sa.String(length=100), nullable=False),
        sa.Column("period", sa.String(length=40), nullable=False),
        sa.Column("channel", sa.String(length=20), nullable=False),
        sa.Column("recipient", sa.String(length=1000), nullable=False),
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("window_start", sa.String(length=32), nullable=False),
        sa.Column("window_end", sa.String(length=32), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.Column("updated_at", sa.String(length=32), nullable=False),
        sa.Column("sent_at", sa.String(length=32), nullable=True),
        sa.PrimaryKeyConstraint("watchlist", "period", "channel", "recipient"),
        sa.UniqueConstraint("key"),
    )
    with op.batch_alter_table("deliveries", schema=None) as batch_op:
        batch_op.create_index("ix_deliveries_status", ["status"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("deliveries", schema=None) as batch_op:
        batch_op.drop_index("ix_deliveries_status")
    op.drop_table("deliveries")
    op.drop_table("watch_recipients")
    op.drop_table("watchlists")
