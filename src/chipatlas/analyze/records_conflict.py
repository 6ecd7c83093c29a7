"""Typed records of the conflicts read: stated values (claims and plain properties) and the
disagreements between sources."""

from __future__ import annotations

from typing import Literal, NotRequired

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)

# Claim properties a claim may leave out (the claims file or article does not always give them).
ClaimText = Literal["subject_name", "metric", "scope", "unit", "qualifier", "note"]


@with_config(DOCUMENTED)
class StatedValue(TypedDict):
    """One current value of (subject, property), with its source."""

    subject: str
    prop: str
    value: str
    original: str
    """The value as written."""
    statement: str
    """The statement that says it: its words are marked in the document under this id."""
    document: str
    evidence: str
    source_url: str | None
    quote: str
    sources: list[str]
    """Page URLs (else document ids) that state this value."""
    unit: NotRequired[str]
    qualifier: NotRequired[str]
    subject_name: NotRequired[str]
    """The name the subject was written with (a claim's), for an entity the store has no caption of."""


@with_config(DOCUMENTED)
class ClaimRecord(StatedValue):
    """One current claim: a figure a source states about an entity."""

    id: str
    metric: NotRequired[str]
    scope: NotRequired[str]
    note: NotRequired[str]


@with_config(DOCUMENTED)
class ConflictValue(TypedDict):
    """One of the differing values, with its source."""

    value: str
    unit: str
    qualifier: str
    original: str
    statement: str
    """The statement that says it: ``/documents/{document}#s-{statement}`` shows its words."""
    document: str
    evidence: str
    source_url: str | None
    quote: str


@with_config(DOCUMENTED)
class Conflict(TypedDict):
    """One entity and property whose sources state different values."""

    entity: str
    name: str
    prop: str
    values: list[ConflictValue]
