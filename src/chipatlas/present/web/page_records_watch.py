"""Typed page contexts of the watchlist pages (``/watchlists``, ``/watchlists/{name}``)."""

from __future__ import annotations

from typing_extensions import TypedDict

from chipatlas.analyze.records_digest import MatchedSignal, Watchlist
from chipatlas.present.deliver.outbox import Delivery


class WatchlistsContext(TypedDict):
    page: str
    title: str
    watchlists: list[Watchlist]
    """Recipients masked."""


class WatchlistContext(TypedDict):
    page: str
    title: str
    watchlist: Watchlist
    signals: list[MatchedSignal]
    deliveries: list[Delivery]
    """The delivery log as stored (present.deliver.outbox), recipients masked."""
    secret: str | None
    """The webhook secret, shown once right after the watchlist is added."""
