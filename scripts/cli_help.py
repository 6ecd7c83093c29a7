"""Write src/chipatlas/present/cli/help.txt: what ``chipatlas --help`` prints, from the app.

``chipatlas --help`` prints this copy instead of building the app (Typer, Pydantic and every
command module: ~0.1 s of CPU), when the terminal is at least as wide as Click's widest
help. tests/test_cli_startup.py fails when the committed copy differs from what this
script writes: after changing a command's name, help line or a root option, run it.

    .venv/bin/python scripts/cli_help.py          # rewrite help.txt
    .venv/bin/python scripts/cli_help.py --check  # exit 1 if help.txt is stale
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from chipatlas.present.cli.app import HELP_COLUMNS, HELP_FILE

TARGET = Path(__file__).resolve().parent.parent / "src" / "chipatlas" / "present" / "cli" / HELP_FILE


# The whole app, built as ``main`` builds it for any other argv, in a process of its own:
# Typer's CliRunner forces its own width, so only a real run shows what a user sees.
_WHOLE_APP_HELP = (
    "import sys\nsys.argv = ['chipatlas', '--help']\n"
    "from chipatlas.present.cli.app import make_app\nmake_app()()"
)


def render() -> str:
    """The whole app's help at Click's widest (the width a pipe or a wide terminal gets)."""
    env = {**os.environ, "COLUMNS": str(HELP_COLUMNS)}
    done = subprocess.run(
        [sys.executable, "-c", _WHOLE_APP_HELP], env=env, capture_output=True, text=True, timeout=120
    )
    if done.returncode != 0:
        raise RuntimeError(f"chipatlas --help exited {done.returncode}: {done.stderr}")
    return done.stdout


def main() -> None:
    text = render()
    if "--check" in sys.argv[1:]:
        if TARGET.read_text(encoding="utf-8") != text:
            print(f"{TARGET} is stale: run scripts/cli_help.py", file=sys.stderr)
            sys.exit(1)
        return
    TARGET.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
