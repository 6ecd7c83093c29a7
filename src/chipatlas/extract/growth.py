"""A percentage that says how much a company's amount grew: "$68 billion in revenue, up 73%
from last year", "net income rose about 79% to $39 billion".

Such a percentage names no owner in its own clause, so the general rule keeps it
unattached; it belongs to the amount it modifies: that amount's owner, and its metric
with "_growth" ("revenue_growth"). When the amount itself has no clear owner or purpose,
neither has the percentage (unattached).
"""

from __future__ import annotations

import re

from chipatlas.extract.claims import spec_prop
from chipatlas.extract.figures import Named, company_figure, figure_claims, unattached
from chipatlas.extract.quantities import Quantity
from chipatlas.model.statement import Statement

_MONEY = ("money", "money_krw", "money_cny")
# "$68.1 billion in revenue, up 73%": the amount, then its change after a comma
_AFTER_AMOUNT = re.compile(r"^[^.;,]{0,30},\s*(?:up|down)\s+(?:about |nearly |over |almost |some )?$", re.I)
# "rose about 79% to $39.5 billion": the change, then the amount it reached
_VERB_BEFORE = re.compile(
    r"\b(?:rose|rising|jumped|grew|growing|fell|falling|climbed|surged|soared|increased|decreased|dropped)"
    r"\s+(?:by\s+)?(?:about |nearly |over |almost |some )?$",
    re.I,
)
_TO_AMOUNT = re.compile(r"^\s*(?:year-on-year\s+|year-over-year\s+)?to\s+$", re.I)


def growth_base(text: str, q: Quantity, qs: list[Quantity]) -> Quantity | None:
    """The amount a percentage says the growth of, or None."""
    if q.kind != "percent":
        return None
    i = qs.index(q)
    before = qs[i - 1] if i > 0 else None
    if before and before.kind in _MONEY and _AFTER_AMOUNT.match(text[before.end : q.start]):
        return before
    after = qs[i + 1] if i + 1 < len(qs) else None
    if (
        after
        and after.kind in _MONEY
        and _TO_AMOUNT.match(text[q.end : after.start])
        and _VERB_BEFORE.search(text, max(0, q.start - 40), q.start)
    ):
        return after
    return None


def growth_figure(
    text: str,
    span: tuple[int, int],
    q: Quantity,
    base: Quantity,
    owners: tuple[list[Named], str | None, tuple[int, ...]],
    evidence: str,
) -> list[Statement]:
    """The percentage on its amount's owner as '<metric>_growth' (``owners``: the companies
    named, the company in focus, where products are named); unattached when the amount is."""
    named, company, products = owners
    s0, s1 = span
    quote = (text[s0:s1], s0, s1)
    claims = company_figure(text, span, base, named, company, evidence, products)
    subject = next((s.value for s in claims if s.prop == "subject"), "")
    metric = next((s.value for s in claims if s.prop == "metric"), "")
    if not subject or metric in ("", "money", "customer_revenue"):
        return unattached(q, "growth", "", quote, evidence)
    name = f"{metric}_growth"
    return figure_claims(subject, spec_prop(name, "", q.qualifier), q, (name, ""), quote, evidence)
