"""What each kind of job does, given its row: the same calls the CLI makes.

``run`` is idempotent: ingest keys documents by their bytes, a feed poll skips seen
entries and the outbox sends each digest once, so a job run again after its worker died
changes nothing that already landed.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sqlalchemy import Engine

from chipatlas.errors import ChipatlasError
from chipatlas.jsonvalue import JSONObject
from chipatlas.store import jobs as rows

if TYPE_CHECKING:
    from chipatlas.ingest.pipeline import IngestOptions
    from chipatlas.ingest.report import DocumentReport

log = logging.getLogger(__name__)


class RetryableError(ChipatlasError):
    """The job may succeed later (the store was busy); the queue runs it again."""


@dataclass(frozen=True)
class Outcome:
    """What a job's work returns: the report the row keeps, and why it failed (None: done)."""

    result: JSONObject = field(default_factory=dict)
    failed: str | None = None


def _upload(engine: Engine, job: rows.Job) -> Outcome:
    from chipatlas.ingest.pipeline import ingest
    from chipatlas.sources.document import SourceDocument, guess_media_type

    data = rows.payload(engine, job.id)
    if data is None:
        return Outcome(failed="the upload's bytes are gone (the job already finished once)")
    name = job.params.get("filename", "upload.txt")
    source = SourceDocument(
        uri=f"upload:{name}", data=data, media_type=guess_media_type(name, data), key=job.params["key"]
    )
    return _report(ingest(engine, source, _options(job)))


def _url(engine: Engine, job: rows.Job) -> Outcome:
    from chipatlas.ingest.pipeline import ingest
    from chipatlas.sources.locate import open_source

    allow_private = job.params.get("allow_private") == "yes"
    source = open_source(job.params["url"], allow_private=allow_private)
    return _report(ingest(engine, source, _options(job)))


def _options(job: rows.Job) -> IngestOptions:
    from chipatlas.ingest.pipeline import IngestOptions

    return IngestOptions(
        platform=job.params.get("platform"),
        source_key=job.params.get("source_key"),
        reread=job.params.get("reread") == "yes",
    )


def _report(report: DocumentReport) -> Outcome:
    body = dict(report.as_dict())
    if report.status == "busy":
        raise RetryableError(report.rejected[0].message)
    if not report.ok:
        return Outcome(body, "; ".join(n.message for n in report.rejected) or "rejected")
    return Outcome(body)


def _poll(engine: Engine, job: rows.Job) -> Outcome:
    from chipatlas.ingest.feeds import poll_feeds

    allow_private = job.params.get("allow_private") == "yes"
    lines = list(poll_feeds(engine, allow_private=allow_private))
    failed = [line for line in lines if line.startswith("error")]
    return Outcome({"lines": lines}, "; ".join(failed) if failed else None)


def _digest(engine: Engine, job: rows.Job) -> Outcome:
    from chipatlas.present.deliver.outbox import run

    report = run(engine)
    return Outcome(
        {"lines": report.lines()}, None if report.ok else "some deliveries failed; the next run retries"
    )


_KINDS = {"upload": _upload, "url": _url, "poll": _poll, "digest": _digest}


def run(engine: Engine, job_id: str) -> rows.Job:
    """Run one job to ``done`` or ``failed``; a busy store raises RetryableError (status stays
    ``running``) so the queue tries again."""
    job = rows.start(engine, job_id)
    log.info("job %s (%s) started, attempt %d", job.id, job.kind, job.attempts)
    try:
        outcome = _KINDS[job.kind](engine, job)
    except RetryableError:
        log.warning("job %s (%s): store busy; will retry", job.id, job.kind)
        raise
    except ChipatlasError as exc:
        outcome = Outcome(failed=str(exc))
    done = rows.finish(engine, job_id, outcome.result, failed=outcome.failed)
    log.info("job %s (%s) %s", done.id, done.kind, done.status)
    return done
