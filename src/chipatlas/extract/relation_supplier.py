"""The supplier of a supply verb: the company that does the verb, by the sentence's shape.

Before an active verb (skipping possessives, appositions, asides and a deal's other side),
after a passive or "from" one, the dative of an entrusting verb in Korean or Japanese, the
opening company of a participle after a comma; a Korean headline's comma items kept apart.
"""

from __future__ import annotations

import re

from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import in_aside
from chipatlas.extract.relation_cjk import agent, dative, giver, relative_subject
from chipatlas.extract.relation_cjk import subject as cjk_subject
from chipatlas.extract.supply_verb import Verb

__all__ = ["headline_list", "participle", "same_item", "supplier_of"]


def supplier_of(text: str, offset: int, companies: list[Mention], verb: Verb) -> Mention | None:
    at = offset + verb.at
    if verb.after:  # "is made by X", "drops X", "buys X from Y": the supplier follows
        return next((m for m in companies if m.start >= at), None)
    before = [m for m in companies if m.end <= at]
    if verb.passive_cjk:  # "このHBM3EはXにより供給されており": the passive's doer, if named
        return agent(before, text, offset, verb.at)
    if verb.entrusted:  # "X에 맡겼다", "Xに委託した": the company the part is entrusted to
        return dative(before, text, offset)
    if verb.received:  # the company marked "from", nearest the verb
        return giver(before, text, offset)
    if verb.cjk:
        return cjk_subject(before, text, offset, verb.at) or relative_subject(
            text, offset, companies, verb.at
        )
    if participle(text, verb):
        return _opening(text, offset, before)
    return _subject(text, offset, before, verb.at)


# A participle after a comma (", providing 112 OCPUs", ", supplying HBM4 for"): its subject is
# the sentence's, not the company named nearest before it.
_PARTICIPLE = re.compile(r",\s*(?:(?:also|thereby|thus|now)\s+)?$")
_ING = re.compile(r"\w+ing\b", re.IGNORECASE)
_OPENING = re.compile(r"^\W*(?:(?:the|its|their)\s+)?$", re.IGNORECASE)


_ITEM_END = re.compile(r"[,，、]")
_HANGUL = re.compile(r"[\uac00-\ud7af]")
_STATEMENT_END = re.compile(r"다\s*[.。]?\s*$")


def headline_list(text: str) -> bool:
    """A Korean headline listing its news between commas ("X 실적 발표, HBM 수요 급증, Y HBM3E
    양산"): two commas or more and no sentence ending ("...된다."), where a sentence's commas
    join clauses of one statement."""
    return (
        _HANGUL.search(text) is not None
        and len(_ITEM_END.findall(text)) >= 2
        and not _STATEMENT_END.search(text)
    )


def same_item(text: str, offset: int, companies: list[Mention], supplier: Mention, at: int) -> list[Mention]:
    """The companies of the comma item that holds both the supplier and the verb (a headline's
    list of news: "X 실적 발표, Y HBM3E 양산, Z 포럼"); all of them when the two stand apart."""
    lo = max((m.end() for m in _ITEM_END.finditer(text, 0, at)), default=0)
    after = _ITEM_END.search(text, at)
    hi = after.start() if after else len(text)
    if not lo <= supplier.start - offset < hi:
        return companies
    return [m for m in companies if lo <= m.start - offset < hi]


def participle(text: str, verb: Verb) -> bool:
    """Whether the verb is a participle after a comma (", providing ...")."""
    return not (verb.after or verb.cjk) and bool(
        _PARTICIPLE.search(text, 0, verb.at) and _ING.match(text, verb.at)
    )


def _opening(text: str, offset: int, before: list[Mention]) -> Mention | None:
    """The company that opens the sentence ("Kestrel signed a deal with Lumen, supplying
    ..."), else none ("Each offering starts with X GPUs and Intel CPUs, providing ...")."""
    first = before[0] if before else None
    return first if first and _OPENING.match(text[: first.start - offset]) else None


# A company naming a deal ("under a recent X deal", "its new X contract") is the deal's
# other side, never the one that supplies under it.
_DEAL_AFTER = re.compile(
    r"\s+(?:supply\s+)?(?:deals?|agreements?|contracts?|partnerships?|pacts?|tie-ups?)\b", re.IGNORECASE
)


def _subject(text: str, offset: int, before: list[Mention], at: int) -> Mention | None:
    """The company nearest before an active verb, unless it is a possessive or sits in an
    apposition or relative clause set off by commas ("X, Y's partner, supplies", "X, which
    competes with Y, supplies"): then the company before it. A company in an aside set off
    by dashes or brackets, or naming a deal ("under a recent Y deal"), is never the subject
    ("— including X's plant — the wafers ship")."""
    before = [
        m
        for m in before
        if not in_aside(text, m.start - offset, m.end - offset, at)
        and not _DEAL_AFTER.match(text, m.end - offset)
    ]
    if not before:
        return None
    last = before[-1]
    if len(before) > 1:
        earlier = before[-2]
        possessive = text[last.end - offset : last.end - offset + 2] in ("'s", "’s")
        set_off = (
            "," in text[earlier.end - offset : last.start - offset] and "," in text[last.end - offset : at]
        )
        if possessive or set_off:
            return earlier
    return last
