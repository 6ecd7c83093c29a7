"""Typed records of ``chipatlas document``: everything read from one document."""

# EntitySentiment is shared with the signal records.

from __future__ import annotations

from pydantic import with_config
from typing_extensions import TypedDict

from chipatlas.analyze.records_signal import DOCUMENTED, EntitySentiment


@with_config(DOCUMENTED)
class DocumentSignal(TypedDict):
    """A signal read from the document, with why its type and sentiment were chosen."""

    id: str
    title: str | None
    date: str | None
    source: str | None
    type: str | None
    type_reasons: list[str]
    sentiment: str | None
    sentiment_reasons: list[str]
    entity_sentiment: list[EntitySentiment]
    """Per entity when it differs from the overall value: {entity, sentiment, reasons}."""
    why_it_matters: str | None
    language: str | None
    mentions: list[str]


@with_config(DOCUMENTED)
class DocumentEntity(TypedDict):
    """An entity the document names, with the statements that name it."""

    id: str
    name: str
    reasons: list[str]


@with_config(DOCUMENTED)
class DocumentClaim(TypedDict):
    """A figure read from the document; ``subject`` is None for an unattached figure."""

    id: str
    subject: str | None
    subject_name: str | None
    metric: str | None
    value: str | None
    unit: str | None
    scope: str | None
    quote: str
    start: int
    end: int
    evidence: str


@with_config(DOCUMENTED)
class DocumentFigureProposal(TypedDict):
    """A figure read from the document and kept for review (its class is not measured safe).

    ``id`` is the proposal id for ``chipatlas review accept|edit|reject``; ``start``-``end``
    are the quote's characters in the stored text."""

    id: str
    status: str
    """proposed, accepted or rejected"""
    subject_id: str | None
    subject_name: str | None
    """The subject as the reader suggests it"""
    metric: str | None
    value: str | None
    value_text: str | None
    unit: str | None
    scope: str | None
    qualifier: str | None
    figure_class: str
    """How the subject was read and the metric's family, e.g. ``clause/money_result``"""
    evidence: str
    quote: str
    start: int
    end: int


@with_config(DOCUMENTED)
class DocumentRingChange(TypedDict):
    """A ring change read from the document (a supply, site, ownership or deployment), proposed
    or kept as a candidate; ``id`` is the proposal id for ``chipatlas review``."""

    id: str
    status: str
    """proposed, candidate, accepted or rejected"""
    kind: str
    action: str
    what: str
    """What accepting it would state, in a few words ("add Velmora -> HBM of Vexa Rack (...)")"""
    evidence: str
    quote: str
    start: int
    end: int


@with_config(DOCUMENTED)
class DocumentRecord(TypedDict):
    """One stored document and everything read from it."""

    id: str
    uri: str
    source_key: str
    title: str | None
    publisher: str | None
    published: str | None
    media_type: str
    size: int
    ingested_at: str
    n_statements: int
    signals: list[DocumentSignal]
    entities: list[DocumentEntity]
    claims: list[DocumentClaim]
    unattached: list[DocumentClaim]
    figure_proposals: list[DocumentFigureProposal]
    """Figures kept for review instead of stated: accept, edit or reject them by id"""
    ring_changes: list[DocumentRingChange]
    """Ring changes read from it, each a proposal to review by id (none changes a ring until accepted)"""
    repairs: list[str]
    """Re-read from the stored text: what reading had to assume or skip."""
