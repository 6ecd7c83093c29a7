"""How a system is cooled, as a sentence says it ("the liquid-cooled Trn3 UltraServer")."""

from __future__ import annotations

import re

from chipatlas.extract.claims import claim_statements
from chipatlas.extract.figure_subject import ULTRASERVER, Context
from chipatlas.extract.findings import RefFn
from chipatlas.extract.folding import folded
from chipatlas.model.schema import K
from chipatlas.model.statement import Statement

_COOLED = re.compile(r"\b(liquid|air)[- ]cooled\b", re.I)


def cooling_claims(
    sentence: str,
    s0: int,
    chips: list[tuple[str, int]],
    ctx: Context,
    ref: RefFn,
    quote: tuple[str, int, int],
    evidence: str,
) -> list[Statement]:
    """The cooling of each UltraServer the sentence calls liquid- or air-cooled: of the chip
    named after the word, else the one in focus. Only a system the text calls an UltraServer is
    one: "liquid-cooled racks" or "a liquid-cooled monster ... Blackwell" name no UltraServer
    (no platform from a fragment)."""
    out: list[Statement] = []
    for m in _COOLED.finditer(sentence) if "cooled" in folded(sentence) else ():
        chip = next((c for c, at in chips if at > s0 + m.start()), ctx.chip)
        if chip and (chip in ctx.ultraservers or ULTRASERVER.search(sentence, m.end(), m.end() + 40)):
            subject = ref(K.PLATFORM, f"{chip} UltraServer")
            out += claim_statements(
                subject, "cooling", m.group(1).lower(), quote, evidence, original=m.group(0)
            )
    return out
