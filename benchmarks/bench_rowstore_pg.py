"""bench_rowstore.py on PostgreSQL: COPY of the statements against COPY of ring_cells, then the
same reads through the ``statements`` view. Two fresh schemas, dropped at the end.

CPU is the client's (``time.process_time``) plus the server backend's, read from
``/proc/<backend pid>/stat`` (the server runs on this machine). All rows are synthetic.

    python benchmarks/bench_rowstore_pg.py [--rows 100000] [--url postgresql+psycopg://postgres@127.0.0.1:5432/test]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bench_ingest import generate
from bench_rowstore import AT, DOC, PLAN_QUERIES, SOURCE, _stmt_row, except_count, extracted, reads
from rowstore_layout import CELL_COLUMNS, ROW_COLUMNS, STATEMENT_COLUMNS, Router, ddl
from sqlalchemy import Connection, Engine, text

from chipatlas.store.db import connect, migrate

_TICK = os.sysconf("SC_CLK_TCK")


def backend_cpu(conn: Connection) -> float:
    pid = conn.exec_driver_sql("SELECT pg_backend_pid()").scalar_one()
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / _TICK  # utime + stime


@contextmanager
def measured(conn: Connection, out: list[float]) -> Iterator[None]:
    """Appends (client CPU, server CPU, wall) of the block."""
    c, s, w = time.process_time(), backend_cpu(conn), time.perf_counter()
    yield
    out += [time.process_time() - c, backend_cpu(conn) - s, time.perf_counter() - w]


def copy(conn: Connection, table: str, columns: str, rows: list[tuple[object, ...]]) -> None:
    cursor: Any = conn.connection.driver_connection.cursor()  # type: ignore[union-attr]
    with cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as cp:
        for row in rows:
            cp.write_row(row)


def write(engine: Engine, csv: Path, rowstore: bool) -> list[float]:
    got: list[float] = []
    with extracted(engine, csv) as found, engine.begin() as conn, measured(conn, got):
        if not rowstore:
            rows: list[tuple[object, ...]] = []
            for s in found:
                rows.append(_stmt_row(s))
                if len(rows) >= 10_000:
                    copy(conn, "statements", STATEMENT_COLUMNS, rows)
                    rows = []
            copy(conn, "statements", STATEMENT_COLUMNS, rows)
            return got
        router = Router(SOURCE, DOC, AT)
        cells = ", ".join((*ROW_COLUMNS, *CELL_COLUMNS))
        for _ in router.feed(found):
            if len(router.rows) >= 1_000:
                copy(conn, "ring_cells", cells, router.rows)
                router.rows = []
        copy(conn, "ring_cells", cells, router.rows)
        copy(conn, "doc_statements", STATEMENT_COLUMNS, [_stmt_row(s) for s in router.leftover])
    return got


def timed_reads(engine: Engine, rows: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    with engine.connect() as conn:
        for name, fn in reads(conn, rows).items():
            runs: list[list[float]] = []
            for _ in range(1 if "document" in name or "retire" in name or "by id" in name else 3):
                got: list[float] = []
                with measured(conn, got):
                    fn()
                runs.append(got)
            out[name] = sorted(runs, key=sum)[len(runs) // 2]
    return out


def plans(engine: Engine, queries: list[str]) -> None:
    with engine.connect() as conn:
        for sql in queries:
            lines = [r[0] for r in conn.exec_driver_sql(f"EXPLAIN {sql}")]
            scans = sorted(
                {
                    ln.strip().split(" on ")[0].lstrip("-> ") + " on " + ln.split(" on ")[1].split()[0]
                    for ln in lines
                    if " on " in ln
                }
            )
            print(f"  {sql[:100]}\n    " + "\n    ".join(scans))


def fmt(got: list[float]) -> str:
    return f"client {got[0]:.2f} s + server {got[1]:.2f} s CPU, {got[2]:.2f} s wall"


_SIZE = (
    "SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n "
    "ON n.oid = c.relnamespace WHERE n.nspname = '{}' AND c.relkind = 'r'"
)


def schema_engine(url: str, schema: str, rowstore: bool, admin: Engine) -> Engine:
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    engine = connect(f"{url}?options=-csearch_path%3D{schema}")
    migrate(engine)
    if rowstore:
        with engine.begin() as conn:
            conn.execute(text("CREATE EXTENSION IF NOT EXISTS pgcrypto"))
            where = conn.execute(
                text(
                    "SELECT n.nspname FROM pg_extension e JOIN pg_namespace n "
                    "ON n.oid = e.extnamespace WHERE e.extname = 'pgcrypto'"
                )
            ).scalar_one()
            for sql in ddl(pg=where):
                conn.exec_driver_sql(sql)
    return engine


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument(
        "--url",
        default=os.environ.get("CHIPATLAS_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"),
    )
    args = parser.parse_args()
    csv = Path(tempfile.mkdtemp(prefix="chipatlas-rowpg-")) / "ring.csv"
    generate(csv, args.rows)
    tag = uuid.uuid4().hex[:8]
    names = {False: f"rowstore_a_{tag}", True: f"rowstore_b_{tag}"}
    admin = connect(args.url)
    try:
        engines = {b: schema_engine(args.url, names[b], b, admin) for b in (False, True)}
        for b, label in ((False, "A statements"), (True, "B ring_cells")):
            got = write(engines[b], csv, b)
            print(f"{label} COPY: {fmt(got)}; {args.rows / (got[0] + got[1]):,.0f} ring rows/s of CPU")
            with engines[b].begin() as conn:
                conn.exec_driver_sql("ANALYZE")  # as autovacuum would soon: plans from real statistics
        with admin.connect() as conn:
            for name in names.values():
                size = conn.exec_driver_sql(_SIZE.format(name)).scalar_one()
                print(f"  {name}: {int(size) / 1e6:.0f} MB (tables with their indexes and TOAST)")
            a_, b_ = names[False], names[True]
            diff = [
                conn.exec_driver_sql(
                    except_count(f"{x}.statements", f"{y}.statements", "EXCEPT ALL")
                ).scalar_one()
                for x, y in ((a_, b_), (b_, a_))
            ]
            print(f"view = table: {diff[0]} rows only in A, {diff[1]} only in the view")
        ra, rb = timed_reads(engines[False], args.rows), timed_reads(engines[True], args.rows)
        for name in ra:
            print(f"  {name}: A {fmt(ra[name])}; B {fmt(rb[name])}")
        print("B plans (scan kinds):")
        plans(engines[True], PLAN_QUERIES)
        for e in engines.values():
            e.dispose()
    finally:
        with admin.begin() as conn:
            for name in names.values():
                conn.execute(text(f'DROP SCHEMA IF EXISTS "{name}" CASCADE'))
        admin.dispose()


if __name__ == "__main__":
    main()
