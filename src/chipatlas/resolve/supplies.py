"""Keep a ring row's identity across versions of its source.

A new version of a page that changes one supplier should update that row, not
retire it and add a stranger: rows are matched to the previous version's rows
first exactly (component, supplier, site), then by component in page order.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from sqlalchemy import Connection, select

from chipatlas.model.statement import Statement
from chipatlas.store.tables import statements


def _previous(conn: Connection, source_key: str) -> dict[str, dict[str, str]]:
    rows = conn.execute(
        select(statements.c.entity_id, statements.c.prop, statements.c.value, statements.c.span_start).where(
            statements.c.source_key == source_key,
            statements.c.schema == "Supply",
            statements.c.retired_at.is_(None),
        )
    )
    out: dict[str, dict[str, str]] = defaultdict(dict)
    for r in rows:
        out[r.entity_id][r.prop] = r.value
        if r.prop == "component":
            out[r.entity_id]["_start"] = f"{r.span_start:012d}"
    return out


def _signature(props: dict[str, str]) -> tuple[str, str, str, str]:
    return (
        props.get("platform", ""),
        props.get("component", "").lower(),
        props.get("supplier", props.get("supplier_gap", "")),
        props.get("made_in_site", ""),
    )


def match_supplies(conn: Connection, source_key: str, found: list[Statement]) -> list[Statement]:
    """Rewrite new Supply ids to the previous version's ids where the row is the same row."""
    old = _previous(conn, source_key)
    if not old:
        return found
    new: dict[str, dict[str, str]] = defaultdict(dict)
    for s in found:
        if s.schema == "Supply":
            new[s.entity_id][s.prop] = s.value
    mapping: dict[str, str] = {}
    free = dict(old)
    by_sig: dict[tuple[str, str, str, str], list[str]] = defaultdict(list)
    for oid in sorted(free, key=lambda i: free[i].get("_start", "")):
        by_sig[_signature(free[oid])].append(oid)
    for nid, props in new.items():
        if nid in free:
            mapping[nid] = nid
            free.pop(nid)
            continue
        candidates = [o for o in by_sig.get(_signature(props), []) if o in free]
        if candidates:
            mapping[nid] = candidates[0]
            free.pop(candidates[0])
    for nid, props in new.items():
        if nid in mapping:
            continue
        same_component = [
            o
            for o in sorted(free, key=lambda i: free[i].get("_start", ""))
            if _signature(free[o])[:2] == _signature(props)[:2]
        ]
        if same_component:
            mapping[nid] = same_component[0]
            free.pop(same_component[0])
    return [
        replace(s, entity_id=mapping.get(s.entity_id, s.entity_id)) if s.schema == "Supply" else s
        for s in found
    ]
