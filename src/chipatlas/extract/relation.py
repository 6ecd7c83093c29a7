"""One relation as a sentence states it, and the fields every relation reader reads alike.

Supply relations are read by ``extract/relations.py``, sites, ownership and deployment by
``extract/relation_kinds.py``, a buyer adopting a part by ``extract/relation_adopt.py``:
each fills a ``Relation``; the place, the evidence level and its hedge words, and a share
are read from the sentence the same way for all of them (here).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from chipatlas.extract.hedges import hedge_words
from chipatlas.extract.mentions import Mention, trimmed
from chipatlas.model.countries import lookup

_HEDGE = re.compile(
    r"\b(?:reportedly|rumou?r(?:s|ed)?|according\s+to\s+(?:people|sources|a\s+person|analysts?|reports?|media)|"
    r"people\s+familiar|is\s+said\s+to|are\s+said\s+to|sources\s+say|allegedly|leak(?:s|ed)?|"
    r"analysts?\s+(?:estimate|expect|believe)|could|might|may)\b",
    re.IGNORECASE,
)
# A forecast of the supply is no statement of it: "is expected to supply", "預計...將集中於",
# "供給する見込み", "공급할 것으로 예상된다" (CJK words have no word boundary).
# (case-sensitive: several times cheaper than IGNORECASE, and the words are in lower case)
_FORECAST = re.compile(r"\b(?:expected|projected|forecast)\s+to\b|预计|預計|预期|預期|予想|見込|예상|전망")
_OWN_WORD = re.compile(
    r"\b(?:said|says|announced|announces|confirmed|confirms|stated|sagte|teilte\s+mit|erklärte|a\s+déclaré|"
    r"a\s+annoncé|anunció|ha\s+annunciato)\b|밝혔다|발표했다|表示|宣布|発表した",
    re.IGNORECASE,
)
_FUTURE = re.compile(r"\bwill\b|\bplans?\s+to\b|\bis\s+to\b", re.IGNORECASE)
SHARE = re.compile(
    r"(?:about|around|roughly|nearly|some|~)?\s*(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent|percent)", re.I
)
_PLACE = re.compile(r"\b(?:in|at|from)\s+((?:[A-Z][\w.-]+,?\s*){1,4})")


@dataclass(frozen=True)
class Written:
    """A name as the sentence writes it, where no known entity is named (document offsets)."""

    text: str
    start: int
    end: int


@dataclass(frozen=True, kw_only=True)
class Relation:
    """One relation as a sentence states it (parts it does not state are None).

    ``kind`` is ``supply`` (the fields as named), ``site`` (``supplier`` makes
    ``component`` for ``target`` at ``place``), ``ownership`` (``supplier`` owns ``obj``;
    ``stage`` says how: acquired, subsidiary, stake) or ``deployment`` (the cluster
    ``obj`` uses the platform ``target``, of ``size``, at ``place``).
    """

    supplier: Mention | None
    target: Mention | None  # the platform or chip the part is for
    component: str | None
    component_text: str | None
    role: str | None
    stage: str | None
    share: str | None
    country: str | None
    ends: bool  # "no longer supplies", "drops", "replaces": the row ends, nothing is added
    evidence: str  # speculative (hedged), confirmed/committed (the supplier's own word), claimed
    hedge: str | None  # the words that lowered the evidence
    quote: str
    start: int
    end: int
    kind: str = "supply"
    obj: Mention | None = None  # ownership: the owned company; deployment: the cluster
    obj_text: str | None = None  # as written, also when it is not a known entity
    place: str | None = None
    size: str | None = None
    share_change: bool = False  # "X loses share to Y": the supplier Y gains share from ``obj`` X
    customer: Mention | None = None  # supply: the buying company, when no platform or chip is named
    # a contract between the supplier and the customer read ("X signs a supply contract with Y",
    # "X와 공급 계약"): the sentence does not say which one supplies (ingest/part_makers.py)
    two_way: bool = False
    # supply: the other companies the verb's clause names (neither supplier nor customer), for
    # ingest to find the part's maker when the supplier read is its buyer (ingest/part_makers.py)
    named: tuple[Mention, ...] = ()
    # supply: the supplier's name as written when it is no known company ("Orvane Memory will
    # supply"), kept so the candidate shows it and ``relink`` can resolve it later
    unknown_supplier: Written | None = None
    # supply: a supplier named for its buyers with no part ("X, a key supplier to Y"): ingest
    # takes the part from what the supplier makes, else drops it (ingest/part_inferred.py)
    part_unstated: bool = False
    # supply: the product the part is for, as written, when it is no known platform or chip
    # ("Tesla's next-gen AI6 chips"): the proposal is a candidate that shows it
    target_written: Written | None = None
    # supply: a custom chip designed for a buyer (extract/relation_custom.py): when the
    # direction is unknown (``two_way``), ingest settles it by the rings' design partners
    custom: bool = False


def country_of(text: str) -> str | None:
    for m in _PLACE.finditer(text):
        for part in re.split(r",\s*", m.group(1).strip(" ,.")):
            if len(part.strip()) <= 2 and part.strip() not in ("US", "UK"):
                continue  # "from SK hynix": a name's first letters, not Slovakia's code
            country = lookup(part.strip())
            if country is not None:
                return country.name
    return None


def in_aside(text: str, start: int, end: int, at: int) -> bool:
    """Whether text[start:end] sits in an aside closed before ``at``: between dashes or in
    brackets ("— including X's plant —", "(X runs a plant nearby)")."""
    for opening, closing in (("—", "—"), ("–", "–"), ("(", ")"), ("（", "）")):
        left = text.rfind(opening, 0, start)
        if left < 0 or (opening == closing and text.count(opening, 0, start) % 2 == 0):
            continue
        if closing not in text[left + 1 : start] and closing in text[end:at]:
            return True
    return False


_COMMA = re.compile(r",(?!\d)|，")


def near_targets(text: str, offset: int, targets: list[Mention], at: int) -> list[Mention]:
    """The platforms and chips of the verb's own comma clause, when it names any: "Rubin's is
    a forecast, it does not touch X's supply for Blackwell" supplies Blackwell, not Rubin."""
    if len(targets) < 2:
        return targets
    lo = max((m.end() for m in _COMMA.finditer(text, 0, at)), default=0)
    after = _COMMA.search(text, at)
    hi = after.start() if after else len(text)
    near = [t for t in targets if lo <= t.start - offset and t.end - offset <= hi]
    return near or targets


# A modal on an amount: "the investment could extend to $7 billion", "could top USD 50 billion".
# The size is hedged, not the plant or the supply the sentence states.
_ON_AMOUNT = re.compile(
    r"\s+(?:\w+\s+)?(?:extend|reach|top|exceed|total|rise|grow|climb|hit|surpass|amount|cost|be\s+worth)\w*"
    r"\s+(?:to\s+)?(?:up\s+to\s+|about\s+|around\s+|roughly\s+|over\s+|more\s+than\s+|as\s+much\s+as\s+)?"
    r"(?:USD|US\$|\$|€|£|¥|KRW|EUR|\d)",
    re.IGNORECASE,
)


# A concession: "X may be shipping Y, but not in enough volumes" grants the shipping (a fact)
# to say something against it; the modal hedges nothing.
_CONCEDED = re.compile(
    r"(?:may|might)\s+(?:well\s+)?(?:be\s+\w+ing|have\s+\w+(?:ed|en|wn|ght|ne))\b[^.;:!?]*?,\s*but\b",
    re.IGNORECASE,
)


def _hedge(text: str) -> re.Match[str] | None:
    """The first hedge word that is not a modal on an amount or a concession."""
    for m in _HEDGE.finditer(text):
        modal = m.group(0).lower() in ("could", "might", "may")
        if not (modal and (_ON_AMOUNT.match(text, m.end()) or _CONCEDED.match(text, m.start()))):
            return m
    return None


def evidence_of(text: str, actor: Mention | None, supply: bool = True) -> tuple[str, str | None]:
    """(evidence level, the hedge words) of a sentence; ``actor`` relative to the sentence. A
    forecast lowers a supply only: a site "expected to be ready in 2026" is a planned one. A
    modal on an amount ("the investment could top $7 billion") hedges the size only."""
    hedge = _hedge(text)
    if hedge:
        return "speculative", hedge.group(0)
    words = hedge_words(text)
    if words:
        return "speculative", words[0]
    forecast = _FORECAST.search(text) if supply else None
    if forecast:
        return "speculative", forecast.group(0)
    own = actor is not None and _OWN_WORD.search(text[actor.end :]) is not None
    if own:
        return ("committed" if _FUTURE.search(text) else "confirmed"), None
    return "claimed", None


def shift(m: Mention, offset: int) -> Mention:
    """The mention with offsets relative to its sentence."""
    return Mention(m.entity_id, m.schema, m.name, m.start - offset, m.end - offset, m.text, m.reason)


def stated(sentence: str, offset: int, actor: Mention | None, **parts: Any) -> Relation:
    """A relation quoting the sentence, its evidence read with ``actor`` as the one who speaks;
    ``parts`` are the fields the sentence states (the others are None)."""
    supply = parts.get("kind", "supply") == "supply"
    evidence, hedge = evidence_of(sentence, None if actor is None else shift(actor, offset), supply)
    base = Relation(
        supplier=None,
        target=None,
        component=None,
        component_text=None,
        role=None,
        stage=None,
        share=None,
        country=None,
        ends=False,
        evidence=evidence,
        hedge=hedge,
        quote=sentence,
        start=offset,
        end=offset + len(sentence),
    )
    return replace(base, **parts)


# A run of capitalised words: a name the gazetteer may not know ("Orvane Memory").
# (Latin letters only: a CJK sentence writes its subject otherwise)
_NAME_RUN = re.compile(r"[A-Z][A-Za-zÀ-ÿ0-9&.-]*(?:\s+[A-Z][A-Za-zÀ-ÿ0-9&.-]*){0,3}")
_PLURAL_PART = re.compile(r"[A-Z]{2,}s")  # "72 GPUs to deliver", "ASICs": parts, not a company
# A part's own word ends no company's name: "connection between CPU and GPU makes ...".
_PART_WORD = re.compile(r"GPU|CPU|TPU|NPU|DPU|APU|ASIC|SoC|NIC|SSD|DRAM|NAND|HBM\d?E?|PCIe|NVLink|Chips?")
# What may stand between a subject and its verb: "X will supply", "X has also begun to supply".
_TO_VERB = re.compile(
    r"(?:\s+(?:will|would|has|have|had|is|are|was|were|also|now|already|currently|to|be|been|"
    r"begins?|began|begun|starts?|started|plans?|agreed))*\s*"
)
_AFTER_VERB = re.compile(r"\w+\s+(?:by|from)\s+")  # "is made by X", "buys X from Y"
_NOT_NAMES = frozenset(
    [
        "the",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "they",
        "their",
        "we",
        "our",
        "he",
        "she",
        "a",
        "an",
        "in",
        "on",
        "at",
        "and",
        "but",
    ]
)


def unknown_subject(text: str, offset: int, at: int, after: bool, mentions: list[Mention]) -> Written | None:
    """The name a supply verb's subject is written with, when no mention covers it: the words
    before an active verb ("Orvane Memory will supply"), after "by" of a passive ("is made by
    Orvane Memory"). ``at``: the verb in the sentence; ``offset``: the sentence in the document."""
    if after:
        lead = _AFTER_VERB.match(text, at)
        run = _NAME_RUN.match(text, lead.end()) if lead else None
    else:
        return name_before(text, offset, at, mentions, _TO_VERB)
    if run is None:
        return None
    return _written(trimmed(run.group(0)), offset + run.start(), mentions)


def part_subject(text: str, at: int) -> bool:
    """Whether the capitalised word right before an active verb is a part's ("... between CPU
    and GPU makes"): the verb's subject is no company, known or not."""
    runs = [m for m in _NAME_RUN.finditer(text, 0, at) if _TO_VERB.fullmatch(text, m.end(), at)]
    return bool(runs) and _PART_WORD.fullmatch(trimmed(runs[-1].group(0)).split()[-1]) is not None


def name_before(
    text: str, offset: int, at: int, mentions: list[Mention], gap: re.Pattern[str]
) -> Written | None:
    """The last run of capitalised words before ``at`` that only ``gap`` separates from it, as
    written (``_written``), when no mention covers it."""
    runs = [m for m in _NAME_RUN.finditer(text, 0, at) if gap.fullmatch(text, m.end(), at)]
    if not runs:
        return None
    return _written(trimmed(runs[-1].group(0)), offset + runs[-1].start(), mentions)


def _written(name: str, at: int, mentions: list[Mention]) -> Written | None:
    """An unknown company's name as written at ``at`` in the document: leading words that name
    no one dropped ("The company will"), None when nothing is left, when it ends in a part's
    word or plural, or when a mention (a known platform or chip) covers it."""
    end = at + len(name)  # the name, without the stop after it
    while name and name.split(maxsplit=1)[0].lower() in _NOT_NAMES:
        name = name.split(maxsplit=1)[1] if " " in name.strip() else ""
    if not name or _PLURAL_PART.fullmatch(name.split()[-1]) or _PART_WORD.fullmatch(name.split()[-1]):
        return None
    start = end - len(name)
    if any(m.start < end and start < m.end for m in mentions):
        return None  # a known entity (a platform, a chip) is no unknown company
    return Written(name, start, end)


# What a company does to its own plant, between its name and the site words: "Orvane Memory
# opened a packaging plant", "X is building its new fab", "X will start up a line".
_RUNS_SITE = re.compile(
    r"\s+(?:(?:will|has|have|had|is|was|now|also|already|plans\s+to|is\s+to)\s+)*"
    r"(?:opens?|opened|opening|builds?|built|building|runs?|ran|running|operates?|operated|operating|"
    r"expands?|expanded|expanding|starts?\s+up|started\s+up|broke\s+ground\s+on|breaks\s+ground\s+on|"
    r"closes?|closed|closing|invest(?:s|ed|ing)?(?:\s+[$€£¥]?[\d.,]+(?:\s+(?:billion|million|bn))?)?\s+in)\s+"
    r"(?:(?:a|an|its|the|their|new|second|third|first|\w+-\w+)\s+){0,3}(?:[\w-]+\s+){0,2}$",
    re.IGNORECASE,
)
_POSSESSIVE = re.compile(r"['’]s\s+(?:[\w-]+\s+){0,3}$")
# An apposition between a subject and its verb: ", the parent company of X (X),".
_APPOSITION = re.compile(r"\s*,\s*(?:the|a|an|its)\s+[^,;.]{1,80},")


def unknown_site_owner(text: str, offset: int, noun_at: int, mentions: list[Mention]) -> Written | None:
    """The name of a site's company as written, when no mention names it: the possessor right
    before the site words ("Orvane Memory's new plant"), or the subject that opens, builds or
    runs it ("Orvane Memory opened a packaging plant"). ``noun_at``: the site words in the
    sentence; ``offset``: the sentence in the document."""
    for run in _NAME_RUN.finditer(text, 0, noun_at):
        name = trimmed(run.group(0))
        rest = text[run.start() + len(name) : noun_at]
        if run.start() == 0 and (apposition := _APPOSITION.match(rest)):
            rest = rest[apposition.end() :]  # "Innotron, the parent company of X (X), plans ..."
        if not (_POSSESSIVE.match(rest) or (run.start() == 0 and _RUNS_SITE.match(rest))):
            continue
        return _written(name, offset + run.start(), mentions)  # "The company's plant": no name
    return None


# A chip of a company the store does not know, named by its owner: "Tesla's next-gen AI6
# chips", "Tesla's self-driving chip (HW 4.0)"; a chip's own name in quotes: "the so-called 'AI6'".
_CHIP_NOUN = r"(?:chips?|processors?|accelerators?|SoCs?|ASICs?|XPUs?|NPUs?)"
_OWNED_CHIP = re.compile(
    rf"\b([A-Z][\w&.-]*)['’]s\s+((?:[\w-]+\s+){{0,3}}?){_CHIP_NOUN}\b(?:\s*\(([^()]{{1,16}})\))?"
)
_CALLED = re.compile(
    rf"{_CHIP_NOUN},?\s+(?:the\s+)?(?:so-called|known\s+as|called|named|dubbed|codenamed)\s+"
    r"['‘\"“]([^'’\"”]{1,20})['’\"”]"
)
_CODE = re.compile(r"\b[A-Z][A-Za-z]*\s?\d[\w.]*\b")  # "AI6", "HW 4.0"


def unknown_target(text: str, offset: int, mentions: list[Mention]) -> Written | None:
    """The product a part is for, as written, when no known platform or chip names it: a chip
    quoted by name ("the so-called 'AI6'"), else an unknown company's chip by its code ("Tesla's
    next-gen AI6 chips": AI6; "Tesla's self-driving chip (HW 4.0)": HW 4.0) or as written."""
    covered = [(m.start - offset, m.end - offset) for m in mentions]
    called = _CALLED.search(text)
    if called is not None:
        return Written(called.group(1), offset + called.start(1), offset + called.end(1))
    for m in _OWNED_CHIP.finditer(text):
        if any(a < m.end(1) and m.start(1) < b for a, b in covered) or m.group(1).lower() in _NOT_NAMES:
            continue  # a known company's chip: its buyer is read as the customer
        bracket = m.group(3).strip() if m.group(3) else ""
        if _CODE.fullmatch(bracket):
            at = text.index(bracket, m.start(3))
            return Written(bracket, offset + at, offset + at + len(bracket))
        code = _CODE.search(text, m.start(2), m.end(2))
        if code is not None:
            return Written(code.group(0), offset + code.start(), offset + code.end())
        end = m.end(3) - len(m.group(3)) - 1 if m.group(3) else m.end()  # the phrase, no bracket
        phrase = text[m.start() : end].rstrip(" (")
        return Written(phrase, offset + m.start(), offset + m.start() + len(phrase))
    return None
