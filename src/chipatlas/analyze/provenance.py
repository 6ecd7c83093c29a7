"""Where each shown value came from: the statement behind it, its document, quote and evidence."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import Connection, select

from chipatlas.store.facts import current
from chipatlas.store.tables import entities

Source = dict[str, Any]


def source_of(statement: dict[str, Any]) -> Source:
    """The provenance of one statement row, in the shape every face shows."""
    return {
        "statement": statement["id"],
        "document": statement["document_id"],
        "quote": statement["quote"],
        "evidence": statement["evidence"],
        "source_url": statement.get("source_url"),
        "first_seen": statement["first_seen"],
        "last_seen": statement["last_seen"],
    }


def best_sources(conn: Connection, entity_ids: Iterable[str]) -> dict[str, dict[str, Source]]:
    """entity -> prop -> the source of the value the views show (strongest, then newest)."""
    out: dict[str, dict[str, Source]] = {}
    for eid, props in current(conn, entity_ids).items():
        out[eid] = {prop: source_of(values[0]) for prop, values in props.items() if values}
    return out


def all_current(conn: Connection, entity_id: str) -> dict[str, list[dict[str, Any]]]:
    """prop -> current statements of one entity, best first."""
    return dict(current(conn, [entity_id]).get(entity_id, {}))


def captions(conn: Connection, ids: Iterable[str]) -> dict[str, dict[str, str]]:
    """id -> {'name', 'kind'} for the ids the store knows."""
    wanted = sorted(set(ids))
    out: dict[str, dict[str, str]] = {}
    for i in range(0, len(wanted), 500):
        query = select(entities).where(entities.c.id.in_(wanted[i : i + 500]))
        for r in conn.execute(query):
            out[r.id] = {"name": r.caption, "kind": r.schema}
    return out
