"""Site, ownership and deployment relations read from prose (docs/review.md).

Like supply relations (``extract/relations.py``), each is only what one sentence states,
never a fact: the caller turns it into a proposal, or a candidate when a part does not
resolve. The rules are general word lists, not one document's phrasing:

- **site**: a place of production ("fab", "packaging plant", "assembly line", "AP7") with a
  place after "in/at/near" ("Phoenix, Arizona", "Hsinchu Science Park"); the company is the
  possessor ("TSMC's fab") or the company before the site words, or the one the sentence
  before named when a description opens the sentence ("The company has plants in"); stage ``volume``,
  ``ramping`` or ``planned``. Ends: "no longer makes ... at", "closes", "moves ... out of".
- **ownership** (``extract/relation_ownership.py``): "X acquired/bought/will acquire Y", "Y, a
  subsidiary of X", "X holds a 10% stake in Y"; ends: "X sold (its stake in) Y", "divested".
- **deployment**: a known cluster and a platform or chip with "uses", "built on", "runs on",
  "powered by", "deploys"; size ("400,000 Trainium2 chips") and place; ends: "no longer
  uses", "replaces", "drops", "switches from".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import pairwise

from chipatlas.extract.components import component_of
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.mentions import Gazetteer, Mention
from chipatlas.extract.places import country_in, places_before, places_in, without_own_country
from chipatlas.extract.places_cjk import cjk_places, without_cjk_places
from chipatlas.extract.relation import (
    Relation,
    in_aside,
    stated,
    unknown_site_owner,
)
from chipatlas.extract.relation_cjk import SOV
from chipatlas.extract.relation_cluster_names import named_deployments
from chipatlas.extract.relation_deploy import DEPLOY, read_deployment
from chipatlas.extract.relation_focus import Focus, as_focus, described_subject
from chipatlas.extract.relation_ownership import OWNERSHIP, read_ownership
from chipatlas.extract.relation_subsidiary import SUBSIDIARY_WORDS, read_subsidiaries
from chipatlas.extract.site_owner import placed_company, site_company
from chipatlas.extract.site_stage import shelved, site_stage
from chipatlas.extract.site_words import MADE_IN, WAFER_WORDS
from chipatlas.extract.supply_verb import MAKES
from chipatlas.model.countries import lookup
from chipatlas.model.schema import K

_SITE_NOUN = re.compile(
    r"\b(?:(?:advanced\s+)?packaging\s+(?:plant|site|facility|fab|line|hub)s?|"
    r"(?:assembly|production|manufacturing|test(?:ing)?)\s+(?:plant|line|site|facility|hub)s?|"
    # a plant complex, a part's production lines, Spanish facilities: "memory manufacturing
    # complex", "CoWoS lines", "sus instalaciones en Austin"
    r"(?:manufacturing|production|memory|chip|semiconductor|fab)\s+complex(?:es)?|"
    r"(?:cowos|info|soic|hbm|dram|nand|wafer)\s+(?:production\s+)?lines|instalaciones|"
    # (German "plant" is "plans": "Microsoft plant eine Investition", "plant 10-Milliarden-Dollar
    # KI-Datenzentrum" name no plant; "Plant 2" is one)
    r"(?:giga)?fabs?|plants|plant(?!\s+(?:(?:eine[nmrs]?|ein|die|der|den|das|zu|für|bis|weitere[nmrs]?)\b|"
    r"[\d.,]+[\s-]*(?:milliarden|mrd|millionen|mio)))|"
    r"factor(?:y|ies)|facilit(?:y|ies)|campus(?:es)?|AP\d{1,2}|"
    r"usines?|fonderies?|werke?s?|fabrik(?:en)?|fábricas?|plantas?|stabiliment[oi]|fabbric(?:a|he))\b",
    re.IGNORECASE,
)
# A wafer fab ("fab", "gigafab", "foundry"), never a packaging plant: the part carried from the
# sentence before must fit it.
_WAFER_FAB = re.compile(r"(?:giga)?fabs?\b|fonder|foundr", re.IGNORECASE)
# Korean, Japanese and Chinese plant words (no word edges there): 공장/팹/생산라인, 工場/ファブ,
# 工厂/晶圆厂/封装厂 (never 厂商, a maker).
_SITE_NOUN_CJK = re.compile(
    r"공장|팹|생산\s?라인|工場|ファブ|工厂|工廠|晶圆厂|晶圓廠|封装厂|封裝廠|封测厂|封測廠|厂房|廠房|新厂|新廠"
)
_HAN = re.compile(r"[\u4e00-\u9fff]")
# "Foundry" is a business ("Samsung's foundry unit", "the largest foundry") more often than a
# plant: a site only with an owner and a place written before it ("at its new Texas foundry").
_FOUNDRY = re.compile(
    r"\bfoundr(?:y|ies)\b(?!\s+(?:business|unit|division|arm|market|customers?|services?)\b)"
)


def _owned_foundry(sentence: str) -> re.Match[str] | None:
    """The first "foundry" an owner's place stands before ("its new Texas foundry"), else None."""
    if "oundr" not in sentence:
        return None
    return next((m for m in _FOUNDRY.finditer(sentence) if places_before(sentence, m.start())), None)


_SITE_ENDS = re.compile(
    r"\b(?:no\s+longer\s+(?:makes?|produces?|builds?|packages?|assembles?)|clos(?:e|es|ed|ing)\s+(?:down\s+)?|"
    r"shut(?:s|ting)?\s+down|mov(?:e|es|ed|ing)\s+(?:\w+\s+){0,3}(?:out\s+of|away\s+from)|exit(?:s|ed)?)\b",
    re.IGNORECASE,
)
_TRIGGER = re.compile(
    "|".join(
        p.pattern
        for p in (_SITE_NOUN, *OWNERSHIP, SUBSIDIARY_WORDS, DEPLOY, _SITE_NOUN_CJK, _FOUNDRY, MADE_IN)
    ),
    re.IGNORECASE,
)


# Each trigger pattern for the lower-cased sentence, with the words it cannot match without
# (extract/literals.py): a sentence holding none of them skips that search.
_PARTS_LOWER = tuple(
    re.compile(p.pattern.replace("AP\\d", "ap\\d"))
    for p in (_SITE_NOUN, *OWNERSHIP, SUBSIDIARY_WORDS, DEPLOY, _SITE_NOUN_CJK, _FOUNDRY, MADE_IN)
)
_PARTS_NEEDS = tuple((p, needed(p)) for p in _PARTS_LOWER)


def triggered(sentence: str) -> bool:
    """Whether the sentence has a site, ownership or deployment word (before any linking)."""
    low = sentence.lower()
    if len(low) != len(sentence):
        return _TRIGGER.search(sentence) is not None
    return any(may_match(words, low) and p.search(low) for p, words in _PARTS_NEEDS)


def _only_aside(sentence: str, offset: int, mentions: list[Mention], company: Mention) -> bool:
    """Whether the company is named only inside an aside ("— including X's plant —"), not also
    outside it ("Foxconn—also known as Hon Hai—said": the same company)."""
    return all(
        in_aside(sentence, m.start - offset, m.end - offset, len(sentence))
        for m in mentions
        if m.entity_id == company.entity_id
    )


def read_sites(
    sentence: str,
    offset: int,
    mentions: list[Mention],
    supply: Relation | None,
    focus: Callable[[], Focus] = Focus,
) -> list[Relation]:
    """One site relation per place the sentence names after its site words ("fabs in
    Idaho and New York": two)."""
    noun = (
        _SITE_NOUN.search(sentence)
        or _SITE_NOUN_CJK.search(sentence)
        or _owned_foundry(sentence)
        or MADE_IN.search(sentence)  # "makes 4nm chips in Taiwan": the places after are its sites
    )
    if noun is None or shelved(sentence):
        return []
    cjk = SOV.search(sentence) is not None or _SITE_NOUN_CJK.match(noun.group(0)) is not None
    companies = [m for m in mentions if m.schema == K.COMPANY]
    # a Chinese sentence may write its plant in Latin letters ("台積電嘉義廠 ... 南科廠 AP8"): read
    # its Han places only when a company stands right before one ("X嘉義廠", "X的竹科 fab"),
    # never a company that sold its plant ("收购了 X 的 AP8 旧厂")
    placed = None if cjk or not _HAN.search(sentence) else placed_company(sentence, offset, companies)
    cjk = cjk or placed is not None
    places = (
        places_in(sentence, offset, mentions, _SITE_NOUN)
        or (cjk_places(sentence) if cjk else [])
        or places_before(sentence, noun.start(), [(m.start - offset, m.end - offset) for m in mentions])
    )
    after = [(a, p) for a, p in places if a > noun.start()][:3]
    chosen = [p for _, p in after] or [p for _, p in places[:1]]
    if cjk:  # "용인 1기 공장과 미국 인디애나 패키징 공장": the place stands before its plant
        chosen = [p for _, p in places[: _enumerated(sentence, places)]]
    if not chosen:
        return []
    company = placed or site_company(sentence, offset, companies, noun)
    pairs = [] if cjk else _paired(sentence, offset, companies, after)
    if pairs:  # "with X in Houston and Y in Dallas": each place is the company's named with it
        company, chosen = pairs[0][0], [p for _, p in pairs]
    elif after and not cjk:  # "mit X in Houston und mit Y in Dallas": Dallas is not X's
        own = company.entity_id if company else None
        others = [(m.start - offset, m.end - offset) for m in companies if m.entity_id != own]
        chosen = _same_owner(after, sentence, others)
    chosen = without_own_country(chosen)
    if company is None and cjk:  # a Korean or Japanese sentence leaves its subject unsaid
        company = focus().company
    if company is None and not cjk:  # "The company has plants in ...": the one just named
        company = _described_owner(sentence, offset, noun, focus)
    written = None if company or cjk else unknown_site_owner(sentence, offset, noun.start(), mentions)
    if company is None and written is None:
        return []  # a place and a plant with no company named: no relation to propose
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    if company is not None and _only_aside(sentence, offset, mentions, company):
        targets = []  # "— including X's upcoming plant — the Y wafers ship ...": Y is not X's
    component, words = component_of(sentence)
    wafer_fab = _WAFER_FAB.match(noun.group(0)) is not None
    if component == "Advanced packaging" and wafer_fab and not _names_noun(sentence, words, noun):
        component, words = None, None  # "the packaging agreement came as X's Arizona fab opens": a wafer fab
    if _skill_part(sentence, words, noun):  # "cooling capabilities and facilities in X": no part
        component, words = None, None
    wafers = component == "Accelerator" and not targets and bool(words and WAFER_WORDS.fullmatch(words))
    if wafers and _THE_WAFER.search(sentence) and (chip := focus().target) is not None:
        targets, wafers = [chip], False  # "The wafer was built at X's facility": the chip just named
    if wafers:  # "a wafer fab", "3nm process technology": no part named, nor one carried
        component, words = None, None
    if component is None and re.match(r"AP\d", noun.group(0)):
        component, words = "Advanced packaging", noun.group(0)  # TSMC's names: AP = advanced packaging
    if component is None and targets and re.match(r"(?:giga)?fab|foundr|usine|werk", noun.group(0), re.I):
        component, words = "Accelerator", noun.group(0)  # a fab named for a chip makes its dies
    if component is None and targets and (made := MAKES.search(sentence)):
        component, words = "Accelerator", made.group(0)  # "to make its Blackwell chips at the plant of X"
    held = focus() if component is None and not wafers else None
    if held is not None and company is not None:  # an unknown company has nothing in focus
        if held.company is not None and held.company.entity_id == company.entity_id:
            # "X supplies HBM4. X plans a line at the Y fab"
            component, words = held.component or (None, None)
        if component is None:
            component, words = held.supplied.get(company.entity_id, (None, None))
        if component is None and _WAFER_FAB.match(noun.group(0)):
            component, words = held.dies.get(company.entity_id, (None, None))  # its chips' fab
    if component is None and _WAFER_FAB.match(noun.group(0)) and _same_supplier(supply, company):
        component, words = "Accelerator", supply.component_text if supply else None  # its chips' dies
    if held is not None and _WAFER_FAB.match(noun.group(0)) and component == "Advanced packaging":
        component, words = None, None  # "X launched two chip fabs": wafers, not the packaging before
    ends = _SITE_ENDS.search(sentence) is not None
    owner_of = dict((p, c) for c, p in pairs)
    stage = site_stage(sentence, noun, cjk, list(_SITE_NOUN_CJK.finditer(sentence)))
    out = []
    for place in chosen:
        company = owner_of.get(place, company)
        if supply is not None and lookup(place) is not None:
            continue  # "supplies X from its plant in Taiwan": the supply proposal has the country
        out.append(
            stated(
                sentence,
                offset,
                company,
                kind="site",
                supplier=company,
                target=targets[0] if targets else None,
                component=component,
                component_text=words,
                stage=None if ends else stage,
                country=country_in(place),
                place=place,
                ends=ends,
                # a company the store does not know keeps its written name ("Orvane Memory's
                # plant"): the candidate shows it and ``relink`` resolves it once it is known
                unknown_supplier=written,
            )
        )
    return out


def _same_supplier(supply: Relation | None, company: Mention | None) -> bool:
    """Whether the sentence's supply is the site owner's making of chips ("X will make Y's AI6
    chips at its new Texas foundry"): the fab makes that supply's dies."""
    return (
        supply is not None
        and supply.component == "Accelerator"
        and supply.supplier is not None
        and company is not None
        and supply.supplier.entity_id == company.entity_id
    )


# Wafers the sentence refers back to ("The wafer was built at ..."), not a wafer fab's words.
_THE_WAFER = re.compile(
    r"\b(?:the|these|those|this)\s+wafers?\b(?!\s+(?:fabs?|plants?|factor|facilit|production|capacity|starts?))",
    re.IGNORECASE,
)


def _described_owner(
    sentence: str, offset: int, noun: re.Match[str], focus: Callable[[], Focus]
) -> Mention | None:
    """The company in focus, when the sentence opens with a description of it before the site
    words ("The company has facilities in X", "La empresa tiene plantas en X"); the focus
    holds only the sentence right before, so nothing is carried further."""
    subject = described_subject(sentence, noun.start())
    held = focus().company if subject is not None else None
    if subject is None or held is None:
        return None
    return as_focus(held, offset + subject.start(), offset + subject.end())


# A company named with the place: "mit X in Houston", "with X in Dallas", "avec X à Dresde".
_WITH_NAME = re.compile(r"\b(?:mit|with|avec|con|by|von|par|por|da|bei|and\s+with|und\s+mit)\s+[A-ZÀ-Ý]")


# A company written right before its place: "Foxconn in Houston", "X (XYZ) in Dallas", "X à Dresde".
_NAME_IN = re.compile(r"\s*(?:\([^()]{1,20}\)\s*)?(?:in|at|à|en|a|nel|nella|bei)\s+$", re.IGNORECASE)


def _paired(
    sentence: str, offset: int, companies: list[Mention], places: list[tuple[int, str]]
) -> list[tuple[Mention, str]]:
    """(company, place) when two or more places after the site words are each written right
    after a company of their own ("with Foxconn in Houston and Wistron in Dallas"); else []."""
    out: list[tuple[Mention, str]] = []
    for at, place in places:
        named = [
            m for m in companies if m.end - offset <= at and _NAME_IN.match(sentence, m.end - offset, at)
        ]
        if not named:
            return []
        out.append((named[-1], place))
    return out if len(out) >= 2 and len({c.entity_id for c, _ in out}) == len(out) else []


# Between two places of one enumeration: "、", "和", "与", "以及", a comma ("新竹、台南、以及苗栗竹南").
_CJK_LIST_GAP = re.compile(r"^[\s、，,]*(?:和|与|與|及|以及|과|와|및|と)?[\s、，,]*$")


def _enumerated(sentence: str, places: list[tuple[int, str]]) -> int:
    """How many CJK places to read: three, or up to six when nothing but list words stands
    between them ("位於新竹、台南、桃園龍潭、台中、以及苗栗竹南": five)."""
    count = 1
    for (a, _), (b, _) in pairwise(places[:6]):
        if not _CJK_LIST_GAP.match(without_cjk_places(sentence[a:b])):
            break
        count += 1
    return max(count, min(3, len(places))) if count > 3 else min(3, len(places))


def _same_owner(places: list[tuple[int, str]], sentence: str, others: list[tuple[int, int]]) -> list[str]:
    """The places of one owner: a later place with another company between it and the one
    before, known (``others``) or written after "with" ("mit X in Houston und mit Y in
    Dallas"), is that company's ("in Idaho and New York", "AP8 in X and AP7 in Y" are the
    subject's)."""
    out: list[str] = []
    end = -1
    for at, place in places:
        if out and (_WITH_NAME.search(sentence, end, at) or any(end <= a < at for a, _ in others)):
            break
        out.append(place)
        end = at + len(place)
    return out


# A skill the company has, named with the part: "cooling capabilities", "HBM-Know-how" after
# it, "compétences en HBM", "experiencia en HBM" before it.
_SKILL = (
    r"capabilit(?:y|ies)|expertise|know-how|skills?|Kompetenz(?:en)?|Expertise|compétences?|"
    r"savoir-faire|competenz[ae]|conocimientos?|experiencia|esperienza"
)
_SKILL_AFTER = re.compile(rf"[\s-]*(?:{_SKILL})\b", re.IGNORECASE)
_SKILL_BEFORE = re.compile(rf"\b(?:{_SKILL})\s+(?:en|in|de|di|d'|du|des|dans)\s*$", re.IGNORECASE)
# A conjunction joining the skill to the site words: "... and manufacturing facilities".
_JOINED = re.compile(r"\b(?:and|as\s+well\s+as|und|et|y|e)\b", re.IGNORECASE)


def _skill_part(sentence: str, words: str | None, noun: re.Match[str]) -> bool:
    """Whether the part is named as a skill the company has and joined to the site words by a
    conjunction ("liquid cooling capabilities and manufacturing facilities in X"): the
    sentence does not say the sites make it."""
    at = sentence.rfind(words, 0, noun.start()) if words else -1
    if at < 0:
        return False
    end = at + len(words or "")
    skill = _SKILL_AFTER.match(sentence, end) or _SKILL_BEFORE.search(sentence, 0, at)
    return skill is not None and _JOINED.search(sentence, end, noun.start()) is not None


def _names_noun(sentence: str, words: str | None, noun: re.Match[str]) -> bool:
    """Whether the part's words qualify the site words, right before them ("its CoWoS fab")."""
    at = sentence.rfind(words, 0, noun.start()) if words else -1
    return at >= 0 and noun.start() - (at + len(words or "")) <= 12


def _supply_of(site: Relation) -> Relation:
    """The supply a site sentence states: the company makes the part for the platform."""
    return replace(site, kind="supply", place=None, stage=None)


def read_other(
    sentence: str,
    offset: int,
    mentions: list[Mention],
    supply: Relation | None,
    focus: Callable[[], Focus] = Focus,
) -> list[Relation]:
    """The site, ownership and deployment relations of one sentence; a site that names the
    company, the part and the platform also states the supply, when no supply was read."""
    out = read_sites(sentence, offset, mentions, supply, focus)
    if supply is None:
        out += [_supply_of(site) for site in out[:1] if site.target and site.component and not site.ends]
    owned = read_subsidiaries(sentence, offset, mentions)  # "X's subsidiary Y", "X子公司Y"
    out += owned
    for found in (
        None if owned else read_ownership(sentence, offset, mentions),
        read_deployment(sentence, offset, mentions, _SITE_NOUN),
    ):
        if found is not None:
            out.append(found)
    return out


def read_named_deployments(
    text: str,
    spans: Sequence[tuple[int, int]],
    gazetteer: Gazetteer,
    language: str | None,
    found: list[Relation],
) -> list[Relation]:
    """The deployments of a cluster the text names in another sentence (``relation_cluster_names.py``)."""
    return named_deployments(text, spans, gazetteer, language, found, _SITE_NOUN)
