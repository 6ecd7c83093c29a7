"""Typed records of spec values: sourced spec claims, their SI reading, and system cross-checks."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class SpecValue(TypedDict):
    """One platform summary spec read into SI units."""

    name: str
    """quantity.scope, e.g. fp8_compute.chip"""
    quantity: str
    scope: str | None
    """chip | unit | pod | null (unstated)"""
    value_si: float
    unit: str
    """The SI unit: FLOP/s, B, B/s, W or kg."""
    shown: str
    qualifiers: list[str]
    read_as_gib: bool
    """GB in the key read as GiB, because the platform says so."""


@with_config(DOCUMENTED)
class SpecRecord(TypedDict):
    """One sourced spec figure of an entity (every source, never merged)."""

    entity: str
    metric: str
    value: str
    unit: str
    qualifier: str
    scope: str
    original: str
    """The figure as the document wrote it."""
    document: str
    evidence: str
    source_url: str | None
    quote: str


# "from" is a keyword, so the record is declared in the functional form.
CrossCheck = TypedDict(
    "CrossCheck",
    {
        "metric": str,
        "scope": str,
        "stated": str,
        "from": str,
        "expected_si": float,
        "stated_si": float,
        "gap_pct": float,
        "verdict": str,
        "documents": list[str],
    },
)
"""A system figure against a smaller-scope figure times the count between them."""
