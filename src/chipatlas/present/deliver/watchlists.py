"""Adding and removing watchlists: every name is resolved to what the store knows, or refused."""

from __future__ import annotations

import json
import os
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from email.utils import parseaddr
from typing import NotRequired, cast
from urllib.parse import urlsplit

from sqlalchemy import Connection, delete, insert, select, update

from chipatlas.analyze.digest import CADENCES, watchlist
from chipatlas.analyze.records_digest import Watchlist
from chipatlas.analyze.ring import find_platform
from chipatlas.errors import ConfigError, NotFoundError
from chipatlas.extract.taxonomy import TYPES
from chipatlas.model.countries import lookup as country_lookup
from chipatlas.present.deliver.settings import SECRET_ENV
from chipatlas.resolve import Resolver
from chipatlas.store.tables import entities
from chipatlas.store.watch_tables import deliveries, watch_recipients, watchlists
from chipatlas.store.writer import now

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$")


def _entity(conn: Connection, resolver: Resolver, name: str) -> str:
    if conn.execute(select(entities.c.id).where(entities.c.id == name)).first():
        return resolver.canonical(name)
    found = resolver.lookup(name)
    if found is None:
        raise NotFoundError(
            f"no entity called {name!r} (or the name fits more than one): check it with "
            f'chipatlas resolve "{name}", give an id such as company:sk_hynix, or add it with '
            f'chipatlas entity add "{name}" (names seen in articles: chipatlas candidates)'
        )
    return found


def _country(name: str) -> str:
    found = country_lookup(name)
    if found is None:
        raise NotFoundError(f"no country called {name!r}: use a name or ISO code such as Taiwan or TW")
    return found.code


def _email(address: str) -> str:
    _, addr = parseaddr(address)
    if not re.fullmatch(r"[^@\s<>]+@[^@\s<>]+", addr or ""):
        raise ConfigError(f"--email {address!r} is not an email address such as analyst@example.org")
    return addr


def _webhook(url: str) -> str:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(f"--webhook {url!r} is not an http(s) URL")
    return url


class NewWatchlist(Watchlist):
    """A watchlist just stored, with its webhook ``secret`` (only when one was made: shown once)."""

    secret: NotRequired[str]


def add_watchlist(
    conn: Connection,
    name: str,
    *,
    entity_names: Sequence[str] = (),
    platform_names: Sequence[str] = (),
    country_names: Sequence[str] = (),
    types: Sequence[str] = (),
    min_impact: int | None = None,
    emails: Sequence[str] = (),
    webhooks: Sequence[str] = (),
    cadence: str = "daily",
) -> NewWatchlist:
    """Store a watchlist; returns it with ``secret`` (shown once) when it has webhooks."""
    if not _NAME.match(name):
        raise ConfigError(f"watchlist name {name!r}: use letters, digits, '-', '_' or '.' (at most 100)")
    if conn.execute(select(watchlists.c.name).where(watchlists.c.name == name)).first():
        raise ConfigError(f"a watchlist called {name!r} exists: remove it first (chipatlas watchlist remove)")
    if cadence not in CADENCES:
        raise ConfigError(f"--cadence {cadence!r} is not one of {', '.join(CADENCES)}")
    unknown = [t for t in types if t not in TYPES]
    if unknown:
        raise ConfigError(f"--type {unknown[0]!r} is not a signal type; known types: {', '.join(TYPES)}")
    if min_impact is not None and not 1 <= min_impact <= 5:
        raise ConfigError(f"--min-impact {min_impact} is not between 1 and 5")
    if not (entity_names or platform_names or country_names or types):
        raise ConfigError("a watchlist needs at least one --entity, --platform, --country or --type")
    resolver = Resolver(conn)
    ids = list(dict.fromkeys(_entity(conn, resolver, n) for n in entity_names))
    pids = list(dict.fromkeys(str(find_platform(conn, n)["id"]) for n in platform_names))
    codes = list(dict.fromkeys(_country(n) for n in country_names))
    recipients = [("email", _email(a)) for a in emails] + [("webhook", _webhook(u)) for u in webhooks]
    secret = secrets.token_hex(32) if webhooks and not os.environ.get(SECRET_ENV) else None
    conn.execute(
        insert(watchlists).values(
            name=name,
            entities=json.dumps(ids),
            platforms=json.dumps(pids),
            countries=json.dumps(codes),
            types=json.dumps(list(dict.fromkeys(types))),
            min_impact=min_impact,
            cadence=cadence,
            secret=secret,
            created_at=now(),
            checked_until=None,
        )
    )
    for channel, address in dict.fromkeys(recipients):
        conn.execute(insert(watch_recipients).values(watchlist=name, channel=channel, address=address))
    found = watchlist(conn, name)
    # Without a secret the stored watchlist is the answer as it is (``secret`` left out).
    return {**found, "secret": secret} if secret else cast(NewWatchlist, found)


@dataclass(frozen=True, kw_only=True)
class WatchEdit:
    """What to change in a watchlist; names as a person types them."""

    add_entities: Sequence[str] = ()
    remove_entities: Sequence[str] = ()
    add_platforms: Sequence[str] = ()
    remove_platforms: Sequence[str] = ()
    add_emails: Sequence[str] = ()
    remove_emails: Sequence[str] = ()
    cadence: str | None = None
    min_impact: int | None = None


def _edited(current: list[str], add: list[str], remove: list[str], what: str) -> list[str]:
    missing = [r for r in remove if r not in current]
    if missing:
        raise NotFoundError(f"the watchlist does not watch {what} {missing[0]!r}")
    return [x for x in dict.fromkeys([*current, *add]) if x not in remove]


def edit_watchlist(conn: Connection, name: str, edit: WatchEdit) -> list[str]:
    """Change what a watchlist watches, how often and who receives it; returns what changed."""
    row = conn.execute(select(watchlists).where(watchlists.c.name == name)).first()
    if row is None:
        watchlist(conn, name)  # NotFoundError with the known names
        raise NotFoundError(f"no watchlist called {name!r}")
    resolver = Resolver(conn)
    values: dict[str, str | int] = {}
    done: list[str] = []
    if edit.add_entities or edit.remove_entities:
        add = [_entity(conn, resolver, n) for n in edit.add_entities]
        remove = [_entity(conn, resolver, n) for n in edit.remove_entities]
        values["entities"] = json.dumps(_edited(json.loads(row.entities), add, remove, "entity"))
        done.append(f"entities +{len(add)} -{len(remove)}")
    if edit.add_platforms or edit.remove_platforms:
        add = [str(find_platform(conn, n)["id"]) for n in edit.add_platforms]
        remove = [str(find_platform(conn, n)["id"]) for n in edit.remove_platforms]
        values["platforms"] = json.dumps(_edited(json.loads(row.platforms), add, remove, "platform"))
        done.append(f"platforms +{len(add)} -{len(remove)}")
    if edit.cadence is not None:
        if edit.cadence not in CADENCES:
            raise ConfigError(f"--cadence {edit.cadence!r} is not one of {', '.join(CADENCES)}")
        values["cadence"] = edit.cadence
        done.append(f"cadence {edit.cadence}")
    if edit.min_impact is not None:
        if not 1 <= edit.min_impact <= 5:
            raise ConfigError(f"--min-impact {edit.min_impact} is not between 1 and 5")
        values["min_impact"] = edit.min_impact
        done.append(f"min impact {edit.min_impact}")
    if values:
        conn.execute(update(watchlists).where(watchlists.c.name == name).values(**values))
    for address in edit.add_emails:
        conn.execute(
            insert(watch_recipients).values(watchlist=name, channel="email", address=_email(address))
        )
        done.append(f"email + {address}")
    for address in edit.remove_emails:
        gone = conn.execute(
            delete(watch_recipients).where(
                watch_recipients.c.watchlist == name,
                watch_recipients.c.channel == "email",
                watch_recipients.c.address == address,
            )
        )
        if not gone.rowcount:
            raise NotFoundError(f"{address!r} does not receive watchlist {name}")
        done.append(f"email - {address}")
    if not done:
        raise ConfigError("nothing to change: give --add-platform, --remove-entity, --cadence ...")
    return done


def remove_watchlist(conn: Connection, name: str) -> str:
    """Delete a watchlist, its recipients and its delivery log (unsent digests are dropped)."""
    watchlist(conn, name)  # NotFoundError with the known names
    for table in (watch_recipients, deliveries):
        conn.execute(delete(table).where(table.c.watchlist == name))
    conn.execute(delete(watchlists).where(watchlists.c.name == name))
    return f"removed watchlist {name}"


def secret_of(conn: Connection, name: str) -> str | None:
    return conn.execute(select(watchlists.c.secret).where(watchlists.c.name == name)).scalar()
