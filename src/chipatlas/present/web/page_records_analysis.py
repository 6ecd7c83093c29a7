"""Typed page contexts of the analysis pages: each is the page's ``.json`` and feeds its ``.csv``.

The analyses' records are reused as they are; the pages add choices, forms and links.
"""

from __future__ import annotations

from typing_extensions import TypedDict

from chipatlas.analyze.records_change import ChangeCounts, ChangeEvent
from chipatlas.analyze.records_compare import Cell, ComparedSpec, DerivedSpec, SharedSupplier
from chipatlas.analyze.records_whatif import HitLine, WhatIf
from chipatlas.present.web.evidence import Link


class WhatIfContext(TypedDict):
    page: str
    title: str
    query: dict[str, str]
    """The shock asked: its filters and ``loss``."""
    filters: list[str]
    result: WhatIf | None
    """None until a filter is given."""
    rows: list[HitLine]


class PlatformChoice(TypedDict):
    slug: str
    name: str


class LinkedCell(Cell):
    """A compared summary cell with the anchors of the statements it was read from."""

    links: list[Link]


class LinkedComparedSpec(ComparedSpec):
    links: list[Link]


class LinkedDerivedSpec(DerivedSpec):
    links: list[Link]


class LinkedComparedPlatform(TypedDict):
    """``ComparedPlatform`` with every cell linked."""

    slug: str
    name: str
    last_verified: str | None
    n_rows: int
    n_components: int
    summary: dict[str, LinkedCell]
    undisclosed: list[str]
    specs: dict[str, LinkedComparedSpec]
    claims_not_shown: list[str]
    derived: dict[str, LinkedDerivedSpec]


class LinkedComparison(TypedDict):
    platforms: list[LinkedComparedPlatform]
    summary_fields: list[str]
    spec_names: list[str]
    derived_names: list[str]
    shared_suppliers: list[SharedSupplier]


class CompareContext(TypedDict):
    page: str
    title: str
    choices: list[PlatformChoice]
    selected: list[str]
    result: LinkedComparison | None
    """None until two platforms are picked."""


class LinkedEvent(ChangeEvent):
    """A change event with the anchor of its statement (None when the statement has none)."""

    href: str | None


class LinkedChangedValue(TypedDict):
    entity_id: str
    component: str | None
    prop: str
    old: list[LinkedEvent]
    new: list[LinkedEvent]
    statement_ids: list[str]


class LinkedChangeGroup(ChangeCounts):
    new: list[LinkedEvent]
    changed: list[LinkedChangedValue]
    superseded: list[LinkedEvent]


class LinkedPlatformChanges(LinkedChangeGroup):
    slug: str
    name: str
    last_verified: str | None
    last_seen: str | None


class LinkedChanges(TypedDict):
    """``Changes`` linked, without ``next`` (the page shows it as ``next_cursor``)."""

    since: str
    platform: str | None
    totals: ChangeCounts
    platforms: list[LinkedPlatformChanges]
    other: LinkedChangeGroup | None


class ChangesContext(TypedDict):
    page: str
    title: str
    since: str | None
    platform: str | None
    platforms: list[PlatformChoice]
    result: LinkedChanges | None
    """None until a date is given."""
    next_cursor: str | None
