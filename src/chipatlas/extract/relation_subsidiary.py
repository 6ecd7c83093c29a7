"""Ownership stated by a subsidiary or group noun (issue 11, the audit's missed shapes).

"X's (U.S.) subsidiary(,) Y", "X subsidiary Y", "die X-Tochter Y", "X의 자회사 Y", "X子会社のY",
"X(的)子公司Y", "X旗下(的)Y": X owns Y. A plural noun with its owner and a list after a copula,
"the subsidiaries of X involved are Y and Z" ("Le sussidiarie di X ... sono Y e Z"): X owns each.
"As a member of X's group, Y ..." ("作為X旗下的...，Y"): X owns Y. The owner must stand right
before the noun (a possessive and at most two words, or, in Chinese, Japanese and Korean, a
short run with no stop and no other company); the owned company right after it, or a written
name. A noun with no owner or no owned company named gives nothing ("a subsidiary of the
group", "l'entreprise fonctionnera comme une filiale"): precision first.
"""

from __future__ import annotations

import re

from chipatlas.extract.mentions import Mention, trimmed
from chipatlas.extract.relation import Relation, Written, stated
from chipatlas.model.schema import K

_NOUN_LATIN = r"(?:subsidiary|tochter(?:gesellschaft|firma|unternehmen)?)"
_NOUN_CJK = r"(?:자회사|子会社|傘下|子公司|旗下)"
SUBSIDIARY_NOUN = re.compile(rf"\b{_NOUN_LATIN}\b|{_NOUN_CJK}", re.IGNORECASE)
# Owner before the Latin noun: "X's", "X’s", "X" or "X-" with at most two words between
# ("SK hynix's U.S. subsidiary", "die Samsung-Tochter").
_OWNER_GAP_LATIN = re.compile(r"^(?:['’]s)?(?:\s+|-)(?:(?:[\w.-]+)\s+){0,2}$")
# Owner before a CJK noun: no stop, no quote, at most twelve characters ("鴻海昨天也公告增資巴西").
_OWNER_GAP_CJK = re.compile(r"^(?:의|の|的)?[^，,。；;、「」“”()（）\n]{0,12}$")
# Between the noun and the owned company: a comma, "인", "の", "である", "的".
_OWNED_GAP = re.compile(r"^(?:[\s,:]*|인\s*|(?:の|である|であった)\s*|的\s*)$")
# "作為X旗下的存儲芯片制造商，Y": the owned company is the subject after the comma.
_AS_MEMBER = re.compile(r"(?:作為|作为|として)")
_NAME = re.compile(r"\s*([A-Z][A-Za-zÀ-ÿ0-9&.-]*(?:\s+[A-Z][A-Za-zÀ-ÿ0-9&.-]*){0,3})")
# A plural noun of the owner, then a copula and the owned list.
_PLURAL = re.compile(
    r"\b(?:subsidiaries|sussidiarie|controllate|filiales|filiali|Tochtergesellschaften|subsidiarias)\s+"
    r"(?:of|di|de|von|della|du|des)\s+",
    re.IGNORECASE,
)
# The words a sentence needs to be read here (lower case: extract/relation_kinds.py's trigger).
SUBSIDIARY_WORDS = re.compile(
    rf"\b(?:{_NOUN_LATIN}|parent|subsidiaries|sussidiarie|controllate|filiales|filiali|tochtergesellschaften|"
    rf"subsidiarias)\b|{_NOUN_CJK}",
    re.IGNORECASE,
)
_COPULA = re.compile(r"\b(?:are|include|sono|sont|sind|son|comprennent)\s+", re.IGNORECASE)
_LIST_SEP = re.compile(r"\s*(?:,\s*(?:and\s+|e\s+|et\s+|und\s+|y\s+)?|and\s+|e\s+|et\s+|und\s+|y\s+)")
_STOP = re.compile(r"[.;:!?。；]")


def _company_at(mentions: list[Mention], at: int) -> Mention | None:
    return next((m for m in mentions if m.start == at and m.schema == K.COMPANY), None)


def _owner(sentence: str, offset: int, companies: list[Mention], at: int, cjk: bool) -> Mention | None:
    before = [m for m in companies if m.end - offset <= at]
    if not before:
        return None
    owner = before[-1]
    gap = sentence[owner.end - offset : at]
    return owner if (_OWNER_GAP_CJK if cjk else _OWNER_GAP_LATIN).match(gap) else None


def _owned(
    sentence: str, offset: int, companies: list[Mention], at: int, owner: Mention, member: bool
) -> tuple[Mention | None, str | None]:
    """The company (or written name) right after the noun; for "as a member of X, Y", the
    subject after the comma."""
    for m in companies:
        if m.start - offset < at or (m.entity_id == owner.entity_id and not _longer(sentence, offset, m)):
            continue
        gap = sentence[at : m.start - offset]
        if _OWNED_GAP.match(gap) or (member and re.match(r"^的[^，,。]{0,12}[，,]\s*$", gap)):
            return (
                (None, _written(sentence, m.start - offset)) if m.entity_id == owner.entity_id else (m, None)
            )
        break
    if member:
        return None, None
    name = re.compile(r"[\s,]*" + _NAME.pattern[3:]).match(sentence, at)
    if name is not None and _OWNED_GAP.match(sentence[at : name.start(1)]):
        return None, trimmed(name.group(1).strip())
    return None, None


def _longer(sentence: str, offset: int, m: Mention) -> bool:
    """The owner's name with more capitalised words after it ("Foxconn Brasil"): another company."""
    return re.match(r" [A-Z]", sentence[m.end - offset :]) is not None


def _written(sentence: str, at: int) -> str | None:
    name = _NAME.match(sentence, at)
    return trimmed(name.group(1).strip()) if name else None


def _relation(
    sentence: str, offset: int, owner: Mention | Written, owned: Mention | None, text: str | None
) -> Relation:
    known = owner if isinstance(owner, Mention) else None
    return stated(
        sentence,
        offset,
        known,
        kind="ownership",
        supplier=known,
        obj=owned,
        obj_text=owned.text if owned else text,
        stage="subsidiary",
        unknown_supplier=None if known else owner,  # an owner the store does not know, as written
    )


def _listed(sentence: str, offset: int, companies: list[Mention], at: int) -> list[Relation]:
    """ "The subsidiaries of X involved are Y and Z": X owns Y and Z (X as written when the
    store does not know it)."""
    owner: Mention | Written | None = _company_at(companies, offset + at)
    if owner is None and (name := _written(sentence, at)) is not None:
        owner = Written(name, offset + at, offset + at + len(name))
    if owner is None:
        return []
    rest = sentence[owner.end - offset :]
    copula = _COPULA.search(rest)
    if copula is None or _STOP.search(rest[: copula.start()]) or len(rest[: copula.start()]) > 60:
        return []
    at = owner.end - offset + copula.end()
    out: list[Relation] = []
    while True:
        known = _company_at(companies, offset + at)
        text = known.text if known else _written(sentence, at)
        if (
            not text
            or text == owner.text
            or (known and isinstance(owner, Mention) and known.entity_id == owner.entity_id)
        ):
            break
        out.append(_relation(sentence, offset, owner, known, None if known else text))
        at += len(sentence[at:]) - len(sentence[at:].lstrip()) + len(text)
        sep = _LIST_SEP.match(sentence, at)
        if sep is None:
            break
        at = sep.end()
    return out


# A parent named: "X, the parent company of Y", "Y's parent company, X".
_PARENT = re.compile(r"\bparent(?:\s+(?:company|group|firm|corporation))?\b", re.IGNORECASE)
_BEFORE_PARENT = re.compile(r"\s*,\s*(?:the|its)\s+|\s+(?:is|was|remains|became)\s+(?:the|its)\s+")
# "of Y", or "of Changxin Memory Technologies (CXMT)": a full name the store lacks, then the
# short name it knows in brackets
_OF_OWNED = re.compile(r"\s+of\s+(?:the\s+)?(?:(?:[A-Z][\w&.-]*\s+){1,5}\(\s*)?")
_POSSESSIVE = re.compile(r"['’]s\s+")
_COMMA_GAP = re.compile(r"\s*,?\s*")


def _parent(sentence: str, offset: int, mentions: list[Mention]) -> list[Relation]:
    """ "X, the parent company of Y" and "Y's parent company, X": X owns Y (Y known; X known,
    or written as the sentence's subject: "Innotron, the parent company of CXMT, plans ...")."""
    m = _PARENT.search(sentence)
    if m is None:
        return []
    companies = [c for c in mentions if c.schema == K.COMPANY]
    before = [c for c in companies if c.end - offset <= m.start()]
    after = [c for c in companies if c.start - offset >= m.end()]
    right = sentence[m.end() : after[0].start - offset] if after else ""
    if not before and after and _OF_OWNED.fullmatch(right):
        owner = _subject_name(sentence, offset, m.start(), mentions)
        return [_relation(sentence, offset, owner, after[0], None)] if owner else []
    if not before or not after or before[-1].entity_id == after[0].entity_id:
        return []  # one entity's two names (a former name now its parent's): no ownership guessed
    left = sentence[before[-1].end - offset : m.start()]
    if _BEFORE_PARENT.fullmatch(left) and _OF_OWNED.fullmatch(right):
        return [_relation(sentence, offset, before[-1], after[0], None)]
    if _POSSESSIVE.fullmatch(left) and _COMMA_GAP.fullmatch(right):
        return [_relation(sentence, offset, after[0], before[-1], None)]
    return []


# A subject written before its apposition: "Innotron, the parent company of ...".
_SUBJECT = re.compile(r"([A-Z][A-Za-zÀ-ÿ0-9&.-]*(?:\s+[A-Z][A-Za-zÀ-ÿ0-9&.-]*){0,3})\s*,\s*(?:the|its)\s+$")
# Words that open a sentence before a comma and name no one ("Meanwhile, the parent ...").
_OPENERS = frozenset(["meanwhile", "however", "separately", "additionally", "also", "today", "yesterday"])


def _subject_name(sentence: str, offset: int, at: int, mentions: list[Mention]) -> Written | None:
    """The name opening the sentence right before an apposition at ``at``, when no mention
    covers it and it is no sentence opener or adverb."""
    m = _SUBJECT.fullmatch(sentence, 0, at)
    if m is None:
        return None
    name = m.group(1)
    if name.lower() in _OPENERS or name.lower().endswith("ly"):
        return None
    if any(c.start - offset < m.end(1) and m.start(1) < c.end - offset for c in mentions):
        return None  # a known platform or chip is no unknown company
    return Written(name, offset + m.start(1), offset + m.end(1))


def read_subsidiaries(sentence: str, offset: int, mentions: list[Mention]) -> list[Relation]:
    """The ownership a subsidiary, group or parent noun states (none when owner or owned is unclear)."""
    companies = [m for m in mentions if m.schema == K.COMPANY]
    parent = _parent(sentence, offset, mentions) if "parent" in sentence.lower() else []
    if parent:
        return parent
    plural = _PLURAL.search(sentence)
    if plural is not None:
        return _listed(sentence, offset, companies, plural.end())
    if not companies:
        return []
    noun = SUBSIDIARY_NOUN.search(sentence)
    if noun is None:
        return []
    cjk = not noun.group(0)[0].isascii()
    owner = _owner(sentence, offset, companies, noun.start(), cjk)
    if owner is None:
        return []
    member = _AS_MEMBER.search(sentence[: owner.start - offset]) is not None
    owned, text = _owned(sentence, offset, companies, noun.end(), owner, member)
    if owned is None and not text:
        return []
    return [_relation(sentence, offset, owner, owned, text)]
