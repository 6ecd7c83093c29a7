"""Typed records of watchlists and their digests: what a digest says and what it cites."""

from __future__ import annotations

from typing import NotRequired

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from chipatlas.analyze.records_exposure import ComponentReach
from chipatlas.analyze.records_proposals import ProposalRecord
from chipatlas.analyze.records_signal import SignalRecord

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class Watched(TypedDict):
    """A watched entity or platform: its id and shown name."""

    id: str
    name: str


@with_config(DOCUMENTED)
class Watchlist(TypedDict):
    """A watchlist as stored: what it watches, how often, and who receives it."""

    name: str
    entities: list[Watched]
    platforms: list[Watched]
    countries: list[str]
    types: list[str]
    min_impact: int | None
    cadence: str
    """hourly | daily | weekly"""
    created_at: str
    checked_until: str | None
    has_secret: bool
    emails: list[str]
    webhooks: list[str]


@with_config(DOCUMENTED)
class MatchedSignal(SignalRecord):
    """A signal of the watchlist, with when the store first saw it and why it matches."""

    first_seen: str
    matched_by: list[str]


@with_config(DOCUMENTED)
class DigestExposure(ComponentReach):
    """A watched ring component a signal reaches."""

    signal: str
    signal_title: str | None
    platform: str
    slug: str


@with_config(DOCUMENTED)
class ChangeLine(TypedDict):
    """A new, superseded or changed statement of a watched ring (a change event and its kind)."""

    kind: str
    """new | superseded | changed"""
    statement_id: str
    entity_id: str
    component: str | None
    prop: str
    value: str
    evidence: str
    first_seen: str
    retired_at: str | None
    document: str
    source_url: str | None
    old_value: NotRequired[str]
    """The values it replaced (changed only)."""


@with_config(DOCUMENTED)
class RingChanges(TypedDict):
    """The changes of one watched ring in the period (the first MAX_CHANGES lines)."""

    platform: str
    slug: str
    n_lines: int
    lines: list[ChangeLine]


@with_config(DOCUMENTED)
class DigestFigure(TypedDict):
    """A figure read from prose and proposed for review, about a watched platform or company
    or from a document that touches a watched ring (``chipatlas review accept ID`` states it)."""

    id: str
    """The proposal id"""
    subject: str | None
    """The subject the reader suggests, by name"""
    subject_id: str | None
    metric: str | None
    value: str | None
    value_text: str | None
    """The value as written ("$3.7 billion")"""
    unit: str | None
    scope: str | None
    qualifier: NotRequired[str | None]
    """A bound or an estimate as read ("more than; threshold", "up to", "approx."); a digest
    stored before it was kept has none"""
    figure_class: str | None
    evidence: str
    quote: str
    document: str
    document_title: str | None
    span_start: int
    span_end: int
    """The quote's characters in the stored text: ``/documents/{document}?span=START-END#s-cited``"""
    created_at: str
    matched_by: list[str]
    """Why it is in the digest"""


@with_config(DOCUMENTED)
class Window(TypedDict):
    start: str
    end: str
    since: NotRequired[str]
    """What the start is: ``period`` (the period's own), ``created`` (the watchlist's creation),
    ``last_digest`` (the end of the last digest sent), ``since`` (asked for)."""


@with_config(DOCUMENTED)
class Digest(TypedDict):
    """The digest of one watchlist for one period."""

    watchlist: Watchlist
    period: str
    window: Window
    n_signals: int
    signals: list[MatchedSignal]
    exposure: list[DigestExposure]
    ring_changes: list[RingChanges]
    proposals: list[ProposalRecord]
    """Proposed ring changes of watched platforms, not yet reviewed."""
    figure_proposals: NotRequired[list[DigestFigure]]
    """Figures proposed for review about watched platforms and companies (absent from a
    digest stored before they were listed)."""
    empty: bool
