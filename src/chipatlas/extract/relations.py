"""Supply relations read from prose: who supplies which part, for what, in which role.

A relation is never a fact by itself: it becomes a *proposal* that a person (or an
auto-accept rule) reviews (docs/review.md). This module only reads text: for each
sentence with a supply verb, the company before the verb is the supplier, a platform or
chip named in the sentence is what the part is for, and the part is one of the
components below. Role, stage, share, place, negation and hedges are read from the
same sentence. A sentence whose parts are not all there gives a relation with the
missing parts left ``None``: the caller lists it as a candidate, never guesses.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from chipatlas.extract.components import component_of
from chipatlas.extract.hedges import hedge_words
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation_cjk import SOV, describes_chip, giver, part_before, relative_subject
from chipatlas.extract.relation_cjk import subject as cjk_subject
from chipatlas.extract.relation_customer import buyer
from chipatlas.extract.relation_focus import Focus, as_focus, described_subject
from chipatlas.model.countries import lookup
from chipatlas.model.schema import K

_SUPPLY = re.compile(
    r"\b(?:will\s+(?:also\s+)?(?:supply|provide|ship|make|build|assemble|package)|"
    # "it ships inside the GB200": contained in, not supplied
    r"(?:supplies|supplied|supplying|provides|provided|providing|ships(?!\s+(?:inside|within)\b)|shipped|shipping|"
    r"makes|builds|assembles|manufactures|produces)|to\s+supply|"
    r"(?:has\s+been|was|been|is|got|gets)\s+qualified|qualifi(?:es|ed)\s+as|"
    r"is\s+qualifying|(?:won|wins|secured|secures)\s+(?:an?\s+)?(?:order|orders|contract|share|qualification)|"
    r"to\s+(?:provide|ship|deliver)|deliver(?:s|ed|ing)?\s+(?:(?!up\s)\S+\s+){0,5}?to\s|"
    r"(?:enter|enters|entered|entering|join|joins|joined|joining)\s+(?:\S+\s+){0,6}?supply\s+chain|"
    # a listed subject's plural verb: "SK hynix and Micron supply HBM3E to ..."
    r"(?<=\band\s)(?:[\w-]+\s+){1,3}?(?:supply|provide|ship)\s|"
    r"(?:obtain|obtains|obtained|pass|passes|passed|gets?|got|receives?|received|seeking|seeks)\s+"
    r"(?:\S+\s+){0,3}?(?:certification|qualification|approval)|"
    # the noun: "X is (currently) the main supplier of HBM3E for Y", "remains a key vendor of"
    r"(?:is|are|was|were|becomes?|became|remains?|as)\s+(?:currently\s+|now\s+|also\s+|still\s+)?"
    r"(?:the|a|an|its|their)\s+(?:[\w-]+\s+){0,2}?(?:supplier|provider|vendor)s?\s+of)\b",
    re.IGNORECASE,
)
# "buys X from Y", "Kauf von X von Y", "shifted manufacturing to Y", "made using the Y
# process": the supplier is the company after the last word matched.
_BUY = re.compile(
    r"\b(?:buys?|bought|buying|purchas(?:es|ed|ing)|sourc(?:es|ed|ing)|acquired|"
    r"kauf|kauft|gekauft|achète|acheté|compra)\b[^.;]{0,80}?\b(from|von|auprès\s+de|de)\s"
    r"|\b(?:shift\w*|mov(?:e|es|ed|ing)|outsourc\w*|entrust\w*)\s+(?:\S+\s+){0,4}?(to)\s"
    r"|\b(?:manufactured|made|produced|fabricated)\s+(using|on|with)\s",
    re.IGNORECASE,
)
# Making a chip (not supplying a part of a system): with a chip named, the part is the chip.
_MAKES = re.compile(
    r"\b(?:make|makes|made|manufactur\w*|fabricat\w*|produc\w*|fabriqu\w*|fertig\w*|hergestellt|fabrica\w*|"
    r"prodott\w*)\b|代工|生产|制造|생산|製造|生産",
    re.IGNORECASE,
)
# The same in the other languages of the gold set, as general verb lists (not one
# document's words): German, French, Spanish, Italian; then Chinese, Japanese and
# Korean, which have no word boundaries (plain substrings).
_SUPPLY_OTHER = re.compile(
    r"\b(?:liefer(?:t|n|te|ten)|beliefer(?:t|n|te)|zulieferer|lieferant(?:en)?|fertig(?:t|en|te)|"
    r"produzier(?:t|en|te)|qualifiziert|fournit|fournissent|fournira|fourniront|fabrique|fabriquent|"
    r"fabriquera|fournisseur|suministra|suministrará|suministran|proveedor|fabricará|"
    r"fornisce|fornirà|forniscono|fornitore|"
    # infinitives after a modal or a plan ("prevé fabricar", "va fournir", "dovrà fornire")
    r"fabricar|producir|suministrar|fabriquer|produire|fournir|fabbricare|produrre|fornire)\b",
    re.IGNORECASE,
)
# "供应商" (a supplier) and "供应链" (a supply chain) are nouns, not the verb.
# Traditional Chinese too ("供應", "供貨"); Japanese "出荷" (ships) and "を提供" (provides).
# Supply as a noun is no verb: 供应商/链 (supplier, chain), 供应售罄/紧张/短缺 (sold out, tight).
_SUPPLY_CJK = re.compile(
    r"供[应應](?![商链鏈]|售罄|紧张|緊張|短缺|不足|垄断|壟斷)|供货|供貨|供給|供给|代工|納入|出荷|を提供|납품|"
    # Korean nouns are not the verb: 공급 관계/망/사/업체/처/구도/부족/과잉/난 (supply relationship,
    # chain, supplier, structure, shortage, glut)
    r"공급(?!\s?(?:관계|망|사|업체|처|구도|부족|과잉|난))|양산|생산한다|量产|量産"
)
# The customer as subject: "엔비디아는 X로부터 공급받았다", "XからHBMの供給を受け": the
# supplier is the company marked "from" (``_FROM``), not the subject.
_RECEIVED = re.compile(r"(?:공급|납품)\s?받|供給を受け")
# A Korean or Japanese passive ("공급될", "供給される"): its subject is the part, the
# supplier is the company in focus, never a name in a clause before it ("엔비디아가 출하할").
_PASSIVE_CJK = re.compile(r"(?:공급|납품)\s?(?:되|될|된|됐)|供給され")
# A passive in German, French, Spanish, Italian: the supplier follows.
_PASSIVE_OTHER = re.compile(
    r"\b(?:(?:gefertigt|hergestellt|produziert|geliefert)\s+von|von(?=[^.]{0,80}\b(?:gefertigt|hergestellt|produziert|geliefert)\b)|"
    r"(?:fabriqué|fabriquée|fabriqués|produit|produite|fourni|fournie)s?\s+par|"
    r"(?:fabricad[oa]s?|producid[oa]s?|suministrad[oa]s?)\s+por|(?:prodott[oaie]|fornit[oaie])\s+da)\b",
    re.IGNORECASE,
)
_PASSIVE = re.compile(
    r"\b(?:will\s+be|is|are|was|were|being)\s+(?:supplied|made|manufactured|assembled|packaged|produced|built)\s+by\b",
    re.IGNORECASE,
)
_ENDS = re.compile(
    r"\b(?:no\s+longer\s+(?:supplies|supply|provides|makes|ships)|(?:stopped|stops|ceased|ceases)\s+"
    r"(?:supplying|shipping|making)|(?:dropped|drops|replaced|replaces)\b)",
    re.IGNORECASE,
)
# "X loses share to Y": not an end, a share change: Y gains share from X (docs/review.md).
_SHARE_LOSS = re.compile(
    r"\b(?:loses|lose|lost|losing|cedes|ceded|ceding)\s+(?:(?:its|some|more|further|market)\s+)*(?:share|ground)\s+to\s",
)
_ENDS_OTHER = re.compile(
    r"\b(?:(?:liefert|liefern|fertigt)\s+(?:\S+\s+){0,3}?(?:nicht|kein\w*)\s+(?:\S+\s+){0,3}?mehr|ne\s+fournit\s+plus|ya\s+no\s+suministra|"
    r"non\s+fornisce\s+più)\b|不再供应|不再供货|공급\s*중단|供給を停止",
    re.IGNORECASE,
)
_HEDGE = re.compile(
    r"\b(?:reportedly|rumou?r(?:s|ed)?|according\s+to\s+(?:people|sources|a\s+person|analysts?|reports?|media)|"
    r"people\s+familiar|is\s+said\s+to|are\s+said\s+to|sources\s+say|allegedly|leak(?:s|ed)?|"
    r"analysts?\s+(?:estimate|expect|believe)|could|might|may)\b",
    re.IGNORECASE,
)
_OWN_WORD = re.compile(
    r"\b(?:said|says|announced|announces|confirmed|confirms|stated|sagte|teilte\s+mit|erklärte|a\s+déclaré|"
    r"a\s+annoncé|anunció|ha\s+annunciato)\b|밝혔다|발표했다|表示|宣布|発表した",
    re.IGNORECASE,
)
_FUTURE = re.compile(r"\bwill\b|\bplans?\s+to\b|\bis\s+to\b", re.IGNORECASE)
_ROLES = (
    (
        re.compile(r"second(?:ary)?\s+(?:source|supplier|vendor)|alternative\s+supplier", re.I),
        "second_source",
    ),
    (re.compile(r"\b(?:sole|exclusive|only)\s+(?:source|supplier|vendor|provider)\b", re.I), "sole"),
    (
        re.compile(
            r"\b(?:main|primary|lead|principal|largest)\s+(?:source|supplier|vendor|provider)\b", re.I
        ),
        "primary",
    ),
)
_STAGES = (
    (re.compile(r"\bsampl(?:e|es|ed|ing)\b", re.I), "sampling"),
    (re.compile(r"\bqualifying\b|\bin\s+qualification\b|\bqualification\s+tests?\b", re.I), "qualifying"),
    (re.compile(r"\bqualified\b|\bpassed\s+qualification\b", re.I), "qualified"),
    (
        re.compile(
            r"\bmass\s+production\b|\bin\s+volume\b|\bvolume\s+production\b|\bramp(?:ing|ed)?\b", re.I
        ),
        "volume",
    ),
)
_SHARE = re.compile(
    r"(?:about|around|roughly|nearly|some|~)?\s*(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent|percent)", re.I
)
_PLACE = re.compile(r"\b(?:in|at|from)\s+((?:[A-Z][\w.-]+,?\s*){1,4})")


@dataclass(frozen=True, kw_only=True)
class Relation:
    """One relation as a sentence states it (parts it does not state are None).

    ``kind`` is ``supply`` (the fields as named), ``site`` (``supplier`` makes
    ``component`` for ``target`` at ``place``), ``ownership`` (``supplier`` owns ``obj``;
    ``stage`` says how: acquired, subsidiary, stake) or ``deployment`` (the cluster
    ``obj`` uses the platform ``target``, of ``size``, at ``place``).
    """

    supplier: Mention | None
    target: Mention | None  # the platform or chip the part is for
    component: str | None
    component_text: str | None
    role: str | None
    stage: str | None
    share: str | None
    country: str | None
    ends: bool  # "no longer supplies", "drops", "replaces": the row ends, nothing is added
    evidence: str  # speculative (hedged), confirmed/committed (the supplier's own word), claimed
    hedge: str | None  # the words that lowered the evidence
    quote: str
    start: int
    end: int
    kind: str = "supply"
    obj: Mention | None = None  # ownership: the owned company; deployment: the cluster
    obj_text: str | None = None  # as written, also when it is not a known entity
    place: str | None = None
    size: str | None = None
    share_change: bool = False  # "X loses share to Y": the supplier Y gains share from ``obj`` X
    customer: Mention | None = None  # supply: the buying company, when no platform or chip is named


def first_of(patterns: tuple[tuple[re.Pattern[str], str], ...], text: str) -> str | None:
    for pattern, value in patterns:
        if pattern.search(text):
            return value
    return None


def country_of(text: str) -> str | None:
    for m in _PLACE.finditer(text):
        for part in re.split(r",\s*", m.group(1).strip(" ,.")):
            if len(part.strip()) <= 2 and part.strip() not in ("US", "UK"):
                continue  # "from SK hynix": a name's first letters, not Slovakia's code
            country = lookup(part.strip())
            if country is not None:
                return country.name
    return None


def evidence_of(text: str, actor: Mention | None) -> tuple[str, str | None]:
    """(evidence level, the hedge words) of a sentence; ``actor`` relative to the sentence."""
    hedge = _HEDGE.search(text)
    if hedge:
        return "speculative", hedge.group(0)
    words = hedge_words(text)
    if words:
        return "speculative", words[0]
    own = actor is not None and _OWN_WORD.search(text[actor.end :]) is not None
    if own:
        return ("committed" if _FUTURE.search(text) else "confirmed"), None
    return "claimed", None


# Every supply verb above contains one of these stems: one cheap pass over the lower-cased
# sentence spares the full patterns most sentences (IGNORECASE patterns are slow).
_STEMS = re.compile(
    r"suppl|provid|ship|make|made|build|built|assembl|packag|manufactur|produ|qualif|won |wins |secur|"
    r"stop|ceas|drop|replac|lose|lost|liefer|fertig|hergestellt|fourni|fabri|suministr|proveedor|forni|"
    r"certif|approval|buy|bought|purchas|sourc|order|acquired|kauf|achet|achèt|compra|deliver|supply chain|"
    r"shift|mov|outsourc|entrust|join|enter|vendor|"
    r"供|代工|納入|出荷|提供|납품|공급|양산|생산|量产|量産"
)


@dataclass(frozen=True)
class _Verb:
    """Where a sentence's supply verb is, and how to read around it."""

    at: int  # where the verb (or the "from" of "buys X from Y") starts, in the sentence
    after: bool  # the supplier follows it: a passive, "drops X", "buys X from Y"
    ends: bool  # "no longer supplies", "drops", "replaces"
    cjk: bool  # a Chinese, Japanese or Korean verb: the supplier is the subject before it
    needs_company: bool = False  # "moved to", "made on": only a relation when a company follows
    share_from: bool = False  # "X loses share to Y": Y, after the verb, gains share from X
    received: bool = False  # "엔비디아는 X로부터 공급받았다": the customer is the subject
    passive_cjk: bool = False  # "공급될", "供給される": the supplier is not named before


# The verb patterns without IGNORECASE, for the lower-cased sentence: several times faster
# (their letters are all lower case; checked by tests/test_review_kinds.py).
_CASED = (_SUPPLY, _SUPPLY_OTHER, _SUPPLY_CJK, _PASSIVE, _PASSIVE_OTHER, _ENDS, _ENDS_OTHER, _BUY)
_LOWER = tuple(re.compile(p.pattern) for p in _CASED)
# The words each lower-case pattern cannot match without (extract/literals.py): a sentence
# holding none of them skips that search (most sentences, for most of the eight patterns).
_NEEDS = tuple(needed(p) for p in _LOWER)
_SHARE_LOSS_NEEDS = needed(_SHARE_LOSS)
_NO_NEEDS: tuple[None, ...] = (None,) * len(_CASED)


_PLURAL = re.compile(r"\s(?:supply|provide|ship)\s$")


def _plural_at(matched: str) -> int:
    """Where the verb starts in "Micron supply ": after the listed subject's last name."""
    plural = _PLURAL.search(matched)
    return plural.start() + 1 if plural else 0


def _verb(text: str) -> _Verb | None:
    """The supply verb of a sentence, or None."""
    low = text.lower()
    if _STEMS.search(low) is None:
        return None
    # Lower-casing keeps offsets unless a character changes length ("İ"): then the slow way.
    lowered = len(low) == len(text)
    src = low if lowered else text
    patterns, needs = (_LOWER, _NEEDS) if lowered else (_CASED, _NO_NEEDS)
    sup, sup_cjk, end = patterns[0], patterns[2], patterns[5]  # which one matched tells the kind

    def find(i: int) -> re.Match[str] | None:
        return patterns[i].search(src) if may_match(needs[i], src) else None

    if lowered and may_match(_SHARE_LOSS_NEEDS, low) and (lost := _SHARE_LOSS.search(low)) is not None:
        return _Verb(lost.end(), True, False, False, True, True)
    supply = find(0) or find(1) or find(2)
    passive = None if supply else (find(3) or find(4))
    ends = find(5) or find(6)
    if supply is None and passive is None and (bought := find(7)) is not None:
        group = next(g for g in (1, 2, 3) if bought.group(g))
        return _Verb(bought.start(group), True, ends is not None, False, group > 1)
    verb = supply or passive or ends
    if verb is None:
        return None
    dropped = ends is not None and verb.re is end and verb.group(0)[:4] in ("drop", "repl")
    at = verb.start() + _plural_at(verb.group(0)) if verb.re is sup else verb.start()
    cjk = verb.re is sup_cjk
    received = cjk and _RECEIVED.match(src, verb.start()) is not None
    passive_cjk = cjk and _PASSIVE_CJK.match(src, verb.start()) is not None
    return _Verb(
        at, passive is not None or dropped, ends is not None, cjk, received=received, passive_cjk=passive_cjk
    )


def _supplier(text: str, offset: int, companies: list[Mention], verb: _Verb) -> Mention | None:
    at = offset + verb.at
    if verb.after:  # "is made by X", "drops X", "buys X from Y": the supplier follows
        return next((m for m in companies if m.start >= at), None)
    before = [m for m in companies if m.end <= at]
    if verb.passive_cjk:
        return None
    if verb.received:  # the company marked "from", nearest the verb
        return giver(before, text, offset)
    if verb.cjk:
        return cjk_subject(before, text, offset) or relative_subject(text, offset, companies, verb.at)
    return before[-1] if before else None


# "is not able to supply", "cannot supply" right before the verb: nothing is supplied.
_CANNOT = re.compile(
    r"\b(?:not\s+(?:be\s+)?able(?:\s+to)?|unable(?:\s+to)?|cannot|can't|non\s+(?:è|sono|sarà)\s+in\s+grado\s+di|"
    r"(?:no|ni)\s+(?:puede|pueden|podrá)|ne\s+(?:peut|peuvent|pourra)\s+pas|nicht\s+in\s+der\s+Lage)\b[^.;]{0,25}$",
    re.IGNORECASE,
)
# Negotiations are not relations (docs/evaluation.md, the label rule): "in talks to supply".
_TALKS = re.compile(
    r"\b(?:negotiat\w*|in\s+talks|talks\s+(?:with|to|on|over)|Verhandlung\w*|verhandel\w*|négoci\w*|"
    r"negoci\w*|trattativ\w*)|谈判|洽谈|协商|商谈|談判|협상|交渉",
    re.IGNORECASE,
)
# A goal is not a supply stated (like a negotiation): "공급 ... 목표로 하고 있다", "目指す",
# "aims to supply"; read just after the verb (Korean, Japanese) or right before it.
_GOAL = re.compile(
    r"목표로|목표다|目指|を目標|为目标|為目標|\b(?:aims?|aiming|hopes?|hoping)\s+to\b",
    re.IGNORECASE,
)
# "makes its chips in collaboration with X": X is the maker, whoever the subject is.
_WITH = re.compile(
    r"\b(?:in\s+(?:collaboration|partnership|cooperation)\s+with|en\s+colaboración\s+con|"
    r"en\s+collaboration\s+avec|in\s+Zusammenarbeit\s+mit|in\s+collaborazione\s+con)\b",
    re.IGNORECASE,
)


def _with(text: str, offset: int, companies: list[Mention], verb: _Verb) -> Mention | None:
    """The company after "in collaboration with" when it follows a making verb."""
    if verb.after or not _MAKES.match(text, verb.at):
        return None  # a making verb only: "supplies HBM in partnership with X" is still the subject's
    m = _WITH.search(text, verb.at)
    if m is None:
        return None
    return next((c for c in companies if c.start - offset >= m.end()), None)


def _part(text: str, offset: int, verb: _Verb, targets: list[Mention]) -> tuple[str | None, str | None]:
    """The part: the first one named after an active verb ("is sampling to supply HBM3E":
    not "sampling"), else the first in the sentence; a chip being made is the accelerator."""
    if SOV.search(text):
        return part_before(text, verb.at)
    component, words = component_of(text[verb.at :]) if not verb.after else (None, None)
    if component is None:
        component, words = component_of(text)
    if component is None and any(t.schema == K.CHIP for t in targets) and (m := _MAKES.search(text)):
        return "Accelerator", m.group(0)
    return component, words


def _held_part(focus: Focus, supplier: Mention) -> tuple[str | None, str | None]:
    """The part this supplier was just said to supply, else the part of the sentence before
    when that sentence was about this supplier."""
    if supplier.entity_id in focus.supplied:
        return focus.supplied[supplier.entity_id]
    held = focus.company
    if focus.component is not None and held is not None and held.entity_id == supplier.entity_id:
        return focus.component
    return None, None


def _focused(text: str, offset: int, companies: list[Mention], verb: _Verb, focus: Focus) -> Mention | None:
    """The company in focus as the supplier: a CJK verb with no subject named, or a subject
    named by description ("The Korean company", "It"); never a company the sentence names
    as the customer."""
    held = focus.company
    if held is None or any(m.entity_id == held.entity_id for m in companies):
        return None
    if verb.cjk:
        return as_focus(held, offset + verb.at, offset + verb.at)
    subject = described_subject(text, verb.at)
    return None if subject is None else as_focus(held, offset + subject.start(), offset + subject.end())


def _read(
    text: str, offset: int, mentions: list[Mention], verb: _Verb, focus: Callable[[], Focus] = Focus
) -> Relation | None:
    companies = [m for m in mentions if m.schema == K.COMPANY]
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    if (
        _CANNOT.search(text, max(0, verb.at - 40), verb.at)
        or _TALKS.search(text)
        or _GOAL.search(text[max(0, verb.at - 12) : verb.at + 25])
    ):
        return None  # "is not able to supply", "in talks to supply": no relation stated
    supplier = _with(text, offset, companies, verb) or _supplier(text, offset, companies, verb)
    if supplier is None and verb.needs_company:
        return None  # "moved to a denser process node": no one to supply anything
    if supplier is None and (verb.cjk or described_subject(text, verb.at)):
        supplier = _focused(text, offset, companies, verb, focus())
    customers = [m for m in companies if supplier is None or m.entity_id != supplier.entity_id]
    if not targets and not customers and supplier is not None and (held := focus().target) is not None:
        targets = [held]  # "TSMC Arizona will make processors ...": the platform just named
    if not targets and not customers:
        return None  # a supply to no one named ("is proactively supplying HBM4"): not a ring relation
    if describes_chip(text, offset, verb.at, targets):
        return None  # "出荷開始予定の「H200」": the chip itself ships
    component, words = _part(text, offset, verb, targets)
    if component is None and supplier is not None:  # "'루빈'용으로 공급될": the part just named
        component, words = _held_part(focus(), supplier)
    if component is None and (supplier is None or not targets):
        return None  # neither the part nor what it is for: nothing a ring row could hold
    evidence, hedge = evidence_of(text, None if supplier is None else _shift(supplier, offset))
    share_text = f"{share.group(1)}%" if (share := _SHARE.search(text)) else None
    loser = None
    if verb.share_from:  # "X loses share to Y": Y gains share from X (the object)
        loser = next((m for m in reversed(companies) if m.end - offset <= verb.at and m != supplier), None)
        share_text = "gaining" + (f" {share_text}" if share_text else "")
    ends = verb.ends
    return Relation(
        supplier=supplier,
        target=targets[0] if targets else None,
        component=component,
        component_text=words,
        role=first_of(_ROLES, text),
        stage=None if ends else first_of(_STAGES, text),
        share=share_text,
        country=country_of(text),
        ends=ends,
        share_change=verb.share_from,
        customer=None
        if targets or verb.share_from
        else buyer(text, offset, customers, verb.at, verb.after, verb.cjk),
        obj=loser,
        obj_text=loser.text if loser else None,
        evidence=evidence,
        hedge=hedge,
        quote=text,
        start=offset,
        end=offset + len(text),
    )


def _buyer(text: str, offset: int, others: list[Mention], verb: _Verb) -> Mention | None:
    return buyer(text, offset, others, verb.at, verb.after, verb.cjk)


def _shift(m: Mention, offset: int) -> Mention:
    """The mention with offsets relative to its sentence."""
    return Mention(m.entity_id, m.schema, m.name, m.start - offset, m.end - offset, m.text, m.reason)
