"""Figures read from prose whose class is not measured safe: kept for review, not stated.

A figure's class is how its subject was read and its metric's family
(``extract/figure_classes.py``). Only the classes measured safe are written as facts (a
``Claim`` on the subject); every other attached figure of a prose document is taken out of
the statements before the write and stored as a proposal of kind ``figure``, with its
quote, the subject the reader suggests, metric, value, unit, scope, qualifier, evidence and
basis. Nothing about it reaches the entity's specs, compare, exports or digests until a
person accepts it (``ingest/review.py``, docs/review.md). Unattached figures (no subject)
are unchanged: they state nothing about anyone.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from chipatlas.errors import InputError
from chipatlas.extract import Extraction
from chipatlas.extract.claims import claim_statements, spec_prop
from chipatlas.extract.figure_classes import figure_class, trusted
from chipatlas.model.schema import K
from chipatlas.model.statement import Statement, make_id
from chipatlas.model.units import UNITS, read_unit
from chipatlas.store import proposals as rows


@dataclass(frozen=True)
class HeldFigure:
    """One figure kept for review: its claim's properties and where it was written."""

    claim_id: str
    props: dict[str, str]  # subject, metric, value, unit, scope, qualifier, as the claim states them
    written: str  # the value as written ("96 GB")
    quote: str
    start: int
    end: int
    evidence: str
    basis: str


def hold(found: Extraction) -> list[HeldFigure]:
    """Take the untrusted attached figures out of ``found.statements``; return them."""
    claims: dict[str, list[Statement]] = {}
    for s in found.statements:
        if s.schema == K.CLAIM:
            claims.setdefault(s.entity_id, []).append(s)
    held: list[HeldFigure] = []
    for cid, group in claims.items():
        props = {s.prop: s.value for s in group}
        if not props.get("subject") or "metric" not in props or "value" not in props:
            continue  # unattached, or a topic claim: no figure on anyone
        basis = found.figure_bases.get(cid, "")
        if trusted(basis, props["metric"], props.get("scope", ""), props.get("qualifier", "")):
            continue
        first = group[0]
        written = next(s.original_value for s in group if s.prop == "value")
        held.append(
            HeldFigure(cid, props, written, first.quote, first.start, first.end, first.evidence, basis)
        )
    gone = {h.claim_id for h in held}
    if gone:
        found.statements = [s for s in found.statements if s.entity_id not in gone]
    return held


def proposals(held: list[HeldFigure], document_id: str, source_key: str, at: str) -> list[rows.Proposal]:
    """The figure proposals of one document's held figures."""
    return [
        replace(
            rows.drafted(
                (make_id(document_id, h.claim_id)[:16], "attach"),
                (h.quote, h.start, h.end, h.evidence),
                (document_id, source_key, at),
            ),
            kind="figure",
            subject_id=h.props["subject"],
            metric=h.props["metric"],
            value=h.props["value"],
            value_text=h.written,
            unit=h.props.get("unit") or None,
            scope=h.props.get("scope") or None,
            qualifier=h.props.get("qualifier") or None,
            basis=h.basis or None,
        )
        for h in held
    ]


def report_line(found: list[rows.Proposal]) -> str | None:
    """ "N figures proposed for review (classes ...)", most frequent class first."""
    if not found:
        return None
    classes = Counter(figure_class(p.basis or "", p.metric or "", p.scope or "") for p in found)
    listed = ", ".join(f"{name} {n}" for name, n in classes.most_common())
    figures = "1 figure" if len(found) == 1 else f"{len(found)} figures"
    return f"{figures} proposed for review (classes {listed}); 'chipatlas review --kind figure'"


def figure_statements(p: rows.Proposal) -> list[Statement]:
    """What accepting a figure proposal states: the claim on its subject, quoting its sentence,
    as the reader would have written it had the class been trusted."""
    assert p.subject_id and p.metric and p.value
    scope, qualifier = p.scope or "", p.qualifier or ""
    return claim_statements(
        p.subject_id,
        spec_prop(p.metric, scope, qualifier),
        p.value,
        (p.quote, p.span_start, p.span_end),
        p.evidence,
        unit=p.unit or "",
        scope=scope,
        qualifier=qualifier,
        metric=p.metric,
        original=p.value_text or p.value,
        note=f"accepted from review of proposal {p.id}",
    )


_FIGURE_FIELDS = frozenset({"subject_id", "metric", "value", "unit", "scope"})
_METRIC = re.compile(r"[a-z][a-z0-9_]{0,60}")
_VALUE = re.compile(r"-?\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?")  # "96", "1.5", a range "1.5-2"


def check_figure_edit(p: rows.Proposal, values: dict[str, str | None]) -> None:
    """Refuse a figure field on another kind, and a metric, value, unit or scope the store
    could not read back; an edited value is then also the value as written."""
    fields = _FIGURE_FIELDS & set(values)
    if fields and p.kind != "figure":
        raise InputError(f"proposal {p.id}", f"{', '.join(sorted(fields))}: only a figure proposal has it")
    if "metric" in values and not _METRIC.fullmatch(str(values["metric"])):
        raise InputError(f"proposal {p.id}", f"metric {values['metric']!r}: lower-case words joined by _")
    if "value" in values:
        if not _VALUE.fullmatch(str(values["value"])):
            raise InputError(f"proposal {p.id}", f"value {values['value']!r}: a number or a range 'a-b'")
        values["value_text"] = values["value"]
    if "unit" in values and read_unit(str(values["unit"])) is None:
        known = ", ".join(sorted(UNITS))
        raise InputError(f"proposal {p.id}", f"unit {values['unit']!r} is not known (one of {known})")
    if "scope" in values and not _METRIC.fullmatch(str(values["scope"])):
        raise InputError(f"proposal {p.id}", f"scope {values['scope']!r}: e.g. per_chip, per_year")
