"""Companies owned below a company: its subsidiaries, through stated ``parent`` statements."""

from __future__ import annotations

from sqlalchemy import Connection, select

from chipatlas.resolve import Resolver
from chipatlas.store.tables import statements


def subsidiaries(conn: Connection, eid: str, resolver: Resolver | None = None) -> list[str]:
    """Every company owned below ``eid`` (Ownership: their ``parent`` statements), through the
    view, nearest first; a loop in the stated parents is walked once."""
    resolver = resolver or Resolver(conn)
    out: list[str] = []
    seen = {resolver.canonical(eid)}
    frontier = [resolver.canonical(eid)]
    while frontier:
        parents = [m for head in frontier for m in resolver.members(head)]
        rows = conn.execute(
            select(statements.c.entity_id).where(
                statements.c.prop == "parent",
                statements.c.schema == "Company",
                statements.c.value.in_(parents),
                statements.c.retired_at.is_(None),
            )
        )
        found = sorted({resolver.canonical(r.entity_id) for r in rows} - seen)
        seen.update(found)
        out += found
        frontier = found
    return out


def group_top(conn: Connection, eid: str, resolver: Resolver) -> str:
    """The company at the top of ``eid``'s stated parents (itself when it has none); a loop in
    the stated parents stops where it comes back."""
    seen = [resolver.canonical(eid)]
    while True:
        parent = conn.execute(
            select(statements.c.value)
            .where(
                statements.c.prop == "parent",
                statements.c.schema == "Company",
                statements.c.entity_id.in_(resolver.members(seen[-1])),
                statements.c.retired_at.is_(None),
            )
            .order_by(statements.c.value)
            .limit(1)
        ).scalar()
        if parent is None or resolver.canonical(parent) in seen:
            return seen[-1]
        seen.append(resolver.canonical(parent))


def group_of(conn: Connection, eid: str, resolver: Resolver) -> list[str]:
    """``eid``'s corporate group: its top parent and every company owned below it."""
    top = group_top(conn, eid, resolver)
    return [top, *subsidiaries(conn, top, resolver)]
