"""Time the merged-entity view on the generated store of 1,000 platforms x 100 ring rows (synthetic).

The store is the one ``bench_analysis`` generates, plus the ``supplier`` statement of each
ring row (what a merge re-reads). Timed: the ring JSON of one platform, one company's
exposure and all chokepoints with no judgement and with 200 merges in force (target: not
more than 20% slower; the two states are timed in turn, the machine being shared); and
a merge of the company that appears on about 800 platforms, the read of its exposure
after it, and the split that undoes it (checked to give back the exposure byte for byte).

    python benchmarks/bench_view.py [--platforms 1000] [--rows 100] [--db URL]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, func, insert, select, update

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_analysis import DOC, STAMP, _sid, generate, timed

from chipatlas.analyze.chokepoints import chokepoints
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.ring import ring
from chipatlas.ingest.identity import merge, split
from chipatlas.store.db import connect, migrate
from chipatlas.store.tables import judgements, ring_rows, statements


def add_supplier_statements(eng: Engine) -> int:
    """One current ``supplier`` statement per named ring row, as an ingest would have written."""
    with eng.begin() as conn:
        rows = conn.execute(
            select(ring_rows.c.supply_id, ring_rows.c.supplier_id).where(ring_rows.c.supplier_id.is_not(None))
        ).all()
        data = [
            {
                "id": _sid(r.supply_id, "supplier")[:40],
                "source_key": "bench:rings",
                "entity_id": r.supply_id,
                "schema": "Supply",
                "prop": "supplier",
                "value": r.supplier_id,
                "original_value": r.supplier_id,
                "document_id": DOC,
                "quote": r.supplier_id,
                "span_start": 0,
                "span_end": 0,
                "evidence": "claimed",
                "source_url": None,
                "first_seen": STAMP,
                "last_seen": STAMP,
                "retired_at": None,
            }
            for r in rows
        ]
        for i in range(0, len(data), 5000):
            conn.execute(insert(statements), data[i : i + 5000])
    return len(data)


def by_reach(conn: Connection) -> list[tuple[str, str, int]]:
    """(company id, caption, platforms it appears on), most platforms first."""
    query = (
        select(
            ring_rows.c.supplier_id, ring_rows.c.supplier, func.count(func.distinct(ring_rows.c.platform_id))
        )
        .where(ring_rows.c.supplier_id.is_not(None))
        .group_by(ring_rows.c.supplier_id, ring_rows.c.supplier)
        .order_by(func.count(func.distinct(ring_rows.c.platform_id)).desc(), ring_rows.c.supplier_id)
    )
    return [(r[0], r[1], int(r[2])) for r in conn.execute(query)]


def reads(conn: Connection, platform: str, company: str) -> list[tuple[str, Callable[[], Any]]]:
    return [
        ("ring JSON of one platform", lambda: json.dumps(ring(conn, platform))),
        ("exposure of one company", lambda: exposure(conn, company)),
        ("all chokepoints", lambda: chokepoints(conn)),
    ]


def time_reads(eng: Engine, platform: str, company: str) -> dict[str, float]:
    out = {}
    with eng.connect() as conn:
        for label, fn in reads(conn, platform, company):
            out[label] = timed(fn, repeat=9)[1]
    return out


def toggle(eng: Engine, on: bool) -> None:
    """Put the benchmark's judgements in force or lift them, in the log only."""
    with eng.begin() as conn:
        chosen = judgements.c.judged_by == "bench"
        conn.execute(update(judgements).where(chosen).values(retracted_at=None if on else STAMP))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--platforms", type=int, default=1000)
    parser.add_argument("--rows", type=int, default=100)
    parser.add_argument("--merges", type=int, default=200, help="merges in force for the 'after' reads")
    parser.add_argument("--db", help="SQLAlchemy URL of an EMPTY database (default: a temporary SQLite file)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        eng = connect(args.db or str(Path(tmp) / "bench.db"))
        migrate(eng)
        generate(eng, args.platforms, args.rows)
        n = add_supplier_statements(eng)
        print(f"generated {args.platforms:,} platforms x {args.rows} rows, {n:,} supplier statements")
        with eng.connect() as conn:
            reach = by_reach(conn)
        platform = "Synthetic Platform 0001"
        median = reach[len(reach) // 2]
        with eng.begin() as conn:  # merges among the tail, the read targets untouched
            tail = reach[-2 * args.merges :]
            for x, y in zip(tail[::2], tail[1::2], strict=False):
                merge(conn, x[0], y[0], "benchmark", "bench")
        # The machine is shared: time the two states in turn, three times, and keep each one's best.
        # "off" lifts the judgements in the log only (the rows stay), to time what the view
        # itself costs a read: loading and applying the judgements.
        best: dict[str, dict[str, float]] = {"off": {}, "on": {}}
        for state in ("off", "on") * 3:
            toggle(eng, state == "on")
            for label, t in time_reads(eng, platform, median[1]).items():
                best[state][label] = min(t, best[state].get(label, t))
        print(f"reads with no judgement vs with {args.merges} merges in force (best of 3 medians of 8 runs):")
        for label, t0 in best["off"].items():
            t1 = best["on"][label]
            verdict = "ok" if t1 <= t0 * 1.2 else "OVER TARGET"
            change = f"{t1 / t0 - 1:+.0%}"
            print(f"  {label:28s} {t0 * 1000:8.1f} ms -> {t1 * 1000:8.1f} ms  ({change})  {verdict}")
        big = min(reach, key=lambda r: abs(r[2] - 800))
        other = reach[1] if reach[0] == big else reach[0]
        with eng.connect() as conn:
            exp0 = json.dumps(exposure(conn, big[1]), sort_keys=True)
        start = time.perf_counter()
        with eng.begin() as conn:
            done = merge(conn, big[0], other[0], "benchmark", "bench")
        t_merge = time.perf_counter() - start
        start = time.perf_counter()
        with eng.connect() as conn:
            merged = exposure(conn, big[1])
        t_read = time.perf_counter() - start
        start = time.perf_counter()
        with eng.begin() as conn:
            split(conn, big[0], other[0], "benchmark", "bench")
        t_split = time.perf_counter() - start
        with eng.connect() as conn:
            same = json.dumps(exposure(conn, big[1]), sort_keys=True) == exp0
        print(
            f"merge {big[1]} ({big[2]} platforms) with {other[1]} ({other[2]} platforms): "
            f"{t_merge * 1000:.0f} ms, {done.ring_rows:,} ring rows re-read; "
            f"exposure read after it {t_read * 1000:.0f} ms ({merged['n_platforms']} platforms); "
            f"split {t_split * 1000:.0f} ms; exposure restored byte for byte: {same}"
        )
        eng.dispose()


if __name__ == "__main__":
    main()
