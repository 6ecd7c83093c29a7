"""The ``chipatlas`` command: one Typer app, errors printed as one line and a non-zero exit."""

from __future__ import annotations

import sys

import typer

from chipatlas.errors import ChipatlasError
from chipatlas.present.cli import analysis, data, identity, signals, views, watch, web, whatif
from chipatlas.present.cli.render import errors

app = typer.Typer(
    name="chipatlas",
    help="An evidence-grounded atlas of the AI-hardware supply chain.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
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
) -> None:
    ctx.obj = {"db": db}


data.register(app)
views.register(app)
analysis.register(app)
web.register(app)
signals.register(app)
watch.register(app)
whatif.register(app)
identity.register(app)


def main() -> None:
    try:
        app()
    except ChipatlasError as exc:
        errors.print(f"[red]error:[/red] {exc}", highlight=False, markup=True)
        sys.exit(1)
