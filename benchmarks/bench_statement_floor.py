"""The floor under bench_ingest: writing the statements of 100,000 ring rows and nothing else.

Builds 1,182,000 synthetic statement tuples (what a 100,000-row ring file becomes) and
inserts them with plain executemany into a migrated SQLite store, with the real
indexes. No reading, extracting or projections: whatever this takes, an ingest of
the same file cannot take less.

    python benchmarks/bench_statement_floor.py [--statements 1182000]
"""

from __future__ import annotations

import argparse
import hashlib
import tempfile
import time
from pathlib import Path

from chipatlas.store.db import connect, migrate

COLUMNS = (
    "id, source_key, entity_id, schema, prop, value, original_value, document_id, quote, "
    "span_start, span_end, evidence, source_url, first_seen, last_seen, retired_at"
)
TS = "2026-11-29T00:00:00.000000Z"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--statements", type=int, default=1_182_000)
    n = parser.parse_args().statements
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
    t0 = time.perf_counter()
    with engine.begin() as conn:
        for i in range(0, n, 10_000):
            conn.exec_driver_sql(sql, rows[i : i + 10_000])
    took = time.perf_counter() - t0
    rows_equivalent = n / 11.82
    print(f"built {n:,} statement tuples in {built:.1f} s")
    print(f"executemany with the real indexes: {took:.1f} s, {n / took:,.0f} statements/s")
    print(f"ceiling for ring rows (11.82 statements each): {rows_equivalent / took:,.0f} rows/s")


if __name__ == "__main__":
    main()
