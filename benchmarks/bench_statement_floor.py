"""The floor under bench_ingest: writing the statements of 100,000 ring rows and nothing else.

Builds 1,182,000 synthetic statement tuples (what a 100,000-row ring file becomes) and
inserts them with plain executemany into a migrated SQLite store, with the real
indexes. No reading, extracting or projections: whatever this takes, an ingest of
the same file cannot take less.

    python benchmarks/bench_statement_floor.py [--statements 1182000] [--page-size 4096]

``--page-size`` makes the store with another SQLite page size than a new store gets
(``store.db.PAGE_SIZE``), to compare layouts; CPU time is printed beside wall time
because the machine is shared.
"""

from __future__ import annotations

import argparse
import hashlib
import tempfile
import time
from pathlib import Path

from chipatlas.store import db
from chipatlas.store.db import PAGE_SIZE, connect, migrate
from chipatlas.store.writing import WRITE_CACHE_KIB

COLUMNS = (
    "id, source_key, entity_id, schema, prop, value, original_value, document_id, quote, "
    "span_start, span_end, evidence, source_url, first_seen, last_seen, retired_at"
)
TS = "2026-11-29T00:00:00.000000Z"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--statements", type=int, default=1_182_000)
    parser.add_argument("--page-size", type=int, default=PAGE_SIZE)
    args = parser.parse_args()
    n = args.statements
    db.PAGE_SIZE = args.page_size  # read by the store's pragmas when the new file is made
    engine = connect(str(Path(tempfile.mkdtemp(prefix="chipatlas-floor-")) / "floor.db"))
    migrate(engine)
    t0 = time.perf_counter()
    rows = [
        (
            hashlib.sha1(str(i).encode()).hexdigest(),
            "file:ring.csv",
            f"supply:{i // 12:016x}",
            "Supply",
            f"prop{i % 12}",
            f"synthetic value {i}",
            f"synthetic value {i}",
            "d" * 64,
            f"synthetic value {i}",
            i,
            i + 8,
            "claimed",
            None,
            TS,
            TS,
            None,
        )
        for i in range(n)
    ]
    built = time.perf_counter() - t0
    sql = f"INSERT INTO statements ({COLUMNS}) VALUES ({', '.join('?' * 16)})"
    t0, cpu0 = time.perf_counter(), time.process_time()
    with engine.begin() as conn:
        conn.exec_driver_sql(f"PRAGMA cache_size=-{WRITE_CACHE_KIB}")  # as an ingest writes
        for i in range(0, n, 10_000):
            conn.exec_driver_sql(sql, rows[i : i + 10_000])
        size = conn.exec_driver_sql("PRAGMA page_size").scalar()
    took, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    rows_equivalent = n / 15.8  # statements per row of bench_ingest's ring
    print(f"built {n:,} statement tuples in {built:.1f} s")
    print(
        f"executemany with the real indexes, page size {size}: {took:.1f} s wall, "
        f"{cpu:.1f} s CPU, {n / cpu:,.0f} statements/s of CPU"
    )
    print(f"ceiling for ring rows (15.8 statements each): {rows_equivalent / cpu:,.0f} rows/s of CPU")


if __name__ == "__main__":
    main()
