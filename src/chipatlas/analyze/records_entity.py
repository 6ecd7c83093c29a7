"""Typed records of the company, cluster, chip, entity and document pages: every value with its source."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from chipatlas.analyze.records_provenance import Source, SourceSeen

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class Fact(TypedDict):
    """One property of an entity: its best current value, as written, with its source."""

    prop: str
    value: str
    text: str
    source: Source


@with_config(DOCUMENTED)
class Referrer(TypedDict):
    """A statement of another entity that names this one as its value."""

    entity: str
    name: str
    kind: str
    prop: str
    source: Source


@with_config(DOCUMENTED)
class NameFact(TypedDict):
    """A name or alias a source gives a company."""

    name: str
    prop: str
    source: Source


@with_config(DOCUMENTED)
class ParentRef(TypedDict):
    """The company that owns this one, as a source states it."""

    id: str
    name: str
    source: Source


@with_config(DOCUMENTED)
class Appearance(TypedDict):
    """A ring row in which the company is the supplier."""

    platform: str
    slug: str
    supply_id: str
    component: str
    role: str | None
    made_in_country: str | None
    made_in_site: str | None
    us_status: str | None
    evidence: str
    notes: str | None
    document: str
    source: Source | None


@with_config(DOCUMENTED)
class CustomerSupplyRef(TypedDict):
    """A part one company supplies to another, stated with no platform named (a CustomerSupply):
    not a ring row, so no ring, US label or share counts it."""

    id: str
    """The CustomerSupply entity (/entities/{id} lists every statement, current and superseded)."""
    side: str
    """This company's side of it: supplier | customer"""
    supplier_id: str
    supplier: str
    customer_id: str
    customer: str
    component: str
    """The ring's name for the part (HBM4 -> HBM)."""
    role: str | None
    stage: str | None
    share: str | None
    evidence: str
    source: Source
    """The sentence stating it, in its document."""


@with_config(DOCUMENTED)
class SiteUse(TypedDict):
    """A place the company makes parts, and for which ring components."""

    country: str | None
    site: str | None
    used_for: list[str]


@with_config(DOCUMENTED)
class CompanyPage(TypedDict):
    """One company: names, owner and owned, ring appearances, sites, facts, references."""

    id: str
    slug: str
    name: str
    merged_ids: list[str]
    names: list[NameFact]
    aliases: list[str]
    parent: ParentRef | None
    children: list[Referrer]
    appearances: list[Appearance]
    customer_supplies: list[CustomerSupplyRef]
    """Parts it supplies to, or buys from, another company with no platform named."""
    n_platforms: int
    sites: list[SiteUse]
    facts: list[Fact]
    referenced_by: list[Referrer]


@with_config(DOCUMENTED)
class DeploymentRef(TypedDict):
    """A platform a cluster deploys."""

    deployment: str
    platform_id: str
    slug: str | None
    platform: str
    source: Source


@with_config(DOCUMENTED)
class ClusterPage(TypedDict):
    """One cluster: its facts, the platforms it deploys, what refers to it."""

    id: str
    slug: str
    name: str
    facts: list[Fact]
    deployments: list[DeploymentRef]
    referenced_by: list[Referrer]


@with_config(DOCUMENTED)
class PlatformName(TypedDict):
    slug: str
    name: str


@with_config(DOCUMENTED)
class ChipSummary(TypedDict):
    """A chip (a Chip entity, or an accelerator a platform names) and the platforms using it."""

    slug: str
    name: str
    platforms: list[PlatformName]


@with_config(DOCUMENTED)
class ChipUse(PlatformName):
    """A platform using the chip: its accelerator and accelerators-per-unit statements."""

    accelerator: list[Fact]
    per_unit: list[Fact]


@with_config(DOCUMENTED)
class ChipSpec(Fact):
    """A per-chip spec a platform states."""

    platform: str
    slug: str


@with_config(DOCUMENTED)
class ChipMaker(TypedDict):
    """A ring row that designs or makes the chip (accelerator, design partner)."""

    platform: str
    slug: str
    component: str
    supplier: str | None
    supplier_id: str | None
    role: str | None
    made_in_country: str | None
    evidence: str
    notes: str | None
    document: str
    supply_id: str


@with_config(DOCUMENTED)
class ChipPage(ChipSummary):
    """One chip: platforms, their per-chip specs, who designs and makes it."""

    facts: list[Fact]
    uses: list[ChipUse]
    specs: list[ChipSpec]
    makers: list[ChipMaker]


@with_config(DOCUMENTED)
class StatementView(TypedDict):
    """One statement about an entity, current or superseded, with every document that stated it."""

    prop: str
    value: str
    value_name: str | None
    is_reference: bool
    """The value is an entity id: the page links it."""
    status: str
    """current | superseded"""
    superseded_at: str | None
    source: Source
    sources: list[SourceSeen]
    """Every document that stated it, oldest first."""


@with_config(DOCUMENTED)
class EntityPage(TypedDict):
    """Any entity: every statement about it and what refers to it."""

    id: str
    name: str
    kind: str
    statements: list[StatementView]
    referenced_by: list[Referrer]


@with_config(DOCUMENTED)
class DocumentRow(TypedDict):
    """A stored document's record (its text apart)."""

    id: str
    source_key: str
    uri: str
    title: str | None
    publisher: str | None
    published: str | None
    media_type: str
    encoding: str
    size: int
    retrieved_at: str
    ingested_at: str


@with_config(DOCUMENTED)
class DocStatement(TypedDict):
    """A statement read from the document, with its place in the text."""

    id: str
    entity: str
    entity_name: str
    kind: str
    prop: str
    value: str
    quote: str
    span_start: int
    span_end: int
    evidence: str
    status: str
    """current | superseded"""


@with_config(DOCUMENTED)
class DocumentPage(TypedDict):
    """A stored document with the statements read from it, in the order they appear."""

    document: DocumentRow
    text: str
    statements: list[DocStatement]
