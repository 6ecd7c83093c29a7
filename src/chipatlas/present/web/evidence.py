"""Links from a computed figure to the words it rests on: ring rows, statements, quoted spans.

The analyses return ``supply_ids``, ``documents`` and ``statement_ids``; these helpers
turn them into ``/documents/{doc}#s-{statement}`` anchors (the document page marks each
statement's span with that id) and ``/platforms/{slug}#row-{supply}`` anchors.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from urllib.parse import quote

from sqlalchemy import Connection, select

from chipatlas.analyze.provenance import best_sources
from chipatlas.store.tables import platforms, ring_rows, statements

Link = dict[str, Any]
_CHUNK = 500


def doc_href(document: str, statement: str | None = None) -> str:
    base = "/documents/" + quote(str(document))
    return f"{base}#s-{quote(str(statement))}" if statement else base


def _chunks(ids: Iterable[str]) -> Iterable[list[str]]:
    wanted = sorted({i for i in ids if i})
    for i in range(0, len(wanted), _CHUNK):
        yield wanted[i : i + _CHUNK]


def row_links(conn: Connection, supply_ids: Iterable[str]) -> dict[str, Link]:
    """supply id -> {supply_id, href (the row's words in its document), row_href, quote, evidence}."""
    ids = sorted(set(supply_ids))
    slugs: dict[str, str] = {}
    for part in _chunks(ids):
        query = (
            select(ring_rows.c.supply_id, platforms.c.slug)
            .join(platforms, platforms.c.id == ring_rows.c.platform_id)
            .where(ring_rows.c.supply_id.in_(part))
        )
        slugs.update({r.supply_id: r.slug for r in conn.execute(query)})
    out: dict[str, Link] = {}
    for sid, props in best_sources(conn, ids).items():
        src = props.get("platform") or props.get("supplier") or props.get("supplier_gap")
        if src is None:
            continue
        slug = slugs.get(sid)
        out[sid] = {
            "supply_id": sid,
            "href": doc_href(src["document"], src["statement"]),
            "row_href": f"/platforms/{quote(slug)}#row-{quote(sid, safe=':')}" if slug else None,
            "quote": src["quote"],
            "evidence": src["evidence"],
        }
    return out


def statement_links(conn: Connection, statement_ids: Iterable[str]) -> dict[str, Link]:
    """statement id -> {statement, href, quote, evidence}."""
    out: dict[str, Link] = {}
    for part in _chunks(statement_ids):
        query = select(
            statements.c.id, statements.c.document_id, statements.c.quote, statements.c.evidence
        ).where(statements.c.id.in_(part))
        for r in conn.execute(query):
            out[r.id] = {
                "statement": r.id,
                "href": doc_href(r.document_id, r.id),
                "quote": r.quote,
                "evidence": r.evidence,
            }
    return out


def quote_links(conn: Connection, pairs: Iterable[tuple[str, str]]) -> dict[tuple[str, str], str]:
    """(document, quote) -> the anchor of a statement read from those words in that document."""
    wanted = {(d, q) for d, q in pairs if d and q}
    out: dict[tuple[str, str], str] = {}
    for part in _chunks(d for d, _ in wanted):
        query = select(statements.c.id, statements.c.document_id, statements.c.quote).where(
            statements.c.document_id.in_(part)
        )
        for r in conn.execute(query.order_by(statements.c.id)):
            key = (r.document_id, r.quote)
            if key in wanted and key not in out:
                out[key] = doc_href(r.document_id, r.id)
    return out


def with_links(
    conn: Connection, items: list[dict[str, Any]], key: str = "supply_ids"
) -> list[dict[str, Any]]:
    """Copies of ``items``, each with ``links``: one per ring row it was computed from."""
    found = row_links(conn, (s for item in items for s in item.get(key) or []))
    return [item | {"links": [found[s] for s in item.get(key) or [] if s in found]} for item in items]
