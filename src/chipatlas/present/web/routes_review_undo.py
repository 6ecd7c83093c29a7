"""Undoing a bulk decision on the API and on the review page (issue 11 §2).

``POST /api/v1/proposals/bulk/undo`` and the review page's "Undo all N" call what ``chipatlas
review undo --batch B`` (or ``--document ID [--class C]``) calls (``ingest/review_undo_bulk.py``):
exactly the judgements that one bulk accept or reject made are retracted, in one transaction,
and the undo is recorded as a bulk decision of its own.
"""

from __future__ import annotations

from urllib.parse import urlencode

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field
from sqlalchemy import Connection, select
from starlette.concurrency import run_in_threadpool
from starlette.responses import RedirectResponse, Response

from chipatlas.analyze.document import find_document
from chipatlas.analyze.document_label import document_label
from chipatlas.errors import ChipatlasError, InputError, NotFoundError
from chipatlas.ingest.identity import default_user
from chipatlas.ingest.review_bulk import check_class
from chipatlas.ingest.review_undo_bulk import undo_batch
from chipatlas.present.web import schemas
from chipatlas.present.web.access import authorize
from chipatlas.present.web.bounds import connection
from chipatlas.present.web.page_records_review import BatchEntry, BulkUndoOut
from chipatlas.present.web.render import WebError, json_response
from chipatlas.present.web.routes_watch import _check
from chipatlas.store import review_batches as batches
from chipatlas.store.tables import documents

router = APIRouter(tags=["review"], responses=schemas.ERRORS)
# How many standing bulk decisions the review page offers to undo (the CLI and API reach any).
SHOWN = 10


class BulkUndoIn(BaseModel):
    """Which bulk decision to undo: its id, or the document and/or class it was given."""

    batch: str | None = Field(None, description="The bulk decision's id (``batch_id`` of its answer).")
    document: str | None = Field(
        None, description="The last bulk decision given this document (id, 8+ characters, key or file name)."
    )
    class_name: str | None = Field(None, alias="class", description="... and this class, as it was given.")
    reason: str | None = Field(None, description="Why: kept with each undo.")
    by: str | None = Field(None, description="Who undoes (default: the server's user).")


def standing(conn: Connection) -> list[BatchEntry]:
    """The newest bulk decisions not undone yet, each with its document named for people."""
    found = batches.standing(conn, SHOWN)
    ids = sorted({b.document_id for b in found if b.document_id})
    query = select(documents.c.id, documents.c.title, documents.c.uri).where(documents.c.id.in_(ids))
    labels = {r.id: document_label(r.title, r.uri) for r in conn.execute(query)} if ids else {}
    return [
        {
            "id": b.id,
            "action": b.action,
            "document_id": b.document_id,
            "document_label": labels.get(b.document_id or ""),
            "class_name": b.class_name,
            "source_key": b.source_key,
            "decided_by": b.decided_by,
            "reason": b.reason,
            "n_decided": b.n_decided,
            "at": b.at,
        }
        for b in found
    ]


async def _undo(request: Request, body: BulkUndoIn) -> BulkUndoOut:
    if body.batch is None and body.document is None and body.class_name is None:
        raise WebError(
            400, "bad_request", "undo of many needs a batch, or the document and/or class it was given"
        )
    engine = request.app.state.engine

    def work() -> BulkUndoOut:
        try:
            if body.class_name is not None:
                check_class(body.class_name)
        except InputError as exc:
            raise WebError(400, "bad_request", str(exc)) from None
        try:
            with connection(engine) as conn:
                doc_id = find_document(conn, body.document) if body.document else None
            target, done = undo_batch(
                engine,
                body.by or default_user(),
                body.reason,
                batch_id=body.batch,
                document_id=doc_id,
                class_name=body.class_name,
            )
        except NotFoundError as exc:
            raise WebError(404, "not_found", str(exc)) from None
        except ChipatlasError as exc:
            raise WebError(409, "conflict", str(exc)) from None
        ids = [p.id for p in done.proposals]
        return {
            "action": "undo",
            "batch_id": done.batch_id,
            "undoes": target.id,
            "undone_action": target.action,
            "ids": ids,
            "n_undone": len(ids),
            "skipped": done.skipped,
        }

    return await run_in_threadpool(work)


@router.post(
    "/api/v1/proposals/bulk/undo",
    summary="Undo a bulk accept or reject: exactly the judgements it made (bearer token)",
    response_model=schemas.BulkUndone,
    responses=schemas.WRITES | {409: {"model": schemas.Error, "description": "Nothing left to undo."}},
)
async def undo_many(request: Request, body: BulkUndoIn) -> Response:
    """One transaction; a proposal decided again since is left as it stands (``skipped``)."""
    authorize(request)
    return json_response(await _undo(request, body))


@router.post("/review/bulk-undo", include_in_schema=False)
async def page_undo_many(request: Request) -> Response:
    """The review page's "Undo all N": token required; back to the page, which says how many."""
    form = await request.form()
    _check(request, str(form.get("token") or ""))
    batch = str(form.get("batch") or "")
    if not batch:
        raise WebError(400, "bad_request", "which bulk decision: batch is missing")
    fields = {
        "batch": batch,
        "reason": str(form.get("reason") or "") or None,
        "by": str(form.get("by") or "") or None,
    }
    done = await _undo(request, BulkUndoIn.model_validate(fields))
    back = str(form.get("back") or "/review")
    local = back.startswith("/") and not back.startswith("//")  # never an open redirect
    query = urlencode({"undone": done["n_undone"]})
    return RedirectResponse(f"{back if local else '/review'}?{query}", status_code=303)
