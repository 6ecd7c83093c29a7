"""Eight clients hammer a real server on a 300-platform store (issue 14).

SYNTHETIC DATA: the store comes from ``benchmarks/web_bench.generate`` (``Synthetic
Platform 0042``...): 300 platforms x 100 ring rows, about 230,000 statements, every one
"changed" since 2000. ``chipatlas serve`` runs in a subprocess; eight threads request
``/changes?since=2000-01-01``, ``/analysis`` and ring JSON for a bounded time. Must hold:
no 500 (a busy server answers 503 with Retry-After), memory bounded, the ring JSON fast.
The figures are printed (``pytest -s``) for docs/benchmarks.md.
"""

from __future__ import annotations

import importlib.util
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from tests.live_server import free_port

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "web_bench.py"


def generate(db: Path, n_platforms: int, n_rows: int) -> list[str]:
    """The benchmark's store generator (benchmarks/ is scripts, not a package)."""
    spec = importlib.util.spec_from_file_location("chipatlas_web_bench", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    slugs: list[str] = module.generate(db, n_platforms, n_rows)
    return slugs


CLIENTS = 8
SECONDS = float(os.environ.get("CHIPATLAS_HAMMER_SECONDS", "20"))
PLATFORMS = 300
MAX_RSS_MB = 1500  # generous: the unbounded pages reached 4.4 GB
# The target is 200 ms; the assertion is generous because CI machines are shared (this one
# ran at a load average of 8-10 on 2 cores). The figures are printed either way.
MAX_RING_P95_MS = float(os.environ.get("CHIPATLAS_HAMMER_MAX_P95_MS", "1500"))
WARM = 5.0  # seconds after which the heavy pages' answers are computed once and kept


def _rss_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    db = tmp_path_factory.mktemp("hammer") / "synthetic_300.db"
    slugs = generate(db, PLATFORMS, 100)
    assert len(slugs) == PLATFORMS
    port = free_port()
    tool = Path(sys.executable).parent / "chipatlas"
    env = dict(os.environ)
    proc = subprocess.Popen(
        [str(tool), "--db", str(db), "serve", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=(db.parent / "serve.log").open("wb"),  # never an unread pipe: a full one blocks the server
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            if httpx.get(f"{base}/api/v1", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline or proc.poll() is not None:
            proc.kill()
            pytest.fail("chipatlas serve did not start")
        time.sleep(0.1)
    yield base, proc.pid
    proc.terminate()
    proc.wait(timeout=20)
    err = (db.parent / "serve.log").read_bytes()
    assert b"Traceback" not in err, err.decode(errors="replace")[-3000:]


def test_eight_clients_get_no_500_bounded_memory_and_a_fast_ring(server: tuple[str, int]) -> None:
    base, pid = server
    statuses: Counter[tuple[str, int]] = Counter()
    ring_ms: list[float] = []
    warm_ms: list[float] = []
    warm_from = time.monotonic() + WARM
    heavy_ms: list[float] = []
    lock = threading.Lock()
    stop = time.monotonic() + SECONDS
    peak_rss = [0]

    def client(n: int) -> None:
        # Two clients on each heavy page, four on ring JSON: the heavy pages keep the workers
        # busy while the ring's latency is measured.
        rng = random.Random(n)
        kind = ("changes", "analysis", "ring", "ring")[n % 4]
        with httpx.Client(base_url=base, timeout=60) as http:
            while time.monotonic() < stop:
                slug = f"synthetic_platform_{rng.randrange(PLATFORMS):04d}"
                path = {
                    "changes": "/changes?since=2000-01-01",
                    "analysis": "/analysis",
                    "ring": f"/api/v1/platforms/{slug}/ring",
                }[kind]
                started = time.perf_counter()
                resp = http.get(path)
                ms = (time.perf_counter() - started) * 1000
                with lock:
                    statuses[(kind, resp.status_code)] += 1
                    (ring_ms if kind == "ring" else heavy_ms).append(ms)
                    if kind == "ring" and time.monotonic() > warm_from:
                        warm_ms.append(ms)
                if resp.status_code == 503:
                    assert resp.headers["retry-after"]

    def watch() -> None:
        while time.monotonic() < stop + 1:
            peak_rss[0] = max(peak_rss[0], _rss_kb(pid, "VmRSS"))
            time.sleep(0.2)

    threads = [threading.Thread(target=client, args=(n,)) for n in range(CLIENTS)]
    threads.append(threading.Thread(target=watch))
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=SECONDS + 120)
    hwm_mb = _rss_kb(pid, "VmHWM") / 1024
    p95 = statistics.quantiles(ring_ms, n=20)[-1]
    warm_p95 = statistics.quantiles(warm_ms, n=20)[-1]
    print(
        f"\nhammer {SECONDS:g} s, {CLIENTS} clients: {dict(statuses)}; ring p50 "
        f"{statistics.median(ring_ms):.1f} ms p95 {p95:.1f} ms (n={len(ring_ms)}), after {WARM:g} s "
        f"p50 {statistics.median(warm_ms):.1f} ms p95 {warm_p95:.1f} ms; heavy p50 "
        f"{statistics.median(heavy_ms):.0f} ms max {max(heavy_ms):.0f} ms; peak RSS {hwm_mb:.0f} MB "
        f"(sampled {peak_rss[0] / 1024:.0f} MB)"
    )
    assert not [k for k in statuses if k[1] >= 500 and k[1] != 503]
    assert set(s for _, s in statuses) <= {200, 503}
    # Both heavy pages answer when the machine allows; on a loaded one the first /analysis
    # can outlive the deadline (a 503 timeout, by design), so only one of them must.
    assert statuses[("changes", 200)] + statuses[("analysis", 200)] > 0
    assert statuses[("ring", 503)] == 0
    assert hwm_mb < MAX_RSS_MB
    assert p95 < MAX_RING_P95_MS
