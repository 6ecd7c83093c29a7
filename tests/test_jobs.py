"""The job queue with real parts: RabbitMQ on loopback, `chipatlas worker` and `chipatlas serve
--workers 2` as real processes, PostgreSQL and SQLite stores. Documents are SYNTHETIC text."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import httpx
import pytest
from sqlalchemy import func, select
from tests.conftest import IN_CI
from tests.live_server import free_port, live
from tests.synthetic_bulk import rss_feed
from tests.writer_support import ring_csv, store_url

from chipatlas.present.jobs.queue import submit
from chipatlas.present.web import create_app
from chipatlas.store import jobs as rows
from chipatlas.store.db import connect
from chipatlas.store.tables import documents

AMQP = os.environ.get("CHIPATLAS_TEST_AMQP_URL", "amqp://guest:guest@127.0.0.1:5672/")
CLI = [str(Path(sys.executable).with_name("chipatlas"))]
TOKEN = "synthetic-secret-token-7f3a"


def _rabbit() -> None:
    try:
        socket.create_connection(("127.0.0.1", 5672), timeout=2).close()
    except OSError as exc:
        if IN_CI:
            pytest.fail(f"RabbitMQ not reachable on 127.0.0.1:5672: {exc}")
        pytest.skip(f"RabbitMQ not reachable: {exc}")


def _ring(rows_n: int) -> bytes:
    suppliers = {f"Synthetic Part {i}": f"Synthetic Maker {i % 97}" for i in range(rows_n)}
    return ring_csv("Synthetic Queue Platform", suppliers).encode()


def _log_file(name: str) -> IO[bytes]:
    """A file for a child's log. Never an unread pipe: once its 64 KiB buffer fills, the
    child's next log line blocks, and a web process blocks on its event loop."""
    folder = Path(tempfile.gettempdir()) / "chipatlas-test-logs"
    folder.mkdir(exist_ok=True)
    return (folder / f"{name}-{uuid.uuid4().hex[:8]}.log").open("w+b")


@contextmanager
def _worker(db: str, queue: str) -> Iterator[subprocess.Popen[bytes]]:
    proc = subprocess.Popen(
        [*CLI, "--db", db, "worker", "--broker", AMQP, "--queue", queue],
        stdout=subprocess.DEVNULL,
        stderr=_log_file("worker"),
    )
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()


def _wait(db: str, job_id: str, status: tuple[str, ...], seconds: float = 90) -> rows.Job:
    engine = connect(db)
    try:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            job = rows.get(engine, job_id)
            if job.status in status:
                return job
            time.sleep(0.02)
        raise AssertionError(f"job {job_id} still {rows.get(engine, job_id).status} after {seconds} s")
    finally:
        engine.dispose()


def _documents(db: str) -> int:
    engine = connect(db)
    with engine.connect() as conn:
        n = int(conn.execute(select(func.count()).select_from(documents)).scalar_one())
    engine.dispose()
    return n


def test_upload_answers_202_and_a_worker_runs_it(tmp_path: Path) -> None:
    _rabbit()
    queue = f"chipatlas-test-{uuid.uuid4().hex[:8]}"
    with store_url("postgres", tmp_path) as db, _worker(db, queue):
        engine = connect(db)
        app = create_app(engine, token=TOKEN, broker=AMQP, queue=queue)
        with live(app) as (base, errors):
            auth = {"Authorization": f"Bearer {TOKEN}"}
            files = {"file": ("ring.csv", _ring(3), "text/csv")}
            got = httpx.post(f"{base}/api/v1/documents", files=files, headers=auth, timeout=30)
            assert got.status_code == 202, got.text
            where = got.headers["location"]
            assert got.json()["status"] == "queued" and where == f"/api/v1/jobs/{got.json()['id']}"
            assert httpx.get(f"{base}{where}", timeout=10).status_code == 401  # jobs need the token
            deadline = time.monotonic() + 90
            while (job := httpx.get(f"{base}{where}", headers=auth, timeout=10).json())["status"] != "done":
                assert job["status"] in ("queued", "running"), job
                assert time.monotonic() < deadline, job
                time.sleep(0.1)
            assert job["result"]["status"] == "landed" and job["result"]["new"] > 0
            ring = httpx.get(f"{base}/api/v1/platforms/synthetic-queue-platform/ring", timeout=10)
            assert ring.status_code == 200 and len(ring.json()["rows"]) == 3
            assert errors.records == []
        engine.dispose()


def test_a_worker_killed_mid_job_leaves_the_store_unchanged_and_the_job_is_retried(tmp_path: Path) -> None:
    _rabbit()
    queue = f"chipatlas-test-{uuid.uuid4().hex[:8]}"
    with store_url("postgres", tmp_path) as db:
        engine = connect(db)
        params = {"filename": "big.csv", "key": "upload:synthetic-big"}
        job = submit(engine, "upload", params, _ring(6000), broker=AMQP, queue=queue)
        assert job.status == "queued"
        with _worker(db, queue) as first:
            running = _wait(db, job.id, ("running", "done"))
            assert running.status == "running", "the ingest finished before the kill: make the ring bigger"
            first.kill()  # SIGKILL: no clean-up, the message is never acknowledged
            first.wait(10)
        assert _documents(db) == 0  # the ingest's transaction never committed
        assert rows.get(engine, job.id).attempts == 1
        with _worker(db, queue):
            done = _wait(db, job.id, ("done", "failed"), seconds=180)
        assert done.status == "done" and done.attempts == 2
        assert done.result is not None and done.result["status"] == "landed"
        assert _documents(db) == 1
        engine.dispose()


def test_without_a_broker_an_upload_runs_inline_and_is_recorded(tmp_path: Path) -> None:
    with store_url("sqlite", tmp_path) as db:
        engine = connect(db)
        app = create_app(engine, token=TOKEN, broker=None)
        with live(app) as (base, _errors):
            auth = {"Authorization": f"Bearer {TOKEN}"}
            files = {"file": ("ring.csv", _ring(2), "text/csv")}
            got = httpx.post(f"{base}/api/v1/documents", files=files, headers=auth, timeout=30)
            assert got.status_code == 201 and got.json()["status"] == "landed"
            job = httpx.get(f"{base}{got.headers['location']}", headers=auth, timeout=10).json()
            assert job["kind"] == "upload" and job["status"] == "done" and job["attempts"] == 1
            assert job["result"]["document"] == got.json()["document"]
            listed = httpx.get(f"{base}/api/v1/jobs", headers=auth, timeout=10).json()["items"]
            assert [j["id"] for j in listed] == [job["id"]]
            bad = httpx.get(f"{base}/api/v1/jobs/not-a-job", headers=auth, timeout=10)
            assert bad.status_code == 422
            missing = httpx.get(f"{base}/api/v1/jobs/{'0' * 32}", headers=auth, timeout=10)
            assert missing.status_code == 404
        engine.dispose()


def test_serve_refuses_several_workers_on_sqlite(tmp_path: Path) -> None:
    with store_url("sqlite", tmp_path) as db:
        got = subprocess.run([*CLI, "--db", db, "serve", "--workers", "2"], capture_output=True, text=True)
    assert got.returncode != 0 and "needs PostgreSQL" in got.stderr


def _hammer(base: str, stop: threading.Event, statuses: list[int]) -> None:
    with httpx.Client(timeout=30) as client:
        while not stop.is_set():
            for path in ("/", "/platforms.json", "/api/v1/platforms", "/search?q=synthetic"):
                statuses.append(client.get(f"{base}{path}").status_code)


def _serve(db: str, port: int, queue: str, log: IO[bytes]) -> subprocess.Popen[bytes]:
    env = os.environ | {"CHIPATLAS_API_TOKEN": TOKEN, "CHIPATLAS_BROKER": AMQP, "CHIPATLAS_QUEUE": queue}
    cmd = [*CLI, "--log-format", "json", "--log-level", "info", "--db", db]
    return subprocess.Popen(
        [*cmd, "serve", "--workers", "2", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=log,
    )


def test_two_web_workers_answer_while_a_job_worker_ingests_a_feed(tmp_path: Path) -> None:
    _rabbit()
    queue = f"chipatlas-test-{uuid.uuid4().hex[:8]}"
    feed = tmp_path / "synthetic-feed.xml"
    feed.write_bytes(rss_feed(60))
    with store_url("postgres", tmp_path) as db, _worker(db, queue):
        assert (
            subprocess.run([*CLI, "--db", db, "sources", "add", str(feed)], capture_output=True).returncode
            == 0
        )
        port = free_port()
        log_file = _log_file("serve")
        server = _serve(db, port, queue, log_file)
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    if httpx.get(f"{base}/api/v1/platforms", timeout=5).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                assert time.monotonic() < deadline and server.poll() is None, "serve did not start"
                time.sleep(0.2)
            statuses: list[int] = []
            stop = threading.Event()
            threads = [threading.Thread(target=_hammer, args=(base, stop, statuses)) for _ in range(4)]
            for t in threads:
                t.start()
            auth = {"Authorization": f"Bearer {TOKEN}", "X-Request-ID": "synthetic-req-1"}
            started = httpx.post(f"{base}/api/v1/jobs", json={"kind": "poll"}, headers=auth, timeout=30)
            assert started.status_code == 202, started.text
            assert started.headers["x-request-id"] == "synthetic-req-1"
            job = _wait(db, started.json()["id"], ("done", "failed"), seconds=240)
            stop.set()
            for t in threads:
                t.join(60)
            assert job.status == "done", job.error
            assert statuses and all(s < 500 for s in statuses), sorted(set(statuses))
            found = httpx.get(f"{base}/api/v1/search", params={"q": "Synthetic item 7"}, timeout=30).json()
            assert found["total"] > 0
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(60)
    log_file.seek(0)
    log = log_file.read().decode()
    log_file.close()
    lines = [json.loads(line) for line in log.splitlines() if line.startswith("{")]
    assert any(r["request_id"] == "synthetic-req-1" and "/api/v1/jobs" in r["message"] for r in lines)
    assert TOKEN not in log


def test_a_broker_that_is_down_gives_503_and_a_failed_job_not_a_traceback(tmp_path: Path) -> None:
    with store_url("sqlite", tmp_path) as db:
        engine = connect(db)
        app = create_app(
            engine, token=TOKEN, broker=f"amqp://guest:guest@127.0.0.1:{free_port()}/", queue="x"
        )
        with live(app) as (base, errors):
            auth = {"Authorization": f"Bearer {TOKEN}"}
            files = {"file": ("ring.csv", _ring(2), "text/csv")}
            got = httpx.post(f"{base}/api/v1/documents", files=files, headers=auth, timeout=60)
            assert got.status_code == 503 and got.json()["error"]["code"] == "queue_unavailable"
            assert errors.records == []
        [job] = rows.recent(engine)
        assert job.status == "failed" and job.error is not None and "job queue" in job.error
        assert _documents(db) == 0
        engine.dispose()


def test_a_job_prints_as_its_record_declares() -> None:
    # as_json is the dataclass's fields as they stand: JobRecord must name the same, in order.
    from dataclasses import fields

    from chipatlas.store.jobs import Job, JobRecord

    job = Job(id="j1", kind="poll", status="done", params={"a": "b"}, attempts=1, created_at="2026-12-01")
    assert list(job.as_json()) == list(JobRecord.__annotations__) == [f.name for f in fields(Job)]
    assert job.as_json()["params"] == {"a": "b"} and job.as_json()["result"] is None
