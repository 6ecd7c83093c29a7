"""statement_sources: every earlier observation of a statement (document, quote, span, evidence)

Revision ID: 0006
Revises: 0010
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "statement_sources",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("statement_id", sa.String(length=40), nullable=False),
        sa.Column("document_id", sa.String(length=64), nullable=False),
        sa.Column("original_value", sa.Text(), nullable=False),
        sa.Column("quote", sa.Text(), nullable=False),
        sa.Column("span_start", sa.Integer(), nullable=False),
        sa.Column("span_end", sa.Integer(), nullable=False),
        sa.Column("evidence", sa.String(length=20), nullable=False),
        sa.Column("source_url", sa.Text(), nullable=True),
        sa.Column("seen_at", sa.String(length=32), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("statement_sources", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_statement_sources_statement_id"), ["statement_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_statement_sources_document_id"), ["document_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("statement_sources", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_statement_sources_document_id"))
        batch_op.drop_index(batch_op.f("ix_statement_sources_statement_id"))
    op.drop_table("statement_sources")
