"""Time curves of the two inputs issue 14 found quadratic, now linear (synthetic documents).

One-line prose of 12/25/50/100 KiB and RSS feeds of 1,000/2,500/5,000/10,000 entries,
each ingested into a fresh SQLite file; prints wall and CPU seconds per size, the
ratio to the previous size (about 2 for doubling input means linear), and the peak
memory of one 2 MB line.

    .venv/bin/python benchmarks/bench_limits.py [--skip-memory]
"""

from __future__ import annotations

import argparse
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.synthetic_bulk import one_line_prose, rss_feed

from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store.db import connect, migrate


def _run(source: SourceDocument) -> tuple[str, float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        engine = connect(f"sqlite:///{tmp}/bench.db")
        migrate(engine)
        wall, cpu = time.perf_counter(), time.process_time()
        status = ingest(engine, source).status
        result = status, time.perf_counter() - wall, time.process_time() - cpu
        engine.dispose()
    return result


def _curve(label: str, sizes: list[int]) -> None:
    print(f"\n{label}")
    print(f"{'size':>10} {'status':>8} {'wall s':>8} {'cpu s':>8} {'cpu ratio':>9}")
    last = None
    for size in sizes:
        source = (
            SourceDocument(f"synthetic_{size}.txt", one_line_prose(size), "text/plain")
            if label.startswith("prose")
            else SourceDocument(f"synthetic_{size}.xml", rss_feed(size), "application/rss+xml")
        )
        status, wall, cpu = _run(source)
        ratio = f"{cpu / last:9.2f}" if last else " " * 9
        print(f"{size:>10,} {status:>8} {wall:8.2f} {cpu:8.2f} {ratio}")
        last = cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-memory", action="store_true")
    args = parser.parse_args()
    if not args.skip_memory:  # first, so the process peak is this document's, not the feed's
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        status, wall, cpu = _run(SourceDocument("synthetic_2mb.txt", one_line_prose(2048), "text/plain"))
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(
            f"2 MB line: {status} in {wall:.1f} s wall, {cpu:.1f} s CPU; "
            f"peak RSS {peak / 1024:.0f} MB (after imports {before / 1024:.0f} MB)"
        )
    _curve("prose, one line (KiB)", [12, 25, 50, 100])
    _curve("feed (entries)", [1_000, 2_500, 5_000, 10_000])


if __name__ == "__main__":
    main()
