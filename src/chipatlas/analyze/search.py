"""Full-text search over entities, aliases, notes and documents (SQLite FTS5, PostgreSQL tsvector).

Reads the index that ``store.search_index`` builds. Every word of the query must
match (a prefix of) a word of the result; results are ranked by the backend's
relevance and returned with a short snippet split into plain and matched parts.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from sqlalchemy import Connection, text

from chipatlas.analyze.view import View
from chipatlas.model.schema import K
from chipatlas.store.search_tables import PG_TSVECTOR

_WORD = re.compile(r"\w+", re.UNICODE)
_HIT_OPEN, _HIT_CLOSE = "\x02", "\x03"
# How the kinds are shown and ordered when results are grouped.
KIND_ORDER = (K.PLATFORM, K.COMPANY, K.CLUSTER, K.CHIP, K.SUPPLY, K.DOCUMENT)
MAX_TERMS = 12


def terms(query: str) -> list[str]:
    """The words of a query, lower-cased, at most MAX_TERMS of them."""
    folded = unicodedata.normalize("NFKC", query)  # 'Ｔｓｍｃ' searches as 'tsmc'
    return [w.lower() for w in _WORD.findall(folded)][:MAX_TERMS]


def _sqlite(conn: Connection, words: list[str], kind: str | None, limit: int, offset: int) -> list[Any]:
    match = " ".join('"' + w.replace('"', "") + '"*' for w in words)
    where = "search_fts MATCH :match" + (" AND search_index.kind = :kind" if kind else "")
    sql = text(
        "SELECT search_index.kind, search_index.ref, search_index.title, "
        f"snippet(search_fts, 1, '{_HIT_OPEN}', '{_HIT_CLOSE}', '…', 16) AS snippet, "
        f"highlight(search_fts, 0, '{_HIT_OPEN}', '{_HIT_CLOSE}') AS title_hl "
        "FROM search_fts JOIN search_index ON search_index.id = search_fts.rowid "
        f"WHERE {where} ORDER BY bm25(search_fts, 4.0, 1.0), search_index.id LIMIT :limit OFFSET :offset"
    )
    return list(conn.execute(sql, {"match": match, "kind": kind, "limit": limit, "offset": offset}))


def _sqlite_counts(conn: Connection, words: list[str]) -> dict[str, int]:
    match = " ".join('"' + w.replace('"', "") + '"*' for w in words)
    sql = text(
        "SELECT search_index.kind, count(*) FROM search_fts JOIN search_index "
        "ON search_index.id = search_fts.rowid WHERE search_fts MATCH :match GROUP BY search_index.kind"
    )
    return {k: int(n) for k, n in conn.execute(sql, {"match": match})}


def _pg_query(words: list[str]) -> str:
    return " & ".join(w.replace("'", "") + ":*" for w in words)


def _pg(conn: Connection, words: list[str], kind: str | None, limit: int, offset: int) -> list[Any]:
    where = f"{PG_TSVECTOR} @@ to_tsquery('simple', :q)" + (" AND search_index.kind = :kind" if kind else "")
    options = f"StartSel={_HIT_OPEN}, StopSel={_HIT_CLOSE}, MaxWords=24, MinWords=8, MaxFragments=1"
    sql = text(
        "SELECT kind, ref, title, "
        f"ts_headline('simple', body, to_tsquery('simple', :q), '{options}') AS snippet, "
        f"ts_headline('simple', title, to_tsquery('simple', :q), '{options}, HighlightAll=true') AS title_hl "
        f"FROM search_index WHERE {where} "
        f"ORDER BY ts_rank({PG_TSVECTOR}, to_tsquery('simple', :q)) DESC, id LIMIT :limit OFFSET :offset"
    )
    return list(conn.execute(sql, {"q": _pg_query(words), "kind": kind, "limit": limit, "offset": offset}))


def _pg_counts(conn: Connection, words: list[str]) -> dict[str, int]:
    sql = text(
        f"SELECT kind, count(*) FROM search_index WHERE {PG_TSVECTOR} @@ to_tsquery('simple', :q) "
        "GROUP BY kind"
    )
    return {k: int(n) for k, n in conn.execute(sql, {"q": _pg_query(words)})}


def parts(marked: str) -> list[dict[str, Any]]:
    """'a \\x02b\\x03 c' -> [{'text': 'a ', 'hit': False}, {'text': 'b', 'hit': True}, ...]."""
    out: list[dict[str, Any]] = []
    for i, chunk in enumerate(re.split(f"[{_HIT_OPEN}{_HIT_CLOSE}]", marked)):
        if chunk:
            out.append({"text": re.sub(r"\s+", " ", chunk), "hit": i % 2 == 1})
    return out


def search(
    conn: Connection, query: str, kind: str | None = None, limit: int = 50, offset: int = 0
) -> dict[str, Any]:
    """Matches for a query: counts per kind and one page of results, best first."""
    words = terms(query)
    if not words:
        return {"query": query, "terms": [], "counts": {}, "total": 0, "results": []}
    pg = conn.dialect.name == "postgresql"
    counts = _pg_counts(conn, words) if pg else _sqlite_counts(conn, words)
    rows = (_pg if pg else _sqlite)(conn, words, kind, limit, offset)
    view = View.load(conn)
    # A merged-away entity is found under its canonical id, once.
    firsts: dict[str, Any] = {}
    for r in rows:
        firsts.setdefault(view.canonical(r.ref), r)
    rows = list(firsts.values())
    results = [
        {
            "kind": r.kind,
            "ref": view.canonical(r.ref),
            "title": r.title,
            "title_parts": parts(r.title_hl or r.title),
            "snippet": parts(r.snippet or ""),
        }
        for r in rows
    ]
    ordered = sorted(counts.items(), key=lambda kv: (_kind_rank(kv[0]), kv[0]))
    total = counts.get(kind, 0) if kind else sum(counts.values())
    return {"query": query, "terms": words, "counts": dict(ordered), "total": total, "results": results}


def _kind_rank(kind: str) -> int:
    return KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER)
