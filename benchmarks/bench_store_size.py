"""Store size after ingesting a generated 10 MB ring CSV (issue 14: 385 MB store + 386 MB WAL).

Generates synthetic ring rows (benchmarks/bench_ingest.py) until the CSV is about
``--mb`` megabytes, ingests it into an empty SQLite file and prints the sizes of the
store, its WAL and shared-memory files while the engine is open and after it is
closed, and the largest tables and indexes (SQLite's dbstat, when compiled in).

    .venv/bin/python benchmarks/bench_store_size.py [--mb 10] [--keep-wal]
"""

from __future__ import annotations

import argparse
import shutil
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ingest import generate

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.store import wal
from chipatlas.store.db import connect, migrate

ROWS_PER_MB = 5_050  # about 198 bytes a generated row


def _sizes(db: Path) -> str:
    parts = []
    for label, suffix in (("store", ""), ("wal", "-wal"), ("shm", "-shm")):
        f = Path(f"{db}{suffix}")
        if f.exists():
            parts.append(f"{label} {f.stat().st_size / 1e6:7.1f} MB")
    return ", ".join(parts) or "no files"


def _largest(db: Path) -> None:
    with sqlite3.connect(db) as conn:
        try:
            rows = conn.execute(
                "SELECT name, SUM(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC LIMIT 8"
            ).fetchall()
        except sqlite3.OperationalError:
            print("(dbstat not available in this SQLite)")
            return
    for name, size in rows:
        print(f"  {name:40} {size / 1e6:7.1f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=10.0)
    parser.add_argument("--keep-wal", action="store_true", help="no WAL checkpoint: the size before the fix")
    args = parser.parse_args()
    if args.keep_wal:
        wal.WAL_TRUNCATE_BYTES = 1 << 62
    work = Path(tempfile.mkdtemp(prefix="chipatlas-size-"))
    try:
        src, db = work / "ring.csv", work / "atlas.db"
        generate(src, int(args.mb * ROWS_PER_MB))
        print(f"CSV: {src.stat().st_size / 1e6:.1f} MB")
        engine = connect(str(db))
        migrate(engine)
        t0 = time.perf_counter()
        report = ingest(engine, load_path(src), IngestOptions())
        print(f"ingest: {report.status}, {report.new:,} statements, {time.perf_counter() - t0:.1f} s")
        print(f"engine open:   {_sizes(db)}")
        engine.dispose()
        print(f"engine closed: {_sizes(db)}")
        _largest(db)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
