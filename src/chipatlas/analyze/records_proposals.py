"""Typed record of a proposed ring change as people read it (the JSON of analyze.proposals.ProposalView)."""

from __future__ import annotations

from pydantic import ConfigDict, with_config
from typing_extensions import TypedDict

# A string under a field becomes its description in the OpenAPI models built from these records.
DOCUMENTED = ConfigDict(use_attribute_docstrings=True)


@with_config(DOCUMENTED)
class FigureValue(TypedDict):
    """A proposed figure's value as the document view and the review both show it."""

    metric: str | None
    value: str | None
    value_text: str | None
    unit: str | None
    scope: str | None
    qualifier: str | None


@with_config(DOCUMENTED)
class ProposalRecord(TypedDict):
    """A proposed ring change: names instead of ids, and the document it came from."""

    id: str
    status: str
    action: str
    platform: str | None
    platform_id: str | None
    component: str | None
    supplier: str | None
    supplier_id: str | None
    role: str | None
    stage: str | None
    share: str | None
    country: str | None
    evidence: str
    hedge: str | None
    quote: str
    document: str
    document_title: str | None
    document_uri: str | None
    """where the document came from (a URL, a file)"""
    document_label: str | None
    """the title, else the file name or the URL's host and path, shortened for a table"""
    span_start: int
    span_end: int
    reason: str | None
    created_at: str
    kind: str
    """supply | site | ownership | deployment | figure"""
    object: str | None
    """ownership: the owned company; deployment: the cluster"""
    object_id: str | None
    place: str | None
    """site: where it is made; deployment: where the cluster is"""
    size: str | None
    ring_now: str | None
    """supply: the suppliers the platform's ring names for the part now, with their roles"""
    conflict: str | None
    """supply: why accepting would contradict the ring as it stands (a sole supplier named, ...)"""
    subject: str | None
    """figure: the subject the reader suggests, by name"""
    subject_id: str | None
    metric: str | None
    value: str | None
    """figure: the value as stored ("96", a range "1.5-2"); ``value_text`` as written"""
    value_text: str | None
    unit: str | None
    scope: str | None
    qualifier: str | None
    basis: str | None
    """figure: how its subject was read (extract/subject_basis.py)"""
    figure_class: str | None
    """figure: basis/metric family (extract/figure_classes.py), e.g. clause/money_result"""
    figure: str | None
    """figure: what accepting states, in one line ("Zorvex: revenue = 3,000,000,000 USD per year")"""
