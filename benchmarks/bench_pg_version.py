"""The store version on a shared PostgreSQL server: how long kept pages live while another
store on the same server is written. Before issue 12 the version was ``pg_current_snapshot()``
(every commit on the server moved it); now it is the store's own write counter
(store/version.py, migration 0018). Both are measured here, in alternating rounds.

    .venv/bin/python benchmarks/bench_pg_version.py [--seconds 5] [--rounds 2] [--write-every 0.02]

A store with the bundled data is made in a fresh schema; a second store (another fresh
schema) is written by a thread every ``--write-every`` seconds, one commit each, as another
user of the server would. A uvicorn server on loopback answers the platform page, asked by
one client in a loop; a miss is an answer the page's cache (bounds.Results) had to make.
Prints the hit ratio, p50/p95 of the page, the commits made in the other store and the
load average. The server's other users (other helpers, CI) also commit during the run:
the old version counts them too, which is the point.

SYNTHETIC: the other store's writes set the row ``synthetic_bench`` of its store_meta.
"""

from __future__ import annotations

import argparse
import http.client
import os
import statistics
import sys
import threading
import time
import uuid
from pathlib import Path

import uvicorn
from sqlalchemy import Engine, create_engine, text

import chipatlas.present.web.app as web_app
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.web import create_app
from chipatlas.sources import load_path
from chipatlas.sources.bundled import bundled_paths, display_name
from chipatlas.store.db import migrate
from chipatlas.store.version import StoreVersion

sys.path.insert(0, str(Path(__file__).parent))
from web_load import free_port, wait_up

PG_URL = os.environ.get("CHIPATLAS_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
PAGE = "/platforms/microsoft_maia_200"


class SnapshotVersion(StoreVersion):
    """The version before issue 12, for the comparison: moved by any commit on the server."""

    def __call__(self) -> str:
        with self.engine.connect() as conn:
            return str(conn.exec_driver_sql("SELECT pg_current_snapshot()::text").scalar_one())


def store(schema: str) -> Engine:
    with create_engine(PG_URL).begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    engine = create_engine(PG_URL, connect_args={"options": f"-csearch_path={schema}"})
    migrate(engine)
    return engine


def drop(schema: str) -> None:
    with create_engine(PG_URL).begin() as conn:
        conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))


def write_loop(engine: Engine, every: float, stop: threading.Event, made: list[int]) -> None:
    n = 0
    while not stop.wait(every):
        with engine.begin() as conn:
            conn.execute(
                text(
                    "INSERT INTO store_meta VALUES ('synthetic_bench', :n) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value"
                ),
                {"n": str(n)},
            )
        n += 1
    made.append(n)


def round_once(engine: Engine, other: Engine, old: bool, seconds: float, every: float) -> str:
    web_app.StoreVersion = SnapshotVersion if old else StoreVersion  # type: ignore[misc]
    app = create_app(engine)
    misses = [0]
    put = app.state.results.put

    def counted(key: tuple[str, str, str], response: object) -> None:
        misses[0] += 1
        put(key, response)

    app.state.results.put = counted
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, port=port, log_level="warning"))
    serving = threading.Thread(target=server.run, daemon=True)
    serving.start()
    wait_up(port, PAGE)
    stop, made = threading.Event(), []
    writer = threading.Thread(target=write_loop, args=(other, every, stop, made))
    writer.start()
    misses[0], times = 0, []
    conn = http.client.HTTPConnection("127.0.0.1", port)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        t0 = time.perf_counter()
        conn.request("GET", PAGE)
        body = conn.getresponse()
        assert body.status == 200, body.status
        body.read()
        times.append((time.perf_counter() - t0) * 1000)
    stop.set()
    writer.join()
    server.should_exit = True
    serving.join()
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    name = "before (pg_current_snapshot)" if old else "after (store_writes)"
    return (
        f"{name:30} requests {len(times):5}  hit ratio {1 - misses[0] / len(times):6.1%}  "
        f"p50 {statistics.median(times):6.1f} ms  p95 {p95:6.1f} ms  "
        f"other-store commits {made[0]:4}  load {os.getloadavg()[0]:.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--write-every", type=float, default=0.02)
    args = parser.parse_args()
    mine, theirs = f"bench_{uuid.uuid4().hex[:8]}", f"bench_{uuid.uuid4().hex[:8]}"
    engine, other = store(mine), store(theirs)
    try:
        for path in bundled_paths():
            assert ingest(engine, load_path(path, display_name(path)), IngestOptions()).ok
        for _ in range(args.rounds):
            for old in (True, False):
                print(round_once(engine, other, old, args.seconds, args.write_every), flush=True)
    finally:
        engine.dispose()
        other.dispose()
        drop(mine)
        drop(theirs)


if __name__ == "__main__":
    main()
