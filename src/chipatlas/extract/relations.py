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
from dataclasses import replace

from chipatlas.extract.components import component_of
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import (
    SHARE,
    Relation,
    country_of,
    near_targets,
    part_subject,
    stated,
    unknown_subject,
    unknown_target,
)
from chipatlas.extract.relation_cjk import (
    describes_chip,
    samples_from,
)
from chipatlas.extract.relation_customer import buyer, equipped_chip_maker
from chipatlas.extract.relation_focus import Focus, as_focus, described_subject
from chipatlas.extract.relation_lists import listed
from chipatlas.extract.relation_mood import negated, unstated
from chipatlas.extract.relation_object import advice_given, buys_a_plant, demand_talk, figure_given, included
from chipatlas.extract.relation_part import part
from chipatlas.extract.relation_role import ROLES, first_of
from chipatlas.extract.relation_spec import spec_shipped
from chipatlas.extract.relation_stage import stage_of
from chipatlas.extract.relation_supplier import headline_list, participle, same_item, supplier_of
from chipatlas.extract.supply_verb import MAKES, Verb
from chipatlas.model.knowledge import by_id
from chipatlas.model.schema import K

# "is not able to supply", "cannot supply" right before the verb: nothing is supplied.
_CANNOT = re.compile(
    # also struggling or failing to become one: "struggles to qualify as", "hat Schwierigkeiten, als"
    r"\b(?:struggl\w*|fail(?:s|ed|ing)?\s+to|difficult(?:y|ies)|Schwierigkeiten|dificultades|difficoltà|"
    r"du\s+mal\s+à|"
    r"not\s+(?:be\s+)?able(?:\s+to)?|unable(?:\s+to)?|cannot|can't|non\s+(?:è|sono|sarà)\s+in\s+grado\s+di|"
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
# Competing for a supply is not supplying: "X competes with Y to supply", "vying to supply",
# "konkurriert", "rivalise avec", "compite con", "竞争", "競合", "경쟁" (docs/review.md).
_COMPETE = re.compile(
    r"\b(?:compet(?:e|es|ed|ing)|vy(?:ing)|vie[sd]?|rival(?:s|ed|ing)?\s+with|rac(?:e|es|ing)\s+to|"
    r"konkurrier\w*|im\s+Wettbewerb|rivalis\w*|en\s+concurrence|compit\w*|competir|competono|concorr\w*)\b|"
    r"竞争|競爭|競合|競争|경쟁",
    re.IGNORECASE,
)


def _competing(text: str, verb: Verb) -> bool:
    """A competition word between the sentence's start (its last comma) and the verb, or just
    after a Korean, Japanese or Chinese verb ("供給で競合している")."""
    clause = max(text.rfind(",", 0, verb.at), text.rfind("，", 0, verb.at)) + 1
    return _COMPETE.search(text, clause, verb.at) is not None or (
        verb.cjk and _COMPETE.search(text, verb.at, verb.at + 16) is not None
    )


def _clause(text: str, offset: int, mentions: list[Mention], at: int) -> list[Mention]:
    """The names of the verb's clause: a semicolon ends one ("X makes HBM4; Y designs Z")."""
    lo = max(text.rfind(";", 0, at), text.rfind("；", 0, at)) + 1
    ends = [i for i in (text.find(";", at), text.find("；", at)) if i >= 0]
    hi = min(ends, default=len(text))
    return [m for m in mentions if lo <= m.start - offset and m.end - offset <= hi]


# "makes its chips in collaboration with X": X is the maker, whoever the subject is.
_WITH = re.compile(
    r"\b(?:in\s+(?:collaboration|partnership|cooperation)\s+with|en\s+colaboración\s+con|"
    r"en\s+collaboration\s+avec|in\s+Zusammenarbeit\s+mit|in\s+collaborazione\s+con)\b",
    re.IGNORECASE,
)


def _with(text: str, offset: int, companies: list[Mention], verb: Verb) -> Mention | None:
    """The company after "in collaboration with" when it follows a making verb."""
    if verb.after or not MAKES.match(text, verb.at):
        return None  # a making verb only: "supplies HBM in partnership with X" is still the subject's
    m = _WITH.search(text, verb.at)
    if m is None:
        return None
    return next((c for c in companies if c.start - offset >= m.end()), None)


def _held_part(focus: Focus, supplier: Mention) -> tuple[str | None, str | None]:
    """The part this supplier was just said to supply, else the part of the sentence before
    when that sentence was about this supplier."""
    if supplier.entity_id in focus.supplied:
        return focus.supplied[supplier.entity_id]
    held = focus.company
    if focus.component is not None and held is not None and held.entity_id == supplier.entity_id:
        return focus.component
    return None, None


def _focused(text: str, offset: int, companies: list[Mention], verb: Verb, focus: Focus) -> Mention | None:
    """The company in focus as the supplier: a CJK verb with no subject named, or a subject
    named by description ("The Korean company", "It"); never a company the sentence names
    as the customer."""
    held = focus.company
    if held is None or any(m.entity_id == held.entity_id for m in companies):
        return None
    if verb.cjk:
        if _unlinked_cjk_name(text, offset, companies, verb.at):
            return None  # "SK 海力士已向輝達提供": a subject is named, only not known
        return as_focus(held, offset + verb.at, offset + verb.at)
    subject = described_subject(text, verb.at)
    return None if subject is None else as_focus(held, offset + subject.start(), offset + subject.end())


# A name half in Latin letters, half in CJK script ("SK 海力士", "LG 에너지"): a subject named.
_MIXED_NAME = re.compile(r"\b[A-Z][A-Za-z&-]{1,}(?=\s?[\u4e00-\u9fff\uac00-\ud7af\u30a0-\u30ff])")


def _unlinked_cjk_name(text: str, offset: int, companies: list[Mention], at: int) -> bool:
    """Whether a mixed-script name no known company covers stands before the verb (not a part
    such as "HBM 供應")."""
    for m in _MIXED_NAME.finditer(text, 0, at):
        linked = any(c.start - offset <= m.start() < c.end - offset for c in companies)
        if not linked and component_of(m.group(0))[0] is None:
            return True
    return False


# A name the gazetteer may not know, before an active verb: an all-capitals word ("ZT") or a
# capitalised word that does not start the sentence; such a supply stays a candidate.
_UNKNOWN_NAME = re.compile(r"\b[A-Z][A-Z0-9&-]+\b|(?<=[^\s]\s)[A-Z][\w&-]+")

# A buyer named after the verb, known or not ("delivering the first unit to CoreWeave"): the
# sentence says whom it supplies, so the platform of the sentence before is not carried.
_TO_NAMED = re.compile(r"\bto\s+(?:the\s+)?[A-Z][a-z][\w&.-]*")

# Chinese "ships" with no buyer named is volume talk ("预计将在2025年大规模出货"): the platform of
# the sentence before is not carried into it.
_SHIPS_ZH = ("出货", "出貨")

# Selling, buying or shipping the chip or platform itself: its name is the verb's object.
_SOLD_ITSELF = re.compile(
    r"\b(?:ship(?:s|ped|ping)?|s(?:old|ells?|elling)|b(?:uys?|ought|uying)|purchas(?:es|ed|ing)|"
    r"order(?:s|ed)?|deliver(?:s|ed|ing)?)\s+(?:[\d,.]+\s+|(?:the|its|their|some|more|all|of)\s+)*$",
    re.IGNORECASE,
)


def _sells_the_chip(text: str, offset: int, targets: list[Mention]) -> bool:
    return any(_SOLD_ITSELF.search(text, 0, t.start - offset) for t in targets)


# The receiving customer: the Korean or Japanese topic or subject ("루멘은", "ルーメンは").
_TOPIC = re.compile(r"^(?:은|는|이|가|は|が)")


def _customer(text: str, offset: int, customers: list[Mention], verb: Verb) -> Mention | None:
    if verb.received:  # "루멘은 X로부터 공급받는다": the topic receives; "卢门向X采购": the subject
        topic = next((m for m in customers if _TOPIC.match(text[m.end - offset :])), None)
        return topic or next((m for m in customers if m.start - offset < verb.at), None)
    return buyer(text, offset, customers, verb.at, verb.after, verb.cjk)


def _gainer_buyer(
    text: str, offset: int, customers: list[Mention], verb: Verb, loser: Mention | None
) -> Mention | None:
    """The buyer: for "X loses share to Y at Nvidia", the company after the gainer that lost nothing."""
    if not verb.share_from:
        return _customer(text, offset, customers, verb)
    return next((m for m in customers if m != loser and m.start - offset > verb.at), None)


def read_supply(
    text: str, offset: int, mentions: list[Mention], verb: Verb, focus: Callable[[], Focus] = Focus
) -> Relation | None:
    if (
        _CANNOT.search(text, max(0, verb.at - 40), verb.at)
        or _TALKS.search(text)
        or _GOAL.search(text[max(0, verb.at - 12) : verb.at + 25])
        or _competing(text, verb)
        or unstated(text, verb.at)
        or (not verb.ends and negated(text, verb.at))
    ):
        return None  # "is not able to supply", "in talks to supply", "hopes to supply": none stated
    if buys_a_plant(text, verb):
        return None  # "購買X南科廠", "bought a plant from X": a site bought, no part supplied
    if advice_given(text, verb):
        return None  # a co-designer "provides input on the design of the X1": no part supplied
    if figure_given(text, verb):
        return None  # "Gaudi 3 delivering 1.3 to 1.5 times the performance": no part supplied
    if verb.cjk and not verb.received and samples_from(text, verb.at):
        verb = replace(verb, received=True)  # "엔비디아는 X로부터 샘플을 받았으며 ... 공급": X supplies
    if ";" in text or "；" in text:
        mentions = _clause(text, offset, mentions, verb.at)
    companies = [m for m in mentions if m.schema == K.COMPANY]
    targets = near_targets(text, offset, [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)], verb.at)
    supplier = _with(text, offset, companies, verb) or supplier_of(text, offset, companies, verb)
    span = included(text, verb.at) if verb.cjk else None
    if span is not None:  # "Y将X纳入供应链": X supplies Y
        supplier = next((m for m in companies if span[0] <= m.start - offset < span[1]), None)
        if supplier is None:
            return None  # "将三大原厂皆纳入": the suppliers are not named
    if supplier is None and verb.needs_company:
        return None  # "moved to a denser process node": no one to supply anything
    if supplier is None and participle(text, verb):
        return None  # "Each offering starts with X GPUs and Y CPUs, providing ...": no company's
    described = described_subject(text, verb.at)
    carried = False  # the supplier is the company in focus, not one this sentence names
    if supplier is None and (verb.cjk or described):
        supplier = _focused(text, offset, companies, verb, focus())
        carried = supplier is not None
    if supplier is None and not (
        verb.after or verb.cjk or described or _UNKNOWN_NAME.search(text, 0, verb.at)
    ):
        return None  # "are shipping racks to hyperscalers": no one, known or not, is named to supply
    # the companies listed with the supplier ("where A, B and C supply") supply too: no buyers
    # (in a contract, "A and B signed a supply contract", the other is the partner: no mate)
    mates = set()
    if supplier is not None and not verb.contract:
        mates = {m.entity_id for m in listed(text, offset, companies, supplier)}
    customers = [
        m
        for m in companies
        if (supplier is None or m.entity_id != supplier.entity_id) and m.entity_id not in mates
    ]
    if verb.cjk and supplier is not None and headline_list(text):  # "하이닉스 HBM3E 양산, TSMC 포럼"
        customers = same_item(text, offset, customers, supplier, verb.at)
    carries = (
        not targets
        and not customers
        and supplier is not None
        and not _TO_NAMED.search(text, verb.at)
        and not text.startswith(_SHIPS_ZH, verb.at)
    )
    held = focus().target if carries else None
    if held is not None:
        targets = [held]  # "TSMC Arizona will make processors ...": the platform just named
    # "to manufacture Tesla's next-gen AI6 chips": a product the store does not know, as written
    product = unknown_target(text, offset, mentions) if not targets and not customers else None
    if not targets and not customers and product is None:
        return None  # a supply to no one named ("is proactively supplying HBM4"): not a ring relation
    if describes_chip(text, offset, verb.at, targets):
        return None  # "出荷開始予定の「H200」": the chip itself ships
    component, words = part(text, offset, verb, targets)
    if demand_talk(text, words):
        return None  # "将带动HBM4需求", "GPUs need ever more HBM": demand talk, no supply stated
    if component is None and supplier is not None:  # "'루빈'용으로 공급될": the part just named
        component, words = _held_part(focus(), supplier)
    if component is None and (supplier is None or not targets or carried or held is not None):
        # neither the part nor what it is for: nothing a ring row could hold; nor a chip that
        # "provides" something with no part and no company named ("H100只提供100个token"); nor
        # a company whose only link to a platform is the sentence before ("三星进度最快 ... 量产")
        return None
    if component is None and _sells_the_chip(text, offset, targets):
        return None  # "shipped 50,000 X1 chips to Y", "bought X1 chips from Y": the chip itself sold
    if spec_shipped(text, verb.at, words):
        return None  # "96 GB HBM3, 600 W. X shipped these to Y": the chip itself sold
    share_text = f"{share.group(1)}%" if (share := SHARE.search(text)) else None
    loser = None
    if verb.share_from:  # "X loses share to Y": Y gains share from X (the object)
        loser = next((m for m in reversed(companies) if m.end - offset <= verb.at and m != supplier), None)
        share_text = "gaining" + (f" {share_text}" if share_text else "")
    ends = verb.ends
    customer = None if targets else _gainer_buyer(text, offset, customers, verb, loser)
    if customer is None and span is not None and not targets:  # the one who brings X in buys
        customer = next((m for m in reversed(customers) if m.end - offset <= span[0]), None)
    if customer is None and verb.contract and not targets:  # "X와 공급 계약", "XとHBMの供給契約"
        customer = customers[0]
    if supplier is None and not (verb.after or verb.cjk) and part_subject(text, verb.at):
        return None  # a part's word is the verb's subject ("between CPU and GPU makes"): no one
    unknown = None if supplier or verb.cjk else unknown_subject(text, offset, verb.at, verb.after, mentions)
    if supplier is not None and targets and component in (None, "Accelerator"):
        entry = by_id(targets[0].entity_id)
        maker = equipped_chip_maker(text, offset, companies, targets[0], entry.maker if entry else None)
        if maker is not None and maker.entity_id != supplier.entity_id:
            # "美超微搭載輝達 Blackwell 晶片的系統...出貨": the chip's maker supplies the system's maker
            component, words = "Accelerator", words or targets[0].text
            supplier, customer, targets = maker, supplier, []
    return stated(
        text,
        offset,
        supplier,
        supplier=supplier,
        target=targets[0] if targets else None,
        component=component,
        component_text=words,
        role=first_of(ROLES, text),
        stage=None if ends else stage_of(text, verb.at),
        share=share_text,
        country=country_of(text),
        ends=ends,
        share_change=verb.share_from,
        two_way=verb.contract,
        customer=customer,
        named=tuple(m for m in customers if m != customer and m != loser),
        obj=loser,
        obj_text=loser.text if loser else None,
        unknown_supplier=unknown,
        target_written=product,
    )
