"""Typed records of a full-text search: results with their snippets split into plain and matched parts."""

from __future__ import annotations

from typing import NamedTuple

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


class IndexHit(NamedTuple):
    """One row the search index answers (both backends), its matches marked."""

    kind: str
    ref: str
    title: str
    snippet: str | None
    title_hl: str | None


@with_config(DOCUMENTED)
class TextPart(TypedDict):
    """A run of text, matched (``hit``) or plain."""

    text: str
    hit: bool


@with_config(DOCUMENTED)
class SearchResult(TypedDict):
    """One result: an entity, ring row or document, under its canonical id."""

    kind: str
    """Platform, Company, Cluster, Chip, Supply (a ring row) or Document"""
    ref: str
    title: str
    title_parts: list[TextPart]
    snippet: list[TextPart]


@with_config(DOCUMENTED)
class SearchAnswer(TypedDict):
    """Matches for a query: counts per kind and one page of results, best first."""

    query: str
    terms: list[str]
    counts: dict[str, int]
    total: int
    results: list[SearchResult]
