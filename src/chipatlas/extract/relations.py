"""Supply relations read from prose: who supplies which part, for what, in which role.

A relation is never a fact by itself: it becomes a *proposal* that a person (or an
auto-accept rule) reviews (docs/review.md). This module only reads text: for each
sentence with a supply verb, the company before the verb is the supplier, a platform or
chip named in the sentence is what the part is for, and the part is one of the
components below. Role, stage, share, place, negation and hedges are read from the
same sentence. A sentence whose parts are not all there gives a relation with the
missing parts left ``None``: the caller lists it as a candidate, never guesses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chipatlas.extract.mentions import Gazetteer, Mention
from chipatlas.extract.prose import sentences
from chipatlas.model.countries import lookup
from chipatlas.model.schema import K

# Component words -> the ring's component names (the bundled rings' vocabulary).
COMPONENTS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), name)
    for p, name in (
        (r"\bHBM\d?E?\b|high[- ]bandwidth memory", "HBM"),
        (r"\bCoWoS(?:-[LSR])?\b|advanced packaging|\bpackaging\b", "Advanced packaging"),
        (r"optical transceivers?|\btransceivers?\b|\boptics\b", "Optical transceivers"),
        (r"cold plates?", "Cold plates and manifolds"),
        (r"coolant distribution units?|\bCDUs?\b", "Coolant distribution unit"),
        (r"liquid[- ]cooling", "Cooling (rack thermal design)"),
        (r"power shel(?:f|ves)", "Power shelf"),
        (r"compute trays?", "Compute tray ODM"),
        (r"\bracks?\b|rack integration|final assembly", "Rack integration"),
        (r"\bPCBs?\b|\bsubstrates?\b", "PCB and substrate"),
        (r"\bSSDs?\b", "Storage (SSD)"),
        (r"burn-in|\btesting\b", "Test (burn-in)"),
        (r"\bLPDDR5X\b", "Host memory (LPDDR5X)"),
        (r"\bDDR5\b", "Host memory (DDR5)"),
        (r"\bDPUs?\b", "DPU"),
        (r"\bCPUs?\b", "CPU"),
        (r"\bNICs?\b", "Scale-out NIC"),
        (r"\bswitch(?:es)?\b", "Scale-up switch"),
        (r"\bcabl(?:es?|ing)\b", "Scale-up cabling"),
        (r"\bwafers?\b|\bfoundry\b|\b\d+\s*-?\s*nm\s+(?:process|node)\b", "Accelerator"),
    )
)

_SUPPLY = re.compile(
    r"\b(?:will\s+(?:also\s+)?(?:supply|provide|ship|make|build|assemble|package)|"
    r"(?:supplies|supplied|supplying|provides|provided|providing|ships|shipped|shipping|"
    r"makes|builds|assembles|manufactures|produces)|to\s+supply|"
    r"(?:has\s+been|was|been|is|got|gets)\s+qualified|qualifi(?:es|ed)\s+as|"
    r"is\s+qualifying|(?:won|wins|secured|secures)\s+(?:an?\s+)?(?:order|orders|contract|share|qualification))\b",
    re.IGNORECASE,
)
_PASSIVE = re.compile(
    r"\b(?:will\s+be|is|are|was|were|being)\s+(?:supplied|made|manufactured|assembled|packaged|produced|built)\s+by\b",
    re.IGNORECASE,
)
_ENDS = re.compile(
    r"\b(?:no\s+longer\s+(?:supplies|supply|provides|makes|ships)|(?:stopped|stops|ceased|ceases)\s+"
    r"(?:supplying|shipping|making)|(?:dropped|drops|replaced|replaces)\b|loses?\s+share\s+to|lost\s+share\s+to)",
    re.IGNORECASE,
)
_HEDGE = re.compile(
    r"\b(?:reportedly|rumou?r(?:s|ed)?|according\s+to\s+(?:people|sources|a\s+person|analysts?|reports?|media)|"
    r"people\s+familiar|is\s+said\s+to|are\s+said\s+to|sources\s+say|allegedly|leak(?:s|ed)?|"
    r"analysts?\s+(?:estimate|expect|believe)|could|might|may)\b",
    re.IGNORECASE,
)
_OWN_WORD = re.compile(r"\b(?:said|says|announced|announces|confirmed|confirms|stated)\b", re.IGNORECASE)
_FUTURE = re.compile(r"\bwill\b|\bplans?\s+to\b|\bis\s+to\b", re.IGNORECASE)
_ROLES = (
    (
        re.compile(r"second(?:ary)?\s+(?:source|supplier|vendor)|alternative\s+supplier", re.I),
        "second_source",
    ),
    (re.compile(r"\b(?:sole|exclusive|only)\s+(?:source|supplier|vendor|provider)\b", re.I), "sole"),
    (
        re.compile(
            r"\b(?:main|primary|lead|principal|largest)\s+(?:source|supplier|vendor|provider)\b", re.I
        ),
        "primary",
    ),
)
_STAGES = (
    (re.compile(r"\bsampl(?:e|es|ed|ing)\b", re.I), "sampling"),
    (re.compile(r"\bqualifying\b|\bin\s+qualification\b|\bqualification\s+tests?\b", re.I), "qualifying"),
    (re.compile(r"\bqualified\b|\bpassed\s+qualification\b", re.I), "qualified"),
    (
        re.compile(
            r"\bmass\s+production\b|\bin\s+volume\b|\bvolume\s+production\b|\bramp(?:ing|ed)?\b", re.I
        ),
        "volume",
    ),
)
_SHARE = re.compile(
    r"(?:about|around|roughly|nearly|some|~)?\s*(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent|percent)", re.I
)
_PLACE = re.compile(r"\b(?:in|at|from)\s+((?:[A-Z][\w.-]+,?\s*){1,4})")


@dataclass(frozen=True, kw_only=True)
class Relation:
    """One supply relation as a sentence states it (parts it does not state are None)."""

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


def _first(patterns: tuple[tuple[re.Pattern[str], str], ...], text: str) -> str | None:
    for pattern, value in patterns:
        if pattern.search(text):
            return value
    return None


def _component(text: str) -> tuple[str | None, str | None]:
    found = [
        (m.start(), name, m.group(0)) for pattern, name in COMPONENTS for m in [pattern.search(text)] if m
    ]
    if not found:
        return None, None
    _, name, words = min(found)
    return name, words


def _country(text: str) -> str | None:
    for m in _PLACE.finditer(text):
        for part in re.split(r",\s*", m.group(1).strip(" ,.")):
            country = lookup(part.strip())
            if country is not None:
                return country.name
    return None


def _evidence(text: str, supplier: Mention | None) -> tuple[str, str | None]:
    hedge = _HEDGE.search(text)
    if hedge:
        return "speculative", hedge.group(0)
    own = supplier is not None and _OWN_WORD.search(text[supplier.end :]) is not None
    if own:
        return ("committed" if _FUTURE.search(text) else "confirmed"), None
    return "claimed", None


def _read(text: str, offset: int, mentions: list[Mention]) -> Relation | None:
    verb = _SUPPLY.search(text) or _PASSIVE.search(text) or _ENDS.search(text)
    if verb is None:
        return None
    passive = _PASSIVE.search(text) is not None and _SUPPLY.search(text) is None
    ends = _ENDS.search(text) is not None
    companies = [m for m in mentions if m.schema == K.COMPANY]
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    at = offset + verb.start()
    dropped = ends and verb.re is _ENDS and verb.group(0)[:4].lower() in ("drop", "repl")
    if passive or dropped:  # "is made by X", "drops X", "replaced X": the supplier follows
        supplier = next((m for m in companies if m.start >= at), None)
    else:
        supplier = next((m for m in reversed(companies) if m.end <= at), None)
    component, words = _component(text)
    if supplier is None and not targets:
        return None  # no company and no platform named: not a relation worth a candidate
    if component is None and supplier is None:
        return None
    evidence, hedge = _evidence(text, None if supplier is None else _shift(supplier, offset))
    share = _SHARE.search(text)
    return Relation(
        supplier=supplier,
        target=targets[0] if targets else None,
        component=component,
        component_text=words,
        role=_first(_ROLES, text),
        stage=None if ends else _first(_STAGES, text),
        share=f"{share.group(1)}%" if share else None,
        country=_country(text),
        ends=ends,
        evidence=evidence,
        hedge=hedge,
        quote=text,
        start=offset,
        end=offset + len(text),
    )


def _shift(m: Mention, offset: int) -> Mention:
    """The mention with offsets relative to its sentence."""
    return Mention(m.entity_id, m.schema, m.name, m.start - offset, m.end - offset, m.text, m.reason)


def _line_sentences(text: str) -> list[tuple[int, int]]:
    """Sentences within each line: a heading or a list item never runs into the next line."""
    out: list[tuple[int, int]] = []
    start = 0
    for line in text.splitlines(keepends=True):
        end = start + len(line)
        if line.strip():
            out += sentences(text, start, end)
        start = end
    return out


def read_relations(
    text: str, gazetteer: Gazetteer, language: str | None = None, spans: list[tuple[int, int]] | None = None
) -> list[Relation]:
    """Every sentence of ``text`` (or of ``spans``) that states a supply relation."""
    out: list[Relation] = []
    for start, end in spans if spans is not None else _line_sentences(text):
        sentence = text[start:end]
        if not (_SUPPLY.search(sentence) or _PASSIVE.search(sentence) or _ENDS.search(sentence)):
            continue  # most sentences: no supply verb, no linking work
        mentions = gazetteer.find(sentence, start, language)
        found = _read(sentence, start, mentions)
        if found is not None:
            out.append(found)
    return out
