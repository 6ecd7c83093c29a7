"""Writes of the system of record: documents, sources and statements, one source version at a time."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from sqlalchemy import Connection, bindparam, insert, select, update

from chipatlas.model.statement import Statement
from chipatlas.store.observations import archive
from chipatlas.store.tables import documents, ingests, sources, statements

if TYPE_CHECKING:  # annotations only: a read (the CLI's ring) must not import every reader
    from chipatlas.read.parsed import ParsedDocument
    from chipatlas.sources import SourceDocument


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
            publisher=parsed.meta.get("publisher"),
            published=parsed.meta.get("published"),
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


_INSERT_COLUMNS = (
    "id",
    "source_key",
    "entity_id",
    "schema",
    "prop",
    "value",
    "original_value",
    "document_id",
    "quote",
    "span_start",
    "span_end",
    "evidence",
    "source_url",
    "first_seen",
    "last_seen",
    "retired_at",
)
_BATCH = 10_000


def write_statements(
    conn: Connection, found: Iterable[Statement], source_key: str, doc_id: str, at: str
) -> WriteCounts:
    """New facts are inserted, restated ones confirmed, unstated ones of this source retired."""
    # A statement id hashes its source key, so this source's rows are all that can collide.
    known = conn.execute(
        select(statements.c.id, statements.c.entity_id, statements.c.retired_at).where(
            statements.c.source_key == source_key
        )
    ).all()
    current = {r.id: r.entity_id for r in known if r.retired_at is None}
    retired = {r.id for r in known if r.retired_at is not None}
    batch: dict[str, Statement] = {}
    for s in found:
        batch.setdefault(s.key(source_key), s)
    fresh = [sid for sid in batch if sid not in current and sid not in retired]
    _insert(conn, ((sid, batch[sid]) for sid in fresh), source_key, doc_id, at)
    confirmed = [sid for sid in batch if sid in current or sid in retired]
    archive(conn, confirmed)  # the earlier document stays listed as a source of the value
    for i in range(0, len(confirmed), _BATCH):
        conn.execute(
            update(statements).where(statements.c.id == bindparam("b_id")),
            [_confirmation(sid, batch[sid], doc_id, at) for sid in confirmed[i : i + _BATCH]],
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
            new=len(fresh),
            confirmed=len(confirmed),
            retired=len(gone),
        )
    )
    return WriteCounts(len(fresh), len(confirmed), len(gone), frozenset(current[g] for g in gone))


def add_statements(
    conn: Connection, found: Iterable[Statement], source_key: str, doc_id: str, at: str
) -> int:
    """Add statements to a source's current version without retiring the rest (a re-link).

    Unlike ``write_statements`` this is not a new version of the source: what it already
    states stays as it is; a statement it had dropped and now states again comes back.
    """
    batch = {s.key(source_key): s for s in found}
    known = {
        r.id: r.retired_at
        for r in conn.execute(
            select(statements.c.id, statements.c.retired_at).where(statements.c.id.in_(sorted(batch)))
        )
    }
    _insert(conn, ((sid, s) for sid, s in batch.items() if sid not in known), source_key, doc_id, at)
    back = [sid for sid, retired in known.items() if retired is not None]
    if back:
        conn.execute(
            update(statements).where(statements.c.id.in_(back)).values(retired_at=None, last_seen=at)
        )
    return len(batch) - len(known) + len(back)


def _insert(
    conn: Connection, items: Iterable[tuple[str, Statement]], source_key: str, doc_id: str, at: str
) -> None:
    """Plain DB-API executemany in batches: the hot path of a large ring file."""
    columns = ", ".join(_INSERT_COLUMNS)
    mark = "?" if conn.dialect.paramstyle == "qmark" else "%s"
    marks = ", ".join([mark] * len(_INSERT_COLUMNS))
    sql = f"INSERT INTO statements ({columns}) VALUES ({marks})"
    rows: list[tuple[object, ...]] = []
    for sid, s in items:
        rows.append(
            (
                sid,
                source_key,
                s.entity_id,
                s.schema,
                s.prop,
                s.value,
                s.original_value,
                doc_id,
                s.quote,
                s.start,
                s.end,
                s.evidence,
                s.source_url,
                at,
                at,
                None,
            )
        )
        if len(rows) >= _BATCH:
            conn.exec_driver_sql(sql, rows)
            rows = []
    if rows:
        conn.exec_driver_sql(sql, rows)


def _confirmation(sid: str, s: Statement, doc_id: str, at: str) -> dict[str, object]:
    """The statement row carries the newest observation; ``archive`` kept the one before."""
    return {
        "b_id": sid,
        "last_seen": at,
        "retired_at": None,
        "document_id": doc_id,
        "quote": s.quote,
        "span_start": s.start,
        "span_end": s.end,
        "original_value": s.original_value,
        "evidence": s.evidence,
        "source_url": s.source_url,
    }
