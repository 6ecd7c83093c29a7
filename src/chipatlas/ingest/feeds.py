"""Feed subscriptions and polling: each new entry is ingested as its own document (one transaction)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Engine, delete, func, insert, select, update
from typing_extensions import TypedDict

from chipatlas.errors import ChipatlasError, NotFoundError
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.limits import Limits
from chipatlas.model.schema import K
from chipatlas.resolve import Resolver
from chipatlas.sources.feeds import Fetched, entries, fetch, read_local
from chipatlas.store import proposals as proposal_rows
from chipatlas.store.db import require_current
from chipatlas.store.facts import current
from chipatlas.store.feed_tables import feed_items, feeds
from chipatlas.store.tables import statements
from chipatlas.store.writer import now


def add_feed(conn: Connection, url: str) -> str:
    if conn.execute(select(feeds.c.url).where(feeds.c.url == url)).first():
        return f"already subscribed: {url}"
    conn.execute(insert(feeds).values(url=url, added_at=now()))
    return f"subscribed: {url} (fetch with 'chipatlas sources poll')"


@dataclass(frozen=True, kw_only=True)
class Feed:
    url: str
    title: str | None
    added_at: str
    last_polled: str | None
    last_status: str | None
    n_items: int


def list_feeds(conn: Connection) -> list[Feed]:
    query = select(feed_items.c.feed_url, func.count()).group_by(feed_items.c.feed_url)
    counts: dict[str, int] = {str(url): int(n) for url, n in conn.execute(query)}
    return [
        Feed(
            url=r.url,
            title=r.title,
            added_at=r.added_at,
            last_polled=r.last_polled,
            last_status=r.last_status,
            n_items=int(counts.get(r.url, 0)),
        )
        for r in conn.execute(select(feeds).order_by(feeds.c.added_at))
    ]


def remove_feed(conn: Connection, url: str) -> str:
    """Unsubscribe; what its entries landed stays in the store (they are documents like any other)."""
    known = [f.url for f in list_feeds(conn)]
    if url not in known:
        hint = f"; subscribed: {', '.join(known)}" if known else "; no feed is subscribed"
        raise NotFoundError(f"no feed {url!r}{hint}")
    n = conn.execute(
        select(func.count()).select_from(feed_items).where(feed_items.c.feed_url == url)
    ).scalar_one()
    conn.execute(delete(feed_items).where(feed_items.c.feed_url == url))
    conn.execute(delete(feeds).where(feeds.c.url == url))
    return (
        f"unsubscribed: {url}; the {n} documents its entries landed stay in the store "
        "(their statements are current until a newer source supersedes them)"
    )


def _get(row: Any, allow_private: bool, timeout: float) -> Fetched:
    if row.url.startswith(("http://", "https://")):
        return fetch(row.url, row.etag, row.last_modified, allow_private, timeout)
    return read_local(row.url)


def poll_feeds(engine: Engine, allow_private: bool = False, timeout: float = 20.0) -> Iterator[str]:
    """Poll every feed; yields one report line per feed and per new entry."""
    require_current(engine)
    with engine.connect() as conn:
        rows = conn.execute(select(feeds)).all()
    for row in rows:
        try:
            got = _get(row, allow_private, timeout)
            if got.status == 304:
                _mark(engine, row.url, "unchanged (304)", got)
                yield f"unchanged {row.url}: not modified"
                continue
            title, items = entries(row.url, got.data)
        except ChipatlasError as exc:
            _mark(engine, row.url, f"error: {str(exc)[:180]}", None)
            yield f"error {exc}"
            continue
        yield from _ingest_new(engine, row.url, items)
        _mark(engine, row.url, f"ok: {len(items)} entries", got, title)


def _ingest_new(engine: Engine, url: str, items: list[Any]) -> Iterator[str]:
    with engine.connect() as conn:
        seen = {
            r.item_id for r in conn.execute(select(feed_items.c.item_id).where(feed_items.c.feed_url == url))
        }
    fresh = [item for item in items if item.item_id not in seen]
    limit = Limits.load().feed_items
    if len(fresh) > limit:  # the rest stay unseen: the next poll takes the next batch
        yield f"limited {url}: {len(fresh):,} new entries; ingesting {limit:,} this poll (feed_items limit)"
    for item in fresh[:limit]:
        report = ingest(engine, item.document, IngestOptions(source_key=f"feed:{url}#{item.item_id}"[:300]))
        if report.ok:
            with engine.begin() as conn:
                conn.execute(
                    insert(feed_items).values(
                        feed_url=url, item_id=item.item_id, document_id=report.document_id, seen_at=now()
                    )
                )
        yield from report.lines()


def _mark(engine: Engine, url: str, status: str, got: Fetched | None, title: str | None = None) -> None:
    values: dict[str, Any] = {"last_polled": now(), "last_status": status}
    if got is not None and got.status == 200:
        values.update(etag=got.etag, last_modified=got.last_modified)
    if title:
        values["title"] = title
    with engine.begin() as conn:
        conn.execute(update(feeds).where(feeds.c.url == url).values(**values))


class Candidate(TypedDict):
    """A name read as an organisation that resolves to nothing yet, with its first quote."""

    id: str
    name: str
    mentions: int
    quote: str
    document: str


def candidates(conn: Connection) -> list[Candidate]:
    """Names read as organisations that still resolve to nothing, most mentioned first."""
    ids = sorted(
        {
            r.entity_id
            for r in conn.execute(
                select(statements.c.entity_id).where(
                    statements.c.schema == K.CANDIDATE, statements.c.retired_at.is_(None)
                )
            )
        }
    )
    resolver = Resolver(conn)
    out: list[Candidate] = []
    for cid, props in current(conn, ids).items():
        found = props.get("candidate_name", [])
        if not found or resolver.lookup(str(found[0]["value"])):
            continue
        out.append(
            {
                "id": cid,
                "name": str(found[0]["value"]),
                "mentions": len(found),
                "quote": str(found[0]["quote"]),
                "document": str(found[0]["document_id"]),
            }
        )
    out += _unknown_suppliers(conn, resolver, {r["name"] for r in out})
    return sorted(out, key=lambda r: (-r["mentions"], r["name"]))


def _unknown_suppliers(conn: Connection, resolver: Resolver, listed: set[str]) -> list[Candidate]:
    """The suppliers candidate proposals name that no entity has yet ("Orvane Memory will
    supply"), one row a name, counted by proposal; a name already listed is not repeated."""
    found: dict[str, list[proposal_rows.Proposal]] = {}
    for p in proposal_rows.listed(conn, statuses=("candidate",)):
        if (
            p.supplier_id is None
            and p.supplier
            and p.supplier not in listed
            and not resolver.lookup(p.supplier)
        ):
            found.setdefault(p.supplier, []).append(p)
    return [
        {
            "id": f"proposal:{ps[0].id}",
            "name": name,
            "mentions": len(ps),
            "quote": ps[0].quote,
            "document": ps[0].document_id,
        }
        for name, ps in found.items()
    ]
