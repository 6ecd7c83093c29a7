"""A new source's supply and production statements, kept as the write stores them, so
the ring projection is built from them instead of reading them back.

A statement id hashes its source key, so when a source is ingested for the first time
every statement it states is inserted as new: its stored row is exactly the statement
with this document, this time and this source key (the first of two same facts in one
version wins, as in ``store.writer``). Only those rows are held here; other sources'
rows for the same platforms are still read from the store (``projections``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from typing import NamedTuple, cast

from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement

_HELD = frozenset({K.SUPPLY, K.PRODUCTION})  # what the ring projection reads
_WIDTH = 4  # prop, value, evidence, span start: one held statement in an entity's flat list
_SHORT = 40  # values this short are shared between rows (components, countries, roles)


class Fact(NamedTuple):
    """A stored statement row as the projection selects it (``ranked.RANKED`` first)."""

    entity_id: str
    prop: str
    value: str
    evidence: str
    last_seen: str
    first_seen: str
    document_id: str
    source_key: str
    span_start: int
    source_url: str | None


class HeldFacts:
    """Watches the statements on their way to the write; afterwards answers the look-ups
    of the ring projection for this source's rows."""

    def __init__(self, source_key: str, document_id: str, at: str) -> None:
        self.source_key, self.document_id, self.at = source_key, document_id, at
        # entity -> flat [prop, value, evidence, start, ...]: a tuple per statement costs
        # twice the memory on a 100,000-row ring.
        self._flat: dict[str, list[object]] = {}
        self._urls: dict[str, list[str | None]] = {}  # entity -> each held statement's source URL
        self._shared: dict[str, str] = {}
        self._by_platform: dict[str, list[str]] | None = None
        self._places: dict[str, list[str]] | None = None

    def watch(self, found: Iterable[Statement]) -> Iterator[Statement]:
        """The statements as they are, each noted on the way."""
        for s in found:
            if s.schema in _HELD:
                self._add(s)
            yield s

    def _add(self, s: Statement) -> None:
        flat = self._flat.get(s.entity_id)
        if flat is None:
            flat = self._flat[s.entity_id] = []
            self._urls[s.entity_id] = []
        value = s.value
        if len(value) <= _SHORT:
            value = self._shared.setdefault(value, value)
        flat += (s.prop, value, s.evidence, s.start)
        self._urls[s.entity_id].append(s.source_url)

    def facts(self, entity_id: str) -> list[Fact]:
        """The entity's stored rows of this source: the first of each (prop, value)."""
        flat, urls = self._flat.get(entity_id), self._urls.get(entity_id, [])
        if not flat:
            return []
        out: list[Fact] = []
        seen: set[tuple[object, object]] = set()
        for n, i in enumerate(range(0, len(flat), _WIDTH)):
            prop, value = flat[i], flat[i + 1]
            if (prop, value) in seen:
                continue
            seen.add((prop, value))
            out.append(
                Fact(
                    entity_id,
                    cast(str, prop),
                    cast(str, value),
                    cast(str, flat[i + 2]),
                    self.at,
                    self.at,
                    self.document_id,
                    self.source_key,
                    cast(int, flat[i + 3]),
                    urls[n],
                )
            )
        return out

    def supplies_of(self, platform_id: str) -> list[str]:
        """The supplies this source places on a platform (by the id it states)."""
        if self._by_platform is None:
            self._by_platform = self._index(P.PLATFORM)
        return self._by_platform.get(platform_id, [])

    def places_of(self, supply_id: str) -> list[str]:
        """The productions this source states for a supply."""
        if self._places is None:
            self._places = self._index(P.SUPPLY)
        return self._places.get(supply_id, [])

    def _index(self, prop: str) -> dict[str, list[str]]:
        """value -> the entities stating it for ``prop`` (a link: platform, supply)."""
        out: dict[str, list[str]] = defaultdict(list)
        for eid, flat in self._flat.items():
            values = {flat[i + 1] for i in range(0, len(flat), _WIDTH) if flat[i] == prop}
            for value in values:
                out[str(value)].append(eid)
        return out
