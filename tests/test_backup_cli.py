"""`chipatlas backup` / `chipatlas restore` as a user runs them (the console script in a subprocess):
SQLite -> PostgreSQL -> SQLite, with the JSON of key commands compared byte for byte, and
refusals with one `rejected FILE: reason` line, exit 1 and the store unchanged.

Backup and restore run in subprocesses; the many read commands whose output is compared run
in-process through Typer's runner, which executes the same command code and is much faster.
"""

from __future__ import annotations

import gzip
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from tests.backup_support import Stores, populate, snapshot
from tests.cli_support import cli_process
from typer.testing import CliRunner

from chipatlas.present.cli.app import app

PLATFORM = "AWS Trainium3 UltraServer"
READS = [
    ("platforms", "--format", "json"),
    ("ring", PLATFORM, "--format", "json"),
    ("history", PLATFORM, "--format", "json"),
    ("signals", "--format", "json"),
    ("us-share", PLATFORM, "--format", "json"),
    ("watchlist", "list", "--format", "json"),
    ("changes", "--since", "2000-01-01", "--format", "json"),
]


run = partial(cli_process, columns=200)  # Rich tables drawn wide, as a terminal would


def outputs(db: str) -> dict[str, str]:
    runner = CliRunner()
    found = {}
    for args in READS:
        result = runner.invoke(app, ["--db", db, *args])
        assert result.exit_code == 0, (args, result.output)
        found[" ".join(args)] = result.stdout
    return found


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stores]:
    made = Stores(tmp_path_factory.mktemp("backup_cli"))
    yield made
    made.close()


@pytest.fixture(scope="module")
def source(stores: Stores) -> str:
    db = stores.url("sqlite")
    eng = stores.make_at(db)
    populate(eng)
    return db


@pytest.fixture(scope="module")
def first(source: str, stores: Stores) -> Path:
    """The source store backed up by the command."""
    path = stores.folder / "first.chipatlas-backup"
    out = run(source, "backup", str(path))
    assert out.returncode == 0 and out.stdout.startswith("backed up "), out.stderr
    return path


def test_sqlite_to_postgres_to_sqlite(source: str, first: Path, stores: Stores) -> None:
    expected = outputs(source)
    assert '"hbm"' in expected["watchlist list --format json"]
    pg = stores.url("postgres")
    out = run(pg, "restore", str(first))
    assert out.returncode == 0 and out.stdout.startswith("restored "), out.stderr
    assert outputs(pg) == expected
    second = stores.folder / "second.chipatlas-backup"
    assert run(pg, "backup", str(second)).returncode == 0
    back = stores.url("sqlite")
    assert run(back, "restore", str(second)).returncode == 0
    assert outputs(back) == expected
    assert snapshot(stores.make_at(back)) == snapshot(stores.make_at(source))


def test_refusals_exit_1_and_leave_the_store(source: str, first: Path, stores: Stores) -> None:
    good = first
    before = snapshot(stores.make_at(source))
    damaged = stores.folder / "damaged.chipatlas-backup"
    with gzip.open(good, "rb") as f:
        lines = f.readlines()
    with gzip.open(damaged, "wb") as f:
        f.writelines(lines[:-2] + lines[-1:])  # a row dropped, the checksum line kept
    out = run(source, "restore", "--force", str(damaged))
    assert out.returncode == 1
    assert out.stderr.startswith(f"rejected {damaged}:") and "checksum mismatch" in out.stderr
    assert "Traceback" not in out.stderr
    out = run(source, "restore", str(good))
    assert out.returncode == 1 and "is not empty" in out.stderr
    assert snapshot(stores.make_at(source)) == before


def test_sqlite_copy_opens_as_a_store(source: str, stores: Stores) -> None:
    copy = stores.url("sqlite")
    out = run(source, "backup", "--sqlite-copy", copy)
    assert out.returncode == 0 and "copied the SQLite store" in out.stdout, out.stderr
    assert outputs(copy) == outputs(source)
    out = run(stores.url("sqlite"), "restore", copy)
    assert out.returncode == 1 and "not a backup: use it with --db" in out.stderr
