"""``digest run``: record what is due, then send it, each (watchlist, period, channel, recipient) once.

1. **Plan.** For every watchlist, each period of its cadence that has ended since
   ``checked_until`` is computed; a non-empty digest gets one ``deliveries`` row per
   recipient (status ``pending``, the idempotency key), and ``checked_until`` moves to the
   period's end, all in one transaction that is committed *before* anything is sent.
   Two runs planning at once cannot both do it: the move of ``checked_until`` is a
   compare-and-set, and the keys are primary keys.
2. **Send.** Each ``pending`` or ``failed`` row (and a ``sending`` row whose claim is older
   than the lease: a run that crashed mid-send) is claimed with a compare-and-set to
   ``sending``, then tried up to ``RetryPolicy.attempts`` times with exponential backoff.
   Accepted: ``sent`` (never tried again). Not accepted: ``failed`` with ``last_error``;
   the next run tries again. A row that is ``sent`` is never sent again.

The one window in which a message can go out twice: the server accepted it and the
process died before ``sent`` was committed. The next run cannot know and sends it again
(at-least-once there); the Message-ID / ``X-Chipatlas-Delivery`` header carries the same
key, so the receiver can drop the copy. See docs/watchlists.md.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, cast

from sqlalchemy import Connection, Engine, insert, or_, select, update
from sqlalchemy.exc import IntegrityError
from typing_extensions import TypedDict

from chipatlas.analyze.digest import Period, closed_periods, digest, stamp, watchlist
from chipatlas.analyze.records_digest import Window
from chipatlas.errors import ChipatlasError
from chipatlas.present.deliver import smtp, webhook
from chipatlas.present.deliver.errors import DeliveryError
from chipatlas.present.deliver.settings import RetryPolicy, SmtpSettings, smtp_settings, webhook_secret
from chipatlas.present.deliver.watchlists import secret_of
from chipatlas.present.digest import render
from chipatlas.store.db import require_current
from chipatlas.store.watch_tables import deliveries, watch_recipients, watchlists

log = logging.getLogger(__name__)


@dataclass
class RunOptions:
    now: datetime | None = None  # the clock (tests, backfills); default: now
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    smtp: SmtpSettings | None = None  # default: CHIPATLAS_SMTP_URL
    allow_private: bool = False  # webhooks to private/loopback addresses
    lease: float = 600.0  # seconds a 'sending' claim is honoured
    base_url: str | None = None  # links to documents in digests
    timeout: float = 20.0
    sleep: Callable[[float], None] = time.sleep


@dataclass(frozen=True)
class Outcome:
    watchlist: str
    period: str
    channel: str
    recipient: str
    status: str  # sent | failed
    attempts: int
    error: str | None = None

    def line(self) -> str:
        what = f"{self.channel} to {self.recipient} (watchlist {self.watchlist}, period {self.period})"
        if self.status == "sent":
            return f"sent {what}"
        return f"failed {what} after {self.attempts} attempt(s): {self.error}; the next run retries"


def delivery_key(name: str, period: str, channel: str, recipient: str) -> str:
    return hashlib.sha256("\x1f".join((name, period, channel, recipient)).encode()).hexdigest()


def _plan_one(engine: Engine, name: str, now: datetime) -> list[str]:
    lines = []
    with engine.connect() as conn:
        row = conn.execute(select(watchlists).where(watchlists.c.name == name)).first()
    if row is None:  # removed meanwhile
        return []
    checked = row.checked_until
    for period in closed_periods(row.cadence, checked or row.created_at, now):
        try:
            with engine.begin() as conn:
                d = digest(conn, name, period, start=row.created_at)
                moved = conn.execute(
                    update(watchlists)
                    .where(watchlists.c.name == name, _is(watchlists.c.checked_until, checked))
                    .values(checked_until=period.end)
                ).rowcount
                if moved != 1:
                    raise _Raced
                if not d["empty"]:
                    lines += _record(conn, name, period, d["window"])
        except (_Raced, IntegrityError):
            return [*lines, f"skipped {name}: another run is planning it"]
        checked = period.end
    return lines


class _Raced(Exception):
    pass


def _is(column: Any, value: str | None) -> Any:
    return column.is_(None) if value is None else column == value


def _record(conn: Connection, name: str, period: Period, window: Window) -> list[str]:
    at = stamp(datetime.now(UTC))
    recipients = conn.execute(
        select(watch_recipients.c.channel, watch_recipients.c.address).where(
            watch_recipients.c.watchlist == name
        )
    ).all()
    for channel, address in recipients:
        conn.execute(
            insert(deliveries).values(
                watchlist=name,
                period=period.label,
                channel=channel,
                recipient=address,
                key=delivery_key(name, period.label, channel, address),
                window_start=window["start"],
                window_end=window["end"],
                status="pending",
                attempts=0,
                created_at=at,
                updated_at=at,
            )
        )
    return [f"due {name} {period.label}: {len(recipients)} delivery(ies) recorded"]


def plan(engine: Engine, now: datetime) -> list[str]:
    """Record the deliveries of every period that has ended (committed before any send)."""
    with engine.connect() as conn:
        names = [n for (n,) in conn.execute(select(watchlists.c.name).order_by(watchlists.c.name))]
    return [line for name in names for line in _plan_one(engine, name, now)]


def _claim(engine: Engine, row: Any) -> bool:
    with engine.begin() as conn:
        return bool(
            conn.execute(
                update(deliveries)
                .where(
                    deliveries.c.key == row.key,
                    deliveries.c.status == row.status,
                    deliveries.c.updated_at == row.updated_at,
                )
                .values(status="sending", updated_at=stamp(datetime.now(UTC)))
            ).rowcount
            == 1
        )


def _mark(engine: Engine, key: str, **values: Any) -> None:
    with engine.begin() as conn:
        conn.execute(
            update(deliveries)
            .where(deliveries.c.key == key)
            .values(updated_at=stamp(datetime.now(UTC)), **values)
        )


def _sender(
    engine: Engine, row: Any, options: RunOptions, cache: dict[tuple[str, str], Any]
) -> Callable[[], None]:
    """A function that sends this delivery once (the digest is recomputed for its window)."""
    with engine.connect() as conn:
        if (row.watchlist, row.period) not in cache:
            period = Period(row.period, row.window_start, row.window_end)
            cache[(row.watchlist, row.period)] = digest(conn, row.watchlist, period)
        d = cache[(row.watchlist, row.period)]
        secret = secret_of(conn, row.watchlist)
    if row.channel == "email":
        settings = options.smtp or smtp_settings()
        if settings is None:
            raise DeliveryError("email", row.recipient, "no SMTP server configured: set CHIPATLAS_SMTP_URL")
        message = render.email(d, settings.sender, row.recipient, row.key, options.base_url)
        return lambda: smtp.send_email(settings, message, row.recipient)
    body = render.payload(d, row.key, options.base_url)
    key = webhook_secret(secret)
    return lambda: webhook.post(row.recipient, body, key, row.key, options.timeout, options.allow_private)


def _deliver(engine: Engine, row: Any, options: RunOptions, cache: dict[tuple[str, str], Any]) -> Outcome:
    attempts, error = row.attempts, "not tried"
    try:
        send = _sender(engine, row, options, cache)
    except ChipatlasError as exc:  # no SMTP settings, no secret, watchlist gone: nothing was sent
        _mark(engine, row.key, status="failed", last_error=str(exc))
        return Outcome(row.watchlist, row.period, row.channel, row.recipient, "failed", attempts, str(exc))
    for n in range(1, options.retry.attempts + 1):
        attempts += 1
        _mark(engine, row.key, attempts=attempts)
        try:
            send()
        except DeliveryError as exc:
            error = exc.reason
            if exc.permanent or n == options.retry.attempts:
                break
            options.sleep(options.retry.delay(n))
            continue
        _mark(engine, row.key, status="sent", sent_at=stamp(datetime.now(UTC)), last_error=None)
        log.info("delivery %s %s %s: sent (attempt %d)", row.watchlist, row.period, row.channel, attempts)
        return Outcome(row.watchlist, row.period, row.channel, row.recipient, "sent", attempts)
    _mark(engine, row.key, status="failed", last_error=error)
    log.warning(
        "delivery %s %s %s: failed after %d attempts: %s",
        row.watchlist,
        row.period,
        row.channel,
        attempts,
        error,
    )
    return Outcome(row.watchlist, row.period, row.channel, row.recipient, "failed", attempts, error)


def send_due(engine: Engine, options: RunOptions) -> list[Outcome]:
    """Try every delivery not yet sent (pending, failed, or a stale claim)."""
    stale = stamp(datetime.now(UTC) - timedelta(seconds=options.lease))
    query = select(deliveries).where(
        or_(
            deliveries.c.status.in_(("pending", "failed")),
            (deliveries.c.status == "sending") & (deliveries.c.updated_at <= stale),
        )
    )
    with engine.connect() as conn:
        rows = conn.execute(query.order_by(deliveries.c.created_at, deliveries.c.key)).all()
    cache: dict[tuple[str, str], Any] = {}
    return [_deliver(engine, row, options, cache) for row in rows if _claim(engine, row)]


@dataclass
class RunReport:
    planned: list[str]
    outcomes: list[Outcome]

    @property
    def ok(self) -> bool:
        return all(o.status == "sent" for o in self.outcomes)

    def lines(self) -> list[str]:
        sent = sum(o.status == "sent" for o in self.outcomes)
        tail = f"digest run: {sent} sent, {len(self.outcomes) - sent} failed"
        return [*self.planned, *(o.line() for o in self.outcomes), tail]


def run(engine: Engine, options: RunOptions | None = None) -> RunReport:
    """Plan what is due, then send everything not yet sent."""
    options = options or RunOptions()
    require_current(engine)
    now = options.now or datetime.now(UTC)
    planned = plan(engine, now)
    return RunReport(planned, send_due(engine, options))


class Delivery(TypedDict):
    """One row of a watchlist's delivery log (the ``deliveries`` table's columns)."""

    watchlist: str
    period: str
    channel: str
    recipient: str
    key: str
    window_start: str
    window_end: str
    status: str
    attempts: int
    last_error: str | None
    created_at: str
    updated_at: str
    sent_at: str | None


def delivery_log(conn: Connection, name: str, limit: int = 50) -> list[Delivery]:
    """The newest deliveries of a watchlist, newest first."""
    watchlist(conn, name)
    query = (
        select(deliveries)
        .where(deliveries.c.watchlist == name)
        .order_by(deliveries.c.created_at.desc(), deliveries.c.channel, deliveries.c.recipient)
        .limit(limit)
    )
    return [cast(Delivery, dict(r)) for r in conn.execute(query).mappings()]
