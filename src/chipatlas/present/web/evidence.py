"""Links from a computed figure to the words it rests on: ring rows, statements, quoted spans.

The analyses return ``supply_ids``, ``documents`` and ``statement_ids``; these helpers
turn them into ``/documents/{doc}#s-{statement}`` anchors (the document page marks each
statement's span with that id) and ``/platforms/{slug}#row-{supply}`` anchors.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from urllib.parse import quote

from sqlalchemy import Connection

from chipatlas.analyze.provenance import best_sources, platform_slugs, statement_sources, statements_quoting

Link = dict[str, Any]


def doc_href(document: str, statement: str | None = None) -> str:
    base = "/documents/" + quote(str(document))
    return f"{base}#s-{quote(str(statement))}" if statement else base


def row_links(conn: Connection, supply_ids: Iterable[str]) -> dict[str, Link]:
    """supply id -> {supply_id, href (the row's words in its document), row_href, quote, evidence}."""
    ids = sorted(set(supply_ids))
    slugs = platform_slugs(conn, ids)
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
    return {
        sid: {
            "statement": sid,
            "href": doc_href(src["document"], sid),
            "quote": src["quote"],
            "evidence": src["evidence"],
        }
        for sid, src in statement_sources(conn, statement_ids).items()
    }


def quote_links(conn: Connection, pairs: Iterable[tuple[str, str]]) -> dict[tuple[str, str], str]:
    """(document, quote) -> the anchor of a statement read from those words in that document."""
    return {key: doc_href(key[0], sid) for key, sid in statements_quoting(conn, pairs).items()}
