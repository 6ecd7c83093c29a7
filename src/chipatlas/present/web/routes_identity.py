"""Judgements on the web: the log under /api/v1/judgements, and the review form of entity pages.

Reading is open; a merge, split or 'unsure' needs the operator's API token (a bearer
header for the API, a ``token`` field for the page form), like every other write.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, Field
from sqlalchemy import Connection, Engine
from starlette.responses import RedirectResponse, Response

from chipatlas.analyze.view import find_id, judgement_rows
from chipatlas.errors import ChipatlasError
from chipatlas.ingest.identity import Outcome, default_user, merge, split, unsure
from chipatlas.limits import PAGE_ITEMS
from chipatlas.present.web import schemas
from chipatlas.present.web.bounds import connection, offload
from chipatlas.present.web.page_records_api import Items
from chipatlas.present.web.page_records_identity import (
    JudgementEntry,
    JudgementLine,
    JudgementOutcome,
    judgement_line,
)
from chipatlas.present.web.paging import Cursor, Limit, cut, offset_of
from chipatlas.present.web.render import WebError, json_response
from chipatlas.present.web.routes_watch import _bearer, _check
from chipatlas.store.judgements import Judgement

router = APIRouter(tags=["judgements"], responses=schemas.ERRORS)
_ACTIONS = {"same": merge, "not_same": split, "unsure": unsure}


class JudgementIn(BaseModel):
    """Two entities (names, aliases or ids) and what you judge them to be."""

    left: str = Field(description="An entity: name, alias or id.")
    right: str = Field(description="The other entity.")
    judgement: str = Field("same", description="same | not_same | unsure")
    reason: str | None = Field(None, description="Why: kept with the judgement.")
    by: str | None = Field(None, description="Who judges (default: the server's user).")


def _judge(request: Request, body: JudgementIn) -> Outcome:
    action = _ACTIONS.get(body.judgement)
    if action is None:
        raise WebError(400, "bad_request", "judgement must be one of same, not_same, unsure")
    engine: Engine = request.app.state.engine
    try:
        with engine.begin() as conn:
            a, b = find_id(conn, body.left), find_id(conn, body.right)
            return action(conn, a, b, body.reason, body.by or default_user())
    except ChipatlasError as exc:
        raise WebError(400, "bad_request", str(exc)) from None


def _entry(j: Judgement) -> JudgementEntry:
    return {
        "id": j.id,
        "left_id": j.left_id,
        "right_id": j.right_id,
        "judgement": j.judgement,
        "reason": j.reason,
        "judged_by": j.judged_by,
        "created_at": j.created_at,
        "retracted_at": j.retracted_at,
    }


def _outcome(outcome: Outcome) -> JudgementOutcome:
    return {
        "judgement": _entry(outcome.judgement),
        "affected": list(outcome.affected),
        "ring_rows": outcome.ring_rows,
        "retracted": outcome.retracted,
        "message": outcome.line(),
    }


def _rows(conn: Connection, entity: str | None, at: int, limit: int) -> Items[JudgementLine]:
    eid = find_id(conn, entity) if entity else None
    whole = judgement_rows(conn, eid)
    page, nxt = cut(whole, at, limit)
    return {"items": [judgement_line(j) for j in page], "n_items": len(whole), "next_cursor": nxt}


@router.get("/api/v1/judgements", summary="The judgement log, newest first")
async def list_judgements(
    request: Request,
    entity: Annotated[str | None, Query(description="Only those touching this entity.")] = None,
    limit: Limit = PAGE_ITEMS,
    cursor: Cursor = None,
) -> Response:
    """One page of the log (``n_items`` counts it all; ``next_cursor`` for the rest)."""
    at = offset_of(cursor)
    engine: Engine = request.app.state.engine

    def work() -> Response:
        with connection(engine) as conn:
            return json_response(_rows(conn, entity, at, limit))

    return await offload(request, work)


@router.post(
    "/api/v1/judgements",
    summary="Merge (same), split (not_same) or doubt (bearer token)",
    status_code=201,
    responses=schemas.WRITES,
)
def post_judgement(request: Request, body: JudgementIn) -> Response:
    _check(request, _bearer(request))
    return json_response(_outcome(_judge(request, body)), 201)


@router.delete(
    "/api/v1/judgements",
    summary="Split two entities: records not_same (bearer token)",
    responses=schemas.WRITES,
)
def delete_judgement(
    request: Request,
    left: Annotated[str, Query(description="An entity: name, alias or id.")],
    right: Annotated[str, Query(description="The other entity.")],
    reason: Annotated[str | None, Query(description="Why.")] = None,
    by: Annotated[str | None, Query(description="Who.")] = None,
) -> Response:
    _check(request, _bearer(request))
    body = JudgementIn(left=left, right=right, judgement="not_same", reason=reason, by=by)
    return json_response(_outcome(_judge(request, body)))


@router.post("/judgements", include_in_schema=False)
async def page_judge(request: Request) -> Response:
    """The review form of a company or chip page; back to the page it came from."""
    form = await request.form()
    _check(request, str(form.get("token") or ""))
    body = JudgementIn(
        left=str(form.get("left") or ""),
        right=str(form.get("right") or ""),
        judgement=str(form.get("judgement") or "same"),
        reason=str(form.get("reason") or "") or None,
        by=str(form.get("by") or "") or None,
    )
    _judge(request, body)
    back = str(form.get("back") or "/")
    local = back.startswith("/") and not back.startswith("//")  # never an open redirect
    return RedirectResponse(back if local else "/", status_code=303)
