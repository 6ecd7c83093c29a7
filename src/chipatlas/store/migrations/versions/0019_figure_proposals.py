"""proposals: figures read from prose kept for review (kind ``figure``)

Revision ID: 0019
Revises: 0018

A figure whose class (how its subject was read, its metric's family) is not measured safe
is kept as a proposal: the subject the reader suggests, the metric, value (and as written),
unit, scope, qualifier and the basis its subject was read by (docs/review.md).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None

_COLUMNS = ("subject_id", "metric", "value", "value_text", "unit", "scope", "qualifier", "basis")


def upgrade() -> None:
    with op.batch_alter_table("proposals", schema=None) as batch_op:
        batch_op.add_column(sa.Column("subject_id", sa.String(length=200), nullable=True))
        for name in _COLUMNS[1:]:
            batch_op.add_column(sa.Column(name, sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("proposals", schema=None) as batch_op:
        for name in reversed(_COLUMNS):
            batch_op.drop_column(name)
