"""Standard logging: plain or JSON lines on stderr, ingest and fetch logged, never a secret.
The served document is SYNTHETIC text."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from tests.writer_support import store_url

EXE = Path(sys.executable).with_name("chipatlas")
SECRET = "synthetic-feed-key-91c2"
NOTE = (
    b"# Synthetic analyst note\n\nSynthetic text for a test. Synthetic Memory Co said on Monday that it will "
    b"ship modules to Nvidia for the GB200 NVL72 racks from its plant in Taiwan, starting next quarter.\n"
)


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/markdown")
        self.end_headers()
        self.wfile.write(NOTE)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def site() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def test_json_logs_name_the_ingest_and_the_fetch_but_never_the_key(tmp_path: Path, site: str) -> None:
    with store_url("sqlite", tmp_path) as db:
        url = f"{site}/note.md?key={SECRET}"
        args = [str(EXE), "--log-format", "json", "--log-level", "info", "--db", db]
        got = subprocess.run([*args, "ingest", url, "--allow-private"], capture_output=True, text=True)
    assert got.returncode == 0, got.stderr
    records = [json.loads(line) for line in got.stderr.splitlines() if line.startswith("{")]
    messages = [r["message"] for r in records]
    assert any(m.startswith(f"fetch {site}/note.md: HTTP 200") for m in messages), messages
    assert any("ingest" in m and ": landed (" in m for m in messages), messages
    assert all({"time", "level", "logger", "message", "request_id"} <= set(r) for r in records)
    assert SECRET not in got.stderr


def test_plain_logs_by_default_and_a_bad_format_is_refused(tmp_path: Path) -> None:
    with store_url("sqlite", tmp_path) as db:
        bad = subprocess.run(
            [str(EXE), "--log-format", "xml", "--db", db, "platforms"], capture_output=True, text=True
        )
        quiet = subprocess.run([str(EXE), "--db", db, "platforms"], capture_output=True, text=True)
    assert bad.returncode != 0 and "plain, json" in bad.stderr
    assert quiet.returncode == 0 and "INFO" not in quiet.stderr
