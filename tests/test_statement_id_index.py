"""Migration 0022: the statement id unique by an index (``ux_statements_id``), not the key.

What must hold, on SQLite and PostgreSQL: a store at 0021 with statements upgrades with
every row as it was (on SQLite the same rowids, the storage order a backup writes), the
indexes of a new store, and the id still refusing a second row; it goes back down to 0021
and up again; a backup written at 0021 restores into a store at the new head. The
statements are SYNTHETIC, not real supplier facts.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import Engine, create_engine, inspect, text
from sqlalchemy.exc import IntegrityError
from tests.conftest import PG_URL, drop_pg_schema, new_pg_schema

from chipatlas.model.statement import Statement
from chipatlas.store import writer
from chipatlas.store.backup import backup, restore
from chipatlas.store.db import _config, connect, current_revision, head_revision, migrate

AT = "2026-01-01T00:00:00.000000Z"
LATER = "2026-02-01T00:00:00.000000Z"


@pytest.fixture(params=["sqlite", "postgres"])
def empty(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Engine]:
    """A store with no schema yet, on each backend."""
    if request.param == "sqlite":
        eng = connect(str(tmp_path / "atlas.db"))
        yield eng
        eng.dispose()
        return
    schema = new_pg_schema()
    eng = create_engine(PG_URL, connect_args={"options": f"-csearch_path={schema}"})
    yield eng
    eng.dispose()
    drop_pg_schema(schema)


def facts(n: int, tag: str) -> list[Statement]:
    return [
        Statement(f"company:s{i:03d}", "Company", "name", f"Synthetic {i}{tag}", "x", "x", i, i + 1)
        for i in range(n)
    ]


def to(engine: Engine, revision: str, down: bool = False) -> None:
    config = _config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        (command.downgrade if down else command.upgrade)(config, revision)


def rows(engine: Engine) -> list[tuple[object, ...]]:
    """Every statement row with, on SQLite, its rowid (PostgreSQL: ordered by id)."""
    order = "rowid, *" if engine.dialect.name == "sqlite" else "*"
    by = "rowid" if engine.dialect.name == "sqlite" else "id"
    with engine.connect() as conn:
        return [tuple(r) for r in conn.execute(text(f"SELECT {order} FROM statements ORDER BY {by}"))]


def shape(engine: Engine) -> tuple[list[tuple[str, tuple[str, ...], bool]], list[str]]:
    """The statement table's indexes (name, columns, unique) and primary key columns."""
    found = inspect(engine)
    indexes = sorted(
        (str(i["name"]), tuple(str(c) for c in i["column_names"]), bool(i["unique"]))
        for i in found.get_indexes("statements")
    )
    return indexes, list(found.get_pk_constraint("statements")["constrained_columns"])


def populate_0021(engine: Engine) -> None:
    to(engine, "0021")
    with engine.begin() as conn:  # a first version, then a second: confirmed, new, retired rows
        writer.write_statements(conn, iter(facts(30, "")), "synthetic:old", "doc1", AT)
    with engine.begin() as conn:
        writer.write_statements(conn, iter(facts(40, "")[5:]), "synthetic:old", "doc2", LATER)


def test_a_0021_store_upgrades_with_its_rows_and_back(empty: Engine, tmp_path: Path) -> None:
    populate_0021(empty)
    before = rows(empty)
    assert len(before) == 40 and shape(empty)[1] == ["id"]

    to(empty, "head")
    assert current_revision(empty) == head_revision()
    assert rows(empty) == before
    reference = (
        [
            ("ix_statements_document_id", ("document_id",), False),
            ("ix_statements_entity_id", ("entity_id",), False),
            ("ix_statements_prop_value", ("prop", "value"), False),
            ("ix_statements_source_key", ("source_key",), False),
            ("ux_statements_id", ("id",), True),
        ],
        [],
    )
    assert shape(empty) == reference
    with pytest.raises(IntegrityError), empty.begin() as conn:
        conn.execute(text("INSERT INTO statements SELECT * FROM statements WHERE entity_id = 'company:s007'"))

    to(empty, "0021", down=True)
    assert rows(empty) == before and shape(empty)[1] == ["id"]
    to(empty, "head")
    assert rows(empty) == before and shape(empty) == reference


def test_a_backup_written_at_0021_restores(empty: Engine, tmp_path: Path) -> None:
    """0022 changed no column, so a 0021 backup is this backup with 0021 in its header."""
    migrate(empty)
    with empty.begin() as conn:
        writer.write_statements(conn, iter(facts(30, " b")), "synthetic:backup", "doc1", AT)
    made = tmp_path / "now.chipatlas-backup"
    backup(empty, made)
    old = tmp_path / "0021.chipatlas-backup"
    with gzip.open(made, "rb") as f:
        lines = f.readlines()
    header = json.loads(lines[0])
    assert header["schema_revision"] == head_revision() == "0022"
    header["schema_revision"] = "0021"
    first, body, trailer = json.dumps(header).encode() + b"\n", lines[1:-1], json.loads(lines[-1])
    sha = hashlib.sha256(first)
    for line in body:
        sha.update(line)
    trailer["sha256"] = sha.hexdigest()  # the file as 0021's code wrote it: sound, not tampered
    with gzip.open(old, "wb") as f:
        f.writelines([first, *body, json.dumps(trailer).encode() + b"\n"])

    expected = rows(empty)
    restore(empty, old, replace=True)
    assert len(expected) == 30 and rows(empty) == expected
