"""Real servers on loopback for the delivery tests (no tests here): an SMTP server (aiosmtpd)
that can refuse the first messages with 451, and an HTTP receiver that checks HMAC signatures.

The article below is SYNTHETIC TEST TEXT written for these tests; it is not real news.
"""

from __future__ import annotations

import email
import email.policy
import hashlib
import hmac
import json
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from email.message import EmailMessage
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from aiosmtpd.controller import Controller
from sqlalchemy import Engine

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.deliver.outbox import RunOptions
from chipatlas.present.deliver.settings import RetryPolicy, SmtpSettings
from chipatlas.sources import SourceDocument

HOST = "127.0.0.1"
ARTICLE_TITLE = "SK hynix Adds an HBM3E Packaging Line at Icheon"
ARTICLE = f"""---
title: {ARTICLE_TITLE}
date: 2026-05-12
source: Synthetic Test Wire
---
# {ARTICLE_TITLE}

(SYNTHETIC TEST ARTICLE, written for the chipatlas watchlist tests; not real news.) SK hynix said it will
add a new HBM3E packaging line at its Icheon site.
The company expects the line to raise HBM output by a fifth next year.
It said accelerator makers including AWS and Nvidia have reserved most of the added capacity.
Analysts said the expansion could ease HBM supply constraints for AI accelerators.
"""
UNRELATED = """---
title: Synthetic Cooling Vendor Opens a Plant
date: 2026-05-13
source: Synthetic Test Wire
---
# Synthetic Cooling Vendor Opens a Plant

(SYNTHETIC TEST ARTICLE; not real news.) A made-up cooling vendor said it opened a plant in Ohio.
"""


def ingest_article(engine: Engine, text: str = ARTICLE, name: str = "skhynix_hbm.md") -> str:
    report = ingest(engine, SourceDocument(name, text.encode(), "text/markdown"), IngestOptions())
    assert report.ok, report.lines()
    assert report.document_id
    return report.document_id


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


@dataclass
class SmtpSink:
    """aiosmtpd handler: refuses the first ``fail_first`` messages with 451, then accepts."""

    fail_first: int = 0
    messages: list[EmailMessage] = field(default_factory=list)
    envelopes: list[tuple[str, list[str]]] = field(default_factory=list)
    refused: int = 0

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        if self.refused < self.fail_first:
            self.refused += 1
            return "451 4.3.0 synthetic temporary failure, try again later"
        msg = email.message_from_bytes(envelope.content, policy=email.policy.default)
        assert isinstance(msg, EmailMessage)
        self.messages.append(msg)
        self.envelopes.append((envelope.mail_from, list(envelope.rcpt_tos)))
        return "250 OK"


class SmtpServer:
    def __init__(self, port: int | None = None, fail_first: int = 0) -> None:
        self.port = port or free_port()
        self.sink = SmtpSink(fail_first=fail_first)
        self.controller = Controller(self.sink, hostname=HOST, port=self.port)

    def start(self) -> SmtpServer:
        self.controller.start()
        return self

    def stop(self) -> None:
        self.controller.stop()

    @property
    def settings(self) -> SmtpSettings:
        return SmtpSettings(HOST, self.port, "none", sender="digests@chipatlas.test", timeout=5)


@contextmanager
def running_smtp() -> Iterator[SmtpServer]:
    server = SmtpServer().start()
    try:
        yield server
    finally:
        server.stop()


def options(settings: SmtpSettings | None, **kw: Any) -> RunOptions:
    kw.setdefault("retry", RetryPolicy(attempts=3, base_delay=0.01))
    kw.setdefault("allow_private", True)
    return RunOptions(smtp=settings, base_url="http://127.0.0.1:8000", **kw)


def verify(secret: str, headers: dict[str, str], body: bytes) -> bool:
    """The receiver's own check, written from the documented scheme (not chipatlas's helper)."""
    signed = headers["X-Chipatlas-Timestamp"].encode() + b"." + body
    expected = "sha256=" + hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, headers["X-Chipatlas-Signature"])


class Receiver:
    """An HTTP server on loopback that records each POST and answers with ``statuses`` in turn."""

    def __init__(self, statuses: list[int] | None = None) -> None:
        self.requests: list[tuple[dict[str, str], bytes]] = []
        self.statuses = list(statuses or [])
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                receiver.requests.append((dict(self.headers.items()), body))
                status = receiver.statuses.pop(0) if receiver.statuses else 204
                self.send_response(status)
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer((HOST, 0), Handler)
        self.url = f"http://{HOST}:{self.server.server_address[1]}/hook"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def payloads(self) -> list[dict[str, Any]]:
        return [json.loads(body) for _, body in self.requests]


@contextmanager
def running_receiver() -> Iterator[Receiver]:
    r = Receiver()
    r.thread.start()
    try:
        yield r
    finally:
        r.server.shutdown()
        r.server.server_close()
