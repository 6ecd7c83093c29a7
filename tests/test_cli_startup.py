"""An instant CLI: what starting ``chipatlas`` and importing the package pull in.

Each check runs a fresh interpreter and looks at ``sys.modules``: heavy libraries are
imported by the commands that use them, never by the package root or ``--help``.
The wall-time targets are measured by ``benchmarks/bench_cli.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HEAVY = ("sqlalchemy", "alembic", "fastapi", "starlette", "feedparser", "httpx", "chipatlas.ingest.pipeline")


def loaded_after(
    code: str, env: dict[str, str] | None = None, modules: tuple[str, ...] = HEAVY
) -> dict[str, bool]:
    probe = f"{code}\nimport json, sys\nprint(json.dumps({{m: m in sys.modules for m in {modules!r}}}))"
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, env=env, check=True
    )
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def test_model_does_not_import_sqlalchemy() -> None:
    assert not any(loaded_after("import chipatlas.model, chipatlas.model.cells").values())


def test_package_root_is_lazy_and_its_public_names_resolve() -> None:
    assert not any(loaded_after("import chipatlas").values())
    import chipatlas

    for name in chipatlas.__all__:
        assert getattr(chipatlas, name) is not None, name
    assert set(chipatlas.__all__) <= set(dir(chipatlas))
    with pytest.raises(AttributeError):
        _ = chipatlas.not_a_public_name  # type: ignore[attr-defined]


def test_help_imports_nothing_heavy() -> None:
    code = (
        "import sys\nsys.argv = ['chipatlas', '--help']\n"
        "from chipatlas.present.cli.app import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass"
    )
    assert not any(loaded_after(code).values())


def test_a_read_command_skips_alembic_when_the_schema_is_current(tmp_path: Path) -> None:
    db = tmp_path / "startup.db"
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db)}
    exe = str(Path(sys.executable).with_name("chipatlas"))
    subprocess.run([exe, "init", "--empty"], env=env, check=True, capture_output=True, timeout=120)
    code = (
        "import sys\nsys.argv = ['chipatlas', 'platforms', '--format', 'json']\n"
        "from chipatlas.present.cli.app import main\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    assert not exc.code, exc.code"
    )
    loaded = loaded_after(code, env)
    assert loaded["sqlalchemy"] and not loaded["alembic"]
    assert not loaded["fastapi"] and not loaded["chipatlas.ingest.pipeline"]


def test_an_old_store_is_still_refused(tmp_path: Path) -> None:
    import sqlite3

    db = tmp_path / "old.db"
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db)}
    exe = str(Path(sys.executable).with_name("chipatlas"))
    subprocess.run([exe, "init", "--empty"], env=env, check=True, capture_output=True, timeout=120)
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '0001'")
    out = subprocess.run([exe, "platforms"], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 1 and "schema 0001" in out.stderr and "Traceback" not in out.stderr
    empty = {**env, "CHIPATLAS_DATABASE_URL": str(tmp_path / "none.db")}
    out = subprocess.run([exe, "platforms"], env=empty, capture_output=True, text=True, timeout=120)
    assert out.returncode == 1 and "chipatlas init" in out.stderr and "Traceback" not in out.stderr


def test_ingest_stays_the_function_after_its_subpackage_is_imported() -> None:
    code = (
        "import chipatlas.ingest.feeds, chipatlas, sys\n"
        "assert chipatlas.ingest is sys.modules['chipatlas.ingest.pipeline'].ingest\n"
        "from chipatlas import ingest\nassert callable(ingest)"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_ring_reads_without_the_readers_or_fuzzy_matching(tmp_path: Path) -> None:
    """``chipatlas ring NAME`` of a known platform loads no document reader (pdf, xlsx, html)
    and no rapidfuzz (only a name it cannot find needs 'did you mean')."""
    db = tmp_path / "startup.db"
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db)}
    exe = str(Path(sys.executable).with_name("chipatlas"))
    subprocess.run([exe, "init"], env=env, check=True, capture_output=True, timeout=300)
    code = (
        "import sys\nsys.argv = ['chipatlas', 'ring', 'Trainium3 UltraServer']\n"
        "from chipatlas.present.cli.app import main\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    assert not exc.code, exc.code"
    )
    modules = ("chipatlas.read", "chipatlas.read.pdf", "chipatlas.sources", "rapidfuzz", "sqlalchemy")
    loaded = loaded_after(code, env, modules)
    assert loaded["sqlalchemy"], "the probe ran the command"
    assert not any(loaded[m] for m in modules if m != "sqlalchemy"), loaded
