"""Web benchmark: chipatlas against Datasette's SQL endpoint on the same rows, like for like.

SYNTHETIC DATA: the store is generated (``Synthetic Platform 0042``, ``Synthetic
Supplier 0123``...); no name in it is a real product or company.

    .venv/bin/python benchmarks/web_bench.py [--platforms 1000] [--rows 100] [--requests 1000] [--rounds 5]

Both servers run side by side (one uvicorn worker for chipatlas; Datasette with its
defaults), each in its own process, and a load generator in a third process drives them
over loopback. The headline pair is measured in alternating rounds (chipatlas, Datasette,
chipatlas, Datasette ...) so machine noise falls on both alike; the figure is the median
of the per-round ratios, printed with its spread:

- chipatlas ring JSON: ``/api/v1/platforms/{slug}/ring`` (its bytes kept per platform and
  store version after the first read: present/web/ringcache.py);
- the same from a second chipatlas server that keeps nothing (every request reads and
  serialises the ring, as the first read after a write does);
- Datasette's SQL endpoint returning the same rows:
  ``/flat.json?sql=select * from ring where platform=:p order by position&p={slug}``.

For context, once each: Datasette's table view (lean: ``_nosuggest=1&_nofacet=1``, and
default), raw ``sqlite3`` in this process (the floor: the query and ``json.dumps``, no
HTTP), and chipatlas's platform HTML page, home page, search, the platform analysis page,
/analysis for one platform and the company page (p50/p95 at 1 connection, requests/s at ``--connections``).

Targets (issue "Fast and shared"): ring JSON >= 1.5x Datasette's SQL endpoint, p95 < 10 ms
at 1 connection; platform page >= 200 req/s and p95 < 50 ms at 1 connection.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from web_load import free_port, wait_up
from web_load import measure as measure_load
from web_store import flat_table, generate

from chipatlas.store.db import connect


def serve(db: str, port: int, keep: bool) -> None:
    import uvicorn

    from chipatlas.present.web import create_app

    app = create_app(connect(db))
    if not keep:  # every ring JSON read and serialised again, as on the first read after a write
        app.state.rings.max_bytes = 0
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", workers=1, access_log=False)


def measure(port: int, paths: list[str], conns: int, fresh: bool = False) -> dict[str, dict[str, float]]:
    """web_load.measure, with the machine's 1-minute load average before and after it: on a
    shared machine a figure means little without the load it was taken under."""
    before = os.getloadavg()[0]
    result = measure_load(port, paths, conns, fresh)
    return {**result, "load": {"before": before, "after": os.getloadavg()[0]}}


def line(name: str, r: dict[str, dict[str, float]]) -> str:
    lat, thr, load = r["latency"], r["throughput"], r["load"]
    errors = int(lat.get("errors", 0) + thr.get("errors", 0))
    return (
        f"{name:<40} p50 {lat['p50_ms']:7.2f} ms  p95 {lat['p95_ms']:7.2f} ms (1 conn)  "
        f"{thr['rps']:7.0f} req/s (p95 {thr['p95_ms']:7.2f} ms under load)  "
        f"load {load['before']:.1f}-{load['after']:.1f}" + (f"  {errors} non-200 answers" if errors else "")
    )


def raw_floor(flat: Path, slugs: list[str]) -> float:
    """Rows of one platform as JSON straight from sqlite3 in this process: requests/s."""
    db = sqlite3.connect(flat)
    db.row_factory = sqlite3.Row
    t0 = time.perf_counter()
    for s in slugs:
        rows = db.execute("select * from ring where platform = ? order by position", (s,)).fetchall()
        json.dumps([dict(r) for r in rows])
    db.close()
    return len(slugs) / (time.perf_counter() - t0)


def rounds(
    ours: int, unkept: int, theirs: int, picks: list[str], n_rounds: int, conns: int
) -> tuple[list[dict[str, Any]], list[float], list[float]]:
    """Alternating rounds: chipatlas (ring bytes kept per store version), chipatlas with
    nothing kept (every request reads and serialises the ring), Datasette's SQL endpoint."""
    ring = [f"/api/v1/platforms/{s}/ring" for s in picks]
    sql = [f"/flat.json?sql=select+*+from+ring+where+platform%3D%3Ap+order+by+position&p={s}" for s in picks]
    results, ratios, unkept_ratios = [], [], []
    for _ in range(n_rounds):
        a = measure(ours, ring, conns)
        u = measure(unkept, ring, conns)
        b = measure(theirs, sql, conns)
        results.append({"chipatlas": a, "chipatlas_unkept": u, "datasette_sql": b})
        ratios.append(a["throughput"]["rps"] / b["throughput"]["rps"])
        unkept_ratios.append(u["throughput"]["rps"] / b["throughput"]["rps"])
    return results, ratios, unkept_ratios


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--platforms", type=int, default=1000)
    ap.add_argument("--rows", type=int, default=100)
    ap.add_argument("--requests", type=int, default=1000, help="requests per measurement (bounded)")
    ap.add_argument("--rounds", type=int, default=5, help="alternating rounds of the headline pair")
    ap.add_argument("--connections", type=int, default=8)
    ap.add_argument("--dir", type=Path, default=None, help="keep the generated stores here")
    ap.add_argument("--reuse", action="store_true", help="reuse the stores in --dir if they are there")
    ap.add_argument("--serve", nargs=3, metavar=("DB", "PORT", "KEEP"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.serve:
        serve(args.serve[0], int(args.serve[1]), args.serve[2] == "keep")
        return
    work = args.dir or Path(tempfile.mkdtemp(prefix="chipatlas-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    store, flat = work / "store.db", work / "flat.db"
    if args.reuse and store.exists() and flat.exists():
        with sqlite3.connect(store) as db:
            slugs = [r[0] for r in db.execute("SELECT slug FROM platforms ORDER BY slug")]
    else:
        for f in (store, flat):
            f.unlink(missing_ok=True)
        slugs = generate(store, args.platforms, args.rows)
        flat_table(store, flat)
    print(f"{len(slugs)} synthetic platforms x {args.rows} ring rows in {work}; cpu count {os.cpu_count()}")
    rng = random.Random(7)
    picks = [rng.choice(slugs) for _ in range(args.requests)]
    ours, unkept, theirs = free_port(), free_port(), free_port()
    procs = [
        subprocess.Popen([sys.executable, __file__, "--serve", str(store), str(ours), "keep"]),
        subprocess.Popen([sys.executable, __file__, "--serve", str(store), str(unkept), "none"]),
        subprocess.Popen(
            [
                str(Path(sys.executable).parent / "datasette"),
                "serve",
                str(flat),
                "-h",
                "127.0.0.1",
                "-p",
                str(theirs),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        ),
    ]
    try:
        wait_up(ours, f"/api/v1/platforms/{slugs[0]}/ring", timeout=300)
        wait_up(unkept, f"/api/v1/platforms/{slugs[0]}/ring", timeout=300)
        wait_up(theirs, "/flat.json?sql=select+1", timeout=300)  # the SQL endpoint, not the costly table view
        results, ratios, unkept_ratios = rounds(ours, unkept, theirs, picks, args.rounds, args.connections)
        few = picks[: max(100, args.requests // 5)]
        table = "/flat/ring.json?platform__exact={}&_sort=position&_size=max&_shape=objects"
        context = {
            "Datasette table view, lean": measure(
                theirs, [table.format(s) + "&_nosuggest=1&_nofacet=1" for s in few], args.connections
            ),
            "Datasette table view, default": measure(
                theirs, [table.format(s) for s in few], args.connections
            ),
            "chipatlas platform HTML page": measure(ours, [f"/platforms/{s}" for s in few], args.connections),
            # Every URL new, so none is served from the answers kept while the store is unchanged.
            "chipatlas platform HTML page, uncached": measure(
                ours, [f"/platforms/{s}?n={i}" for i, s in enumerate(few)], args.connections, fresh=True
            ),
            "chipatlas home page": measure(ours, ["/"] * len(few), args.connections),
            "chipatlas search": measure(
                ours, [f"/search?q=supplier+{i % 400:04d}" for i in range(len(few))], args.connections
            ),
            "chipatlas platform analysis page": measure(
                ours, [f"/platforms/{s}/analysis" for s in few], args.connections
            ),
            # Every URL new: the chokepoints of one platform, the overview shared per store version.
            "chipatlas /analysis?platform=": measure(
                ours,
                [f"/analysis?platform={s}&n={i}" for i, s in enumerate(few)],
                args.connections,
                fresh=True,
            ),
            "chipatlas company page": measure(
                ours,
                [f"/companies/synthetic_supplier_{i % 400:04d}" for i in range(len(few))],
                args.connections,
            ),
        }
    finally:
        for p in procs:
            p.terminate()
            p.wait(timeout=10)
    floor = raw_floor(flat, picks)
    print(
        f"headline: {args.rounds} alternating rounds of {args.requests} requests, "
        f"{args.connections} connections"
    )
    for i, r in enumerate(results, 1):
        print(line(f"  round {i}: chipatlas ring JSON", r["chipatlas"]))
        print(line(f"  round {i}: chipatlas ring JSON, nothing kept", r["chipatlas_unkept"]))
        print(line(f"  round {i}: Datasette SQL, same rows", r["datasette_sql"]))
    med = statistics.median(ratios)
    print(
        f"ratio chipatlas/Datasette SQL (req/s): median {med:.2f}, "
        f"spread {min(ratios):.2f}..{max(ratios):.2f}"
    )
    print(
        f"ratio chipatlas with nothing kept/Datasette SQL (req/s): median "
        f"{statistics.median(unkept_ratios):.2f}, spread {min(unkept_ratios):.2f}..{max(unkept_ratios):.2f}"
    )
    print(f"raw sqlite3 in-process floor (query + json.dumps, no HTTP): {floor:,.0f} req/s")
    for name, r in context.items():
        print(line(name, r))
    ring_p95 = statistics.median(r["chipatlas"]["latency"]["p95_ms"] for r in results)
    page = context["chipatlas platform HTML page"]
    cold = context["chipatlas platform HTML page, uncached"]
    checks = {
        "ring JSON >= 1.5x Datasette SQL": med >= 1.5,
        "ring JSON p95 < 10 ms (1 conn)": ring_p95 < 10,
        "platform page >= 200 req/s": page["throughput"]["rps"] >= 200,
        "platform page p95 < 50 ms (1 conn)": page["latency"]["p95_ms"] < 50,
        "platform page, uncached, >= 200 req/s": cold["throughput"]["rps"] >= 200,
        "platform page, uncached, p95 < 50 ms (1 conn)": cold["latency"]["p95_ms"] < 50,
    }
    for name, ok in checks.items():
        print(f"{'met    ' if ok else 'NOT MET'}  {name}")
    summary = {"ratios": ratios, "median_ratio": med, "unkept_ratios": unkept_ratios}
    print(json.dumps({**summary, "floor_rps": floor, "checks": checks}))


if __name__ == "__main__":
    main()
