"""Proposed ring changes on the web: a review page per platform, and the API.

Reading is open. Accepting, rejecting, undoing and editing need the operator's API token (a
bearer header for the API, a ``token`` field for the page's buttons). Pages are not kept
in the answer cache: a rejection changes no statement, so the store's stamp would not
show it (docs/review.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Path, Query, Request
from pydantic import BaseModel, Field
from sqlalchemy import Connection, Engine
from starlette.concurrency import run_in_threadpool
from starlette.responses import RedirectResponse, Response

from chipatlas.analyze.proposals import for_makers_of, pending, view
from chipatlas.analyze.records_proposals import ProposalRecord
from chipatlas.analyze.ring import find_platform
from chipatlas.analyze.specs import entity_id
from chipatlas.errors import ChipatlasError, NotFoundError
from chipatlas.ingest import review, review_edit
from chipatlas.ingest.identity import default_user
from chipatlas.limits import PAGE_ITEMS
from chipatlas.present.web import schemas
from chipatlas.present.web.access import authorize
from chipatlas.present.web.bounds import connection, offload
from chipatlas.present.web.page_records_api import Items
from chipatlas.present.web.page_records_review import DecisionEntry, ProposalDetail, ReviewContext
from chipatlas.present.web.paging import Cursor, Limit, cut, offset_of
from chipatlas.present.web.render import WebError, json_response
from chipatlas.present.web.routes_pages import respond
from chipatlas.present.web.routes_review_bulk import figure_groups
from chipatlas.present.web.routes_review_undo import standing
from chipatlas.present.web.routes_watch import _check
from chipatlas.store import proposals as rows

router = APIRouter(tags=["review"], responses=schemas.ERRORS)
_STATUSES = {"open": ("proposed", "candidate"), "all": ("proposed", "candidate", "accepted", "rejected")}
_ID = r"^[0-9a-f]{16}$"
_DECIDE = {"accept": review.accept, "reject": review.reject, "undo": review.undo}


class DecisionIn(BaseModel):
    reason: str | None = Field(None, description="Why: kept with the decision.")
    by: str | None = Field(None, description="Who decides (default: the server's user).")


def _statuses(status: str) -> tuple[str, ...]:
    got = _STATUSES.get(status, (status,))
    if not set(got) <= set(_STATUSES["all"]):
        raise WebError(
            400, "bad_request", "status must be open, all, proposed, candidate, accepted or rejected"
        )
    return got


_KINDS = ("supply", "site", "ownership", "deployment", "figure")


def _kinds(kind: str | None) -> tuple[str, ...]:
    if kind is None:
        return ()
    if kind not in _KINDS:
        raise WebError(400, "bad_request", f"kind must be one of {', '.join(_KINDS)}")
    return (kind,)


def _listing(
    conn: Connection, platform: str | None, status: str, at: int, limit: int, kind: str | None = None
) -> Items[ProposalRecord]:
    pids = [str(find_platform(conn, platform)["id"])] if platform else None
    whole = pending(conn, pids, _statuses(status), kinds=_kinds(kind))
    page, nxt = cut(whole, at, limit)
    return {"items": [p.record() for p in page], "n_items": len(whole), "next_cursor": nxt}


@router.get(
    "/api/v1/proposals",
    summary="Proposed ring changes (open by default)",
    response_model=schemas.ProposalPage,
)
async def list_proposals(
    request: Request,
    platform: Annotated[str | None, Query(description="A platform name, short form or slug.")] = None,
    status: Annotated[
        str, Query(description="open | all | proposed | candidate | accepted | rejected")
    ] = "open",
    kind: Annotated[
        str | None,
        Query(description="supply | site | ownership | deployment | figure (a figure read from prose)"),
    ] = None,
    limit: Limit = PAGE_ITEMS,
    cursor: Cursor = None,
) -> Response:
    """One page (``n_items`` counts them all; ``next_cursor`` for the rest)."""
    at = offset_of(cursor)

    def read() -> Response:
        with connection(request.app.state.engine) as conn:
            return json_response(_listing(conn, platform, status, at, limit, kind))

    return await offload(request, read)


def _decision(d: rows.Decision) -> DecisionEntry:
    return {
        "proposal_id": d.proposal_id,
        "decision": d.decision,
        "decided_by": d.decided_by,
        "reason": d.reason,
        "at": d.at,
        "retired_ids": list(d.retired_ids),
        "batch_id": d.batch_id,
    }


def _one(conn: Connection, proposal_id: str) -> ProposalDetail:
    (p,) = view(conn, [rows.get(conn, proposal_id)])
    decisions = [_decision(d) for d in rows.decisions(conn, proposal_id)]
    return {**p.record(), "decisions": decisions}


@router.get(
    "/api/v1/proposals/{proposal_id}",
    summary="One proposal with its decisions",
    response_model=schemas.ProposalDetail,
)
async def get_proposal(request: Request, proposal_id: Annotated[str, Path(pattern=_ID)]) -> Response:
    def read() -> Response:
        with connection(request.app.state.engine) as conn:
            return json_response(_one(conn, proposal_id))

    return await offload(request, read)


class FigureEditIn(BaseModel):
    subject: str | None = Field(None, description="Figure: what it is about (a name or id).")
    metric: str | None = Field(None, description="Figure: e.g. revenue, hbm_capacity.")
    value: str | None = Field(None, description="Figure: a number, or a range 'a-b'.")
    unit: str | None = Field(None, description="Figure: e.g. USD, GB, TB/s, %, count.")
    scope: str | None = Field(None, description="Figure: e.g. per_chip, per_year.")
    by: str | None = Field(None, description="Who edits (default: the server's user).")


def _edit_figure(engine: Engine, proposal_id: str, body: FigureEditIn) -> None:
    with connection(engine) as conn:
        subject_id = entity_id(conn, body.subject) if body.subject else None
    review_edit.edit(
        engine,
        proposal_id,
        body.by or default_user(),
        subject_id=subject_id,
        metric=body.metric,
        value=body.value,
        unit=body.unit,
        scope=body.scope,
    )


@router.post(
    "/api/v1/proposals/{proposal_id}/edit",
    summary="Correct a figure proposal before deciding (bearer token)",
    response_model=schemas.ProposalDetail,
    responses=schemas.WRITES | {409: {"model": schemas.Error, "description": "Not possible in its state."}},
)
async def edit_proposal(
    request: Request, proposal_id: Annotated[str, Path(pattern=_ID)], body: FigureEditIn
) -> Response:
    authorize(request)
    engine = request.app.state.engine
    return json_response(await _apply(engine, proposal_id, lambda: _edit_figure(engine, proposal_id, body)))


async def _apply(engine: Engine, proposal_id: str, work: Callable[[], object]) -> ProposalDetail:
    """One review write off the event loop, its errors as HTTP answers (404 unknown id, 409 not
    possible in the proposal's state), then the proposal as it now stands."""
    try:
        await run_in_threadpool(work)
    except NotFoundError as exc:
        raise WebError(404, "not_found", str(exc)) from None
    except ChipatlasError as exc:
        raise WebError(409, "conflict", str(exc)) from None
    with connection(engine) as conn:
        return _one(conn, proposal_id)


async def _decide(request: Request, action: str, proposal_id: str, body: DecisionIn) -> ProposalDetail:
    engine = request.app.state.engine
    by = body.by or default_user()
    return await _apply(engine, proposal_id, lambda: _DECIDE[action](engine, proposal_id, by, body.reason))


_FORM_EDITS = ("role", "stage", "share", "country", "component")  # the review page's edit form


async def _edit(
    request: Request, proposal_id: str, by: str | None, fields: dict[str, str | None]
) -> ProposalDetail:
    """An edit, as the CLI's ``review edit`` makes it: an ``edit`` decision naming the fields."""
    engine = request.app.state.engine
    return await _apply(
        engine, proposal_id, lambda: review_edit.edit(engine, proposal_id, by or default_user(), **fields)
    )


@router.post(
    "/api/v1/proposals/{proposal_id}/{action}",
    summary="Accept, reject or undo a proposal (bearer token)",
    response_model=schemas.ProposalDetail,
    responses=schemas.WRITES | {409: {"model": schemas.Error, "description": "Not possible in its state."}},
)
async def decide(
    request: Request,
    proposal_id: Annotated[str, Path(pattern=_ID)],
    action: Annotated[str, Path(pattern="^(accept|reject|undo)$")],
    body: DecisionIn,
) -> Response:
    authorize(request)
    return json_response(await _decide(request, action, proposal_id, body))


def _page(conn: Connection, name: str | None, status: str, every: bool = False) -> ReviewContext:
    """``every``: every proposal, not the page's first ``PAGE_ITEMS`` (the CSV export: a
    spreadsheet cut at 100 rows said nothing of the rest)."""
    if name is None:  # every platform's, and the candidates that name no platform
        found = pending(conn, None, _statuses(status))
        return {
            "page": "review",
            "title": "Review: proposed ring changes",
            "platform": None,
            "status": status,
            "proposals": [p.record() for p in (found if every else found[:PAGE_ITEMS])],
            "n_proposals": len(found),
            "n_figures": sum(p.kind == "figure" for p in found),
            "figure_groups": figure_groups([p.record() for p in found if p.kind == "figure"]),
            "batches": standing(conn),
        }
    platform = find_platform(conn, name)
    found = pending(conn, [str(platform["id"])], _statuses(status))
    found += for_makers_of(conn, str(platform["id"]), _statuses(status))
    return {
        "page": "review",
        "title": f"Review: {platform['name']}",
        "platform": {"id": platform["id"], "name": platform["name"], "slug": platform["slug"]},
        "status": status,
        "proposals": [p.record() for p in found],
        "n_proposals": len(found),
        "n_figures": sum(p.kind == "figure" for p in found),
        "figure_groups": figure_groups([p.record() for p in found if p.kind == "figure"]),
        "batches": standing(conn),
    }


@router.get("/review", include_in_schema=False)
async def review_all(request: Request, status: str = "open") -> Response:
    """Every platform's proposals on one page; the buttons post to the same address."""
    return await _review_page(request, None, "html", status)


@router.get("/review.json", include_in_schema=False)
async def review_all_json(request: Request, status: str = "open") -> Response:
    return await _review_page(request, None, "json", status)


@router.get("/review.csv", include_in_schema=False)
async def review_all_csv(request: Request, status: str = "open") -> Response:
    """The same rows as /review.json (README: any page address takes .csv)."""
    return await _review_page(request, None, "csv", status)


async def _review_page(request: Request, name: str | None, fmt: str, status: str) -> Response:
    def work() -> Response:
        with connection(request.app.state.engine) as conn:
            try:
                data = _page(conn, name, status, every=fmt == "csv")
            except NotFoundError as exc:
                raise WebError(404, "not_found", str(exc)) from None
        return respond(request, data, fmt, "review.html")

    return await offload(request, work)


@router.get("/platforms/{name}/review", include_in_schema=False)
async def review_page(request: Request, name: str, status: str = "open") -> Response:
    return await _review_page(request, name, "html", status)


@router.get("/platforms/{name}/review.json", include_in_schema=False)
async def review_json(request: Request, name: str, status: str = "open") -> Response:
    return await _review_page(request, name, "json", status)


@router.get("/platforms/{name}/review.csv", include_in_schema=False)
async def review_csv(request: Request, name: str, status: str = "open") -> Response:
    return await _review_page(request, name, "csv", status)


@router.post("/review", include_in_schema=False)
async def page_decide(request: Request) -> Response:
    """The buttons of the review page; back to the page."""
    form = await request.form()
    _check(request, str(form.get("token") or ""))
    action = str(form.get("action") or "")
    if action == "edit":
        fields = {k: str(form.get(k) or "") or None for k in _FORM_EDITS}
        await _edit(request, str(form.get("proposal") or ""), str(form.get("by") or "") or None, fields)
    elif action not in _DECIDE:
        raise WebError(400, "bad_request", "action must be accept, reject, undo or edit")
    else:
        body = DecisionIn(reason=str(form.get("reason") or "") or None, by=str(form.get("by") or "") or None)
        await _decide(request, action, str(form.get("proposal") or ""), body)
    back = str(form.get("back") or "/")
    local = back.startswith("/") and not back.startswith("//")  # never an open redirect
    return RedirectResponse(back if local else "/", status_code=303)
