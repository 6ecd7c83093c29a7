"""The analysis and signals pages, each with its .json twin (the same dict) and a .csv of its lists."""

from __future__ import annotations

import threading
from collections.abc import Awaitable, Callable, Mapping

from fastapi import APIRouter, Request
from sqlalchemy import Connection
from starlette.responses import Response

from chipatlas.analyze.records_change import CHANGE_COLUMNS
from chipatlas.present.web import context, context_analysis, context_signals
from chipatlas.present.web.analysis_shared import Kept, Shared, matrix_start
from chipatlas.present.web.bounds import offload, offload_cached
from chipatlas.present.web.page_records_chokepoints import AnalysisContext
from chipatlas.present.web.routes_pages import FORMATS, _params, _with_conn, respond, split_ext

router = APIRouter(include_in_schema=False)
# A page's typed context (present/web/page_records*.py): its .json contract.
Build = Callable[[Connection, Request], Mapping[str, object]]

_CHOKE = (
    "platform",
    "slug",
    "component",
    "supplier",
    "kind",
    "role",
    "evidence",
    "made_in_country",
    "reason",
)
_ROW = (
    "platform",
    "component",
    "supplier",
    "role",
    "made_in_country",
    "made_in_site",
    "us_status",
    "evidence",
)
# page -> list name -> (key in the page dict, CSV columns); the first list is the default.
CSV_LISTS: dict[str, dict[str, tuple[str, tuple[str, ...]]]] = {
    "analysis": {
        "chokepoints": ("chokepoints", (*_CHOKE, "supply_ids", "documents")),
        "criticality": (
            "criticality.companies",
            ("rank", "supplier", "supplier_id", "n_sole", "n_only_named", "n_platforms", "n_components"),
        ),
        "countries": (
            "countries.countries",
            (
                "country",
                "code",
                "n_rows",
                "share",
                "n_components",
                "n_platforms",
                "n_components_all_named_sources",
            ),
        ),
        "matrix": ("matrix.suppliers", ("supplier", "supplier_id", "n_platforms")),
    },
    "platform_analysis": {
        "chokepoints": ("chokepoints", (*_CHOKE, "supply_ids", "documents")),
        "gaps": ("gaps.gaps", (*_CHOKE, "supply_ids", "documents")),
        "concentration": (
            "concentration.components",
            ("component", "hhi", "band", "n_rows", "n_known", "n_unknown", "coverage", "unknown_supply_ids"),
        ),
        "major_sources": ("label.major_sources", ("country", "code", "n_rows", "share", "supply_ids")),
    },
    "exposure": {
        "exposures": (
            "result.exposures",
            (
                "platform",
                "slug",
                "component",
                "role",
                "dependence",
                "n_undisclosed_alternatives",
                "evidence",
                "reasoning",
                "supply_ids",
                "documents",
            ),
        )
    },
    "compare": {"shared_suppliers": ("result.shared_suppliers", ("supplier", "supplier_id", "n_platforms"))},
    "changes": {
        "platforms": (
            "result.platforms",
            ("slug", *CHANGE_COLUMNS),
        )
    },
    "signals": {
        "signals": (
            "signals",
            ("id", "date", "date_precision", "type", "impact", "sentiment", "n_sources", "source", "title"),
        )
    },
    "signal": {"takeaways": ("signal.takeaways", ("text", "quote", "document", "statement", "href"))},
    "conflicts": {"conflicts": ("conflicts", ("entity", "name", "prop", "n_sources"))},
    "specs": {
        "specs": (
            "specs",
            ("metric", "scope", "value", "unit", "qualifier", "evidence", "source_url", "document", "href"),
        )
    },
}
context.CSV_LISTS.update(CSV_LISTS)


def _page(path: str, template: str, build: Build, cached: bool = False) -> None:
    """``path`` as HTML, ``path.json`` and ``path.csv``, from one dict. ``cached``: a heavy
    page whose answers are kept while the store is unchanged (bounds.offload_cached)."""
    run = offload_cached if cached else offload

    def make(fmt: str) -> Callable[[Request], Awaitable[Response]]:
        def work(request: Request) -> Response:
            return respond(request, _with_conn(request, lambda conn: build(conn, request)), fmt, template)

        async def page(request: Request) -> Response:
            return await run(request, lambda: work(request))

        page.__name__ = f"{path.strip('/').replace('/', '_').replace('{', '').replace('}', '')}_{fmt}"
        return page

    for fmt in ("html", *FORMATS):
        router.add_api_route(path if fmt == "html" else f"{path}.{fmt}", make(fmt), methods=["GET"])


def _detail(kind: str, template: str, build: Callable[[Connection, str], Mapping[str, object]]) -> None:
    def work(request: Request, name: str) -> Response:
        base, fmt = split_ext(name)
        return respond(request, _with_conn(request, lambda conn: build(conn, base)), fmt, template)

    async def page(request: Request, name: str) -> Response:
        return await offload(request, lambda: work(request, name))

    page.__name__ = f"{kind}_page"
    router.add_api_route(f"/{kind}/{{name}}", page, methods=["GET"])


def _platform_analysis_now(request: Request, name: str, fmt: str) -> Response:
    scheme = request.query_params.get("thresholds") or "2023"
    data = _with_conn(request, lambda conn: context_analysis.platform_analysis(conn, name, scheme))
    return respond(request, data, fmt, "platform_analysis.html")


async def _platform_analysis(request: Request, name: str, fmt: str) -> Response:
    # Kept while the store is unchanged (its version moves on any write): ~0.2 s cold.
    return await offload_cached(request, lambda: _platform_analysis_now(request, name, fmt))


@router.get("/platforms/{name}/analysis")
async def platform_analysis_html(request: Request, name: str) -> Response:
    return await _platform_analysis(request, name, "html")


@router.get("/platforms/{name}/analysis.json")
async def platform_analysis_json(request: Request, name: str) -> Response:
    return await _platform_analysis(request, name, "json")


@router.get("/platforms/{name}/analysis.csv")
async def platform_analysis_csv(request: Request, name: str) -> Response:
    return await _platform_analysis(request, name, "csv")


_made = threading.Lock()


def _shared(request: Request) -> Shared:
    with _made:  # one Shared per app, whichever request comes first
        if not hasattr(request.app.state, "analysis_overview"):
            request.app.state.analysis_overview = Shared()
    found: Shared = request.app.state.analysis_overview
    return found


def _analysis_now(request: Request, fmt: str) -> Response:
    """/analysis from the overview (and, in HTML, its rendered sections) kept for the store
    version ``offload_cached`` read first; only the chokepoints are this URL's own."""
    shared = _shared(request)
    params = _params(request)

    def build(conn: Connection) -> tuple[Kept, AnalysisContext]:
        kept = shared.get(conn, request.state.store_version)
        page = context_analysis.analysis(conn, params.get("platform"), params.get("cursor"), kept.overview)
        return kept, page

    kept, data = _with_conn(request, build)
    if fmt != "html":
        return respond(request, data, fmt, "analysis.html")
    start = matrix_start(params.get("matrix_from"), kept.overview)
    html = shared.html(request.app.state.templates, kept, start)
    return respond(request, data, fmt, "analysis.html", {"shared": html})


def _analysis_route(fmt: str) -> None:
    async def page(request: Request) -> Response:
        return await offload_cached(request, lambda: _analysis_now(request, fmt))

    page.__name__ = f"analysis_{fmt}"
    router.add_api_route("/analysis" if fmt == "html" else f"/analysis.{fmt}", page, methods=["GET"])


for _fmt in ("html", *FORMATS):
    _analysis_route(_fmt)
_page(
    "/exposure",
    "exposure.html",
    lambda conn, r: context_analysis.exposure_page(
        conn,
        _params(r).get("name"),
        _params(r).get("with_subsidiaries", "") in ("1", "true", "on"),
        _params(r).get("site"),
        _params(r).get("radius"),
    ),
)
_page(
    "/compare",
    "compare.html",
    lambda conn, r: context_analysis.compare_page(conn, [p for p in r.query_params.getlist("p") if p]),
)
_page(
    "/changes",
    "changes.html",
    lambda conn, r: context_analysis.changes_page(
        conn, _params(r).get("since"), _params(r).get("platform"), _params(r).get("cursor")
    ),
    cached=True,
)
_page("/signals", "signals.html", lambda conn, r: context_signals.signals_page(conn, _params(r)))
_page(
    "/conflicts",
    "conflicts.html",
    lambda conn, r: context_signals.conflicts_page(conn, _params(r).get("entity"), _params(r).get("cursor")),
)
_detail("signals", "signal.html", context_signals.signal_page)
_detail("specs", "specs.html", context_signals.specs_page)
