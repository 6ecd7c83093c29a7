"""The merged-entity view: the judgements applied when reading (nomenklatura's ``View``).

Statements keep the ids they were written with. ``View`` maps each id to the canonical
id of its 'same' cluster and back to its members, so every analysis that names an
entity (pages, exposure, signals, specs, search, lists) asks the view, never the raw
id. The ring projection already holds canonical supplier ids: ``ingest.identity``
refreshes its affected rows in the judgement's own transaction (docs/architecture.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import Connection, select

from chipatlas.errors import NotFoundError
from chipatlas.model.names import match_key
from chipatlas.resolve.resolver import Resolver, judged_canonical
from chipatlas.store import judgements as log
from chipatlas.store.tables import aliases, entities


@dataclass(frozen=True)
class View:
    """id -> canonical id for every merged id; ids not in the map stand for themselves."""

    canon: dict[str, str]
    _members: dict[str, tuple[str, ...]] = field(default_factory=dict, repr=False)

    @classmethod
    def load(cls, conn: Connection) -> View:
        canon = judged_canonical(conn)
        groups: dict[str, list[str]] = {}
        for member, head in sorted(canon.items()):
            groups.setdefault(head, []).append(member)
        members = {head: (head, *sorted(m for m in ids if m != head)) for head, ids in groups.items()}
        return cls(canon, members)

    def canonical(self, entity_id: str) -> str:
        return self.canon.get(entity_id, entity_id)

    def members(self, entity_id: str) -> list[str]:
        """Every id judged the same as this one's canonical id, the canonical one first."""
        head = self.canonical(entity_id)
        return list(self._members.get(head, (head,)))

    def merged_away(self) -> list[str]:
        """Ids that read as another (hidden from lists, their pages show the canonical one)."""
        return sorted(k for k, v in self.canon.items() if k != v)


@dataclass(frozen=True)
class JudgementRow:
    """A judgement as a page or a list shows it: both sides with their names."""

    id: int
    judgement: str
    left_id: str
    left_name: str
    right_id: str
    right_name: str
    reason: str | None
    judged_by: str
    created_at: str
    current: bool


def _captions(conn: Connection, ids: list[str]) -> dict[str, str]:
    rows = conn.execute(select(entities.c.id, entities.c.caption).where(entities.c.id.in_(ids)))
    return {r.id: r.caption for r in rows}


def judgement_rows(conn: Connection, entity: str | None = None) -> list[JudgementRow]:
    """The log (or the entries that touch ``entity``'s cluster), newest first, names resolved."""
    ids = None
    if entity is not None:
        ids = View.load(conn).members(entity)
    found = log.history(conn, ids)
    names = _captions(conn, sorted({i for j in found for i in (j.left_id, j.right_id)}))
    return [
        JudgementRow(
            j.id,
            j.judgement,
            j.left_id,
            names.get(j.left_id, j.left_id),
            j.right_id,
            names.get(j.right_id, j.right_id),
            j.reason,
            j.judged_by,
            j.created_at,
            j.current,
        )
        for j in reversed(found)
    ]


def find_id(conn: Connection, name: str) -> str:
    """The stored id a person means by ``name`` (an id, a name or an alias), before any merge.

    A split names the two sides of a merge, which read as one entity through the view;
    so this looks names up in the alias index without the judgements, preferring the
    entity whose own name it is when several share it.
    """
    text = name.strip()
    if ":" in text:
        known = conn.execute(select(entities.c.id).where(entities.c.id == text)).first()
        if known is not None:
            return text
    key = match_key(text)
    rows = conn.execute(select(aliases.c.entity_id).where(aliases.c.key == key)).all()
    ids = sorted({str(r.entity_id) for r in rows})
    if len(ids) > 1:
        captions = _captions(conn, ids)
        ids = [i for i in ids if match_key(captions.get(i, "")) == key] or ids
    if len(ids) == 1:
        return ids[0]
    if not ids:
        close = Resolver(conn).suggest(text)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise NotFoundError(f"no entity is called {name!r}{hint}")
    raise NotFoundError(f"{name!r} names several entities ({', '.join(ids)}): give the id")
