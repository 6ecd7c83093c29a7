"""Running the installed ``chipatlas`` command against a test store, as a user would."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run_cli(db: Path, *args: str) -> str:
    """``chipatlas ARGS`` on the store at ``db`` in a subprocess; its stdout (exit 0 asserted)."""
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db)}
    done = subprocess.run(
        [str(Path(sys.executable).with_name("chipatlas")), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout
