"""Shared by the figure tests: every figure one text yields, sentence by sentence, as
(subject or '' when unattached, metric, value, scope)."""

from __future__ import annotations

from chipatlas.extract.mentions import Gazetteer
from chipatlas.extract.prose import Context, sentence_claims, sentences
from chipatlas.model.statement import Statement


def lower_ref(schema: str, name: str, *aliases: str) -> str:
    """Ids lower-case as the store writes them, so rules that test an id's kind ("chip:") run."""
    return f"{schema.lower()}:{name.lower().replace(' ', '_')}"


def figures_of(text: str, gaz: Gazetteer) -> list[tuple[str, str, str, str]]:
    ctx = Context(gaz=gaz, language="en")
    out: list[Statement] = []
    for span in sentences(text, 0, len(text)):
        out += sentence_claims(text, span, lower_ref, ctx)
    by_claim: dict[str, dict[str, str]] = {}
    for s in out:
        if s.schema == "Claim":
            by_claim.setdefault(s.entity_id, {})[s.prop] = s.value
    return sorted(
        (c.get("subject", ""), c["metric"], c["value"], c.get("scope", ""))
        for c in by_claim.values()
        if "metric" in c
    )
