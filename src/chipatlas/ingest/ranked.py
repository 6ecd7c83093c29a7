"""Reading statements back in chunks, ranked as ``store.facts`` ranks them: shared by the
projections and the identity rebuild, which both read hundreds of thousands of rows."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from chipatlas.model.vocab import evidence_rank
from chipatlas.store.tables import statements

CHUNK = 500
# What ranked needs to order competing statements: evidence, then recency.
RANKED = (
    statements.c.entity_id,
    statements.c.prop,
    statements.c.value,
    statements.c.evidence,
    statements.c.last_seen,
)


def chunks(ids: Sequence[str]) -> Iterator[Sequence[str]]:
    for i in range(0, len(ids), CHUNK):
        yield ids[i : i + CHUNK]


def ranked(rows: Iterable[Any]) -> dict[str, dict[str, list[Any]]]:
    """entity -> prop -> rows, strongest evidence first, then the newest (as store.facts)."""
    out: dict[str, dict[str, list[Any]]] = defaultdict(lambda: defaultdict(list))
    for r in rows:
        out[r[0]][r[1]].append(r)  # entity_id, prop (RANKED leads every query): by position, faster
    for props in out.values():
        for values in props.values():
            if len(values) > 1:
                # Ties fall to the value, so two rows of one file rank the same on every backend.
                values.sort(key=lambda r: r.value)
                values.sort(key=lambda r: r.last_seen, reverse=True)
                values.sort(key=lambda r: evidence_rank(r.evidence))
    return out
