"""The FastAPI application: pages, their twins, the API, errors in one shape, assets from the package."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.staticfiles import StaticFiles
from jinja2 import Environment, FileSystemLoader, select_autoescape
from sqlalchemy import Engine
from sqlalchemy.exc import DataError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from starlette.exceptions import HTTPException
from starlette.responses import HTMLResponse, Response
from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from chipatlas import __version__
from chipatlas.analyze.document_label import document_label
from chipatlas.analyze.spec_labels import bare_quote
from chipatlas.analyze.value_forms import words
from chipatlas.errors import ChipatlasError, NotFoundError
from chipatlas.ingest.stamp import read_stamp
from chipatlas.present.jobs.queue import broker_url, queue_name
from chipatlas.present.web import charts, charts_analysis, charts_sites, collector, labels, urls
from chipatlas.present.web.bounds import Gate, Limits, Results, base_url
from chipatlas.present.web.head import HeadAsGet
from chipatlas.present.web.highlight import marked
from chipatlas.present.web.render import WebError, error_response
from chipatlas.present.web.requestlog import RequestLog
from chipatlas.present.web.ringcache import FastRing, RingCache
from chipatlas.present.web.ringrows import label, ring_row
from chipatlas.present.web.upload import DEFAULT_MAX_UPLOAD
from chipatlas.store.version import StoreVersion

HERE = Path(__file__).parent
_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
_HEADERS = [
    (b"content-security-policy", _CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]
_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
}


class SecurityHeaders:
    """A plain ASGI middleware (cheaper than BaseHTTPMiddleware): the same headers on every response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *_HEADERS]
            await send(message)

        await self.app(scope, receive, with_headers)


def groupby_first(rows: list[dict[str, Any]], key: str) -> list[tuple[Any, list[dict[str, Any]]]]:
    """Group rows by a key in order of first appearance (Jinja's groupby sorts)."""
    groups: dict[Any, list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(row[key], []).append(row)
    return list(groups.items())


def mapping(rows: list[dict[str, Any]], key: str, value: str) -> dict[Any, Any]:
    """rows -> {row[key]: row[value]}, e.g. platform slug -> name (the ``mapping`` filter)."""
    return {row[key]: row[value] for row in rows}


def pct(value: Any, digits: int = 0) -> str:
    """0.4722 -> '47%'; with ``digits=1`` 0.1667 -> '16.7%' and 0.5 -> '50%'; None -> '—'."""
    if value is None:
        return "—"
    text = f"{float(value) * 100:.{digits}f}"
    return (text.rstrip("0").rstrip(".") if digits else text) + "%"


def short_id(signal_id: str) -> str:
    return signal_id.removeprefix("signal:")


def templates() -> Environment:
    env = Environment(
        loader=FileSystemLoader(HERE / "templates"),
        autoescape=select_autoescape(enabled_extensions=("html", "svg"), default=True),
        trim_blocks=True,
        lstrip_blocks=True,
        # Compiled once: the templates ship inside the package and do not change while it runs.
        auto_reload=False,
    )
    env.filters["label"] = label
    env.filters["groupby_first"] = groupby_first
    env.filters["web_url"] = urls.web_url
    env.filters["pct"] = pct
    env.filters["mapping"] = mapping
    env.filters["short_id"] = short_id
    env.filters["prop_label"] = labels.prop_label
    env.filters["compare_label"] = labels.compare_label
    env.filters["readable"] = labels.readable
    env.filters["grouped"] = labels.grouped
    env.filters["signal_type"] = labels.signal_type
    env.filters["figure_relation"] = labels.figure_relation
    env.filters["metric_label"] = labels.metric_name
    env.filters["bare_quote"] = bare_quote
    env.filters["one_per_referrer"] = labels.one_per_referrer
    env.filters["impact_reason"] = labels.impact_reason
    env.filters["one_unit"] = labels.one_unit
    env.filters["value_words"] = words
    env.globals.update(
        entity_url=urls.entity_url,
        source_url=urls.source_url,
        with_query=urls.with_query,
        page_url=urls.page_url,
        bars=charts.bars,
        world_map=charts.world_map,
        map_notice=charts.map_notice,
        map_legend=charts.map_legend,
        site_map=charts_sites.site_map,
        site_map_notice=charts_sites.site_map_notice,
        hbars=charts_analysis.hbars,
        dependence_map=charts_analysis.dependence_map,
        marked=marked,
        ring_row=ring_row,
        figure=labels.figure,
        refers=labels.refers,
        change_title=labels.change_title,
        document_label=document_label,
        version=__version__,
    )
    return env


def wants_json(path: str) -> bool:
    return path.startswith("/api/") or path.endswith((".json", ".csv", ".xml"))


def _error(request: Request, err: WebError, headers: dict[str, str] | None = None) -> Response:
    if wants_json(request.url.path):
        return error_response(err, headers)
    env: Environment = request.app.state.templates
    html = env.get_template("error.html").render(
        d={"page": "error", "title": f"Error {err.status}", "error": err}
    )
    return HTMLResponse(html, status_code=err.status, headers=headers)


def _retry(request: Request) -> dict[str, str]:
    limits: Limits = request.app.state.gate.limits
    return {"Retry-After": str(limits.retry_after)}


def _allowed(request: Request) -> str:
    """Every method some route on this path answers: Starlette's own 405 names only the
    first route that matched the path, so GET and POST on one path would say ``Allow: GET``."""
    methods = []
    for method in ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"):
        scope = {**request.scope, "method": method}
        if any(route.matches(scope)[0] == Match.FULL for route in request.app.routes):
            methods.append(method)
    return ", ".join(methods)


def _handlers(app: FastAPI) -> None:
    @app.exception_handler(WebError)
    async def _web(request: Request, exc: WebError) -> Response:
        headers = {"WWW-Authenticate": "Bearer"} if exc.status == 401 else None
        if exc.status == 503:
            headers = _retry(request)
        return _error(request, exc, headers)

    @app.exception_handler(PoolTimeout)
    async def _pool(request: Request, exc: PoolTimeout) -> Response:
        # Every connection of the pool is in use: busy, not broken.
        return _error(request, WebError(503, "busy", "the store is busy; try again shortly"), _retry(request))

    @app.exception_handler(DataError)
    async def _data(request: Request, exc: DataError) -> Response:
        # A value the database cannot take at all (a NUL character on PostgreSQL): bad input.
        message = "a parameter holds a value the store cannot use (e.g. a NUL character)"
        return _error(request, WebError(400, "bad_request", message))

    @app.exception_handler(OperationalError)
    async def _store(request: Request, exc: OperationalError) -> Response:
        # A locked SQLite file, a refused or cancelled PostgreSQL connection: try again later.
        message = "the store is busy or unreachable; try again shortly"
        return _error(request, WebError(503, "busy", message), _retry(request))

    @app.exception_handler(NotFoundError)
    async def _not_found(request: Request, exc: NotFoundError) -> Response:
        return _error(request, WebError(404, "not_found", str(exc)))

    @app.exception_handler(ChipatlasError)
    async def _chipatlas(request: Request, exc: ChipatlasError) -> Response:
        return _error(request, WebError(400, "bad_request", str(exc)))

    @app.exception_handler(HTTPException)
    async def _http(request: Request, exc: HTTPException) -> Response:
        code = _CODES.get(exc.status_code, "http_error")
        message = "no such page" if exc.status_code == 404 else str(exc.detail)
        headers = dict(exc.headers or {})
        if exc.status_code == 405:
            headers["Allow"] = _allowed(request)
        return _error(request, WebError(exc.status_code, code, message), headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> Response:
        detail = [{"where": ".".join(str(p) for p in e["loc"]), "message": e["msg"]} for e in exc.errors()]
        message = "; ".join(f"{d['where']}: {d['message']}" for d in detail)
        return _error(request, WebError(422, "invalid_request", message, detail))

    @app.exception_handler(Exception)
    async def _crash(request: Request, exc: Exception) -> Response:
        # This handler runs outside every middleware (Starlette's ServerErrorMiddleware), so
        # it adds the security headers itself.
        headers = {k.decode(): v.decode() for k, v in _HEADERS}
        return _error(request, WebError(500, "internal_error", "the server failed; see its log"), headers)


class StaleNotice:
    """The footer's line when the store's projections were built by another version (read
    again only when the store's version moved: a rebuild or an ingest moves it). The web
    never rebuilds: it shows the rows as they are and says so."""

    def __init__(self, engine: Engine, version: StoreVersion) -> None:
        self.engine, self.version = engine, version
        self._seen: str | None = None
        self._line: str | None = None

    def __call__(self) -> str | None:
        now = self.version()
        if now != self._seen:
            with self.engine.connect() as conn:
                stamp = read_stamp(conn)
            self._line = "projections stale: run chipatlas rebuild" if stamp.stale else None
            self._seen = now
        return self._line


@asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    with collector.serving():
        yield
    app.state.gate.close()
    app.state.version.close()


def create_app(
    engine: Engine,
    token: str | None = None,
    max_upload: int = DEFAULT_MAX_UPLOAD,
    limits: Limits | None = None,
    site_url: str | None = None,
    broker: str | None = None,
    queue: str | None = None,
) -> FastAPI:
    """The whole site over one store. With no ``token`` it is read-only. ``limits`` bound the
    work per request (default from the environment); ``site_url`` is the address absolute
    links use (default ``CHIPATLAS_BASE_URL``), never the request's Host header."""
    from chipatlas.present.web import (
        routes_analysis,
        routes_api,
        routes_api_analysis,
        routes_api_sites,
        routes_identity,
        routes_jobs,
        routes_pages,
        routes_review,
        routes_review_bulk,
        routes_review_undo,
        routes_watch,
        routes_whatif,
    )

    app = FastAPI(
        title="chipatlas",
        version=__version__,
        description="An evidence-grounded atlas of the AI-hardware supply chain. See docs/api.md.",
        docs_url=None,
        redoc_url=None,
        openapi_url="/api/v1/openapi.json",
        lifespan=_lifespan,
    )
    app.state.engine = engine
    app.state.token = token or None
    app.state.max_upload = max_upload
    app.state.templates = templates()
    app.state.gate = Gate(limits or Limits.from_env())
    app.state.results = Results()
    app.state.version = StoreVersion(engine)  # what cached answers are keyed on
    app.state.rings = RingCache(app.state.version)
    app.state.stale_notice = StaleNotice(engine, app.state.version)
    app.state.base_url = base_url(site_url)
    app.state.broker = broker_url(broker)  # None: jobs run inline, in the request
    app.state.queue = queue_name(queue)
    app.add_middleware(HeadAsGet)  # innermost: the log still records the HEAD it was asked
    app.add_middleware(FastRing, cache=app.state.rings)  # behind the headers and the log
    app.add_middleware(SecurityHeaders)
    app.add_middleware(RequestLog)  # outermost: its id is on the 500 page's log lines too
    _handlers(app)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    app.include_router(routes_api.router)
    app.include_router(routes_api_sites.router)
    app.include_router(routes_api_analysis.router)
    app.include_router(routes_pages.router)
    app.include_router(routes_analysis.router)
    app.include_router(routes_whatif.router)
    app.include_router(routes_watch.router)
    app.include_router(routes_identity.router)
    app.include_router(routes_jobs.router)
    app.include_router(routes_review_undo.router)  # before routes_review: bulk/undo
    app.include_router(routes_review_bulk.router)  # before routes_review: its bulk/{action}
    app.include_router(routes_review.router)
    return app


def app_from_env() -> FastAPI:
    """The app of one ``serve --workers N`` process: store, token, limits and broker from the
    environment that ``serve`` set. Its pool is sized for this process alone."""
    import os

    from chipatlas.ingest.stamp import warn_if_stale
    from chipatlas.logs import configure
    from chipatlas.store.db import connect, require_current

    configure()
    limits = Limits.from_env()
    engine = connect(None, limits.pool_size, limits.pool_wait)
    require_current(engine)
    warn_if_stale(engine)
    max_upload = int(os.environ.get("CHIPATLAS_MAX_UPLOAD") or DEFAULT_MAX_UPLOAD)
    return create_app(
        engine, token=os.environ.get("CHIPATLAS_API_TOKEN") or None, max_upload=max_upload, limits=limits
    )
