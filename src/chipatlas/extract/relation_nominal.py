"""A supply named without a verb: "Zeta Memory's HBM4 stacks in the Nova X1", "the Orion Pod
boards use Kappa-made substrates" (docs/review.md).

The supplier is a company with a possessive whose part follows within a few words and is then
put *in* a platform or chip ("in", "inside", "into", "on", "aboard", "powering", "for"), or a
company glued to "-made" / "-built" / "-supplied" before a part, in a sentence that names a
platform or chip. A possessive part with nothing it goes into ("X's HBM4 is faster than Y's")
states no supply, nor one a making verb before it gives to another company ("Acme is
manufacturing Omega's switches": Omega designs them).
"""

from __future__ import annotations

import re

from chipatlas.extract.components import component_of
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import Relation, country_of, stated
from chipatlas.extract.supply_verb import MAKES
from chipatlas.model.schema import K

# The cheap test a sentence passes before any linking: a possessive with a "goes into" word
# after it, or a "-made" compound.
_CUE = re.compile(
    r"(?:'s|’s)\s[^.;]{0,60}?\b(?:in|inside|into|on|aboard|powering|for)\s|"
    r"-(?:made|built|supplied|produced|packaged)\b"
)
_MADE = re.compile(r"^-(?:made|built|supplied|produced|packaged)\b")
_POSSESSIVE = re.compile(r"^(?:'s|’s)\s")
_PART_WITHIN = 25  # characters from the possessive to the part: "Zeta Memory's 12-high HBM4"
# From the part to the platform or chip: a word or two ("stacks"), the "goes into" word, and
# maybe the buyer's possessive ("in Omega Chips's Nova X1").
_INTO = re.compile(
    r"^(?:[\s-]*[\w-]+){0,2}?\s+(?:in|inside|into|on|aboard|powering|for)\s+(?:the\s+|its\s+|their\s+)?"
    r"(?:[\w .-]{1,30}(?:'s|’s)\s+)?$",
    re.IGNORECASE,
)


def nominal(sentence: str) -> bool:
    return _CUE.search(sentence) is not None


def read_nominal(sentence: str, offset: int, mentions: list[Mention]) -> Relation | None:
    """The supply a verbless possessive or "-made" phrase states, or None."""
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    if not targets:
        return None
    for c in (m for m in mentions if m.schema == K.COMPANY):
        rest = sentence[c.end - offset :]
        component, words = component_of(rest[: _PART_WITHIN + 20])
        if component is None or words is None or rest.find(words) > _PART_WITHIN:
            continue
        target = targets[0]
        if MAKES.search(sentence, 0, c.start - offset):
            continue  # "Acme is manufacturing Omega's switches": the possessor designs, Acme makes
        if _POSSESSIVE.match(rest):
            part_end = c.end + rest.find(words) + len(words)
            target = next((t for t in targets if t.start >= part_end), None)
            if target is None or not _INTO.match(sentence[part_end - offset : target.start - offset]):
                continue
        elif not _MADE.match(rest):
            continue
        return stated(
            sentence,
            offset,
            None,
            supplier=c,
            target=target,
            component=component,
            component_text=words,
            country=country_of(sentence),
        )
    return None
