"""One entity as the store knows it: canonical id, name, kind, aliases, parent."""

from __future__ import annotations

from sqlalchemy import Connection, select

from chipatlas.analyze.records_identity import ResolvedEntity
from chipatlas.errors import NotFoundError
from chipatlas.resolve import Resolver
from chipatlas.store.facts import best, current
from chipatlas.store.tables import entities


def resolve_name(conn: Connection, name: str) -> ResolvedEntity:
    resolver = Resolver(conn)
    eid = resolver.lookup_any(name)
    if eid is None:
        close = resolver.suggest(name)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise NotFoundError(f"no entity is called {name!r} (or the name is ambiguous){hint}")
    row = conn.execute(select(entities).where(entities.c.id == eid)).mappings().first()
    facts = current(conn, resolver.members(eid))
    names = [str(s["value"]) for m in facts.values() for p in ("name", "alias") for s in m.get(p, [])]
    parent = best(facts.get(eid, {}), "parent")
    parent = resolver.canonical(parent) if parent else parent  # the owner as the view reads it
    return {
        "id": eid,
        "name": row["caption"] if row else name,
        "kind": row["schema"] if row else None,
        "aliases": sorted(set(names) - {row["caption"] if row else name}),
        "parent": parent,
    }
