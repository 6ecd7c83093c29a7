"""The ``chipatlas`` command: one Typer app, errors printed as one line and a non-zero exit.

Typer (and Pydantic under it) is imported when a command runs: ``chipatlas --help`` prints
the app's help from its generated copy (``help.txt``, written by ``scripts/cli_help.py``,
checked equal to the app's by tests/test_cli_startup.py) when the terminal is as wide as
Click's widest help (80 columns); a narrower one gets the app's own, folded to fit.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Sequence
from importlib import resources
from typing import TYPE_CHECKING

from chipatlas.errors import ChipatlasError
from chipatlas.model import cells

if TYPE_CHECKING:
    import typer


# The command modules in the order the help lists them, and the top-level names each one
# registers. A run of one command imports and registers only its module (an instant CLI:
# ``ring`` never loads the ingest, web or job commands); --help, no command or an unknown
# name build the whole app. tests/test_cli_startup.py checks this table against the modules.
MODULES = (
    "data",
    "views",
    "analysis",
    "web",
    "signals",
    "document",
    "watch",
    "whatif",
    "backup",
    "identity",
    "jobs",
    "review",
    "sites",
)
COMMANDS: dict[str, str] = {
    **dict.fromkeys(("init", "ingest", "rebuild", "export"), "data"),
    **dict.fromkeys(("platforms", "ring", "us-share", "history", "resolve"), "views"),
    **dict.fromkeys(
        (
            "chokepoints",
            "exposure",
            "compare",
            "changes",
            "label",
            "concentration",
            "matrix",
            "criticality",
            "countries",
        ),
        "analysis",
    ),
    "serve": "web",
    **dict.fromkeys(
        ("signals", "specs", "checks", "conflicts", "candidates", "alias", "entity", "sources"), "signals"
    ),
    "document": "document",
    **dict.fromkeys(("watchlist", "digest", "scheduler"), "watch"),
    "whatif": "whatif",
    **dict.fromkeys(("backup", "restore"), "backup"),
    **dict.fromkeys(("merge", "split", "unsure", "judgements", "relink"), "identity"),
    **dict.fromkeys(("worker", "jobs"), "jobs"),
    "review": "review",
    "sites": "sites",
}
# The root options that take a value, so that the command name after them can be found.
_VALUED = ("--db", "--log-format", "--log-level")


def make_app(modules: Sequence[str] = MODULES) -> typer.Typer:
    """The ``chipatlas`` app with the commands of ``modules`` (all by default)."""
    from chipatlas.present.cli.root import build

    return build(modules)


def command_name(argv: Sequence[str]) -> str | None:
    """The first word of ``argv`` that is not a root option or its value (None if there is none)."""
    i = 0
    while i < len(argv):
        word = argv[i]
        if word in _VALUED:
            i += 2
        elif word.startswith(tuple(f"{o}=" for o in _VALUED)):
            i += 1
        else:
            return word
    return None


def modules_for(argv: Sequence[str]) -> tuple[str, ...]:
    """The command modules a run of ``argv`` needs: the one of its command, or all."""
    name = command_name(argv)
    return (COMMANDS[name],) if name in COMMANDS else MODULES


_full: typer.Typer | None = None


def __getattr__(name: str) -> typer.Typer:
    # ``app`` (the whole CLI, for tests and docs) is built on first use, not on import.
    global _full
    if name != "app":
        raise AttributeError(name)
    if _full is None:
        _full = make_app()
    return _full


# Click folds help to the terminal's width, up to this many columns; help.txt is folded at it.
HELP_COLUMNS = 80
HELP_FILE = "help.txt"


def help_text() -> str:
    """The app's ``--help`` as generated (``scripts/cli_help.py``)."""
    return resources.files(__package__).joinpath(HELP_FILE).read_text(encoding="utf-8")


def _print_help() -> bool:
    """Print the generated help when it is what Click would print here; False otherwise."""
    if shutil.get_terminal_size().columns < HELP_COLUMNS:
        return False
    sys.stdout.write(help_text())
    sys.stdout.flush()
    return True


def main() -> None:
    if sys.argv[1:] == ["--help"] and _print_help():
        sys.exit(0)
    import typer

    # Not standalone, so that Click's own errors come back here: a usage error quotes what
    # was typed (a command or option name), which is printed escaped like every other line.
    try:
        code = make_app(modules_for(sys.argv[1:]))(standalone_mode=False)
    except ChipatlasError as exc:
        from chipatlas.present.cli.render import error_line, errors

        errors.print(error_line(str(exc)), highlight=False, soft_wrap=True)
        sys.exit(1)
    except typer.Abort:
        from chipatlas.present.cli.render import errors

        errors.print("Aborted!", highlight=False)
        sys.exit(1)
    except typer.TyperException as exc:
        exc.message = cells.printable(exc.message)
        show = getattr(exc, "show", None)
        if callable(show):
            show()
        else:
            from chipatlas.present.cli.render import errors

            errors.print(f"Error: {exc.format_message()}", highlight=False)
        sys.exit(exc.exit_code)
    sys.exit(code if isinstance(code, int) else 0)
