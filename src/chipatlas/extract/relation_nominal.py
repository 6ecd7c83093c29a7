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
from collections.abc import Callable

from chipatlas.extract.components import component_of
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import Relation, country_of, stated
from chipatlas.extract.relation_focus import Focus, as_focus, described_subject
from chipatlas.extract.relation_role import ROLES, first_of
from chipatlas.extract.supply_verb import MAKES
from chipatlas.model.schema import K

# The cheap test a sentence passes before any linking: a possessive with a "goes into" word
# after it, or a "-made" compound.
_CUE = re.compile(
    r"(?:'s|’s)\s[^.;]{0,60}?\b(?:in|inside|into|on|aboard|powering|for)\s|"
    r"(?:'s|’s|(?<=s)'|(?<=s)’)\s(?:[\w-]+\s){0,3}?(?:supplier|vendor|provider|source|maker|manufacturer|"
    r"assembler|packager|integrator)\b|"
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


# "X, Nvidia's main HBM supplier, ...", "X is Nvidia's sole supplier of HBM3E": the buyer's
# possessive before a supplier noun; the supplier is the company just before, in apposition.
_SUPPLIER_OF = re.compile(
    # (a maker noun too: "X is Nvidia's main maker of AI racks", "Y's contract manufacturer of servers")
    r"(?:'s|’s|(?<=s)'|(?<=s)’)\s+(?P<words>(?:[\w-]+\s+){0,3}?)"
    r"(?:supplier|vendor|provider|source|maker|manufacturer|assembler|packager|integrator)\b"
    r"(?:\s+of\s+(?P<of>(?:[\w-]+\s*){1,3}))?",
    re.IGNORECASE,
)
_APPOSED = re.compile(
    r"^\s*(?:,|\(|—|–|-|(?:is|was|has\s+been|became|becomes|remains|as)(?:\s+(?:now|also|still))?|"
    # "X already plays a central role in the industry as Y's main manufacturer of AI racks"
    r"(?:(?:already|now|also|still)\s+)?(?:plays|played|playing)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?role"
    r"(?:\s+in\s+(?:[\w-]+\s+){0,3}?[\w-]+)?\s+as)\s*$",
    re.IGNORECASE,
)


def _supplier_noun(
    sentence: str, offset: int, companies: list[Mention], targets: list[Mention], held: Mention | None
) -> Relation | None:
    """The supply a buyer's supplier noun states: "X, Nvidia's main HBM supplier"; "It is
    Nvidia's main maker of racks": ``held``, the company the sentence before was about."""
    for i, buyer in enumerate(companies):
        noun = _SUPPLIER_OF.match(sentence, buyer.end - offset)
        if noun is None:
            continue
        supplier = _apposed(sentence, offset, companies[i - 1] if i else None, buyer, held)
        if supplier is None:
            continue
        component, words = component_of(noun.group("words") + " " + (noun.group("of") or ""))
        if component is None:
            continue
        target = next((t for t in targets if t.start - offset >= noun.end()), None)
        return stated(
            sentence,
            offset,
            None,
            supplier=supplier,
            target=target,
            component=component,
            component_text=words,
            role=first_of(ROLES, sentence[buyer.end - offset : noun.end()]),
            customer=None if target else buyer,
        )
    return None


# The possessor's orders or demand for a part: it buys the part ("Helix's HBM4 orders for the
# Nova X1", "Nvidia's HBM demand"), a word may stand between ("HBM3E chip orders"). ("X's HBM
# supply for Y" stays X's: the supplier's supply.)
_DEMAND = re.compile(
    r"[\s-]+(?:[\w-]+\s+)?(?:orders?|demand|needs|requirements|purchases|procurement|bookings|allocations?)\b",
    re.IGNORECASE,
)
_NOT_MAKER = re.compile(
    r"\b(?:supplier|vendor|provider|source|customer|client|rival|competitor)s?\b", re.IGNORECASE
)


def _apposed(
    sentence: str, offset: int, before: Mention | None, buyer: Mention, held: Mention | None
) -> Mention | None:
    """The supplier set beside the buyer's noun: the company just before, or "It" / "The
    company" opening the sentence for the company in focus."""
    if before is not None:
        gap = sentence[before.end - offset : buyer.start - offset]
        return before if before.entity_id != buyer.entity_id and _APPOSED.match(gap) else None
    subject = described_subject(sentence, buyer.start - offset)
    if held is None or subject is None or held.entity_id == buyer.entity_id:
        return None
    if not _APPOSED.match(sentence[subject.end() : buyer.start - offset]):
        return None
    return as_focus(held, offset + subject.start(), offset + subject.end())


def nominal(sentence: str) -> bool:
    return _CUE.search(sentence) is not None


def read_nominal(
    sentence: str, offset: int, mentions: list[Mention], focus: Callable[[], Focus] | None = None
) -> Relation | None:
    """The supply a verbless possessive or "-made" phrase states, or None."""
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    companies = [m for m in mentions if m.schema == K.COMPANY]
    held = focus().company if focus is not None and described_subject(sentence, len(sentence)) else None
    noun = _supplier_noun(sentence, offset, companies, targets, held)
    if noun is not None or not targets:
        return noun
    for c in companies:
        rest = sentence[c.end - offset :]
        component, words = component_of(rest[: _PART_WITHIN + 20])
        if component is None or words is None or rest.find(words) > _PART_WITHIN:
            continue
        if _NOT_MAKER.search(rest, 0, rest.find(words)):
            continue  # "Omega's sole supplier of HBM4", "Omega's rival's HBM": not Omega's part
        if MAKES.search(sentence, 0, c.start - offset):
            continue  # "Acme is manufacturing Omega's switches": the possessor designs, Acme makes
        target: Mention | None = targets[0]
        if _POSSESSIVE.match(rest):
            part_end = c.end + rest.find(words) + len(words)
            if _DEMAND.match(sentence, part_end - offset):
                continue  # "Helix's HBM4 orders for the Nova X1": Helix buys
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
