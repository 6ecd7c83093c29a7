"""Whose money an acquisition sentence gives, and when its acquisition word buys no company.

The money of a sentence saying a company is bought is the buyer's ("AMD ... is acquiring ZT
Systems in a deal valued at $4.9 billion"): the company named last before the acquisition word.
Not when the word acquires a client ("the acquisition of a new major client with an order worth
...": the money is the order's), nor when an investment word stands nearer the amount ("the
acquisition of a stake in X and an investment of $700 million in a start-up": an investment,
whose the words do not settle). Split from ``figure_owners``.
"""

from __future__ import annotations

import re

from chipatlas.extract.company_metrics import money_purpose
from chipatlas.extract.figure_owners import Named
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.quantities import Quantity

# Buying a company, in the gold set's languages: the money of such a sentence is the buyer's.
_ACQUIRE = re.compile(
    r"\bacquir(?:e|es|ed|ing)\b|\bacquisition of\b|\bÜbernahme\b|\badquisici|\bacquisizione\b"
)
_ACQUIRE_WORDS = needed(_ACQUIRE)


# A client or customer won is no company bought: "the acquisition of a new major client",
# "a newly acquired client", "l'acquisizione di un nuovo cliente".
_CLIENT_AFTER = re.compile(
    r"\s+(?:of\s+|di\s+|de\s+)?(?:(?:a|an|the|its|un|una|uno|une|el|la|il|nuovo|nuovi|nouveau|nuevo|"
    r"new|major|key|large|big|several|two|three|more|important[ei]?)\s+){0,4}"
    r"(?:clients?|customers?|clienti|cliente|clientes)\b",
    re.I,
)
# An investment word: "an investment of $700 million", "un investimento da", "$100 billion in investments".
_INVEST_WORD = re.compile(r"\binvest\w*|\binversi[oó]n\w*|\binvestiss\w*|\binvestition\w*", re.I)
_INVEST_AFTER = re.compile(
    r"\s+(?:in|of|en|de|di|an)\s+(?:[\w-]+\s+)?invest", re.I
)  # "$100 billion in investments"


def acquirer(text: str, span: tuple[int, int], named: list[Named]) -> str | None:
    """The company named last before the sentence's acquisition word ("AMD ... is acquiring
    ZT Systems", "AMD hat die Übernahme von ZT Systems abgeschlossen"); None when none is or the
    word acquires a client."""
    if not may_match(_ACQUIRE_WORDS, text[span[0] : span[1]]):
        return None
    words = [m for m in _ACQUIRE.finditer(text, *span) if not _CLIENT_AFTER.match(text, m.end())]
    m = words[0] if words else None
    before = [n for n in named if m and n.end <= m.start()]
    return before[-1].entity_id if before else None


def no_purchase(text: str, span: tuple[int, int], q: Quantity) -> str | None:
    """Why the money ``q`` of an acquisition sentence buys no company: 'investment' where an
    investment word stands nearer it than the acquisition word, 'client' where every acquisition
    word acquires a client or customer; None where a company may be bought."""
    if not may_match(_ACQUIRE_WORDS, text[span[0] : span[1]]):
        return None
    found = list(_ACQUIRE.finditer(text, *span))
    words = [m for m in found if not _CLIENT_AFTER.match(text, m.end())]
    if found and not words:
        return "client"
    before = [m for m in words if m.end() <= q.start] or words
    return "investment" if before and invested_nearer(text, span, q, before[-1].end()) else None


def without_acquiring(text: str) -> str:
    """``text`` with its acquisition words blanked (same length), for reading another purpose."""
    return _ACQUIRE.sub(lambda m: " " * len(m.group()), text)


def invested_nearer(text: str, span: tuple[int, int], q: Quantity, acquired: int) -> bool:
    """Whether an investment word stands between the acquisition word ending at ``acquired`` and
    the amount ``q``, or right after the amount ("$100 billion in investments")."""
    if q.start > acquired and _INVEST_WORD.search(text, acquired, q.start):
        return True
    return _INVEST_AFTER.match(text, q.end) is not None


def unbought_metric(text: str, span: tuple[int, int], q: Quantity, words: str, at: int) -> str | None:
    """The metric of the money ``q`` (at ``at`` in its clause ``words``) where the sentence's
    acquisition word buys no company: 'investment', or the purpose the clause names without the
    acquisition word ('contract' for "an order worth"); None where a company may be bought."""
    why = no_purchase(text, span, q)
    if why == "investment":
        return "investment"
    return money_purpose(without_acquiring(words), at, q.end - q.start) if why == "client" else None
