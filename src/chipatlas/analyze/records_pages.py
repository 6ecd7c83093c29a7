"""Typed records of a platform page beyond its ring: summary facts, specs, documents, clusters."""

from __future__ import annotations

from typing import NotRequired

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from chipatlas.analyze.records_provenance import Source

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class FactItem(TypedDict):
    """One summary or spec value of a platform, or its gap, with its source."""

    prop: str
    label: str
    value: str | None
    """The value; an entity it names reads as the entity's name (its id in ``ref``)."""
    text: str
    """The value as the document wrote it, or 'Not disclosed'."""
    gap: bool
    """The source says the value is not disclosed."""
    source: Source | None
    n_sources: int
    ref: NotRequired[str]
    """The entity id the value names, when it names one."""
    unit_kind: NotRequired[str]
    """What one unit is (accelerators per unit only)."""


@with_config(DOCUMENTED)
class PlatformFacts(TypedDict):
    """What the store knows about a platform beyond its ring."""

    summary: list[FactItem]
    specs: list[FactItem]
    record: dict[str, FactItem] | None
    """The dataset record (title, sources, last verified), when the platform has one."""
    aliases: list[str]


@with_config(DOCUMENTED)
class DocumentBrief(TypedDict):
    """A stored document as a list shows it."""

    id: str
    uri: str
    title: str | None
    ingested_at: str


@with_config(DOCUMENTED)
class ClusterLink(TypedDict):
    """A cluster that deploys a platform, or that the platform's sources name."""

    deployment: str
    cluster_id: str
    platform_id: str
    relation: str
    """deploys this platform | named in this platform's sources"""
    source: Source
    cluster: str
    platform: str
