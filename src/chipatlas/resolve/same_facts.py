"""Same story in other words: two outlets reporting one event with the same facts.

MinHash (``resolve.duplicates``) finds a story told in the same words. This finds one
told in different words: a stored signal that names at least two of the same entities
(Jaccard of the named entities >= 0.4), states at least one of the same figures (same
kind and value in SI units to 4 digits), and is dated within a week. An undated report
never joins by its facts (a product's specs recur across months of coverage): only
MinHash, on the same words, can join it. Each join says which entities, figures and
dates made it, so a reader can judge whether the events are one.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date

from sqlalchemy import Connection, select

from chipatlas.extract.quantities import find_quantities
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.resolve.impact import chunks
from chipatlas.store.tables import statements

MIN_SHARED_ENTITIES = 2
MIN_ENTITY_JACCARD = 0.4
DAYS = 7
_COMMON = 500  # stored signals naming an entity, beyond which it does not pick candidates
_CANDIDATES = 20  # stored signals compared per new one: the most entities in common first
_TEXT_PROPS = ("title", "summary", "takeaway", "magnitude")


@dataclass(frozen=True)
class _Facts:
    entities: frozenset[str]
    figures: frozenset[tuple[str, float]]  # (kind, SI value rounded to 4 significant digits)
    day: str | None


def _figures(texts: list[str]) -> frozenset[tuple[str, float]]:
    out = set()
    for t in texts:
        for q in find_quantities(t):
            # "2x", "40%" are too common to identify an event; "12 billion" of no unit says not what
            if q.kind not in ("ratio", "percent", "number") and q.si:
                out.add((q.kind, float(f"{q.si:.4g}")))
    return frozenset(out)


def _text(prop: str, value: str) -> str:
    if prop != "takeaway":
        return value
    try:
        return str(json.loads(value).get("text", ""))
    except (ValueError, AttributeError):
        return value


def _mentions(props: list[tuple[str, str]]) -> frozenset[str]:
    return frozenset(v for p, v in props if p == P.MENTIONS)


def _facts(props: list[tuple[str, str]]) -> _Facts:
    texts = [_text(p, v) for p, v in props if p in _TEXT_PROPS]
    day = next((v for p, v in props if p == "date" and len(v) == 10), None)
    return _Facts(_mentions(props), _figures(texts), day)


def _entities_close(a: frozenset[str], b: frozenset[str]) -> bool:
    shared = len(a & b)
    return shared >= MIN_SHARED_ENTITIES and shared / len(a | b) >= MIN_ENTITY_JACCARD


def _days_apart(a: str, b: str) -> int:
    return abs((date.fromisoformat(a) - date.fromisoformat(b)).days)


def why_same(new: _Facts, old: _Facts) -> str | None:
    """The reason the two signals report one event, or None."""
    if not _entities_close(new.entities, old.entities):
        return None
    shared = new.entities & old.entities
    figures = new.figures & old.figures
    if not figures:
        return None
    # Without both dates there is no window: a product's specs recur in months of coverage.
    if not (new.day and old.day) or _days_apart(new.day, old.day) > DAYS:
        return None
    when = f"dated {_days_apart(new.day, old.day)} day(s) apart"
    shown = ", ".join(f"{v:g} ({k})" for k, v in sorted(figures)[:3])
    return f"same entities ({', '.join(sorted(shared)[:4])}), same figures ({shown}), {when}"


def same_facts(conn: Connection, found: dict[str, list[Statement]]) -> dict[str, tuple[str, str]]:
    """new signal id -> (stored signal it reports the same event as, why).

    Entities first (cheap, from the mentions); figures are read only for pairs whose
    entities are close enough, since reading them is the costly part.
    """
    props = {sid: [(s.prop, s.value) for s in found_props] for sid, found_props in found.items()}
    entities = {sid: _mentions(p) for sid, p in props.items()}
    new = [sid for sid in props if len(entities[sid]) >= MIN_SHARED_ENTITIES]
    if not new:
        return {}
    by_entity: dict[str, list[str]] = defaultdict(list)  # entity -> new signals naming it
    for sid in new:
        for e in entities[sid]:
            by_entity[e].append(sid)
    stored_by_entity: dict[str, set[str]] = defaultdict(set)
    for batch in chunks(sorted(by_entity)):
        rows = conn.execute(
            select(statements.c.entity_id, statements.c.value).where(
                statements.c.schema == K.SIGNAL,
                statements.c.prop == P.MENTIONS,
                statements.c.value.in_(batch),
                statements.c.retired_at.is_(None),
            )
        )
        for r in rows:
            if r.entity_id not in found:
                stored_by_entity[r.value].add(r.entity_id)
    shared: dict[str, Counter[str]] = defaultdict(Counter)  # new sid -> stored sid -> shared entities
    for entity, stored in stored_by_entity.items():
        if len(stored) > _COMMON:  # named in most stories ('Nvidia'): says nothing about which one
            continue
        for sid in by_entity[entity]:
            shared[sid].update(stored)
    picks = {
        sid: [c for c, n in counts.most_common(_CANDIDATES) if n >= MIN_SHARED_ENTITIES]
        for sid, counts in shared.items()
    }
    props.update(_stored_props(conn, sorted({c for cs in picks.values() for c in cs})))
    read: dict[str, _Facts] = {}
    out: dict[str, tuple[str, str]] = {}
    for sid, candidates in picks.items():
        for c in candidates:
            if c not in props or not _entities_close(entities[sid], _mentions(props[c])):
                continue
            for x in (sid, c):
                if x not in read:
                    read[x] = _facts(props[x])
            why = why_same(read[sid], read[c])
            if why:
                out[sid] = (c, why)
                break
    return out


def _stored_props(conn: Connection, ids: list[str]) -> dict[str, list[tuple[str, str]]]:
    props: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for batch in chunks(ids):
        rows = conn.execute(
            select(statements.c.entity_id, statements.c.prop, statements.c.value).where(
                statements.c.entity_id.in_(batch),
                statements.c.prop.in_((*_TEXT_PROPS, "date", P.MENTIONS)),
                statements.c.retired_at.is_(None),
            )
        )
        for r in rows:
            props[r.entity_id].append((r.prop, r.value))
    return props


__all__ = ["same_facts", "why_same"]
