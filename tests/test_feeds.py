"""Feeds: subscribe, poll a real local HTTP server, fetch only new items, refuse loopback unless allowed.

The feed and its entries are synthetic test text.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar

import pytest
from sqlalchemy import Engine, select

from chipatlas.analyze.signals import signals
from chipatlas.errors import InputError
from chipatlas.ingest.feeds import add_feed, poll_feeds
from chipatlas.sources.feeds import check_address
from chipatlas.store.feed_tables import feed_items

ITEM = """<item><title>{title}</title><link>https://example.org/{n}</link><guid>synthetic-{n}</guid>
<pubDate>Tue, 03 Mar 2026 10:00:00 GMT</pubDate>
<description>(Synthetic test entry.) {body}</description></item>"""
BODIES = [
    (
        "Synthetic Vendor Launches New Accelerator",
        "AWS announced a new accelerator built by TSMC on a 3nm process for training.",
    ),
    (
        "Synthetic Export Controls Tightened",
        "Regulators tightened export controls on advanced accelerators shipped to several countries.",
    ),
]


def _rss(items: list[tuple[str, str]], channel: str = "Synthetic Feed") -> bytes:
    entries = "".join(ITEM.format(title=t, body=b, n=i) for i, (t, b) in enumerate(items))
    head = f'<?xml version="1.0"?><rss version="2.0"><channel><title>{channel}</title>'
    return f"{head}{entries}</channel></rss>".encode()


class _Feed(BaseHTTPRequestHandler):
    state: ClassVar[dict[str, Any]] = {}

    def do_GET(self) -> None:
        self.state["hits"] = self.state.get("hits", 0) + 1
        etag = f'"v{len(self.state["items"])}"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.end_headers()
            return
        body = _rss(self.state["items"], self.path.strip("/") or "Synthetic Feed")
        self.send_response(200)
        self.send_header("Content-Type", "application/rss+xml")
        self.send_header("ETag", etag)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def server() -> Iterator[tuple[str, dict[str, Any]]]:
    state: dict[str, Any] = {"items": BODIES[:1]}
    handler = type("Handler", (_Feed,), {"state": state})
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", state
    httpd.shutdown()
    httpd.server_close()


def _titles(eng: Engine) -> list[str]:
    with eng.connect() as conn:
        return sorted(s["title"] for s in signals(conn))


def test_poll_fetches_only_new_items(engine: Engine, server: tuple[str, dict[str, Any]]) -> None:
    base, state = server
    with engine.begin() as conn:
        add_feed(conn, f"{base}/feed-a")
    list(poll_feeds(engine, allow_private=True, timeout=5))
    assert _titles(engine) == [BODIES[0][0]]
    lines = list(poll_feeds(engine, allow_private=True, timeout=5))
    assert any("unchanged" in line for line in lines)  # ETag: 304
    state["items"] = BODIES
    lines = list(poll_feeds(engine, allow_private=True, timeout=5))
    assert sum(line.startswith("landed") for line in lines) == 1  # the seen item is not fetched again
    assert _titles(engine) == sorted(t for t, _ in BODIES)
    with engine.connect() as conn:
        assert len(conn.execute(select(feed_items)).all()) == 2
    with engine.connect() as conn:
        tightened = next(s for s in signals(conn) if "Export" in s["title"])
    assert tightened["sentiment"] == "negative" and tightened["type"] == "export_control"
    assert tightened["date"] == "2026-03-03"


def test_same_item_from_two_feeds_is_one_signal(
    sqlite_engine: Engine, server: tuple[str, dict[str, Any]]
) -> None:
    base, _ = server
    with sqlite_engine.begin() as conn:
        add_feed(conn, f"{base}/feed-a")
        add_feed(conn, f"{base}/feed-b")
    list(poll_feeds(sqlite_engine, allow_private=True, timeout=5))
    with sqlite_engine.connect() as conn:
        found = signals(conn)
    assert len(found) == 1 and found[0]["n_sources"] == 2


def test_loopback_refused_unless_allowed(sqlite_engine: Engine, server: tuple[str, dict[str, Any]]) -> None:
    base, state = server
    with sqlite_engine.begin() as conn:
        add_feed(conn, f"{base}/feed-a")
    lines = list(poll_feeds(sqlite_engine, timeout=5))
    assert any("private or loopback" in line for line in lines)
    assert state.get("hits", 0) == 0 and _titles(sqlite_engine) == []
    with pytest.raises(InputError):
        check_address("file:///etc/passwd", allow_private=True)
