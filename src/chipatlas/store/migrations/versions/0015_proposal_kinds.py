"""proposals: the kind of relation (supply, site, ownership, deployment) and its other parts

Revision ID: 0015
Revises: 0014
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("proposals", schema=None) as batch_op:
        batch_op.add_column(sa.Column("kind", sa.String(length=20), server_default="supply", nullable=False))
        batch_op.add_column(sa.Column("object_id", sa.String(length=200), nullable=True))
        batch_op.add_column(sa.Column("object", sa.Text(), nullable=True))
        batch_op.add_column(sa.Column("place", sa.Text(), nullable=True))
        batch_op.add_column(sa.Column("size", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("proposals", schema=None) as batch_op:
        for name in ("size", "place", "object", "object_id", "kind"):
            batch_op.drop_column(name)
