"""Time what-if scenarios on the generated store of 1,000 platforms x 100 ring rows (synthetic).

Reuses ``bench_analysis.generate`` (projections bulk-loaded, Zipf suppliers). Prints the
median of 5 runs (wall and CPU time, with the load average: on a shared machine the CPU
time is the steadier figure) for one single-shock what-if (the most-used company loses 50%), one
country-and-component shock, and a 10-shock scenario. Targets: one shock < 200 ms, ten
shocks < 1 s.

    python benchmarks/bench_whatif.py [--platforms 1000] [--rows 100]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_analysis import generate

from chipatlas.analyze.whatif import Shock, whatif
from chipatlas.store.db import connect, migrate


def _median_ms(eng: object, shocks: list[Shock]) -> tuple[float, float, int]:
    """(median wall ms, median CPU ms, platforms hit) of 5 runs."""
    times, cpu, n = [], [], 0
    for _ in range(5):
        with eng.connect() as conn:  # type: ignore[attr-defined]
            start, start_cpu = time.perf_counter(), time.process_time()
            n = len(whatif(conn, shocks)["platforms"])
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
    return statistics.median(times), statistics.median(cpu), n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--platforms", type=int, default=1000)
    parser.add_argument("--rows", type=int, default=100)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        eng = connect(str(Path(tmp) / "bench.db"))
        migrate(eng)
        generate(eng, args.platforms, args.rows)
        cases = {
            "one company -50%": [Shock(company="Synthetic Supplier 0000", loss=0.5)],
            "one country x component": [Shock(country="Taiwan", component="Component 03")],
            "ten shocks": [Shock(company=f"Synthetic Supplier {k:04d}", loss=0.3) for k in range(0, 50, 5)],
        }
        print(f"what-if on {args.platforms} platforms x {args.rows} rows (median of 5)")
        for name, shocks in cases.items():
            load = os.getloadavg()[0]
            ms, cpu_ms, n = _median_ms(eng, shocks)
            print(
                f"  {name:<26} {ms:8.1f} ms wall {cpu_ms:8.1f} ms CPU   {n} platforms hit   "
                f"load {load:.1f}-{os.getloadavg()[0]:.1f}"
            )


if __name__ == "__main__":
    main()
