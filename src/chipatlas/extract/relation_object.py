"""What a supply verb's object says about the supply: a plant bought is a site changing
hands, not a part supplied; a part named only as what chips need or what a launch will
drive demand for is demand talk, not a supply; a co-designer's advice ("provides input on the
design of the X1") is no part. Each makes a sentence state no supply
(docs/evaluation.md, the relation labelling rule: demand talk is not a relation)."""

from __future__ import annotations

import re

from chipatlas.extract.components import component_of
from chipatlas.extract.supply_verb import Verb

# A plant, fab or building as what is bought: "bought a packaging plant from X", "购买...南科厂",
# "kaufte ... ein Werk". Read in the bought words (English: before "from"; CJK: after the verb).
_PLANT = re.compile(
    r"\b(?:plants?|fabs?|factor(?:y|ies)|facilit(?:y|ies)|buildings?|campus|Werk|Werke|Fabrik\w*|"
    r"usines?|fábricas?|plantas?|stabiliment[oi])\b|[厂廠]房?(?![商家])|工厂|工廠|工場|공장",
    re.IGNORECASE,
)
# How far the bought thing reaches: to the clause's end (a comma, a stop, a semicolon).
_CLAUSE_END = re.compile(r"[,，、;；。.]")


def buys_a_plant(text: str, verb: Verb) -> bool:
    """Whether a buying verb's object is a plant ("台積電去年購買X南科廠", "bought a plant
    from X"): a site bought, not a part supplied to the buyer."""
    if verb.received and verb.cjk:  # "购买群创南科厂": the object follows the verb
        end = _CLAUSE_END.search(text, verb.at)
        return _PLANT.search(text, verb.at, end.start() if end else len(text)) is not None
    if verb.after and text.startswith(("from", "von"), verb.at):  # "bought a plant from X"
        bought = [m.end() for m in _BUYS.finditer(text, max(0, verb.at - 90), verb.at)]
        return bool(bought) and _PLANT.search(text, bought[-1], verb.at) is not None
    return False


# The buying word before "from": what lies between it and "from" is what was bought.
_BUYS = re.compile(r"\b(?:buys?|bought|buying|purchas\w*|acquir\w*|kauf\w*|gekauft)\b", re.IGNORECASE)


# Demand for a part: the part's words followed by a demand noun ("HBM4需求", "HBM demand",
# "HBM-Nachfrage", "HBM 수요"), or needed by chips ("richiedono sempre più memoria ... (HBM)",
# "need ever more HBM", "benötigen immer mehr HBM").
_DEMAND_AFTER = re.compile(
    r"[\s-]?(?:需求|需要|수요|demand|Nachfrage|demande|demanda|domanda|需要量)", re.IGNORECASE
)
# A part word naming its trade, neither supplied nor in demand: "HBM产业研究", "the HBM market".
_TRADE_AFTER = re.compile(
    r"[\s-]?(?:产业|產業|市场|市場|産業|산업|시장|industry|market|Markt|Branche|marché|mercado|mercato)",
    re.IGNORECASE,
)
_NEED_BEFORE = re.compile(
    r"\b(?:need|needs|needed|require|requires|required|benötig\w*|erforder\w*|brauch\w*|"
    r"exig\w*|nécessit\w*|requier\w*|necesit\w*|richied\w*|necessit\w*)\b[^,.;:]{0,60}$",
    re.IGNORECASE,
)


def demand_talk(text: str, words: str | None) -> bool:
    """Whether the sentence names its part only as something in demand or needed: every part
    word in it is ("将带动HBM4需求"), not when another names the part made ("为应对英伟达的HBM
    需求 ... 启动了HBM4的量产")."""
    if not words or text.find(words) < 0:
        return False
    at, demanded = 0, False
    while (found := component_of(text[at:]))[1]:
        start = text.find(found[1] or "", at)
        end = start + len(found[1] or "")
        tail = re.match(r"[A-Za-z0-9-]*", text[end:])  # "HBM4" read as "HBM": the rest of its word
        end += tail.end() if tail else 0
        demand = _DEMAND_AFTER.match(text, end) is not None or _NEED_BEFORE.search(text, 0, start) is not None
        if not demand and _TRADE_AFTER.match(text, end) is None:
            return False
        demanded = demanded or demand
        at = end
    return demanded  # none for a part read from a making verb alone ("manufactured using")


# A buyer bringing suppliers into its supply chain: "Y会将X纳入HBM4的供应生态", "Y將X納入供應鏈":
# the subject buys, the object between "将" and "纳入" supplies.
_INCLUDES = re.compile(r"(?:将|將|把)(?P<object>[^,，。;；]{1,24}?)(?:纳入|納入)[^,，。;；]{0,12}$")


def included(text: str, at: int) -> tuple[int, int] | None:
    """Where the companies brought into a buyer's supply chain are named, when the supply
    word at ``at`` follows "将 ... 纳入"; else None."""
    end = at + 2 if text.startswith(("纳入", "納入"), at) else at  # "納入" may be the verb itself
    m = _INCLUDES.search(text, 0, end)
    return m.span("object") if m else None


# Advice, not a part: a co-designer "provides input on the design of the X1 AI chip", "supplies
# feedback", "liefert Know-how", "fournit des conseils", "proporciona asesoramiento", "fornisce
# consulenza". The part words later in the sentence name what the advice is about.
_ADVICE = re.compile(
    r"\b(?:provid\w*|suppl\w*|offer\w*|ship\w*|liefer\w*|fourni\w*|proporciona\w*|suministra\w*|"
    r"fornisc\w*|fornir\w*)\s+(?:(?:its|their|the|a|an|some|valuable|key|early|technical|design|"
    r"engineering|ihr\w*|sein\w*|des|de|du|sus?|i|il|la|le|los|las)\s+){0,3}"
    r"(?:input|feedback|expertise|guidance|advice|insights?|know-how|suggestions|requirements|"
    r"Rückmeldungen|Expertise|Beratung|retours|conseils|savoir-faire|asesoramiento|comentarios|"
    r"consulenz[ae]|competenze|suggerimenti)\b",
    re.IGNORECASE,
)


def advice_given(text: str, verb: Verb) -> bool:
    """Whether the supply verb's object is advice ("provides input on the design of"), not a part."""
    if verb.after:
        return False
    found = _ADVICE.search(text, verb.at, verb.at + 80)
    return found is not None and found.start() - verb.at <= 24  # "will (also) provide ..."


# A figure or a measure as the verb's object: "delivering 1.3 to 1.5 times the inference
# performance", "delivers 20 PFLOPS", "provides up to 2x better performance", "offers higher
# throughput": the product's performance, no part supplied. A share stays a supply ("supplies
# about 30% of the HBM"): no percent is read here.
_FIGURE_OBJECT = re.compile(
    r"\S+\s+(?:(?:up\s+to|over|nearly|about|around|roughly|some|more\s+than|as\s+much\s+as|"
    r"an\s+estimated)\s+)?"
    r"(?:[\d.,]+\s*(?:(?:to|-|–)\s*[\d.,]+\s*)?(?:x\b|×|times\b|-?fold\b|[PTGE]?FLOPS\b|"
    r"[PTGE]?FLOP/s|[PTG]B/s\b|tokens?\b)"
    r"|(?:(?:\w+\s+){0,2}?(?:better|higher|faster|greater|more|superior|strong|leading)\s+)"
    r"(?:\w+\s+)?(?:performance|throughput|efficiency|speed|bandwidth|compute|speedups?|gains?)\b)",
    re.IGNORECASE,
)


def figure_given(text: str, verb: Verb) -> bool:
    """Whether the supply verb's object is a figure or a measure of performance ("Gaudi 3
    delivering 1.3 to 1.5 times the inference performance"), not a part."""
    if verb.after or verb.cjk or (m := _FIGURE_OBJECT.match(text, verb.at)) is None:
        return False
    following = re.match(r"\s+(\S+)", text[m.end() :])  # "higher bandwidth HBM4": a part, named
    return following is None or component_of(following.group(1))[0] is None
