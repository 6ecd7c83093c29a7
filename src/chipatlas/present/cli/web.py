"""``chipatlas serve``: the web app and JSON API over the store, on one uvicorn worker."""

from __future__ import annotations

import os
import sys

import typer

from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import console

TOKEN_ENV = "CHIPATLAS_API_TOKEN"


def serve(
    ctx: typer.Context,
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to listen on (loopback by default)."),
    port: int = typer.Option(8000, "--port", min=0, max=65535, help="TCP port."),
    max_upload: int | None = typer.Option(
        None,
        "--max-upload",
        envvar="CHIPATLAS_MAX_UPLOAD",
        min=1,
        help="Largest upload in bytes [default: 10 MiB].",
    ),
    log_level: str = typer.Option("warning", "--log-level", help="uvicorn log level."),
) -> None:
    """Serve the web pages and the JSON API. Uploads need CHIPATLAS_API_TOKEN; without it, read-only."""
    import uvicorn

    from chipatlas.present.web import create_app
    from chipatlas.present.web.bounds import Limits
    from chipatlas.present.web.upload import DEFAULT_MAX_UPLOAD

    # Hand the GIL over every 0.5 ms (default 5 ms): the event loop's fast reads (ring JSON)
    # then wait far less behind a worker thread rendering a heavy page.
    sys.setswitchinterval(0.0005)
    token = os.environ.get(TOKEN_ENV) or None
    limits = Limits.from_env()
    store = engine(ctx, pool_size=limits.pool_size, pool_wait=limits.wait)
    app = create_app(store, token=token, max_upload=max_upload or DEFAULT_MAX_UPLOAD, limits=limits)
    mode = "uploads need the bearer token" if token else f"read-only (set {TOKEN_ENV} to allow uploads)"
    console.print(f"chipatlas at http://{host}:{port}/ · API docs /api/docs · {mode}", highlight=False)
    uvicorn.run(app, host=host, port=port, log_level=log_level, workers=1)


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)
