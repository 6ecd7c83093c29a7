"""``chipatlas ring`` and ``platforms`` on a SQLite file, read with sqlite3 (``store.sqlite_reads``,
``analyze.ring_sqlite``): byte for byte what the SQLAlchemy path prints, and the same errors.

The new path is the real ``chipatlas`` process; the old path is the same app in this process
with the sqlite3 read switched off (``views.sqlite_store`` gives None), so it reads through
SQLAlchemy as before. The second store is synthetic: made-up names (Exämplechip, 示例存储公司)
in rings written for this test, with a gap row and two sources that disagree.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chipatlas.analyze import ring_sqlite
from chipatlas.analyze.ring import find_platform, ring
from chipatlas.errors import NotFoundError
from chipatlas.model.schema import K, P
from chipatlas.present.cli import views
from chipatlas.present.cli.app import app
from chipatlas.store import sqlite_reads
from chipatlas.store.db import connect
from chipatlas.store.settings import sqlite_file

EXE = str(Path(sys.executable).with_name("chipatlas"))
PLATFORM = "Synthetic Ünïcode Platform 9"
# Synthetic: two sources on one made-up platform. The second names the accelerator's
# supplier in another role and place (a disagreement); the CPU row is a gap.
FIRST = (
    "platform,component,supplier,role,made_in_country,made_in_site,evidence,notes\n"
    f"{PLATFORM},Accelerator,Exämplechip Görlitz,sole,Germany,Görlitz,claimed,SYNTHETIC test row\n"
    f"{PLATFORM},HBM,示例存储公司,primary,Japan,,reported,SYNTHETIC 测试 row\n"
    f"{PLATFORM},CPU,,,,,inferred,SYNTHETIC gap: supplier not disclosed\n"
)
SECOND = (
    "platform,component,supplier,role,made_in_country,made_in_site,evidence,notes\n"
    f"{PLATFORM},Accelerator,Exämplechip Görlitz,second,Portugal,Évora,claimed,SYNTHETIC other source\n"
)


def chipatlas(db: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [EXE, "--db", str(db), *args], capture_output=True, timeout=300, env=env, check=False
    )


@pytest.fixture(scope="module")
def bundled_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("bundled") / "bundled.db"
    done = chipatlas(db, "init")
    assert done.returncode == 0, done.stderr
    return db


@pytest.fixture(scope="module")
def synthetic_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("synthetic")
    db = folder / "synthetic.db"
    (folder / "first.csv").write_text(FIRST, encoding="utf-8")
    (folder / "second.csv").write_text(SECOND, encoding="utf-8")
    assert chipatlas(db, "init", "--empty").returncode == 0
    done = chipatlas(db, "ingest", str(folder / "first.csv"), str(folder / "second.csv"))
    assert done.returncode == 0, done.stderr
    return db


def through_sqlalchemy(db: Path, args: list[str], monkeypatch: pytest.MonkeyPatch) -> bytes:
    """What the command printed before sqlite3 reads: the same app, the SQLAlchemy path."""
    with monkeypatch.context() as m:
        m.setattr(views, "sqlite_store", lambda ctx: None)
        result = CliRunner().invoke(app, ["--db", str(db), *args])
    assert result.exit_code == 0, result.output
    return result.stdout_bytes


CASES = [
    ("bundled_db", ["ring", "Trainium3 UltraServer"]),  # an alias
    ("bundled_db", ["ring", "GB200"]),  # a chip, found through the platforms built on it
    ("bundled_db", ["ring", "aws_trainium3_ultraserver"]),  # a slug
    ("bundled_db", ["platforms"]),
    ("synthetic_db", ["ring", PLATFORM]),
    ("synthetic_db", ["platforms"]),
]


@pytest.mark.parametrize("fmt", ["table", "json", "csv"])
@pytest.mark.parametrize(("store", "args"), CASES, ids=lambda c: str(c))
def test_sqlite3_reads_print_what_sqlalchemy_printed(
    store: str, args: list[str], fmt: str, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    db: Path = request.getfixturevalue(store)
    new = chipatlas(db, *args, "--format", fmt)
    assert new.returncode == 0 and new.stderr == b"", new.stderr
    assert new.stdout == through_sqlalchemy(db, [*args, "--format", fmt], monkeypatch)


def test_the_synthetic_ring_holds_what_the_comparison_needs(synthetic_db: Path) -> None:
    conn = sqlite_reads.open_current(str(synthetic_db))
    assert conn is not None
    with conn:
        data = ring_sqlite.ring(conn, PLATFORM)
    assert data is not None
    rows = [(r["component"], r["supplier"], r["role"], r["made_in_site"]) for r in data["rows"]]
    assert ("CPU", None, None, None) in rows  # the gap
    assert {r[2] for r in rows if r[0] == "Accelerator"} == {"sole", "second_source"}  # the disagreement
    assert ("HBM", "示例存储公司", "primary", None) in rows


@pytest.mark.parametrize("name", ["Trainium3 UltraServer", "GB200", "Ironwood", "tpu v7", "Maia 200"])
def test_a_name_finds_the_platform_sqlalchemy_finds(bundled_db: Path, name: str) -> None:
    conn = sqlite_reads.open_current(str(bundled_db))
    assert conn is not None
    with connect(str(bundled_db)).connect() as sa:
        try:
            expected = ring(sa, name)
        except NotFoundError:
            assert ring_sqlite.ring(conn, name) is None  # the SQLAlchemy path says why
            return
    assert ring_sqlite.ring(conn, name) == expected


def test_an_unknown_name_goes_to_sqlalchemy_for_its_message(bundled_db: Path) -> None:
    with connect(str(bundled_db)).connect() as sa, pytest.raises(NotFoundError) as caught:
        find_platform(sa, "Trainium 99")
    out = chipatlas(bundled_db, "ring", "Trainium 99")
    assert (out.returncode, out.stdout) == (1, b"")
    assert out.stderr.decode() == f"error: {caught.value}\n"
    assert "did you mean" in out.stderr.decode()


def test_a_missing_store_is_refused_as_before(tmp_path: Path) -> None:
    db = tmp_path / "none.db"
    for args in (["ring", "GB200"], ["platforms", "--format", "json"]):
        out = chipatlas(db, *args)
        assert out.returncode == 1 and out.stdout == b""
        assert (
            out.stderr.decode()
            == f"error: no chipatlas store at sqlite:///{db}: run 'chipatlas init' first\n"
        )


def test_a_stale_stamp_still_warns(synthetic_db: Path, tmp_path: Path) -> None:
    stale = tmp_path / "stale.db"
    with sqlite3.connect(synthetic_db) as src, sqlite3.connect(stale) as dst:
        src.backup(dst)
    with sqlite3.connect(stale) as conn:
        conn.execute("UPDATE store_meta SET value = '0' WHERE key = 'projection_version'")
    assert sqlite_reads.open_current(str(stale)) is None
    out = chipatlas(stale, "ring", PLATFORM, "--format", "json")
    assert out.returncode == 0
    assert out.stdout == chipatlas(synthetic_db, "ring", PLATFORM, "--format", "json").stdout
    assert b"projections stale: built by version 0" in out.stderr


def test_only_a_current_sqlite_file_is_opened(synthetic_db: Path, tmp_path: Path) -> None:
    assert sqlite_reads.open_current("postgresql+psycopg://postgres@127.0.0.1:5432/test") is None
    assert sqlite_reads.open_current(str(tmp_path / "missing.db")) is None
    old = tmp_path / "old.db"
    with sqlite3.connect(synthetic_db) as src, sqlite3.connect(old) as dst:
        src.backup(dst)
    with sqlite3.connect(old) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '0001'")
    assert sqlite_reads.open_current(str(old)) is None
    conn = sqlite_reads.open_current(f"sqlite:///{synthetic_db}")
    assert conn is not None
    with conn, pytest.raises(sqlite3.OperationalError, match="readonly"):
        conn.execute("DELETE FROM platforms")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("store.db", Path("store.db").resolve()),
        ("sqlite:////tmp/x/store.db", Path("/tmp/x/store.db")),
        ("sqlite:///rel/store.db", Path("rel/store.db").resolve()),
        ("sqlite:////tmp/x/store.db?mode=ro", None),
        ("sqlite://", None),
        ("sqlite+pysqlite:////tmp/x/store.db", None),
        ("postgresql+psycopg://postgres@127.0.0.1:5432/test", None),
    ],
)
def test_which_values_name_a_sqlite_file(value: str, expected: Path | None) -> None:
    assert sqlite_file(value) == expected


def test_the_environment_names_the_store_when_no_option_does(synthetic_db: Path) -> None:
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(synthetic_db)}
    out = subprocess.run([EXE, "platforms", "--format", "csv"], capture_output=True, env=env, timeout=120)
    assert (
        out.returncode == 0 and out.stdout == chipatlas(synthetic_db, "platforms", "--format", "csv").stdout
    )


def test_the_spelt_out_names_are_the_registry_s() -> None:
    assert (ring_sqlite.PLATFORM, ring_sqlite.CHIP, ring_sqlite.USED_IN) == (K.PLATFORM, K.CHIP, P.USED_IN)


def test_a_name_of_a_merged_platform_reads_its_canonical_ring(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The alias names the platform merged away; both paths read the ring of the canonical id."""
    db = tmp_path / "merged.db"
    rows = tmp_path / "synthetic_racks.csv"
    rows.write_text(
        "platform,component,supplier,role,evidence,notes\n"
        "Synthetic Alpha Rack,Accelerator,Examplechip Foundry,sole,claimed,SYNTHETIC\n"
        "Synthetic Beta Rack,HBM,Examplechip Memory,primary,claimed,SYNTHETIC\n",
        encoding="utf-8",
    )
    for args in (
        ["init", "--empty"],
        ["ingest", str(rows)],
        ["alias", "add", "Synthrack", "platform:synthetic_beta_rack"],
        ["merge", "Synthetic Alpha Rack", "Synthetic Beta Rack"],
    ):
        done = chipatlas(db, *args)
        assert done.returncode == 0, (args, done.stderr)
    conn = sqlite_reads.open_current(str(db))
    assert conn is not None
    with conn:
        found = ring_sqlite.find_platform(conn, "Synthrack")
    assert found is not None and found["name"] == "Synthetic Alpha Rack"
    for fmt in ("table", "json", "csv"):
        new = chipatlas(db, "ring", "Synthrack", "--format", fmt)
        assert new.returncode == 0 and new.stdout
        assert new.stdout == through_sqlalchemy(db, ["ring", "Synthrack", "--format", fmt], monkeypatch)
