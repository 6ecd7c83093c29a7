"""Backup and restore time and file size on a store with many synthetic statements.

Loads the bundled data, adds N synthetic statements (plain inserts, no extraction),
then times ``backup`` to a file and ``restore`` into a new store, on SQLite and, with
``--pg URL``, on PostgreSQL (each run in a new schema, dropped afterwards).

    python benchmarks/bench_backup.py [--statements 200000] [--pg postgresql+psycopg://...]
"""

from __future__ import annotations

import argparse
import hashlib
import tempfile
import time
import uuid
from pathlib import Path

from sqlalchemy import Engine, create_engine, insert, text

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.sources.bundled import bundled_paths, display_name
from chipatlas.store.backup import backup, restore
from chipatlas.store.db import connect, migrate
from chipatlas.store.tables import statements

TS = "2026-11-29T00:00:00.000000Z"


def _fill(engine: Engine, n: int) -> None:
    migrate(engine)
    for path in bundled_paths():
        ingest(engine, load_path(path, display_name(path)), IngestOptions())
    with engine.begin() as conn:
        for start in range(0, n, 10_000):
            conn.execute(
                insert(statements),
                [
                    {
                        "id": hashlib.sha1(f"bench {i}".encode()).hexdigest(),
                        "source_key": "file:synthetic_bench.csv",
                        "entity_id": f"supply:{i // 12:016x}",
                        "schema": "Supply",
                        "prop": f"prop{i % 12}",
                        "value": f"synthetic value {i}",
                        "original_value": f"synthetic value {i}",
                        "document_id": "d" * 64,
                        "quote": f"synthetic value {i}",
                        "span_start": i,
                        "span_end": i + 8,
                        "evidence": "claimed",
                        "source_url": None,
                        "first_seen": TS,
                        "last_seen": TS,
                        "retired_at": None,
                    }
                    for i in range(start, min(n, start + 10_000))
                ],
            )


def _pg(url: str) -> tuple[Engine, str]:
    schema = f"bench_{uuid.uuid4().hex[:10]}"
    with create_engine(url).begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    return create_engine(url, connect_args={"options": f"-csearch_path={schema}"}), schema


def _run(name: str, make: Path | str, n: int, folder: Path) -> None:
    schemas: list[str] = []
    if isinstance(make, Path):
        source, target = connect(str(make / "a.db")), connect(str(make / "b.db"))
    else:
        (source, s1), (target, s2) = _pg(make), _pg(make)
        schemas = [s1, s2]
    try:
        _fill(source, n)
        file = folder / f"{name}.chipatlas-backup"
        t0, c0 = time.perf_counter(), time.process_time()
        header = backup(source, file)
        t1, c1 = time.perf_counter(), time.process_time()
        restore(target, file)
        t2, c2 = time.perf_counter(), time.process_time()
        # CPU time of this process too: on a busy machine wall time says little.
        print(
            f"{name}: {header.total_rows:,} rows, file {file.stat().st_size / 1e6:.1f} MB; "
            f"backup {t1 - t0:.1f} s wall, {c1 - c0:.1f} s CPU; "
            f"restore {t2 - t1:.1f} s wall, {c2 - c1:.1f} s CPU"
        )
    finally:
        source.dispose()
        target.dispose()
        if schemas and isinstance(make, str):
            with create_engine(make).begin() as conn:
                for schema in schemas:
                    conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--statements", type=int, default=200_000)
    parser.add_argument("--pg", help="a PostgreSQL URL to run the same on")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="chipatlas-backup-bench-"))
    _run("sqlite", folder, args.statements, folder)
    if args.pg:
        _run("postgresql", args.pg, args.statements, folder)


if __name__ == "__main__":
    main()
