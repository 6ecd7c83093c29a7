"""``chipatlas worker`` and ``chipatlas jobs list|show|submit``: the job queue from the shell."""

from __future__ import annotations

from collections.abc import Mapping

import typer

from chipatlas.errors import ConfigError
from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import FORMAT, Format, print_data, print_json, print_table, say, to_csv

jobs_app = typer.Typer(
    help="Jobs: uploads, URL ingests, feed polls and digests run by workers.", no_args_is_help=True
)
_FIELDS = ("id", "kind", "status", "attempts", "created_at", "finished_at", "error")
BROKER_HELP = "RabbitMQ URL (amqp://...); unset: jobs run inline, in the command that starts them."


def worker(
    ctx: typer.Context,
    concurrency: int = typer.Option(1, "--concurrency", min=1, max=64, help="Worker processes."),
    broker: str = typer.Option(None, "--broker", envvar="CHIPATLAS_BROKER", help=BROKER_HELP),
    queue: str = typer.Option(
        None, "--queue", envvar="CHIPATLAS_QUEUE", help="Queue name [default: chipatlas]."
    ),
) -> None:
    """Run jobs from the queue until stopped (SIGTERM or Ctrl-C finishes the current job first)."""
    from chipatlas.present.jobs.queue import queue_name
    from chipatlas.present.jobs.worker import serve_processes
    from chipatlas.store.db import database_url

    if not broker:
        raise ConfigError(
            "a worker needs a broker: set CHIPATLAS_BROKER or --broker to a RabbitMQ amqp:// URL"
        )
    engine(ctx)  # the store must exist and be current before any process starts
    db = database_url(ctx.obj.get("db") if ctx.obj else None)
    say(f"worker: {concurrency} process(es) on queue {queue_name(queue)}")
    serve_processes(db, broker, queue_name(queue), concurrency)


def jobs_list(
    ctx: typer.Context,
    status: str = typer.Option(None, "--status", help="queued | running | done | failed"),
    limit: int = typer.Option(50, "--limit", min=1, max=1000),
    fmt: Format = FORMAT,
) -> None:
    """The newest jobs."""
    from chipatlas.store.jobs import recent

    rows = [j.as_json() for j in recent(engine(ctx), limit, status)]
    if fmt == Format.json:
        print_json(rows)
    elif fmt == Format.csv:
        print_data(to_csv(rows, _FIELDS))
    elif not rows:
        say(
            "no jobs yet"
            + (f" with status {status}" if status else "")
            + ": uploads and 'jobs submit' make them"
        )
    else:
        print_table(rows, _FIELDS)


def jobs_show(
    ctx: typer.Context,
    job_id: str = typer.Argument(..., help="The job id."),
    fmt: Format = FORMAT,
) -> None:
    """One job, with its report when it has finished."""
    from chipatlas.store.jobs import get

    job = get(engine(ctx), job_id).as_json()
    if fmt == Format.json:
        print_json(job)
        return
    fields: Mapping[str, object] = job  # read by the names the table lists
    for key in _FIELDS:
        say(f"{key}: {fields[key] if fields[key] is not None else '—'}")
    for line in (job["result"] or {}).get("lines", []):
        say(f"  {line}")
    if job["result"] and "status" in job["result"]:
        say(f"  ingest: {job['result']['status']} {job['result'].get('document') or ''}")


def jobs_submit(
    ctx: typer.Context,
    kind: str = typer.Argument(..., help="url | poll | digest"),
    url: str = typer.Argument(None, help="For url: the document to fetch and ingest."),
    platform: str = typer.Option(None, "--platform", help="For url: the platform of a bare ring table."),
    broker: str = typer.Option(None, "--broker", envvar="CHIPATLAS_BROKER", help=BROKER_HELP),
    queue: str = typer.Option(None, "--queue", envvar="CHIPATLAS_QUEUE", help="Queue name."),
    fmt: Format = FORMAT,
) -> None:
    """Hand a URL ingest, a feed poll or a digest run to the workers (or run it now, with no broker)."""
    from chipatlas.present.jobs.queue import submit

    if kind not in ("url", "poll", "digest"):
        raise ConfigError(f"no job kind {kind!r}: url, poll or digest")
    if kind == "url" and not url:
        raise ConfigError("a url job needs the URL: chipatlas jobs submit url https://...")
    params = {k: v for k, v in (("url", url), ("platform", platform)) if v}
    job = submit(engine(ctx), kind, params, broker=broker, queue=queue)
    if fmt == Format.json:
        print_json(job.as_json())
        return
    say(f"job {job.id} ({job.kind}): {job.status}" + (f": {job.error}" if job.error else ""))
    if job.status == "failed":
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.command("worker")(worker)
    jobs_app.command("list")(jobs_list)
    jobs_app.command("show")(jobs_show)
    jobs_app.command("submit")(jobs_submit)
    app.add_typer(jobs_app, name="jobs")
