"""Where a job runs: in the caller's process (no broker configured), or on a Dramatiq
queue over RabbitMQ that ``chipatlas worker`` processes consume.

Why Dramatiq on RabbitMQ (docs/deploy.md): RabbitMQ hands an unacknowledged message back
to the queue the moment its worker's connection drops, so a worker killed mid-job is
retried at once by another; Dramatiq acknowledges only after the job function returns,
retries with back-off, and its worker is an ordinary library call we can start from our
own CLI. The job's state lives in the store (``jobs`` table), not in the broker: the broker
carries nothing but a job id.
"""

from __future__ import annotations

import logging
import os
import threading
from typing import TYPE_CHECKING

from sqlalchemy import Engine

from chipatlas.errors import ChipatlasError, ConfigError
from chipatlas.present.jobs import tasks
from chipatlas.store import jobs as rows

if TYPE_CHECKING:
    import dramatiq

log = logging.getLogger(__name__)

BROKER_ENV = "CHIPATLAS_BROKER"  # amqp://guest:guest@127.0.0.1:5672/ ; unset: run inline
QUEUE_ENV = "CHIPATLAS_QUEUE"  # one queue per store, so two stores never share jobs
DEFAULT_QUEUE = "chipatlas"
ACTOR = "chipatlas_job"
MAX_RETRIES = 5


class QueueError(ChipatlasError):
    """The broker could not take the job (the job row says so and is ``failed``)."""


# The engine a worker process runs jobs against (set by ``worker.serve_queue``).
_worker_engine: Engine | None = None


def broker_url(value: str | None = None) -> str | None:
    return value or os.environ.get(BROKER_ENV) or None


def queue_name(value: str | None = None) -> str:
    return value or os.environ.get(QUEUE_ENV) or DEFAULT_QUEUE


def make_broker(url: str) -> dramatiq.Broker:
    if not url.startswith(("amqp://", "amqps://")):
        raise ConfigError(
            f"{BROKER_ENV} must be an amqp:// URL of a RabbitMQ server, not {url.split(':')[0]!r}"
        )
    from dramatiq.brokers.rabbitmq import RabbitmqBroker

    return RabbitmqBroker(url=url, confirm_delivery=True)


def _perform(job_id: str) -> None:
    if _worker_engine is None:  # pragma: no cover - a broker message outside a worker
        raise ConfigError("a job ran outside 'chipatlas worker'")
    try:
        tasks.run(_worker_engine, job_id)
    except tasks.RetryableError as exc:
        job = rows.get(_worker_engine, job_id)
        if job.attempts > MAX_RETRIES:
            rows.finish(_worker_engine, job_id, {}, failed=f"gave up after {job.attempts} attempts: {exc}")
            return
        raise  # Dramatiq's Retries middleware sends it again after a back-off


def declare(broker: dramatiq.Broker, queue: str) -> dramatiq.Actor[[str], None]:
    import dramatiq

    options = {
        "max_retries": MAX_RETRIES,
        "min_backoff": 200,
        "max_backoff": 5_000,
        "time_limit": 15 * 60_000,
    }
    return dramatiq.Actor(
        _perform, broker=broker, actor_name=ACTOR, queue_name=queue, priority=0, options=options
    )


_senders: dict[tuple[str, str], dramatiq.Actor[[str], None]] = {}
_senders_lock = threading.Lock()


def _sender(url: str, queue: str) -> dramatiq.Actor[[str], None]:
    """One broker per process and queue (its connections are per thread), kept for the next job."""
    with _senders_lock:
        if (url, queue) not in _senders:
            _senders[(url, queue)] = declare(make_broker(url), queue)
        return _senders[(url, queue)]


def submit(
    engine: Engine,
    kind: str,
    params: dict[str, str],
    payload: bytes | None = None,
    *,
    broker: str | None = None,
    queue: str | None = None,
) -> rows.Job:
    """Record a job and hand it to the queue; with no broker, run it here and return it finished."""
    job = rows.create(engine, kind, params, payload)
    url = broker_url(broker)
    if url is None:
        try:
            return tasks.run(engine, job.id)
        except tasks.RetryableError as exc:
            return rows.finish(engine, job.id, {}, failed=str(exc))
    try:
        _sender(url, queue_name(queue)).send(job.id)
    except Exception as exc:  # pika/Dramatiq connection errors have no common base of ours
        reason = f"could not reach the job queue: {type(exc).__name__}: {exc}"[:300]
        rows.finish(engine, job.id, {}, failed=reason)
        with _senders_lock:
            _senders.pop((url, queue_name(queue)), None)
        raise QueueError(reason) from None
    log.info("job %s (%s) queued on %s", job.id, kind, queue_name(queue))
    return job
