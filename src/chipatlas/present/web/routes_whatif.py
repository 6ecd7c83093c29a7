"""The what-if page (HTML, .json, .csv from one dict) and ``GET /api/v1/whatif``."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Query, Request
from sqlalchemy import Connection
from starlette.responses import Response

from chipatlas.analyze.whatif import FILTERS, ROW_FIELDS, rows, shock_from, whatif
from chipatlas.present.web import context, schemas
from chipatlas.present.web.bounds import offload
from chipatlas.present.web.page_records_analysis import WhatIfContext
from chipatlas.present.web.render import json_response
from chipatlas.present.web.routes_pages import FORMATS, _params, _with_conn, respond

router = APIRouter(responses=schemas.ERRORS)
context.CSV_LISTS["whatif"] = {"rows": ("rows", ROW_FIELDS)}


def whatif_page(conn: Connection, params: dict[str, str]) -> WhatIfContext:
    given = {k: params[k] for k in FILTERS if params.get(k)}
    loss = params.get("loss") or "100%"
    result = whatif(conn, [shock_from({**given, "loss": loss})]) if given else None
    return {
        "page": "whatif",
        "title": "What if",
        "query": {**given, "loss": loss},
        "filters": list(FILTERS),
        "result": result,
        "rows": rows(result) if result is not None else [],
    }


def _page(fmt: str) -> Any:
    def work(request: Request) -> Response:
        data = _with_conn(request, lambda conn: whatif_page(conn, _params(request)))
        return respond(request, data, fmt, "whatif.html")

    async def page(request: Request) -> Response:
        return await offload(request, lambda: work(request))

    page.__name__ = f"whatif_{fmt}"
    return page


for _fmt in ("html", *FORMATS):
    router.add_api_route(
        "/whatif" if _fmt == "html" else f"/whatif.{_fmt}",
        _page(_fmt),
        methods=["GET"],
        include_in_schema=False,
    )


@router.get("/api/v1/whatif", response_model=schemas.WhatIf, tags=["analysis"])
async def whatif_api(
    request: Request,
    company: str | None = Query(None, description="A company (name, alias or ticker)."),
    site: str | None = Query(None, description="Words of a made-in site."),
    country: str | None = Query(None, description="A made-in country."),
    component: str | None = Query(None, description="A component, e.g. advanced packaging."),
    process: str | None = Query(None, description="A process or part named in the ring: CoWoS, N3."),
    loss: str = Query("100%", description="Capacity lost: '50%' or 0.5."),
) -> Response:
    """Platforms and clusters a shock hits, ranked, with the chain behind every figure."""
    given = {"company": company, "site": site, "country": country, "component": component, "process": process}
    shock = shock_from({**{k: v for k, v in given.items() if v}, "loss": loss})
    return await offload(
        request, lambda: json_response(_with_conn(request, lambda conn: dict(whatif(conn, [shock]))))
    )
