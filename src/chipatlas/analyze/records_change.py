"""Typed records of the changes read: new, changed and superseded statements since a date."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

from chipatlas.store.observations import StoredStatement

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


class ChangedStatement(StoredStatement):
    """A stored statement first seen or retired in the window (a row of the statements table)."""


@with_config(DOCUMENTED)
class ChangeCounts(TypedDict):
    """How many changes: every change since the date, not only the page shown."""

    n_new: int
    """Statements first seen since the date (a new supply brings several: its supplier,
    component, notes, where made ...)."""
    n_changed: int
    """Values replaced: an entity's property, or a component's supplier, old and new paired."""
    n_superseded: int
    """Statements retired since the date."""
    n_supplies_new: int
    """Supplies first stated since the date: a supplier of a component of the platform (the
    ring shows a supply made in two places as two rows)."""
    n_supplies_ended: int
    """Supplies no source states any more, their last 'platform' statement retired since the date."""


@with_config(DOCUMENTED)
class ChangeEvent(TypedDict):
    """One statement that began or ended."""

    statement_id: str
    entity_id: str
    entity_name: str
    """The entity's name as it reads now (its id when the store has no name for it)."""
    component: str | None
    """The ring row's component, for statements of a ring row or its place."""
    prop: str
    value: str
    """Entity references (supplier, platform) read as the entity's name."""
    evidence: str
    first_seen: str
    retired_at: str | None
    document: str
    source_url: str | None


@with_config(DOCUMENTED)
class ChangedValue(TypedDict):
    """An (entity or component, property) whose old value ended and new one began."""

    entity_id: str
    component: str | None
    prop: str
    old: list[ChangeEvent]
    new: list[ChangeEvent]
    statement_ids: list[str]


@with_config(DOCUMENTED)
class ChangeGroup(ChangeCounts):
    """The changes of one platform (or of no platform), one page of events."""

    new: list[ChangeEvent]
    changed: list[ChangedValue]
    superseded: list[ChangeEvent]


@with_config(DOCUMENTED)
class PlatformChanges(ChangeGroup):
    """The changes of one platform."""

    slug: str
    name: str
    last_verified: str | None
    last_seen: str | None
    """Newest last_seen over the platform's current statements."""


@with_config(DOCUMENTED)
class ChangesHead(TypedDict):
    """What changed since a date: totals, per platform, and statements of no platform."""

    since: str
    """The date as stored (ISO-8601 UTC)."""
    platform: str | None
    totals: ChangeCounts
    platforms: list[PlatformChanges]
    other: ChangeGroup | None
    """Statements of no platform (companies, aliases); null when one platform was asked for."""


@with_config(DOCUMENTED)
class Changes(ChangesHead):
    """The changes read, with the key to continue after."""

    next: list[str] | None
    """The (entity, property) key to continue after; null on the last page."""


# The per-platform columns of a changes table, as the CLI and the web's CSV show them (one list).
CHANGE_COLUMNS = (
    "name",
    "last_verified",
    "last_seen",
    "n_supplies_new",
    "n_supplies_ended",
    "n_new",
    "n_changed",
    "n_superseded",
)
