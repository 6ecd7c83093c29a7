"""Shared by the figure tests: every figure one text yields, sentence by sentence, as the
claim's properties (``claims_of``) or as (subject or '' when unattached, metric, value,
scope) (``figures_of``)."""

from __future__ import annotations

from chipatlas.extract.findings import RefFn
from chipatlas.extract.mentions import DictGazetteer, Gazetteer, Mention
from chipatlas.extract.prose import Context, sentence_claims, sentences
from chipatlas.model.statement import Statement


class ParticleGazetteer(DictGazetteer):
    """As the store's gazetteer: the synthetic company Zorblax's Korean and Japanese names are
    found before their particle too (a dictionary look-up alone stops at the word's edge)."""

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        found = super().find(text, offset, language)
        for name in ("조르블랙스", "ゾーブラックス"):
            at = text.find(name)
            if at >= 0 and not any(m.start == offset + at for m in found):
                start, end = offset + at, offset + at + len(name)
                found.append(Mention("company:zorblax", "Company", name, start, end, name))
        return sorted(found, key=lambda m: m.start)


def lower_ref(schema: str, name: str, *aliases: str) -> str:
    """Ids lower-case as the store writes them, so rules that test an id's kind ("chip:") run."""
    return f"{schema.lower()}:{name.lower().replace(' ', '_')}"


def plain_ref(schema: str, name: str, *aliases: str) -> str:
    """Ids as written ("Company:Zeta Memory"): what a test compares against."""
    return f"{schema}:{name}"


def claims_of(
    text: str, gaz: Gazetteer, language: str = "en", ref: RefFn = lower_ref
) -> list[dict[str, str]]:
    """Each figure's claim, property -> value, in the order read."""
    ctx = Context(gaz=gaz, language=language)
    out: list[Statement] = []
    for span in sentences(text, 0, len(text)):
        out += sentence_claims(text, span, ref, ctx)
    by_claim: dict[str, dict[str, str]] = {}
    for s in out:
        if s.schema == "Claim":
            by_claim.setdefault(s.entity_id, {})[s.prop] = s.value
    return [c for c in by_claim.values() if "metric" in c]


def figures_of(text: str, gaz: Gazetteer) -> list[tuple[str, str, str, str]]:
    return sorted(
        (c.get("subject", ""), c["metric"], c["value"], c.get("scope", "")) for c in claims_of(text, gaz)
    )
