"""Ownership relations read from one sentence (split from ``extract/relation_kinds.py``).

"X acquired/bought/will acquire Y", "Y, a subsidiary of X", "X holds a 10% stake in Y";
ends: "X sold (its stake in) Y", "divested", "spun off". A deal not yet made (talks, a term
sheet) is none. Names the store does not know are kept as written (``relation_owners.py``)
for ``relink``; like every relation, only what the sentence states.
"""

from __future__ import annotations

import re

from chipatlas.extract.common_words import common_word
from chipatlas.extract.components import component_of
from chipatlas.extract.dates import month_number
from chipatlas.extract.mentions import Mention, trimmed
from chipatlas.extract.relation import SHARE, Relation, stated
from chipatlas.extract.relation_owner_orders import ORDER_WORDS, read_ordered
from chipatlas.extract.relation_owners import (
    PASSIVE_WORDS,
    STAKE_OTHER,
    inverted_owner,
    passive_owner,
    passive_parts,
    unknown_owned,
    unknown_owner,
)
from chipatlas.model.schema import K

_ACQUIRE = re.compile(
    r"\b(?:(?:has\s+|had\s+)?(?:acquired|bought|purchased|took\s+over)|acquires|acquiring|buys|purchases|takes\s+over|"
    r"(?:will|to|agreed\s+to|plans\s+to)\s+(?:acquire|buy|purchase|take\s+over)|"
    r"completed\s+(?:its|the)\s+(?:acquisition|purchase)\s+of|(?:'s\s+)?acquisition\s+of|"
    # German, French, Spanish, Italian
    r"übernahme\s+von|übernimmt|übernahm|übernommen|kauft|kaufte|gekauft|erwirbt|erwarb|erworben|rachète|racheté|"
    r"acquiert|"
    r"adquiere|adquirió|acquisisce|ha\s+acquisito)\b",
    re.IGNORECASE,
)
_SUBSIDIARY = re.compile(
    r"\b(?:(?:a|an|the)\s+)?(?:wholly[- ]owned\s+|majority[- ]owned\s+)?(?:subsidiary|unit|division)\s+of\b|"
    # "X, now part of Y", "X is now part of Y", "X became part of Y": owned, not a part of a plan
    r"(?:,\s*|\b(?:is|was)\s+)now\s+(?:a\s+)?part\s+of\b|\b(?:became|has\s+become)\s+(?:a\s+)?part\s+of\b",
    re.IGNORECASE,
)
_STAKE = re.compile(r"\b(?:stake|shareholding|equity\s+interest)\s+in\b", re.IGNORECASE)
_SOLD = re.compile(
    r"\b(?:sold(?!\s+out)|sells(?!\s+out)|will\s+sell|to\s+sell|divest(?:s|ed)?|spun\s+off|spins\s+off|offloaded)\b",
    re.IGNORECASE,
)
# Between an ownership verb and the owned company: a few words at most ("the chip designer",
# "a 10% stake in"), never a clause ("HBM from SK hynix" is not buying SK hynix).
# "sold H20 chips to Tencent", "bought racks through X": the company is a buyer or a channel;
# "sells chips, and X grew": a new clause's subject.
_SHORT_GAP = re.compile(
    r"^[\s,]*(?:(?!from\b|for\b|of\s+the\b|to\b|through\b|via\b|at\b|and\b|but\b|while\b)[\w%.-]+[\s,]+){0,4}$",
    re.IGNORECASE,
)
# A company name that only says whose products were bought or sold ("bought Nvidia GPUs",
# "kauft Nvidia-Chips"): the product words right after it, or a chip or platform name.
_PRODUCT_AFTER = re.compile(
    r"^(?:['’]s)?[\s-]*(?:chips?|GPUs?|accelerators?|processors?|servers?|systems?|racks?|hardware|"
    r"products?|parts?|memory|cards?|Chips|Grafikkarten|puces|processeurs|procesadores|processori)\b",
    re.IGNORECASE,
)

OWNERSHIP = (_ACQUIRE, _SUBSIDIARY, _STAKE, _SOLD, PASSIVE_WORDS, STAKE_OTHER, ORDER_WORDS)


def _after(companies: list[Mention], sentence: str, offset: int, at: int) -> Mention | None:
    """The first company after ``at`` (sentence-relative), if only a few words come between."""
    for m in companies:
        if m.start - offset >= at:
            return m if _SHORT_GAP.match(sentence[at : m.start - offset]) else None
    return None


def _before(companies: list[Mention], offset: int, at: int) -> Mention | None:
    found = [m for m in companies if m.end - offset <= at]
    return found[-1] if found else None


# A deal not yet made is no ownership (like a negotiation, the label rule of
# docs/evaluation.md): "a step toward acquiring", "in talks to buy", "a non-binding term
# sheet", "considering a bid", "explores a sale".
_PENDING = re.compile(
    r"\b(?:towards?\s+(?:acquiring|buying|a\s+(?:deal|takeover|acquisition))|in\s+(?:advanced\s+)?talks|"
    r"negotiat\w*|non-binding|term\s+sheet|consider(?:s|ed|ing)?\s+(?:acquiring|buying|a\s+(?:bid|sale|deal))|"
    r"explor(?:e|es|ed|ing)\s+(?:a\s+|the\s+)?(?:sale|acquisition|deal|bid)|weigh(?:s|ing)?\s+(?:a\s+)?(?:bid|sale|deal)|"
    r"Verhandlung\w*|négoci\w*|negoci\w*|trattativ\w*)|谈判|洽谈|談判|협상|交渉",
    re.IGNORECASE,
)


def _products_of(sentence: str, offset: int, company: Mention, mentions: list[Mention]) -> bool:
    """Whether the company's name stands before its products: product words or a chip name."""
    tail = sentence[company.end - offset :]
    if _PRODUCT_AFTER.match(tail):
        return True
    gap = len(tail) - len(tail.lstrip(" -"))
    return any(m.start == company.end + gap and m.schema in (K.PLATFORM, K.CHIP) for m in mentions)


_NAME_OWNED = re.compile(r"[\s,]*(?:the\s+\w+\s+)?((?:[A-Z][\w&.-]*\s?){1,4})")


def _owned_name(sentence: str, offset: int, verb: re.Match[str], mentions: list[Mention]) -> str | None:
    """The proper name right after an acquisition verb, as written, when it names a company:
    not a part ("acquired HBM from ..."), a chip or platform ("bought Nova X1 chips"), a
    product line ("bought Falcon Shores chips") or a company's unit ("Y's networking unit")."""
    name = _NAME_OWNED.match(sentence, verb.end())
    if name is None or component_of(name.group(1))[0] is not None:
        return None
    at = offset + name.start(1)
    if any(t.start == at and t.schema in (K.PLATFORM, K.CHIP) for t in mentions):
        return None
    written = trimmed(name.group(1).strip())
    tail = sentence[name.start(1) + len(written) :]
    if _PRODUCT_AFTER.match(tail) or re.match(r"['’]s?\s", tail):
        return None
    return written


def _name_like(name: str) -> bool:
    """Whether a name neither side of which the store knows reads as a company's: not a month
    ("acquired Jan 2026") nor one common word ("Land acquired ...", a table cell's opening)."""
    words = name.split()
    return month_number(words[0]) is None and not (len(words) == 1 and common_word(words[0]))


def _unknown_pair(sentence: str, offset: int, mentions: list[Mention]) -> Relation | None:
    """ "X acquired Y" where the store knows neither: a candidate with both names as written
    (``relink`` resolves them once they are known). Only the active verb with the owner
    before it: "Y's acquisition of", "the acquisition of Y by X" and sales are left."""
    m = _ACQUIRE.search(sentence)
    if m is None or m.group(0).lower().startswith(("acquisition", "übernahme", "'s", "’s")):
        return None
    owner = unknown_owner(sentence, offset, m, mentions, False)
    owned = _owned_name(sentence, offset, m, mentions) if owner is not None else None
    if (
        owner is None
        or owned is None
        or owned == owner.text
        or not (_name_like(owner.text) and _name_like(owned))
    ):
        return None
    return stated(
        sentence,
        offset,
        None,
        kind="ownership",
        obj_text=owned,
        stage="acquired",
        unknown_supplier=owner,
    )


def read_ownership(sentence: str, offset: int, mentions: list[Mention]) -> Relation | None:
    companies = [m for m in mentions if m.schema == K.COMPANY]
    if _PENDING.search(sentence):
        return None
    if (ordered := read_ordered(sentence, offset, mentions)) is not None:
        return ordered  # "Y, which X bought", "X去年收购的Y", "X owns 8% of Y"
    if not companies and _SUBSIDIARY.search(sentence) is None and passive_parts(sentence, offset, []) is None:
        # no company the store knows, and no "X, a unit of Y": only "X acquired Y" is read as written
        return _unknown_pair(sentence, offset, mentions)
    share = SHARE.search(sentence)
    owner = asset = None
    stage = ""
    ends = written_by = False
    if (m := _SUBSIDIARY.search(sentence)) is not None:
        asset, owner, stage = (
            _before(companies, offset, m.start()),
            _after(companies, sentence, offset, m.end()),
            "subsidiary",
        )
    elif (passive := passive_owner(sentence, offset, companies)) is not None:
        (owner, asset), stage = passive, "acquired"  # "X, acquired by Y": Y owns X
        m = None
    elif (parts := passive_parts(sentence, offset, companies)) is not None:
        m, owner, asset = parts  # the same, X or Y unknown to the store: read as written below
        stage, written_by = "acquired", True
    elif (m := _STAKE.search(sentence) or STAKE_OTHER.search(sentence)) is not None:
        owner, asset, stage = (
            _before(companies, offset, m.start()),
            _after(companies, sentence, offset, m.end()),
            "stake",
        )
        ends = _SOLD.search(sentence[: m.start()]) is not None
    elif (m := _SOLD.search(sentence)) is not None:
        owner, asset, stage, ends = (
            _before(companies, offset, m.start()),
            _after(companies, sentence, offset, m.end()),
            "acquired",
            True,
        )
    elif (m := _ACQUIRE.search(sentence)) is not None:
        owner, asset, stage = (
            _before(companies, offset, m.start()),
            _after(companies, sentence, offset, m.end()),
            "acquired",
        )
        if owner is None and (inverted := inverted_owner(sentence, offset, companies, m)) is not None:
            owner, asset = inverted  # "Zusätzlich übernimmt X Teile ...": X buys, "Zusätzlich" is no owner
            if asset is None:
                return None  # a part of a company or a plant bought: no company owned
        by = re.search(r"\bby\b", sentence[m.end() :])
        if m.group(0).lower().startswith(("acquisition", "übernahme")) and by:  # "the acquisition of Y by X"
            asset = _after(companies, sentence, offset, m.end())
            owner = _after(companies, sentence, offset, m.end() + by.end())
    else:
        return None
    # "X, a unit of Y", "X was acquired by Y": the owner after the words, the owned before.
    after = m is not None and (stage == "subsidiary" or written_by)
    written = owned = None
    if owner is None and m is not None and stage != "stake" and (asset is not None or after):
        written = unknown_owner(sentence, offset, m, mentions, after)
    if owner is None and written is None:
        if asset is None and stage == "acquired" and not (after or ends):
            return _unknown_pair(
                sentence, offset, mentions
            )  # "X acquired Y ... for TSMC-based": neither known
        return None  # no owner named: an acquisition of land, a licence, a "stake" in a market
    if asset is None and m is not None and after:
        owned = unknown_owned(sentence, offset, m.start(), mentions)
        if owned is None:
            return None  # "The company is a unit of Y": no owned company named
    if owner is not None and asset is not None and asset.entity_id == owner.entity_id:
        return None
    obj_text = None
    if asset is not None and re.match(r"['’]s?\s", sentence[asset.end - offset :]):
        return None  # "sold ZT Systems' manufacturing business": a part of it, not the company
    if asset is not None and _products_of(sentence, offset, asset, mentions):
        return None  # "bought 10,000 Nvidia GPUs": the company's products, not the company
    if owned is not None:
        obj_text = owned.text
    elif asset is None and m is not None:  # a proper name after the verb, not a known company: a candidate
        obj_text = _owned_name(sentence, offset, m, mentions)
        if obj_text is None:
            return None
    return stated(
        sentence,
        offset,
        owner,
        kind="ownership",
        supplier=owner,
        obj=asset,
        obj_text=asset.text if asset else obj_text,
        stage=stage,
        share=f"{share.group(1)}%" if share and stage == "stake" else None,
        ends=ends,
        unknown_supplier=written,  # an owner the store does not know, as written, for ``relink``
    )
