"""review_batches: a bulk decision, so one command can undo exactly what it decided

Revision ID: 0021
Revises: 0020

``review accept|reject --kind figure --document D [--class C]`` (and ``sources reviewed KEY
--accept-waiting``) decide many proposals, each its own decision row. A ``review_batches`` row
records the bulk decision itself (action, the filter, who, when, why) and each decision row
names it (``proposal_decisions.batch_id``), so ``review undo --document D`` or ``--batch B``
retracts exactly those judgements; the undo is a batch too, naming the one it ``undoes``
(docs/review.md).
"""

from __future__ import annotations

from importlib import import_module

import sqlalchemy as sa
from alembic import op

revision = "0021"
down_revision = "0020"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "review_batches",
        sa.Column("id", sa.String(length=16), nullable=False),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("document_id", sa.String(length=64), nullable=True),
        sa.Column("class_name", sa.String(length=80), nullable=True),
        sa.Column("source_key", sa.String(length=300), nullable=True),
        sa.Column("undoes", sa.String(length=16), nullable=True),
        sa.Column("decided_by", sa.String(length=120), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("n_decided", sa.Integer(), nullable=False),
        sa.Column("at", sa.String(length=32), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("proposal_decisions", schema=None) as batch_op:
        batch_op.add_column(sa.Column("batch_id", sa.String(length=16), nullable=True))
    if op.get_bind().dialect.name == "postgresql":
        writes = import_module("chipatlas.store.migrations.versions.0018_store_writes")
        op.execute(writes.watch_sql("review_batches"))


def downgrade() -> None:
    with op.batch_alter_table("proposal_decisions", schema=None) as batch_op:
        batch_op.drop_column("batch_id")
    op.drop_table("review_batches")
