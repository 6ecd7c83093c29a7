"""Feed-style ingest through the job queue on PostgreSQL with 1 and 2 job workers
(prints figures; not a timed test).

N synthetic articles (our own generated text) are submitted as upload jobs on a fresh
queue over RabbitMQ into a fresh PostgreSQL schema; ``chipatlas worker --concurrency K``
runs them; the figure is articles/s from the first submit to the last job done. Writes
are serialised by the store's writer lock, so the speed-up shows how much of an ingest
is reading and extracting (parallel) against writing (one at a time).

    .venv/bin/python benchmarks/bench_jobs.py [--articles 200] [--amqp amqp://guest:guest@127.0.0.1:5672/]
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

from sqlalchemy import create_engine, func, select, text

from chipatlas.present.jobs.queue import submit
from chipatlas.store.db import connect, migrate
from chipatlas.store.job_tables import jobs

PG = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
WORDS = [
    "wafer",
    "fab",
    "capacity",
    "order",
    "packaging",
    "module",
    "rack",
    "shipment",
    "substrate",
    "optics",
    "cooling",
    "yield",
]
MAKERS = [
    "Synthetic Foundry",
    "Synthetic Memory",
    "Synthetic Optics",
    "Synthetic Boards",
    "Synthetic Cooling",
]


def article(i: int) -> bytes:
    rng = random.Random(i)
    lines = [f"# Synthetic article {i}: {rng.choice(MAKERS)} expands {rng.choice(WORDS)}", ""]
    for _ in range(12):
        maker, a, b = rng.choice(MAKERS), rng.choice(WORDS), rng.choice(WORDS)
        lines.append(
            f"{maker} said its {a} {b} output for the GB200 NVL72 grew {rng.randint(2, 90)}% in 2026, "
            f"with {rng.randint(1, 40)} GW of new capacity in Taiwan (synthetic text {i})."
        )
    return "\n".join(lines).encode()


def run(workers: int, n: int, amqp: str) -> tuple[float, int]:
    """(articles/s, jobs failed): a failed job counts as finished, so the rate alone would hide it."""
    schema = f"bench_{uuid.uuid4().hex[:10]}"
    admin = create_engine(PG)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = f"{PG}?options=-csearch_path%3D{schema}"
    engine = connect(url)
    migrate(engine)
    queue = f"bench-{uuid.uuid4().hex[:8]}"
    exe = str(Path(sys.executable).with_name("chipatlas"))
    worker = subprocess.Popen(
        [exe, "--db", url, "worker", "--broker", amqp, "--queue", queue, "--concurrency", str(workers)],
        stdout=subprocess.DEVNULL,
    )
    time.sleep(3)  # the worker processes connect and declare the queue
    try:
        started = time.perf_counter()
        for i in range(n):
            params = {"filename": f"synthetic-{i}.md", "key": f"upload:bench-{i}"}
            submit(engine, "upload", params, article(i), broker=amqp, queue=queue)
        while True:
            with engine.connect() as conn:
                done = conn.execute(
                    select(func.count()).select_from(jobs).where(jobs.c.status.in_(("done", "failed")))
                ).scalar_one()
            if done >= n:
                break
            time.sleep(0.05)
        elapsed = time.perf_counter() - started
        with engine.connect() as conn:
            failed = conn.execute(
                select(func.count()).select_from(jobs).where(jobs.c.status == "failed")
            ).scalar_one()
    finally:
        worker.send_signal(signal.SIGTERM)
        worker.wait(60)
        engine.dispose()
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()
    return n / elapsed, failed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=200)
    parser.add_argument("--amqp", default="amqp://guest:guest@127.0.0.1:5672/")
    args = parser.parse_args()
    load = os.getloadavg()[0]
    one, failed = run(1, args.articles, args.amqp)
    print(
        f"1 job worker : {one:7.1f} articles/s ({args.articles} synthetic articles, PostgreSQL), "
        f"{failed} failed, load {load:.1f}-{os.getloadavg()[0]:.1f}"
    )
    load = os.getloadavg()[0]
    two, failed = run(2, args.articles, args.amqp)
    print(f"2 job workers: {two:7.1f} articles/s, {failed} failed, load {load:.1f}-{os.getloadavg()[0]:.1f}")
    print(f"speed-up     : {two / one:.2f}x")


if __name__ == "__main__":
    main()
