"""Writes of the system of record: documents, sources and statements, one source version at a time."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from hashlib import sha1
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, bindparam, func, insert, select, update

from chipatlas.model.statement import Statement
from chipatlas.store import bulk
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


def stored_source(conn: Connection, doc_id: str) -> tuple[str, str] | None:
    """A stored document's source key and that source's latest document id (None: not stored)."""
    row = conn.execute(
        select(documents.c.source_key, sources.c.latest_document_id)
        .join(sources, sources.c.key == documents.c.source_key)
        .where(documents.c.id == doc_id)
    ).first()
    return (row.source_key, row.latest_document_id) if row else None


def write_document(
    conn: Connection,
    source: SourceDocument,
    parsed: ParsedDocument,
    source_key: str,
    at: str,
    *,
    stored: bool = False,
) -> str:
    """The document row (a re-read, `stored`, keeps the row as stored and only stamps its source)."""
    doc_id = source.content_hash
    if stored:
        conn.execute(update(sources).where(sources.c.key == source_key).values(last_ingested=at))
        return doc_id
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


# The Statement's own fields first, in its slot order, so a row is one C-level read of
# them (``_FIELDS``) plus this write's constant tail, not a tuple built value by value.
_OWN = (
    "entity_id",
    "schema",
    "prop",
    "value",
    "original_value",
    "quote",
    "start",
    "end",
    "evidence",
    "source_url",
)
_FIELDS = attrgetter(*_OWN)
# The table names the quote's span span_start/span_end; every other column is the field's name.
_SPAN = {"start": "span_start", "end": "span_end"}
_INSERT_COLUMNS = (
    *(_SPAN.get(f, f) for f in _OWN),
    "id",
    "source_key",
    "document_id",
    "first_seen",
    "last_seen",
    "retired_at",
)
_BATCH = 10_000  # statements read, inserted and confirmed at a time
_LOOKUP = 500  # ids per IN (...) look-up


def source_seen(conn: Connection, source_key: str) -> bool:
    """Whether the store holds statements of this source (a version before this one)."""
    found = select(statements.c.id).where(statements.c.source_key == source_key).limit(1)
    return conn.execute(found).first() is not None


def write_statements(
    conn: Connection, found: Iterable[Statement], source_key: str, doc_id: str, at: str
) -> WriteCounts:
    """New facts are inserted, restated ones confirmed, unstated ones of this source retired.

    A streaming write: ``found`` is read one batch at a time and nothing of a batch is kept
    once it is stored. What this version states is marked in SQL (``last_seen = at``), so
    the statements it no longer states are found in SQL too, not in a set of every id.
    """
    # A statement id hashes its source key, so this source's rows are all that can collide;
    # a source seen for the first time needs no look-up of what it stated before.
    seen_before = source_seen(conn, source_key)
    confirmed = inserted = 0
    prefix = source_key + "\x1f"
    before, deferred = bulk.table_size(conn), None
    for chunk in _batches(found, _BATCH):
        batch: dict[str, Statement] = {}
        for s in chunk:
            # s.key(source_key), inlined: the hot loop of a large ring (same id, tests pin it)
            sid = sha1(f"{prefix}{s.entity_id}\x1f{s.prop}\x1f{s.value}".encode()).hexdigest()
            batch.setdefault(sid, s)  # the first of two same facts in one version wins
        if seen_before:
            confirmed += _confirm(conn, batch, doc_id, at)
        # skips what is stored already, unless no index on the id is there to find it
        _insert(conn, batch.items(), source_key, doc_id, at, guarded=not bulk.id_dropped(deferred))
        inserted += len(batch)
        if deferred is None and bulk.worth_deferring(conn, inserted, before):
            # built again below, before anything reads them
            deferred = bulk.drop_indexes(conn, keep_id=seen_before)
    if deferred:
        bulk.build_indexes(conn, deferred)
    # A new source's rows are all this write's: counted from the source index alone (a
    # 100,000-row ring: ~0.8 s less than reading each row's first_seen).
    mine = [statements.c.source_key == source_key]
    if seen_before:
        mine.append(statements.c.first_seen == at)
    new = conn.execute(select(func.count()).where(*mine)).scalar_one()
    gone, entities = _retire(conn, source_key, at) if seen_before else (0, frozenset[str]())
    conn.execute(
        insert(ingests).values(
            document_id=doc_id, source_key=source_key, at=at, new=new, confirmed=confirmed, retired=gone
        )
    )
    return WriteCounts(new, confirmed, gone, entities)


def _batches(found: Iterable[Statement], size: int) -> Iterator[list[Statement]]:
    batch: list[Statement] = []
    for s in found:
        batch.append(s)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def _confirm(conn: Connection, batch: dict[str, Statement], doc_id: str, at: str) -> int:
    """Restated statements take this document's provenance (``archive`` keeps the one before);
    they leave ``batch``, which then holds only what is new or already stated by this version."""
    restated: list[str] = []
    ids = list(batch)
    for i in range(0, len(ids), _LOOKUP):
        query = select(statements.c.id, statements.c.last_seen).where(
            statements.c.id.in_(ids[i : i + _LOOKUP])
        )
        restated += [r.id for r in conn.execute(query) if r.last_seen != at]
    archive(conn, restated)  # the earlier document stays listed as a source of the value
    if restated:
        conn.execute(
            update(statements).where(statements.c.id == bindparam("b_id")),
            [_confirmation(sid, batch.pop(sid), doc_id, at) for sid in restated],
        )
    return len(restated)


def _retire(conn: Connection, source_key: str, at: str) -> tuple[int, frozenset[str]]:
    """Retire this source's current statements that this version did not state again."""
    unstated = (
        statements.c.source_key == source_key,
        statements.c.retired_at.is_(None),
        statements.c.last_seen != at,
    )
    entities = frozenset(conn.execute(select(statements.c.entity_id).where(*unstated).distinct()).scalars())
    gone = conn.execute(update(statements).where(*unstated).values(retired_at=at)).rowcount
    return gone, entities


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
    fresh = ((sid, s) for sid, s in batch.items() if sid not in known)
    _insert(conn, fresh, source_key, doc_id, at, guarded=True)
    back = [sid for sid, retired in known.items() if retired is not None]
    if back:
        conn.execute(
            update(statements).where(statements.c.id.in_(back)).values(retired_at=None, last_seen=at)
        )
    return len(batch) - len(known) + len(back)


def _insert(
    conn: Connection,
    items: Iterable[tuple[str, Statement]],
    source_key: str,
    doc_id: str,
    at: str,
    guarded: bool,
) -> None:
    """The hot path of a large ring file, in batches: plain DB-API executemany on SQLite,
    COPY on PostgreSQL. A statement already stored (the same fact stated twice in one
    version) is left as it is when ``guarded``; else (the id's index is dropped for a bulk
    write) it lands twice and ``bulk.build_indexes`` keeps the first."""
    fields = _FIELDS
    rows: list[tuple[object, ...]] = []
    for sid, s in items:
        rows.append((*fields(s), sid, source_key, doc_id, at, at, None))
        if len(rows) >= _BATCH:
            _write(conn, rows, guarded)
            rows = []
    if rows:
        _write(conn, rows, guarded)


def _write(conn: Connection, rows: list[tuple[object, ...]], guarded: bool) -> None:
    if conn.dialect.name == "postgresql":
        _copy(conn, rows)
    else:
        _executemany(conn, rows, guarded)


_COLUMNS = ", ".join(_INSERT_COLUMNS)


def _executemany(conn: Connection, rows: list[tuple[object, ...]], guarded: bool) -> None:
    mark = "?" if conn.dialect.paramstyle == "qmark" else "%s"
    marks = ", ".join([mark] * len(_INSERT_COLUMNS))
    sql = f"INSERT INTO statements ({_COLUMNS}) VALUES ({marks})"
    conn.exec_driver_sql(sql + " ON CONFLICT (id) DO NOTHING" if guarded else sql, rows)


def _copy(conn: Connection, rows: list[tuple[object, ...]]) -> None:
    """COPY into a scratch table of this transaction, then one INSERT ... SELECT: COPY alone
    cannot skip a row that is already stored."""
    cursor: Any = conn.connection.driver_connection.cursor()  # type: ignore[union-attr]
    cursor.execute(
        "CREATE TEMPORARY TABLE IF NOT EXISTS statements_in "
        "(LIKE statements INCLUDING DEFAULTS) ON COMMIT DROP"
    )
    cursor.execute("TRUNCATE statements_in")
    with cursor.copy(f"COPY statements_in ({_COLUMNS}) FROM STDIN") as copy:
        for row in rows:
            copy.write_row(row)
    cursor.execute(
        f"INSERT INTO statements ({_COLUMNS}) SELECT {_COLUMNS} FROM statements_in "
        "ON CONFLICT (id) DO NOTHING"
    )


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
