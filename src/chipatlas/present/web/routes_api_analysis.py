"""The analyses and signals in the JSON API (/api/v1): the same dicts the command line prints as JSON.

``/chokepoints`` and ``/exposure`` are exactly ``chipatlas chokepoints --format json`` and
``chipatlas exposure NAME --format json``. Unknown names are a 404 in the one error shape.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request
from sqlalchemy import Connection, Engine
from starlette.responses import Response

from chipatlas.analyze.changes import changes
from chipatlas.analyze.chokepoints import KINDS, chokepoints
from chipatlas.analyze.compare import compare
from chipatlas.analyze.concentration import SCHEMES, concentration
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.network import country_exposure, criticality, supplier_matrix
from chipatlas.analyze.uscontent import label, us_production
from chipatlas.present.web import schemas
from chipatlas.present.web.bounds import connection, offload, offload_cached
from chipatlas.present.web.context_signals import conflict_list, signal_detail, signal_list, spec_list
from chipatlas.present.web.render import WebError, decode_cursor, encode_cursor, json_response

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


def _read_now(request: Request, build: Callable[[Connection], Any]) -> Response:
    engine: Engine = request.app.state.engine
    with connection(engine) as conn:
        return json_response(build(conn))


async def _read(request: Request, build: Callable[[Connection], Any]) -> Response:
    """Read on a bounded worker, with the request's deadline (present.web.bounds)."""
    return await offload(request, lambda: _read_now(request, build))


@router.get("/chokepoints", summary="Sole sources, single known sources and gaps", tags=["analysis"])
async def chokepoints_api(
    request: Request,
    platform: Platform = None,
    kind: Annotated[list[str] | None, Query(description="sole, single_known or gap (repeatable).")] = None,
) -> Response:
    """A list of findings: exactly `chipatlas chokepoints --format json`."""
    bad = sorted(set(kind or []) - set(KINDS))
    if bad:
        raise WebError(400, "bad_request", f"unknown kind {', '.join(bad)}; use {', '.join(KINDS)}")
    kinds = tuple(dict.fromkeys(kind or [])) or KINDS
    return await _read(request, lambda conn: chokepoints(conn, platform, kinds))


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
    return await _read(request, lambda conn: concentration(conn, slug, thresholds))


@router.get("/platforms/{slug}/label", summary="The US-content label", tags=["analysis"])
async def label_api(request: Request, slug: str) -> Response:
    return await _read(request, lambda conn: label(conn, slug))


@router.get("/platforms/{slug}/us-production", summary="US production now and planned", tags=["analysis"])
async def us_production_api(request: Request, slug: str) -> Response:
    return await _read(request, lambda conn: us_production(conn, slug))


@router.get("/exposure", summary="What depends on a company, site or country", tags=["analysis"])
async def exposure_api(
    request: Request, name: Annotated[str, Query(min_length=1, description="e.g. TSMC, Taiwan, Icheon.")]
) -> Response:
    """Exactly `chipatlas exposure NAME --format json`."""
    return await _read(request, lambda conn: exposure(conn, name))


@router.get("/compare", summary="Platforms side by side", tags=["analysis"])
async def compare_api(
    request: Request, p: Annotated[list[str], Query(description="Two or more platforms (repeat p).")]
) -> Response:
    names = [n for n in p if n]
    if len(names) < 2:
        raise WebError(400, "bad_request", "compare needs two or more platforms: ?p=A&p=B")
    return await _read(request, lambda conn: compare(conn, names))


@router.get("/changes", summary="New, changed and superseded statements since a date", tags=["analysis"])
async def changes_api(
    request: Request,
    since: Annotated[str, Query(max_length=64, description="ISO-8601 date or time, e.g. 2026-10-01.")],
    platform: Platform = None,
    limit: Annotated[int, Query(ge=1, le=500, description="(entity, property) groups per page.")] = 100,
    cursor: Annotated[str | None, Query(description="The next_cursor of the previous page.")] = None,
) -> Response:
    """Counts cover every change; the event lists hold one page (``next_cursor``)."""
    after = decode_cursor(cursor, 2)

    def build(conn: Connection) -> dict[str, Any]:
        data = changes(conn, since, platform, limit, after)
        return data | {"next_cursor": encode_cursor(data.pop("next"))}

    return await offload_cached(request, lambda: _read_now(request, build))


@router.get("/matrix", summary="Which supplier is in which platform's ring", tags=["analysis"])
async def matrix_api(
    request: Request,
    min_platforms: Annotated[int, Query(ge=1, description="Suppliers in at least this many platforms.")] = 1,
) -> Response:
    return await _read(request, lambda conn: supplier_matrix(conn, min_platforms))


@router.get("/criticality", summary="Companies ranked by sole and only-named roles", tags=["analysis"])
async def criticality_api(
    request: Request, limit: Annotated[int | None, Query(ge=1, description="Top N; default all.")] = None
) -> Response:
    return await _read(request, lambda conn: criticality(conn, limit))


@router.get("/countries", summary="Exposure by made-in country across every platform", tags=["analysis"])
async def countries_api(request: Request) -> Response:
    return await _read(request, country_exposure)


@router.get("/signals", summary="Market signals, newest first", tags=["signals"])
async def signals_api(
    request: Request,
    entity: Annotated[str | None, Query(description="Signals that mention this entity.")] = None,
    since: Annotated[str | None, Query(description="Dated on or after YYYY[-MM[-DD]].")] = None,
    type: Annotated[str | None, Query(description="A signal type, e.g. technical_release.")] = None,
) -> Response:
    return await _read(request, lambda conn: signal_list(conn, entity or None, since or None, type or None))


@router.get(
    "/signals/{signal_id}",
    summary="One signal, its takeaways' anchors, the rings it touches",
    tags=["signals"],
)
async def signal_api(request: Request, signal_id: str) -> Response:
    return await _read(request, lambda conn: signal_detail(conn, signal_id))


@router.get(
    "/conflicts", summary="Disagreements between sources, every value with its source", tags=["signals"]
)
async def conflicts_api(
    request: Request, entity: Annotated[str | None, Query(description="Only this entity.")] = None
) -> Response:
    return await _read(request, lambda conn: conflict_list(conn, entity or None))


@router.get("/specs/{entity}", summary="Every sourced spec value of an entity", tags=["signals"])
async def specs_api(request: Request, entity: str) -> Response:
    return await _read(request, lambda conn: spec_list(conn, entity))
