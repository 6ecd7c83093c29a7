"""What a watchlist's digest contains: pure queries over the store, no I/O of their own.

A digest covers one **period** of the watchlist's cadence (an hour, a UTC day, an ISO
week). A signal belongs to the period in which the store first saw it (the earliest
``first_seen`` of its title), so once a period has ended nothing new can join it and its
digest is final: the same period always yields the same digest.

A signal matches a watchlist when its type is watched (if types are given), its impact
reaches the minimum (if given), and, if any entities, platforms or countries are given,
one of the entities it mentions is a watched entity, a watched platform, a supplier in a
watched platform's ring, or a supplier of a ring row made in a watched country.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, func, select

from chipatlas.analyze.base import country_of
from chipatlas.analyze.changes import changes
from chipatlas.analyze.digest_exposure import story_exposure
from chipatlas.analyze.digest_figures import every, figures
from chipatlas.analyze.proposals import pending
from chipatlas.analyze.records_digest import (
    ChangeLine,
    Digest,
    DigestFigure,
    MatchedSignal,
    RingChanges,
    Watchlist,
)
from chipatlas.analyze.records_signal import SignalRecord
from chipatlas.analyze.signals import mention_names, signal_record
from chipatlas.analyze.view import View
from chipatlas.errors import ConfigError, NotFoundError
from chipatlas.model.schema import K, P
from chipatlas.resolve import Resolver
from chipatlas.store.facts import current
from chipatlas.store.tables import entities, platforms, ring_rows, statements
from chipatlas.store.watch_tables import deliveries, watch_recipients, watchlists

CADENCES = ("hourly", "daily", "weekly")
MAX_CHANGES = 25  # ring-change lines per platform; the rest is counted
_QUIET = {"platform", "component", "has_source_link", "evidence"}  # a new row's bookkeeping
_FMT = "%Y-%m-%dT%H:%M:%S.%fZ"


@dataclass(frozen=True)
class Period:
    label: str  # 2026-05-12T14 | 2026-05-12 | 2026-W20
    start: str  # stored timestamp form, inclusive
    end: str  # exclusive


def stamp(when: datetime) -> str:
    return when.astimezone(UTC).strftime(_FMT)


def parse_stamp(text: str) -> datetime:
    try:
        when = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ConfigError(f"{text!r} is not an ISO-8601 time such as 2026-05-12T08:00:00Z") from None
    return when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)


def period_of(cadence: str, when: datetime) -> Period:
    when = when.astimezone(UTC)
    if cadence == "hourly":
        start = when.replace(minute=0, second=0, microsecond=0)
        return Period(start.strftime("%Y-%m-%dT%H"), stamp(start), stamp(start + timedelta(hours=1)))
    day = when.replace(hour=0, minute=0, second=0, microsecond=0)
    if cadence == "daily":
        return Period(day.strftime("%Y-%m-%d"), stamp(day), stamp(day + timedelta(days=1)))
    if cadence == "weekly":
        monday = day - timedelta(days=day.weekday())
        year, week, _ = monday.isocalendar()
        return Period(f"{year}-W{week:02d}", stamp(monday), stamp(monday + timedelta(days=7)))
    raise ConfigError(f"cadence {cadence!r} is not one of {', '.join(CADENCES)}")


def closed_periods(cadence: str, after: str, now: datetime) -> list[Period]:
    """Every period that contains a moment at or after ``after`` and has ended by ``now``."""
    out, period = [], period_of(cadence, parse_stamp(after))
    while parse_stamp(period.end) <= now:
        out.append(period)
        period = period_of(cadence, parse_stamp(period.end))
    return out


# --- watchlists as stored ----------------------------------------------------------------


def _spec(conn: Connection, row: Any) -> Watchlist:
    recipients = conn.execute(
        select(watch_recipients.c.channel, watch_recipients.c.address)
        .where(watch_recipients.c.watchlist == row.name)
        .order_by(watch_recipients.c.channel, watch_recipients.c.address)
    ).all()
    ids = json.loads(row.entities) + json.loads(row.platforms)
    names = dict(conn.execute(select(entities.c.id, entities.c.caption).where(entities.c.id.in_(ids))).all())
    names |= dict(conn.execute(select(platforms.c.id, platforms.c.name).where(platforms.c.id.in_(ids))).all())
    return {
        "name": row.name,
        "entities": [{"id": e, "name": names.get(e, e)} for e in json.loads(row.entities)],
        "platforms": [{"id": p, "name": names.get(p, p)} for p in json.loads(row.platforms)],
        "countries": json.loads(row.countries),
        "types": json.loads(row.types),
        "min_impact": row.min_impact,
        "cadence": row.cadence,
        "created_at": row.created_at,
        "checked_until": row.checked_until,
        "has_secret": row.secret is not None,
        "emails": [a for c, a in recipients if c == "email"],
        "webhooks": [a for c, a in recipients if c == "webhook"],
    }


def watchlist(conn: Connection, name: str) -> Watchlist:
    row = conn.execute(select(watchlists).where(watchlists.c.name == name)).first()
    if row is None:
        known = ", ".join(list_names(conn)) or "none yet"
        raise NotFoundError(f"no watchlist called {name!r}; known watchlists: {known}")
    return _spec(conn, row)


def list_names(conn: Connection) -> list[str]:
    return [n for (n,) in conn.execute(select(watchlists.c.name).order_by(watchlists.c.name))]


def all_watchlists(conn: Connection) -> list[Watchlist]:
    rows = conn.execute(select(watchlists).order_by(watchlists.c.name)).all()
    return [_spec(conn, r) for r in rows]


# --- matching ------------------------------------------------------------------------------


@dataclass
class Scope:
    reasons: dict[str, str] = field(default_factory=dict)  # entity id -> why it is watched
    rings: set[str] = field(default_factory=set)  # platform ids whose rings are watched
    # A ring watched for itself (a watched platform, a watched country's parts) shows every
    # supplier a signal reaches in it; a ring watched only because a watched company supplies
    # it shows that company's rows, not another supplier's.
    named_rings: set[str] = field(default_factory=set)
    watched: set[str] = field(default_factory=set)  # the watched entities and their members


def scope(conn: Connection, wl: Watchlist) -> Scope:
    resolver, out = Resolver(conn), Scope()
    for e in wl["entities"]:
        for member in resolver.members(e["id"]):
            out.reasons.setdefault(member, f"{e['name']} (watched entity)")
            out.watched.add(member)
    query = select(ring_rows.c.platform_id).where(ring_rows.c.supplier_id.in_(sorted(out.watched)))
    out.rings |= {p for (p,) in conn.execute(query.distinct())}
    for p in wl["platforms"]:
        out.rings.add(p["id"])
        out.named_rings.add(p["id"])
        out.reasons.setdefault(p["id"], f"{p['name']} (watched platform)")
        query = select(ring_rows.c.supplier_id, ring_rows.c.supplier).where(
            ring_rows.c.platform_id == p["id"]
        )
        for sid, supplier in conn.execute(query.distinct()):
            if sid:
                out.reasons.setdefault(sid, f"{supplier}, in the ring of {p['name']} (watched platform)")
    codes = set(wl["countries"])
    if codes:
        query = select(
            ring_rows.c.platform_id,
            ring_rows.c.supplier_id,
            ring_rows.c.supplier,
            ring_rows.c.made_in_country,
        )
        for pid, sid, supplier, made_in in conn.execute(query):
            code = (country_of(made_in) or ("",))[0]
            if code in codes:
                out.rings.add(pid)
                out.named_rings.add(pid)
                if sid:
                    out.reasons.setdefault(
                        sid, f"{supplier}, makes ring parts in {made_in} (watched country)"
                    )
    return out


def matches(wl: Watchlist, sc: Scope, signal: SignalRecord, resolver: Resolver) -> list[str]:
    """Why the signal matches (non-empty) or [] if it does not."""
    if wl["types"] and signal["type"] not in wl["types"]:
        return []
    if wl["min_impact"] is not None and (signal["impact"] or 0) < wl["min_impact"]:
        return []
    if not (wl["entities"] or wl["platforms"] or wl["countries"]):
        return [f"type {signal['type']}"]
    ids = {resolver.canonical(e["id"]) for e in signal["entities"]} | {e["id"] for e in signal["entities"]}
    return sorted({sc.reasons[i] for i in ids if i in sc.reasons})


def first_seen(conn: Connection, start: str | None = None, end: str | None = None) -> dict[str, str]:
    """Signal id -> when the store first saw it, for signals first seen in [start, end)."""
    seen = func.min(statements.c.first_seen)
    query = (
        select(statements.c.entity_id, seen)
        .where(
            statements.c.schema == K.SIGNAL, statements.c.prop == P.TITLE, statements.c.retired_at.is_(None)
        )
        .group_by(statements.c.entity_id)
    )
    if start:
        query = query.having(seen >= start)
    if end:
        query = query.having(seen < end)
    return {sid: str(at) for sid, at in conn.execute(query)}


def matching_signals(
    conn: Connection, wl: Watchlist, start: str | None = None, end: str | None = None
) -> list[MatchedSignal]:
    """The watchlist's signals first seen in [start, end), newest first, each with ``matched_by``."""
    seen = first_seen(conn, start, end)
    facts = current(conn, sorted(seen))
    mentioned = {str(r["value"]) for p in facts.values() for r in p.get("mentions", [])}
    view = View.load(conn)
    names = mention_names(conn, view, mentioned)
    sc, resolver = scope(conn, wl), Resolver(conn)
    out: list[MatchedSignal] = []
    for sid, props in facts.items():
        if "title" not in props:
            continue
        record = signal_record(sid, props, names, view)
        why = matches(wl, sc, record, resolver)
        if why:
            out.append({**record, "first_seen": seen[sid], "matched_by": why})
    return sorted(out, key=lambda s: (s["first_seen"], s["id"]), reverse=True)


# --- the digest ----------------------------------------------------------------------------


def _in_window(event: Mapping[str, Any], end: str) -> bool:
    return any(str(event.get(k) or "~") < end for k in ("first_seen", "retired_at"))


def _line(kind: str, e: Mapping[str, Any], old_value: str | None = None) -> ChangeLine:
    """A change event of analyze.changes as a digest line of ``kind``."""
    line: ChangeLine = {
        "kind": kind,
        "statement_id": e["statement_id"],
        "entity_id": e["entity_id"],
        "component": e["component"],
        "prop": e["prop"],
        "value": e["value"],
        "evidence": e["evidence"],
        "first_seen": e["first_seen"],
        "retired_at": e["retired_at"],
        "document": e["document"],
        "source_url": e["source_url"],
    }
    if old_value is not None:
        line["old_value"] = old_value
    return line


def _ring_changes(conn: Connection, rings: set[str], start: str, end: str) -> list[RingChanges]:
    if not rings:
        return []
    ids = dict(conn.execute(select(platforms.c.slug, platforms.c.id)).all())
    out: list[RingChanges] = []
    for p in changes(conn, start)["platforms"]:
        if ids.get(p["slug"]) not in rings:
            continue
        lines = [_line("new", e) for e in p["new"] if _in_window(e, end) and e["prop"] not in _QUIET]
        lines += [_line("superseded", e) for e in p["superseded"] if _in_window(e, end)]
        for c in p["changed"]:
            new = [e for e in c["new"] if _in_window(e, end)]
            if new:
                old = ", ".join(str(e["value"]) for e in c["old"])
                lines.append(_line("changed", new[0], old))
        if lines:
            out.append(
                {
                    "platform": p["name"],
                    "slug": p["slug"],
                    "n_lines": len(lines),
                    "lines": lines[:MAX_CHANGES],
                }
            )
    return out


def feed_figures(conn: Connection, wl: Watchlist, limit: int) -> list[DigestFigure]:
    """The open figure proposals a watchlist's Atom feed lists, newest first: those its scope
    reaches (as its digest finds them, from any time), or every one when it names no entity,
    platform or country (it watches signal types only, so every platform)."""
    if wl["entities"] or wl["platforms"] or wl["countries"]:
        sc = scope(conn, wl)
        found = figures(conn, sc.reasons, sc.rings, "", "9999")
    else:
        found = every(conn)
    return sorted(found, key=lambda f: (f["created_at"], f["id"]), reverse=True)[:limit]


def last_sent_end(conn: Connection, name: str) -> str | None:
    """Where the last digest sent for the watchlist ended (its window's end), or None."""
    query = select(func.max(deliveries.c.window_end)).where(
        deliveries.c.watchlist == name, deliveries.c.status == "sent"
    )
    return conn.execute(query).scalar()


def shown_from(conn: Connection, wl: Watchlist, since: str | None = None) -> tuple[str, str]:
    """(start, why) of a digest shown on request: ``--since`` when given, else the end of the
    last digest sent for the watchlist, else its creation: what is new to its reader."""
    if since:
        return stamp(parse_stamp(since)), "since"
    last = last_sent_end(conn, wl["name"])
    if last and last > wl["created_at"]:
        return last, "last_digest"
    return wl["created_at"], "created"


def digest(
    conn: Connection,
    name: str,
    period: Period,
    start: str | None = None,
    opened: tuple[str, str] | None = None,
) -> Digest:
    """The digest of ``name`` for ``period``; ``start`` clips the window (the watchlist's creation);
    ``opened`` (start, why: ``shown_from``) sets the window's start instead, even before the period."""
    wl = watchlist(conn, name)
    begin = max(period.start, start or period.start)
    basis = "created" if start and start > period.start else "period"
    if opened is not None:
        begin, basis = opened
        begin = min(begin, period.end)  # a digest sent for a later period: nothing new here
    found = matching_signals(conn, wl, begin, period.end)
    sc = scope(conn, wl)
    exposure = story_exposure(conn, found, sc)
    ring_changes = _ring_changes(conn, sc.rings, begin, period.end)
    proposed = [
        p.record() for p in pending(conn, sorted(sc.rings), ("proposed",), begin) if p.created_at < period.end
    ]
    held = figures(conn, sc.reasons, sc.rings, begin, period.end)
    return {
        "watchlist": wl,
        "period": period.label,
        "window": {"start": begin, "end": period.end, "since": basis},
        "n_signals": len(found),
        "signals": found,
        "exposure": exposure,
        "ring_changes": ring_changes,
        "proposals": proposed,  # proposed ring changes of watched platforms, not yet reviewed
        "figure_proposals": held,  # figures about watched platforms and companies, waiting for review
        "empty": not (found or ring_changes or proposed or held),
    }
