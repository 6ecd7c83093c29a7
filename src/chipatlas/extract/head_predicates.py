"""Predicates of a headline's main clause: what befalls its subject (``extract/head_event.py``).

"X runs into difficulties", "investments are paying off", "X fails qualification": the
predicate decides the story's type over an event noun in the subject; a product that "is
official" or "is here", or is named new, is a release when nothing else is (``FALLBACK``). Split from
``head_words.py`` (the verb-and-object patterns). Matched on lower-cased text.
"""

from __future__ import annotations

# Predicates that say what befalls the clause's subject: they decide over an event noun
# in the subject ("the resumption of deliveries runs into difficulties" is a disruption,
# "investments are paying off" a result), in languages whose predicate follows the subject.
PREDICATES: dict[str, tuple[str, ...]] = {
    "supply_disruption": (
        r"(?:st[oö](?:ß|ss)t|sto(?:ß|ss)en) (?:\S+ ){0,4}auf (?:\w+ )?"
        r"(?:schwierigkeiten|probleme|hindernisse)",
        r"(?:runs?|ran|running) into (?:\w+ ){0,2}(?:problems|trouble|difficulties|snags|hurdles)",
        r"(?:faces?|facing|hits?|hitting|encounter\w*) (?:\w+ ){0,2}"
        r"(?:problems?|difficulties|snags?|hurdles?|setbacks?)",
        r"se heurte\w* (?:\S+ ){0,3}à (?:des |de )?(?:difficult|probl)\w*",
        r"(?:encuentra|enfrenta)\w* (?:\S+ ){0,3}(?:dificultades|problemas)",
        r"(?:incontra|affronta)\w* (?:\S+ ){0,3}(?:difficoltà|problemi)",
        # a date or launch that slips: what befalls the subject ("X's launch slips")
        r"(?:launch|ramp|release|rollout|debut|shipments?|deliver(?:y|ies)|production|schedule|timeline|"
        r"availability|tape-?out)\w* (?:[\w-]+ ){0,3}"
        r"(?:slips?|slipped|slid(?:es)?|(?:is|was|gets?|got) (?:delayed|pushed back|postponed))\b",
        r"(?:vorr[aä]te|supply|supplies|stocks?|inventor(?:y|ies)|stock) (?:\S+ ){0,3}"
        r"(?:begrenzt|knapp|limited|running low|constrained|tighten\w*|tight|squeezed)",
        # capacity or lines that are full: "capacity would be strained", "lines are maxed out"
        r"(?:capacity|capacities|lines?|output) (?:\S+ ){0,3}"
        r"(?:strained|stretched|fully booked|booked up|maxed out|sold out|at full capacity)",
        # a packaging or process line named by its product that is full: "X's CoWoS reportedly fully booked"
        r"(?:is |are |now |reportedly |already ){0,3}(?:fully booked|booked (?:up|solid))\b",
        # a part that fails a customer's qualification or test: the supply it aimed at does not happen
        r"fail(?:s|ed|ing)? (?:\S+ ){0,4}"
        r"(?:qualification|certification|validation|verification|tests?|audits?)|"
        r"fail(?:s|ed|ing)? to (?:qualify|pass|meet)",
        r"(?:besteh|bestand)\w* (?:\S+ ){0,4}(?:qualifizierung|test|pr[uü]fung|zertifizierung)\w* "
        r"(?:\S+ ){0,3}nicht\b|"
        r"nicht bestanden|scheiter\w* (?:\S+ ){0,4}(?:qualifizierung|test|pr[uü]fung|zertifizierung)\w*",
        r"[ée]chou\w* (?:\S+ ){0,3}(?:qualification|certification|homologation|tests?|validation)",
        r"no (?:supera|super[oó]|pasa|pas[oó]) (?:\S+ ){0,3}"
        r"(?:calificaci[oó]n|certificaci[oó]n|homologaci[oó]n|pruebas?|validaci[oó]n)",
        r"non (?:supera|super[aò]|ha superato|passa|ha passato) (?:\S+ ){0,3}"
        r"(?:qualific\w*|certificazion\w*|omologazion\w*|test|prove|validazion\w*)|bocciat\w*",
    ),
    "financial_results": (
        r"pay(?:s|ing)? off|paid off|ripag\w*|zahl\w* sich (?:\w+ )?aus|porte\w* (?:ses|leurs) fruits|"
        r"(?:rinden|dan|dando) frutos",
    ),
}
# The same predicates in Chinese, Japanese and Korean (substrings, no word boundary): a failed
# qualification or test (不合格, 未通过认证, 탈락, 통과하지 못했다).
PREDICATES_CJK: dict[str, str] = {
    "supply_disruption": r"不合格|未能?通[过過]|불합격|탈락|통과하지 못|통과 ?실패",
    # a results meeting where something is said ("在法說會表示", "決算説明会で…表明", "실적 발표회에서"):
    # what is said there is results news, as an English "earnings call" is (trigger_words); Japanese and
    # Korean put their last event word last, so the meeting must decide as a predicate does
    "financial_results": r"法說會|法说会|(?:业绩|業績|财报|財報)(?:说明会|說明會|发布会|發表會)|"
    r"決算説明会|決算会見|決算発表会|실적 ?(?:발표회|설명회)|컨퍼런스 ?콜|어닝 ?콜",
}
# When a clause states no other event: a new product named, or one that is "official" or "here",
# is its release ("Kalinda's first 2nm chip is finally official", "Meet the Quill Q3").
FALLBACK: dict[str, tuple[str, ...]] = {
    "technical_release": (
        r"(?:new|newest|latest|first|next-gen\w*|neue\w*|nouv\w*|nuev\w*|nuov\w*) (?:[\w.-]+ ){0,2}"
        r"(?:chips?|gpus?|cpus?|accelerators?|processors?|cards?|beschleuniger\w*|prozessor\w*|"
        r"acc[eé]l[eé]rateur\w*|acelerador\w*|accelerator\w*|puces?)\b",
        r"is (?:finally |now )?(?:official|here|out)\b|^meet the\b|[\d.]+ ?nm (?:node|process)\b",
        # a product code (letters, then a digit: "its new P7"), not a plant ("its new 2nm fab")
        r"(?:its|their|the) (?:new|latest|newest) [a-z]+\d[\w-]*\b"
        r"(?! (?:fabs?|plants?|factor|facilit|lines?))",
    ),
}
