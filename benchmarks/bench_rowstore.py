"""One physical row per ring row, measured against the statement table (issue 12 item 4).

Generates bench_ingest's synthetic ring, extracts it with the real extractor, and stores the
same statements twice: A as main does (one ``statements`` row each, executemany with the
real indexes, as bench_statement_floor.py) and B in the prototype layout of
``rowstore_layout.py`` (``ring_cells`` + a ``statements`` VIEW). It prints the CPU of each
write, the file sizes, proves the view's rows equal A's table row for row (ids included),
then times the reads that matter through ``statements`` on both and prints B's query plans.
All rows are synthetic.

    python benchmarks/bench_rowstore.py [--rows 100000] [--repeat 5] [--dir D]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from bench_ingest import generate
from rowstore_layout import STATEMENT_COLUMNS, Router, ddl, insert_rows_sql, register
from sqlalchemy import Connection, Engine, event

from chipatlas.extract.document import extract_document
from chipatlas.ingest.projections import _facts, _locations, _supplies_of
from chipatlas.ingest.streamed import StreamedStatements
from chipatlas.model.statement import Statement
from chipatlas.read import read_document
from chipatlas.resolve import Resolver
from chipatlas.sources import load_path
from chipatlas.store import facts
from chipatlas.store.db import connect, migrate
from chipatlas.store.writing import WRITE_CACHE_KIB

AT = "2026-12-03T00:00:00.000000Z"
SOURCE, DOC = "file:synthetic-ring.csv", "d" * 64
BATCH = 10_000
_INSERT = (
    f"INSERT INTO statements ({STATEMENT_COLUMNS}) VALUES ({', '.join('?' * 16)}) ON CONFLICT (id) DO NOTHING"
)


def cpu_now() -> float:
    return time.process_time()


@contextmanager
def extracted(engine: Engine, csv: Path) -> Iterator[Iterator[Statement]]:
    """The ring's statements as the streamed ingest hands them to the write."""
    with engine.connect() as conn:
        parsed = read_document(load_path(csv))
        found = extract_document(parsed, Resolver(conn), stream=True)
        yield StreamedStatements(
            parsed.uri if hasattr(parsed, "uri") else str(csv), parsed.text, found
        ).statements()


def _stmt_row(s: Statement) -> tuple[object, ...]:
    return (
        s.key(SOURCE),
        SOURCE,
        s.entity_id,
        s.schema,
        s.prop,
        s.value,
        s.original_value,
        DOC,
        s.quote,
        s.start,
        s.end,
        s.evidence,
        s.source_url,
        AT,
        AT,
        None,
    )


class Timer:
    """CPU spent inside the database calls, summed."""

    def __init__(self) -> None:
        self.cpu = 0.0

    def run(self, conn: Connection, sql: str, rows: list[tuple[object, ...]]) -> None:
        if rows:
            t = cpu_now()
            conn.exec_driver_sql(sql, rows)
            self.cpu += cpu_now() - t


def write_a(engine: Engine, csv: Path) -> tuple[float, float, int]:
    """Main's layout: every statement a row. Returns (total CPU, DB CPU, statements)."""
    timer, n, t0 = Timer(), 0, cpu_now()
    with extracted(engine, csv) as found, engine.begin() as conn:
        conn.exec_driver_sql(f"PRAGMA cache_size=-{WRITE_CACHE_KIB}")
        rows: list[tuple[object, ...]] = []
        for s in found:
            rows.append(_stmt_row(s))
            if len(rows) >= BATCH:
                n += len(rows)
                timer.run(conn, _INSERT, rows)
                rows = []
        n += len(rows)
        timer.run(conn, _INSERT, rows)
    return cpu_now() - t0, timer.cpu, n


def write_b(engine: Engine, csv: Path) -> tuple[float, float, int, int]:
    """The prototype: ring_cells rows plus the statements no slot takes.
    Returns (total CPU, DB CPU, ring_cells rows, leftover statements)."""
    timer, t0 = Timer(), cpu_now()
    router = Router(SOURCE, DOC, AT)
    cells = leftovers = 0
    with extracted(engine, csv) as found, engine.begin() as conn:
        conn.exec_driver_sql(f"PRAGMA cache_size=-{WRITE_CACHE_KIB}")
        for _ in router.feed(found):
            if len(router.rows) >= BATCH // 12:
                cells += len(router.rows)
                timer.run(conn, insert_rows_sql(), router.rows)
                router.rows = []
            if len(router.leftover) >= BATCH:
                leftovers += len(router.leftover)
                timer.run(
                    conn,
                    _INSERT.replace("INTO statements", "INTO doc_statements"),
                    [_stmt_row(s) for s in router.leftover],
                )
                router.leftover = []
        cells += len(router.rows)
        leftovers += len(router.leftover)
        timer.run(conn, insert_rows_sql(), router.rows)
        timer.run(
            conn,
            _INSERT.replace("INTO statements", "INTO doc_statements"),
            [_stmt_row(s) for s in router.leftover],
        )
    return cpu_now() - t0, timer.cpu, cells, leftovers


def extract_only(engine: Engine, csv: Path) -> tuple[float, int]:
    t0, n = cpu_now(), 0
    with extracted(engine, csv) as found:
        for _ in found:
            n += 1
    return cpu_now() - t0, n


def store(path: Path, rowstore: bool) -> Engine:
    engine = connect(str(path))
    if rowstore:
        event.listen(engine, "connect", lambda dbapi, _rec: register(dbapi))
    migrate(engine)
    engine.dispose()  # connections made before the listener have no sid()
    if rowstore:
        with engine.begin() as conn:
            for sql in ddl():
                conn.exec_driver_sql(sql)
    return engine


def size_mb(engine: Engine, path: Path) -> float:
    with engine.connect() as conn:
        conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    return path.stat().st_size / 1e6


def except_count(left: str, right: str, kind: str = "EXCEPT") -> str:
    """SQL counting the statement rows of ``left`` that ``right`` lacks (every column)."""
    cols = STATEMENT_COLUMNS
    return f"SELECT count(*) FROM (SELECT {cols} FROM {left} {kind} SELECT {cols} FROM {right}) d"


def same_rows(b: Engine, a_path: Path) -> tuple[int, int, int]:
    """(view rows, rows only in the view, rows only in A's table): the proof is 0 and 0."""
    with b.connect() as conn:
        conn.exec_driver_sql(f"ATTACH DATABASE '{a_path}' AS a")
        count = conn.exec_driver_sql("SELECT count(*) FROM main.statements").scalar_one()
        only_b, only_a = (
            conn.exec_driver_sql(except_count(f"{x}.statements", f"{y}.statements")).scalar_one()
            for x, y in (("main", "a"), ("a", "main"))
        )
        conn.exec_driver_sql("DETACH DATABASE a")
    return int(count), int(only_b), int(only_a)


def median_cpu(fn: Callable[[], object], repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        t = cpu_now()
        fn()
        runs.append(cpu_now() - t)
    return statistics.median(runs)


def platform_ring(conn: Connection, pid: str) -> int:
    """What a platform's ring rebuild reads: its supplies, their places, their facts."""
    sids = list(_supplies_of(conn, [pid]))
    locs = [loc for ids in _locations(conn, sids).values() for loc in ids]
    got = _facts(conn, sids + locs)
    return len(got) + len(facts.current(conn, sids + locs))


def reads(conn: Connection, rows: int) -> dict[str, Callable[[], object]]:
    named = "SELECT entity_id FROM statements WHERE schema = 'Platform' AND prop = 'name' ORDER BY entity_id"
    platforms = conn.exec_driver_sql(named).scalars().all()[::37][:20]
    assert len(platforms) == min(20, len(range(0, max(rows // 100, 1), 37))), platforms
    some = conn.exec_driver_sql("SELECT id FROM statements WHERE prop = 'notes' LIMIT 100").scalars().all()
    params = ", ".join(f"'{i}'" for i in some)
    supplier = conn.exec_driver_sql("SELECT min(value) FROM statements WHERE prop = 'supplier'").scalar_one()

    def fetch(sql: str) -> Callable[[], object]:
        return lambda: conn.exec_driver_sql(sql).all()

    return {
        "20 platforms' ring reads (supplies, places, _facts + facts.current)": lambda: [
            platform_ring(conn, p) for p in platforms
        ],
        "(prop, value): supplies of 20 platforms": lambda: _supplies_of(conn, platforms),
        "(prop, value): places of 500 supplies": lambda: _locations(
            conn, list(_supplies_of(conn, platforms[:5]))[:500]
        ),
        "(prop, value): who names one supplier": fetch(
            f"SELECT entity_id FROM statements WHERE prop = 'supplier' AND value = '{supplier}'"
        ),
        "the document's statements (all rows, 4 columns)": fetch(
            f"SELECT id, entity_id, prop, value FROM statements WHERE document_id = '{DOC}'"
        ),
        "retire read: the source's unstated entities": fetch(
            f"SELECT DISTINCT entity_id FROM statements WHERE source_key = '{SOURCE}' "
            "AND retired_at IS NULL AND last_seen != 'later'"
        ),
        "100 statements by id": fetch(f"SELECT * FROM statements WHERE id IN ({params})"),
    }


_LIVE = "AND retired_at IS NULL"
PLAN_QUERIES = [
    f"SELECT * FROM statements WHERE entity_id IN ('x', 'y') {_LIVE}",
    f"SELECT entity_id, value FROM statements WHERE prop = 'platform' AND value IN ('x') {_LIVE}",
    f"SELECT entity_id, value FROM statements WHERE prop = 'supply' AND value IN ('x') {_LIVE}",
    f"SELECT id FROM statements WHERE document_id = '{DOC}'",
    f"SELECT DISTINCT entity_id FROM statements WHERE source_key = '{SOURCE}' AND last_seen != 'x'",
    "SELECT * FROM statements WHERE id IN ('x')",
]


def plans(conn: Connection, queries: list[str]) -> None:
    for sql in queries:
        detail = [r[3] for r in conn.exec_driver_sql(f"EXPLAIN QUERY PLAN {sql}")]
        steps = sorted({d for d in detail if "USING" in d or d.startswith("SCAN")})
        print(f"  {sql[:100]}\n    " + "\n    ".join(steps))


def retire_update(engine: Engine, table: str) -> float:
    """The retire UPDATE of a whole source, rolled back: per statement on A, per row on B."""
    with engine.connect() as conn:
        trans = conn.begin()
        t = cpu_now()
        conn.exec_driver_sql(
            f"UPDATE {table} SET retired_at = 'later' WHERE source_key = '{SOURCE}' AND retired_at IS NULL"
        )
        took = cpu_now() - t
        trans.rollback()
    return took


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--dir", type=Path)
    parser.add_argument("--no-proof", action="store_true", help="skip the view = table check (~2 min)")
    args = parser.parse_args()
    work = args.dir or Path(tempfile.mkdtemp(prefix="chipatlas-rowstore-"))
    csv = work / "ring.csv"
    generate(csv, args.rows)
    a_path, b_path = work / "a.db", work / "b.db"
    a, b = store(a_path, False), store(b_path, True)
    print(f"{args.rows:,} synthetic ring rows; load average {os.getloadavg()[0]:.1f}")
    e_cpu, n = extract_only(a, csv)
    print(f"extraction alone (read, extract, stream checks): {e_cpu:.2f} s CPU, {n:,} statements")
    ta, da, na = write_a(a, csv)
    print(
        f"A statements: {ta:.2f} s CPU in all, {da:.2f} s in executemany; {na:,} rows; "
        f"write floor {args.rows / da:,.0f} ring rows/s of CPU; {size_mb(a, a_path):.0f} MB"
    )
    tb, db_, cells, left = write_b(b, csv)
    print(
        f"B ring_cells: {tb:.2f} s CPU in all, {db_:.2f} s in executemany; {cells:,} rows + "
        f"{left:,} leftover statements; write floor {args.rows / db_:,.0f} ring rows/s of CPU; "
        f"{size_mb(b, b_path):.0f} MB"
    )
    print(f"route + tuples beyond extraction: A {ta - e_cpu - da:.2f} s, B {tb - e_cpu - db_:.2f} s")
    if not args.no_proof:
        t = cpu_now()
        count, only_b, only_a = same_rows(b, a_path)
        took = cpu_now() - t
        print(f"view = table: {count:,} rows, {only_b} only in the view, {only_a} only in A ({took:.1f} s)")
    print(f"load average {os.getloadavg()[0]:.1f}; reads, median CPU of {args.repeat} (A main, B view):")
    with a.connect() as ca, b.connect() as cb:
        ra, rb = reads(ca, args.rows), reads(cb, args.rows)
        for name in ra:
            heavy = "document" in name or "retire" in name or "by id" in name
            k = 1 if heavy else args.repeat
            ta_, tb_ = median_cpu(ra[name], k), median_cpu(rb[name], k)
            print(f"  {name}: A {ta_ * 1000:,.1f} ms, B {tb_ * 1000:,.1f} ms ({tb_ / max(ta_, 1e-9):.1f}x)")
        print("B query plans (distinct steps):")
        plans(cb, PLAN_QUERIES)
    left = retire_update(b, "doc_statements")
    print(
        f"retire UPDATE of the whole source: A {retire_update(a, 'statements'):.2f} s CPU, "
        f"B {retire_update(b, 'ring_cells'):.2f} s CPU (+ doc_statements {left:.2f} s)"
    )


if __name__ == "__main__":
    main()
