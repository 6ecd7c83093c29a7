"""ring_rows: one row per place a supply is made (location_id in the key), with its scope

Revision ID: 0010
Revises: 0005

ring_rows is a projection: the new layout is filled by the next ingest or by
``rebuild_all``; rows already there are kept with an empty location id.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0005"
branch_labels = None
depends_on = None


_COLUMNS = (
    "platform_id, supply_id, position, component, supplier_id, supplier, supplier_detail, role, "
    "made_in_country, made_in_site, us_status, evidence, has_source_link, notes, document_id, source_url"
)


def _create(name: str, with_location: bool) -> None:
    location = (
        [
            sa.Column("location_id", sa.String(200), nullable=False, server_default=""),
            sa.Column("location_scope", sa.String(20), nullable=True),
            sa.Column("location_evidence", sa.String(20), nullable=True),
        ]
        if with_location
        else []
    )
    key = ["platform_id", "supply_id", "location_id"] if with_location else ["platform_id", "supply_id"]
    op.create_table(
        name,
        sa.Column("platform_id", sa.String(200), nullable=False),
        sa.Column("supply_id", sa.String(200), nullable=False),
        *location[:1],
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("component", sa.Text(), nullable=False),
        sa.Column("supplier_id", sa.String(200), nullable=True),
        sa.Column("supplier", sa.Text(), nullable=True),
        sa.Column("supplier_detail", sa.Text(), nullable=True),
        sa.Column("role", sa.String(20), nullable=True),
        sa.Column("made_in_country", sa.Text(), nullable=True),
        sa.Column("made_in_site", sa.Text(), nullable=True),
        sa.Column("us_status", sa.String(20), nullable=True),
        *location[1:],
        sa.Column("evidence", sa.String(20), nullable=False),
        sa.Column("has_source_link", sa.Boolean(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("document_id", sa.String(64), nullable=False),
        sa.Column("source_url", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint(*key),
    )


def _swap(with_location: bool) -> None:
    # ring_rows is a projection: copy what is there into the new layout, then swap names.
    _create("ring_rows_next", with_location)
    op.execute(f"INSERT INTO ring_rows_next ({_COLUMNS}) SELECT {_COLUMNS} FROM ring_rows")
    op.drop_table("ring_rows")
    op.rename_table("ring_rows_next", "ring_rows")
    op.create_index("ix_ring_rows_supplier", "ring_rows", ["supplier_id"], unique=False)
    op.create_index("ix_ring_rows_component", "ring_rows", ["platform_id", "component"], unique=False)


def upgrade() -> None:
    _swap(with_location=True)


def downgrade() -> None:
    _swap(with_location=False)
