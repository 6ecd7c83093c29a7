"""Jobs over the API: start a URL ingest, a feed poll or a digest run, and follow any job.

Every route needs the operator's bearer token: a job's parameters name uploaded files
and fetched addresses. With a broker configured (``CHIPATLAS_BROKER``) a new job answers
202 and runs in a ``chipatlas worker``; without one it runs in the request and the
answer is the finished job (docs/deploy.md).
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request
from starlette.concurrency import run_in_threadpool
from starlette.responses import Response

from chipatlas.errors import BusyError, NotFoundError
from chipatlas.present.jobs.queue import QueueError, submit
from chipatlas.present.web import schemas
from chipatlas.present.web.access import authorize
from chipatlas.present.web.bounds import offload
from chipatlas.present.web.render import WebError, json_response
from chipatlas.store import jobs as rows

router = APIRouter(prefix="/api/v1", responses=schemas.ERRORS | schemas.WRITES, tags=["jobs"])
_JOB_ID = r"^[0-9a-f]{32}$"


def job_response(job: rows.Job, done_status: int = 200) -> Response:
    """202 with a Location to follow while the job waits for a worker; else the finished job."""
    if job.status in ("queued", "running"):
        return json_response(job.as_json(), 202, headers={"Location": f"/api/v1/jobs/{job.id}"})
    return json_response(job.as_json(), done_status, headers={"Location": f"/api/v1/jobs/{job.id}"})


async def queue_job(
    request: Request, kind: str, params: dict[str, str], payload: bytes | None = None
) -> rows.Job:
    """Record the job and queue it (or run it, with no broker); 503 when the broker is down."""
    state = request.app.state
    try:
        return await run_in_threadpool(
            submit, state.engine, kind, params, payload, broker=state.broker, queue=state.queue
        )
    except QueueError as exc:
        raise WebError(503, "queue_unavailable", str(exc)) from None
    except BusyError as exc:  # even the job's row could not be written: other writers hold the store
        raise WebError(503, "busy", str(exc), {"status": "busy"}) from None


@router.post(
    "/jobs",
    summary="Start a URL ingest, a feed poll or a digest run (bearer token)",
    response_model=schemas.Job,
    status_code=202,
    responses={200: {"model": schemas.Job, "description": "Ran inline (no broker): the finished job."}},
)
async def start_job(request: Request, body: schemas.JobRequest) -> Response:
    authorize(request)
    if body.kind == "url" and not body.url:
        raise WebError(422, "missing_url", "a url job needs the 'url' of the document to ingest")
    params = {
        k: v
        for k, v in (("url", body.url), ("platform", body.platform), ("source_key", body.source_key))
        if v
    }
    if body.reread:
        params["reread"] = "yes"
    return job_response(await queue_job(request, body.kind, params))


@router.get(
    "/jobs/{job_id}",
    summary="One job: its status and, when done, its report (bearer token)",
    response_model=schemas.Job,
)
async def get_job(request: Request, job_id: Annotated[str, Path(pattern=_JOB_ID)]) -> Response:
    authorize(request)

    def read() -> Response:
        try:
            return json_response(rows.get(request.app.state.engine, job_id).as_json())
        except NotFoundError as exc:
            raise WebError(404, "not_found", str(exc)) from None

    return await offload(request, read)


@router.get("/jobs", summary="The newest jobs (bearer token)", response_model=schemas.JobList)
async def list_jobs(
    request: Request,
    status: Annotated[str | None, Query(pattern="^(queued|running|done|failed)$")] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> Response:
    authorize(request)

    def read() -> Response:
        jobs = rows.recent(request.app.state.engine, limit, status)
        return json_response({"items": [j.as_json() for j in jobs]})

    return await offload(request, read)
