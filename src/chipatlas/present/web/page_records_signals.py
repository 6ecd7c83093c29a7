"""Typed page contexts of the signals, conflicts and specs pages: each is the page's ``.json``.

The analyses' records are reused; the pages add anchors into the stored documents.
"""

from __future__ import annotations

from typing_extensions import TypedDict

from chipatlas.analyze.records_conflict import ConflictValue
from chipatlas.analyze.records_exposure import EntitiesExposure
from chipatlas.analyze.records_signal import SignalFields, Takeaway
from chipatlas.analyze.records_specs import SpecRecord


class LinkedTakeaway(Takeaway):
    """A takeaway with the statement it was read from and that statement's anchor."""

    statement: str
    document: str
    href: str


class LinkedSignal(SignalFields[LinkedTakeaway]):
    """``SignalRecord`` with linked takeaways and the source URLs of its facts."""

    source_urls: list[str]


class RelatedSignal(TypedDict):
    id: str
    title: str


class SignalDetail(LinkedSignal):
    """One signal's page body: its related signals titled, the rings its entities feed."""

    related_signals: list[RelatedSignal]
    rings: EntitiesExposure


class SignalFilters(TypedDict):
    entity: str | None
    since: str | None
    type: str | None


class SignalsContext(TypedDict):
    page: str
    title: str
    filters: SignalFilters
    types: list[str]
    n_signals: int
    signals: list[LinkedSignal]
    next_cursor: str | None


class SignalContext(TypedDict):
    page: str
    title: str | None
    signal: SignalDetail


class AnchoredValue(ConflictValue):
    """A disagreeing value with the anchor of its statement's words."""

    href: str


class AnchoredConflict(TypedDict):
    entity: str
    name: str
    prop: str
    values: list[AnchoredValue]
    n_sources: int


class ConflictsContext(TypedDict):
    page: str
    title: str
    entity: str | None
    n_conflicts: int
    conflicts: list[AnchoredConflict]
    next_cursor: str | None


class LinkedSpec(SpecRecord):
    """A spec claim with its quote's anchor, its label and the quote as shown."""

    href: str
    label: str
    shown_quote: str


class SpecsContext(TypedDict):
    page: str
    title: str
    entity: str
    name: str
    specs: list[LinkedSpec]
