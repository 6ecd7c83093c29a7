"""Reading current statements: per entity and property, strongest evidence first, then newest."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from sqlalchemy import Connection, select

from chipatlas.model.vocab import evidence_rank
from chipatlas.store.tables import statements

_CHUNK = 500

Facts = dict[str, dict[str, list[dict[str, object]]]]


def current(conn: Connection, entity_ids: Iterable[str]) -> Facts:
    """entity -> prop -> current statements, strongest evidence first, then the newest."""
    out: dict[str, dict[str, list[dict[str, object]]]] = defaultdict(lambda: defaultdict(list))
    ids = sorted(set(entity_ids))
    for chunk in (ids[i : i + _CHUNK] for i in range(0, len(ids), _CHUNK)):
        # Ordered down to the id so equal evidence and age tie the same way on every backend
        # and after a restore (docs/backup.md), close to the order the statements were read in.
        query = (
            select(statements)
            .where(statements.c.entity_id.in_(chunk), statements.c.retired_at.is_(None))
            .order_by(statements.c.first_seen, statements.c.span_start, statements.c.id)
        )
        rows = conn.execute(query).mappings()
        for r in rows:
            out[r["entity_id"]][r["prop"]].append(dict(r))
    for props in out.values():
        for values in props.values():
            values.sort(key=lambda r: str(r["last_seen"]), reverse=True)
            values.sort(key=lambda r: evidence_rank(str(r["evidence"])))
    return out


def best(props: dict[str, list[dict[str, object]]], prop: str) -> str | None:
    values = props.get(prop)
    return str(values[0]["value"]) if values else None
