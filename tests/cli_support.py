"""Running the installed ``chipatlas`` command against a test store, as a user would."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

EXE = Path(sys.executable).with_name("chipatlas")


def cli_process(
    db: Path | str, *args: str, columns: int | None = None, cwd: Path | None = None, timeout: int = 120
) -> subprocess.CompletedProcess[str]:
    """``chipatlas ARGS`` on the store at ``db`` (a file or a database URL) in a subprocess,
    whatever its exit; ``columns`` is the width Rich draws its tables to (200 without it: piped)."""
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db)}
    env.pop("COLUMNS", None)  # piped output is 200 wide unless a test asks for a width
    if columns is not None:
        env["COLUMNS"] = str(columns)
    return subprocess.run(
        [str(EXE), *args], capture_output=True, text=True, env=env, timeout=timeout, cwd=cwd
    )


def run_cli(db: Path | str, *args: str, columns: int | None = None) -> str:
    """``chipatlas ARGS`` on the store at ``db`` in a subprocess; its stdout (exit 0 asserted)."""
    done = cli_process(db, *args, columns=columns)
    assert done.returncode == 0, done.stderr
    return done.stdout
