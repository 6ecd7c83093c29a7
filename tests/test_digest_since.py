"""A digest shown on request starts where the last digest sent for the watchlist ended (or at
``--since``), not at the watchlist's creation or the period's start, and its header says so
(issue 11, walk3). SQLite and PostgreSQL.

The notes are SYNTHETIC text written for the test; the companies and platform are the bundled
ones, the events are made up and not facts.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine, insert

from chipatlas.analyze.digest import digest, period_of, shown_from, stamp, watchlist
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.digest import render
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows
from chipatlas.store.watch_tables import deliveries

FIRST = (
    "# Synthetic test note: first\n\nSynthetic text written for a test, not a real report. "
    "Samsung Electronics has been qualified as a second source of HBM for the Microsoft Maia 200, the "
    "company said on Monday.\n"
)
SECOND = (
    "# Synthetic test note: second\n\nSynthetic text written for a test, not a real report. "
    "Micron reportedly will supply HBM for the Microsoft Maia 200.\n"
)


def _proposal(engine: Engine, text: str, name: str) -> str:
    report = ingest(engine, SourceDocument(f"synthetic/{name}.md", text.encode(), "text/markdown"))
    with engine.connect() as conn:
        (p,) = [p for p in rows.listed(conn, None, ()) if p.document_id == report.document_id]
    return p.id


def _sent(engine: Engine, name: str, end: str) -> None:
    """A digest delivered for the watchlist whose window ended at ``end`` (the outbox's own row)."""
    with engine.begin() as conn:
        conn.execute(
            insert(deliveries).values(
                watchlist=name,
                period="earlier",
                channel="email",
                recipient="analyst@example.org",
                key="k" * 64,
                window_start=stamp(datetime.now(UTC) - timedelta(days=1)),
                window_end=end,
                status="sent",
                attempts=1,
                created_at=end,
                updated_at=end,
                sent_at=end,
            )
        )


def test_a_shown_digest_starts_at_the_last_digest_sent(bundled: Engine) -> None:
    with bundled.begin() as conn:
        add_watchlist(conn, "maia", platform_names=["Microsoft Maia 200"])
    first = _proposal(bundled, FIRST, "first")
    _sent(bundled, "maia", stamp(datetime.now(UTC)))  # the first proposal went out in it
    second = _proposal(bundled, SECOND, "second")
    now = period_of("daily", datetime.now(UTC))
    with bundled.connect() as conn:
        wl = watchlist(conn, "maia")
        shown = digest(conn, "maia", now, opened=shown_from(conn, wl))
        before = stamp(datetime.now(UTC) - timedelta(hours=2))
        asked = digest(conn, "maia", now, opened=shown_from(conn, wl, before))
    assert [p["id"] for p in shown["proposals"]] == [second]  # the first was in the last digest
    assert shown["window"]["since"] == "last_digest"
    assert "since the last digest sent" in render.markdown(shown)
    assert "since the last digest sent" in render.html(shown)
    assert sorted(p["id"] for p in asked["proposals"]) == sorted([first, second])
    assert asked["window"]["start"] == before and "since the time asked for" in render.markdown(asked)
