"""Watchlists in the store (SQLite and PostgreSQL): adding, refusing unknown names, matching, periods."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy import Engine
from tests.test_watch_support import ARTICLE_TITLE, UNRELATED, ingest_article

from chipatlas.analyze.digest import all_watchlists, closed_periods, matching_signals, period_of, watchlist
from chipatlas.errors import ConfigError, NotFoundError
from chipatlas.present.deliver.watchlists import add_watchlist, remove_watchlist


def test_add_list_remove(bundled: Engine) -> None:
    with bundled.begin() as conn:
        wl = add_watchlist(
            conn,
            "hbm",
            entity_names=["SK hynix", "company:tsmc"],
            platform_names=["AWS Trainium3 UltraServer"],
            country_names=["South Korea"],
            types=["supply_disruption"],
            min_impact=3,
            emails=["Analyst <analyst@example.org>"],
            webhooks=["https://hooks.example.org/chipatlas"],
            cadence="weekly",
        )
    assert [e["id"] for e in wl["entities"]] == ["company:sk_hynix", "company:tsmc"]
    assert wl["platforms"] == [
        {"id": "platform:aws_trainium3_ultraserver", "name": "AWS Trainium3 UltraServer"}
    ]
    assert wl["countries"] == ["KR"] and wl["emails"] == ["analyst@example.org"]
    assert len(wl["secret"]) == 64 and wl["has_secret"]
    with bundled.connect() as conn:
        assert [w["name"] for w in all_watchlists(conn)] == ["hbm"]
        assert "secret" not in watchlist(conn, "hbm")
    with bundled.begin() as conn:
        remove_watchlist(conn, "hbm")
    with bundled.connect() as conn, pytest.raises(NotFoundError, match="no watchlist called 'hbm'"):
        watchlist(conn, "hbm")


@pytest.mark.parametrize(
    ("kw", "error", "message"),
    [
        ({"entity_names": ["SK Hynixx"]}, NotFoundError, "chipatlas entity add"),
        ({"platform_names": ["Trainium9"]}, NotFoundError, "known platforms"),
        ({"country_names": ["Atlantis"]}, NotFoundError, "ISO code"),
        ({"types": ["gossip"]}, ConfigError, "supply_disruption"),
        ({"types": ["other"], "min_impact": 9}, ConfigError, "between 1 and 5"),
        ({"types": ["other"], "emails": ["not-an-address"]}, ConfigError, "email address"),
        ({"types": ["other"], "webhooks": ["ftp://x"]}, ConfigError, "http"),
        ({"types": ["other"], "cadence": "yearly"}, ConfigError, "hourly, daily, weekly"),
        ({}, ConfigError, "at least one"),
    ],
)
def test_refuses_bad_input(bundled_sqlite: Engine, kw: dict[str, object], error: type, message: str) -> None:
    with bundled_sqlite.begin() as conn, pytest.raises(error, match=message):
        add_watchlist(conn, "w", **kw)  # type: ignore[arg-type]
    with bundled_sqlite.connect() as conn:
        assert all_watchlists(conn) == []


def test_matching(bundled: Engine) -> None:
    ingest_article(bundled)
    ingest_article(bundled, UNRELATED, "other.md")
    with bundled.begin() as conn:
        add_watchlist(conn, "entity", entity_names=["SK hynix"])
        add_watchlist(conn, "platform", platform_names=["Microsoft Maia 200"])
        add_watchlist(conn, "country", country_names=["KR"])
        add_watchlist(conn, "high", entity_names=["SK hynix"], min_impact=5)
        add_watchlist(conn, "launches", entity_names=["SK hynix"], types=["technical_release"])
    with bundled.connect() as conn:
        found = {n: matching_signals(conn, watchlist(conn, n)) for n in ("entity", "platform", "country")}
        titles = {n: [s["title"] for s in v] for n, v in found.items()}
        assert titles["entity"] == titles["country"] == [ARTICLE_TITLE]
        assert titles["platform"][0] == ARTICLE_TITLE  # newest first; seed 003's AWS stories match too
        assert "Synthetic Cooling Vendor Opens a Plant" not in titles["platform"]
        assert found["entity"][0]["matched_by"] == ["SK hynix (watched entity)"]
        assert "Microsoft Maia 200 (watched platform)" in found["platform"][0]["matched_by"][0]
        assert "watched country" in found["country"][0]["matched_by"][0]
        assert matching_signals(conn, watchlist(conn, "high")) == []
        assert matching_signals(conn, watchlist(conn, "launches")) == []


def test_periods() -> None:
    at = datetime(2026, 5, 13, 14, 30, tzinfo=UTC)  # a Wednesday
    assert period_of("hourly", at).label == "2026-05-13T14"
    daily = period_of("daily", at)
    assert (daily.label, daily.start, daily.end) == (
        "2026-05-13",
        "2026-05-13T00:00:00.000000Z",
        "2026-05-14T00:00:00.000000Z",
    )
    weekly = period_of("weekly", at)
    assert (weekly.label, weekly.start[:10], weekly.end[:10]) == ("2026-W20", "2026-05-11", "2026-05-18")
    labels = [p.label for p in closed_periods("daily", "2026-05-11T09:00:00Z", at)]
    assert labels == ["2026-05-11", "2026-05-12"]  # the 13th has not ended
    with pytest.raises(ConfigError):
        period_of("yearly", at)
