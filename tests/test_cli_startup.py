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
    # At Click's widest (a pipe, a wide terminal) the generated copy is printed: no Typer at all.
    wide = {**os.environ, "COLUMNS": "80"}
    assert not any(loaded_after(code, wide, ("typer", "pydantic", "rich", "click")).values())


def test_the_generated_help_is_the_app_s() -> None:
    from scripts.cli_help import render

    from chipatlas.present.cli.app import help_text

    assert help_text() == render(), "run scripts/cli_help.py"


@pytest.mark.parametrize("columns", ["80", "200"])
def test_help_prints_the_generated_copy_where_click_would_print_it(columns: str) -> None:
    from chipatlas.present.cli.app import help_text

    exe = str(Path(sys.executable).with_name("chipatlas"))
    env = {**os.environ, "COLUMNS": columns}
    out = subprocess.run([exe, "--help"], env=env, capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout == help_text() and out.stdout.startswith("Usage: chipatlas [OPTIONS] COMMAND")
    # The whole app (a root option before --help builds it) prints the same.
    whole = subprocess.run(
        [exe, "--log-level", "warning", "--help"], env=env, capture_output=True, text=True, timeout=60
    )
    assert whole.stdout == out.stdout


def test_a_narrow_terminal_gets_the_app_s_own_folded_help() -> None:
    from chipatlas.present.cli.app import help_text

    exe = str(Path(sys.executable).with_name("chipatlas"))
    env = {**os.environ, "COLUMNS": "60"}
    out = subprocess.run([exe, "--help"], env=env, capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout != help_text() and "Commands:" in out.stdout
    assert max(len(line) for line in out.stdout.splitlines()) <= 60


def test_a_read_command_skips_alembic_when_the_schema_is_current(tmp_path: Path) -> None:
    db = tmp_path / "startup.db"
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db)}
    exe = str(Path(sys.executable).with_name("chipatlas"))
    subprocess.run([exe, "init", "--empty"], env=env, check=True, capture_output=True, timeout=120)
    # judgements reads through SQLAlchemy (ring and platforms read a SQLite file with sqlite3).
    code = (
        "import sys\nsys.argv = ['chipatlas', 'judgements', '--format', 'json']\n"
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


@pytest.fixture(scope="module")
def bundled_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    db = tmp_path_factory.mktemp("startup") / "startup.db"
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db)}
    exe = str(Path(sys.executable).with_name("chipatlas"))
    subprocess.run([exe, "init"], env=env, check=True, capture_output=True, timeout=300)
    return env


def _run(*argv: str) -> str:
    return (
        f"import sys\nsys.argv = ['chipatlas', *{list(argv)!r}]\n"
        "from chipatlas.present.cli.app import main\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    assert not exc.code, exc.code"
    )


def test_ring_reads_without_the_readers_or_fuzzy_matching(bundled_env: dict[str, str]) -> None:
    """``chipatlas ring NAME`` of a known platform loads no document reader (pdf, xlsx, html),
    no rapidfuzz (only a name it cannot find needs 'did you mean') and, on a SQLite file,
    no SQLAlchemy (``store.sqlite_reads``) and no schema registry."""
    modules = (
        *("chipatlas.read", "chipatlas.read.pdf", "chipatlas.sources", "rapidfuzz", "sqlalchemy"),
        # Only the module of the command run is imported and registered (present.cli.app).
        *(f"chipatlas.present.cli.{m}" for m in ("data", "analysis", "web", "watch", "jobs", "signals")),
        *("alembic", "chipatlas.ingest.pipeline", "chipatlas.store.writer", "lingua", "pint", "feedparser"),
        *("chipatlas.model.schema", "chipatlas.analyze.ring_sqlite"),
    )
    loaded = loaded_after(_run("ring", "Trainium3 UltraServer"), bundled_env, modules)
    assert loaded["chipatlas.analyze.ring_sqlite"], "the probe ran the command"
    assert not any(loaded[m] for m in modules if m != "chipatlas.analyze.ring_sqlite"), loaded


@pytest.mark.parametrize("command", [["ring", "GB200"], ["platforms"]])
@pytest.mark.parametrize("fmt", ["table", "json", "csv"])
def test_ring_and_platforms_on_a_sqlite_file_load_no_sqlalchemy_and_rich_only_for_a_table(
    bundled_env: dict[str, str], command: list[str], fmt: str
) -> None:
    modules = ("sqlalchemy", "rich", "chipatlas.analyze.ring_sqlite")
    loaded = loaded_after(_run(*command, "--format", fmt), bundled_env, modules)
    assert loaded["chipatlas.analyze.ring_sqlite"] and not loaded["sqlalchemy"], loaded
    assert loaded["rich"] == (fmt == "table"), loaded


def test_the_command_table_names_what_each_module_registers() -> None:
    """``main`` registers only the module its command names: the table must match the modules."""
    import importlib

    import typer

    from chipatlas.present.cli import app as cli_app

    found: dict[str, str] = {}
    for module in cli_app.MODULES:
        probe = typer.Typer()
        probe.callback()(lambda: None)
        importlib.import_module(f"chipatlas.present.cli.{module}").register(probe)
        group = typer.main.get_command(probe)
        assert isinstance(group, typer.core.TyperGroup)
        found.update(dict.fromkeys(group.commands, module))
    assert found == cli_app.COMMANDS


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["ring", "X"], "ring"),
        (["--db", "x.db", "ring", "X"], "ring"),
        (["--db=x.db", "--log-level", "debug", "platforms"], "platforms"),
        (["--help"], "--help"),
        (["--db", "x.db"], None),
        ([], None),
    ],
)
def test_the_command_name_skips_root_options(argv: list[str], command: str | None) -> None:
    from chipatlas.present.cli.app import MODULES, command_name, modules_for

    assert command_name(argv) == command
    assert len(modules_for(argv)) == (1 if command in ("ring", "platforms") else len(MODULES))


def test_a_trimmed_app_runs_its_command_as_the_whole_app_does(tmp_path: Path) -> None:
    db = tmp_path / "trim.db"
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db)}
    exe = str(Path(sys.executable).with_name("chipatlas"))
    subprocess.run([exe, "init", "--empty"], env=env, check=True, capture_output=True, timeout=120)
    from typer.testing import CliRunner

    from chipatlas.present.cli.app import app, make_app

    for argv in (["platforms", "--format", "json"], ["ring"], ["ring", "--help"]):
        whole = CliRunner().invoke(app, ["--db", str(db), *argv])
        trimmed = CliRunner().invoke(make_app(("views",)), ["--db", str(db), *argv])
        assert (trimmed.exit_code, trimmed.output) == (whole.exit_code, whole.output), argv
