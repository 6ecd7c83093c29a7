"""Full-text search over entities, aliases, notes and documents (SQLite FTS5, PostgreSQL tsvector).

Reads the index that ``store.search_index`` builds. Every word of the query must
match (a prefix of) a word of the result; results are ranked by the backend's
relevance and returned with a short snippet split into plain and matched parts.
"""

from __future__ import annotations

import re
import unicodedata

from sqlalchemy import Connection, bindparam, select, text

from chipatlas.analyze.records_search import IndexHit, SearchAnswer, SearchResult, TextPart
from chipatlas.analyze.view import View
from chipatlas.model.schema import K
from chipatlas.store.search_tables import PG_TSVECTOR
from chipatlas.store.tables import entities

_WORD = re.compile(r"\w+", re.UNICODE)
_HIT_OPEN, _HIT_CLOSE = "\x02", "\x03"
# How the kinds are shown and ordered when results are grouped.
KIND_ORDER = (K.PLATFORM, K.COMPANY, K.CLUSTER, K.CHIP, K.SUPPLY, K.DOCUMENT)
MAX_TERMS = 12


def terms(query: str) -> list[str]:
    """The words of a query, lower-cased, at most MAX_TERMS of them."""
    folded = unicodedata.normalize("NFKC", query)  # 'Ｔｓｍｃ' searches as 'tsmc'
    return [w.lower() for w in _WORD.findall(folded)][:MAX_TERMS]


def _sqlite(conn: Connection, words: list[str], kind: str | None, limit: int, offset: int) -> list[IndexHit]:
    match = " ".join('"' + w.replace('"', "") + '"*' for w in words)
    where = "search_fts MATCH :match" + (" AND search_index.kind = :kind" if kind else "")
    sql = text(
        "SELECT search_index.kind, search_index.ref, search_index.title, "
        f"snippet(search_fts, 1, '{_HIT_OPEN}', '{_HIT_CLOSE}', '…', 16) AS snippet, "
        f"highlight(search_fts, 0, '{_HIT_OPEN}', '{_HIT_CLOSE}') AS title_hl "
        "FROM search_fts JOIN search_index ON search_index.id = search_fts.rowid "
        f"WHERE {where} ORDER BY bm25(search_fts, 4.0, 1.0), search_index.id LIMIT :limit OFFSET :offset"
    )
    found = conn.execute(sql, {"match": match, "kind": kind, "limit": limit, "offset": offset})
    return [IndexHit(*r) for r in found]


def _sqlite_counts(conn: Connection, words: list[str]) -> dict[str, int]:
    match = " ".join('"' + w.replace('"', "") + '"*' for w in words)
    sql = text(
        "SELECT search_index.kind, count(*) FROM search_fts JOIN search_index "
        "ON search_index.id = search_fts.rowid WHERE search_fts MATCH :match GROUP BY search_index.kind"
    )
    return {k: int(n) for k, n in conn.execute(sql, {"match": match})}


def _pg_query(words: list[str]) -> str:
    return " & ".join(w.replace("'", "") + ":*" for w in words)


def _pg(conn: Connection, words: list[str], kind: str | None, limit: int, offset: int) -> list[IndexHit]:
    where = f"{PG_TSVECTOR} @@ to_tsquery('simple', :q)" + (" AND search_index.kind = :kind" if kind else "")
    options = f"StartSel={_HIT_OPEN}, StopSel={_HIT_CLOSE}, MaxWords=24, MinWords=8, MaxFragments=1"
    sql = text(
        "SELECT kind, ref, title, "
        f"ts_headline('simple', body, to_tsquery('simple', :q), '{options}') AS snippet, "
        f"ts_headline('simple', title, to_tsquery('simple', :q), '{options}, HighlightAll=true') AS title_hl "
        f"FROM search_index WHERE {where} "
        f"ORDER BY ts_rank({PG_TSVECTOR}, to_tsquery('simple', :q)) DESC, id LIMIT :limit OFFSET :offset"
    )
    found = conn.execute(sql, {"q": _pg_query(words), "kind": kind, "limit": limit, "offset": offset})
    return [IndexHit(*r) for r in found]


def _pg_counts(conn: Connection, words: list[str]) -> dict[str, int]:
    sql = text(
        f"SELECT kind, count(*) FROM search_index WHERE {PG_TSVECTOR} @@ to_tsquery('simple', :q) "
        "GROUP BY kind"
    )
    return {k: int(n) for k, n in conn.execute(sql, {"q": _pg_query(words)})}


def parts(marked: str) -> list[TextPart]:
    """'a \\x02b\\x03 c' -> [{'text': 'a ', 'hit': False}, {'text': 'b', 'hit': True}, ...]."""
    out: list[TextPart] = []
    for i, chunk in enumerate(re.split(f"[{_HIT_OPEN}{_HIT_CLOSE}]", marked)):
        if chunk:
            out.append({"text": re.sub(r"\s+", " ", chunk), "hit": i % 2 == 1})
    return out


def without_slug(found: list[TextPart], ref: str) -> list[TextPart]:
    """A snippet without the entity's own slug ('sk_hynix_hbm4'): the index holds it so
    that a search by slug finds the entity, but the snippet beside its name should read as
    words. Only a slug with an underscore, exactly as stored, which no writer writes."""
    slug = ref.rpartition(":")[2]  # 'chip:sk_hynix_hbm4'
    plain = "".join(p["text"] for p in found)
    if "_" not in slug or slug not in plain:
        return found
    cut = [m.span() for m in re.finditer(rf"(?<!\w){re.escape(slug)}(?!\w)\s*", plain)]
    out: list[TextPart] = []
    pos = 0
    for p in found:
        kept = "".join(c for i, c in enumerate(p["text"], pos) if not any(a <= i < b for a, b in cut))
        pos += len(p["text"])
        if kept:
            out.append({"text": kept, "hit": p["hit"]})
    return out


def search(
    conn: Connection, query: str, kind: str | None = None, limit: int = 50, offset: int = 0
) -> SearchAnswer:
    """Matches for a query: counts per kind and one page of results, best first."""
    words = terms(query)
    if not words:
        return {"query": query, "terms": [], "counts": {}, "total": 0, "results": []}
    pg = conn.dialect.name == "postgresql"
    counts = _pg_counts(conn, words) if pg else _sqlite_counts(conn, words)
    rows = (_pg if pg else _sqlite)(conn, words, kind, limit, offset)
    view = View.load(conn)
    if view.canon:
        counts = _folded_counts(conn, words, pg, view, counts)
    # A merged-away entity is found under its canonical id, once, with the canonical name.
    firsts: dict[str, IndexHit] = {}
    for r in rows:
        firsts.setdefault(view.canonical(r.ref), r)
    names = _captions(conn, sorted(ref for ref, r in firsts.items() if ref != r.ref))
    results: list[SearchResult] = [
        {
            "kind": r.kind,
            "ref": ref,
            "title": names.get(ref, r.title),
            "title_parts": parts(names.get(ref, r.title_hl or r.title)),
            "snippet": without_slug(parts(r.snippet or ""), ref),
        }
        for ref, r in firsts.items()
    ]
    ordered = sorted(counts.items(), key=lambda kv: (_kind_rank(kv[0]), kv[0]))
    total = counts.get(kind, 0) if kind else sum(counts.values())
    return {"query": query, "terms": words, "counts": dict(ordered), "total": total, "results": results}


def _captions(conn: Connection, ids: list[str]) -> dict[str, str]:
    if not ids:
        return {}
    rows = conn.execute(select(entities.c.id, entities.c.caption).where(entities.c.id.in_(ids)))
    return {r.id: r.caption for r in rows}


def _folded_counts(
    conn: Connection, words: list[str], pg: bool, view: View, counts: dict[str, int]
) -> dict[str, int]:
    """Counts with the hits of one merged cluster counted once, as the results show them."""
    refs = sorted(view.canon)
    if pg:
        where = f"{PG_TSVECTOR} @@ to_tsquery('simple', :match)"
        sql = f"SELECT kind, ref FROM search_index WHERE {where} AND ref IN :refs"
        match = _pg_query(words)
    else:
        sql = (
            "SELECT search_index.kind, search_index.ref FROM search_fts JOIN search_index "
            "ON search_index.id = search_fts.rowid "
            "WHERE search_fts MATCH :match AND search_index.ref IN :refs"
        )
        match = " ".join('"' + w.replace('"', "") + '"*' for w in words)
    query = text(sql).bindparams(bindparam("refs", expanding=True))
    hits: dict[str, list[str]] = {}
    for kind, ref in conn.execute(query, {"match": match, "refs": refs}):
        hits.setdefault(kind, []).append(ref)
    out = dict(counts)
    for kind, found in hits.items():
        out[kind] -= len(found) - len({view.canonical(r) for r in found})
    return out


def _kind_rank(kind: str) -> int:
    return KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER)
