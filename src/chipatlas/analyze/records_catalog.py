"""Typed records of the browsing lists: store counts, latest ingests, dataset records, entities,
documents (what the home page, the CLI lists and the paged API answers show)."""

from __future__ import annotations

from typing import Literal, NotRequired

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from chipatlas.analyze.provenance import Source

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)

# The dataset-record properties a platform's seed file states.
DatasetProp = Literal["dataset_title", "dataset_sources", "last_verified"]


@with_config(DOCUMENTED)
class StoreCounts(TypedDict):
    """How much the store holds."""

    platforms: int
    ring_rows: int
    documents: int
    statements: int
    """Current statements."""
    superseded: int
    """Statements a newer version of their source no longer states."""
    entities: dict[str, int]
    """Entities per kind (Platform, Company, ...)."""


@with_config(DOCUMENTED)
class IngestLine(TypedDict):
    """One recent ingest of a document."""

    at: str
    document: str
    uri: str
    title: str | None
    source: str
    new: int
    confirmed: int
    superseded: int


@with_config(DOCUMENTED)
class SupersededLine(TypedDict):
    """One recently superseded statement, with where it came from."""

    superseded_at: str
    entity: str
    entity_name: str | None
    """The entity's name (None when the store has no name for it)."""
    prop: str
    value: str
    source: Source


@with_config(DOCUMENTED)
class DatasetField(TypedDict):
    """One field of a dataset record: its value, the text it was read from, its statement."""

    value: str
    text: str
    source: Source


@with_config(DOCUMENTED)
class DatasetRecord(TypedDict):
    """A platform's dataset record; a field is absent when its seed file does not state it."""

    slug: str
    platform: str
    n_rows: int
    n_components: int
    dataset_title: NotRequired[DatasetField]
    dataset_sources: NotRequired[DatasetField]
    last_verified: NotRequired[DatasetField]


@with_config(DOCUMENTED)
class EntityLine(TypedDict):
    """One entity of the entity list."""

    id: str
    kind: str
    """Platform, Company, Cluster, Chip, Supply, ..."""
    name: str
    slug: str
    n_platforms: int
    """Platforms whose ring names this entity as a supplier."""
    n_ring_rows: int
    """Ring rows that name this entity as a supplier."""


@with_config(DOCUMENTED)
class DocumentLine(TypedDict):
    """One stored document of the document list."""

    id: str
    """sha256 of the document's bytes."""
    uri: str
    title: str | None
    source: str
    """The source key: a new version of a source supersedes the old."""
    media_type: str
    size: int
    published: str | None
    retrieved_at: str
    ingested_at: str
    n_statements: int
    """Current statements this document backs."""
