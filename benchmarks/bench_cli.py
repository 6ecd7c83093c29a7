"""Wall time of the CLI as a user starts it: ``chipatlas --help`` and a ring on the bundled store.

Each command runs as a fresh process (the installed ``chipatlas`` script next to this
Python) ``--runs`` times after one warm-up; prints the median, min and max. Targets
(issue 12): ``--help`` < 0.25 s, ``ring "Trainium3 UltraServer"`` < 0.4 s.

    python benchmarks/bench_cli.py [--runs 10] [--db PATH]

Without ``--db`` a temporary store is made with ``chipatlas init`` (the bundled data).
"""

from __future__ import annotations

import argparse
import os
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


def wall_times(args: list[str], env: dict[str, str], runs: int) -> list[float]:
    subprocess.run([CHIPATLAS, *args], env=env, check=True, capture_output=True)  # warm the disk cache
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([CHIPATLAS, *args], env=env, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return times


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
        print(f"{'command':<26}{'median':>9}{'min':>9}{'max':>9}  target   ({args.runs} runs)")
        for name, (argv, target) in CASES.items():
            t = wall_times(argv, env, args.runs)
            verdict = "ok" if statistics.median(t) < target else "MISSED"
            print(
                f"{name:<26}{statistics.median(t):>8.3f}s{min(t):>8.3f}s{max(t):>8.3f}s"
                f"  < {target} s {verdict}"
            )


if __name__ == "__main__":
    main()
