"""Writes of the system of record: documents, sources and statements, one source version at a time."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Connection, insert, select, update

from chipatlas.model.statement import Statement
from chipatlas.read.parsed import ParsedDocument
from chipatlas.sources import SourceDocument
from chipatlas.store.tables import documents, ingests, sources, statements


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


@dataclass(frozen=True)
class WriteCounts:
    new: int
    confirmed: int
    retired: int
    retired_entities: frozenset[str]


def document_exists(conn: Connection, doc_id: str) -> bool:
    return conn.execute(select(documents.c.id).where(documents.c.id == doc_id)).first() is not None


def write_document(
    conn: Connection, source: SourceDocument, parsed: ParsedDocument, source_key: str, at: str
) -> str:
    doc_id = source.content_hash
    conn.execute(
        insert(documents).values(
            id=doc_id,
            source_key=source_key,
            uri=source.uri,
            title=parsed.title,
            publisher=None,
            published=None,
            media_type=parsed.media_type,
            encoding=parsed.encoding,
            size=len(source.data),
            text=parsed.text,
            retrieved_at=source.retrieved_at.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
            ingested_at=at,
        )
    )
    known = conn.execute(select(sources.c.key).where(sources.c.key == source_key)).first()
    if known:
        conn.execute(
            update(sources)
            .where(sources.c.key == source_key)
            .values(latest_document_id=doc_id, last_ingested=at)
        )
    else:
        conn.execute(
            insert(sources).values(
                key=source_key, latest_document_id=doc_id, first_ingested=at, last_ingested=at
            )
        )
    return doc_id


def write_statements(
    conn: Connection, found: Iterable[Statement], source_key: str, doc_id: str, at: str
) -> WriteCounts:
    """New facts are inserted, restated ones confirmed, unstated ones of this source retired."""
    current = {
        r.id: r.entity_id
        for r in conn.execute(
            select(statements.c.id, statements.c.entity_id).where(
                statements.c.source_key == source_key, statements.c.retired_at.is_(None)
            )
        )
    }
    batch: dict[str, Statement] = {}
    for s in found:
        batch.setdefault(s.key(source_key), s)
    fresh = [sid for sid in batch if sid not in current]
    existing: set[str] = set()
    for chunk in range(0, len(fresh), 500):
        existing |= {
            r.id
            for r in conn.execute(
                select(statements.c.id).where(statements.c.id.in_(fresh[chunk : chunk + 500]))
            )
        }
    rows = [_row(sid, batch[sid], source_key, doc_id, at) for sid in fresh if sid not in existing]
    if rows:
        conn.execute(insert(statements), rows)
    revived = [sid for sid in fresh if sid in existing]
    confirmed = [sid for sid in batch if sid in current] + revived
    for sid in confirmed:
        s = batch[sid]
        conn.execute(
            update(statements)
            .where(statements.c.id == sid)
            .values(
                last_seen=at,
                retired_at=None,
                document_id=doc_id,
                quote=s.quote,
                span_start=s.start,
                span_end=s.end,
                original_value=s.original_value,
                evidence=s.evidence,
                source_url=s.source_url,
            )
        )
    gone = [sid for sid in current if sid not in batch]
    for chunk in range(0, len(gone), 500):
        conn.execute(
            update(statements).where(statements.c.id.in_(gone[chunk : chunk + 500])).values(retired_at=at)
        )
    conn.execute(
        insert(ingests).values(
            document_id=doc_id,
            source_key=source_key,
            at=at,
            new=len(rows),
            confirmed=len(confirmed),
            retired=len(gone),
        )
    )
    return WriteCounts(len(rows), len(confirmed), len(gone), frozenset(current[g] for g in gone))


def _row(sid: str, s: Statement, source_key: str, doc_id: str, at: str) -> dict[str, object]:
    return {
        "id": sid,
        "source_key": source_key,
        "entity_id": s.entity_id,
        "schema": s.schema,
        "prop": s.prop,
        "value": s.value,
        "original_value": s.original_value,
        "document_id": doc_id,
        "quote": s.quote,
        "span_start": s.start,
        "span_end": s.end,
        "evidence": s.evidence,
        "source_url": s.source_url,
        "first_seen": at,
        "last_seen": at,
        "retired_at": None,
    }
