"""The home page's news on both backends: the newest signals, proposals awaiting review, the
newest ring rows and the platform cards (bounded queries, the same answers on each store)."""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.analyze import home
from chipatlas.analyze.proposals import pending as all_pending


def test_home_news_on_the_bundled_data(bundled: Engine) -> None:
    with bundled.connect() as conn:
        cards = {c["slug"]: c for c in home.platform_cards(conn)}
        signals = home.latest_signals(conn)
        pending = home.pending_review(conn)
        rows = home.newest_rows(conn, limit=8)
        names = home.watchlist_names(conn)
        n_pending = len(all_pending(conn))  # every proposed or candidate change, read whole
    trn3 = cards["aws_trainium3_ultraserver"]
    assert (trn3["n_rows"], trn3["n_rows_located"], trn3["last_verified"]) == (36, 17, "2026-10")
    assert trn3["coverage"] is not None and round(trn3["coverage"], 2) == 0.47
    assert len(cards) == 13 and all(c["n_rows_located"] <= c["n_rows"] for c in cards.values())
    dates = [s["date"] or "" for s in signals]
    assert signals and dates == sorted(dates, reverse=True) and all(s["date"] for s in signals)
    assert signals[0]["title"].startswith("Amazon")
    assert pending.n == n_pending >= 1 and len(pending.latest) == min(5, n_pending)
    assert all(p.status in ("proposed", "candidate") for p in pending.latest)
    assert len(rows) == 8 and all(r["platform"] and r["component"] and r["document"] for r in rows)
    assert names == []
