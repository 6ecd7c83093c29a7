"""The statement: one value of one property of one entity, as one source states it."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass


def make_id(*parts: str | None) -> str:
    """A stable id from its parts: the same inputs give the same id on every machine."""
    joined = "\x1f".join("" if p is None else p for p in parts)
    return hashlib.sha1(joined.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class Statement:
    """A fact as read, before it meets the store.

    ``quote`` is the exact text of the document it was read from and ``start``/``end``
    are its character offsets in the document's text, so every value can be shown in place.
    """

    entity_id: str
    schema: str
    prop: str
    value: str
    original_value: str
    quote: str
    start: int
    end: int
    evidence: str = "claimed"
    source_url: str | None = None  # the public page the document cites for this value

    def key(self, source_key: str) -> str:
        """Deterministic id: the same fact from the same source is the same statement."""
        return make_id(source_key, self.entity_id, self.prop, self.value)
