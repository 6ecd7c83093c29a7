"""Digests rendered (Markdown, HTML email with a text part, Atom), and the CLI, API and web faces."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import feedparser  # type: ignore[import-untyped]
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine
from tests.test_watch_support import (
    ARTICLE_TITLE,
    UNRELATED,
    SmtpServer,
    ingest_article,
    running_smtp,
)
from typer.testing import CliRunner

from chipatlas.analyze.digest import digest, period_of, watchlist
from chipatlas.errors import NotFoundError
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.cli.app import app
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.digest import render
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument

TOKEN = "synthetic-test-token"


def _digest(engine: Engine) -> dict[str, Any]:
    with engine.connect() as conn:
        start = watchlist(conn, "hbm")["created_at"]  # what was stored before the watchlist is not news
        return digest(conn, "hbm", period_of("daily", datetime.now(UTC)), start=start)


def test_rendered_digest_cites_every_line(bundled_sqlite: Engine) -> None:
    with bundled_sqlite.begin() as conn:
        add_watchlist(conn, "hbm", entity_names=["SK hynix"], platform_names=["AWS Trainium3 UltraServer"])
    doc = ingest_article(bundled_sqlite)
    d = _digest(bundled_sqlite)
    assert d["n_signals"] == 1 and not d["empty"] and d["period"] == datetime.now(UTC).strftime("%Y-%m-%d")
    md = render.markdown(d, "http://127.0.0.1:8000")
    body = [line for line in md.splitlines() if line.startswith(("-", "  -"))]
    assert body and all("[document " in line for line in body)
    assert f"[document {doc[:12]}](http://127.0.0.1:8000/documents/{doc})" in md
    html = render.html(d)
    assert ARTICLE_TITLE in html and f"(document {doc[:12]})" in html and "<script" not in html
    msg = render.email(d, "from@chipatlas.test", "to@example.org", "k" * 64)
    assert msg.get_content_type() == "multipart/alternative"
    assert [p.get_content_type() for p in msg.iter_parts()] == ["text/plain", "text/html"]


def test_ring_changes_of_watched_rings(bundled_sqlite: Engine) -> None:
    with bundled_sqlite.begin() as conn:
        add_watchlist(conn, "hbm", platform_names=["AWS Trainium3 UltraServer"])
    csv = (
        "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,evidence,"
        "source_url,notes\nAWS Trainium3 UltraServer,Optical transceivers,Synthetic Optics Test Co,,primary,"
        "Malaysia,,made abroad,speculative,,SYNTHETIC TEST ROW for the digest test; not real data\n"
    )
    report = ingest(
        bundled_sqlite, SourceDocument("synthetic_ring.csv", csv.encode(), "text/csv"), IngestOptions()
    )
    assert report.ok, report.lines()
    d = _digest(bundled_sqlite)
    (ring,) = d["ring_changes"]
    assert ring["platform"] == "AWS Trainium3 UltraServer" and ring["lines"]
    assert all(line["document"] for line in ring["lines"])
    assert "Synthetic Optics Test Co" in render.markdown(d) or "Malaysia" in render.markdown(d)


@pytest.fixture
def smtp_server() -> Iterator[SmtpServer]:
    with running_smtp() as server:
        yield server


@pytest.fixture
def web(bundled_sqlite: Engine) -> Any:
    with TestClient(create_app(bundled_sqlite, token=TOKEN)) as client:
        yield client


def test_api_and_feed(web: TestClient, bundled_sqlite: Engine) -> None:
    spec = {"name": "hbm", "entities": ["SK hynix"], "webhooks": ["https://hooks.example.org/x"]}
    assert web.post("/api/v1/watchlists", json=spec).status_code == 401
    assert (
        web.post("/api/v1/watchlists", json=spec, headers={"Authorization": "Bearer no"}).status_code == 401
    )
    made = web.post("/api/v1/watchlists", json=spec, headers={"Authorization": f"Bearer {TOKEN}"})
    assert made.status_code == 201 and len(made.json()["secret"]) == 64
    bad = web.post("/api/v1/watchlists", json=spec | {"name": "x", "entities": ["Nobody Inc"]},
                   headers={"Authorization": f"Bearer {TOKEN}"})  # fmt: skip
    assert bad.status_code == 404 and "chipatlas entity add" in bad.json()["error"]["message"]
    doc = ingest_article(bundled_sqlite)
    ingest_article(bundled_sqlite, UNRELATED, "other.md")
    listed = web.get("/api/v1/watchlists").json()["items"]
    assert listed[0]["webhooks"] == ["https://hooks.example.org/…"] and "secret" not in listed[0]
    assert web.get("/api/v1/watchlists/hbm/digest").json()["n_signals"] == 1
    resp = web.get("/watchlists/hbm/feed.xml")
    assert resp.status_code == 200 and resp.headers["content-type"].startswith("application/atom+xml")
    feed = feedparser.parse(resp.content)
    assert not feed.bozo and feed.version == "atom10"
    assert [e.title for e in feed.entries] == [ARTICLE_TITLE]
    assert feed.entries[0].link.endswith(f"/documents/{doc}") and doc in feed.entries[0].summary
    assert "company:sk_hynix" in [t.term for t in feed.entries[0].tags]
    page = web.get("/watchlists/hbm")
    assert page.status_code == 200 and ARTICLE_TITLE in page.text and "feed.xml" in page.text
    assert "Add a watchlist" in web.get("/watchlists").text
    assert web.get("/watchlists/nope/feed.xml").status_code == 404
    form = {"name": "maia", "platforms": "Microsoft Maia 200", "token": TOKEN, "cadence": "weekly"}
    assert web.post("/watchlists", data=form, follow_redirects=False).status_code == 303
    assert (
        web.delete("/api/v1/watchlists/hbm", headers={"Authorization": f"Bearer {TOKEN}"}).status_code == 200
    )
    assert [w["name"] for w in web.get("/api/v1/watchlists").json()["items"]] == ["maia"]


def test_read_only_server_refuses_writes(bundled_sqlite: Engine) -> None:
    with TestClient(create_app(bundled_sqlite)) as client:
        resp = client.post("/api/v1/watchlists", json={"name": "x", "types": ["other"]})
        assert resp.status_code == 403


def test_cli(bundled_sqlite: Engine, smtp_server: SmtpServer) -> None:
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    env = {"CHIPATLAS_SMTP_URL": f"smtp://127.0.0.1:{smtp_server.port}?from=digests@chipatlas.test"}
    runner = CliRunner()

    def run(*args: str) -> Any:
        return runner.invoke(app, ["--db", db, *args], env=env, catch_exceptions=True)

    added = run("watchlist", "add", "hbm", "--entity", "SK hynix", "--email", "analyst@example.org")
    assert added.exit_code == 0 and "added watchlist hbm" in added.stdout
    unknown = run("watchlist", "add", "x", "--entity", "SK Hynixx")
    assert isinstance(unknown.exception, NotFoundError)
    assert json.loads(run("watchlist", "list", "--format", "json").stdout)[0]["emails"] == [
        "analyst@example.org"
    ]
    ingest_article(bundled_sqlite)
    now = (datetime.now(UTC) + timedelta(days=1)).isoformat()
    first = run("digest", "run", "--now", now, "--retry-delay", "0.01")
    assert first.exit_code == 0 and "sent email to analyst@example.org" in first.stdout
    second = run("digest", "run", "--now", now)
    assert second.exit_code == 0 and "0 sent, 0 failed" in second.stdout
    assert len(smtp_server.sink.messages) == 1
    shown = run("digest", "show", "hbm")  # what is new since the digest just sent: nothing
    assert ARTICLE_TITLE not in shown.stdout and "since the last digest sent" in shown.stdout
    shown = run("digest", "show", "hbm", "--since", "2000-01-01T00:00:00Z")
    assert ARTICLE_TITLE in shown.stdout and "since the time asked for" in shown.stdout
    log = json.loads(run("watchlist", "log", "hbm", "--format", "json").stdout)
    assert [r["status"] for r in log] == ["sent"]
    once = run("scheduler", "--once")
    assert once.exit_code == 0 and "digest run: 0 sent" in once.stdout
    assert run("watchlist", "remove", "hbm").exit_code == 0


# SYNTHETIC TEST ARTICLE (walk6): a foundry outage that names TSMC alone; made up, not news.
FOUNDRY = """---
title: Synthetic Foundry Outage Halts Wafer Lines
date: 2026-05-14
source: Synthetic Test Wire
---
# Synthetic Foundry Outage Halts Wafer Lines

(SYNTHETIC TEST ARTICLE, written for the chipatlas digest tests; not real news.) TSMC said a
power outage briefly halted some wafer lines at one of its fabs.
The company expects output to recover within a week.
Analysts said the outage could delay some accelerator shipments.
"""


def test_exposure_keeps_to_the_rings_each_watched_name_opens(bundled_sqlite: Engine) -> None:
    """Watching SK hynix and the Maia 200: TSMC, watched as a supplier in the Maia 200 ring,
    reaches that ring; it does not reach the other rings SK hynix is in (walk6: a TSMC story
    listed TSMC's rows of every SK hynix customer under 'Exposure of watched rings')."""
    with bundled_sqlite.begin() as conn:
        add_watchlist(conn, "hbm", entity_names=["SK hynix"], platform_names=["Microsoft Maia 200"])
    ingest_article(bundled_sqlite, FOUNDRY, "foundry.md")
    d = _digest(bundled_sqlite)
    reached = {(e["platform"], e["via_name"]) for e in d["exposure"]}
    assert ("Microsoft Maia 200", "TSMC") in reached, reached
    assert {p for p, _ in reached} == {"Microsoft Maia 200"}, reached
    # the SK hynix story still reaches every ring SK hynix is in, through SK hynix
    ingest_article(bundled_sqlite)
    d = _digest(bundled_sqlite)
    hynix = {e["platform"] for e in d["exposure"] if e["via_name"] == "SK hynix"}
    assert {"AWS Trainium3 UltraServer", "Microsoft Maia 200"} <= hynix, hynix
    # an exposure line counts its ring rows; their ids are for the JSON, not the prose
    text, page = render.markdown(d), render.html(d)
    assert "ring row" in text and "rows supply:" not in text and "supply:" not in text
    assert "ring row" in page and "supply:" not in page


BUYER = """---
title: Samsung Wins HBM4 Orders for Nvidia Vera Rubin
date: 2026-05-14
source: Synthetic Test Wire
---
# Samsung Wins HBM4 Orders for Nvidia Vera Rubin

(SYNTHETIC TEST ARTICLE, written for the chipatlas digest tests; not real news.) Samsung Electronics
will supply HBM4 to Nvidia for the Vera Rubin NVL144, the company said.
Analysts said the order could ease HBM supply constraints next year.
"""


def test_a_buyer_in_the_story_reaches_no_ring_through_its_own_parts(bundled_sqlite: Engine) -> None:
    """Watching Nvidia and its Vera Rubin: a story where Samsung supplies Nvidia names Nvidia as
    the buyer; Nvidia's own CPU, NIC and switch rows are not the story's exposure (walk7: a
    digest listed them under it), Samsung's HBM row is."""
    with bundled_sqlite.begin() as conn:
        add_watchlist(conn, "hbm", entity_names=["Nvidia"], platform_names=["Nvidia Vera Rubin NVL144"])
    ingest_article(bundled_sqlite, BUYER, "buyer.md")
    d = _digest(bundled_sqlite)
    assert any("Samsung" in s["title"] for s in d["signals"]), [s["title"] for s in d["signals"]]
    via = {e["via_name"] for e in d["exposure"]}
    assert "Nvidia" not in via, d["exposure"]
    assert "Samsung Electronics" in via, via
