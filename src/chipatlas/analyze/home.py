"""The home page's news: the latest signals, ring changes awaiting review, the newest ring rows,
and each platform as a card (ring size, how much of it says where it is made, last verified).

Every list is a bounded query (newest first, ``limit``), so the page costs the same on a
store of ten platforms or ten thousand.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection, desc, func, select
from typing_extensions import TypedDict

from chipatlas.analyze.proposals import ProposalView, view
from chipatlas.analyze.records_signal import SignalRecord
from chipatlas.analyze.signals import mention_names, signal_record
from chipatlas.analyze.view import View
from chipatlas.model.schema import K, P
from chipatlas.store import proposals as proposal_rows
from chipatlas.store.facts import current
from chipatlas.store.tables import documents, platforms, ring_rows, statements
from chipatlas.store.watch_tables import watchlists

PENDING = ("proposed", "candidate")


class PlatformCard(TypedDict):
    """A line of the home page (its JSON shape too)."""

    id: str
    slug: str
    name: str
    n_rows: int
    n_components: int
    n_rows_located: int  # rows that state a made-in country: what shares and the US label rest on
    coverage: float | None  # n_rows_located / n_rows; None for an empty ring
    last_verified: str | None


class NewRow(TypedDict):
    """A line of the home page (its JSON shape too)."""

    platform: str
    platform_slug: str
    supply_id: str
    component: str
    supplier: str | None
    supplier_id: str | None
    made_in_country: str | None
    evidence: str
    document: str
    document_title: str | None
    ingested_at: str


@dataclass(frozen=True, kw_only=True)
class Pending:
    n: int  # every proposal awaiting review, not only the ones listed
    latest: list[ProposalView]


def platform_cards(conn: Connection) -> list[PlatformCard]:
    by_platform = (
        select(ring_rows.c.platform_id, func.count().label("n"))
        .where(ring_rows.c.made_in_country.is_not(None), ring_rows.c.made_in_country != "")
        .group_by(ring_rows.c.platform_id)
    )
    located: dict[str, int] = {r.platform_id: int(r.n) for r in conn.execute(by_platform)}
    query = select(platforms).order_by(platforms.c.name, platforms.c.slug)
    out = []
    for r in conn.execute(query).mappings():
        n_located = int(located.get(r["id"], 0))
        out.append(
            PlatformCard(
                id=r["id"],
                slug=r["slug"],
                name=r["name"],
                n_rows=r["n_rows"],
                n_components=r["n_components"],
                n_rows_located=n_located,
                coverage=n_located / r["n_rows"] if r["n_rows"] else None,
                last_verified=r["last_verified"],
            )
        )
    return out


def latest_signals(conn: Connection, limit: int = 5) -> list[SignalRecord]:
    """The newest dated signals, newest first (undated ones are on /signals)."""
    query = (
        select(statements.c.entity_id, func.max(statements.c.value).label("date"))
        .where(
            statements.c.schema == K.SIGNAL, statements.c.prop == P.DATE, statements.c.retired_at.is_(None)
        )
        .group_by(statements.c.entity_id)
        .order_by(desc("date"), desc(statements.c.entity_id))
        .limit(limit)
    )
    ids = [r.entity_id for r in conn.execute(query)]
    facts = current(conn, ids)
    merged = View.load(conn)
    mentioned = {str(r["value"]) for p in facts.values() for r in p.get("mentions", [])}
    names = mention_names(conn, merged, mentioned)
    out = [signal_record(sid, facts[sid], names, merged) for sid in ids if "title" in facts.get(sid, {})]
    return sorted(out, key=lambda s: (s["date"] or "", s["id"]), reverse=True)


def pending_review(conn: Connection, limit: int = 5) -> Pending:
    return Pending(
        # ring changes only: figures kept for review are listed on /review
        n=proposal_rows.count(conn, PENDING, proposal_rows.RELATION_KINDS),
        latest=view(conn, proposal_rows.newest(conn, PENDING, limit, proposal_rows.RELATION_KINDS)),
    )


def newest_rows(conn: Connection, limit: int = 8) -> list[NewRow]:
    """Ring rows from the most recently ingested documents, newest document first."""
    query = (
        select(
            ring_rows,
            platforms.c.name.label("platform"),
            platforms.c.slug,
            documents.c.title,
            documents.c.uri,
            documents.c.ingested_at,
        )
        .join(platforms, platforms.c.id == ring_rows.c.platform_id)
        .join(documents, documents.c.id == ring_rows.c.document_id)
        .order_by(desc(documents.c.ingested_at), ring_rows.c.platform_id, ring_rows.c.position)
        .limit(limit)
    )
    return [
        NewRow(
            platform=r["platform"],
            platform_slug=r["slug"],
            supply_id=r["supply_id"],
            component=r["component"],
            supplier=r["supplier"],
            supplier_id=r["supplier_id"],
            made_in_country=r["made_in_country"],
            evidence=r["evidence"],
            document=r["document_id"],
            document_title=r["title"] or r["uri"],
            ingested_at=str(r["ingested_at"]),
        )
        for r in conn.execute(query).mappings()
    ]


def watchlist_names(conn: Connection) -> list[str]:
    return [r.name for r in conn.execute(select(watchlists.c.name).order_by(watchlists.c.name))]
