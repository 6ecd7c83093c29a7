"""Typed records of provenance: where a shown value came from (statement, document, quote, evidence)."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)

# One current statement row as the store reads it (store.facts.current): column -> value.
StatementRow = dict[str, object]


@with_config(DOCUMENTED)
class Source(TypedDict):
    """The provenance of one statement, in the shape every face shows."""

    statement: str
    """Id of the statement the value was read from."""
    document: str
    """Id of the stored document that states it."""
    quote: str
    """The words of the document the value was read from."""
    evidence: str
    """confirmed | committed | claimed | inferred | speculative"""
    source_url: str | None
    first_seen: str
    last_seen: str


@with_config(DOCUMENTED)
class SourceSeen(TypedDict):
    """One document's statement of a value (the provenance log), oldest first."""

    document: str
    uri: str | None
    quote: str
    original_value: str
    evidence: str
    source_url: str | None
    seen_at: str
    latest: bool
    """The observation the statement row itself carries."""


@with_config(DOCUMENTED)
class StatementSource(TypedDict):
    """A statement's document, quote and evidence (for a link to its words)."""

    statement: str
    document: str
    quote: str
    evidence: str


class Caption(TypedDict):
    """How an id is shown: its name and its kind (schema)."""

    name: str
    kind: str
