"""Each page's data, as one typed context: the HTML template and the .json twin render the same dict.

Only calls ``analyze``; the web routes choose the format.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict
from typing import Any

from sqlalchemy import Connection

from chipatlas.analyze import catalog, entity_pages, ring_facets
from chipatlas.analyze import home as news
from chipatlas.analyze.base import rows_of
from chipatlas.analyze.document import document_record, find_document
from chipatlas.analyze.pages import clusters_of, platform_documents, platform_facts, shown_sources
from chipatlas.analyze.records_provenance import Source
from chipatlas.analyze.records_ring import StoredRingRow
from chipatlas.analyze.ring import ROW_FIELDS, find_platform, ring_rows_of, us_share_of
from chipatlas.analyze.ring_rows import contract_row, ring_of
from chipatlas.analyze.search import search as run_search
from chipatlas.analyze.sites import company_site_map, platform_site_map
from chipatlas.analyze.view import judgement_rows
from chipatlas.errors import NotFoundError
from chipatlas.model.schema import K
from chipatlas.present.web import context_platform, ringview
from chipatlas.present.web.context_signals import linked_specs
from chipatlas.present.web.context_sites import SITE_LIST_FIELDS, SITE_ROW_FIELDS, UNRESOLVED_FIELDS
from chipatlas.present.web.evidence import doc_href
from chipatlas.present.web.page_records import (
    ChipContext,
    ChipsContext,
    CitedSpan,
    ClusterContext,
    CompanyContext,
    DocumentContext,
    EntitiesContext,
    EntityContext,
    HomeContext,
    LinkedResult,
    ListingContext,
    SearchContext,
    SearchGroup,
)
from chipatlas.present.web.page_records_identity import JudgementLine, judgement_line
from chipatlas.present.web.page_records_platform import (
    PlacedFact,
    PlacedSpec,
    PlatformContext,
    RingRowView,
    platform_head,
)
from chipatlas.present.web.paging import cut, offset_of
from chipatlas.present.web.render import decode_cursor, encode_cursor
from chipatlas.present.web.urls import result_url

PAGE_SIZE = 100
RING_FIELDS = (*ROW_FIELDS, "source_url")


def home(conn: Connection) -> HomeContext:
    """What changed first (signals, proposals awaiting review, newest rows), then the platforms."""
    pending = news.pending_review(conn)
    return {
        "page": "home",
        "title": "chipatlas",
        "counts": catalog.counts(conn),
        "latest_signals": news.latest_signals(conn),
        "pending_review": {"n": pending.n, "latest": [asdict(p) for p in pending.latest]},
        "newest_rows": news.newest_rows(conn),
        "platforms": news.platform_cards(conn),
        "watchlists": news.watchlist_names(conn),
        "latest_ingests": catalog.latest_ingests(conn),
        "latest_superseded": catalog.latest_superseded(conn),
        "dataset_records": catalog.dataset_records(conn),
    }


def _shown(conn: Connection, stored: list[StoredRingRow]) -> list[RingRowView]:
    """The ring rows a page shows, each value with its source (read for these rows only)."""
    sources = shown_sources(conn, {(r["supply_id"], r["location_id"]): r["location_scope"] for r in stored})
    return [_row(r, sources.get((r["supply_id"], r["location_id"]), {})) for r in stored]


def _row(r: StoredRingRow, found: dict[str, Source]) -> RingRowView:
    # RING_FIELDS in order (the contract row, then its source URL), then ids and sources: the JSON key order.
    return {
        **contract_row(r),
        "source_url": r["source_url"],
        "supply_id": r["supply_id"],
        "supplier_id": r["supplier_id"],
        "position": r["position"],
        "country_code": ring_facets.country_code(r["made_in_country"]),
        "sources": found,
        "source_list": context_platform.source_list(found),
    }


def platform(conn: Connection, name: str, params: Mapping[str, str]) -> PlatformContext:
    p = find_platform(conn, name)
    applied = ringview.applied_filters(params)
    sort, descending = ringview.check_params(params)
    # Filters, sort, choice counts and the made-in chart are SQL on the ring projection;
    # sources are read only for the rows shown.
    stored = ring_facets.rows(conn, p["id"], applied, sort, descending)
    rows = _shown(conn, stored)
    # With no filter the rows shown are the whole ring: the US share is made from them, not read again.
    whole = sorted(stored, key=lambda r: r["position"]) if not applied else ring_rows_of(conn, p["id"])
    options = ring_facets.options(conn, p["id"])
    facts = platform_facts(conn, p["id"])
    docs = platform_documents(conn, p["id"])
    spec_claims: list[PlacedSpec] = [{**s, "conflict": None} for s in linked_specs(conn, p["id"])]
    clusters = clusters_of(conn, p["id"], docs)
    # The page's copy of the summary: conflicts are placed on its items, not on the record.
    summary: list[PlacedFact] = [{**item, "conflict": None} for item in facts["summary"]]
    return {
        "page": "platform",
        "title": p["name"],
        "platform": platform_head(p),
        # "Also called" lists other names, never the one in the heading.
        "aliases": [a for a in facts["aliases"] if a.casefold() != p["name"].casefold()],
        "summary": summary,
        "specs": facts["specs"],
        # Spec figures read from documents (claims), each with its quote: the same rows as /specs.
        "spec_claims": spec_claims,
        # Placed beside the summary item or spec row they concern (``conflict`` on that row).
        "conflicts": context_platform.place_conflicts(conn, p["id"], summary, spec_claims),
        "signals": context_platform.recent_signals(conn, p["id"]),
        "proposals": context_platform.open_proposals(conn, p["id"]),
        "clusters": clusters,
        "cluster_groups": context_platform.by_generation(p["id"], clusters),
        "ring": {
            "filters": applied,
            "sort": sort,
            "dir": "desc" if descending else "asc",
            "options": options,
            "n_rows_total": sum(o["n"] for o in options["evidence"]),
            "n_rows": len(rows),
            "n_components": len({r["component"].lower() for r in rows}),
            "rows": rows,
        },
        "made_in": ring_facets.made_in(conn, p["id"]),
        "site_map": platform_site_map(conn, p["id"], rows_of(p, whole)),
        "us_share": us_share_of(ring_of(p, whole)),
        "record": facts["record"],
        "documents": docs,
    }


def _listing(
    page: str, title: str, items: Sequence[Mapping[str, Any]], nxt: list[Any] | None
) -> ListingContext:
    return {"page": page, "title": title, "items": items, "next_cursor": encode_cursor(nxt)}


def platforms(conn: Connection, cursor: str | None) -> ListingContext:
    items, nxt = catalog.list_platforms_page(conn, decode_cursor(cursor, 2), PAGE_SIZE)
    return _listing("platforms", "Platforms", items, nxt)


def companies(conn: Connection, cursor: str | None) -> ListingContext:
    items, nxt = catalog.list_entities(conn, K.COMPANY, decode_cursor(cursor, 2), PAGE_SIZE)
    return _listing("companies", "Companies", items, nxt)


def entities(conn: Connection, kind: str | None, cursor: str | None) -> EntitiesContext:
    items, nxt = catalog.list_entities(conn, kind or None, decode_cursor(cursor, 2), PAGE_SIZE)
    return {**_listing("entities", "Entities", items, nxt), "kind": kind or None}


def documents(conn: Connection, cursor: str | None) -> ListingContext:
    items, nxt = catalog.list_documents(conn, decode_cursor(cursor, 2), PAGE_SIZE)
    return _listing("documents", "Documents", items, nxt)


def clusters(conn: Connection, cursor: str | None) -> ListingContext:
    items, nxt = catalog.list_entities(conn, K.CLUSTER, decode_cursor(cursor, 2), PAGE_SIZE)
    return _listing("clusters", "Clusters", items, nxt)


def chips(conn: Connection, cursor: str | None) -> ChipsContext:
    # The chip list joins entities with the chips platforms name: computed whole, cut to a page.
    items, nxt = cut(entity_pages.chips(conn), offset_of(cursor), PAGE_SIZE)
    return {"page": "chips", "title": "Chips", "items": items, "next_cursor": nxt}


def company(conn: Connection, slug: str) -> CompanyContext:
    data = entity_pages.company(conn, slug)
    return {
        "page": "company",
        "title": data["name"],
        **data,
        "site_map": company_site_map(conn, data["id"]),
        "judgements": _judgements(conn, data["id"]),
    }


def cluster(conn: Connection, slug: str) -> ClusterContext:
    data = entity_pages.cluster(conn, slug)
    return {"page": "cluster", "title": data["name"], **data}


def chip(conn: Connection, slug: str) -> ChipContext:
    data = entity_pages.chip(conn, slug)
    eid = f"chip:{data['slug']}"
    return {"page": "chip", "title": data["name"], **data, "id": eid, "judgements": _judgements(conn, eid)}


def _judgements(conn: Connection, entity_id: str) -> list[JudgementLine]:
    """The review block: every judgement (current or retracted) touching the entity's cluster."""
    return [judgement_line(j) for j in judgement_rows(conn, entity_id)]


def entity(conn: Connection, entity_id: str) -> EntityContext:
    data = entity_pages.entity(conn, entity_id)
    return {"page": "entity", "title": data["name"], **data}


def _cited(span: str | None, text: str) -> CitedSpan | None:
    """``START-END`` inside the text, else None (a bad span marks nothing, it is no error)."""
    start, _, end = (span or "").partition("-")
    if not (start.isdigit() and end.isdigit()):
        return None
    a, b = int(start), int(end)
    return {"start": a, "end": b} if a < b <= len(text) else None


def document(conn: Connection, doc_id: str, span: str | None = None) -> DocumentContext:
    try:
        data = entity_pages.document(conn, doc_id)
    except NotFoundError:
        # What the CLI takes too: the 12 characters a digest cites, a source key, a file name.
        data = entity_pages.document(conn, find_document(conn, doc_id))
    doc = data["document"]
    # What was made of it, as `chipatlas document` shows it (signals, entities, claims, repairs).
    read = document_record(conn, str(doc["id"]))
    cited = _cited(span, data["text"])
    base = doc_href(str(doc["id"]))
    links = {p["id"]: f"{base}?span={p['start']}-{p['end']}#s-cited" for p in read["figure_proposals"]}
    title = doc["title"] or doc["uri"]
    return {"page": "document", "title": title, **data, "read": read, "cited": cited, "figure_links": links}


def search(conn: Connection, query: str, kind: str | None, cursor: str | None) -> SearchContext:
    """One page of results (grouped by kind in HTML), and how many of each kind matched."""
    offset = int((decode_cursor(cursor, 1, int) or [0])[0])
    found = run_search(conn, query, kind or None, PAGE_SIZE, offset)
    more = offset + len(found["results"]) < found["total"]
    results: list[LinkedResult] = [{**r, "url": result_url(r["kind"], r["ref"])} for r in found["results"]]
    groups: dict[str, list[LinkedResult]] = {}
    for r in results:
        groups.setdefault(r["kind"], []).append(r)
    shown: list[SearchGroup] = [{"kind": k, "results": groups[k]} for k in found["counts"] if k in groups]
    return {
        "page": "search",
        "title": f"Search: {query}" if query else "Search",
        "query": found["query"],
        "terms": found["terms"],
        "counts": found["counts"],
        "total": found["total"],
        "results": results,
        "kind": kind or None,
        "groups": shown,
        "next_cursor": encode_cursor([offset + len(found["results"])]) if more else None,
    }


# page -> list name -> (key in the page dict, CSV columns); the first list is the default.
CSV_LISTS: dict[str, dict[str, tuple[str, tuple[str, ...]]]] = {
    "home": {
        "platforms": (
            "platforms",
            ("slug", "name", "n_rows", "n_components", "n_rows_located", "coverage", "last_verified"),
        ),
        "newest_rows": (
            "newest_rows",
            ("platform", "component", "supplier", "made_in_country", "evidence", "document", "ingested_at"),
        ),
        "signals": ("latest_signals", ("id", "date", "type", "impact", "title", "source")),
    },
    "platforms": {"platforms": ("items", ("slug", "name", "n_rows", "n_components", "last_verified"))},
    "platform": {
        # the platform first: a downloaded ring says whose it is, and imports back as the CLI's
        "ring": ("ring.rows", ("platform", *RING_FIELDS)),
        "us_share": ("us_share.us_now", ("component", "supplier", "made_in_site", "us_status", "evidence")),
        "made_in": ("made_in.countries", ("country", "code", "n_rows", "components")),
    },
    "companies": {"companies": ("items", ("id", "name", "slug", "n_platforms", "n_ring_rows"))},
    "review": {
        "proposals": (
            "proposals",
            (
                "id",
                "status",
                "action",
                "component",
                "supplier",
                "role",
                "stage",
                "evidence",
                "quote",
                "document",
            ),
        )
    },
    "clusters": {"clusters": ("items", ("id", "name", "slug"))},
    "entities": {"entities": ("items", ("id", "kind", "name", "n_platforms", "n_ring_rows"))},
    "chips": {"chips": ("items", ("slug", "name"))},
    "documents": {
        "documents": (
            "items",
            ("id", "uri", "title", "source", "media_type", "size", "ingested_at", "n_statements"),
        )
    },
    "company": {
        "appearances": (
            "appearances",
            (
                "platform",
                "component",
                "role",
                "made_in_country",
                "made_in_site",
                "us_status",
                "evidence",
                "notes",
            ),
        ),
        "sites": ("sites", ("country", "site", "used_for")),
        "customer_supplies": (
            "customer_supplies",
            ("side", "supplier", "customer", "component", "role", "stage", "share", "evidence", "id"),
        ),
    },
    "cluster": {"deployments": ("deployments", ("deployment", "platform", "slug"))},
    "chip": {
        "makers": ("makers", ("platform", "component", "supplier", "role", "made_in_country", "evidence")),
        "specs": ("specs", ("platform", "prop", "value", "text")),
    },
    "entity": {"statements": ("statements", ("prop", "value", "status", "superseded_at"))},
    "document": {
        "statements": (
            "statements",
            ("id", "entity", "kind", "prop", "value", "quote", "span_start", "span_end"),
        )
    },
    "search": {"results": ("results", ("kind", "ref", "title"))},
    "sites": {"sites": ("items", SITE_LIST_FIELDS), "unresolved": ("site_map.unresolved", UNRESOLVED_FIELDS)},
    "site": {"rows": ("rows", SITE_ROW_FIELDS)},
}


def csv_list(data: Mapping[str, Any], name: str | None) -> tuple[str, list[dict[str, Any]], tuple[str, ...]]:
    """The list a page's .csv twin writes: ``?list=`` picks one, else the page's first."""
    lists = CSV_LISTS[data["page"]]
    chosen = name if name in lists else next(iter(lists))
    path, fields = lists[chosen]
    value: Any = data
    for part in path.split("."):
        value = None if value is None else value[part]
    rows = list(value or [])
    page_platform = data.get("platform")
    if "platform" in fields and isinstance(page_platform, Mapping):  # rows of one platform's page
        rows = [r if "platform" in r else {"platform": page_platform["name"], **r} for r in rows]
    return chosen, rows, fields
