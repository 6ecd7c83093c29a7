"""Ids judged the same, as clusters: each id's canonical id (the smallest of its cluster).

Pure, so every reader of the judgements maps ids the same way: the resolver on
SQLAlchemy and the CLI's instant reads on sqlite3 (``analyze.ring_sqlite``).
"""

from __future__ import annotations

from collections.abc import Iterable


def canonical_map(same: Iterable[tuple[str, str]]) -> dict[str, str]:
    """id -> canonical id for every id in a 'same' pair: the smallest id of its cluster.

    The smallest id, not the first judged, so the mapping depends only on which pairs
    are judged the same, and undoing a judgement gives back exactly the earlier mapping.
    """
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.get(x, x) != x:
            x = parent[x]
        return x

    for left, right in same:
        a, b = sorted((find(left), find(right)))
        if a != b:
            parent[b] = a
        parent.setdefault(a, a)
    return {x: find(x) for x in parent}


def members(canon: dict[str, str], entity_id: str) -> list[str]:
    """Every id judged the same as this canonical one, itself first."""
    return [entity_id, *sorted(k for k, v in canon.items() if v == entity_id and k != entity_id)]
