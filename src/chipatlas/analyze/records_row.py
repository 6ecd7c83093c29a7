"""The typed record of one ring row as the analyses show it (exposure, US content, what-if)."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class RowBrief(TypedDict):
    """One ring row as an analysis result shows it, with its links."""

    platform: str
    slug: str
    component: str
    supplier: str | None
    """Canonical supplier name; null when not disclosed."""
    supplier_id: str | None
    role: str | None
    made_in_country: str | None
    """The country's shown name; null when not stated."""
    made_in_site: str | None
    us_status: str | None
    evidence: str
    supply_id: str
    location_id: str
    """The place (production) id; empty when no place is stated."""
    document: str
    source_url: str | None
