"""statements: the id unique by an index instead of the primary key

Revision ID: 0022
Revises: 0021

A large write into a small SQLite store drops the statement indexes and builds each after
its rows (store/bulk.py). The primary key could not be dropped, so every row of a new
100,000-row ring went into a text key at a random place (statement ids are hashes): about
a third of the statements' insert time (docs/benchmarks.md, "Stop 30"). As a unique index
(``ux_statements_id``) the key is the same for every reader and for ``ON CONFLICT (id)``,
and a write of a new source can build it after its rows like the others.

SQLite cannot drop a primary key: the table is made again, every row keeping its rowid
(the storage order a backup writes), its indexes made again. PostgreSQL drops the
constraint and makes the index.
"""

from __future__ import annotations

import re

import sqlalchemy as sa
from alembic import op

revision = "0022"
down_revision = "0021"
branch_labels = None
depends_on = None

_SECONDARY = (
    "CREATE INDEX ix_statements_document_id ON statements (document_id)",
    "CREATE INDEX ix_statements_entity_id ON statements (entity_id)",
    "CREATE INDEX ix_statements_prop_value ON statements (prop, value)",
    "CREATE INDEX ix_statements_source_key ON statements (source_key)",
)
_PK = re.compile(r",\s*PRIMARY KEY \(id\)")
_NAME = re.compile(r'^CREATE TABLE\s+"?statements"?')  # quoted once SQLite has renamed it


def _remake_sqlite(with_key: bool) -> None:
    """Copy the table into one made from its own SQL with or without the key, rowids kept."""
    bind = op.get_bind()
    made = str(bind.exec_driver_sql("SELECT sql FROM sqlite_master WHERE name = 'statements'").scalar_one())
    if with_key:
        new = re.sub(r"\)\s*$", ", \n\tPRIMARY KEY (id)\n)", made)
    else:
        new, n = _PK.subn("", made)
        assert n == 1, "the statements table has no PRIMARY KEY (id) clause to drop"
    new, n = _NAME.subn("CREATE TABLE _statements_new", new, count=1)
    assert n == 1, "the statements table's SQL does not start with its name"
    columns = ", ".join(c["name"] for c in sa.inspect(bind).get_columns("statements"))
    op.execute(new)
    op.execute(f"INSERT INTO _statements_new (rowid, {columns}) SELECT rowid, {columns} FROM statements")
    op.execute("DROP TABLE statements")
    op.execute("ALTER TABLE _statements_new RENAME TO statements")
    for sql in _SECONDARY:
        op.execute(sql)


def upgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        _remake_sqlite(with_key=False)
    else:
        op.drop_constraint("statements_pkey", "statements", type_="primary")
    op.create_index("ux_statements_id", "statements", ["id"], unique=True)


def downgrade() -> None:
    op.drop_index("ux_statements_id", table_name="statements")
    if op.get_bind().dialect.name == "sqlite":
        _remake_sqlite(with_key=True)
    else:
        op.create_primary_key("statements_pkey", "statements", ["id"])
