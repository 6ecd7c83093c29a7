"""Company-level figures that are no fact of now: one the sentence denies ("denied a report of
a 60% price rise"), the old value of a change between two percentages ("rose to 45% from 41%"),
an amount of an earlier period than the one the sentence reports. Split from
``owner_doubts.py``, which re-exports them."""

from __future__ import annotations

import re

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.quantities import Quantity

# A denial before the figure: "Zorblax denied a report of a 60% price rise", "dément une hausse de",
# "démonte la rumeur d'une hausse", "bestreitet", "desmiente", "smentisce", 否认, 부인: the figure is
# what the company says is not so, no fact of it.
_DENIED = blind(
    r"\bden(?:y|ies|ied|ying)\b|\brefut\w*|\bdément\w*|\bdémenti\w*|\bdémont\w* (?:la|les) rumeurs?\b|"
    r"\bbestreit\w*|\bdementier\w*|\bdesmient\w*|\bdesmint\w*|\bsmentis\w*|\bsmentit\w*|否认|否認|辟谣|闢謠|부인했|부인하"
)
_DENIED_WORDS = needed(_DENIED)  # tested in the folded words before the search (speed)


def denied(text: str, s0: int, at: int) -> bool:
    """Whether the sentence from ``s0`` denies what the figure at ``at`` says."""
    low = folded(text[s0:at])
    return may_match(_DENIED_WORDS, low) and _DENIED.search(low) is not None


# The old value of a change between two percentages: "rose to 45% from 41%", "von 16,7 Prozent",
# "from a 20% increase to about 25%", "de 12 % à 15 %": said after "from" with the new value in
# the same sentence; "revenue from 30% of its customers" has no other percentage.
_FROM_BEFORE = blind(
    r"\b(?:from|von|de|du|desde|dal|dalla|da)\s+(?:(?:an?|einem?|une?|un[ae]?)\s+)?"
    r"(?:(?:earlier|previous|prior|initial)\s+)?$"
)
_PERCENT_SIGN = re.compile(r"\d\s?(?:%|％|prozent|per ?cent|por ciento|per cento|pour cent)", re.I)


# A date of its own after the old value ("up from 10% before 2030", "from 41% in Q3 2024"): a
# figure of that time, kept; a relative one ("a year earlier", "im Vorjahreszeitraum") is not
# (the store would read it as the current period's).
_WHEN_AFTER = blind(r"[^.;,]{0,25}?(?:\b(?:19|20)\d\d\b|\bq[1-4]\b)")


def old_percentage(text: str, span: tuple[int, int], q: Quantity) -> bool:
    """Whether the percentage ``q`` is the old value of a change to another percentage."""
    s0, s1 = span
    if not _FROM_BEFORE.search(folded(text[max(s0, q.start - 25) : q.start])):
        return False
    if _WHEN_AFTER.match(folded(text[q.end : q.end + 40])):
        return False  # "up from 10% before 2030": a value of its own date, kept
    others = [m for m in _PERCENT_SIGN.finditer(text, s0, s1) if not q.start <= m.start() < q.end]
    return bool(others)


# A prior period's value written beside the current one: "(Vorjahr: 7,2 Mrd. Dollar)", "(prior
# year: $7.2 billion)", "지난해 3분기(7조300억원)보다": in brackets or after a label naming a
# year or quarter before; the store would read it as the current period's.
_PRIOR = blind(
    r"vorjahr|vorquartal|prior[- ]year|previous (?:year|quarter)|year[- ]ago|last year|a year earlier|"
    r"año anterior|trimestre anterior|année (?:précédente|dernière)|trimestre précédent|"
    r"anno precedente|trimestre precedente|지난해|작년|전년|전분기|직전 ?분기|去年|上年|上季|上一季|"
    r"前年|前期|前四半期|"
    # an earlier quarter named by number: "지난 2분기 세웠던 ... 영업이익(9조원)", "上一季度"
    r"지난\s?\d\s?분기|지난\s?분기|上一?季度|前一?季度"
)
# The current period named after a prior one ("지난해 4분기에 이어 올 1분기에도 ...(6조원)"): the
# bracket is the current period's.
_CURRENT = blind(r"올\s?\d|올해|이번|금년|今年|本季|本年|this (?:year|quarter)|dieses jahr|current")
_BRACKET = re.compile(r"[(（]\s*(?:US)?\$?\s*$")
_LABEL = re.compile(r"([^(（,;，；。]{0,30})[:：]\s*(?:US)?\$?\s*$")
_BREAK = re.compile(r"[,;，；。]")


# The old value of a change, said as "from" an amount with an earlier time right after it: "a 346%
# jump from the $9.3 billion it posted a year earlier", "contre 7,2 milliards un an plus tôt",
# "frente a los 9.300 millones del año anterior", "rispetto ai 9,3 miliardi dell'anno scorso".
_FROM_AMOUNT = blind(
    r"\b(?:from|von|contre|frente a|rispetto a|desde|de|dal|dai|da)\s+"
    r"(?:the\s+|los\s+|las\s+|les\s+|i\s+|gli\s+)?"
    r"(?:us)?\$?\s*$"
)
_EARLIER_AFTER = blind(
    r"[^.;,()]{0,30}?(?:\ba year (?:earlier|ago|before)\b|\byear-ago\b|\blast year\b|"
    r"\bthe (?:previous|prior|same) (?:year|quarter|period)|\bun an plus tôt\b|\bl['’]an dernier\b|"
    r"\bl['’]année (?:précédente|dernière)\b|\bdel año (?:anterior|pasado)\b|\bun año antes\b|"
    r"\bdell['’]anno (?:scorso|precedente)\b|\bvorjahr|\bim vorjahreszeitraum\b)"
)


# The old value named as earlier right before it: "from an earlier $3 billion plan", "from the
# previous $2 billion", "von zuvor geplanten 2 Milliarden", "contre 2 milliards auparavant prévus".
_FROM_EARLIER = blind(
    r"\b(?:from|von|contre|frente a|rispetto a|desde|dal|da)\s+(?:the\s+|an?\s+|its\s+|their\s+)?"
    r"(?:earlier|previous|prior|initial|original|zuvor(?:\s+\w+)?|bisher(?:\s+\w+)?|précédents?|anteriores?|"
    r"precedenti?)\s+(?:us)?\$?\s*$"
)


def prior_period(text: str, span: tuple[int, int], q: Quantity) -> bool:
    """Whether ``q`` is a prior period's value given beside the current one (in brackets
    after, or labelled with, a year or quarter before; or "from" it with an earlier time after,
    or as an earlier one: "from an earlier $3 billion plan")."""
    if _FROM_EARLIER.search(folded(text[max(span[0], q.start - 40) : q.start])):
        return True
    if _FROM_AMOUNT.search(folded(text[max(span[0], q.start - 16) : q.start])) and _EARLIER_AFTER.match(
        folded(text[q.end : q.end + 50])
    ):
        return True
    head = text[max(span[0], q.start - 40) : q.start]
    label = _LABEL.search(head)
    if label:  # "(Vorjahr: 7,2 Mrd.)", "prior year: $7.2 billion"
        return _PRIOR.search(folded(label.group(1))) is not None
    bracket = _BRACKET.search(head)
    if not bracket:
        return False
    before = folded(_BREAK.split(head[: bracket.start()])[-1])
    prior = [m.end() for m in _PRIOR.finditer(before)]
    current = [m.end() for m in _CURRENT.finditer(before)]
    return bool(prior) and max(prior) > max(current, default=-1)  # "지난해 3분기(7조300억원)"


# A value of an earlier time, said before the figure in its clause: "which once exceeded", "had
# reached", "at one point", かつて, 한때, 曾经, "lagen einst bei", "dépassait autrefois", "un
# tempo pari a", "en su día": what the company's figure was, not what it is.
_ONCE = blind(
    r"(?<!at )\bonce\b(?! again| more)|\bat one point\b|\bformerly\b|"
    r"\bhad\s+(?:\w+\s+)?(?:exceeded|reached|topped|surpassed|hit|peaked|stood|climbed|risen|grown|been)\b|\bpeaked\b|\beinst\b|\bautrefois\b|"
    r"\bjadis\b|\bun tempo\b|\ben su día\b|\bantaño\b|かつて|한때|曾经|曾一度"
)
# A clause's end, or a Korean past relative ending ("적자였던 X"): the "once" qualifies a name.
_CLAUSE_BREAK = re.compile(r".*(?:[,;，；、。:]|던\s)", re.S)


def earlier_value(text: str, span: tuple[int, int], q: Quantity) -> bool:
    """Whether the clause before ``q`` says the figure is of an earlier time ("once exceeded")."""
    # close before it: "once a start-up, Zorblax reported $14 billion" is the company once
    head = text[max(span[0], q.start - 20) : q.start]
    cut = _CLAUSE_BREAK.match(head)
    return _ONCE.search(folded(head[cut.end() if cut else 0 :])) is not None
