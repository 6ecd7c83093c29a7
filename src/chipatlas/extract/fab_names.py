"""Named fabs and plants in prose: "TSMC's AP8 facility", "the Cheongju M15x fab", "TSMC Arizona".

Three written forms name a site:

- a plant code before a plant noun: "AP8 facility", "Fab 21 plant", "Cheongju M15x fab"
  (a chip-making city before the code stays part of the name); another code of the same
  letters joined by "and" in that sentence is a sibling ("AP8 facility ... and AP7 in Chiayi");
- a known company followed by a US state or a chip-making city: "TSMC Arizona", "Samsung Texas".

The operator is the company written with a possessive before the code ("TSMC's AP8"), else
the one company the sentence (or, failing that, the text so far) is about; a site is named
"<operator> <place> <code>" as the field writes it ("SK hynix Cheongju M15x"). No company
in sight: the site keeps the name as written, with no operator (never a guess).
"""

from __future__ import annotations

import re

from chipatlas.extract.findings import RefFn
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.mentions import CHIP_RE
from chipatlas.extract.places import region_names
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement

_CODE = r"(?:Fab\s?\d{1,3}[A-Za-z]?|[A-Z]{1,3}\d{1,3}[A-Za-z]?)"
_REGION = "|".join(sorted(region_names(), key=len, reverse=True))
_FAB = re.compile(rf"\b(?:(?P<place>{_REGION})\s)?(?P<code>{_CODE})\s(?P<noun>fab|facility|plant|factory)\b")
_SIBLING = re.compile(rf"\band\s(?P<code>{_CODE})\b")
_COMPANY_REGION = re.compile(rf"\b(?P<co>[A-Z][\w&-]*(?: [A-Z][\w&-]*)?)\s(?P<place>{_REGION})\b")
_OWNER = re.compile(r"(?P<owner>[A-Z][\w&-]*(?: [A-Za-z][\w&-]*)?)['’]s\s+(?:the\s+)?$")
# Cheap test first: most sentences name no plant and no company-and-region pair.
_TRIGGER = re.compile(rf"\b(?:fab|facility|plant|factory|{_REGION})\b")
_TRIGGER_WORDS = needed(_TRIGGER)  # substring tests, cheaper than the search they skip


def _letters(code: str) -> str:
    return re.sub(r"[\d\s]+[A-Za-z]?$", "", code)


def fab_claims(
    text: str, span: tuple[int, int], ref: RefFn, known: dict[str, str], company: str | None
) -> list[Statement]:
    """Sites this sentence names. ``known``: names as written -> entity id (the text so far);
    ``company``: the company id the text was last about."""
    s0, s1 = span
    sentence = text[s0:s1]
    if not may_match(_TRIGGER_WORDS, sentence) or not _TRIGGER.search(sentence):
        return []
    written = {eid: name for name, eid in known.items() if eid.startswith("company:")}
    out: list[Statement] = []
    for m in _COMPANY_REGION.finditer(sentence):
        eid = known.get(m.group("co"))
        if eid and eid.startswith("company:"):
            out += _site(ref, m.group(0), [], eid, (sentence, s0, s1))
    for m in _FAB.finditer(sentence):
        code, place = m.group("code"), m.group("place")
        if CHIP_RE.fullmatch(code):
            continue
        owner = _OWNER.search(sentence, 0, m.start())
        eid = known.get(owner.group("owner")) if owner else None
        eid = eid if eid and eid.startswith("company:") else company
        operator = written.get(eid or "", "")
        site_name = " ".join(p for p in (operator, place, code) if p)
        out += _site(ref, site_name, [m.group(0), code], eid, (sentence, s0, s1))
        for sib in _SIBLING.finditer(sentence, m.end()):
            other = sib.group("code")
            if _letters(other) == _letters(code) and other != code and not CHIP_RE.fullmatch(other):
                sib_name = " ".join(p for p in (operator, other) if p)
                out += _site(ref, sib_name, [other], eid, (sentence, s0, s1))
    return out


def _site(
    ref: RefFn, name: str, aliases: list[str], operator: str | None, quote: tuple[str, int, int]
) -> list[Statement]:
    sid = ref(K.SITE, name, *aliases)

    def st(prop: str, value: str) -> Statement:
        return Statement(sid, K.SITE, prop, value, value, quote[0], quote[1], quote[2], "claimed")

    out = [st(P.NAME, name), st(P.KIND, "fab")]
    out += [st(P.ALIAS, a) for a in dict.fromkeys(aliases) if a != name]
    if operator:
        out.append(st(P.OPERATOR, operator))
    return out
