"""Each signal of a digest is one clean item citing its document once: one Markdown line,
one HTML paragraph, one Atom summary, however the document wraps its lines.

The article is SYNTHETIC text written for the test (marked so in its body): hard-wrapped
lines, so the summary the reader keeps (its lead sentences) carries the document's line
breaks.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

import feedparser  # type: ignore[import-untyped]
from fastapi.testclient import TestClient
from sqlalchemy import Engine
from tests.test_watch_support import ingest_article

from chipatlas.analyze.digest import digest, period_of, watchlist
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.digest import render
from chipatlas.present.web import create_app

TITLE = "SK hynix Opens a Synthetic HBM Test Line"
WRAPPED = f"""---
title: {TITLE}
date: 2026-06-02
source: Synthetic Test Wire
---
# {TITLE}

(SYNTHETIC TEST ARTICLE for the digest item tests; not real news.)

SK hynix said it will open a new HBM test line at its Icheon site next quarter.
The company expects the line to raise HBM output by a tenth next year, it said.
Analysts said the line could ease HBM supply for AI accelerators.
"""


def test_each_signal_is_one_item_with_one_document_link(bundled_sqlite: Engine) -> None:
    with bundled_sqlite.begin() as conn:
        add_watchlist(conn, "hbm", entity_names=["SK hynix"])
    doc = ingest_article(bundled_sqlite, WRAPPED, "synthetic_wrapped.md")
    with bundled_sqlite.connect() as conn:
        start = watchlist(conn, "hbm")["created_at"]
        d = digest(conn, "hbm", period_of("daily", datetime.now(UTC)), start=start)
    (signal,) = d["signals"]
    assert signal["summary"] and "\n" in signal["summary"]  # the case
    md = render.markdown(d, "http://127.0.0.1:8000")
    section = md.split("## New signals (1)\n\n", 1)[1].split("\n\n", 1)[0]
    (item,) = section.splitlines()  # one line, no continuation lines
    assert item.startswith(f"- **{TITLE}** (") and "Why it is here:" in item
    assert item.count("[document ") == 1 and item.endswith(f"(http://127.0.0.1:8000/documents/{doc})")
    assert "  " not in item
    html = render.html(d)
    (para,) = re.findall(r"<p style=\"margin:0 0 1rem\">(.*?)</p>", html, flags=re.S)
    assert "\n" not in para and para.count("document ") == 1 and TITLE in para
    with TestClient(create_app(bundled_sqlite)) as web:
        feed = feedparser.parse(web.get("/watchlists/hbm/feed.xml").content)
    (entry,) = feed.entries
    assert entry.title == TITLE and "\n" not in entry.summary
    assert entry.summary.count("document ") == 1 and entry.link.endswith(f"/documents/{doc}")
