"""Every document that stated a value: the statement row holds the newest, the log the rest.

Re-confirming a statement from a new document must not erase where it was read before,
so the writer moves the statement's current provenance into ``statement_sources``
before it takes the new one. Reading joins the two back into one list, oldest first.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Connection, Row, insert, select
from typing_extensions import TypedDict

from chipatlas.store.tables import documents, statement_sources, statements

_CHUNK = 500
_COPIED = ("document_id", "original_value", "quote", "span_start", "span_end", "evidence", "source_url")


@dataclass(frozen=True)
class Observation:
    """One document's statement of a value: where, in which words, how strongly, when."""

    document_id: str
    uri: str | None
    original_value: str
    quote: str
    span_start: int
    span_end: int
    evidence: str
    source_url: str | None
    seen_at: str
    latest: bool  # the observation the statement row itself carries


def archive(conn: Connection, statement_ids: Sequence[str]) -> None:
    """Copy the current provenance of these statements into the log, before it is replaced."""
    columns = [statement_sources.c[c] for c in ("statement_id", *_COPIED, "seen_at")]
    for i in range(0, len(statement_ids), _CHUNK):
        chunk = statement_ids[i : i + _CHUNK]
        current = select(statements.c.id, *(statements.c[c] for c in _COPIED), statements.c.last_seen)
        conn.execute(
            insert(statement_sources).from_select(columns, current.where(statements.c.id.in_(chunk)))
        )


def observations(conn: Connection, statement_ids: Iterable[str]) -> dict[str, list[Observation]]:
    """statement id -> every observation of it, oldest first (the statement row's is last)."""
    wanted = sorted(set(statement_ids))
    out: dict[str, list[Observation]] = defaultdict(list)
    for i in range(0, len(wanted), _CHUNK):
        chunk = wanted[i : i + _CHUNK]
        earlier = (
            select(statement_sources, documents.c.uri)
            .outerjoin(documents, documents.c.id == statement_sources.c.document_id)
            .where(statement_sources.c.statement_id.in_(chunk))
            .order_by(statement_sources.c.seen_at, statement_sources.c.id)
        )
        for r in conn.execute(earlier):
            out[r.statement_id].append(_observation(r, r.seen_at, latest=False))
        latest = (
            select(statements, documents.c.uri)
            .outerjoin(documents, documents.c.id == statements.c.document_id)
            .where(statements.c.id.in_(chunk))
        )
        for r in conn.execute(latest):
            out[r.id].append(_observation(r, r.last_seen, latest=True))
    return dict(out)


def _observation(r: Row[Any], seen_at: str, latest: bool) -> Observation:
    return Observation(
        document_id=r.document_id,
        uri=r.uri,
        original_value=r.original_value,
        quote=r.quote,
        span_start=r.span_start,
        span_end=r.span_end,
        evidence=r.evidence,
        source_url=r.source_url,
        seen_at=seen_at,
        latest=latest,
    )


class StoredStatement(TypedDict):
    """A row of the ``statements`` table, column by column."""

    id: str
    source_key: str
    entity_id: str
    schema: str
    prop: str
    value: str
    original_value: str
    document_id: str
    quote: str
    span_start: int
    span_end: int
    evidence: str
    source_url: str | None
    first_seen: str
    last_seen: str
    retired_at: str | None


def stated_in(conn: Connection, doc_id: str) -> list[StoredStatement]:
    """Statement rows as this document stated them, the ones later documents restated included
    (with this document's quote, span and evidence), in the order they appear in its text."""
    mine = select(statements).where(statements.c.document_id == doc_id)
    rows = [cast(StoredStatement, dict(r)) for r in conn.execute(mine).mappings()]
    earlier = (
        select(statements, *(statement_sources.c[c].label(f"log_{c}") for c in _COPIED))
        .join(statement_sources, statement_sources.c.statement_id == statements.c.id)
        .where(statement_sources.c.document_id == doc_id)
    )
    for r in conn.execute(earlier).mappings():
        row = {k: v for k, v in r.items() if not k.startswith("log_")}
        rows.append(cast(StoredStatement, row | {c: r[f"log_{c}"] for c in _COPIED}))
    return sorted(rows, key=lambda r: (r["span_start"], r["span_end"], r["id"]))
