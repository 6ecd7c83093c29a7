"""Whose site a site sentence names (used by ``extract/relation_kinds.py``): the possessor
("TSMC's fab"), the company named just after the site words ("the plant of X"), else the one
before them, never a buyer ("chips meant for X"), a tool maker, or the company of an apposition
("Innotron, the parent company of CXMT, plans a facility": Innotron's); in Chinese, the
company written right before a Han place name ("台積電嘉義廠").
"""

from __future__ import annotations

import re

from chipatlas.extract.mentions import Mention
from chipatlas.extract.places_cjk import cjk_places
from chipatlas.extract.site_words import tool_maker

# A company marked as the buyer of what the site makes: "chips meant for X", "für X", "向け".
_FOR_BUYER = re.compile(
    r"(?:\b(?:for|für|pour|para|per)|向け|용|为|為)\s*$",
    re.IGNORECASE,
)


def site_company(sentence: str, offset: int, companies: list[Mention], noun: re.Match[str]) -> Mention | None:
    """Whose site: the possessor ("TSMC's fab"), the company named just after the site
    words ("the plant of X", "l'usine de X", "das Werk von X"), else the one before them."""
    # the possessive right before the site words ("TSMC's new packaging fab"), not anywhere
    # ("building a site for servers to house Nvidia's chips": Nvidia owns no site)
    companies = [
        m
        for m in companies
        if not _FOR_BUYER.search(sentence, 0, m.start - offset) and not tool_maker(sentence, offset, m)
    ]
    owner = next(
        (
            m
            for m in companies
            if sentence[m.end - offset : m.end - offset + 2] in ("'s", "’s")
            and _NEAR_NOUN.match(sentence, m.end - offset + 2, noun.start())
        ),
        None,
    )
    if owner is not None:
        return owner
    for m in companies:
        gap = sentence[noun.end() : m.start - offset]
        if m.start - offset >= noun.end() and _OF_OWNER.match(gap):
            return m
    before = [m for m in companies if m.end - offset <= noun.start()]
    if _ITS_SITE.search(sentence, 0, noun.start()):
        # "X will make Y's chips at its new Texas foundry": "its" is the subject's, never a
        # possessive's (Y's chips are the product, Y owns no site here)
        before = [m for m in before if not _POSSESSIVE_AFTER.match(sentence, m.end - offset)]
    # "Innotron, the parent company of CXMT, plans a packaging facility": the apposition's company
    # is not the subject
    inside = [m for m in before if _apposed(sentence, offset, m, noun.start())]
    apposed = {m.entity_id for m in inside}
    opened = min((m.start for m in inside), default=0)
    # the apposition's company and its short name after it ("(CXMT)") are not the subject;
    # the subject before the apposition is, even when it names the same entity
    kept = [m for m in before if m.entity_id not in apposed or m.start < opened]
    if apposed and not kept:
        return None  # the subject is a company the store does not know (relation.unknown_site_owner)
    return kept[-1] if kept else (companies[0] if companies else None)


# The site words owned by "its"/"their" right before them: "at its new Texas foundry".
_ITS_SITE = re.compile(r"\b(?:its|their)\s+(?:[\w-]+\s+){0,3}$", re.IGNORECASE)
_POSSESSIVE_AFTER = re.compile(r"['’]s?\s")


# An apposition naming a company after the subject: ", the parent company of Y (CY),".
_APPOSITION_HEAD = re.compile(
    r",\s*(?:the|a|an|its)\s+[\w\s-]{0,40}?\b(?:of|to|at)\s+(?:the\s+)?"
    r"(?:(?:[A-Z][\w&.-]*\s+){1,5}\(\s*)?$",  # (a full name the store lacks, then its known short name)
    re.IGNORECASE,
)


def _apposed(sentence: str, offset: int, m: Mention, until: int) -> bool:
    """Whether a company is named inside an apposition that closes before ``until``."""
    head = _APPOSITION_HEAD.search(sentence, max(0, m.start - offset - 60), m.start - offset)
    return head is not None and "," in sentence[m.end - offset : until]


_NEAR_NOUN = re.compile(r"\s+(?:[\w-]+\s+){0,3}$")
_OF_OWNER = re.compile(r"^[\w\s'’-]{0,60}?\b(?:of|de|d'|von|des|di|del)\s*$", re.IGNORECASE)


def placed_company(sentence: str, offset: int, companies: list[Mention]) -> Mention | None:
    """The company written right before a Han place name ("台積電嘉義廠", "X的竹科")."""
    for at, _ in cjk_places(sentence):
        for m in companies:
            if m.end - offset <= at and sentence[m.end - offset : at].strip() in ("", "的"):
                return m
    return None
