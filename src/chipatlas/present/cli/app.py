"""The ``chipatlas`` command: one Typer app, errors printed as one line and a non-zero exit."""

from __future__ import annotations

import os
import sys

import typer

from chipatlas.errors import ChipatlasError
from chipatlas.model import cells
from chipatlas.present.cli import (
    analysis,
    backup,
    data,
    document,
    identity,
    jobs,
    review,
    signals,
    sites,
    views,
    watch,
    web,
    whatif,
)
from chipatlas.present.cli.render import error_line, errors

app = typer.Typer(
    name="chipatlas",
    help="An evidence-grounded atlas of the AI-hardware supply chain.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


@app.callback()
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


data.register(app)
views.register(app)
analysis.register(app)
web.register(app)
signals.register(app)
document.register(app)
watch.register(app)
whatif.register(app)
backup.register(app)
identity.register(app)
jobs.register(app)
review.register(app)
sites.register(app)


def main() -> None:
    # Not standalone, so that Click's own errors come back here: a usage error quotes what
    # was typed (a command or option name), which is printed escaped like every other line.
    try:
        code = app(standalone_mode=False)
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
