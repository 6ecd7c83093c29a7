"""Import a generated 100,000-row ring CSV into an empty SQLite store.

Prints rows/s and peak memory, then times `sqlite-utils insert` of the same CSV
into a flat table as the floor to compare against. The rows are synthetic.

    python benchmarks/bench_ingest.py [--rows 100000]
"""

from __future__ import annotations

import argparse
import csv
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=100_000)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="chipatlas-bench-"))
    try:
        src = work / "ring.csv"
        generate(src, args.rows)
        print(f"generated {args.rows:,} synthetic rows, {src.stat().st_size / 1e6:.1f} MB")
        engine = connect(str(work / "atlas.db"))
        migrate(engine)
        base = peak_mb()
        t0 = time.perf_counter()
        report = ingest(engine, load_path(src), IngestOptions())
        elapsed = time.perf_counter() - t0
        assert report.status == "landed", report.lines()[:3]
        print(
            f"chipatlas ingest: {elapsed:.2f} s, {args.rows / elapsed:,.0f} rows/s, "
            f"{report.new:,} statements, peak RSS {peak_mb():.0f} MB (before ingest {base:.0f} MB)"
        )
        tool = shutil.which("sqlite-utils") or str(Path(sys.executable).with_name("sqlite-utils"))
        t0 = time.perf_counter()
        subprocess.run([tool, "insert", str(work / "flat.db"), "ring", str(src), "--csv"], check=True)
        floor = time.perf_counter() - t0
        print(f"sqlite-utils insert: {floor:.2f} s, {args.rows / floor:,.0f} rows/s")
        print(
            f"ratio chipatlas/sqlite-utils time: {elapsed / floor:.2f}x (targets: >= 10,000 rows/s, < 500 MB)"
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
