"""Delivery against real local servers (aiosmtpd, http.server) on loopback: exactly once,
retries with backoff, nothing lost when the server is down, HMAC-signed webhooks."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import Engine, select, update
from tests.test_watch_support import (
    ARTICLE_TITLE,
    UNRELATED,
    Receiver,
    SmtpServer,
    free_port,
    ingest_article,
    options,
    running_receiver,
    running_smtp,
    verify,
)

from chipatlas.present.deliver import webhook
from chipatlas.present.deliver.outbox import plan, run, send_due
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.store.watch_tables import deliveries


def _tomorrow() -> datetime:
    """A day after now, read when a test runs: a constant read at collection time was still
    the day before when a run crossed midnight, and no digest was due (CI, 2026-12-04 00:00)."""
    return datetime.now(UTC) + timedelta(days=1)


@pytest.fixture
def smtp_server() -> Iterator[SmtpServer]:
    with running_smtp() as server:
        yield server


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    with running_receiver() as r:
        yield r


def _watch(engine: Engine, **kw: object) -> dict[str, object]:
    kw.setdefault("entity_names", ["SK hynix"])
    with engine.begin() as conn:
        return add_watchlist(conn, "hbm", **kw)  # type: ignore[arg-type]


def _rows(engine: Engine) -> list[dict[str, object]]:
    with engine.connect() as conn:
        return [dict(r) for r in conn.execute(select(deliveries)).mappings()]


def test_sk_hynix_article_sends_one_email_citing_it(bundled: Engine, smtp_server: SmtpServer) -> None:
    _watch(bundled, emails=["analyst@example.org"])
    doc = ingest_article(bundled)
    first = run(bundled, options(smtp_server.settings, now=_tomorrow()))
    assert first.ok and [o.status for o in first.outcomes] == ["sent"]
    second = run(bundled, options(smtp_server.settings, now=_tomorrow()))
    third = run(bundled, options(smtp_server.settings, now=_tomorrow() + timedelta(days=3)))
    assert second.outcomes == [] and third.outcomes == []
    assert len(smtp_server.sink.messages) == 1
    msg = smtp_server.sink.messages[0]
    assert smtp_server.sink.envelopes == [("digests@chipatlas.test", ["analyst@example.org"])]
    assert msg["To"] == "analyst@example.org" and "hbm" in msg["Subject"]
    text = msg.get_body(("plain",)).get_content()  # type: ignore[union-attr]
    html = msg.get_body(("html",)).get_content()  # type: ignore[union-attr]
    for part in (text, html):
        assert ARTICLE_TITLE in part
        assert f"http://127.0.0.1:8000/documents/{doc}" in part
    # every line under "New signals" cites the article
    section = text.split("## New signals")[1].split("## Exposure")[0]
    assert all(doc[:12] in line for line in section.splitlines() if line.startswith(("-", "  -")))
    # the exposure section reaches the rings that name SK hynix, each line citing its document
    assert "HBM via SK hynix" in text and "AWS Trainium3 UltraServer" in text
    assert msg["Message-ID"].strip() == f"<{_rows(bundled)[0]['key']}@chipatlas>"
    assert [r["status"] for r in _rows(bundled)] == ["sent"]


def test_nothing_sent_without_a_match(bundled_sqlite: Engine, smtp_server: SmtpServer) -> None:
    _watch(bundled_sqlite, emails=["analyst@example.org"])
    ingest_article(bundled_sqlite, UNRELATED, "other.md")
    report = run(bundled_sqlite, options(smtp_server.settings, now=_tomorrow()))
    assert report.ok and report.outcomes == [] and smtp_server.sink.messages == []


def test_smtp_down_then_back_loses_nothing(bundled_sqlite: Engine) -> None:
    port = free_port()  # nothing listens here yet: connection refused
    down = SmtpServer(port=port)
    _watch(bundled_sqlite, emails=["analyst@example.org"])
    ingest_article(bundled_sqlite)
    started = time.monotonic()
    failed = run(bundled_sqlite, options(down.settings, now=_tomorrow()))
    assert not failed.ok and time.monotonic() - started < 5
    (outcome,) = failed.outcomes
    assert outcome.status == "failed" and outcome.attempts == 3
    assert "refused" in (outcome.error or "").lower() and f"127.0.0.1:{port}" in (outcome.error or "")
    assert "the next run retries" in outcome.line()
    (row,) = _rows(bundled_sqlite)
    assert row["status"] == "failed" and row["attempts"] == 3 and "refused" in str(row["last_error"]).lower()
    up = SmtpServer(port=port).start()
    try:
        back = run(bundled_sqlite, options(up.settings, now=_tomorrow()))
        again = run(bundled_sqlite, options(up.settings, now=_tomorrow()))
    finally:
        up.stop()
    assert back.ok and [o.status for o in back.outcomes] == ["sent"] and again.outcomes == []
    (msg,) = up.sink.messages
    plain = msg.get_body(("plain",))
    assert plain is not None and ARTICLE_TITLE in plain.get_content()
    (row,) = _rows(bundled_sqlite)
    assert row["status"] == "sent" and row["attempts"] == 4 and row["last_error"] is None


def test_451_is_retried_with_backoff_in_the_same_run(bundled_sqlite: Engine) -> None:
    server = SmtpServer(fail_first=2).start()
    waits: list[float] = []
    try:
        _watch(bundled_sqlite, emails=["analyst@example.org"])
        ingest_article(bundled_sqlite)
        report = run(bundled_sqlite, options(server.settings, now=_tomorrow(), sleep=waits.append))
    finally:
        server.stop()
    assert report.ok and report.outcomes[0].attempts == 3
    assert waits == [0.01, 0.02]  # exponential backoff
    assert server.sink.refused == 2 and len(server.sink.messages) == 1


def test_key_recorded_before_send_survives_a_crash(bundled_sqlite: Engine, smtp_server: SmtpServer) -> None:
    _watch(bundled_sqlite, emails=["analyst@example.org"])
    ingest_article(bundled_sqlite)
    plan(bundled_sqlite, _tomorrow())  # the process "dies" here: keys committed, nothing sent
    (row,) = _rows(bundled_sqlite)
    assert row["status"] == "pending" and row["attempts"] == 0
    assert run(bundled_sqlite, options(smtp_server.settings, now=_tomorrow())).ok
    assert len(smtp_server.sink.messages) == 1
    # a claim left by a run that died mid-send is honoured until its lease runs out
    with bundled_sqlite.begin() as conn:
        conn.execute(update(deliveries).values(status="sending"))
    assert send_due(bundled_sqlite, options(smtp_server.settings)) == []
    resent = send_due(bundled_sqlite, options(smtp_server.settings, lease=0))
    assert [o.status for o in resent] == ["sent"]  # at-least-once in that window (documented)
    assert smtp_server.sink.messages[0]["Message-ID"] == smtp_server.sink.messages[1]["Message-ID"]


def test_no_smtp_configured_is_a_clear_error_and_kept(bundled_sqlite: Engine, monkeypatch: object) -> None:
    import os

    os.environ.pop("CHIPATLAS_SMTP_URL", None)
    _watch(bundled_sqlite, emails=["analyst@example.org"])
    ingest_article(bundled_sqlite)
    report = run(bundled_sqlite, options(None, now=_tomorrow()))
    assert "CHIPATLAS_SMTP_URL" in (report.outcomes[0].error or "")
    assert _rows(bundled_sqlite)[0]["status"] == "failed"


def test_webhook_is_signed_and_verifiable(bundled: Engine, receiver: Receiver) -> None:
    wl = _watch(bundled, webhooks=[receiver.url])
    secret = str(wl["secret"])
    doc = ingest_article(bundled)
    assert run(bundled, options(None, now=_tomorrow())).ok
    assert run(bundled, options(None, now=_tomorrow())).outcomes == []
    ((headers, body),) = receiver.requests
    assert verify(secret, headers, body)
    assert webhook.verify(secret, body, headers["X-Chipatlas-Timestamp"], headers["X-Chipatlas-Signature"])
    assert not verify("wrong-secret", headers, body)
    assert not verify(secret, headers, body.replace(b"SK hynix", b"SK hynyx"))
    stale = str(int(headers["X-Chipatlas-Timestamp"]) - 3600)
    assert not webhook.verify(secret, body, stale, webhook.sign(secret, stale, body))  # replay refused
    payload = json.loads(body)
    assert payload["delivery"] == headers["X-Chipatlas-Delivery"] == _rows(bundled)[0]["key"]
    (signal,) = payload["signals"]
    assert signal["title"] == ARTICLE_TITLE and signal["document"] == doc
    assert signal["document_url"].endswith(f"/documents/{doc}")


def test_webhook_5xx_is_retried_4xx_is_not(bundled_sqlite: Engine, receiver: Receiver) -> None:
    _watch(bundled_sqlite, webhooks=[receiver.url])
    ingest_article(bundled_sqlite)
    receiver.statuses[:] = [503, 200]
    assert run(bundled_sqlite, options(None, now=_tomorrow())).outcomes[0].attempts == 2
    assert len(receiver.requests) == 2
    headers = [h["X-Chipatlas-Delivery"] for h, _ in receiver.requests]
    assert headers[0] == headers[1]  # the same idempotency key on the retry


def test_webhook_refuses_private_addresses_unless_allowed(bundled_sqlite: Engine, receiver: Receiver) -> None:
    _watch(bundled_sqlite, webhooks=[receiver.url])
    ingest_article(bundled_sqlite)
    report = run(bundled_sqlite, options(None, now=_tomorrow(), allow_private=False))
    assert report.outcomes[0].status == "failed" and "private or loopback" in str(report.outcomes[0].error)
    assert report.outcomes[0].attempts == 1 and receiver.requests == []
