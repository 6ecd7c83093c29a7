"""``chipatlas serve``: the web app and JSON API over the store, on one or more uvicorn workers."""

from __future__ import annotations

import os
import sys

import typer

from chipatlas.errors import ConfigError
from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import console

TOKEN_ENV = "CHIPATLAS_API_TOKEN"
MAX_UPLOAD_ENV = "CHIPATLAS_MAX_UPLOAD"


# Seconds an idle keep-alive connection stays open: longer than a reverse proxy's upstream idle
# time (nginx 60 s), so the server never closes a connection the client is just reusing (the
# client would see it closed with no answer). uvicorn's own default is 5 s.
KEEP_ALIVE = 75


def serve(
    ctx: typer.Context,
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to listen on (loopback by default)."),
    port: int = typer.Option(8000, "--port", min=0, max=65535, help="TCP port."),
    workers: int = typer.Option(
        1, "--workers", min=1, max=64, help="Web processes (PostgreSQL only; SQLite serves from one)."
    ),
    max_upload: int | None = typer.Option(
        None,
        "--max-upload",
        envvar=MAX_UPLOAD_ENV,
        min=1,
        help="Largest upload in bytes [default: 10 MiB].",
    ),
    log_level: str = typer.Option("warning", "--log-level", help="uvicorn log level."),
) -> None:
    """Serve the web pages and the JSON API. Uploads need CHIPATLAS_API_TOKEN; without it, read-only."""
    import uvicorn

    from chipatlas.present.web.bounds import Limits
    from chipatlas.store.db import database_url

    # Hand the GIL over every 0.5 ms (default 5 ms): the event loop's fast reads (ring JSON)
    # then wait far less behind a worker thread rendering a heavy page.
    sys.setswitchinterval(0.0005)
    token = os.environ.get(TOKEN_ENV) or None
    limits = Limits.from_env()
    store = engine(ctx, pool_size=limits.pool_size, pool_wait=limits.pool_wait)
    if workers > 1 and store.dialect.name == "sqlite":
        raise ConfigError(
            "--workers above 1 needs PostgreSQL: SQLite has one writer and its page cache is per "
            "process, so more web processes only wait on each other; serve SQLite from one"
        )
    mode = "uploads need the bearer token" if token else f"read-only (set {TOKEN_ENV} to allow uploads)"
    console.print(f"chipatlas at http://{host}:{port}/ · API docs /api/docs · {mode}", highlight=False)
    if workers == 1:
        from chipatlas.present.web import create_app
        from chipatlas.present.web.upload import DEFAULT_MAX_UPLOAD

        app = create_app(store, token=token, max_upload=max_upload or DEFAULT_MAX_UPLOAD, limits=limits)
        uvicorn.run(app, host=host, port=port, log_level=log_level, workers=1, timeout_keep_alive=KEEP_ALIVE)
        return
    # Each worker process builds its own app from the environment (uvicorn imports the factory).
    store.dispose()
    os.environ["CHIPATLAS_DATABASE_URL"] = database_url(ctx.obj.get("db") if ctx.obj else None)
    if max_upload:
        os.environ[MAX_UPLOAD_ENV] = str(max_upload)
    factory = "chipatlas.present.web.app:app_from_env"
    uvicorn.run(
        factory,
        factory=True,
        host=host,
        port=port,
        log_level=log_level,
        workers=workers,
        timeout_keep_alive=KEEP_ALIVE,
    )


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)
