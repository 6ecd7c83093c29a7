"""The platform HTML page, two versions of the code side by side on one store, in alternating rounds.

SYNTHETIC DATA: the store is ``web_bench.py``'s generated one (``Synthetic Platform 0042``,
``Synthetic Supplier 0123``...); no name in it is a real product or company.

    .venv/bin/python benchmarks/bench_platform_page.py --store DIR/store.db --base OTHER/src [--rounds 4]

Two uvicorn servers (one worker each, ``web_bench.py --serve``) read the same store file: one
runs this checkout's ``src``, the other the ``src`` given by ``--base`` (say main's). Each round
takes 100 platforms no earlier round asked for and measures, on each server in turn (which
one goes first alternates), the two passes of ``web_bench.py``:

- warm: ``/platforms/{slug}``: 50 URLs asked first, then p50/p95 of all 100 at one connection
  (so half of them are first reads) and requests/s at ``--connections`` (all kept by then);
- cold: the same pages under URLs never asked before (``?n=``), so none is served from the
  answers kept per store version: every request builds the page.

Issue 12's targets: >= 200 req/s and p95 < 50 ms at one connection. Prints each round with the
machine's load average, then the medians per server.
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
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from web_load import free_port, wait_up
from web_load import measure as measure_load

HERE = Path(__file__).parent
SRC = HERE.parent / "src"


def start(store: Path, src: Path, port: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    cmd = [sys.executable, str(HERE / "web_bench.py"), "--serve", str(store), str(port), "keep"]
    return subprocess.Popen(cmd, env=env)


def cpu_seconds(pid: int) -> float:
    """The server process's CPU time so far (user + system): what a page costs, whatever the load."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(port: int, pid: int, paths: list[str], conns: int, fresh: bool) -> dict[str, Any]:
    before, cpu = os.getloadavg()[0], cpu_seconds(pid)
    result = measure_load(port, paths, conns, fresh)
    # web_load asks min(50, n) URLs to warm up, then every URL at one connection, then at ``conns``.
    requests = min(50, len(paths)) + 2 * len(paths)
    cpu_ms = 1000 * (cpu_seconds(pid) - cpu) / requests
    return {**result, "load": [before, os.getloadavg()[0]], "cpu_ms": cpu_ms}


def line(name: str, r: dict[str, Any]) -> str:
    lat, thr = r["latency"], r["throughput"]
    return (
        f"{name:<22} p50 {lat['p50_ms']:6.1f} ms  p95 {lat['p95_ms']:6.1f} ms (1 conn)  "
        f"{thr['rps']:6.0f} req/s  server CPU {r['cpu_ms']:5.1f} ms/request  "
        f"load {r['load'][0]:.1f}-{r['load'][1]:.1f}"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--store", type=Path, required=True, help="web_bench.py's store.db (--dir DIR)")
    ap.add_argument("--base", type=Path, required=True, help="the src folder of the code to compare with")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--pages", type=int, default=100, help="platforms per round")
    ap.add_argument("--connections", type=int, default=8)
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    with sqlite3.connect(args.store) as db:
        slugs = [r[0] for r in db.execute("SELECT slug FROM platforms ORDER BY slug")]
    random.Random(25).shuffle(slugs)
    if args.rounds * args.pages > len(slugs):
        raise SystemExit(f"{args.rounds} rounds of {args.pages} platforms need more than {len(slugs)}")
    servers = {"base": (args.base, free_port()), "this": (SRC, free_port())}
    procs = {name: start(args.store, src, port) for name, (src, port) in servers.items()}
    results: dict[str, list[dict[str, Any]]] = {name: [] for name in servers}
    try:
        for _, port in servers.values():
            wait_up(port, "/", timeout=300)
        print(f"{args.store}: base {args.base}, this {SRC}; cpu count {os.cpu_count()}")
        for i in range(args.rounds):
            picks = slugs[i * args.pages : (i + 1) * args.pages]
            order = list(servers) if i % 2 == 0 else list(reversed(servers))
            for name in order:
                port, pid = servers[name][1], procs[name].pid
                warm = measure(port, pid, [f"/platforms/{s}" for s in picks], args.connections, False)
                cold = measure(port, pid, [f"/platforms/{s}?n={i}" for s in picks], args.connections, True)
                results[name].append({"warm": warm, "cold": cold})
                print(line(f"round {i + 1} {name} warm", warm))
                print(line(f"round {i + 1} {name} cold", cold))
    finally:
        for p in procs.values():
            p.terminate()
            p.wait(timeout=10)
    for name, runs in results.items():
        for kind in ("warm", "cold"):
            p50 = statistics.median(r[kind]["latency"]["p50_ms"] for r in runs)
            p95 = statistics.median(r[kind]["latency"]["p95_ms"] for r in runs)
            rps = statistics.median(r[kind]["throughput"]["rps"] for r in runs)
            cpu = statistics.median(r[kind]["cpu_ms"] for r in runs)
            print(
                f"median {name} {kind}: p50 {p50:.1f} ms, p95 {p95:.1f} ms (1 conn), {rps:.0f} req/s, "
                f"server CPU {cpu:.1f} ms/request"
            )
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
