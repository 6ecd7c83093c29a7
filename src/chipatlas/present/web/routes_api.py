"""The JSON API under /api/v1: stable keys, opaque cursors, one error shape, token-guarded writes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from sqlalchemy import Connection
from starlette.responses import Response

from chipatlas.analyze import catalog
from chipatlas.analyze.ring import ring, us_share
from chipatlas.limits import PAGE_ITEMS
from chipatlas.model.schema import K
from chipatlas.present.web import context, schemas
from chipatlas.present.web.access import authorize
from chipatlas.present.web.bounds import offload, read_json, read_json_now
from chipatlas.present.web.page_records import DocumentContext
from chipatlas.present.web.page_records_api import CursorPage, T
from chipatlas.present.web.paging import Cursor, Limit
from chipatlas.present.web.render import WebError, decode_cursor, encode_cursor, error_body, json_response
from chipatlas.present.web.ringcache import RingCache
from chipatlas.present.web.routes_api_analysis import ENDPOINTS
from chipatlas.present.web.routes_api_sites import ENDPOINTS as SITE_ENDPOINTS
from chipatlas.present.web.routes_jobs import job_response, queue_job
from chipatlas.present.web.routes_pages import search_data
from chipatlas.present.web.upload import read_upload
from chipatlas.store.jobs import Job

router = APIRouter(prefix="/api/v1", responses=schemas.ERRORS)


def _page(items: Sequence[T], nxt: list[Any] | None) -> CursorPage[T]:
    return {"items": items, "next_cursor": encode_cursor(nxt)}


@router.get("", summary="What this API offers", tags=["meta"])
async def index() -> Response:
    return json_response(
        {
            "name": "chipatlas",
            "version": "v1",
            "docs": "/api/docs",
            "openapi": "/api/v1/openapi.json",
            "endpoints": [
                "/api/v1/platforms",
                "/api/v1/platforms/{slug}",
                "/api/v1/platforms/{slug}/ring",
                "/api/v1/platforms/{slug}/us-share",
                "/api/v1/companies",
                "/api/v1/companies/{slug}",
                "/api/v1/entities",
                "/api/v1/entities/{id}",
                "/api/v1/documents",
                "/api/v1/documents/{id}",
                "/api/v1/search",
                "/api/v1/judgements",
                *ENDPOINTS,
                *SITE_ENDPOINTS,
            ],
        }
    )


@router.get(
    "/platforms", summary="Platforms, by name", response_model=schemas.PlatformPage, tags=["platforms"]
)
async def platforms(request: Request, limit: Limit = PAGE_ITEMS, cursor: Cursor = None) -> Response:
    key = decode_cursor(cursor, 2)
    return await read_json(request, lambda conn: _page(*catalog.list_platforms_page(conn, key, limit)))


@router.get("/platforms/{slug}", summary="Everything the platform page shows", tags=["platforms"])
async def platform(request: Request, slug: str) -> Response:
    params = {k: v for k, v in request.query_params.items() if v}
    return await read_json(request, lambda conn: context.platform(conn, slug, params))


@router.get(
    "/platforms/{slug}/ring",
    summary="The supplier ring (the data contract of `chipatlas ring --format json`)",
    response_model=schemas.Ring,
    tags=["platforms"],
)
async def platform_ring(request: Request, slug: str) -> Response:
    # One indexed read of about a millisecond: run on the event loop, skipping the thread hop.
    # Not offloaded: when every worker is busy with heavy pages, the ring still answers at once.
    # The bytes are kept for the next request at this store version (ringcache.FastRing).
    rings: RingCache = request.app.state.rings
    version = rings.version()  # read before the ring, so the ring is never older than its key
    response = read_json_now(request, lambda conn: ring(conn, slug))
    rings.put(slug, version, bytes(response.body))
    return response


@router.get(
    "/platforms/{slug}/us-share",
    summary="What is made in the US",
    response_model=schemas.UsShare,
    tags=["platforms"],
)
async def platform_us_share(request: Request, slug: str) -> Response:
    return await read_json(request, lambda conn: us_share(conn, slug))


@router.get("/companies", summary="Companies, by name", response_model=schemas.EntityPage, tags=["entities"])
async def companies(request: Request, limit: Limit = PAGE_ITEMS, cursor: Cursor = None) -> Response:
    key = decode_cursor(cursor, 2)
    return await read_json(request, lambda conn: _page(*catalog.list_entities(conn, K.COMPANY, key, limit)))


@router.get(
    "/companies/{slug}",
    summary="A company: rings it is in, names, parent, children, sites",
    tags=["entities"],
)
async def company(request: Request, slug: str) -> Response:
    return await read_json(request, lambda conn: context.company(conn, slug))


@router.get(
    "/entities", summary="Entities of any kind, by name", response_model=schemas.EntityPage, tags=["entities"]
)
async def entities(
    request: Request,
    kind: Annotated[str | None, Query(description="Platform, Company, Cluster, Supply, ...")] = None,
    limit: Limit = PAGE_ITEMS,
    cursor: Cursor = None,
) -> Response:
    key = decode_cursor(cursor, 2)
    return await read_json(request, lambda conn: _page(*catalog.list_entities(conn, kind, key, limit)))


@router.get(
    "/entities/{entity_id}",
    summary="Every statement about an entity, with sources",
    response_model=schemas.EntityAnswer,
    tags=["entities"],
)
async def entity(request: Request, entity_id: str) -> Response:
    return await read_json(request, lambda conn: context.entity(conn, entity_id))


@router.get(
    "/documents",
    summary="Stored documents, in ingest order",
    response_model=schemas.DocumentPage,
    tags=["documents"],
)
async def documents(request: Request, limit: Limit = PAGE_ITEMS, cursor: Cursor = None) -> Response:
    key = decode_cursor(cursor, 2)
    return await read_json(request, lambda conn: _page(*catalog.list_documents(conn, key, limit)))


@router.get(
    "/documents/{doc_id}",
    summary="A stored document: text and the statements read from it",
    response_model=schemas.DocumentAnswer,
    tags=["documents"],
)
async def document(request: Request, doc_id: str) -> Response:
    return await read_json(request, lambda conn: _document(conn, doc_id))


class DocumentJson(DocumentContext):
    """The document page's context with its figure proposals at the top (key order kept: the
    context's keys, then ``figure_proposals``)."""

    figure_proposals: list[schemas.LinkedFigureProposal]


def _document(conn: Connection, doc_id: str) -> DocumentJson:
    """The document page's answer, and its figure proposals at the top, each with the link to
    its words (the CLI's ``document`` lists the same; the page's ``read`` keeps them too)."""
    page = context.document(conn, doc_id)
    links = page["figure_links"]
    found = [schemas.LinkedFigureProposal(**p, href=links[p["id"]]) for p in page["read"]["figure_proposals"]]
    return DocumentJson(**page, figure_proposals=found)


@router.get("/search", summary="Full-text search", response_model=schemas.SearchPage, tags=["search"])
async def search(
    request: Request,
    q: Annotated[str, Query(max_length=400, description="Words to find; each must match.")],
    kind: Annotated[str | None, Query(description="Only results of this kind.")] = None,
    cursor: Cursor = None,
) -> Response:
    data = await offload(request, lambda: search_data(request))
    items = [
        {
            "kind": r["kind"],
            "ref": r["ref"],
            "title": r["title"],
            "snippet": "".join(p["text"] for p in r["snippet"]),
            "url": r["url"],
        }
        for r in data["results"]
    ]
    body = {"query": q, "total": data["total"], "counts": data["counts"], "items": items}
    return json_response(body | {"next_cursor": data["next_cursor"]})


@router.post(
    "/documents",
    summary="Upload a document to ingest (bearer token)",
    response_model=schemas.IngestReport,
    status_code=201,
    tags=["documents"],
    responses={
        200: {"model": schemas.IngestReport, "description": "Already stored: nothing changed."},
        202: {"model": schemas.Job, "description": "Queued: follow the job at its Location."},
        401: {"model": schemas.Error, "description": "No or wrong bearer token."},
        403: {"model": schemas.Error, "description": "The server is read-only (no token configured)."},
        413: {"model": schemas.Error, "description": "The upload is over the size limit."},
        422: {"model": schemas.Error, "description": "Rejected; error.detail is the ingest report."},
        503: {"model": schemas.Error, "description": "Another writer held the store; retry later."},
    },
)
async def upload(request: Request) -> Response:
    """Multipart with a ``file`` field (and optional ``platform``, ``source_key``, ``reread``
    fields), or the raw document as the body with ``?filename=``. One document, one transaction:
    it lands whole or not at all. Without ``source_key`` an upload is a source of its own and
    never supersedes another one. ``reread=yes`` reads stored bytes again with the store's
    current names (as ``ingest --reread``). With a job queue configured the answer is 202 and
    the job to follow (``Location``)."""
    authorize(request)
    source, fields = await read_upload(request, request.app.state.max_upload)
    params = {"filename": source.uri.removeprefix("upload:"), "key": source.source_key}
    params |= {k: fields[k] for k in ("platform", "source_key") if fields.get(k)}
    if "source_key" not in params and fields.get("source"):
        params["source_key"] = fields["source"]
    if fields.get("reread", "").lower() in ("yes", "true", "1"):
        params["reread"] = "yes"
    job = await queue_job(request, "upload", params, source.data)
    if job.status in ("queued", "running"):
        return job_response(job)
    return _finished_upload(job)


def _finished_upload(job: Job) -> Response:
    """An upload that ran inline: the ingest report, as before there was a queue."""
    body = job.result or {}
    where = {"Location": f"/api/v1/jobs/{job.id}"}
    if not body:  # the store stayed busy through every retry
        err = error_body(503, "busy", job.error or "the store is busy", {"status": "busy"})
        return json_response(err, 503, headers={"Retry-After": "2"} | where)
    if body.get("status") != "landed" and job.status == "failed":
        raise WebError(422, "document_rejected", f"the document was rejected: {job.error}", body)
    return json_response(body, 201 if body.get("status") == "landed" else 200, headers=where)
