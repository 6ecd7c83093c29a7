"""Import a generated 100,000-row ring CSV into an empty store.

Prints rows/s (wall and CPU time: the machine is shared, so the load average is
printed too) and peak memory, then times the floor to compare against: on SQLite
`sqlite-utils insert` of the same CSV into a flat table, on PostgreSQL (`--pg URL`,
a fresh schema is made and dropped) `COPY` of the same CSV into a flat table.
The rows are synthetic.

    python benchmarks/bench_ingest.py [--rows 100000] [--pg postgresql+psycopg://postgres@127.0.0.1:5432/test]
"""

from __future__ import annotations

import argparse
import csv
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

from sqlalchemy import Engine, text

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.store.db import connect, migrate

COLUMNS = [
    "platform",
    "component",
    "supplier",
    "supplier_detail",
    "role",
    "made_in_country",
    "made_in_site",
    "us_status",
    "evidence",
    "source_url",
    "notes",
]
COUNTRIES = ["Taiwan", "South Korea", "United States", "Japan", "Malaysia", "Mexico", "Vietnam", "China"]
ROLES = ["sole", "primary", "second_source", ""]


def generate(path: Path, rows: int) -> None:
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(COLUMNS)
        for i in range(rows):
            w.writerow(
                [
                    f"Synthetic Platform {i // 100:04d}",
                    f"Component {i % 20:02d}",
                    f"Synthetic Supplier {i % 5000:04d}",
                    f"synthetic detail {i}",
                    ROLES[i % 4],
                    COUNTRIES[i % len(COUNTRIES)],
                    f"Synthetic Site {i % 300}",
                    "made_abroad" if i % 7 else "some_us_volume",
                    "claimed",
                    f"https://example.invalid/{i}",
                    f"synthetic benchmark row {i}",
                ]
            )


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def load() -> str:
    return ", ".join(f"{x:.1f}" for x in os.getloadavg())


def timed_ingest(engine: Engine, src: Path, rows: int) -> float:
    """Ingest the file; prints wall and CPU figures and returns the wall time."""
    base = peak_mb()
    cpu0, t0 = time.process_time(), time.perf_counter()
    report = ingest(engine, load_path(src), IngestOptions())
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    assert report.status == "landed", report.lines()[:3]
    print(
        f"chipatlas ingest: {elapsed:.2f} s wall, {rows / elapsed:,.0f} rows/s; "
        f"{cpu:.2f} s CPU, {rows / cpu:,.0f} rows/s of CPU; {report.new:,} statements; "
        f"peak RSS {peak_mb():.0f} MB (before ingest {base:.0f} MB); load average {load()}"
    )
    return elapsed


def sqlite_floor(work: Path, src: Path, rows: int) -> float:
    tool = shutil.which("sqlite-utils") or str(Path(sys.executable).with_name("sqlite-utils"))
    t0 = time.perf_counter()
    subprocess.run([tool, "insert", str(work / "flat.db"), "ring", str(src), "--csv"], check=True)
    floor = time.perf_counter() - t0
    print(f"sqlite-utils insert: {floor:.2f} s, {rows / floor:,.0f} rows/s")
    return floor


def pg_floor(url: str, schema: str, src: Path, rows: int) -> float:
    """COPY of the same CSV into a flat table of text columns: the PostgreSQL floor."""
    import psycopg

    dsn = url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(dsn, options=f"-csearch_path={schema}") as conn:
        conn.execute(f"CREATE TABLE flat ({', '.join(f'{c} text' for c in COLUMNS)})")
        t0 = time.perf_counter()
        copy_sql = "COPY flat FROM STDIN (FORMAT csv, HEADER true)"
        with conn.cursor().copy(copy_sql) as copy, src.open("rb") as f:
            while block := f.read(1 << 20):
                copy.write(block)
        conn.commit()
        floor = time.perf_counter() - t0
    print(f"PostgreSQL COPY into a flat table: {floor:.2f} s, {rows / floor:,.0f} rows/s")
    return floor


def run_pg(url: str, src: Path, rows: int) -> None:
    schema = f"bench_ingest_{uuid.uuid4().hex[:8]}"
    admin = connect(url)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        engine = connect(f"{url}?options=-csearch_path%3D{schema}")
        migrate(engine)
        elapsed = timed_ingest(engine, src, rows)
        engine.dispose()
        floor = pg_floor(url, schema, src, rows)
        print(f"ratio chipatlas/COPY time: {elapsed / floor:.1f}x")
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--pg", help="SQLAlchemy URL of a PostgreSQL database to bench instead of SQLite")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="chipatlas-bench-"))
    try:
        src = work / "ring.csv"
        generate(src, args.rows)
        print(f"generated {args.rows:,} synthetic rows, {src.stat().st_size / 1e6:.1f} MB")
        if args.pg:
            run_pg(args.pg, src, args.rows)
            return
        engine = connect(str(work / "atlas.db"))
        migrate(engine)
        elapsed = timed_ingest(engine, src, args.rows)
        floor = sqlite_floor(work, src, args.rows)
        print(
            f"ratio chipatlas/sqlite-utils time: {elapsed / floor:.2f}x "
            "(targets: >= 4,000 rows/s, < 300 MB peak RSS)"
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
