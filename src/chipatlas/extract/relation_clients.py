"""A supplier's customers named in a list: "X's customers include A, B and C", "supplies HBM4 to
customers such as A and B", "secured A and B as lead customers", "A will be its first customer",
"Zu den Kunden von X zählen A und B", "X的客户包括A和B", "X의 고객사로는 A와 B가 있다", "Xの顧客に
はAやBがいる".

Each listed customer takes a supply of the supplier's part: the part the sentence names up to
the list's end, else the part the sentence before gave this supplier, else the part an earlier
relation of this document gave it. With no part, or no supplier (the owner of "customers": a
possessive, the sentence's subject, or "its" / "the facility" for the company in focus), the
sentence gives nothing: a part is never guessed. Wishes, questions and negotiations give nothing
either ("hopes to win customers such as A"), nor do the customers of finished accelerators or
racks (a buyer's own compute is no supply).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from chipatlas.extract.components import component_of
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import Relation, stated
from chipatlas.extract.relation_focus import Focus, as_focus
from chipatlas.model.schema import K

# A chip or system maker's customers buy finished accelerators or racks for their own compute:
# no ring supply (docs/evaluation.md, a buyer's own compute).
_FINISHED = ("Accelerator", "Rack integration")
# The customers noun with the word that opens its list (the list follows the match).
_LIST_AFTER = re.compile(
    r"\bcustomers?\s+(?:include[sd]?|including|such\s+as)\s|"
    r"\bKunden\s+wie\s|\bKunden\s+(?:von\s+)?[^.;]{0,60}?\b(?:zählen|gehören)\s|"
    r"客[户戶](?:包括|包含|涵盖|涵蓋|有)|고객사?(?:로는|으로는)\s?|顧客には",
    re.IGNORECASE,
)
# The list before the noun: "secured A and B as lead customers", "A will be its first customer".
# The owner may be named ("has emerged as TSMC's top CoWoS customer"), a part word may qualify
# the noun; in CJK the list (one company, the subject) stands first: "X是Y最大的CoWoS客户",
# "X는 Y의 최대 CoWoS 고객", "XはYの最大のCoWoS顧客".
_LIST_BEFORE = re.compile(
    r"\s+(?:(?:has|have|had)\s+(?:emerged\s+as|become|been)|emerged\s+as|as|will\s+be|would\s+be|is|are|was|"
    r"were|became|become|remains?)\s+"
    r"(?:its|their|the\s+company['’]s|the|(?-i:[A-Z])[\w.&-]*(?:\s+(?-i:[A-Z])[\w.&-]*){0,2}['’]s)?\s*"
    r"(?:(?:first|lead|leading|biggest|largest|top|key|major|main|anchor|initial|launch|and)\s+)*"
    r"(?:[\w-]+\s+)?customers?\b|"
    r"\s*(?:是|為|为|成为|成為|는|은|が|は)\s*\S{1,12}?(?:的|의|の)?\s*(?:最大|第一大|최대)(?:的|の)?"
    r"[^,，。.;；]{0,10}?(?:客户|客戶|고객|顧客)",
    re.IGNORECASE,
)
# The part right after the customers noun: "as lead customers for its HBM4".
_FOR_PART = re.compile(r"\s+(?:for|of)\s+(?:its|their|the)?\s*(?:[\w-]+\s?){1,3}", re.IGNORECASE)
_CHEAP = re.compile(r"customer|kunden|客户|客戶|고객|顧客", re.IGNORECASE)
# Not a customer list stated: a wish, a question, a negotiation, a loss.
_NOT_STATED = re.compile(
    r"\?|？|\b(?:hopes?|hoping|aims?|aiming|wants?|seeks?|seeking|tries|trying|targets?|targeting|woo\w*|court\w*|"
    r"attract\w*|win|wins|winning|lost|loses|could|might|would\s+like|negotiat\w*|talks|hofft|will\s+gewinnen)\b|"
    r"希望|争取|爭取|目标|目標|협상|목표|目指|交渉",
    re.IGNORECASE,
)
# Between two listed customers: a legal suffix or an alias in brackets, then a list word.
_JOIN = re.compile(
    r"^[)）]?(?:\s+(?:Corp(?:oration)?|Inc|Co|Ltd|Holdings|Group)\.?)?(?:\s*[(（][^)）]{1,30}[)）])?\s*"
    r"(?:,|、|，|&|\band\b|\bund\b|\bet\b|와|과|및|和|及|與|与|や|と)\s*(?:and\s+)?$",
    re.IGNORECASE,
)
# The same company again, in brackets after its legal suffix: "Advanced Micro Devices Inc (AMD)".
_ALIAS = re.compile(r"^(?:\s+(?:Corp(?:oration)?|Inc|Co|Ltd)\.?)?\s*[(（]?\s*$", re.IGNORECASE)
# The owner of "customers": "X's (HBM3E) customers", "X의", "Xの", "X的", "Kunden von X".
_OWNER_BEFORE = re.compile(r"^(?:['’]s?|의|の|的|(?=最大|第一大))\s*(?:[\w-]+\s*){0,2}$")
_OWNER_AFTER = re.compile(r"Kunden\s+von\s+$", re.IGNORECASE)
# A subject that refers back: "Its customers", "The facility has secured", "The Arizona campus".
_BACK = re.compile(
    r"^(?:Its\b|Their\b|(?:The|This)\s+(?:[\w'’-]+\s+){0,2}?(?:company|firm|facility|campus|plant|site|fab|"
    r"factory|maker|supplier|group)\b|该公司|該公司|同社|이\s?회사|Das\s+Unternehmen\b)",
    re.IGNORECASE,
)


# Where a list before the noun may end: the verb after the listed subject.
_BEFORE_WORDS = re.compile(
    r"\s+(?:has|have|had|emerged|as|will|would|is|are|was|were|became|become|remains?)\s|(?=[是為为는은がは])"
)


def names_customers(sentence: str) -> bool:
    """Whether the sentence may list a supplier's customers (a cheap test first)."""
    return _CHEAP.search(sentence) is not None and _markers(sentence) != []


def _markers(text: str) -> list[tuple[int, int, bool]]:
    """(start, end, list after) of each customers noun with its list word."""
    out = [(m.start(), m.end(), True) for m in _LIST_AFTER.finditer(text)]
    for m in _BEFORE_WORDS.finditer(text):
        if (hit := _LIST_BEFORE.match(text, m.start())) is not None:
            out.append((hit.start(), hit.end(), False))
    return out


def read_clients(
    text: str,
    offset: int,
    mentions: list[Mention],
    focus: Callable[[], Focus],
    earlier: list[Relation],
) -> list[Relation]:
    """One supply per customer the sentence lists, of the supplier's part; [] when unclear."""
    marks = _markers(text)
    if not marks or _NOT_STATED.search(text):
        return []
    companies = sorted((m for m in mentions if m.schema == K.COMPANY), key=lambda m: m.start)
    start, end, after = marks[0]
    listed = _listed(text, offset, companies, end if after else start, after)
    if not listed:
        return []
    ids = {m.entity_id for m in listed}
    opens = min(start, min(m.start for m in listed) - offset)
    supplier = _owner(text, offset, companies, (start, end, opens), ids, _last_actor(focus, earlier))
    if supplier is None or supplier.entity_id in ids:
        return []
    last = max(max(m.end for m in listed) - offset, end)
    if (tail := _FOR_PART.match(text, last)) is not None:  # "as lead customers for its HBM4"
        last = tail.end()
    component, words = component_of(text[:last])
    if component is None:
        component, words = _held(supplier, focus(), earlier)
    if component is None or component in _FINISHED:
        return []
    first = stated(
        text,
        offset,
        supplier,
        supplier=supplier,
        target=None,
        component=component,
        component_text=words,
        customer=listed[0],
    )
    return [first, *(replace(first, customer=m) for m in listed[1:])]


def _listed(text: str, offset: int, companies: list[Mention], at: int, after: bool) -> list[Mention]:
    """The companies joined in a list right after (or right before) ``at``."""
    if after:
        near = [m for m in companies if 0 <= m.start - offset - at <= 12]
        order = companies
    else:
        near = [m for m in companies if 0 <= at - (m.end - offset) <= 1]
        order = list(reversed(companies))
    if not near:
        return []
    first = near[0] if after else near[-1]
    out, current = [first], first
    for m in order[order.index(first) + 1 :]:
        left, right = (current, m) if after else (m, current)
        gap = text[left.end - offset : right.start - offset]
        if m.entity_id == current.entity_id and _ALIAS.match(gap):
            current = m
            continue
        if not _JOIN.match(gap):
            break
        if m.entity_id not in {x.entity_id for x in out}:
            out.append(m)
        current = m
    return out


def _owner(
    text: str,
    offset: int,
    companies: list[Mention],
    span: tuple[int, int, int],
    customers: set[str],
    held: Callable[[], Mention | None],
) -> Mention | None:
    """Whose customers these are: a possessive before the noun or "Kunden von X", else the
    first company the sentence names before the noun and its list, else the company in focus
    (``span``: the marker's start and end, where the list or the marker opens)."""
    start, end, opens = span
    noun = _noun_start(text, start, end)
    for m in companies:
        if m.end - offset <= noun and _OWNER_BEFORE.match(text[m.end - offset : noun]):
            return m
        if m.start - offset >= noun and _OWNER_AFTER.search(text, 0, m.start - offset):
            return m
    subject = next((m for m in companies if m.end - offset <= opens and m.entity_id not in customers), None)
    if subject is not None:
        return subject
    back = _BACK.match(text)
    company = held() if back is not None else None
    if back is None or company is None:
        return None
    return as_focus(company, offset + back.start(), offset + back.end())


def _last_actor(focus: Callable[[], Focus], earlier: list[Relation]) -> Callable[[], Mention | None]:
    """The company "its" or "the facility" refers to: the one the sentence before was about,
    else the supplier of this document's last supply or site (the plant just described)."""

    def held() -> Mention | None:
        company = focus().company
        if company is None and earlier and earlier[-1].kind in ("supply", "site"):
            company = earlier[-1].supplier
        return company

    return held


_NOUN = re.compile(r"customer|kunden|客[户戶]|고객|顧客", re.IGNORECASE)


def _noun_start(text: str, start: int, end: int) -> int:
    m = _NOUN.search(text, start, end)
    return m.start() if m else start


def _held(supplier: Mention, focus: Focus, earlier: list[Relation]) -> tuple[str | None, str | None]:
    """The supplier's part from the sentence before, else from this document's last relation
    naming it with a part."""
    if supplier.entity_id in focus.supplied:
        return focus.supplied[supplier.entity_id]
    if (
        focus.component is not None
        and focus.company is not None
        and focus.company.entity_id == supplier.entity_id
    ):
        return focus.component
    for r in reversed(earlier):
        if r.supplier is not None and r.supplier.entity_id == supplier.entity_id and r.component:
            return r.component, r.component_text or r.component
    return None, None
