"""Wall time of the CLI as a user starts it: ``chipatlas --help`` and a ring on the bundled store.

Each command runs as a fresh process (the installed ``chipatlas`` script next to this
Python) ``--runs`` times after one warm-up; prints the median, min and max wall time,
and the median CPU time (user + system) of the child, which a loaded machine disturbs
less than the wall time. Targets
(issue 12): ``--help`` < 0.25 s, ``ring "Trainium3 UltraServer"`` < 0.4 s.

    python benchmarks/bench_cli.py [--runs 10] [--db PATH] [--against OTHER/bin/chipatlas]

Without ``--db`` a temporary store is made with ``chipatlas init`` (the bundled data).
``--against`` compares another install's ``chipatlas`` (A, e.g. main's venv) with this one
(B): runs alternate A B A B on the same store, so a load that comes and goes hits both.
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
    "ring --format json": (["ring", "Trainium3 UltraServer", "--format", "json"], 0.4),
    "platforms --format csv": (["platforms", "--format", "csv"], 0.4),
}


def once(exe: str, args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([exe, *args], env=env, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def times(
    exes: list[str], args: list[str], env: dict[str, str], runs: int
) -> list[tuple[list[float], list[float]]]:
    """(wall seconds, CPU seconds) of each run of each executable, runs interleaved."""
    for exe in exes:
        subprocess.run([exe, *args], env=env, check=True, capture_output=True)  # warm the disk cache
    out: list[tuple[list[float], list[float]]] = [([], []) for _ in exes]
    for _ in range(runs):
        for exe, (wall, cpu) in zip(exes, out, strict=True):
            w, c = once(exe, args, env)
            wall.append(w)
            cpu.append(c)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--db", help="an existing store (default: a fresh one with the bundled data)")
    parser.add_argument("--against", help="another chipatlas executable to compare (A; this one is B)")
    args = parser.parse_args()
    exes = [args.against, CHIPATLAS] if args.against else [CHIPATLAS]
    names = ["A", "B"] if args.against else [""]
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or str(Path(tmp) / "bench.db")
        env = {**os.environ, "CHIPATLAS_DATABASE_URL": db}
        if not args.db:
            subprocess.run([CHIPATLAS, "init"], env=env, check=True, capture_output=True)
        print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; {args.runs} runs each")
        if args.against:
            print(f"A: {args.against}\nB: {CHIPATLAS}")
        print(f"{'command':<28}{'median':>9}{'min':>9}{'max':>9}{'cpu':>9}  target (wall median)")
        for name, (argv, target) in CASES.items():
            for label, (wall, cpu) in zip(names, times(exes, argv, env, args.runs), strict=True):
                verdict = "ok" if statistics.median(wall) < target else "MISSED"
                print(
                    f"{f'{label} {name}'.strip():<28}{statistics.median(wall):>8.3f}s{min(wall):>8.3f}s"
                    f"{max(wall):>8.3f}s{statistics.median(cpu):>8.3f}s  < {target} s {verdict}"
                )
        print(f"load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
