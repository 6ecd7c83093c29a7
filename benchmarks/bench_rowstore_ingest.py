"""The whole ingest of bench_ingest's synthetic ring into the row layout, against main's.

One process per run (peak RSS is the process's): ``--layout statements`` ingests as main
does; ``--layout rowstore`` makes the store of ``rowstore_layout.py`` and swaps the
pipeline's statement write for the row write below, keeping everything else (reading,
extraction, the stream checks, the projector's ring rows, the name and search indexes,
which read back through the ``statements`` view). First version of a source only: the
prototype has no confirm or retire. All rows are synthetic.

    python benchmarks/bench_rowstore_ingest.py --layout rowstore [--rows 100000] [--dir D]
    python benchmarks/bench_rowstore_ingest.py --compare D/statements-PID.db D/rowstore-PID.db
"""

from __future__ import annotations

import argparse
import os
import resource
import sqlite3
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

from bench_ingest import generate
from rowstore_layout import Router, ddl, insert_rows_sql, register
from sqlalchemy import Connection, event, insert

from chipatlas.ingest import pipeline
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.model.statement import Statement
from chipatlas.sources import load_path
from chipatlas.store import bulk, writer
from chipatlas.store.db import connect, migrate
from chipatlas.store.tables import ingests
from chipatlas.store.writer import WriteCounts, source_seen
from chipatlas.store.writing import WRITE_CACHE_KIB

_BATCH_ROWS = 1_000
# CPU seconds by phase: the write (which pulls the extraction, as the stream is lazy) and,
# inside it, the executemany calls (and on A, the index builds after the rows).
SPENT = {"write, with the extraction it pulls": 0.0, "executemany": 0.0, "index builds": 0.0}


def timed(name: str, fn: Callable[..., T]) -> Callable[..., T]:
    def run(*args: Any) -> T:
        t = time.process_time()
        try:
            return fn(*args)
        finally:
            SPENT[name] += time.process_time() - t

    return run


T = TypeVar("T")
_LEFT_SQL = (
    "INSERT INTO doc_statements (id, source_key, entity_id, schema, prop, value, original_value, "
    "document_id, quote, span_start, span_end, evidence, source_url, first_seen, last_seen, "
    "retired_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING"
)


def _left_rows(found: list[Statement], source_key: str, doc_id: str, at: str) -> list[tuple[object, ...]]:
    return [
        (
            s.key(source_key),
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
        for s in found
    ]


def _many(conn: Connection, sql: str, rows: list[tuple[object, ...]]) -> None:
    t = time.process_time()
    conn.exec_driver_sql(sql, rows)
    SPENT["executemany"] += time.process_time() - t


def write_rows(
    conn: Connection, found: Iterable[Statement], source_key: str, doc_id: str, at: str
) -> WriteCounts:
    """``store.writer.write_statements`` for a new source, in the row layout."""
    assert not source_seen(conn, source_key), "prototype: first version of a source only"
    conn.exec_driver_sql(f"PRAGMA cache_size=-{WRITE_CACHE_KIB}")
    router, cells_sql = Router(source_key, doc_id, at), insert_rows_sql()
    new = 0
    for _ in router.feed(found):
        if len(router.rows) >= _BATCH_ROWS:
            new += sum(v is not None for r in router.rows for v in r[12::4])
            _many(conn, cells_sql, router.rows)
            router.rows = []
    new += sum(v is not None for r in router.rows for v in r[12::4]) + len(router.leftover)
    if router.rows:
        _many(conn, cells_sql, router.rows)
    if router.leftover:
        _many(conn, _LEFT_SQL, _left_rows(router.leftover, source_key, doc_id, at))
    conn.execute(
        insert(ingests).values(
            document_id=doc_id, source_key=source_key, at=at, new=new, confirmed=0, retired=0
        )
    )
    return WriteCounts(new, 0, 0, frozenset())


# Every table a reader sees besides statements (documents, sources and ingests hold the
# ingest's timestamp, so they differ by it alone).
PROJECTIONS = ("entities", "aliases", "platforms", "ring_rows", "store_meta", "search_fts_data")


def compare(a: Path, b: Path) -> None:
    """Each projection table of two stores, sorted row for row."""
    with sqlite3.connect(a) as ca, sqlite3.connect(b) as cb:
        for table in PROJECTIONS:
            rows_a, rows_b = (sorted(map(repr, c.execute(f"SELECT * FROM {table}"))) for c in (ca, cb))
            same = "same" if rows_a == rows_b else "DIFFERENT"
            print(f"{table}: {len(rows_a):,} / {len(rows_b):,} rows, {same}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A_DB", "B_DB"))
    parser.add_argument("--layout", choices=("statements", "rowstore"))
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--dir", type=Path)
    args = parser.parse_args()
    if args.compare:
        compare(*args.compare)
        return
    if not args.layout:
        parser.error("--layout or --compare is needed")
    work = args.dir or Path(tempfile.mkdtemp(prefix="chipatlas-rowingest-"))
    csv = work / "ring.csv"
    if not csv.exists():
        generate(csv, args.rows)
    path = work / f"{args.layout}-{os.getpid()}.db"
    engine = connect(str(path))
    if args.layout == "rowstore":
        event.listen(engine, "connect", lambda dbapi, _rec: register(dbapi))
    migrate(engine)
    engine.dispose()
    if args.layout == "rowstore":
        with engine.begin() as conn:
            for sql in ddl():
                conn.exec_driver_sql(sql)
        pipeline.write_statements = write_rows  # type: ignore[assignment]
    else:
        writer._executemany = timed("executemany", writer._executemany)
        bulk.build_indexes = timed("index builds", bulk.build_indexes)
    pipeline.write_statements = timed("write, with the extraction it pulls", pipeline.write_statements)
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    cpu0, t0 = time.process_time(), time.perf_counter()
    report = ingest(engine, load_path(csv), IngestOptions())
    wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    assert report.status == "landed", report.lines()[:3]
    with engine.connect() as conn:
        ring = conn.exec_driver_sql("SELECT count(*) FROM ring_rows").scalar_one()
        stmts = conn.exec_driver_sql("SELECT count(*) FROM statements").scalar_one()
        conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    print(
        f"{args.layout}: {args.rows:,} rows, {wall:.1f} s wall, {cpu:.1f} s CPU, "
        f"{args.rows / cpu:,.0f} rows/s of CPU, peak RSS "
        f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB (before {base:.0f}); "
        f"{report.new:,} new, {stmts:,} statements, {ring:,} ring rows, "
        f"{path.stat().st_size / 1e6:.0f} MB; load average {os.getloadavg()[0]:.1f}"
    )
    write = SPENT["write, with the extraction it pulls"]
    print(
        "  CPU: " + ", ".join(f"{k} {v:.1f} s" for k, v in SPENT.items()) + f"; the rest {cpu - write:.1f} s"
    )


if __name__ == "__main__":
    main()
