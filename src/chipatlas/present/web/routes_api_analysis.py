"""The analyses and signals in the JSON API (/api/v1): the same dicts the command line prints as JSON.

``/exposure`` is exactly ``chipatlas exposure NAME --format json``; ``/chokepoints`` pages
that list (``items``, ``next_cursor``). Every list is paged: ``limit`` (default and maximum
in chipatlas.limits, docs/limits.md) and an opaque ``cursor``; a malformed cursor is a 400
``invalid_cursor``. Unknown names are a 404 in the one error shape.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query, Request
from sqlalchemy import Connection
from starlette.responses import Response

from chipatlas.analyze.changes import changes
from chipatlas.analyze.chokepoints import KINDS, chokepoints_page
from chipatlas.analyze.compare import compare
from chipatlas.analyze.concentration import SCHEMES, concentration
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.network import country_exposure, criticality, supplier_matrix
from chipatlas.analyze.records_chokepoint import Finding
from chipatlas.analyze.uscontent import label, us_production
from chipatlas.limits import PAGE_ITEMS, PAGE_ITEMS_MAX
from chipatlas.present.web import schemas
from chipatlas.present.web.bounds import offload_cached, read_json, read_json_now
from chipatlas.present.web.context_signals import conflict_list, linked_specs, signal_detail, signal_list
from chipatlas.present.web.page_records_api import CursorPage
from chipatlas.present.web.paging import (
    Cursor,
    Limit,
    country_page,
    criticality_page,
    items_page,
    matrix_page,
    offset_of,
)
from chipatlas.present.web.render import WebError, decode_cursor, encode_cursor

router = APIRouter(prefix="/api/v1", responses=schemas.ERRORS)
Platform = Annotated[str | None, Query(description="One platform (name, slug or alias); default all.")]

ENDPOINTS = [
    "/api/v1/chokepoints",
    "/api/v1/platforms/{slug}/concentration",
    "/api/v1/platforms/{slug}/label",
    "/api/v1/platforms/{slug}/us-production",
    "/api/v1/exposure",
    "/api/v1/compare",
    "/api/v1/changes",
    "/api/v1/matrix",
    "/api/v1/criticality",
    "/api/v1/countries",
    "/api/v1/signals",
    "/api/v1/signals/{id}",
    "/api/v1/conflicts",
    "/api/v1/specs/{entity}",
]


@router.get(
    "/chokepoints",
    summary="Sole sources, single known sources and gaps",
    response_model=schemas.FindingPage,
    tags=["analysis"],
)
async def chokepoints_api(
    request: Request,
    platform: Platform = None,
    kind: Annotated[list[str] | None, Query(description="sole, single_known or gap (repeatable).")] = None,
    limit: Annotated[
        int, Query(ge=1, le=PAGE_ITEMS_MAX, description="(platform, component) pairs per page.")
    ] = (PAGE_ITEMS),
    cursor: Cursor = None,
) -> Response:
    """``items``: the findings of `chipatlas chokepoints --format json`, one page of components."""
    bad = sorted(set(kind or []) - set(KINDS))
    if bad:
        raise WebError(400, "bad_request", f"unknown kind {', '.join(bad)}; use {', '.join(KINDS)}")
    kinds = tuple(dict.fromkeys(kind or [])) or KINDS
    after = decode_cursor(cursor, 2)

    def build(conn: Connection) -> CursorPage[Finding]:
        items, nxt = chokepoints_page(conn, platform, kinds, limit, after)
        return {"items": items, "next_cursor": encode_cursor(nxt)}

    return await read_json(request, build)


@router.get(
    "/platforms/{slug}/concentration", summary="Country HHI per component and platform", tags=["analysis"]
)
async def concentration_api(
    request: Request,
    slug: str,
    thresholds: Annotated[
        Literal["2023", "2010"], Query(description=f"HHI thresholds: {' or '.join(SCHEMES)}.")
    ] = "2023",
) -> Response:
    return await read_json(request, lambda conn: concentration(conn, slug, thresholds))


@router.get(
    "/platforms/{slug}/label",
    summary="The US-content label",
    response_model=schemas.UsLabel,
    tags=["analysis"],
)
async def label_api(request: Request, slug: str) -> Response:
    return await read_json(request, lambda conn: label(conn, slug))


@router.get(
    "/platforms/{slug}/us-production",
    summary="US production now and planned",
    response_model=schemas.UsProduction,
    tags=["analysis"],
)
async def us_production_api(request: Request, slug: str) -> Response:
    return await read_json(request, lambda conn: us_production(conn, slug))


@router.get(
    "/exposure",
    summary="What depends on a company, site or country",
    response_model=schemas.ExposureReport,
    tags=["analysis"],
)
async def exposure_api(
    request: Request,
    name: Annotated[str, Query(min_length=1, description="e.g. TSMC, Taiwan, Icheon.")],
    with_subsidiaries: Annotated[
        bool, Query(description="A company together with the companies it owns (e.g. Amazon: AWS).")
    ] = False,
) -> Response:
    """Exactly `chipatlas exposure NAME [--with-subsidiaries] --format json`."""
    return await read_json(request, lambda conn: exposure(conn, name, with_subsidiaries))


@router.get(
    "/compare", summary="Platforms side by side", response_model=schemas.Comparison, tags=["analysis"]
)
async def compare_api(
    request: Request, p: Annotated[list[str], Query(description="Two or more platforms (repeat p).")]
) -> Response:
    names = [n for n in p if n]
    if len(names) < 2:
        raise WebError(400, "bad_request", "compare needs two or more platforms: ?p=A&p=B")
    return await read_json(request, lambda conn: compare(conn, names))


@router.get(
    "/changes",
    summary="New, changed and superseded statements since a date",
    response_model=schemas.ChangesPage,
    tags=["analysis"],
)
async def changes_api(
    request: Request,
    since: Annotated[str, Query(max_length=64, description="ISO-8601 date or time, e.g. 2026-10-01.")],
    platform: Platform = None,
    limit: Annotated[int, Query(ge=1, le=500, description="(entity, property) groups per page.")] = 100,
    cursor: Annotated[str | None, Query(description="The next_cursor of the previous page.")] = None,
) -> Response:
    """Counts cover every change; the event lists hold one page (``next_cursor``)."""
    after = decode_cursor(cursor, 2)

    def build(conn: Connection) -> schemas.ChangesPage:
        data = changes(conn, since, platform, limit, after)
        return {
            "since": data["since"],
            "platform": data["platform"],
            "totals": data["totals"],
            "platforms": data["platforms"],
            "other": data["other"],
            "next_cursor": encode_cursor(data["next"]),
        }

    return await offload_cached(request, lambda: read_json_now(request, build))


@router.get(
    "/matrix",
    summary="Which supplier is in which platform's ring",
    response_model=schemas.MatrixPage,
    tags=["analysis"],
)
async def matrix_api(
    request: Request,
    min_platforms: Annotated[int, Query(ge=1, description="Suppliers in at least this many platforms.")] = 1,
    limit: Limit = PAGE_ITEMS,
    cursor: Cursor = None,
) -> Response:
    """One page of ``suppliers`` (``n_suppliers`` counts them all); every platform each time."""
    at = offset_of(cursor)
    return await read_json(request, lambda conn: matrix_page(supplier_matrix(conn, min_platforms), at, limit))


@router.get(
    "/criticality",
    summary="Companies ranked by sole and only-named roles",
    response_model=schemas.CriticalityPage,
    tags=["analysis"],
)
async def criticality_api(request: Request, limit: Limit = PAGE_ITEMS, cursor: Cursor = None) -> Response:
    """One page of the ranked ``companies`` (the first page is the top ``limit``)."""
    at = offset_of(cursor)
    return await read_json(request, lambda conn: criticality_page(criticality(conn), at, limit))


@router.get(
    "/countries",
    summary="Exposure by made-in country across every platform",
    response_model=schemas.CountryPage,
    tags=["analysis"],
)
async def countries_api(request: Request, limit: Limit = PAGE_ITEMS, cursor: Cursor = None) -> Response:
    """One page of ``countries`` (``n_countries`` counts them all); the totals cover all."""
    at = offset_of(cursor)
    return await read_json(request, lambda conn: country_page(country_exposure(conn), at, limit))


@router.get("/signals", summary="Market signals, newest first", tags=["signals"])
async def signals_api(
    request: Request,
    entity: Annotated[str | None, Query(description="Signals that mention this entity.")] = None,
    since: Annotated[str | None, Query(description="Dated on or after YYYY[-MM[-DD]].")] = None,
    type: Annotated[str | None, Query(description="A signal type, e.g. technical_release.")] = None,
    limit: Limit = PAGE_ITEMS,
    cursor: Cursor = None,
) -> Response:
    """``items``: one page of `chipatlas signals --format json`, each takeaway linked."""
    at = offset_of(cursor)
    return await read_json(
        request,
        lambda conn: items_page(signal_list(conn, entity or None, since or None, type or None), at, limit),
    )


@router.get(
    "/signals/{signal_id}",
    summary="One signal, its takeaways' anchors, the rings it touches",
    tags=["signals"],
)
async def signal_api(request: Request, signal_id: str) -> Response:
    return await read_json(request, lambda conn: signal_detail(conn, signal_id))


@router.get(
    "/conflicts", summary="Disagreements between sources, every value with its source", tags=["signals"]
)
async def conflicts_api(
    request: Request,
    entity: Annotated[str | None, Query(description="Only this entity.")] = None,
    limit: Limit = PAGE_ITEMS,
    cursor: Cursor = None,
) -> Response:
    """``items``: one page of the disagreements."""
    at = offset_of(cursor)
    return await read_json(request, lambda conn: items_page(conflict_list(conn, entity or None), at, limit))


@router.get(
    "/specs/{entity}",
    summary="Every sourced spec value of an entity",
    response_model=list[schemas.SpecListed],
    tags=["signals"],
)
async def specs_api(request: Request, entity: str) -> Response:
    return await read_json(request, lambda conn: linked_specs(conn, entity))
