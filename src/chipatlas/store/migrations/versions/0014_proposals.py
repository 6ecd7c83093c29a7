"""proposals, proposal_decisions, review_settings: proposed ring changes under review

Revision ID: 0014
Revises: 0013
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "proposals",
        sa.Column("id", sa.String(length=16), nullable=False),
        sa.Column("document_id", sa.String(length=64), nullable=False),
        sa.Column("source_key", sa.String(length=300), nullable=False),
        sa.Column("platform_id", sa.String(length=200), nullable=True),
        sa.Column("target", sa.Text(), nullable=True),
        sa.Column("component", sa.Text(), nullable=True),
        sa.Column("component_text", sa.Text(), nullable=True),
        sa.Column("supplier_id", sa.String(length=200), nullable=True),
        sa.Column("supplier", sa.Text(), nullable=True),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("role", sa.String(length=20), nullable=True),
        sa.Column("stage", sa.String(length=20), nullable=True),
        sa.Column("share", sa.String(length=20), nullable=True),
        sa.Column("country", sa.Text(), nullable=True),
        sa.Column("evidence", sa.String(length=20), nullable=False),
        sa.Column("hedge", sa.Text(), nullable=True),
        sa.Column("quote", sa.Text(), nullable=False),
        sa.Column("span_start", sa.Integer(), nullable=False),
        sa.Column("span_end", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("proposals", schema=None) as batch_op:
        batch_op.create_index("ix_proposals_platform", ["platform_id", "status"], unique=False)
    op.create_table(
        "proposal_decisions",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("proposal_id", sa.String(length=16), nullable=False),
        sa.Column("decision", sa.String(length=20), nullable=False),
        sa.Column("decided_by", sa.String(length=120), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("retired_ids", sa.Text(), nullable=True),
        sa.Column("at", sa.String(length=32), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("proposal_decisions", schema=None) as batch_op:
        batch_op.create_index("ix_proposal_decisions_proposal_id", ["proposal_id"], unique=False)
    op.create_table(
        "review_settings",
        sa.Column("platform_id", sa.String(length=200), nullable=False),
        sa.Column("min_evidence", sa.String(length=20), nullable=False),
        sa.Column("sources", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("platform_id"),
    )


def downgrade() -> None:
    op.drop_table("review_settings")
    op.drop_table("proposal_decisions")
    op.drop_table("proposals")
