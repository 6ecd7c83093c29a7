"""Job rows: create, claim, finish, read. The store side of ``chipatlas.jobs``.

Each function is its own short transaction, apart from the work itself: a job's status
is written before and after the ingest's transaction, never inside it, so a worker that
dies mid-ingest leaves the store as it was and the job ``running`` until it is retried.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import asdict, dataclass, field
from typing import Any, cast

from sqlalchemy import Engine, func, insert, select, update
from sqlalchemy.exc import DBAPIError
from typing_extensions import TypedDict

from chipatlas.errors import NotFoundError
from chipatlas.jsonvalue import JSONObject
from chipatlas.store.job_tables import jobs
from chipatlas.store.writer import now
from chipatlas.store.writing import translate

KINDS = ("upload", "url", "poll", "digest")
STATUSES = ("queued", "running", "done", "failed")


class JobRecord(TypedDict):
    """A job as the API and ``jobs show --format json`` print it (no payload bytes)."""

    id: str
    kind: str
    status: str
    params: dict[str, str]
    attempts: int
    created_at: str
    started_at: str | None
    finished_at: str | None
    result: JSONObject | None
    error: str | None


@dataclass(frozen=True, kw_only=True)
class Job:
    id: str
    kind: str
    status: str
    params: dict[str, str]
    attempts: int
    created_at: str
    started_at: str | None = None
    finished_at: str | None = None
    result: JSONObject | None = field(default=None)  # the work's report, as the worker stored it
    error: str | None = None

    def as_json(self) -> JobRecord:
        """The job as the API and ``jobs show --format json`` print it (no payload bytes)."""
        return cast(JobRecord, asdict(self))  # JobRecord declares these fields, in this order


def _job(row: Any) -> Job:
    return Job(
        id=row.id,
        kind=row.kind,
        status=row.status,
        params=json.loads(row.params),
        attempts=row.attempts,
        created_at=row.created_at,
        started_at=row.started_at,
        finished_at=row.finished_at,
        result=json.loads(row.result) if row.result else None,
        error=row.error,
    )


_COLUMNS = [c for c in jobs.columns if c.name != "payload"]


def create(engine: Engine, kind: str, params: dict[str, str], payload: bytes | None = None) -> Job:
    if kind not in KINDS:
        raise ValueError(f"unknown job kind {kind!r}; one of {', '.join(KINDS)}")
    job_id = uuid.uuid4().hex
    values = {
        "id": job_id,
        "kind": kind,
        "status": "queued",
        "params": json.dumps(params, sort_keys=True),
        "payload": payload,
        "attempts": 0,
        "created_at": now(),
    }
    try:
        with engine.begin() as conn:
            conn.execute(insert(jobs).values(**values))
    except DBAPIError as exc:
        raise translate(exc) from None
    return get(engine, job_id)


def get(engine: Engine, job_id: str) -> Job:
    with engine.connect() as conn:
        row = conn.execute(select(*_COLUMNS).where(jobs.c.id == job_id)).first()
    if row is None:
        raise NotFoundError(f"no job {job_id!r}")
    return _job(row)


def payload(engine: Engine, job_id: str) -> bytes | None:
    with engine.connect() as conn:
        data = conn.execute(select(jobs.c.payload).where(jobs.c.id == job_id)).scalar()
    return None if data is None else bytes(data)


def start(engine: Engine, job_id: str) -> Job:
    """Mark a run of the job; a ``running`` job whose worker died is simply run again."""
    with engine.begin() as conn:
        conn.execute(
            update(jobs)
            .where(jobs.c.id == job_id)
            .values(status="running", started_at=now(), attempts=jobs.c.attempts + 1, error=None)
        )
    return get(engine, job_id)


def finish(engine: Engine, job_id: str, result: dict[str, Any], *, failed: str | None = None) -> Job:
    status = "failed" if failed else "done"
    with engine.begin() as conn:
        conn.execute(
            update(jobs)
            .where(jobs.c.id == job_id)
            .values(status=status, result=json.dumps(result), error=failed, finished_at=now(), payload=None)
        )
    return get(engine, job_id)


def recent(engine: Engine, limit: int = 50, status: str | None = None) -> list[Job]:
    query = select(*_COLUMNS).order_by(jobs.c.created_at.desc(), jobs.c.id).limit(limit)
    if status:
        query = query.where(jobs.c.status == status)
    with engine.connect() as conn:
        return [_job(r) for r in conn.execute(query)]


def counts(engine: Engine) -> dict[str, int]:
    with engine.connect() as conn:
        rows = conn.execute(select(jobs.c.status, func.count()).group_by(jobs.c.status))
        return {str(s): int(n) for s, n in rows}
