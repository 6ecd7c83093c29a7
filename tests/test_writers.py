"""Several writers at once, as real processes, on SQLite and PostgreSQL (SYNTHETIC rings).

Each writer process imports chipatlas, opens the store, reads its document, prints
"ready" and waits for "go" on stdin, so the ingests start together rather than one
after another as the imports finish.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, text
from tests.test_ingest_rules import snapshot
from tests.writer_support import ring_csv, store_url, write

from chipatlas.analyze.history import history
from chipatlas.analyze.ring import ring
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.web.app import create_app
from chipatlas.sources import load_path
from chipatlas.store.db import connect
from chipatlas.store.tables import ingests, sources

WRITER = """
import json, sys
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.store.db import connect
url, path, key = sys.argv[1:4]
eng = connect(url)
doc = load_path(path)
print("ready", flush=True)
sys.stdin.readline()
report = ingest(eng, doc, IngestOptions(source_key=key or None))
print(json.dumps(report.as_dict()), flush=True)
"""
# Enough rows that one ingest takes a while, so the writers really overlap.
COMPONENTS = {f"Synthetic Part {i:03d}": f"Synthetic Maker {i:03d}" for i in range(150)}
V1 = ring_csv("Synthetic Race", COMPONENTS)
V2 = V1.replace("Synthetic Maker 007", "Synthetic Maker 999")


@pytest.fixture(params=["sqlite", "postgres"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    with store_url(request.param, tmp_path) as found:
        yield found


def race(url: str, jobs: list[tuple[Path, str]]) -> list[dict[str, Any]]:
    """Start one writer per (file, source key), release them together, collect their reports."""
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, url, str(path), key],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for path, key in jobs
    ]
    try:
        for p in procs:
            assert p.stdout is not None and p.stdout.readline().strip() == "ready"
        for p in procs:
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        outs = [p.communicate(timeout=120) for p in procs]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
    for p, (_out, err) in zip(procs, outs, strict=True):
        assert p.returncode == 0 and "Traceback" not in err, err
    return [json.loads(out) for out, _ in outs]


def test_three_writers_one_file(url: str, tmp_path: Path) -> None:
    path = write(tmp_path / "race.csv", V1)
    reports = race(url, [(path, "")] * 3)
    assert sorted(r["status"] for r in reports) == ["landed", "unchanged", "unchanged"]
    eng = connect(url)
    with eng.connect() as conn:
        assert len(ring(conn, "Synthetic Race")["rows"]) == 150
        assert conn.execute(text("select count(*) from documents")).scalar() == 1
        assert conn.execute(text("select count(*) from ingests")).scalar() == 1
    eng.dispose()


def test_two_versions_of_one_source_at_once(url: str, tmp_path: Path) -> None:
    one, two = write(tmp_path / "v1.csv", V1), write(tmp_path / "v2.csv", V2)
    reports = race(url, [(one, "synthetic:race"), (two, "synthetic:race")])
    assert [r["status"] for r in reports] == ["landed", "landed"]
    eng = connect(url)
    with eng.connect() as conn:
        log = conn.execute(ingests.select().order_by(ingests.c.at)).all()
        latest = conn.execute(sources.select()).one()
        shown = {r["supplier"] for r in ring(conn, "Synthetic Race")["rows"]}
        events = history(conn, "Synthetic Race")["events"]
    eng.dispose()
    # Whichever landed second superseded exactly the one value that differs, in the order logged.
    assert [r.new > 0 for r in log] == [True, True] and log[0].retired == 0 and log[1].retired > 0
    assert latest.latest_document_id == log[1].document_id
    second = next(r for r in reports if r["document"] == log[1].document_id)
    assert second["superseded"] == log[1].retired and second["retries"] >= 0
    v2_last = log[1].document_id == hashlib.sha256(V2.encode()).hexdigest()
    old, new = ("Synthetic Maker 007", "Synthetic Maker 999")
    first_said, last_said = (old, new) if v2_last else (new, old)
    assert last_said in shown and first_said not in shown and len(shown) == 150
    gone = [e for e in events if e["status"] == "superseded" and e["prop"] == "supplier"]
    assert [e["value"] for e in gone] == [first_said]
    assert all(len(e["sources"]) in (1, 2) for e in events)


def _hold_the_writer_lock(url: str) -> tuple[Any, Any]:
    """Take the store's write lock from outside, as another writer would."""
    eng = connect(url)
    conn = eng.connect()
    if eng.dialect.name == "sqlite":
        conn.exec_driver_sql("BEGIN IMMEDIATE")
    else:
        lock = "SELECT pg_advisory_lock(hashtextextended(current_schema() || :name, 0))"
        conn.execute(text(lock), {"name": "/chipatlas-writer"})
    return eng, conn


def test_a_busy_store_is_reported_not_a_traceback(
    url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CHIPATLAS_BUSY_TIMEOUT", "0.2")
    path = write(tmp_path / "busy.csv", V1)
    eng = connect(url)
    before = snapshot(eng)
    holder, held = _hold_the_writer_lock(url)
    try:
        report = ingest(eng, load_path(path), IngestOptions())
    finally:
        held.close()
        holder.dispose()
    assert report.status == "busy" and not report.ok
    (line,) = report.lines()
    assert line.startswith(f"busy {path}: the store is busy: retried 4 times, nothing was written")
    assert snapshot(eng) == before
    assert ingest(eng, load_path(path), IngestOptions()).status == "landed"
    eng.dispose()


def test_a_database_refusal_is_one_line_and_writes_nothing(pg_engine: Engine, tmp_path: Path) -> None:
    """PostgreSQL refuses a NUL in text; the report names the reason, not the SQL or its data."""
    path = write(tmp_path / "nul_key.csv", V1)
    before = snapshot(pg_engine)
    report = ingest(pg_engine, load_path(path), IngestOptions(source_key="synthetic\x00key"))
    assert report.status == "rejected"
    (line,) = report.lines()
    assert line.startswith(f"rejected {path}: the store refused the write: ") and "NUL" in line
    assert "INSERT" not in line and "Synthetic Maker" not in line
    assert snapshot(pg_engine) == before


def test_an_upload_to_a_busy_store_is_503(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHIPATLAS_BUSY_TIMEOUT", "0.1")
    with store_url("sqlite", tmp_path) as url:
        eng = connect(url)
        holder, held = _hold_the_writer_lock(url)
        try:
            with TestClient(create_app(eng, token="test-token-not-a-secret")) as client:
                got = client.post(
                    "/api/v1/documents",
                    files={"file": ("ring.csv", V1, "text/csv")},
                    headers={"Authorization": "Bearer test-token-not-a-secret"},
                )
        finally:
            held.close()
            holder.dispose()
        assert got.status_code == 503 and got.headers["retry-after"] == "2"
        body = got.json()["error"]
        assert body["code"] == "busy" and body["detail"]["status"] == "busy"
        eng.dispose()


def test_an_unreachable_store_is_one_line(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("chipatlas")
    doc = write(tmp_path / "ring.csv", V1)
    for args in (["platforms"], ["ingest", str(doc)]):
        url = "postgresql+psycopg://nobody@127.0.0.1:1/none"
        out = subprocess.run([str(exe), "--db", url, *args], capture_output=True, text=True, timeout=60)
        assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
        assert "cannot open the store at postgresql+psycopg://nobody@127.0.0.1:1/none" in out.stderr
