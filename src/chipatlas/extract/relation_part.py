"""The part a supply sentence names: the first after an active verb, else the first in the
sentence; the chip a passive making verb makes ("a 3nm chip produced by X"); the part a bare
participle qualifies ("HBM3E supplied by X"); none where the
words name equipment for making the part ("HBM equipment"). Split from ``relations.py``."""

from __future__ import annotations

import re

from chipatlas.extract.components import component_of
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation_cjk import SOV, part_before
from chipatlas.extract.site_words import WAFER_WORDS
from chipatlas.extract.supply_verb import MAKES, Verb
from chipatlas.model.schema import K

# Assembling a platform is its rack integration: "the Orion Pod is assembled by X".
_ASSEMBLES = re.compile(r"\bassembl\w*", re.IGNORECASE)

# Equipment for making a part is not the part: "HBM製造装置", "HBM equipment", "CoWoS machines",
# "packaging tools", "HBM 장비", "HBM设备", "HBM-Anlagen", "équipements HBM" is read too.
_EQUIPMENT_AFTER = re.compile(
    r"[\s-]?(?:製造|제조|制造)?\s?(?:装置|設備|设备|장비|설비|equipment|tools?|machines?|machinery|"
    r"Anlagen|Maschinen|Ausrüstung|équipements?|equipos?|maquinaria|macchinari|attrezzature)(?![A-Za-z])",
    re.IGNORECASE,
)
_EQUIPMENT_BEFORE = re.compile(
    r"\b(?:équipements?|machines?|outils|equipos?|maquinaria|macchinari|attrezzature)\s+(?:de\s+|pour\s+|para\s+|per\s+)?$",
    re.IGNORECASE,
)


def _equipment(text: str, words: str | None) -> bool:
    """Whether the part's words name equipment for making it ("HBM製造装置", "CoWoS machines")."""
    if not words or (at := text.find(words)) < 0:
        return False
    end = at + len(words)
    return _EQUIPMENT_AFTER.match(text, end) is not None or _EQUIPMENT_BEFORE.search(text, 0, at) is not None


def part(text: str, offset: int, verb: Verb, targets: list[Mention]) -> tuple[str | None, str | None]:
    """The part, unless it names equipment for making the part (then none)."""
    component, words = _named_part(text, offset, verb, targets)
    return (None, None) if _equipment(text, words) else (component, words)


# A passive making verb's participle, with what may stand between it and the thing made
# ("a chip produced by", "The X1 chip is made by", "The X1, fabricated by").
_PARTICIPLE = re.compile(
    r"[\s,]*(?P<aux>(?:is|are|was|were|being|been|will\s+be)\s+)?(?:\w+ly\s+)?"
    r"(?:made|manufactured|produced|fabricated|fabbed|etched)(?:\s+[\w-]+){0,3}?\s+$",
    re.IGNORECASE,
)
_OTHER_CHIPS = re.compile(r"\b(?:memory|DRAM|NAND|flash|network(?:ing)?|switch|optical|power)\s+$", re.I)
_CHIP_WORD = re.compile(r"\b(?:chips?|processors?|accelerators?|silicon|dies?)$", re.IGNORECASE)
# With "is/are", the chip is what the verb makes only as the head of its subject: not "the
# switches of the X1 are made by"; a bare participle qualifies the noun before it ("the X1 chip,
# made by").
_PREPOSITION = re.compile(r"\b(?:of|for|in|inside|on|with|from|to|by)\b", re.IGNORECASE)


def _chip_made(text: str, offset: int, verb: Verb, targets: list[Mention]) -> str | None:
    """The words naming the chip a passive making verb makes ("a 3nm chip produced by X"), or
    None: then the foundry after "by" makes the chip, not another part the sentence names."""
    lead = _PARTICIPLE.search(text, 0, verb.at)
    if lead is None or not verb.after:
        return None
    head = text[: lead.start()]
    word = _CHIP_WORD.search(head)
    named = next((t for t in targets if t.schema == K.CHIP and t.end - offset == len(head)), None)
    if word is not None:
        start = word.start()
        if component_of(" ".join(head[:start].split()[-3:]))[0] or _OTHER_CHIPS.search(head, 0, start):
            return None  # "HBM3 chips manufactured by X", "memory chips": another part's chips
    elif named is not None:
        start = named.start - offset
    else:
        return None
    phrase = head[max(head.rfind(c, 0, start) for c in ",(;:—–") + 1 :]
    return None if lead.group("aux") and _PREPOSITION.search(phrase) else head[start:]


# A bare passive participle ("HBM3E supplied by X", "de la HBM3E fournie par X"): the part just
# before it is what the company after it supplies, not the buyer's chips named first.
_BARE_EN = re.compile(
    r"(?:supplied|made|manufactured|produced|fabricated|packaged|assembled)\s+$", re.IGNORECASE
)
_BARE_OTHER = re.compile(
    r"(?:fourni|fabriqué|produit|assemblé|livré|suministrad|fabricad|producid|ensamblad|entregad|"
    r"fornit|prodott|fabbricat|assemblat|geliefert|gefertigt|hergestellt|produziert)\w*\s+(?:par|por|da|von)\b",
    re.IGNORECASE,
)
# "is supplied by", "est fournie par", "wird geliefert von": the participle's subject is the
# head of the sentence's subject (the first part named), read as before.
_AUX = re.compile(
    r"\b(?:is|are|was|were|be|been|being|est|sont|était|étaient|été|es|son|fue|fueron|sido|está|están|"
    r"è|sono|era|erano|stat[oaie]|viene|vengono|ist|sind|war|waren|wird|werden|wurde|wurden)\s+(?:\w+ly\s+)?$",
    re.IGNORECASE,
)


def _qualified(text: str, at: int) -> tuple[str | None, str | None]:
    """The part a bare passive participle right before ``at`` (its "by") or at it qualifies."""
    bare = _BARE_EN.search(text, 0, at)
    start = bare.start() if bare else at if _BARE_OTHER.match(text, at) else None
    if start is None or _AUX.search(text, 0, start):
        return None, None
    words = text[:start].split()[-4:]
    # the nearest part first: "AI chips use HBM3E supplied by" names HBM3E
    return next(
        (found for k in range(1, len(words) + 1) if (found := component_of(" ".join(words[-k:])))[0]),
        (None, None),
    )


# A buyer as the subject ("Helix taps X for packaging", "relies on X's CoWoS"): the part it buys
# is named after the verb, not the buyer's chips before it.
_BUYER_SUBJECT = re.compile(
    r"(?:taps|tapped|tapping|picks|picked|selects|selected|chose|chooses|reli(?:es|ed)\s+on|"
    r"rel(?:y|ying)\s+on|turn(?:s|ed|ing)?\s+to|enlist(?:s|ed)?)\b",
    re.IGNORECASE,
)
# What a part is for, before a chip's words: "for", "für", "pour", "to" (not "to supply").
_FOR = re.compile(
    r"\b(?:for|für|pour|para|per)\b|\bto\s+(?!(?:supply|provide|ship|deliver|make|build|produce|manufacture)\b)",
    re.IGNORECASE,
)


def _for_the_chip(text: str, at: int, words: str) -> bool:
    """Whether the chip words after a supply verb name what the part is for ("supplies memory
    for the X1 AI chip"), not a chip being made ("will manufacture AI chips for", "production
    for Helix's AI chips")."""
    start = text.find(words, at)
    bought = _BUYER_SUBJECT.match(text, at)
    if bought and len(_FOR.findall(text, bought.end(), start)) == 1 and not WAFER_WORDS.fullmatch(words):
        # "turns to X for (help building) AI chips": the one "for" names what is bought (not
        # "tapped X for 80,000 wafers": a packager's wafer capacity, no chip bought)
        return False
    return _FOR.search(text, at, start) is not None and MAKES.search(text, at, start) is None


# A part word that only sets a scale names no part: "rack-level parity", "server-level power".
_SCALE = re.compile(r"\b[\w]+-level\b", re.IGNORECASE)


def _named_part(text: str, offset: int, verb: Verb, targets: list[Mention]) -> tuple[str | None, str | None]:
    """The part: the first one named after an active verb ("is sampling to supply HBM3E":
    not "sampling"), else the first in the sentence; a chip being made is the accelerator,
    also when the sentence names another part ("X1 (a chip produced by Y) and its switches").
    Scale words ("rack-level") are blanked first, keeping every offset."""
    text = _SCALE.sub(lambda m: " " * len(m.group(0)), text)
    if SOV.search(text):
        return part_before(text, verb.at)
    if any(t.schema == K.CHIP for t in targets) and (chip := _chip_made(text, offset, verb, targets)):
        return "Accelerator", chip
    if verb.after and (qualified := _qualified(text, verb.at))[0] is not None:
        return qualified
    after = not verb.after or _BUYER_SUBJECT.match(text, verb.at) is not None
    component, words = component_of(text[verb.at :]) if after else (None, None)
    if component == "Accelerator" and words and _for_the_chip(text, verb.at, words):
        return None, None  # "supplier of memory for the X1 AI chip": what the part is for
    if component is None:
        component, words = component_of(text)
    if component is None and any(t.schema == K.CHIP for t in targets) and (m := MAKES.search(text)):
        return "Accelerator", m.group(0)
    if component is None and any(t.schema == K.PLATFORM for t in targets) and (m := _ASSEMBLES.search(text)):
        return "Rack integration", m.group(0)
    return component, words
