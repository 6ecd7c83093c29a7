"""ring_rows: an index on supply_id (an analysis page's row links look ring rows up by it)

Revision ID: 0016
Revises: 0015
"""

from __future__ import annotations

from alembic import op

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Without it each lookup walked the whole primary key (platform first): 100 scans of
    # 100,000 rows for one platform's analysis page on the 1,000 x 100 store.
    op.create_index("ix_ring_rows_supply", "ring_rows", ["supply_id"])


def downgrade() -> None:
    op.drop_index("ix_ring_rows_supply", table_name="ring_rows")
