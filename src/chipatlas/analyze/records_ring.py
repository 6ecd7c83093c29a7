"""Typed records a ring read hands to the presentation layer (CLI, web, JSON, CSV, OpenAPI).

TypedDicts rather than dataclasses: the records stay plain JSON-shaped mappings, so
templates, JSON twins and `row["x"]` consumers work unchanged while mypy checks every key.
"""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

# The OpenAPI models are these records; a string under a field becomes its description there.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class PlatformSummary(TypedDict):
    """One line of the platform list."""

    slug: str
    name: str
    n_rows: int
    n_components: int
    last_verified: str | None


@with_config(DOCUMENTED)
class PlatformRecord(PlatformSummary):
    """A platform as stored, with its id."""

    id: str


@with_config(DOCUMENTED)
class RingRow(TypedDict):
    """One ring row in the data contract (what exports and the API show)."""

    component: str
    supplier: str | None
    """Canonical supplier name; null when not disclosed."""
    supplier_detail: str | None
    role: str | None
    """sole | primary | second_source | null"""
    made_in_country: str | None
    made_in_site: str | None
    us_status: str | None
    """made_abroad | some_us_volume | made_in_us | planned_us_volume | not_disclosed"""
    location_scope: str | None
    """platform: the source says where this platform's part is made; supplier_level: where the
    supplier makes such parts in general; null when no place is known"""
    location_evidence: str | None
    """Evidence level of the place, when one is known."""
    evidence: str
    """confirmed | committed | claimed | inferred | speculative"""
    has_source_link: bool
    notes: str | None
    document: str
    """Id of the stored document the row was read from."""


@with_config(DOCUMENTED)
class StoredRingRow(TypedDict):
    """A projection row with its ids (supply, supplier, place, source url), for faces that link."""

    platform_id: str
    supply_id: str
    location_id: str
    position: int
    component: str
    supplier_id: str | None
    supplier: str | None
    supplier_detail: str | None
    role: str | None
    made_in_country: str | None
    made_in_site: str | None
    us_status: str | None
    location_scope: str | None
    location_evidence: str | None
    evidence: str
    has_source_link: bool
    notes: str | None
    document_id: str
    source_url: str | None


@with_config(DOCUMENTED)
class ExportRow(RingRow):
    """A ring row of the export (CSV and JSON): the contract row with its platform and link."""

    platform: str
    source_url: str | None


@with_config(DOCUMENTED)
class Ring(TypedDict):
    """The ring of one platform."""

    platform: str
    slug: str
    last_verified: str | None
    n_rows: int
    n_components: int
    rows: list[RingRow]


@with_config(DOCUMENTED)
class UsBrief(TypedDict):
    """A ring row cut down to what the US-share view shows."""

    component: str
    supplier: str | None
    made_in_site: str | None
    us_status: str | None
    location_scope: str | None
    """platform | supplier_level: whether the place is this platform's or the supplier's in general"""
    location_evidence: str | None
    """Evidence level of the place (the US status is a claim about where the part is made)."""
    evidence: str
    """Evidence level of the supply itself."""
    document: str


@with_config(DOCUMENTED)
class UsShare(TypedDict):
    """Components of a platform with US production now, and planned."""

    platform: str
    slug: str
    n_components: int
    n_components_us_now: int
    share_us_now: float | None
    n_components_us_planned_only: int
    """Components whose only US production is planned (none now): the count every face words."""
    us_now: list[UsBrief]
    us_planned: list[UsBrief]
