"""Typed records of the compare read: platforms side by side, every value with its statements."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from chipatlas.analyze.records_network import RowLink

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class OtherValue(TypedDict):
    """A different value another statement gives for the same field."""

    value: str
    statement_id: str


@with_config(DOCUMENTED)
class Cell(TypedDict):
    """One summary field of one platform."""

    value: str | None
    status: str
    """stated | not_disclosed (the source says it is not disclosed) | absent (no source says)"""
    evidence: str | None
    statement_ids: list[str]
    documents: list[str]
    source_url: str | None
    other_values: list[OtherValue]


@with_config(DOCUMENTED)
class ComparedSpec(TypedDict):
    """One spec value of a platform in SI units, with the statement it was read from."""

    name: str
    """quantity.scope, e.g. fp8_dense.chip"""
    quantity: str
    scope: str | None
    """chip | unit | pod | null (the key states no scope)"""
    value_si: float
    unit: str
    shown: str
    """The SI value as a person reads it, e.g. '12 PFLOP/s'."""
    qualifiers: list[str]
    read_as_gib: bool
    """The seed file says its GB figures are GiB, so the value was read as GiB."""
    key: str
    """The stated property, e.g. spec.fp8_dense_pflops_chip."""
    original: str
    statement_ids: list[str]
    documents: list[str]


@with_config(DOCUMENTED)
class DerivedSpec(TypedDict):
    """A figure computed from stated ones (per chip, per unit, per watt), with its formula."""

    name: str
    value_si: float
    unit: str
    shown: str
    formula: str
    statement_ids: list[str]


@with_config(DOCUMENTED)
class ComparedPlatform(TypedDict):
    """One platform's column of the comparison."""

    slug: str
    name: str
    last_verified: str | None
    n_rows: int
    n_components: int
    summary: dict[str, Cell]
    """Summary field -> its cell (every field of summary_fields)."""
    undisclosed: list[str]
    """Fields the source says are not disclosed."""
    specs: dict[str, ComparedSpec]
    """The summary's specs, and what the claims of the platform and its chip state where the
    summary is silent (``key`` begins "claim")."""
    claims_not_shown: list[str]
    """Spec names whose claims disagree: see ``chipatlas conflicts``, never one picked."""
    derived: dict[str, DerivedSpec]


@with_config(DOCUMENTED)
class SharedSupplier(TypedDict):
    """A supplier in more than one of the compared rings."""

    supplier_id: str
    supplier: str
    n_platforms: int
    platforms: dict[str, list[RowLink]]
    """Platform slug -> the supplier's rows there."""


@with_config(DOCUMENTED)
class Comparison(TypedDict):
    """Platforms side by side."""

    platforms: list[ComparedPlatform]
    summary_fields: list[str]
    spec_names: list[str]
    derived_names: list[str]
    shared_suppliers: list[SharedSupplier]
