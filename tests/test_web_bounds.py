"""Bounded, paged and well-behaved under bad input: the web app's limits (issue 14).

Pages and cursors on the bundled store; a real uvicorn for the worker limit, the deadline
and a client that goes away (the slow query really runs in SQLite or PostgreSQL and is
interrupted there); hostile Host headers; 500s with the security headers.
"""

from __future__ import annotations

import base64
import json
import socket
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI, Request
from fastapi.testclient import TestClient
from sqlalchemy import Engine, text
from starlette.responses import Response
from tests.live_server import live

from chipatlas.analyze.changes import changes
from chipatlas.analyze.chokepoints import KINDS, chokepoints, chokepoints_page, kind_counts
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.web import create_app
from chipatlas.present.web.bounds import Limits, connection, offload

SEED = "aws_trainium3_ultraserver"


def assert_error(resp: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert resp.status_code == status, resp.text[:300]
    body: dict[str, Any] = resp.json()
    assert set(body) == {"error"} and set(body["error"]) == {"status", "code", "message", "detail"}
    assert body["error"]["status"] == status and body["error"]["code"] == code
    return body


def _raw(value: Any) -> str:
    return base64.urlsafe_b64encode(json.dumps(value).encode()).decode().rstrip("=")


BAD_CURSORS = [
    "!!!",
    _raw(["c1", "a"]),  # one key where two are expected
    _raw(["c1", {"a": 1}, "b"]),  # a dict would reach the query
    _raw(["c1", ["x"], "b"]),
    _raw(["c1", 1, 2]),  # numbers where strings are expected
    _raw(["c1", "a\x00", "b"]),  # PostgreSQL refuses NUL in text
    base64.urlsafe_b64encode(b"[" * 1500).decode(),  # nested past the recursion limit
    "A" * 5000,
]


@pytest.fixture
def api(bundled: Engine) -> Iterator[TestClient]:
    with TestClient(create_app(bundled)) as client:
        yield client


def test_bad_cursors_and_thresholds_are_4xx_in_the_error_shape(api: TestClient) -> None:
    for cursor in BAD_CURSORS:
        for path in ("/api/v1/platforms", "/api/v1/documents", "/platforms.json", "/entities.json"):
            assert_error(api.get(path, params={"cursor": cursor}), 400, "invalid_cursor")
        since = {"since": "2000-01-01", "cursor": cursor}
        assert_error(api.get("/api/v1/changes", params=since), 400, "invalid_cursor")
        assert_error(api.get("/analysis.json", params={"cursor": cursor}), 400, "invalid_cursor")
    for cursor in ("!!!", _raw(["c1", "x"]), _raw(["c1", -1]), _raw(["c1", 10**12])):
        assert_error(api.get("/search.json", params={"q": "tsmc", "cursor": cursor}), 400, "invalid_cursor")
    assert_error(api.get(f"/api/v1/platforms/{SEED}/concentration?thresholds=x"), 422, "invalid_request")
    assert_error(api.get(f"/platforms/{SEED}/analysis.json?thresholds=x"), 400, "bad_request")
    page = api.get(f"/platforms/{SEED}/analysis?thresholds=x")
    assert page.status_code == 400 and "unknown HHI threshold scheme" in page.text
    assert_error(api.get("/api/v1/changes?since=0001-01-01T00:00:00%2B14:00"), 400, "bad_request")
    nul = api.get("/api/v1/platforms/a%00b")  # SQLite finds nothing; PostgreSQL refuses the NUL
    assert_error(nul, 404, "not_found") if nul.status_code == 404 else assert_error(nul, 400, "bad_request")


def test_changes_pages_add_up_to_the_whole(api: TestClient, bundled: Engine) -> None:
    with bundled.connect() as conn:
        whole = changes(conn, "2000-01-01")
    seen: list[str] = []
    cursor = None
    for _ in range(200):
        params = {"since": "2000-01-01", "limit": "40", **({"cursor": cursor} if cursor else {})}
        page = api.get("/api/v1/changes", params=params).json()
        assert page["totals"] == whole["totals"]  # counts cover every change on every page
        groups = [*page["platforms"], page["other"]]
        seen += [e["statement_id"] for g in groups for e in g["new"] + g["superseded"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    expected = [e["statement_id"] for g in [*whole["platforms"], whole["other"]] for e in g["new"]]
    assert sorted(seen) == sorted(expected) and len(seen) == whole["totals"]["n_new"] > 100
    html = api.get("/changes?since=2000-01-01")
    assert html.status_code == 200 and 'rel="next"' in html.text
    assert_error(api.get("/api/v1/changes?since=2000-01-01&limit=501"), 422, "invalid_request")


def test_chokepoint_pages_add_up_and_counts_match(bundled: Engine) -> None:
    with bundled.connect() as conn:
        whole = chokepoints(conn)
        pages: list[dict[str, Any]] = []
        after = None
        while True:
            page, after = chokepoints_page(conn, None, KINDS, 7, after)
            pages += page
            if after is None:
                break

        def key(f: dict[str, Any]) -> tuple[str, ...]:
            return (f["slug"], f["component"], f["kind"], *f["supply_ids"])

        assert len(pages) == len(whole) > 20 and sorted(map(key, pages)) == sorted(map(key, whole))
        counts = kind_counts(conn)
        assert counts == {k: sum(1 for f in whole if f["kind"] == k) for k in KINDS}


def test_openapi_lists_every_status_and_allow_names_every_method(api: TestClient) -> None:
    spec = api.get("/api/v1/openapi.json").json()
    for path, ops in spec["paths"].items():
        for method, op in ops.items():
            assert {"422", "503"} <= set(op["responses"]), (method, path)
    resp = api.options("/api/v1/documents")
    assert resp.status_code == 405 and {"GET", "POST"} <= set(resp.headers["allow"].split(", "))
    assert_error(api.delete("/api/v1/platforms"), 405, "method_not_allowed")


def test_feed_links_come_from_the_configured_base_url(bundled_sqlite: Engine) -> None:
    with bundled_sqlite.begin() as conn:
        add_watchlist(conn, "synthetic-watch", entity_names=["TSMC"])
    app = create_app(bundled_sqlite, site_url="https://atlas.example.org/")
    with TestClient(app) as client:
        feed = client.get("/watchlists/synthetic-watch/feed.xml", headers={"Host": "evil.example"})
    assert feed.status_code == 200
    assert "evil.example" not in feed.text
    assert 'href="https://atlas.example.org/watchlists/synthetic-watch/feed.xml"' in feed.text


def test_a_500_keeps_the_security_headers(sqlite_engine: Engine) -> None:
    app = create_app(sqlite_engine)

    @app.get("/synthetic-crash")
    def crash() -> None:
        raise RuntimeError("synthetic failure for the test")

    with TestClient(app, raise_server_exceptions=False) as client:
        resp = client.get("/synthetic-crash")
    assert resp.status_code == 500 and "default-src 'self'" in resp.headers["content-security-policy"]
    assert resp.headers["x-content-type-options"] == "nosniff" and resp.headers["x-frame-options"] == "DENY"


def _slow_sql(engine: Engine) -> str:
    if engine.dialect.name == "postgresql":
        return "SELECT pg_sleep(30)"
    return (
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000000000) "
        "SELECT count(*) FROM c"
    )


def _slow_app(engine: Engine, limits: Limits) -> FastAPI:
    """The real app plus one route whose query runs far past any deadline."""
    app = create_app(engine, limits=limits)

    def work() -> Response:
        with connection(engine) as conn:
            conn.execute(text(_slow_sql(engine)))
        return Response("done")

    @app.get("/synthetic-slow.json")
    async def slow(request: Request) -> Response:
        return await offload(request, work)

    return app


def _wait_idle(app: FastAPI, seconds: float) -> float:
    start = time.monotonic()
    while app.state.gate._busy and time.monotonic() - start < seconds:
        time.sleep(0.02)
    assert app.state.gate._busy == 0, "the interrupted work still holds its worker"
    return time.monotonic() - start


def test_deadline_busy_and_gone_clients_on_a_real_server(engine: Engine) -> None:
    app = _slow_app(engine, Limits(workers=1, deadline=0.6, wait=0.2))
    with live(app) as (base, errors), httpx.Client(base_url=base, timeout=20) as client:
        # Over the deadline: 503 with Retry-After, and the query is really stopped.
        started = time.monotonic()
        resp = client.get("/synthetic-slow.json")
        assert_error(resp, 503, "timeout")
        assert resp.headers["retry-after"] == "2" and time.monotonic() - started < 5
        _wait_idle(app, 5)
        # The one worker busy: the next request waits briefly, then 503 busy (never 500).
        with httpx.Client(base_url=base, timeout=20) as other:
            import threading

            first = threading.Thread(target=lambda: other.get("/synthetic-slow.json"))
            first.start()
            time.sleep(0.15)
            busy = client.get("/api/v1/platforms")
            assert_error(busy, 503, "busy")
            assert busy.headers["retry-after"] == "2"
            first.join()
        _wait_idle(app, 5)
        # A client that goes away: its query is cancelled long before the deadline would.
        app.state.gate.limits = Limits(workers=1, deadline=60, wait=0.2)
        host, port = base.removeprefix("http://").split(":")
        with socket.create_connection((host, int(port))) as sock:
            sock.sendall(b"GET /synthetic-slow.json HTTP/1.1\r\nHost: x\r\n\r\n")
            time.sleep(0.3)
            assert app.state.gate._busy == 1
        assert _wait_idle(app, 5) < 5
        assert client.get("/api/v1/platforms").status_code == 200
    assert errors.records == []


def test_kept_heavy_answers_follow_the_store(bundled_sqlite: Engine) -> None:
    from tests.web_fixtures import UPLOAD_CSV

    from chipatlas.ingest.pipeline import ingest
    from chipatlas.sources import SourceDocument

    with TestClient(create_app(bundled_sqlite)) as client:
        first = client.get("/api/v1/changes?since=2000-01-01").json()["totals"]
        assert client.get("/api/v1/changes?since=2000-01-01").json()["totals"] == first
        doc = SourceDocument(uri="synthetic:upload.csv", data=UPLOAD_CSV.encode(), media_type="text/csv")
        assert ingest(bundled_sqlite, doc).ok
        after = client.get("/api/v1/changes?since=2000-01-01").json()["totals"]
        page = client.get("/changes.json?since=2000-01-01").json()["result"]["totals"]
    assert after["n_new"] > first["n_new"] and page == after


class _Connected:
    """A request whose client stays: all `Gate.run` asks of a request."""

    async def is_disconnected(self) -> bool:
        return False


def test_waiting_requests_are_served_in_arrival_order_and_the_queue_is_bounded() -> None:
    import asyncio
    import threading

    from chipatlas.present.web.bounds import Gate
    from chipatlas.present.web.render import WebError

    async def scenario() -> tuple[list[int], int]:
        gate = Gate(Limits(workers=1, deadline=10, wait=5, queue=3))
        request: Any = _Connected()
        release, served = threading.Event(), []
        holder = asyncio.create_task(gate.run(request, lambda: release.wait(5)))
        await asyncio.sleep(0.05)
        waiters = []
        for n in range(3):  # arrive one after another while the only worker is held
            waiters.append(asyncio.create_task(gate.run(request, lambda n=n: served.append(n))))
            await asyncio.sleep(0.05)
        with pytest.raises(WebError) as full:  # a fourth waiter: shed at once, not after 5 s
            await asyncio.wait_for(gate.run(request, lambda: None), 1)
        release.set()
        await asyncio.gather(holder, *waiters)
        gate.close()
        return served, full.value.status

    served, status = asyncio.run(scenario())
    assert served == [0, 1, 2] and status == 503
