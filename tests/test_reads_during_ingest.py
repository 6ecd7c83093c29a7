"""Reads keep answering while a large ring ingests (issue 12, "Must hold").

A real `chipatlas serve` subprocess over the bundled store; a `chipatlas ingest` subprocess
lands a SYNTHETIC 10,000-row ring (our own made-up names, not supplier facts) while eight
client threads issue 2,000 reads over the main pages and API. Must hold on SQLite and
PostgreSQL: no 5xx, no timeouts, p95 under the target (500 ms; the bound asserted is
``CHIPATLAS_READS_MAX_P95_MS``, default 1,500 ms, because CI shares two cores with other
work; the figures are printed with ``pytest -s``).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest
from tests.live_server import free_port
from tests.writer_support import store_url

EXE = Path(sys.executable).with_name("chipatlas")
READS = 2000
CLIENTS = 8
MAX_P95_MS = float(os.environ.get("CHIPATLAS_READS_MAX_P95_MS", "1500"))
PATHS = (
    "/",
    "/platforms/aws_trainium3_ultraserver",
    "/platforms/aws_trainium3_ultraserver.json",
    "/api/v1/platforms",
    "/api/v1/platforms/aws_trainium3_ultraserver/ring",
    "/companies",
    "/api/v1/companies",
    "/search?q=hbm",
    "/analysis.json",
    "/signals",
)


def _ring_csv(path: Path, rows: int) -> Path:
    lines = ["platform,component,supplier,role,made_in_country,us_status,evidence,notes"]
    lines += [
        f"Synthetic Bulk Platform,Synthetic part {i},Synthetic Maker {i % 211},primary,Taiwan,made_abroad,"
        "claimed,SYNTHETIC test row"
        for i in range(rows)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _reader(base: str, todo: list[int], lock: threading.Lock, times: list[float], bad: list[str]) -> None:
    with httpx.Client(timeout=30) as client:
        while True:
            with lock:
                if not todo:
                    return
                n = todo.pop()
            path = PATHS[n % len(PATHS)]
            started = time.perf_counter()
            try:
                response = client.get(base + path)
            except httpx.HTTPError as exc:  # the message says which ("without sending a response"...)
                bad.append(f"{path}: {type(exc).__name__}: {exc}")
                continue
            times.append((time.perf_counter() - started) * 1000)
            if response.status_code >= 500:
                # The body names the cause (busy slot, timeout, locked store): keep it for the failure.
                bad.append(f"{path}: {response.status_code} {response.text[:200]}")


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_reads_answer_while_a_10000_row_ring_ingests(kind: str, tmp_path: Path) -> None:
    with store_url(kind, tmp_path) as db:
        assert subprocess.run([str(EXE), "--db", db, "init"], capture_output=True).returncode == 0
        ring = _ring_csv(tmp_path / "bulk.csv", 10_000)
        port = free_port()
        server = subprocess.Popen(
            [str(EXE), "--db", db, "serve", "--port", str(port)],
            stdout=subprocess.DEVNULL,
            stderr=(tmp_path / "serve.log").open("wb"),  # never an unread pipe: a full one blocks the server
        )
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    if httpx.get(base + "/api/v1/platforms", timeout=5).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                assert time.monotonic() < deadline and server.poll() is None, "serve did not start"
                time.sleep(0.2)
            writer = subprocess.Popen(
                [str(EXE), "--db", db, "ingest", str(ring)], stdout=subprocess.PIPE, text=True
            )
            time.sleep(0.5)  # the ingest is reading and writing when the reads begin
            todo, lock = list(range(READS)), threading.Lock()
            times: list[float] = []
            bad: list[str] = []
            threads = [
                threading.Thread(target=_reader, args=(base, todo, lock, times, bad)) for _ in range(CLIENTS)
            ]
            started = time.perf_counter()
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            elapsed = time.perf_counter() - started
            still_ingesting = writer.poll() is None
            out, _ = writer.communicate(timeout=600)
        finally:
            server.terminate()
            server.wait(30)
    p50, p95 = statistics.median(times), statistics.quantiles(times, n=20)[18]
    overlap = "ingest still running" if still_ingesting else "ingest finished first"
    print(
        f"\n{kind}: {len(times)} reads in {elapsed:.1f} s while ingesting ({overlap}); "
        f"p50 {p50:.0f} ms, p95 {p95:.0f} ms; errors {len(bad)}"
    )
    assert writer.returncode == 0 and "landed" in out
    assert bad == []
    assert len(times) == READS
    assert p95 < MAX_P95_MS
