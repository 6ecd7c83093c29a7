"""The statements of one figure: on its subject, or unattached with its quote.

A spec figure's claim puts its precision first among the qualifiers and states the HBM
type it names as a claim of its own.
"""

from __future__ import annotations

from chipatlas.extract.claims import claim_statements, spec_prop
from chipatlas.extract.quantities import Quantity, fmt_value
from chipatlas.model.statement import Statement

__all__ = ["figure_claims", "quantity_claim", "unattached"]


def unattached(
    q: Quantity, metric: str, scope: str, quote: tuple[str, int, int], evidence: str
) -> list[Statement]:
    """A figure whose subject the text does not make clear: kept with its quote, no subject guessed."""
    return figure_claims("", f"unattached.{metric}", q, (metric, scope), quote, evidence)


def figure_claims(
    subject: str, prop: str, q: Quantity, fig: tuple[str, str], quote: tuple[str, int, int], evidence: str
) -> list[Statement]:
    """The statements of one figure (``fig`` = metric, scope) under ``prop`` on ``subject``."""
    metric, scope = fig
    return claim_statements(
        subject,
        prop,
        fmt_value(q),
        quote,
        evidence,
        unit=q.unit,
        scope=scope,
        qualifier=q.qualifier,
        metric=metric,
        original=q.original,
    )


def quantity_claim(
    subject: str,
    metric: str,
    scope: str,
    q: Quantity,
    precision: str,
    quote: tuple[str, int, int],
    evidence: str,
) -> list[Statement]:
    """A spec figure's claim on ``subject``: its precision first among the qualifiers, and
    the HBM type the figure names as a claim of its own."""
    quals = [x for x in q.qualifier.split("; ") if x]
    if q.kind == "flops" and not precision:
        quals.insert(0, "precision not stated")
    elif q.kind == "flops" and precision not in quals:
        quals.insert(0, precision)
    qualifier = "; ".join(quals)
    out = claim_statements(
        subject,
        spec_prop(metric, scope, qualifier),
        fmt_value(q),
        quote,
        evidence,
        unit=q.unit,
        scope=scope,
        qualifier=qualifier,
        metric=metric,
        original=q.original,
    )
    if q.hbm_type:
        out += claim_statements(
            subject, f"spec.hbm_type.{scope}", q.hbm_type, quote, evidence, scope=scope, metric="hbm_type"
        )
    return out
