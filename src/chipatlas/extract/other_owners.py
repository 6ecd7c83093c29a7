"""Money whose owner the sentence names, but not as a company the store knows.

- The sentence opens with its own subject, a name the store does not know or a country ("LG
  Energy Solution signed a $4.3B deal", "Last year, China announced a $37 billion
  investment"): the money is that subject's, never the company earlier sentences were about.
  A speaker ("Jensen Huang said revenue ...") is no owner: the focus stands.
- A group's spending ("hyperscaler capex ($650B+ in 2026)", "industry investment of $1
  trillion"): all of theirs, not the one company the sentence names.

``company_figure`` asks these; the figure is then kept unattached with its quote.
"""

from __future__ import annotations

import re

from chipatlas.extract.common_words import common_word, function_word
from chipatlas.extract.components import component_of
from chipatlas.extract.figure_owners import Named
from chipatlas.extract.folding import blind, folded
from chipatlas.extract.markup import masked
from chipatlas.extract.quantities import Quantity
from chipatlas.model.countries import lookup

__all__ = ["group_spending", "unknown_subject_opens"]

# What may come before the subject: a bullet, a bold label ("**3nm Chip Investment:**"), and a
# short adverbial set off by a comma ("Last year,", "In March 2026,").
_LEAD = re.compile(r"[\s*>#•+-]*(?:[^:\n]{1,40}:\s+)?(?:(?:[A-Z][\w]*\s+){0,1}[\w]+(?:\s+[\w]+){0,3},\s+)?")
# The subject: one to four capitalised words, then a verb in the past or present tense.
_SUBJECT = re.compile(
    r"(?P<name>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})\s+(?:(?:has|have|had|will|would|also|now)\s+)?"
    r"(?P<verb>[a-z]+(?:ed|es|s)|signed|won|saw|got|bought|sold|raised|made|paid|spent|took|began|set)\b"
)
# A group as the subject: "Asian semiconductor stocks saw", "Investors poured", "Chipmakers spent".
_GROUP_SUBJECT = re.compile(
    r"(?:[A-Za-z][\w-]*\s+){0,3}(?:stocks|shares|investors|companies|firms|chipmakers|makers|"
    r"hyperscalers|governments|markets)\s+(?:have\s+|had\s+)?[a-z]+(?:ed|s)?\b"
)
# A speaker's verb: the subject tells of another's money.
_SAYS = re.compile(r"(?:said|says|told|tells|noted|notes|added|adds|expects|believes|estimates|thinks)$")
# The subject and verb patterns are English: a sentence with none of these words is not.
_ENGLISH = re.compile(r"\b(?:a|an|the|and|of|with|to|for|in|on|its|their)\b")


def unknown_subject_opens(text: str, span: tuple[int, int], q: Quantity, named: list[Named]) -> bool:
    """Whether the sentence opens with a subject of its own that is no known company: a name
    the store does not know, a country or a group, before the figure."""
    s0 = span[0]
    plain = masked(text[s0 : q.start])
    lead = _LEAD.match(plain)
    at = lead.end() if lead else 0
    if _GROUP_SUBJECT.match(plain, at):
        return True  # "Asian semiconductor stocks saw $200 billion in swings": the group's
    m = _SUBJECT.match(plain, at)
    if m is None or _SAYS.fullmatch(m.group("verb")):
        return False
    name = m.group("name")
    words = name.split()
    known = any(n.start < s0 + m.end("name") and s0 + m.start("name") < n.end for n in named)
    part = (component_of(name)[1] or "").lower() == name.lower()  # "HBM stacks deliver": a part's
    if function_word(words[0]) or known or part or re.search(r"\d", name) or not _ENGLISH.search(plain):
        return False  # "The company ...", a known name, a model or a part: the usual rules decide
    if lookup(name) is not None:
        return True  # "China announced a $37 billion investment": the country's
    # one common word opening a sentence is no name ("Revenue rose"); two capitalised words are
    return len(words) > 1 or not (name.isalpha() and common_word(name))


# A group's spending right before the amount: "hyperscaler capex ($650B+", "industry investment of".
_GROUP_SPENDING = blind(
    r"\b(?:hyperscalers?|industry|industry-wide|big tech|cloud(?: providers?)?|sector|market)(?:['’]s?)?\s+"
    r"(?:capex|capital expenditures?|spending|investments?|budgets?)\s*"
    r"(?:\(\s*|of\s+|at\s+)?(?:about\s+|~\s*)?(?:[$€£¥]|usd\s*)?$"
)


def group_spending(text: str, q: Quantity) -> bool:
    """Whether the amount is a group's spending, written right after its words."""
    return _GROUP_SPENDING.search(folded(text[max(0, q.start - 60) : q.start])) is not None
