"""The controlled vocabulary of the ring: roles, US status, evidence levels.

Kept as data so the readers, the store and the docs agree on one spelling.
"""

from __future__ import annotations

import re
from functools import lru_cache

# Strongest first: views rank competing statements in this order.
EVIDENCE_LEVELS = ("confirmed", "committed", "claimed", "inferred", "speculative")
ROLES = ("sole", "primary", "second_source")
US_STATUSES = (
    "made_abroad",
    "some_us_volume",
    "made_in_us",
    "planned_us_volume",
    "not_disclosed",
)
# US statuses that count as production on US soil now.
US_NOW = ("some_us_volume", "made_in_us")
# A place announced, not yet making the part: no production now, anywhere.
PLANNED_US = "planned_us_volume"
# Whether a place of production is this platform's, or where the supplier makes such parts.
LOCATION_SCOPES = ("platform", "supplier_level")
# The vocabularies the schema registry (schema.yaml) names for its enum properties.
VOCABULARIES: dict[str, tuple[str, ...]] = {
    "evidence_levels": EVIDENCE_LEVELS,
    "roles": ROLES,
    "us_statuses": US_STATUSES,
    "location_scopes": LOCATION_SCOPES,
}

_ROLE_WORDS = {
    "sole": "sole",
    "sole source": "sole",
    "only": "sole",
    "primary": "primary",
    "main": "primary",
    "lead": "primary",
    "second source": "second_source",
    "second_source": "second_source",
    "secondary": "second_source",
    "second": "second_source",
    "alternate": "second_source",
}
_US_WORDS = {
    "made abroad": "made_abroad",
    "abroad": "made_abroad",
    "some us volume": "some_us_volume",
    "made in us": "made_in_us",
    "made in the us": "made_in_us",
    "made in usa": "made_in_us",
    "planned us volume": "planned_us_volume",
    "planned": "planned_us_volume",
    "not disclosed": "not_disclosed",
}
# What a "Made in US?" column says in a pasted table; read as a US status and reported.
_US_YES_NO = {
    "yes": "made_in_us",
    "y": "made_in_us",
    "no": "made_abroad",
    "n": "made_abroad",
    "partial": "some_us_volume",
    "partly": "some_us_volume",
    "some": "some_us_volume",
    "planned": "planned_us_volume",
}
# Evidence words in the wild, to the levels: how strong the source is, not how sure it sounds.
_EVIDENCE_WORDS = {
    "official": "confirmed",
    "confirmed by company": "confirmed",
    "company confirmed": "confirmed",
    "announced": "confirmed",
    "press release": "confirmed",
    "reported": "claimed",
    "press report": "claimed",
    "media report": "claimed",
    "estimated": "inferred",
    "estimate": "inferred",
    "derived": "inferred",
    "rumoured": "speculative",
    "rumored": "speculative",
    "rumour": "speculative",
    "rumor": "speculative",
    "unconfirmed": "speculative",
    "analyst estimate": "speculative",
    "leak": "speculative",
    "leaked": "speculative",
}
GAP_WORDS = frozenset({"not disclosed", "undisclosed", "unknown", "n/a", "na", "tbd", "-", "—"})


def fold(text: str) -> str:
    """Lower-case, underscores and runs of space folded: the key for word tables."""
    # A ring repeats a few role, status and evidence words on every row: short cells are
    # folded once each (bounded cache), long text as it comes.
    return _fold_short(text) if len(text) <= _SHORT else _fold(text)


_SHORT = 64
_SPACES = re.compile(r"[\s_]+")


def _fold(text: str) -> str:
    return _SPACES.sub(" ", text.strip().lower())


_fold_short = lru_cache(maxsize=4096)(_fold)


def is_gap(text: str) -> bool:
    """True for the words a source uses to say it does not know."""
    return fold(text) in GAP_WORDS


def parse_role(text: str) -> str | None:
    """'Second source' -> 'second_source'; empty -> None; unknown word -> ValueError."""
    if not text.strip():
        return None
    try:
        return _ROLE_WORDS[fold(text)]
    except KeyError:
        raise ValueError(f"unknown role {text!r} (expected one of {', '.join(ROLES)})") from None


def parse_us_status(text: str) -> str | None:
    """'Some US volume' -> 'some_us_volume'; empty -> None; unknown -> ValueError."""
    if not text.strip():
        return None
    key = fold(text).replace(".", "")
    if key in _US_WORDS:
        return _US_WORDS[key]
    if key.replace(" ", "_") in US_STATUSES:
        return key.replace(" ", "_")
    raise ValueError(f"unknown US status {text!r} (expected one of {', '.join(US_STATUSES)})")


def read_us_status(text: str) -> tuple[str | None, str | None]:
    """Like ``parse_us_status``, also reading Yes/No/Partial; the second value says how
    a word that is not a status was read (a repair to report), else None."""
    key = fold(text).replace(".", "")
    if key in _US_YES_NO:
        status = _US_YES_NO[key]
        return status, f"read US status {text.strip()!r} as {status!r}"
    return parse_us_status(text), None


def read_evidence(text: str) -> tuple[str, bool, str | None]:
    """Like ``parse_evidence``, also reading the words pasted tables use ('Rumoured',
    'Official'); the third value says how such a word was read (a repair to report)."""
    words = fold(text).split()
    has_link = bool(words) and words[-1] in ("source", "sourced", "link")
    key = " ".join(words[:-1] if has_link else words)
    if key in _EVIDENCE_WORDS:
        level = _EVIDENCE_WORDS[key]
        return level, has_link, f"read evidence {text.strip()!r} as {level!r}"
    level, has_link = parse_evidence(text)
    return level, has_link, None


def parse_evidence(text: str) -> tuple[str, bool]:
    """'Claimed Source' -> ('claimed', True): the level, and whether a link was given."""
    words = fold(text).split()
    has_link = bool(words) and words[-1] in ("source", "sourced", "link")
    if has_link:
        words = words[:-1]
    level = " ".join(words)
    if level not in EVIDENCE_LEVELS:
        expected = ", ".join(EVIDENCE_LEVELS)
        raise ValueError(f"unknown evidence level {text!r} (expected one of {expected})")
    return level, has_link


def looks_like_evidence(text: str) -> bool:
    try:
        parse_evidence(text)
    except ValueError:
        return False
    return True


def evidence_rank(level: str | None) -> int:
    """Smaller is stronger; unknown levels sort last."""
    return EVIDENCE_LEVELS.index(level) if level in EVIDENCE_LEVELS else len(EVIDENCE_LEVELS)
