"""The root of the ``chipatlas`` app: its options (store, logging) and the command modules.

Imported when a command runs (``app.main``), with Typer; ``app`` keeps the table of
which module registers which command.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Sequence

import typer


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


def build(modules: Sequence[str]) -> typer.Typer:
    """The ``chipatlas`` app with the commands of ``modules`` (``app.make_app``)."""
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
