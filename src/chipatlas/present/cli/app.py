"""The ``chipatlas`` command: one Typer app, errors printed as one line and a non-zero exit."""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence

import typer

from chipatlas.errors import ChipatlasError
from chipatlas.model import cells
from chipatlas.present.cli.render import error_line, errors


def _root(
    ctx: typer.Context,
    db: str = typer.Option(
        None,
        "--db",
        envvar="CHIPATLAS_DATABASE_URL",
        help="SQLAlchemy URL or SQLite file path (default: a file in the user data dir).",
    ),
    log_format: str = typer.Option(
        None, "--log-format", envvar="CHIPATLAS_LOG_FORMAT", help="Log lines on stderr: plain | json."
    ),
    log_level: str = typer.Option(
        None, "--log-level", envvar="CHIPATLAS_LOG_LEVEL", help="debug | info | warning (default) | error."
    ),
) -> None:
    from chipatlas.logs import FORMAT_ENV, LEVEL_ENV, configure

    try:
        configure(log_format, log_level)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    # Processes this command starts (serve --workers, worker --concurrency) log the same way.
    for name, value in ((FORMAT_ENV, log_format), (LEVEL_ENV, log_level)):
        if value:
            os.environ[name] = value
    ctx.obj = {"db": db}


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
    app = typer.Typer(
        name="chipatlas",
        help="An evidence-grounded atlas of the AI-hardware supply chain.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
    )
    app.callback()(_root)
    for name in modules:
        importlib.import_module(f"chipatlas.present.cli.{name}").register(app)
    return app


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


def main() -> None:
    # Not standalone, so that Click's own errors come back here: a usage error quotes what
    # was typed (a command or option name), which is printed escaped like every other line.
    try:
        code = make_app(modules_for(sys.argv[1:]))(standalone_mode=False)
    except ChipatlasError as exc:
        errors.print(error_line(str(exc)), highlight=False, soft_wrap=True)
        sys.exit(1)
    except typer.Abort:
        errors.print("Aborted!", highlight=False)
        sys.exit(1)
    except typer.TyperException as exc:
        exc.message = cells.printable(exc.message)
        show = getattr(exc, "show", None)
        if callable(show):
            show()
        else:
            errors.print(f"Error: {exc.format_message()}", highlight=False)
        sys.exit(exc.exit_code)
    sys.exit(code if isinstance(code, int) else 0)
