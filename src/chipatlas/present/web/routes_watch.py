"""Watchlists on the web: the API (/api/v1/watchlists), the pages, and each one's Atom feed.

Reading is open; adding and removing need the operator's API token (a bearer header for
the API, a form field on the page). Recipient addresses are shown masked.
"""

from __future__ import annotations

import hmac
from collections.abc import Mapping
from datetime import UTC, datetime

from fastapi import APIRouter, Request
from jinja2 import Environment
from sqlalchemy import Engine
from starlette.responses import HTMLResponse, RedirectResponse, Response

from chipatlas.analyze.digest import (
    all_watchlists,
    digest,
    matching_signals,
    parse_stamp,
    period_of,
    shown_from,
    watchlist,
)
from chipatlas.analyze.records_digest import Watchlist
from chipatlas.errors import ChipatlasError
from chipatlas.jsonvalue import JSONObject
from chipatlas.limits import PAGE_ITEMS
from chipatlas.present.deliver.outbox import delivery_log
from chipatlas.present.deliver.watchlists import NewWatchlist, add_watchlist, remove_watchlist
from chipatlas.present.digest import render
from chipatlas.present.digest.feed import atom
from chipatlas.present.digest.templates import WATCH_PAGE
from chipatlas.present.web import schemas
from chipatlas.present.web.page_records_watch import WatchlistContext, WatchlistsContext
from chipatlas.present.web.paging import Cursor, Limit, items_page, offset_of
from chipatlas.present.web.render import WebError, json_response

router = APIRouter(tags=["watchlists"], responses=schemas.ERRORS)
_LIST_FIELDS = ("entities", "platforms", "countries", "types", "emails", "webhooks")


def _engine(request: Request) -> Engine:
    engine: Engine = request.app.state.engine
    return engine


def _check(request: Request, given: str | None) -> None:
    token: str | None = request.app.state.token
    if not token:
        raise WebError(
            403, "read_only", "this server is read-only: the operator has not set CHIPATLAS_API_TOKEN"
        )
    if not given or not hmac.compare_digest(given.strip().encode(), token.encode()):
        raise WebError(
            401, "unauthorized", "send 'Authorization: Bearer <token>' with the operator's API token"
        )


def _bearer(request: Request) -> str | None:
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    return given if scheme.lower() == "bearer" else None


def _mask(address: str) -> str:
    if "@" in address:
        local, _, domain = address.partition("@")
        return f"{local[:1]}…@{domain}"
    scheme, _, rest = address.partition("://")
    return f"{scheme}://{rest.split('/', 1)[0]}/…"


def public(wl: Watchlist) -> Watchlist:
    return {**wl, "emails": [_mask(a) for a in wl["emails"]], "webhooks": [_mask(u) for u in wl["webhooks"]]}


def _create(request: Request, body: JSONObject) -> NewWatchlist:
    # ``body`` is the request's JSON object (or the form as one): any keys, checked below.
    def strings(key: str) -> list[str]:
        value = body.get(key) or []
        value = [value] if isinstance(value, str) else value
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise WebError(422, "invalid_request", f"{key}: a list of strings")
        return [v.strip() for v in value if v.strip()]

    name, impact = body.get("name"), body.get("min_impact")
    if not isinstance(name, str):
        raise WebError(422, "invalid_request", "name: a string")
    try:
        min_impact = int(impact) if impact not in (None, "") else None
    except (TypeError, ValueError):
        raise WebError(422, "invalid_request", "min_impact: a number from 1 to 5") from None
    with _engine(request).begin() as conn:
        return add_watchlist(
            conn,
            name.strip(),
            entity_names=strings("entities"),
            platform_names=strings("platforms"),
            country_names=strings("countries"),
            types=strings("types"),
            min_impact=min_impact,
            emails=strings("emails"),
            webhooks=strings("webhooks"),
            cadence=str(body.get("cadence") or "daily"),
        )


# --- API ---------------------------------------------------------------------------------


@router.get("/api/v1/watchlists", summary="Watchlists (recipients masked), one page")
def api_list(request: Request, limit: Limit = PAGE_ITEMS, cursor: Cursor = None) -> Response:
    with _engine(request).connect() as conn:
        found = [public(w) for w in all_watchlists(conn)]
    return json_response(items_page(found, offset_of(cursor), limit))


@router.post(
    "/api/v1/watchlists", summary="Add a watchlist (bearer token)", status_code=201, responses=schemas.WRITES
)
async def api_add(request: Request) -> Response:
    """JSON: ``{name, entities, platforms, countries, types, min_impact, emails, webhooks,
    cadence}``. The answer carries the webhook ``secret`` once."""
    _check(request, _bearer(request))
    try:
        body = await request.json()
    except ValueError:
        raise WebError(400, "bad_request", "send a JSON object") from None
    if not isinstance(body, dict):
        raise WebError(400, "bad_request", "send a JSON object")
    return json_response(_create(request, body), 201)


@router.get("/api/v1/watchlists/{name}", summary="A watchlist and its delivery log")
def api_get(request: Request, name: str) -> Response:
    with _engine(request).connect() as conn:
        wl = public(watchlist(conn, name))
        log = [d | {"recipient": _mask(d["recipient"])} for d in delivery_log(conn, name)]
    return json_response(wl | {"deliveries": log, "feed": f"/watchlists/{name}/feed.xml"})


@router.delete(
    "/api/v1/watchlists/{name}", summary="Remove a watchlist (bearer token)", responses=schemas.WRITES
)
def api_remove(request: Request, name: str) -> Response:
    _check(request, _bearer(request))
    with _engine(request).begin() as conn:
        return json_response({"removed": name, "message": remove_watchlist(conn, name)})


@router.get(
    "/api/v1/watchlists/{name}/digest",
    summary="The digest of the period containing `at`",
    response_model=schemas.Digest,
)
def api_digest(request: Request, name: str, at: str | None = None, since: str | None = None) -> Response:
    """What is new since the last digest sent for the watchlist (else its creation), or ``since``."""
    with _engine(request).connect() as conn:
        wl = watchlist(conn, name)
        period = period_of(wl["cadence"], parse_stamp(at) if at else datetime.now(UTC))
        d = digest(conn, name, period, opened=shown_from(conn, wl, since))
    return json_response(d | {"watchlist": public(d["watchlist"])})


# --- pages and feed --------------------------------------------------------------------------


def _html(request: Request, data: Mapping[str, object]) -> HTMLResponse:
    env: Environment = request.app.state.templates
    page = env.from_string(WATCH_PAGE).render(d=data, links=None, request=request, watching=render.watching)
    return HTMLResponse(page)


def _list_page(request: Request) -> WatchlistsContext:
    with _engine(request).connect() as conn:
        items = [public(w) for w in all_watchlists(conn)]
    return {"page": "watchlists", "title": "Watchlists", "watchlists": items}


@router.get("/watchlists", include_in_schema=False)
def page_list(request: Request) -> Response:
    return _html(request, _list_page(request))


@router.get("/watchlists.json", include_in_schema=False)
def page_list_json(request: Request) -> Response:
    """The page's JSON twin, like every other page's."""
    return json_response(_list_page(request))


@router.post("/watchlists", include_in_schema=False)
async def page_add(request: Request) -> Response:
    form = await request.form()
    _check(request, str(form.get("token") or ""))
    body: JSONObject = {k: str(form.get(k) or "") for k in ("name", "min_impact", "cadence")}
    body |= {k: str(form.get(k) or "").splitlines() for k in _LIST_FIELDS}
    try:
        created = _create(request, body)
    except ChipatlasError as exc:
        raise WebError(400, "bad_request", str(exc)) from None
    if created.get("secret"):
        return _page_one(request, created["name"], created["secret"])
    return RedirectResponse(f"/watchlists/{created['name']}", status_code=303)


def _page_one(request: Request, name: str, secret: str | None = None, as_json: bool = False) -> Response:
    with _engine(request).connect() as conn:
        wl = public(watchlist(conn, name))
        data: WatchlistContext = {
            "page": "watchlist",
            "title": f"Watchlist {name}",
            "watchlist": wl,
            "signals": matching_signals(conn, wl)[:50],
            "deliveries": [d | {"recipient": _mask(d["recipient"])} for d in delivery_log(conn, name)],
            "secret": secret,
        }
    return json_response(data) if as_json else _html(request, data)


@router.get("/watchlists/{name}", include_in_schema=False)
def page_one(request: Request, name: str) -> Response:
    """A watchlist's page; ``<name>.json`` is its JSON twin, like every other page's."""
    base = name.removesuffix(".json")
    if base != name:
        with _engine(request).connect() as conn:
            # A watchlist may itself be called 'x.json' (dots are allowed): its page wins.
            named = {w["name"] for w in all_watchlists(conn)}
        if name not in named:
            return _page_one(request, base, as_json=True)
    return _page_one(request, name)


@router.get(
    "/watchlists/{name}/feed.xml",
    summary="A watchlist's matching signals as Atom",
    response_class=Response,
    responses={200: {"content": {"application/atom+xml": {}}, "description": "The Atom feed."}},
)
def feed(request: Request, name: str) -> Response:
    with _engine(request).connect() as conn:
        # The configured address (CHIPATLAS_BASE_URL), never the Host header a client sends.
        data = atom(conn, name, request.app.state.base_url)
    return Response(data, media_type="application/atom+xml; charset=utf-8")
