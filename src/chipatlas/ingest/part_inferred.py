"""The part of a supply whose sentence names none ("TSMC, a key supplier to Apple"), taken
from what the supplier makes (``model/makes.py``).

The proposal says so in its reason, so it stays a candidate a reviewer sees was not stated;
its evidence is the sentence's, never higher. A supplier the knowledge gives no one part for
gives no proposal: the sentence alone names no ring part.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from chipatlas.extract.relation import Relation
from chipatlas.model.makes import made_part

INFERRED = "part inferred from what the supplier makes"


def infer_part(
    rel: Relation, canonical: Callable[[str], str], makes: Mapping[str, str] | None = None
) -> tuple[Relation, str | None] | None:
    """The relation with its part filled and why it is a candidate, the relation as it is
    when it states its part, or None when the part is unstated and not known; ``canonical``
    maps an id through the judgements, ``makes`` is company id -> part (the bundled table)."""
    if not rel.part_unstated:
        return rel, None
    if rel.supplier is None:
        return None
    supplier = canonical(rel.supplier.entity_id)
    table = made_part() if makes is None else makes
    parts = {p for c, p in table.items() if canonical(c) == supplier}
    if len(parts) != 1:
        return None
    part = parts.pop()
    return replace(rel, component=part), f"{INFERRED} ({rel.supplier.text}: {part})"
