"""Typed records of the signals read (news items with date, type, impact and entities)."""

from __future__ import annotations

from typing import Annotated, Generic, TypeVar

from pydantic import ConfigDict, Field, with_config
from typing_extensions import TypedDict

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class Takeaway(TypedDict):
    """One sentence the signal's document gives as a takeaway, with its place in the text."""

    text: str
    quote: str
    start: int
    end: int


@with_config(DOCUMENTED)
class SignalEntity(TypedDict):
    """An entity the signal is about (subject) or names (mention)."""

    id: str
    name: str
    role: str
    """subject | mention"""


@with_config(DOCUMENTED)
class StoryJoin(TypedDict):
    """Another outlet's report joined to this signal as the same story, and why."""

    joined: str
    why: str


@with_config(DOCUMENTED)
class EntitySentiment(TypedDict):
    """How the story reads for one entity, where it differs from the overall sentiment."""

    entity: str
    sentiment: str
    reasons: list[str]


TakeawayT = TypeVar("TakeawayT", bound=Takeaway)


class SignalFields(TypedDict, Generic[TakeawayT]):
    """A signal's fields, generic in its takeaways: plain here, linked to their anchors on the web pages.

    pydantic reads field docstrings from the named record's own body only, so the fields that
    carry a description for the OpenAPI models say it with ``Field``.
    """

    id: str
    date: str | None
    date_precision: str
    type: str | None
    source: str
    sources: list[str]
    n_sources: int
    impact: int | None
    impact_reasons: list[str]
    stated_impact: int | None
    sentiment: str | None
    entity_sentiment: list[EntitySentiment]
    language: str | None
    title: str | None
    summary: str | None
    why_it_matters: str | None
    takeaways: list[TakeawayT]
    entities: list[SignalEntity]
    related: list[str]
    document: Annotated[str, Field(description="The document the signal was first read from.")]
    documents: list[str]
    stories: Annotated[
        list[StoryJoin],
        Field(
            description="Reports joined as the same story by their facts (entities, figures, dates), "
            "with the reason."
        ),
    ]


@with_config(DOCUMENTED)
class SignalRecord(SignalFields[Takeaway]):
    """One signal, read from its current statements."""
