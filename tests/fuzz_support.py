"""Helpers shared by the fuzz tests: a dump of every table, to prove a refusal wrote nothing."""

from __future__ import annotations

from sqlalchemy import Engine, select

from chipatlas.store.tables import metadata


def dump(engine: Engine) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table on the shared metadata, sorted, as plain tuples."""
    out: dict[str, list[tuple[object, ...]]] = {}
    with engine.connect() as conn:
        for table in metadata.sorted_tables:
            rows = [tuple(r) for r in conn.execute(select(table))]
            out[table.name] = sorted(rows, key=repr)
    return out
