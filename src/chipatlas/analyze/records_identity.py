"""Typed records of identity and history reads: an entity resolved from a name, and what a
platform's statements said over time."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from chipatlas.analyze.provenance import SourceSeen

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class ResolvedEntity(TypedDict):
    """One entity as the store knows it."""

    id: str
    """Canonical id (through merges)."""
    name: str
    kind: str | None
    aliases: list[str]
    parent: str | None
    """Canonical id of the owner, when a source states one."""


@with_config(DOCUMENTED)
class ReviewDecision(TypedDict):
    """The review decision that wrote a statement: who accepted which proposal, when, why."""

    proposal: str
    decision: str
    decided_by: str
    reason: str | None
    at: str


@with_config(DOCUMENTED)
class HistoryEvent(TypedDict):
    """One statement of a platform, its ring rows or their places, current or superseded."""

    first_seen: str
    last_seen: str
    superseded_at: str | None
    status: str
    """current | superseded"""
    entity: str
    entity_name: str | None
    """The entity's name (a supply: its supplier, component and buyer), when it has one."""
    component: str | None
    prop: str
    value: str
    """An entity reference (supplier, maker, site, supply...) read as the entity's name."""
    value_id: str | None
    """The id a reference value names, beside its name; None for a plain value."""
    evidence: str
    document: str
    source_date: str | None
    """The date the document gives, when it gives one."""
    uri: str
    quote: str
    sources: list[SourceSeen]
    """Every document that stated it, oldest first."""
    decision: ReviewDecision | None
    """Who accepted the proposal that wrote it, when and why (None: read from a document)."""


@with_config(DOCUMENTED)
class History(TypedDict):
    """Every statement of one platform (or company) over time, oldest first."""

    kind: str
    """platform | company (a name that is no platform: the company's statements and its
    supplies to and from other companies stated with no platform named)"""
    platform: str
    """The platform's name (or the company's)."""
    slug: str
    events: list[HistoryEvent]
