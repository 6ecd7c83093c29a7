"""Who owns whom when the owner is not the subject: a passive acquisition ("X, acquired by Y",
"X wurde von Y übernommen", "X a été racheté par Y", "X fue adquirida por Y", "X è stata
acquisita da Y", "X被Y收购", "X가 Y에 인수됐다", "XがYに買収された"), and a stake named in the
gold set's other languages ("Anteil an", "Beteiligung an", "participation dans", "participación
en", "quota di"), which is a stake, never an acquisition (``extract/relation_kinds.py`` reads
the active forms; a Chinese, Korean or Japanese stake, whose owner and owned company stand in
another order, is not read). And an owner the store does not know, as written (``unknown_owner``),
and the owned company before "a unit of" or "acquired by" the store does not know (``unknown_owned``).
"""

from __future__ import annotations

import re

from chipatlas.extract.mentions import Mention, trimmed
from chipatlas.extract.relation import Written, name_before, unknown_subject

# The owner follows the "by" word: English, French, Spanish, Italian participles.
_BY = re.compile(
    r"\b(?:acquired|bought|purchased|taken\s+over|snapped\s+up|rachet[ée]e?s?|acquise?s?|"
    r"adquirid[oa]s?|comprad[oa]s?|acquisit[oaie]|rilevat[oaie]|comprat[oaie])\s+"
    r"(?:(?:in|on|en|a|el|le|il)\s+\S+\s+)?(?:by|par|por|da)\s",
    re.IGNORECASE,
)
# The owner stands between the marker and a verb at the end: German, Chinese, Korean, Japanese.
_BETWEEN = re.compile(
    r"\bvon\s+(?P<de>[^.;]{1,60}?)\s+(?:übernommen|gekauft|erworben|aufgekauft)\b|"
    r"被(?P<zh>[^。；，]{1,30}?)(?:收购|收購|并购|併購|买下|買下)|"
    r"(?P<ko>[^\s.]{1,30})(?:에|에게)\s?(?:인수|매각)(?:됐|되|된|돼)|"
    r"(?P<ja>[^\s。、]{1,30})(?:に|によって)買収され",
    re.IGNORECASE,
)
# A stake: the owner before it, the owned company after its preposition.
STAKE_OTHER = re.compile(
    r"\b(?:(?:großen?|kleinen?|\w+prozentigen?|minderheits)?anteil(?:e|en)?\s+(?:an|bei)|"
    r"beteiligung\s+(?:an|bei)|participation\s+(?:minoritaire\s+|majoritaire\s+)?(?:dans|au\s+capital\s+de)|"
    r"participaci[oó]n\s+(?:minoritaria\s+|mayoritaria\s+)?en|quota\s+(?:di|in|nel(?:la)?)|"
    r"partecipazione\s+(?:di\s+minoranza\s+)?(?:in|nel(?:la)?)|minority\s+stake\s+in|"
    # the same with its share between: "participation de 8 % dans", "Anteil von 8 % an", "del 8% en"
    r"(?:anteil|beteiligung)\s+von\s+(?:rund\s+|etwa\s+)?\d[\d,.]*\s*(?:%|prozent)\s+(?:an|bei)|"
    r"participation\s+de\s+(?:près\s+de\s+|environ\s+)?\d[\d,.]*\s*%\s+(?:dans|au\s+capital\s+de)|"
    r"participaci[oó]n\s+del\s+\d[\d,.]*\s*%\s+en|(?:quota|partecipazione)\s+del\s+\d[\d,.]*\s*%\s+(?:di|in|nel(?:la)?))\b",
    re.IGNORECASE,
)
# The trigger words (no group names: the trigger patterns are matched lower-cased, letters and all).
PASSIVE_WORDS = re.compile(_BY.pattern + "|" + re.sub(r"\?P<\w+>", "", _BETWEEN.pattern), re.IGNORECASE)


def passive_owner(sentence: str, offset: int, companies: list[Mention]) -> tuple[Mention, Mention] | None:
    """(owner, owned) of a passive acquisition, or None: the owned company is the one nearest
    before the passive, the owner the first one named after the "by" (or between the marker
    and the verb)."""
    if (m := _BY.search(sentence)) is not None:
        after = [c for c in companies if c.start - offset >= m.end()]
        owner = after[0] if after and not sentence[m.end() : after[0].start - offset].strip(" ,") else None
    elif (m := _BETWEEN.search(sentence)) is not None:
        group = next(g for g in ("de", "zh", "ko", "ja") if m.group(g) is not None)
        lo, hi = m.start(group), m.end(group)
        owner = next((c for c in companies if lo <= c.start - offset and c.end - offset <= hi), None)
    else:
        return None
    before = [c for c in companies if c.end - offset <= m.start()]
    if owner is None or not before or before[-1].entity_id == owner.entity_id:
        return None
    return owner, before[-1]


def unknown_owner(
    sentence: str, offset: int, verb: re.Match[str], mentions: list[Mention], after: bool
) -> Written | None:
    """The owner as written when the store does not know it: the subject of "X acquired Y",
    "X sold Y", or the name after "a subsidiary of"."""
    if not after:
        return unknown_subject(sentence, offset, verb.start(), False, mentions)
    run = _NAME_AFTER.match(sentence, verb.end())
    if run is None:
        return None
    name = trimmed(run.group(1))
    start = offset + run.start(1)
    if any(m.start < start + len(name) and start < m.end for m in mentions):
        return None
    return Written(name, start, start + len(name))


_NAME_AFTER = re.compile(r"\s*([A-Z][A-Za-zÀ-ÿ0-9&.-]*(?:\s+[A-Z][A-Za-zÀ-ÿ0-9&.-]*){0,3})")


def passive_parts(
    sentence: str, offset: int, companies: list[Mention]
) -> tuple[re.Match[str], Mention | None, Mention | None] | None:
    """A passive acquisition ("X was acquired by Y") whose owner or owned company the store may
    not know: the "by" words, the owner named right after them, the company nearest before."""
    m = _BY.search(sentence)
    if m is None:
        return None
    after = [c for c in companies if c.start - offset >= m.end()]
    owner = after[0] if after and not sentence[m.end() : after[0].start - offset].strip(" ,") else None
    before = [c for c in companies if c.end - offset <= m.start()]
    return m, owner, before[-1] if before else None


# Between the owned company and "a unit of" / "acquired by": "X, a unit of", "X is now a
# subsidiary of", "X was acquired by".
_OWNED_GAP = re.compile(
    r"[\s,]*(?:(?:is|was|has\s+been|had\s+been|became|becomes|now|also|since|later|"
    # the passive's auxiliary in French, Spanish, Italian: "X a été racheté par", "X fue adquirida por"
    r"a\s+été|avait\s+été|ont\s+été|fut|fue|ha\s+sido|había\s+sido|è\s+stat[oa]|era\s+stat[oa]|"
    r"sono\s+stat[ie]|déjà|ya|già)\s+)*"
)
# A run led by one of these is a date or place ("In May, a unit of Y"), no company.
_LED_BY = frozenset(["in", "on", "at", "by", "since", "after", "before", "from", "during", "until"])


def unknown_owned(sentence: str, offset: int, at: int, mentions: list[Mention]) -> Written | None:
    """The owned company as written before ``at`` ("Zentrafab, a unit of"), when the store does
    not know it."""
    found = name_before(sentence, offset, at, mentions, _OWNED_GAP)
    if found is None:
        return None
    lead = sentence[: found.start - offset].split()
    if lead and lead[-1].lower() in _LED_BY:
        return None
    return found


# German puts the finite verb second: "Zusätzlich übernimmt X ...", "Im März kaufte X ...": the
# company right after the verb is its subject, the owner; what it buys follows, maybe with an
# article and a word or two of description ("den Chipentwickler Y").
_V2_VERB = re.compile(r"übernimmt|übernahm|kauft|kaufte|erwirbt|erwarb", re.IGNORECASE)
_V2_OBJECT = re.compile(r"\s+(?:(?:den|die|das|dem)\s+(?:[\w-]+\s+){0,2})?$", re.IGNORECASE)


def inverted_owner(
    sentence: str, offset: int, companies: list[Mention], verb: re.Match[str]
) -> tuple[Mention, Mention | None] | None:
    """(owner, owned) of a German acquisition whose subject follows its verb, the owned company
    None when what follows is no company (a part of one: "Teile des Geschäfts von Y", a plant);
    None when the verb opens the sentence or no company follows it directly."""
    if verb.start() == 0 or not _V2_VERB.fullmatch(verb.group(0)):
        return None
    after = [m for m in companies if m.start - offset >= verb.end()]
    if not after or sentence[verb.end() : after[0].start - offset].strip():
        return None
    owner = after[0]
    owned = next((m for m in after[1:] if m.entity_id != owner.entity_id), None)
    if owned is not None and not _V2_OBJECT.fullmatch(sentence, owner.end - offset, owned.start - offset):
        owned = None
    return owner, owned
