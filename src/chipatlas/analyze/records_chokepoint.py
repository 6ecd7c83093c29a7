"""Typed records of the chokepoints read: sole sources, single known sources and gaps."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class Finding(TypedDict):
    """One chokepoint or gap of a ring, with the ring rows behind it."""

    platform: str
    slug: str
    component: str
    supplier: str | None
    """Canonical supplier name; null for a gap (not disclosed)."""
    supplier_id: str | None
    """On a corporate group's finding: its top company (the group is the single source)."""
    group: str | None
    """The corporate group's top company when the part's only suppliers are several companies
    of one group (counted as one supplier: "one corporate group: A (parent of B)"); else null."""
    design_tier: list[str]
    """The platform's own designer(s) named beside the part's makers: a step before them,
    never counted as an alternative (analyze/design_tier.py); empty otherwise."""
    kind: str
    """sole (the source says no other supplier) | single_known (one named supplier, none marked
    sole: what the sources name, not proof) | gap (supplier not disclosed)"""
    role: str | None
    evidence: str
    made_in_country: str | None
    n_named_suppliers: int
    """Distinct named suppliers of the component, both tiers (the reason says how they count)."""
    n_undisclosed_rows: int
    """Rows of the component whose supplier is not disclosed."""
    reason: str
    conflict: str | None
    """On a sole row an accepted qualified / in-volume second source contradicts: the same
    note the what-if and exposure carry (the reason ends with it too); null otherwise."""
    document: str
    supply_ids: list[str]
    """Ring rows (supply ids) behind the finding."""
    documents: list[str]
    source_urls: list[str]


@with_config(DOCUMENTED)
class KindCounts(TypedDict):
    """How many findings of each kind."""

    sole: int
    single_known: int
    gap: int


@with_config(DOCUMENTED)
class Gaps(TypedDict):
    """The components of a platform whose supplier (or one of whose suppliers) is not disclosed."""

    platform: str
    slug: str
    n_components: int
    n_gaps: int
    n_components_without_named_supplier: int
    gaps: list[Finding]


@with_config(DOCUMENTED)
class ChokepointSummary(TypedDict):
    """Counts of each kind for one platform, with the findings themselves."""

    platform: str
    slug: str
    counts: KindCounts
    chokepoints: list[Finding]
