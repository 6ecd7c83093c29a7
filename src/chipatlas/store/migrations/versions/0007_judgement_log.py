"""judgements: a log of same / not_same / unsure with who, why and when, never overwritten

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "judgements_log",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("left_id", sa.String(length=200), nullable=False),
        sa.Column("right_id", sa.String(length=200), nullable=False),
        sa.Column("judgement", sa.String(length=10), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("judged_by", sa.String(length=120), nullable=False),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.Column("retracted_at", sa.String(length=32), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    # Judgements of the old table (one per pair) become the first entries of the log.
    op.execute(
        "INSERT INTO judgements_log (left_id, right_id, judgement, reason, judged_by, created_at) "
        "SELECT left_id, right_id, judgement, note, 'migration', created_at FROM judgements"
    )
    op.drop_table("judgements")
    op.rename_table("judgements_log", "judgements")
    with op.batch_alter_table("judgements", schema=None) as batch_op:
        batch_op.create_index("ix_judgements_left_id", ["left_id"], unique=False)
        batch_op.create_index("ix_judgements_right_id", ["right_id"], unique=False)


def downgrade() -> None:
    op.create_table(
        "judgements_old",
        sa.Column("left_id", sa.String(length=200), nullable=False),
        sa.Column("right_id", sa.String(length=200), nullable=False),
        sa.Column("judgement", sa.String(length=10), nullable=False),
        sa.Column("note", sa.Text(), nullable=True),
        sa.Column("created_at", sa.String(length=32), nullable=False),
        sa.PrimaryKeyConstraint("left_id", "right_id"),
    )
    op.execute(
        "INSERT INTO judgements_old (left_id, right_id, judgement, note, created_at) "
        "SELECT left_id, right_id, judgement, reason, created_at FROM judgements "
        "WHERE retracted_at IS NULL AND judgement IN ('same', 'not_same')"
    )
    op.drop_table("judgements")
    op.rename_table("judgements_old", "judgements")
