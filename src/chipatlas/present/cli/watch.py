"""Commands of watchlists and digests: watchlist add/list/remove, digest run/show, scheduler."""

from __future__ import annotations

import os
import signal
import time
from datetime import UTC, datetime
from types import FrameType
from typing import TYPE_CHECKING

import typer
from typing_extensions import TypedDict

from chipatlas.errors import ConfigError
from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import FORMAT, Format, emit, print_data, print_json, print_table, say

# Digests, delivery and the store are imported inside the commands (an instant CLI).
if TYPE_CHECKING:
    from chipatlas.analyze.records_digest import Watchlist
    from chipatlas.present.deliver.outbox import RunOptions

watchlist_app = typer.Typer(
    help="Watchlists: what to watch and who receives its digests.", no_args_is_help=True
)
digest_app = typer.Typer(help="Digests: send what is due, or show one.", no_args_is_help=True)
BASE_URL_ENV = "CHIPATLAS_BASE_URL"


def _say(line: str, ok: bool = True) -> None:
    say(line, error=not ok)


def watchlist_add(
    ctx: typer.Context,
    name: str = typer.Argument(..., help="A short name: letters, digits, '-', '_', '.'."),
    entity: list[str] = typer.Option([], "--entity", help="An entity name, alias or id (repeatable)."),
    platform: list[str] = typer.Option([], "--platform", help="A platform name, slug or alias (repeatable)."),
    country: list[str] = typer.Option([], "--country", help="A made-in country (repeatable)."),
    type_: list[str] = typer.Option([], "--type", help="A signal type, e.g. supply_disruption (repeatable)."),
    min_impact: int = typer.Option(None, "--min-impact", help="Only signals of at least this impact (1-5)."),
    email: list[str] = typer.Option([], "--email", help="An email recipient (repeatable)."),
    webhook: list[str] = typer.Option(
        [], "--webhook", help="A webhook URL to POST signed JSON to (repeatable)."
    ),
    cadence: str = typer.Option("daily", "--cadence", help="hourly, daily or weekly."),
    fmt: Format = FORMAT,
) -> None:
    """Add a watchlist. Unknown names are refused; a webhook's secret is printed once."""
    from chipatlas.present.deliver.watchlists import add_watchlist
    from chipatlas.present.digest import render

    with engine(ctx).begin() as conn:
        wl = add_watchlist(
            conn,
            name,
            entity_names=entity,
            platform_names=platform,
            country_names=country,
            types=type_,
            min_impact=min_impact,
            emails=email,
            webhooks=webhook,
            cadence=cadence,
        )
    if fmt == Format.json:
        print_json(wl)
        return
    _say(f"added watchlist {name}: {render.watching(wl)} ({wl['cadence']})")
    if wl.get("secret"):
        _say(f"webhook secret (shown once; verify X-Chipatlas-Signature with it): {wl['secret']}")


class WatchRow(TypedDict):
    """A watchlist as one line of the table (and its CSV)."""

    name: str
    watching: str
    cadence: str
    recipients: str
    checked_until: str


def _row(wl: Watchlist) -> WatchRow:
    from chipatlas.present.digest import render

    return {
        "name": wl["name"],
        "watching": render.watching(wl),
        "cadence": wl["cadence"],
        "recipients": ", ".join(wl["emails"] + wl["webhooks"]) or "(feed only)",
        "checked_until": wl["checked_until"] or "—",
    }


def watchlist_list(ctx: typer.Context, fmt: Format = FORMAT) -> None:
    """The watchlists, their filters and recipients."""
    from chipatlas.analyze.digest import all_watchlists

    with engine(ctx).connect() as conn:
        rows = all_watchlists(conn)
    table = [_row(w) for w in rows]
    fields = ("name", "watching", "cadence", "recipients", "checked_until")
    if emit(fmt, rows, table, fields):
        return
    if not rows:
        say("no watchlists yet: chipatlas watchlist add NAME --platform P ... creates one")
        return
    print_table(table, fields)


def watchlist_edit(
    ctx: typer.Context,
    name: str = typer.Argument(...),
    add_entity: list[str] = typer.Option([], "--add-entity", help="Watch this company or entity too."),
    remove_entity: list[str] = typer.Option([], "--remove-entity"),
    add_platform: list[str] = typer.Option([], "--add-platform", help="Watch this platform too."),
    remove_platform: list[str] = typer.Option([], "--remove-platform"),
    add_email: list[str] = typer.Option([], "--add-email", help="Send the digest to this address too."),
    remove_email: list[str] = typer.Option([], "--remove-email"),
    cadence: str = typer.Option(None, "--cadence", help="hourly | daily | weekly"),
    min_impact: int = typer.Option(None, "--min-impact", help="1-5"),
) -> None:
    """Change what a watchlist watches, how often, and who receives it."""
    from chipatlas.present.deliver.watchlists import WatchEdit, edit_watchlist

    edit = WatchEdit(
        add_entities=add_entity,
        remove_entities=remove_entity,
        add_platforms=add_platform,
        remove_platforms=remove_platform,
        add_emails=add_email,
        remove_emails=remove_email,
        cadence=cadence,
        min_impact=min_impact,
    )
    with engine(ctx).begin() as conn:
        done = edit_watchlist(conn, name, edit)
    say(f"edited watchlist {name}: {'; '.join(done)}")


def watchlist_remove(ctx: typer.Context, name: str = typer.Argument(...)) -> None:
    """Remove a watchlist with its recipients and delivery log."""
    from chipatlas.present.deliver.watchlists import remove_watchlist

    with engine(ctx).begin() as conn:
        _say(remove_watchlist(conn, name))


def watchlist_log(ctx: typer.Context, name: str = typer.Argument(...), fmt: Format = FORMAT) -> None:
    """A watchlist's deliveries: period, channel, recipient, status, attempts, last error."""
    from chipatlas.present.deliver.outbox import delivery_log

    with engine(ctx).connect() as conn:
        rows = delivery_log(conn, name)
    if fmt == Format.json:
        print_json(rows)
    else:
        print_table(rows, ("period", "channel", "recipient", "status", "attempts", "last_error", "sent_at"))


def _options(now: str | None, attempts: int, delay: float, allow_private: bool) -> RunOptions:
    from chipatlas.analyze.digest import parse_stamp
    from chipatlas.present.deliver.outbox import RunOptions
    from chipatlas.present.deliver.settings import RetryPolicy

    if attempts < 1:
        raise ConfigError("--attempts must be at least 1")
    return RunOptions(
        now=parse_stamp(now) if now else None,
        retry=RetryPolicy(attempts=attempts, base_delay=delay),
        allow_private=allow_private,
        base_url=os.environ.get(BASE_URL_ENV),
    )


_NOW = typer.Option(None, "--now", help="Act as if it were this ISO time (backfills, tests).")
_ATTEMPTS = typer.Option(3, "--attempts", help="Tries per delivery in this run.")
_DELAY = typer.Option(2.0, "--retry-delay", help="Seconds before the first retry; doubles each time.")
_PRIVATE = typer.Option(
    False, "--allow-private", help="Allow webhooks and feeds on private/loopback addresses."
)


def digest_run(
    ctx: typer.Context,
    now: str = _NOW,
    attempts: int = _ATTEMPTS,
    delay: float = _DELAY,
    allow_private: bool = _PRIVATE,
) -> None:
    """Send what is due: every ended period's digest, once per recipient. Exit 1 if a delivery failed."""
    from chipatlas.present.deliver.outbox import run

    report = run(engine(ctx), _options(now, attempts, delay, allow_private))
    for line in report.lines():
        _say(line, ok=not line.startswith("failed"))
    if not report.planned and not report.outcomes:
        _nothing_due(ctx)
    if not report.ok:
        raise typer.Exit(1)


def _nothing_due(ctx: typer.Context) -> None:
    """Why '0 sent, 0 failed': a bare zero read as a broken mailer (walk8)."""
    from chipatlas.analyze.digest import all_watchlists

    with engine(ctx).connect() as conn:
        found = all_watchlists(conn)
    if not found:
        _say("nothing is due: there is no watchlist ('chipatlas watchlist add NAME ...')")
        return
    _say(
        "nothing is due: a digest is sent once its period has ended with something new in it;"
        " 'chipatlas digest show NAME' shows one now"
    )
    for wl in found:
        if not wl["emails"] and not wl["webhooks"]:
            name = wl["name"]
            _say(f"watchlist {name} has no recipient: 'chipatlas watchlist edit {name} --add-email ...'")


def digest_show(
    ctx: typer.Context,
    name: str = typer.Argument(...),
    at: str = typer.Option(None, "--at", help="A time inside the period (default: now, the current period)."),
    since: str = typer.Option(
        None,
        "--since",
        help="Start at this ISO time [default: the last digest sent's end, else creation].",
    ),
    fmt: str = typer.Option("markdown", "--format", help="markdown, html or json."),
) -> None:
    """Show a watchlist's digest without sending it: what is new since the last one sent."""
    from chipatlas.analyze.digest import digest, parse_stamp, period_of, shown_from, watchlist
    from chipatlas.present.digest import render

    with engine(ctx).connect() as conn:
        wl = watchlist(conn, name)
        period = period_of(wl["cadence"], parse_stamp(at) if at else datetime.now(UTC))
        d = digest(conn, name, period, opened=shown_from(conn, wl, since))
    base = os.environ.get(BASE_URL_ENV)
    if fmt == "json":
        print_json(d)
    elif fmt == "html":
        print_data(render.html(d, base) + "\n")
    elif fmt == "markdown":
        print_data(render.markdown(d, base))
    else:
        raise ConfigError(f"--format {fmt!r} is not markdown, html or json")


def scheduler(
    ctx: typer.Context,
    once: bool = typer.Option(False, "--once", help="One round (poll, then send), for cron."),
    interval: float = typer.Option(60.0, "--interval", help="Seconds between rounds."),
    poll_every: float = typer.Option(1800.0, "--poll-every", help="Seconds between feed polls."),
    attempts: int = _ATTEMPTS,
    delay: float = _DELAY,
    allow_private: bool = _PRIVATE,
) -> None:
    """Poll the feeds and send digests on their cadences, until stopped (SIGINT/SIGTERM)."""
    from chipatlas.ingest.feeds import poll_feeds
    from chipatlas.present.deliver.outbox import run

    eng, stop, last_poll = engine(ctx), [False], float("-inf")

    def _stop(_sig: int, _frame: FrameType | None) -> None:
        stop[0] = True

    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)
    while True:
        if once or time.monotonic() - last_poll >= poll_every:
            for line in poll_feeds(eng, allow_private=allow_private):
                _say(line, ok=not line.startswith("error"))
            last_poll = time.monotonic()
        report = run(eng, _options(None, attempts, delay, allow_private))
        for line in report.lines():
            _say(line, ok=not line.startswith("failed"))
        if once:
            if not report.ok:
                raise typer.Exit(1)
            return
        deadline = time.monotonic() + interval
        while not stop[0] and time.monotonic() < deadline:
            time.sleep(min(1.0, interval))
        if stop[0]:
            _say("scheduler stopped")
            return


def register(app: typer.Typer) -> None:
    watchlist_app.command("add")(watchlist_add)
    watchlist_app.command("list")(watchlist_list)
    watchlist_app.command("edit")(watchlist_edit)
    watchlist_app.command("remove")(watchlist_remove)
    watchlist_app.command("log")(watchlist_log)
    digest_app.command("run")(digest_run)
    digest_app.command("show")(digest_show)
    app.add_typer(watchlist_app, name="watchlist")
    app.add_typer(digest_app, name="digest")
    app.command("scheduler")(scheduler)
