"""Sites in the JSON API (/api/v1): the gazetteer places ring rows are made at, and exposure by radius.

``/exposure/site`` is exactly ``chipatlas exposure --site NAME --radius R --format json``.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request
from starlette.responses import Response

from chipatlas.analyze.records_sites import SiteDetail, SitesIndex
from chipatlas.analyze.site_exposure import site_exposure
from chipatlas.analyze.sites import parse_radius, site_detail, sites_index
from chipatlas.errors import ConfigError
from chipatlas.present.web import schemas
from chipatlas.present.web.bounds import read_json
from chipatlas.present.web.render import WebError

router = APIRouter(prefix="/api/v1", responses=schemas.ERRORS)
ENDPOINTS = ["/api/v1/sites", "/api/v1/sites/{slug}", "/api/v1/exposure/site"]


@router.get(
    "/sites",
    summary="Every place ring rows are made at, with the site map's pins",
    response_model=SitesIndex,
    tags=["sites"],
)
async def sites_api(request: Request) -> Response:
    return await read_json(request, sites_index)


@router.get(
    "/sites/{slug}",
    summary="One site: the ring rows made there and the sites near it",
    response_model=SiteDetail,
    tags=["sites"],
)
async def site_api(request: Request, slug: str) -> Response:
    return await read_json(request, lambda conn: site_detail(conn, slug))


@router.get(
    "/exposure/site", summary="What depends on everything within a radius of a place", tags=["analysis"]
)
async def site_exposure_api(
    request: Request,
    site: Annotated[str, Query(min_length=1, max_length=200, description="A place, e.g. Hsinchu, Cheongju.")],
    radius: Annotated[str, Query(max_length=40, description="A distance: 50km (default), 30mi.")] = "50km",
) -> Response:
    """Exactly `chipatlas exposure --site SITE --radius RADIUS --format json`."""
    try:
        km = parse_radius(radius)
    except ConfigError as exc:
        raise WebError(400, "bad_request", str(exc)) from exc
    return await read_json(request, lambda conn: site_exposure(conn, site, km))
