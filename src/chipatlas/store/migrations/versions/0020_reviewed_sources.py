"""reviewed_sources: source keys whose prose figures are stated as facts

Revision ID: 0020
Revises: 0019

A source a person has checked (``chipatlas sources reviewed KEY``) needs no review of each
figure its prose states: its figures are written as facts, each recorded as an accepted
figure proposal decided by ``auto`` (docs/review.md). The project's own seed documents are
reviewed by default (``sources.bundled.SEED_SOURCE_KEYS``), in place of the special case the
ingest had for them; a row with ``reviewed`` false (``--off``) takes a default away. The
defaults are no rows, so a new store stays empty (a backup restores into it).
"""

from __future__ import annotations

from importlib import import_module

import sqlalchemy as sa
from alembic import op

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "reviewed_sources",
        sa.Column("source_key", sa.String(length=300), nullable=False),
        sa.Column("reviewed", sa.Boolean(), nullable=False),
        sa.Column("marked_by", sa.String(length=120), nullable=False),
        sa.Column("marked_at", sa.String(length=32), nullable=False),
        sa.PrimaryKeyConstraint("source_key"),
    )
    if op.get_bind().dialect.name == "postgresql":
        writes = import_module("chipatlas.store.migrations.versions.0018_store_writes")
        op.execute(writes.watch_sql("reviewed_sources"))


def downgrade() -> None:
    op.drop_table("reviewed_sources")
