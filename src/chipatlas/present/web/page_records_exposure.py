"""Typed page context of ``/exposure``: the page's ``.json`` and the feed of its ``.csv``.

The exposure record is reused; each exposure gains ``links`` (the ring rows it rests on)
and its alternatives theirs, as anchors into the stored documents.
"""

from __future__ import annotations

from typing_extensions import TypedDict

from chipatlas.analyze.records_exposure import ExposureFields, ExposureHead, PlaceInside, RegionOnlyRow
from chipatlas.analyze.records_sites import PlaceRecord
from chipatlas.present.web.evidence import Link
from chipatlas.present.web.page_records_chokepoints import LinkedRow


class LinkedExposure(ExposureFields[LinkedRow]):
    links: list[Link]


class LinkedExposureReport(ExposureHead):
    """``ExposureReport`` with its exposures linked."""

    n_platforms: int
    n_components: int
    n_sole: int
    n_without_named_alternative: int
    exposures: list[LinkedExposure]


class LinkedSiteExposure(LinkedExposureReport):
    """``SiteExposure`` with its exposures linked: the centre and the places inside the radius."""

    center: PlaceRecord
    radius_km: float
    places: list[PlaceInside]
    n_placed_by_region: int
    placed_by_region: list[RegionOnlyRow]


class ExposureContext(TypedDict):
    """The form as asked; ``result`` None until a name or a site is given."""

    page: str
    title: str
    query: str | None
    site: str | None
    radius: str
    with_subsidiaries: bool
    result: LinkedExposureReport | None
    dependence: dict[str, str]
