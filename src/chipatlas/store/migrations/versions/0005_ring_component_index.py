"""ring_rows: an index on (platform_id, component), for exposure and chokepoint reads

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("ring_rows", schema=None) as batch_op:
        batch_op.create_index("ix_ring_rows_component", ["platform_id", "component"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("ring_rows", schema=None) as batch_op:
        batch_op.drop_index("ix_ring_rows_component")
