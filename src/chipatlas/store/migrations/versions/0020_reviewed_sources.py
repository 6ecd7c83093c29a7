"""reviewed_sources: source keys whose prose figures are stated as facts

Revision ID: 0020
Revises: 0019

A source a person has checked (``chipatlas sources reviewed KEY``) needs no review of each
figure its prose states: its figures are written as facts, each recorded as an accepted
figure proposal decided by ``auto`` (docs/review.md). The project's own seed documents are
marked so when the store is made, in place of the special case the ingest had for them;
``--off`` takes the mark away, and a later ``init`` does not put it back.
"""

from __future__ import annotations

from datetime import UTC, datetime
from importlib import import_module

import sqlalchemy as sa
from alembic import op

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None

# The bundled seeds' source keys as ingest gives them (seed 000 names its own key).
SEED_KEYS = (
    "dataset:supplier_ring_for_aws_trainium3_ultraserver",
    "bundled:seeds/003_5a1042b804a25f46.txt",
    "bundled:seeds/004_f2dc904a996256be.txt",
)


def upgrade() -> None:
    table = op.create_table(
        "reviewed_sources",
        sa.Column("source_key", sa.String(length=300), nullable=False),
        sa.Column("marked_by", sa.String(length=120), nullable=False),
        sa.Column("marked_at", sa.String(length=32), nullable=False),
        sa.PrimaryKeyConstraint("source_key"),
    )
    at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    op.bulk_insert(table, [{"source_key": k, "marked_by": "init", "marked_at": at} for k in SEED_KEYS])
    if op.get_bind().dialect.name == "postgresql":
        writes = import_module("chipatlas.store.migrations.versions.0018_store_writes")
        op.execute(writes.watch_sql("reviewed_sources"))


def downgrade() -> None:
    op.drop_table("reviewed_sources")
