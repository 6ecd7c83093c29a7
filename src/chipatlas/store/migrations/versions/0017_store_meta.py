"""store_meta: facts about the store itself (the projection version, ingest/stamp.py)

Revision ID: 0017
Revises: 0016

No row is written here: a store upgraded to this revision holds projections built by an
older chipatlas, so it has no stamp, and the next write (``chipatlas init``, an ingest,
``chipatlas rebuild``) rebuilds them and stamps the store.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "store_meta",
        sa.Column("key", sa.String(length=40), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key"),
    )


def downgrade() -> None:
    op.drop_table("store_meta")
