"""store_writes: a write counter that only this store's commits move (PostgreSQL only)

Revision ID: 0018
Revises: 0017

The web caches answers under the store's version (store/version.py). On PostgreSQL that
was ``pg_current_snapshot()``, which every commit anywhere on the server moves: on a shared
server kept answers lived ~150 ms. Here each store (schema) gets its own counter:

- ``store_writes``: one row, the store's random ``id`` (two stores never share a version,
  nor does a schema dropped and made again) and ``count``, its committed write transactions.
- Every table of the store has a statement trigger (``store_write_mark``): the first write
  statement of a transaction inserts one row into ``store_write_marks``. Triggers, not the
  Python write boundary, because writes start in many places (ingest, review, judgements,
  proposals, jobs, watchlists, restore) and a trigger cannot be forgotten by a new one.
- ``store_write_marks`` has one deferred constraint trigger (``store_write_count``): at
  COMMIT it adds one to ``count`` and removes the mark. Deferred, so the counter row is
  locked only while a transaction commits, never while it writes (a long ingest does not
  hold up a job's heartbeat); the count moves in the same commit as the data, so a reader
  never sees new data under an old count.

SQLite keeps ``PRAGMA data_version`` (store/version.py): the tables exist only on PostgreSQL.
A migration that adds a table adds the trigger with ``watch_sql`` (tests/test_store_version.py
checks every declared table has it).
"""

from __future__ import annotations

from alembic import op
from sqlalchemy import text

revision = "0018"
down_revision = "0017"
branch_labels = None
depends_on = None

# Not rows of the store (backup.py leaves out tables named ``store_write*``).
_OWN = ("alembic_version", "store_writes", "store_write_marks")

_MARK = """
CREATE FUNCTION store_write_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction and schema: the setting is local to the transaction.
  IF current_setting('chipatlas.marked', true) IS DISTINCT FROM TG_TABLE_SCHEMA THEN
    PERFORM set_config('chipatlas.marked', TG_TABLE_SCHEMA, true);
    EXECUTE format('INSERT INTO %I.store_write_marks DEFAULT VALUES', TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END $$
"""

_COUNT = """
CREATE FUNCTION store_write_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I.store_writes SET count = count + 1', TG_TABLE_SCHEMA);
  EXECUTE format('DELETE FROM %I.store_write_marks', TG_TABLE_SCHEMA);
  RETURN NULL;
END $$
"""


def watch_sql(table: str) -> str:
    """The trigger that makes a write to ``table`` move the store's version."""
    return (
        f'CREATE TRIGGER store_write_mark AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "{table}" '
        "FOR EACH STATEMENT EXECUTE FUNCTION store_write_mark()"
    )


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(
        "CREATE TABLE store_writes (one BOOLEAN PRIMARY KEY DEFAULT true CHECK (one), "
        "id UUID NOT NULL DEFAULT gen_random_uuid(), count BIGINT NOT NULL DEFAULT 0)"
    )
    op.execute("INSERT INTO store_writes DEFAULT VALUES")
    op.execute("CREATE TABLE store_write_marks (at TIMESTAMPTZ NOT NULL DEFAULT now())")
    op.execute(_MARK)
    op.execute(_COUNT)
    op.execute(
        "CREATE CONSTRAINT TRIGGER store_write_count AFTER INSERT ON store_write_marks "
        "DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION store_write_count()"
    )
    tables = op.get_bind().execute(
        text(
            "SELECT table_name FROM information_schema.tables "
            "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        )
    )
    for (name,) in tables.all():
        if name not in _OWN:
            op.execute(watch_sql(name))


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("DROP TABLE store_write_marks")
    op.execute("DROP TABLE store_writes")
    op.execute("DROP FUNCTION store_write_mark() CASCADE")  # and the tables' triggers
    op.execute("DROP FUNCTION store_write_count()")
