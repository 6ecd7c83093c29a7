"""Deciding many figure proposals at once, on the API and on the review page (issues #10/#11).

``POST /api/v1/proposals/bulk/accept|reject`` and the review page's "Accept all N" / "Reject
all N" buttons call what ``chipatlas review accept|reject --kind figure --document ID`` calls
(``ingest/review_bulk.py``): every open figure proposal of the document and/or the class, each
its own decision, in one transaction. The path has a literal ``bulk`` segment so it never
collides with ``/api/v1/proposals/{proposal_id}`` (a GET there would answer 422, not 405).
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Literal
from urllib.parse import urlencode

from fastapi import APIRouter, Path, Request
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool
from starlette.responses import RedirectResponse, Response

from chipatlas.analyze.document import find_document
from chipatlas.analyze.records_proposals import ProposalRecord
from chipatlas.errors import ChipatlasError, InputError, NotFoundError
from chipatlas.ingest.identity import default_user
from chipatlas.ingest.review_bulk import OPEN, decide_figures
from chipatlas.present.web import schemas
from chipatlas.present.web.access import authorize
from chipatlas.present.web.bounds import connection
from chipatlas.present.web.page_records_review import BulkOut, FigureGroup
from chipatlas.present.web.render import WebError, json_response
from chipatlas.present.web.routes_watch import _check

router = APIRouter(tags=["review"], responses=schemas.ERRORS)
_PAST = {"accept": "accepted", "reject": "rejected"}


class BulkIn(BaseModel):
    """Which figure proposals to decide: a document and/or a class (at least one)."""

    kind: Literal["figure"] = Field(description="Only figure proposals are decided in bulk.")
    document: str | None = Field(
        None, description="The document: its id, 8+ characters of it, its source key or file name."
    )
    class_name: str | None = Field(
        None, alias="class", description="The figure class (basis/family), e.g. clause/money_result."
    )
    reason: str | None = Field(None, description="Why: kept with each decision.")
    by: str | None = Field(None, description="Who decides (default: the server's user).")


def figure_groups(found: list[ProposalRecord]) -> list[FigureGroup]:
    """Per document with open figure proposals: the document's row, then one per class in it
    (only when it has more than one class: otherwise the document's row says it all)."""
    counts: Counter[tuple[str, str | None, str]] = Counter()
    titles: dict[str, tuple[str | None, str | None]] = {}
    for p in found:
        if p["kind"] == "figure" and p["status"] in OPEN["reject"]:
            titles[p["document"]] = (p["document_title"], p.get("document_label"))
            for cls in (None, p["figure_class"] or ""):
                counts[(p["document"], cls, p["status"])] += 1
    groups: list[FigureGroup] = []
    for doc, (title, label) in titles.items():
        classes = sorted({c for d, c, _ in counts if d == doc and c is not None})
        for cls in [None, *(classes if len(classes) > 1 else [])]:
            n_accept = counts[(doc, cls, "proposed")]
            groups.append(
                {
                    "document": doc,
                    "document_title": title,
                    "document_label": label,
                    "class_name": cls,
                    "n_accept": n_accept,
                    "n_reject": n_accept + counts[(doc, cls, "candidate")],
                }
            )
    return groups


async def _bulk(request: Request, action: str, body: BulkIn) -> BulkOut:
    """Resolve the document (404 unknown), decide (400 no filter or a bad class), answer the ids."""
    if body.document is None and body.class_name is None:
        raise WebError(400, "bad_request", f"{action} of many figures needs a filter: document and/or class")
    engine = request.app.state.engine

    def work() -> BulkOut:
        try:
            with connection(engine) as conn:
                doc_id = find_document(conn, body.document) if body.document else None
            done = decide_figures(
                engine,
                action,
                body.by or default_user(),
                body.reason,
                document_id=doc_id,
                class_name=body.class_name,
            )
        except NotFoundError as exc:
            raise WebError(404, "not_found", str(exc)) from None
        except InputError as exc:
            raise WebError(400, "bad_request", str(exc)) from None
        except ChipatlasError as exc:
            raise WebError(409, "conflict", str(exc)) from None
        ids = [p.id for p in done.proposals]
        return {
            "action": action,
            "document_id": doc_id,
            "class_name": body.class_name,
            "ids": ids,
            "n_decided": len(ids),
            "batch_id": done.batch_id,
        }

    return await run_in_threadpool(work)


@router.post(
    "/api/v1/proposals/bulk/{action}",
    summary="Accept or reject every open figure proposal of a document and/or class (bearer token)",
    response_model=schemas.BulkDecision,
    responses=schemas.WRITES | {409: {"model": schemas.Error, "description": "Not possible in its state."}},
)
async def decide_many(
    request: Request, action: Annotated[str, Path(pattern="^(accept|reject)$")], body: BulkIn
) -> Response:
    """Each proposal matching is its own decision (``undo`` reverses one); all or none are decided."""
    authorize(request)
    return json_response(await _bulk(request, action, body))


@router.post("/review/bulk", include_in_schema=False)
async def page_decide_many(request: Request) -> Response:
    """The review page's "Accept all N" / "Reject all N": token and the confirmation box
    required; back to the page, which says how many were decided."""
    form = await request.form()
    _check(request, str(form.get("token") or ""))
    action = str(form.get("action") or "")
    if action not in _PAST:
        raise WebError(400, "bad_request", "action must be accept or reject")
    if form.get("confirm") != "yes":
        raise WebError(400, "bad_request", "tick the confirmation box to decide them all")
    fields = {k: str(form.get(k) or "") or None for k in ("document", "class", "reason", "by")}
    body = BulkIn.model_validate({"kind": "figure", **fields})
    done = await _bulk(request, action, body)
    back = str(form.get("back") or "/review")
    local = back.startswith("/") and not back.startswith("//")  # never an open redirect
    query = urlencode({"bulk": _PAST[action], "n": done["n_decided"]})
    return RedirectResponse(f"{back if local else '/review'}?{query}", status_code=303)
