"""The role a supply sentence states for its supplier: sole, primary or second source.

The supplier nouns ("the main HBM supplier", "a second source", "the exclusive provider"),
and the degree a passive puts on its doer ("is provided mostly by X", "fournie
principalement par X", "suministrada principalmente por X", "fornita principalmente da X",
"hauptsächlich von X geliefert", "主要由X供应"): mostly, mainly or largely supplied by X is
X as the primary supplier; solely or exclusively supplied by X is X as the sole one. Word
lists of each language of the gold set, never one document's words; split from
``extract/relations.py``.
"""

from __future__ import annotations

import re

# "mostly by", "principalement par", "principalmente por / da", "hauptsächlich von", "主要由"
# (the adverb right before the doer's preposition; German may put the doer between them).
_MAINLY = (
    r"\b(?:(?:mostly|mainly|largely|primarily|chiefly|predominantly|principally|for\s+the\s+most\s+part)\s+by|"
    r"(?:principalement|essentiellement|majoritairement|surtout)\s+par|"
    r"(?:principalmente|mayoritariamente|sobre\s+todo|prevalentemente|soprattutto)\s+(?:por|da)|"
    r"(?:hauptsächlich|überwiegend|vorwiegend|größtenteils|mehrheitlich)\s+von)\b|主要由|主要是由"
)
_SOLELY = (
    r"\b(?:(?:solely|exclusively|entirely|(?<!not\s)only)\s+by|(?:exclusivement|uniquement)\s+par|"
    r"(?:exclusivamente|únicamente|esclusivamente|unicamente)\s+(?:por|da)|ausschließlich\s+von)\b|"
    r"(?:独家|獨家|仅由|僅由|只由)"
)

# One word may name the part in between: "the main HBM supplier", "a second HBM3E source".
ROLES = (
    (
        re.compile(r"second(?:ary)?\s+(?:[\w-]+\s+)?(?:source|supplier|vendor)|alternative\s+supplier", re.I),
        "second_source",
    ),
    (
        re.compile(
            r"\b(?:sole|exclusive|only)\s+(?:[\w-]+\s+)?"
            r"(?:source|supplier|vendor|provider|foundry|manufacturer|maker|packager|assembler)\b|" + _SOLELY,
            re.I,
        ),
        "sole",
    ),
    (
        re.compile(
            r"\b(?:main|primary|lead|principal|largest)\s+(?:[\w-]+\s+)?"
            r"(?:source|supplier|vendor|provider|foundry|manufacturer|packager|assembler)\b|" + _MAINLY,
            re.I,
        ),
        "primary",
    ),
)


def first_of(patterns: tuple[tuple[re.Pattern[str], str], ...], text: str) -> str | None:
    for pattern, value in patterns:
        if pattern.search(text):
            return value
    return None
