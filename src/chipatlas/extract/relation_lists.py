"""Several suppliers in one supply sentence: "SK hynix and Micron supply HBM3E to Nvidia",
"SK하이닉스와 마이크론으로부터 공급받고", "the third supplier after SK hynix and Micron",
"繼SK海力士、美光之後，第3家向輝達供應". The reader finds one supplier; the companies listed
with it (joined by "and", a comma, 와/과, 、, 和, や, と) state the same supply, and so do the
companies a "third supplier after ..." names as the earlier ones. Each becomes a relation
of its own, with the same part, target, role and evidence. Likewise the platforms, chips or
buyers listed with the one the reader found ("HBM3E for the X1 and the X2", "Lieferungen sowohl
an X als auch an Y"): one relation for each (``co_targets``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from chipatlas.extract.components import parts_in
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_cjk import SOV
from chipatlas.model.schema import K

# Between two listed names: a joining word, with an alias in brackets allowed before it
# ("SK海力士（SK Hynix）、美光").
_JOIN = re.compile(
    r"^[\s)）]*(?:,|、|，|/|&|\band\b|\bund\b|\bet\b|\by\b|\be\b|와|과|및|和|及|與|与|や|と)[\s(（]*(?:and\s+)?$",
    re.IGNORECASE,
)
# "not only A but also B": B is listed with A ("sondern auch", "mais aussi", "sino también", "ma
# anche", "A뿐 아니라 B", "AだけでなくB"); never a bare "but" ("not A but B" names B alone).
_ALSO = re.compile(
    r"^[\s)）]*(?:,\s*)?(?:but\s+also|sondern\s+auch|mais\s+(?:aussi|également)|sino\s+también|ma\s+anche|"
    r"뿐(?:만)?\s?(?:아니라|아니고)|だけでなく|だけではなく|のみならず)[\s,、(（]*$",
    re.IGNORECASE,
)
# Chinese "不仅A，B也": the comma joins A and B when 不仅/不但/不只 stands right before A.
_NOT_ONLY_ZH = re.compile(r"(?:不仅|不僅|不但|不只)\s*$")
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
# The earlier suppliers: "繼A、B之後" / "继A和B之后", "the third supplier after A and B".
_EARLIER = (
    re.compile(r"(?:繼|继)([^。；;]{1,60}?)(?:之後|之后)"),
    re.compile(
        r"\b(?:second|third|fourth|fifth|\d(?:nd|rd|th))\s+(?:[\w-]+\s+){0,2}?"
        # the part and the buyer may come between: "the third supplier of HBM3E for X —after A and B—"
        r"(?:supplier|vendor|company|maker|provider)(?:\s+(?:of|for)\s+[^.;—–()]{1,50}?)?\s*[—–(,]?\s*"
        r"after\s+([^.;—–)]{1,80})",
        re.IGNORECASE,
    ),
    # Korean and Japanese: "A와 B에 이어 세 번째 공급사", "A、Bに続き3社目の供給元" (the names right
    # before "after", never the sentence before them)
    re.compile(
        r"((?:[^\s,.。、]+(?:와|과|및|,|、)\s?){0,3}[^\s,.。、]+?)에\s?이어\s?(?:두|세|네|다섯|\d)\s?번째"
    ),
    re.compile(
        r"((?:[^\s,.。、]+(?:と|や|、)){0,3}[^\s,.。、]+?)に(?:続き|続いて|次いで|次ぐ)、?\s?"
        r"(?:\d|[２-５二三四五])\s?(?:番目|社目)"
    ),
    # the suppliers that came next: "X began supplying Y in May, followed by Z", "seguita da Z",
    # "suivi par Z", "seguido por Z", "gefolgt von Z"
    re.compile(
        r"\b(?:followed\s+by|gefolgt\s+von|suivie?s?\s+(?:par|de)|seguid[oa]s?\s+(?:por|de)|seguit[oaie]\s+da)"
        r"\s+((?:[\w.&-]+\s+){0,3}[\w.&-]+)",
        re.IGNORECASE,
    ),
)


def co_suppliers(
    text: str, offset: int, mentions: list[Mention], found: Relation, verb_at: int
) -> list[Relation]:
    """The same supply stated for the other companies listed with ``found``'s supplier (its
    verb at ``verb_at`` in the sentence)."""
    supplier = found.supplier
    if supplier is None or found.kind != "supply" or found.ends:
        return []
    companies = sorted((m for m in mentions if m.schema == K.COMPANY), key=lambda m: m.start)
    others = listed(text, offset, companies, supplier) + _earlier(text, offset, companies)
    # other topics only beside a topic supplier ("엔비디아는 X로부터 공급받았다": a customer)
    is_topic = _TOPIC.match(text[supplier.end - offset :]) is not None
    for topic in _topics(text, offset, companies, verb_at) if is_topic else []:
        others += [topic, *listed(text, offset, companies, topic)]
    out: list[Relation] = []
    seen = {supplier.entity_id} | ({found.customer.entity_id} if found.customer else set())
    for m in others:
        if m.entity_id not in seen and (found.target is None or m.entity_id != found.target.entity_id):
            seen.add(m.entity_id)
            out.append(replace(found, supplier=m))
    return out


def listed(text: str, offset: int, companies: list[Mention], supplier: Mention) -> list[Mention]:
    """Companies joined to the supplier by a list word, both ways, name by name."""
    at = next((i for i, m in enumerate(companies) if m.start == supplier.start), None)
    if at is None:
        return []
    # In Korean, Chinese and Japanese a comma after a name ends a topic ("삼성전자, 엔비디아
    # 뚫었다"); lists there use 、, 와/과, 和: a comma joins names only in other scripts.
    cjk = _CJK.search(text) is not None
    out: list[Mention] = []
    for step in (-1, 1):
        i, current = at + step, supplier
        while 0 <= i < len(companies):
            m = companies[i]
            left, right = (m, current) if step < 0 else (current, m)
            gap = text[left.end - offset : right.start - offset]
            if m.entity_id == current.entity_id and not gap.strip(" ()（）"):
                i += step  # the same company again: its alias in brackets
                continue
            comma = gap.strip() in (",", "，")
            # "not only A but also B", "不仅A，B也" join whatever the list words say.
            also = _ALSO.match(gap) or (comma and _NOT_ONLY_ZH.search(text, 0, left.start - offset))
            if not also and (not _JOIN.match(gap) or (cjk and gap.strip(" )）(（") in (",", "，"))):
                break
            after = text[m.end - offset : m.end - offset + 2]
            if after in ("'s", "’s") or (m.text.endswith("s") and after[:1] in ("'", "’")):
                break  # "X, Y's partner, supplies", "X, Nova Labs' partner": an apposition, not a list
            out.append(m)
            current, i = m, i + step
    return out


# "B replaces A as the HBM4 supplier": B supplies what A no longer does; "Y replaced A with
# B", "dropped A in favour of B": B does.
_AS_SUPPLIER = re.compile(
    r"^\s+as\s+(?:the\s+|its\s+|their\s+|an?\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:supplier|source|vendor|provider|maker|foundry|partner)s?\b",
    re.IGNORECASE,
)
_IN_PLACE = re.compile(r"^\s+(?:with|in\s+favou?r\s+of)\s+(?:the\s+)?$", re.IGNORECASE)


def successor(text: str, offset: int, mentions: list[Mention], found: Relation) -> list[Relation]:
    """The supply that takes over from an ended one, when the sentence names who takes it."""
    ended = found.supplier
    if ended is None or found.kind != "supply" or not found.ends:
        return []
    companies = sorted((m for m in mentions if m.schema == K.COMPANY), key=lambda m: m.start)
    new: Mention | None = None
    if _AS_SUPPLIER.match(text[ended.end - offset :]):
        before = [m for m in companies if m.end <= ended.start]
        gap = text[before[-1].end - offset : ended.start - offset] if before else ""
        new = before[-1] if re.search(r"\breplac", gap, re.IGNORECASE) else None
    else:
        after = [m for m in companies if m.start >= ended.end]
        gap = text[ended.end - offset : after[0].start - offset] if after else ""
        new = after[0] if after and _IN_PLACE.match(gap) else None
    if new is None or new.entity_id == ended.entity_id:
        return []
    return [replace(found, supplier=new, ends=False)]


# A Korean or Japanese topic: "Micronは..., SK hynix、Samsungはそれぞれ ... 提供していた".
_TOPIC = re.compile(r"^(?:は|은|는)")


def _topics(text: str, offset: int, companies: list[Mention], verb_at: int) -> list[Mention]:
    """Every company marked as a topic before the verb of a Korean or Japanese sentence."""
    if SOV.search(text) is None:
        return []
    return [m for m in companies if m.end - offset <= verb_at and _TOPIC.match(text[m.end - offset :])]


def _earlier(text: str, offset: int, companies: list[Mention]) -> list[Mention]:
    """Companies named as the suppliers before this one."""
    out: list[Mention] = []
    for pattern in _EARLIER:
        for hit in pattern.finditer(text):
            start, end = offset + hit.start(1), offset + hit.end(1)
            out += [m for m in companies if start <= m.start and m.end <= end]
    return out


# Between two listed targets or buyers: a list word, then maybe the preposition again
# ("to X and to Y", "sowohl an X als auch an Y", "à X et à Y", "H200やB200").
_TARGET_JOIN = re.compile(
    r"^[\s)）」』]*(?:,|、|，|/|&|\band\b|\bund\b|\bet\b|\by\b|\be\b|와|과|및|和|及|與|与|や|と|"
    r"\bas\s+well\s+as\b|\bals\s+auch\b|\bainsi\s+que\b|\basí\s+como\b)[\s(（「『]*"
    r"(?:(?:and|to|for|the|an|für|à|pour|a|para|per|la|le|les|el|il)\s+){0,2}$",
    re.IGNORECASE,
)
# A name that starts a clause of its own ("to X, and Y is qualifying its own"): no buyer listed.
_OWN_CLAUSE = re.compile(
    r"^['’]?s?\s*(?:is|are|was|were|has|have|had|will|would|said|says|also|which|who|ist|hat|wird|est|a|es|ha|è|"
    r"supplies|provides|makes|ships|liefert|fournit|suministra|fornisce)\b"
    r"|^(?:は|が|은|는|이|가)",
    re.IGNORECASE,
)


def co_targets(text: str, offset: int, mentions: list[Mention], found: Relation) -> list[Relation]:
    """The same supply for each platform, chip or buyer listed with ``found``'s one."""
    if found.kind != "supply" or found.ends or found.supplier is None:
        return []
    kinds: tuple[str, ...]
    if found.target is not None:
        kinds, first = (K.PLATFORM, K.CHIP), found.target
    elif found.customer is not None:
        kinds, first = (K.COMPANY,), found.customer
    else:
        return []
    names = sorted((m for m in mentions if m.schema in kinds), key=lambda m: m.start)
    out: list[Relation] = []
    seen = {first.entity_id, found.supplier.entity_id}
    current = first
    for m in names:
        if m.start < current.end:
            continue
        gap = text[current.end - offset : m.start - offset]
        if m.entity_id == current.entity_id and not gap.strip(" ()（）"):
            current = m  # the same name again: its alias in brackets
            continue
        if not _TARGET_JOIN.match(gap) or _OWN_CLAUSE.match(text[m.end - offset :]):
            break
        if m.entity_id not in seen:
            seen.add(m.entity_id)
            out.append(replace(found, target=m) if found.target else replace(found, customer=m))
        current = m
    return out


def co_parts(text: str, offset: int, found: Relation) -> list[Relation]:
    """The same supply of each other part listed with ``found``'s one ("begins volume production
    of 36GB HBM4, 28 Gbps PCI Gen6 SSDs, & 192 GB SOCAMM2 Memory For Y"): the parts joined by a
    comma or "and", each a ring part of its own; a part named outside the list is not one."""
    if found.kind != "supply" or found.ends or found.supplier is None or not found.component_text:
        return []
    at = text.find(found.component_text, max(0, found.start - offset))
    if at < 0:
        return []
    out: list[Relation] = []
    seen = {found.component}
    end = at + len(found.component_text)
    for start, stop, component, words in parts_in(text, end):
        if not _PART_JOIN.fullmatch(text, end, start):
            break
        if component not in seen:
            seen.add(component)
            out.append(replace(found, component=component, component_text=words))
        end = stop
    return out


# Between two listed parts: a separator, and the next part's size or kind words
# (", 28 Gbps PCI Gen6 ", " and 192 GB ", ", & ").
_PART_JOIN = re.compile(
    r"(?:\s+(?:stacks?|modules?|chips?|memory|drives?|dies|parts?))?"
    r"\s*(?:,\s*&?|、|，|&|\band\b|\bund\b|\bet\b|및|和|及|と)\s*[\w./-]*(?:\s+[\w./-]+){0,4}?\s*",
    re.IGNORECASE,
)
