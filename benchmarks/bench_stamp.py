"""What the projection version costs: a small ingest into a store holding a large ring,
with the store's stamp current (nothing rebuilt whole) and with it stale (every projection
rebuilt in the ingest's transaction), and ``rebuild`` alone. SQLite; the rows are synthetic
(benchmarks/bench_ingest.py). Prints CPU and wall seconds and the load average.

    python benchmarks/bench_stamp.py [--rows 10000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Engine, delete

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ingest import generate

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.rebuild import rebuild
from chipatlas.ingest.stamp import KEY
from chipatlas.sources import load_path
from chipatlas.store.db import connect, migrate
from chipatlas.store.tables import store_meta
from chipatlas.store.writing import write_transaction

# SYNTHETIC: one made-up row, a new source each time so it always lands.
SMALL = (
    "platform,component,supplier,made_in_country,evidence\n"
    "Synthetic Extra {n},Memory,Synthetic Maker,Japan,claimed\n"
)


def timed(step: Callable[[], object]) -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    step()
    return time.process_time() - cpu, time.perf_counter() - wall


def small_ingest(engine: Engine, work: Path, n: int) -> Callable[[], object]:
    path = work / f"small_{n}.csv"
    path.write_text(SMALL.format(n=n), encoding="utf-8")

    def step() -> object:
        report = ingest(engine, load_path(path), IngestOptions())
        assert report.status == "landed", report.lines()
        return report

    return step


def forget_stamp(engine: Engine) -> None:
    with engine.begin() as conn:
        conn.execute(delete(store_meta).where(store_meta.c.key == KEY))


def full_rebuild(engine: Engine) -> None:
    with write_transaction(engine) as conn:
        rebuild(conn)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        src = work / "ring.csv"
        generate(src, args.rows)
        engine = connect(str(work / "stamp.db"))
        migrate(engine)
        assert ingest(engine, load_path(src), IngestOptions()).status == "landed"
        print(f"store: {args.rows} synthetic ring rows; load {os.getloadavg()[0]:.1f}")
        for i in range(args.repeat):
            cpu, wall = timed(small_ingest(engine, work, 2 * i))
            print(f"  small ingest, stamp current: {cpu:.3f} s CPU, {wall:.3f} s wall")
            forget_stamp(engine)
            cpu, wall = timed(small_ingest(engine, work, 2 * i + 1))
            print(f"  small ingest, stamp stale (full rebuild): {cpu:.3f} s CPU, {wall:.3f} s wall")
            cpu, wall = timed(lambda: full_rebuild(engine))
            print(f"  rebuild alone: {cpu:.3f} s CPU, {wall:.3f} s wall")
        print(f"load {os.getloadavg()[0]:.1f}")
        engine.dispose()


if __name__ == "__main__":
    main()
