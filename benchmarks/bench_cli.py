"""Wall time of the CLI as a user starts it: ``chipatlas --help`` and a ring on the bundled store.

Each command runs as a fresh process (the installed ``chipatlas`` script next to this
Python) ``--runs`` times after one warm-up; prints the median, min and max wall time,
and the median CPU time (user + system) of the child, which a loaded machine disturbs
less than the wall time. Targets
(issue 12): ``--help`` < 0.25 s, ``ring "Trainium3 UltraServer"`` < 0.4 s.

    python benchmarks/bench_cli.py [--runs 10] [--db PATH]

Without ``--db`` a temporary store is made with ``chipatlas init`` (the bundled data).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CHIPATLAS = str(Path(sys.executable).with_name("chipatlas"))
CASES = {
    "--help": (["--help"], 0.25),
    "ring": (["ring", "Trainium3 UltraServer"], 0.4),
    "platforms --format csv": (["platforms", "--format", "csv"], 0.4),
}


def times(args: list[str], env: dict[str, str], runs: int) -> tuple[list[float], list[float]]:
    """(wall seconds, CPU seconds) of each run."""
    subprocess.run([CHIPATLAS, *args], env=env, check=True, capture_output=True)  # warm the disk cache
    wall, cpu = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([CHIPATLAS, *args], env=env, check=True, capture_output=True)
        wall.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--db", help="an existing store (default: a fresh one with the bundled data)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or str(Path(tmp) / "bench.db")
        env = {**os.environ, "CHIPATLAS_DATABASE_URL": db}
        if not args.db:
            subprocess.run([CHIPATLAS, "init"], env=env, check=True, capture_output=True)
        print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; {args.runs} runs each")
        print(f"{'command':<26}{'median':>9}{'min':>9}{'max':>9}{'cpu':>9}  target (wall median)")
        for name, (argv, target) in CASES.items():
            wall, cpu = times(argv, env, args.runs)
            verdict = "ok" if statistics.median(wall) < target else "MISSED"
            print(
                f"{name:<26}{statistics.median(wall):>8.3f}s{min(wall):>8.3f}s{max(wall):>8.3f}s"
                f"{statistics.median(cpu):>8.3f}s  < {target} s {verdict}"
            )


if __name__ == "__main__":
    main()
