"""A supplier named for its buyers with no part: "TSMC, a key supplier to Apple and Nvidia",
"Apple, Nvidia Chip Supplier TSMC", "Le groupe, fournisseur clé de Nvidia et Apple",
"엔비디아의 파운드리 TSMC", "英伟达的代工厂台积电".

The sentence says who supplies whom but not which part: each buyer gets one supply with no
component, marked ``part_unstated``. Ingest fills the part only from what the bundled
knowledge says the supplier makes (``ingest/part_inferred.py``), else drops it: the sentence
alone never names a ring part. A noun whose words name a part ("a key HBM supplier to Y") is
``relation_nominal``'s or the verb readers'.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from chipatlas.extract.components import component_of
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import Relation, in_aside, stated
from chipatlas.extract.relation_focus import Focus, as_focus, described_subject
from chipatlas.model.schema import K

# The supplier noun with a few words before it ("a key", "the largest contract") and the word
# that opens its buyers: "supplier to", "fournisseur clé de", "fornitore di chip per",
# "proveedor de", "Lieferant von", "Zulieferer für".
_NOUN = (
    r"(?:chip\s+)?(?:supplier|contract\s+(?:chip)?maker|foundry|fournisseur|fondeur|fornitore|proveedor|"
    r"fabricante\s+por\s+contrato|Lieferant|Zulieferer|Auftragsfertiger|Chip-Lieferant)"
)
_LATIN = re.compile(
    rf"\b{_NOUN}(?P<words>(?:\s+(?:[\w'’-]+)){{0,2}}?)\s+(?:to|for|of|de|du|des|di|per|para|von|für)\s",
    re.IGNORECASE,
)
# Buyers before the noun, the supplier right after it (a headline): "Apple, Nvidia Chip Supplier TSMC".
_HEADLINE = re.compile(r"\b(?:Chip\s+)?(?:Supplier|Foundry)\s+(?=[A-Z])")
# CJK: the buyer's possessive, then the noun: "英伟达的代工厂", "엔비디아의 파운드리", "エヌビディアの供給元".
_CJK = re.compile(
    r"(?:的|의\s?|の)(?:主要|핵심\s?|主要な)?(?:供应商|供應商|代工厂|代工廠|晶圆代工厂|晶圓代工廠|파운드리|공급사|"
    r"공급업체|サプライヤー|供給元|ファウンドリー|受託生産会社)"
)
# Between an apposed supplier and the noun: "X, a key", "X is the main", "X, le principal".
_APPOSED = re.compile(
    r"^\s*(?:,|\(|—|–|\bis\b|\bwas\b|\bremains\b|\bist\b|\best\b|\bè\b|\bes\b)\s*"
    r"(?:(?:a|an|the|un|une|le|la|il|uno|una|el|ein|eine|der|die)\s+)?(?:[\w-]+\s+){0,3}?$",
    re.IGNORECASE,
)
# Between two listed buyers: "Apple (NASDAQ:AAPL) and Nvidia" (also from inside the ticker's
# brackets), "Apple y Nvidia", "A、B".
_JOIN = re.compile(
    r"^(?:\s*\([^)]{0,30}\)|[^()\s]{0,20}\))?\s*(?:,|、|，|/)?\s*(?:and|et|y|e|und|o|or|&|和|与|與|및|와|과)?\s*$"
)
# Before the first buyer: "tech giants like", "empresas como", "clients tels que".
_LEAD = re.compile(
    r"^(?:[\w-]+\s+){0,3}?(?:like|such\s+as|including|comme|tels?\s+que|como|come|wie|etwa)?\s*$|^$",
    re.IGNORECASE,
)


# A buyer relying on a supplier in a role: "Nvidia relies on SK Hynix as one of its primary
# suppliers", "depends on X as its sole foundry", "counts on X as its main HBM vendor".
_RELIES = re.compile(
    r"\b(?:relies|rely|relied|relying|depends|depend|depended|depending|counts|counted)\s+"
    r"(?:\w+ly\s+)?on\s+(?P<who>[^,;.]{1,60}?)\s+as\s+(?:one\s+of\s+)?(?:its|their)\s+"
    r"(?P<words>(?:[\w-]+\s+){0,3}?)(?:suppliers?|foundr(?:y|ies)|vendors?|sources?)\b",
    re.IGNORECASE,
)


# A maker named for the systems it builds: "X is the primary assembler of Y's rack-scale systems
# (P1, P2)", "X, the sole packager of the Z1". The noun says the part; a supplier or maker
# says it only with a part word ("the main HBM supplier for the Z1").
_AGENT = re.compile(
    r"(?:\bis|\bwas|\bremains|,)\s+(?:the|an?|one\s+of\s+the)\s+(?P<words>(?:[\w-]+\s+){0,3}?)"
    r"(?P<noun>assemblers?|integrators?|packagers?|suppliers?|makers?|manufacturers?)\s+(?:of|for)\s+",
    re.IGNORECASE,
)
_AGENT_PART = {
    "assembler": "Rack integration",
    "integrator": "Rack integration",
    "packager": "Advanced packaging",
}
_CLAUSE_END = re.compile(r"[;—–]|\.\s")


def supplier_to(sentence: str) -> bool:
    """The cheap test before any linking."""
    return bool(
        _LATIN.search(sentence)
        or _HEADLINE.search(sentence)
        or _CJK.search(sentence)
        or _RELIES.search(sentence)
        or _AGENT.search(sentence)
    )


def _buyers_after(sentence: str, offset: int, companies: list[Mention], at: int) -> list[Mention]:
    """The companies listed from ``at`` on: the first after a few lead words, each next one
    after a list joiner; "and" closes the list ("to A and B, X benefits": X is no buyer)."""
    out: list[Mention] = []
    pos = at
    for c in companies:
        if c.start - offset < pos:
            continue
        if out and c.entity_id == out[-1].entity_id:  # "Apple (NASDAQ:AAPL)": its ticker
            pos = c.end - offset
            continue
        gap = sentence[pos : c.start - offset]
        if not (_JOIN.match(gap) if out else _LEAD.match(gap)):
            break
        out.append(c)
        pos = c.end - offset
        if out[1:] and _AND.search(gap):
            break
    return out


_AND = re.compile(r"\b(?:and|et|y|e|und|o|or)\b|&|和|与|與|및|와|과", re.IGNORECASE)


def _buyers_before(sentence: str, offset: int, companies: list[Mention], at: int) -> list[Mention]:
    """The companies listed right before ``at``, nearest last: "Apple, Nvidia Chip Supplier"."""
    out: list[Mention] = []
    pos = at
    for c in reversed(companies):
        if c.end - offset > pos:
            continue
        gap = sentence[c.end - offset : pos]
        if not (_JOIN.match(gap) if out else re.match(r"^\s*$", gap)):
            break
        out.insert(0, c)
        pos = c.start - offset
    return out


def _no_part(words: str) -> bool:
    return component_of(words)[0] is None


def _latin(
    sentence: str, offset: int, companies: list[Mention], held: Mention | None
) -> tuple[Mention, list[Mention]] | None:
    m = _LATIN.search(sentence)
    if m is None or not _no_part(m.group(0)):
        return None
    buyers = _buyers_after(sentence, offset, companies, m.end())
    before = [c for c in companies if c.end - offset <= m.start()]
    lo = before[-1].end - offset if before else 0
    if not buyers or not _no_part(sentence[lo : buyers[0].start - offset]):
        return None  # "a key HBM supplier to Y", "supplier of HBM to Y": the part is named
    supplier: Mention | None = None
    if before and _APPOSED.match(sentence[lo : m.start()]):
        supplier = before[-1]
    elif not before and held is not None:
        subject = described_subject(sentence, m.end())  # "Le groupe, fournisseur clé de"
        if subject is not None and (
            subject.end() >= m.start() or _APPOSED.match(sentence[subject.end() : m.start()])
        ):
            supplier = as_focus(held, offset + subject.start(), offset + subject.end())
    elif not before and _AS.match(sentence[: m.start()]):
        supplier = _after_clause(sentence, offset, companies, buyers[-1])
        if supplier is None and len(buyers) > 1 and not _AND.search(_gap(sentence, offset, buyers)):
            supplier = buyers.pop()  # "As the supplier to A, X benefits": the comma closed the clause
    return (supplier, buyers) if supplier is not None else None


# A sentence opening on the supplier's role: "As the largest supplier to A, X ...", "Como el
# fabricante por contrato más importante para A y B, X ...", "En tant que fournisseur de A, X".
_AS = re.compile(
    r"^\s*(?:As|Como|En\s+tant\s+que|Als|Come|Quale)\s+(?:[\w'’-]+\s+){0,4}?$",
    re.IGNORECASE,
)


def _gap(sentence: str, offset: int, buyers: list[Mention]) -> str:
    """The words before the last company listed."""
    return sentence[buyers[-2].end - offset : buyers[-1].start - offset]


def _after_clause(sentence: str, offset: int, companies: list[Mention], last: Mention) -> Mention | None:
    """The company right after the comma that closes the buyers' clause: "..., X está"."""
    after = next((c for c in companies if c.start >= last.end and c.entity_id != last.entity_id), None)
    if after is None or not re.match(
        r"^[^,.;]{0,30},\s*$", sentence[last.end - offset : after.start - offset]
    ):
        return None
    return after


def _headline(sentence: str, offset: int, companies: list[Mention]) -> tuple[Mention, list[Mention]] | None:
    m = _HEADLINE.search(sentence)
    if m is None:
        return None
    supplier = next((c for c in companies if c.start - offset == m.end()), None)
    buyers = _buyers_before(sentence, offset, companies, m.start())
    return (supplier, buyers) if supplier is not None and buyers else None


def _cjk(sentence: str, offset: int, companies: list[Mention]) -> tuple[Mention, list[Mention]] | None:
    m = _CJK.search(sentence)
    if m is None:
        return None
    buyers = _buyers_before(sentence, offset, companies, m.start())
    # the supplier right after the noun ("의 파운드리 TSMC"), or just before the buyer in
    # apposition ("台积电作为英伟达的代工厂" is a verb's: left alone)
    supplier = next(
        (c for c in companies if 0 <= c.start - offset - m.end() <= 1 and c not in buyers),
        None,
    )
    return (supplier, buyers) if supplier is not None and buyers else None


def read_supplier_to(
    sentence: str, offset: int, mentions: list[Mention], focus: Callable[[], Focus] | None = None
) -> list[Relation]:
    """One part-unstated supply per buyer the supplier noun names, or none."""
    companies = [m for m in mentions if m.schema == K.COMPANY]
    relied = _relied_on(sentence, offset, companies, focus)
    if relied is not None:
        return [relied]
    built = _maker_of(sentence, offset, mentions, focus)
    if built:
        return built
    held = focus().company if focus is not None and described_subject(sentence, len(sentence)) else None
    found = (
        _latin(sentence, offset, companies, held)
        or _headline(sentence, offset, companies)
        or _cjk(sentence, offset, companies)
    )
    if found is None:
        return []
    supplier, buyers = found
    return [
        stated(sentence, offset, None, supplier=supplier, customer=b, part_unstated=True)
        for b in buyers
        if b.entity_id != supplier.entity_id
    ]


def _relied_on(
    sentence: str, offset: int, companies: list[Mention], focus: Callable[[], Focus] | None
) -> Relation | None:
    """ "A relies on X as one of its primary suppliers": X supplies A. The part is the one the
    role's words name ("as its HBM supplier"), else the one the sentence before was about when
    that sentence named no other company ("HBM is a key component ... A relies on X as ..."),
    else unstated (ingest infers it from what X makes, or drops it)."""
    m = _RELIES.search(sentence)
    if m is None:
        return None
    inside = [c for c in companies if m.start("who") <= c.start - offset and c.end - offset <= m.end("who")]
    before = [c for c in companies if c.end - offset <= m.start()]
    if len({c.entity_id for c in inside}) != 1 or not before:
        return None  # two suppliers, or none known, or no buyer named: nothing read
    supplier, buyer = inside[0], before[-1]
    if supplier.entity_id == buyer.entity_id:
        return None
    role = next((r for w, r in _RELIED_ROLES if w.search(m.group("words"))), None)
    component, words = component_of(m.group("words"))
    if component is None and focus is not None:
        held = focus()
        if held.component is not None and (
            held.company is None or held.company.entity_id == supplier.entity_id
        ):
            component, words = held.component
    if component is None:
        return stated(
            sentence, offset, None, supplier=supplier, customer=buyer, role=role, part_unstated=True
        )
    return stated(
        sentence,
        offset,
        None,
        supplier=supplier,
        customer=buyer,
        role=role,
        component=component,
        component_text=words,
    )


def _agent_subject(
    sentence: str, offset: int, mentions: list[Mention], at: int, focus: Callable[[], Focus] | None
) -> Mention | None:
    """Who "is the ... assembler": the company right before, or, after "and" ("The company
    holds 40% — more than A and B — and is the primary assembler"), the sentence's subject:
    a company opening it, or the one in focus when it opens on a description."""
    companies = [c for c in mentions if c.schema == K.COMPANY]
    before = [c for c in companies if c.end - offset <= at]
    if before and not sentence[before[-1].end - offset : at].strip():
        return before[-1]
    if not _AND_BEFORE.search(sentence, 0, at):
        return None
    opening = 1 if companies and not sentence[: companies[0].start - offset].strip() else 0
    if any(not in_aside(sentence, c.start - offset, c.end - offset, at) for c in before[opening:]):
        return None  # "A sells chips, and B grew and is the assembler": whose "is" is not clear
    if companies and not sentence[: companies[0].start - offset].strip():
        return companies[0]
    if focus is not None and described_subject(sentence, at) is not None:
        return focus().company
    return None


_AND_BEFORE = re.compile(r"\band\s*$")


def _maker_of(
    sentence: str, offset: int, mentions: list[Mention], focus: Callable[[], Focus] | None = None
) -> list[Relation]:
    """ "X is the primary assembler of Y's systems (P1, P2)": X supplies the part the noun says
    for each platform or chip named in the clause after it; nothing when no company stands
    right before, no platform or chip follows, or the part is not said."""
    m = _AGENT.search(sentence)
    if m is None:
        return []
    supplier = _agent_subject(sentence, offset, mentions, m.start(), focus)
    if supplier is None:
        return []
    end = _CLAUSE_END.search(sentence, m.end())
    stop = end.start() if end else len(sentence)
    targets = [t for t in mentions if t.schema in (K.PLATFORM, K.CHIP) and m.end() <= t.start - offset < stop]
    noun = m.group("noun").lower().rstrip("s")
    component, words = _AGENT_PART.get(noun), m.group("noun")
    if component is None:
        component, words = component_of(m.group("words"))
    if component is None or not targets:
        return []
    role = next((r for w, r in _RELIED_ROLES if w.search(m.group("words"))), None)
    return [
        stated(
            sentence,
            offset,
            None,
            supplier=supplier,
            target=t,
            component=component,
            component_text=words,
            role=role,
        )
        for t in dict((t.entity_id, t) for t in targets).values()
    ]


_RELIED_ROLES = (
    (re.compile(r"\b(?:primary|main|principal|key|major|largest|biggest)\b", re.I), "primary"),
    (re.compile(r"\b(?:sole|only|exclusive)\b", re.I), "sole"),
    (re.compile(r"\bsecond(?:ary)?\b", re.I), "second_source"),
)
