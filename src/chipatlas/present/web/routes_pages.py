"""HTML pages, each with a .json twin (the same dict) and a .csv of its lists (Datasette's convention)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any, TypeVar
from urllib.parse import quote

from fastapi import APIRouter, Request
from jinja2 import Environment
from sqlalchemy import Connection, Engine
from starlette.responses import HTMLResponse, Response

from chipatlas.present.web import context, context_sites
from chipatlas.present.web.bounds import connection, offload_cached
from chipatlas.present.web.charts import base_map_svg
from chipatlas.present.web.page_records import SearchContext
from chipatlas.present.web.render import WebError, csv_response, json_response
from chipatlas.present.web.urls import with_query
from chipatlas.store.search_index import ensure_fresh

router = APIRouter(include_in_schema=False)
_Context = TypeVar("_Context")
FORMATS = ("json", "csv")


def split_ext(name: str) -> tuple[str, str]:
    """'aws_trainium3.json' -> ('aws_trainium3', 'json'); no known suffix -> 'html'."""
    base, dot, ext = name.rpartition(".")
    return (base, ext) if dot and ext in FORMATS else (name, "html")


def twin_links(request: Request, fmt: str) -> dict[str, str]:
    path = request.url.path
    base = path[: -len(fmt) - 1] if fmt in FORMATS else path
    query = ("?" + request.url.query) if request.url.query else ""
    if base == "/":
        base = "/index"
    return {
        "json": f"{base}.json{query}",
        "csv": f"{base}.csv{query}",
        "html": (base if base != "/index" else "/"),
    }


def respond(
    request: Request, data: Mapping[str, Any], fmt: str, template: str, parts: Mapping[str, Any] | None = None
) -> Response:
    """``data`` as ``fmt``; ``parts``: HTML already rendered for the template (not in ``data``,
    so not in the .json twin)."""
    if fmt == "json":
        return json_response(data)
    if fmt == "csv":
        name, rows, fields = context.csv_list(data, request.query_params.get("list"))
        whose = data.get("platform")  # "platform-nvidia_gb200_nvl72-ring.csv", not one name for every ring
        slug = f"-{whose['slug']}" if isinstance(whose, Mapping) and whose.get("slug") else ""
        return csv_response(rows, fields, f"{data['page']}{slug}-{name}")
    env: Environment = request.app.state.templates
    links = twin_links(request, fmt)
    lists = list(context.CSV_LISTS.get(data["page"], {}))
    page = env.get_template(template)
    stale = request.app.state.stale_notice()
    html = page.render(d=data, links=links, csv_lists=lists, request=request, stale=stale, **(parts or {}))
    return HTMLResponse(html, headers={"Link": link_header(links, bool(lists))})


def link_header(links: Mapping[str, str], with_csv: bool) -> str:
    """The page's twins as an HTTP ``Link`` header (RFC 8288), so a client that fetched the
    page finds its data without parsing HTML; the CSV only where the page has lists. A URL is
    percent-encoded where a raw '<', '>', ',' or a space would end the link early."""
    twins = [("json", "application/json")] + ([("csv", "text/csv")] if with_csv else [])
    return ", ".join(
        f'<{quote(links[fmt], safe=_URL_SAFE)}>; rel="alternate"; type="{kind}"' for fmt, kind in twins
    )


_URL_SAFE = "/?&=%:+;.-_~!$'()*@[]"


def _with_conn(request: Request, build: Callable[[Connection], _Context]) -> _Context:
    engine: Engine = request.app.state.engine
    with connection(engine) as conn:
        return build(conn)


def _params(request: Request) -> dict[str, str]:
    return {k: v for k, v in request.query_params.items() if v}


def _detail(
    kind: str, template: str, build: Callable[[Connection, str, dict[str, str]], Mapping[str, Any]]
) -> None:
    def work(request: Request, name: str) -> Response:
        base, fmt = split_ext(name)
        data = _with_conn(request, lambda conn: build(conn, base, _params(request)))
        return respond(request, data, fmt, template)

    async def page(request: Request, name: str) -> Response:
        # Kept while the store is unchanged: a page depends only on its URL and the store.
        return await offload_cached(request, lambda: work(request, name))

    page.__name__ = f"{kind}_page"
    router.add_api_route(f"/{kind}/{{name}}", page, methods=["GET"])


def _listing(
    path: str, template: str, build: Callable[[Connection, dict[str, str]], Mapping[str, Any]]
) -> None:
    def make(fmt: str) -> Callable[[Request], Awaitable[Response]]:
        def work(request: Request) -> Response:
            data = _with_conn(request, lambda conn: build(conn, _params(request)))
            return respond(request, data, fmt, template)

        async def page(request: Request) -> Response:
            return await offload_cached(request, lambda: work(request))

        page.__name__ = f"{path.strip('/') or 'home'}_{fmt}"
        return page

    for fmt in ("html", *FORMATS):
        url = path if fmt == "html" else f"{'/index' if path == '/' else path}.{fmt}"
        router.add_api_route(url, make(fmt), methods=["GET"])


_listing("/", "home.html", lambda conn, p: context.home(conn))
_listing("/platforms", "listing.html", lambda conn, p: context.platforms(conn, p.get("cursor")))
_listing("/companies", "listing.html", lambda conn, p: context.companies(conn, p.get("cursor")))
_listing("/clusters", "listing.html", lambda conn, p: context.clusters(conn, p.get("cursor")))
_listing("/chips", "listing.html", lambda conn, p: context.chips(conn, p.get("cursor")))
_listing("/entities", "listing.html", lambda conn, p: context.entities(conn, p.get("kind"), p.get("cursor")))
_listing("/documents", "listing.html", lambda conn, p: context.documents(conn, p.get("cursor")))
_listing("/sites", "sites.html", lambda conn, p: context_sites.sites(conn))
_detail("sites", "site.html", lambda conn, name, p: context_sites.site(conn, name))
_detail("platforms", "platform.html", context.platform)
_detail("companies", "company.html", lambda conn, name, p: context.company(conn, name))
_detail("clusters", "cluster.html", lambda conn, name, p: context.cluster(conn, name))
_detail("chips", "chip.html", lambda conn, name, p: context.chip(conn, name))
_detail("entities", "entity.html", lambda conn, name, p: context.entity(conn, name))
_detail("documents", "document.html", lambda conn, name, p: context.document(conn, name, p.get("span")))


def search_data(request: Request) -> SearchContext:
    params = _params(request)
    query = params.get("q", "")
    if len(query) > 400:
        raise WebError(400, "query_too_long", "a search query is at most 400 characters")
    engine: Engine = request.app.state.engine
    ensure_fresh(engine)
    # Each result carries its page's URL (the context links them).
    return _with_conn(
        request, lambda conn: context.search(conn, query, params.get("kind"), params.get("cursor"))
    )


def _search_page(fmt: str) -> Callable[[Request], Awaitable[Response]]:
    async def page(request: Request) -> Response:
        return await offload_cached(
            request, lambda: respond(request, search_data(request), fmt, "search.html")
        )

    page.__name__ = f"search_{fmt}"
    return page


for _fmt in ("html", *FORMATS):
    router.add_api_route(
        "/search" if _fmt == "html" else f"/search.{_fmt}", _search_page(_fmt), methods=["GET"]
    )


@router.get("/assets/world.svg")
def world_svg() -> Response:
    headers = {"Cache-Control": "public, max-age=86400"}
    return Response(base_map_svg(), media_type="image/svg+xml", headers=headers)


@router.get("/favicon.ico")
def favicon() -> Response:
    from chipatlas.present.web.app import HERE

    data = (HERE / "static" / "favicon.svg").read_bytes()
    return Response(data, media_type="image/svg+xml", headers={"Cache-Control": "public, max-age=86400"})


@router.get("/api/docs")
def api_docs(request: Request) -> Response:
    """The API reference, rendered from the OpenAPI document on the server (no CDN)."""
    env: Environment = request.app.state.templates
    spec = request.app.openapi()
    data = {"page": "api_docs", "title": "API reference", "spec": spec}
    html = env.get_template("api_docs.html").render(d=data, links=None, csv_lists=[], request=request)
    return HTMLResponse(html)


__all__ = ["router", "with_query"]
