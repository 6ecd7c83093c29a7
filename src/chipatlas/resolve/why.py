"""``why_it_matters`` written from what the store knows, when the page does not say.

Which platforms' supplier rings the signal touches, through which rows (the story's
suppliers' rows of the parts it names, in the rings it names: ``story_rows``; or a named
platform's own ring), and what a signal of this type changes there. Nothing is said that
the stored rings do not hold: no ring touched, no sentence.
"""

from __future__ import annotations

from collections import defaultdict

from chipatlas.resolve.impact import ImpactFacts
from chipatlas.resolve.story_rows import Story, touched_by

_CHANGES = {
    "supply_disruption": "a disruption here puts these rows at risk",
    "export_control": "export rules may bind who can ship these rows",
    "capacity_expansion": "more capacity for these rows",
    "us_production": "the US share of these rows may change",
    "partnership_deal": "a supplier change or deal here can move these rows",
    "m_and_a": "a change of owner moves these rows",
    "customer_adoption": "more demand for these platforms",
    "technical_release": "a new part for these rings",
    "financial_results": "the money behind these rows",
    "pricing": "the cost of these rows",
}
_MAX_PLATFORMS = 3
_MAX_COMPONENTS = 3


def _listed(components: list[str]) -> str:
    distinct = list(dict.fromkeys(components))
    more = len(distinct) - _MAX_COMPONENTS
    return ", ".join(distinct[:_MAX_COMPONENTS]) + (f" and {more} more" if more > 0 else "")


def why_it_matters(facts: ImpactFacts, kind: str, story: Story) -> tuple[str, list[str]] | None:
    """(sentence, the ring rows it rests on as 'platform: supplier -> component'), or None."""
    touch = touched_by(facts, story)
    rows, own = touch.rows, touch.own
    if not rows and not own:
        return None
    name = facts.names.get
    parts, basis = [], []
    for platform in list(rows)[:_MAX_PLATFORMS]:
        by_supplier: dict[str, list[str]] = defaultdict(list)
        for supplier, component in rows[platform]:
            by_supplier[supplier].append(component)
            basis.append(f"{platform}: {supplier} -> {component}")
        said = "; ".join(f"{name(s, s)}: {_listed(c)}" for s, c in by_supplier.items())
        parts.append(f"{name(platform, platform)} ({said})")
    room = max(0, _MAX_PLATFORMS - len(parts))
    parts += [f"{name(p, p)} (its own ring)" for p in own[:room]]
    basis += [f"{p}: platform named" for p in own[:room]]
    more = len(rows) + len(own) - len(parts)
    touched_text = "; ".join(parts) + (f" and {more} more platform(s)" if more > 0 else "")
    change = _CHANGES.get(kind)
    return f"Touches the supplier rings of {touched_text}" + (f": {change}." if change else "."), basis


__all__ = ["why_it_matters"]
