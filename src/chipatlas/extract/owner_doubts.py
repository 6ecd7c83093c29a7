"""When a company-level figure's owner is in doubt: kept unattached rather than guessed.

A buyer's part of a supplier's revenue is neither company's revenue; money or a share
written right after a product ("Zorblax's Trainium9 sales") is the product's, not its
maker's; a clause whose own subject is "the company" is not owned by a name in another
clause. Nor is a figure the sentence denies ("denied a report of a 60% price rise") or the old
value of a change between two percentages ("rose to 45% from 41%") a fact of now. A supplier's
part of one buyer's supply ("X在Y的HBM供应中的比例", "X's share of Y's HBM supply") is the
supplier's; an amount an "of which" clause names ("合计50亿美元，其中…31亿美元") is a part of the
total, not the company's whole.
``extract.company_figure.company_figure`` asks these before it attaches a figure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.literals import may_match, needed, needed_blind
from chipatlas.extract.past_figures import denied as denied
from chipatlas.extract.past_figures import earlier_value as earlier_value
from chipatlas.extract.past_figures import old_percentage as old_percentage
from chipatlas.extract.past_figures import prior_period as prior_period
from chipatlas.extract.quantities import Quantity
from chipatlas.extract.relation_focus import described_subject

if TYPE_CHECKING:
    from chipatlas.extract.figure_owners import Named

# Revenue from one buyer: "revenue from its largest customer", "sales to Nvidia", "고객 매출",
# or an amount restating a percentage of revenue ("27% of X's revenue, roughly $3 billion").
_CUSTOMER = blind(r"\bcustomers?\b|\bclients?\b|\b(?:revenue|sales)\s+(?:from|to)\b|고객|客户|顧客|客戶")
_PART_OF_REVENUE = blind(
    r"(?:%|\bpercent|\bper cent)\s+of\b[^;]{0,60}\b(?:revenue|sales|turnover)\b[^;]{0,40}$"
)


def customer_part(text: str, s0: int, q: Quantity, words: str) -> bool:
    """Whether a revenue amount is one buyer's part of a supplier's revenue: stored as either
    company's revenue it would be a wrong fact (the supplier's total, the buyer's sales)."""
    before = folded(text[max(s0, q.start - 120) : q.start])
    return bool(_CUSTOMER.search(folded(words)) or _PART_OF_REVENUE.search(before))


def product_closer(
    q: Quantity, a: int, products: tuple[int, ...], named: list[Named], subjects: list[str]
) -> bool:
    """Whether a chip or system is the name written last before a company-level figure in its
    clause ("Zorblax's Trainium9 sales ... $4 billion", "the Nova R72 took 40% of ..."), and
    the owner found is not that product: money or a share of a product is not its maker's."""
    last = max((at for at in products if a <= at < q.start), default=-1)
    if last < 0:
        return False
    after = [n for n in named if last < n.start < q.start]
    own = [n for n in named if n.start == last and n.entity_id in subjects]
    return not after and not own


def described_clause(text: str, q: Quantity, a: int, named: list[Named]) -> bool:
    """Whether the figure's clause opens with a described subject ("the company", "it") and
    names no one before the figure: then that subject, not another clause's name, owns it."""
    start = a + len(text[a : q.start]) - len(text[a : q.start].lstrip())
    if any(start <= n.start < q.start for n in named):
        return False
    words = text[start : q.start]
    return described_subject(words[:1].upper() + words[1:], q.start - start) is not None


# A part of a revenue: "30% of Kestrel's revenue", "30 Prozent des Umsatzes von Kestrel",
# "Kestrel 매출의 30%", "Kestrel の売上高の 30%".
_REVENUE = (
    r"(?:revenue|sales|turnover|umsatz\w*|chiffre d.affaires|ingresos|ventas|fatturato|ricavi|vendite|"
    r"매출\w*|营收|營收|売上\w*)"
)
_PART_AFTER = blind(
    r"^\s*(?:percent|per cent|prozent|por ciento|per cento|pour cent)?\s*(?:of|des|der|du|de|del|dei|delle|"
    r"della|di)\b[^.;]{0,30}?" + _REVENUE
)
_ITS = blind(r"\b(?:its|their|seine[sm]?|ihre[sm]?|son|sa|ses|leurs?|sus?|suoi|sua|suo)\b")
_PART_BEFORE = blind(_REVENUE + r"\s*(?:의|の|的)?\s*$")


def revenue_part_owner(text: str, s0: int, q: Quantity, named: list[Named]) -> list[str] | None:
    """Whose revenue a percentage is a part of, in a sentence naming two companies: the one
    named in the revenue's phrase ("Zorblax accounted for 30% of Kestrel's revenue",
    "Kestrel 매출의 30%"), not the buyer; [] when that phrase names none; None when the figure
    is no such part (or the sentence names one company: the general rule decides)."""
    if q.kind != "percent" or len({n.entity_id for n in named}) < 2:
        return None
    after = _PART_AFTER.search(folded(text[q.end : q.end + 60]))
    if after and _ITS.search(after.group(0)):
        return None  # "13% of its total revenue—while AMD ...": the name before, not one after
    if after:
        inside = [n for n in named if q.end <= n.start and n.end <= q.end + after.end() + 20]
        return [inside[0].entity_id] if inside else []
    before = _PART_BEFORE.search(folded(text[max(s0, q.start - 12) : q.start]))
    if before:
        word = max(s0, q.start - 12) + before.start()
        near = [n for n in named if word - 6 <= n.end <= word]
        return [near[-1].entity_id] if near else []
    return None


# A supplier's part of one buyer's supply or demand: "X在Y的HBM供应中的比例", "X's share of
# Y's HBM supply", "X supplies 60% of Y's HBM demand". The buyer is named in the phrase; the
# share is the supplier's, never the buyer's.
_BUYER_WORDS = r"(?:supply|supplies|demand|orders|purchases|needs|procurement|volumes?)"
# "of Zorblax’s (ZBX) HBM orders": a ticker in parentheses may follow the buyer's possessive
_TICKER = r"(?:\([^()]{1,12}\)\s+)?"
_BUYER_BEFORE = blind(
    r"在([^，。,;]{1,30}?)(?:需求|供應|供应|採購|采购|訂單|订单|用量|物量)[^，。,;]{0,6}?(?:中|之中|里|裡)的?"
    r"[^，。,;%\d]{0,8}?(?:比例|比重|份額|份额|占比|佔比)[^，。,;%\d]{0,8}$|"
    r"\bshare of ([^,;%]{1,30}?)['’]s?\s+"
    + _TICKER
    + r"(?:[\w-]+\s+){0,3}"
    + _BUYER_WORDS
    + r"\b[^,;%\d]{0,30}$"
)
_BUYER_AFTER = blind(
    r"^\s*(?:percent\s+|per cent\s+)?of\s+([^,;%]{1,30}?)['’]s?\s+"
    + _TICKER
    + r"(?:[\w-]+\s+){0,3}"
    + _BUYER_WORDS
    + r"\b"
)


def buyer_share_owner(text: str, s0: int, q: Quantity, named: list[Named]) -> list[str] | None:
    """Whose a percentage of one buyer's supply or demand is: the name before the buyer's phrase
    (the supplier), [] where none is named there; None where the figure is no such part."""
    if q.kind != "percent":
        return None
    start = max(s0, q.start - 80)
    before = _BUYER_BEFORE.search(folded(text[start : q.start]))
    after = None if before else _BUYER_AFTER.match(folded(text[q.end : q.end + 80]))
    if before:
        buyer_at = start + before.start()
    elif after:
        buyer_at = q.end + after.start(1)
    else:
        return None
    buyers = {n.entity_id for n in named if n.start >= buyer_at and n.start <= buyer_at + 32}
    suppliers = [n for n in named if n.end <= buyer_at and n.entity_id not in buyers]
    return [suppliers[-1].entity_id] if suppliers and buyers else []


# "资本支出合计50亿美元，其中用于厂房的31亿美元", "capex of $50 billion, of which $31 billion ...": a part
# of the total the sentence named first, not the company's whole (a quarter after "其中" is a period).
_OF_WHICH = blind(
    r"(?:其中|\bof which\b|\bdavon\b|\bdont\b|\bde los cuales\b|\bde las cuales\b|\bdi cui\b|그중|이 중|うち)"
    r"[^,;，；。]{0,30}$"
)
_PERIOD_PART = blind(r"季|quarter|quartal|trimestr|분기|四半期|月|month")
_OF_WHICH_WORDS = needed(_OF_WHICH)  # words without which it cannot match: a skip (speed)


def part_of_total(text: str, s0: int, q: Quantity) -> bool:
    """Whether an amount is the part an "of which" clause names of a total said before it."""
    before = folded(text[max(s0, q.start - 40) : q.start])
    m = _OF_WHICH.search(before) if may_match(_OF_WHICH_WORDS, before) else None
    return m is not None and m.start() > 0 and _PERIOD_PART.search(before, m.start()) is None


# "Zorblax takes on Quantix, whose revenue rose to $9 billion": a relative clause's figure is
# the company named right before it.
_WHOSE = blind(
    r"^\s*(?:whose|dont|cuy[oa]s?|(?:il|la|i|le) cui|deren|dessen|"
    # "Norvale, which holds 17%", "Norvale, qui détient 17 %": the clause's subject is that company
    r"which|who|qui|welche[rs]?)\b"
)


def relative_owner(text: str, a: int, q: Quantity, named: list[Named]) -> list[str] | None:
    """The company a "whose" clause (the figure's, starting at ``a``) refers to: the name right
    before its break; [] when the name there is not a known one; None for no such clause."""
    if not _WHOSE.match(folded(text[a : q.start])):
        return None
    before = [n for n in named if a - 4 <= n.end < a]
    return [before[-1].entity_id] if before else []


# Buying from, ordering with, supplying to another company: money between two companies is
# the deal's, neither's revenue or spending ("Zorblax buys HBM from Kestrel worth $3 billion").
_TRADE = blind(
    r"\b(?:buy|buys|bought|buying|purchas\w*|orders?|sourc\w*)\b[^.;]{0,40}?\b(?:from|with)\b|"
    r"\b(?:suppl(?:y|ies|ied|ying)|sells?|sold|selling|deliver\w*)\b[^.;]{0,40}?\bto\b|"
    r"\bliefer\w*\b[^.;]{0,40}?\ban\b|\bachète\b[^.;]{0,20}?\bà\b|\bcompra\w*\b[^.;]{0,20}?\ba\b"
)


def trade_between(text: str, span: tuple[int, int], named: list[Named]) -> bool:
    """Whether the sentence says one company buys from, orders with or supplies another,
    the trade word standing between the two names."""
    s0, s1 = span
    if len({n.entity_id for n in named}) < 2:
        return False
    words = folded(text[s0:s1])
    for m in _TRADE.finditer(words):
        left = {n.entity_id for n in named if n.end <= s0 + m.start()}
        right = {n.entity_id for n in named if n.start >= s0 + m.start()}
        if left and right and left | right != left & right:
            return True
    return False


# "Zorblax, Quantix and Veltra hold 60%, 25% and 10%": a list of names, then as many figures.
_PERCENT = r"\d+(?:[.,]\d+)?\s?%"
_ARTICLE = r"(?:(?:il|le|la|el|los|las|les|i) |l['’])?"
_AND = r"(?:,?\s+(?:and|und|et|y|e)\s+|\s*(?:和|与|與|及|와|과|と)\s*)" + _ARTICLE
_PERCENT_RUN = re.compile(_PERCENT + r"(?:\s*[,、]\s*" + _ARTICLE + _PERCENT + r")*" + _AND + _PERCENT)
# "각각 36%, 33%": with a "respectively" word, a list joined by commas alone is one too
_COMMA_RUN = re.compile(_PERCENT + r"(?:\s*[,、]\s*" + _ARTICLE + _PERCENT + r")+")
_NAME_GLUE = re.compile(r"\s*[,、]\s*|,?\s+(?:and|und|et|y|e)\s+|\s*(?:和|与|與|及|와|과|と)\s*")
# a name's end: a capitalised Latin word or a CJK character ("rose sharply (about 12%)" is no name)
_WORD_END = re.compile(r"(?:\b[A-Z][\w.&-]*|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])\s?$")
_BRACKET_BEFORE = re.compile(r"\s?[(（]\s?(?:約|约|about|approx\.|~|약)?\s?$")
# "54 percent for A, 28 percent for B": each figure's owner named right after it
_PERCENT_FOR = re.compile(
    r"\d+(?:[.,]\d+)?\s?(?:%|percent|per cent|prozent|pour cent|por ciento|per cento)"
    r"\s+(?:for|für|pour|para|per)\s+",
    re.I,
)
_RESPECTIVELY = blind(
    r"\brespectively\b|\brespectivement\b|\brespectivamente\b|\brispettivamente\b|\bjeweils\b|"
    r"각각|分别|分別|それぞれ"
)
_PERCENT_FOR_WORDS, _RESPECTIVELY_WORDS = needed_blind(_PERCENT_FOR), needed(_RESPECTIVELY)
# Every match of _PERCENT_FOR also holds one of its percent words: a second, sharper test.
_PERCENT_SIGN_WORDS = needed_blind(re.compile(r"%|percent|per cent|prozent|pour cent|por ciento|per cento"))


def respective_owner(
    text: str, span: tuple[int, int], q: Quantity, named: list[Named], earlier: tuple[str, ...] = ()
) -> list[str] | None:
    """The name at the figure's place when a list of names is followed by a list of figures
    ("A, B and C hold 60%, 25% and 10%": 25% is B's); [] when the two lists differ in length;
    None when the figure is in no such list after a list of two names or more. A sentence
    that says "respectively" and names no company takes the companies the sentence before
    named (``earlier``, in order): "The two rivals held 36% and 33% respectively"."""
    s0, s1 = span
    low = folded(text[s0:s1])
    # Each search below is skipped when the sentence lacks the words it needs (speed).
    owners = (
        list(_PERCENT_FOR.finditer(text, s0, s1))
        if may_match(_PERCENT_SIGN_WORDS, low) and may_match(_PERCENT_FOR_WORDS, low)
        else []
    )
    if len(owners) >= 2:  # "54 percent for A, 28 percent for B and 18 percent for C": the name after
        mine = next((m for m in owners if m.start() <= q.start < m.end()), None)
        if mine is not None:
            return [n.entity_id for n in named if n.start == mine.end()][:1]
    bracket = _BRACKET_BEFORE.search(text, max(s0, q.start - 12), q.start) if q.kind == "percent" else None
    if bracket is not None and _WORD_END.search(text, max(0, bracket.start() - 30), bracket.start()):
        # "SK 海力士(約 70%)和三星(約 30%)": the name the bracket follows, and none when that
        # name is not known (not the company named before it)
        return [n.entity_id for n in named if n.end == bracket.start()][:1]
    respectively = may_match(_RESPECTIVELY_WORDS, low) and _RESPECTIVELY.search(low) is not None
    if "%" not in low:  # every run is of percentages
        return None
    runs = (_PERCENT_RUN, _COMMA_RUN) if respectively else (_PERCENT_RUN,)
    run = next((m for r in runs for m in r.finditer(text, s0, s1) if m.start() <= q.start < m.end()), None)
    if run is None:
        return None
    places = [run.start() + f.start() for f in re.finditer(_PERCENT, run.group(0))]
    at = sum(1 for p in places if p <= q.start) - 1
    before = [n for n in named if s0 <= n.start and n.end <= run.start()]
    if respectively and not named and len(earlier) >= 2:
        return [earlier[at]] if len(earlier) == len(places) else []
    listed = before[-1:]
    for n in reversed(before[:-1]):
        if not _NAME_GLUE.fullmatch(text, n.end, listed[0].start):
            break
        listed.insert(0, n)
    if len(listed) < 2:
        return None
    same = len(listed) == len(places) and len({n.entity_id for n in listed}) == len(listed)
    return [listed[at].entity_id] if same else []


# Korean and Japanese mark a clause's subject with a particle (이/가/은/는, が/は); a name with
# a dative, comitative, "from" or "for" particle is a customer or a partner, not the subject.
_KANA_HANGUL = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")
_SUBJECT_PARTICLE = re.compile(r"[)）]?(?:이|가|은|는|が|は)(?![\uac00-\ud7af])")
_MARKED_OWNER = re.compile(r"[)）]?(?:이|가|은|는|의|が|は|の)(?![\uac00-\ud7af])")
_OTHER_PARTICLE = re.compile(r"(?:에게|에서|에|와|과|으로부터|로부터|으로|로|향|용|に|へ|向け|から|と)")


def sov_owner_in_doubt(text: str, span: tuple[int, int], q: Quantity, named: list[Named], owner: str) -> bool:
    """In a Korean or Japanese sentence, whether the owner found (the last name before the
    figure) is marked as a customer or partner ("엔비디아에", "Nvidia向け"), or another company
    before the figure is the one marked as the subject ("삼성전자는 엔비디아 루빈용 ... 월 10만
    장"): whose figure it is the particles say, so the nearest name is no answer."""
    s0, _ = span
    if not _KANA_HANGUL.search(text, s0, q.start):
        return False
    before = [n for n in named if s0 <= n.start and n.end <= q.start]
    mine = [n for n in before if n.entity_id == owner]
    if not mine:
        return False
    if _OTHER_PARTICLE.match(text, mine[-1].end):
        return True
    if q.kind == "count" and not _MARKED_OWNER.match(text, mine[-1].end):
        return True  # wafers: only a name marked as the subject or the possessor owns them
    subjects = {n.entity_id for n in before if _SUBJECT_PARTICLE.match(text, n.end)}
    return bool(subjects - {owner}) and not any(_MARKED_OWNER.match(text, n.end) for n in mine)


# The owner named right after the figure with a result verb: "the $8.9 billion that Zorblax
# generated", "generated by Zorblax", "qu'a générés Zorblax", ", die Zorblax erwirtschaftete",
# "generados por Zorblax", "generati da Zorblax". Only result verbs: "boosted by Zorblax" names
# a cause, not the owner.
_RESULT_VERB = (
    r"(?:generat\w*|post\w*|report\w*|earn\w*|book\w*|record\w*|made|g[ée]n[ée]r[ée]\w*|r[ée]alis[ée]\w*|"
    r"enregistr[ée]\w*|erzielt\w*|erwirtschaft\w*|generad[oa]s?|registrad[oa]s?|obtenid[oa]s?|"
    r"generat[ioe]|registrat[ioe]|realizzat[ioe])"
)
_OWNER_AFTER = blind(
    rf"^\s*(?:(?:that|which|qu['’](?:a|ont)|que|die|den|das|che)\s+(?:{_RESULT_VERB}\s+)?"
    rf"|{_RESULT_VERB}\s+(?:by|par|por|da|von)\s+|,\s*(?:die|den|das)\s+)(?:the\s+)?$"
)


def owner_after(text: str, q: Quantity, named: list[Named]) -> list[str] | None:
    """The company a result verb names right after the figure as its owner; None for none."""
    after = [n for n in named if q.end < n.start <= q.end + 40]
    if not after:
        return None
    first = after[0]
    between = folded(text[q.end : first.start])
    if not _OWNER_AFTER.match(between):
        return None
    tail = folded(text[first.end : first.end + 30])  # "that Zorblax generated", ", die Zorblax erzielte"
    verb_after = re.match(rf"\s*(?:has\s+|have\s+|ha\s+|hat\s+)?{_RESULT_VERB}", tail)
    return [first.entity_id] if _RESULT_VERB_IN.search(between) or verb_after else None


_RESULT_VERB_IN = blind(_RESULT_VERB)


# Money handed to someone ("the deal could deliver $2 billion to the Treasury", "2 Milliarden
# US-Dollar an die Staatskasse zahlen"): in a sentence naming no company, whose money it is is
# not said (the payer, the receiver or the deal), so the company in focus does not take it.
_PAY = blind(
    r"\b(?:pa(?:y|ys|id|ying)|deliver\w*|giv(?:e|es|ing)|gave|send\w*|transfer\w*|hand\w*|zahl\w*|"
    r"überweis\w*|vers(?:er|é|e)\w*|pay(?:er|é)\w*|rapport\w*|pag(?:ar|a|ará|are|herà)\w*|entreg\w*|aport\w*)\b"
)
_TO_SOMEONE = blind(
    r"^[^.;,()]{0,20}?\b(?:to|an|à|au|al|a|ai|alla)\s+(?:the\s+|die\s+|den\s+|la\s+|le\s+|el\s+)?\w"
)

_ASIDE = re.compile(r"^\s*\([^()]{0,40}\)")


def paid_to(text: str, span: tuple[int, int], q: Quantity) -> bool:
    """Whether the money at ``q`` is handed to someone the sentence names after it."""
    after = folded(text[q.end : q.end + 80])
    after = _ASIDE.sub("", after, count=1)  # "$2 billion (about 14.4 billion RMB) directly to the"
    return bool(_TO_SOMEONE.match(after)) and bool(_PAY.search(folded(text[span[0] : span[1]])))


# Several companies as the sentence's actors: "several companies announced new fabs after subsidy
# pledges of $40 billion", "mehrere Unternehmen", "plusieurs entreprises", "varias empresas",
# "diverse aziende", "여러 기업", "多家公司", "複数の企業": the money is theirs together (or the
# state's), not the one company the text is about.
_MANY_COMPANIES = blind(
    r"\b(?:several|many|multiple|numerous|various) (?:companies|firms|chipmakers|manufacturers)\b|"
    r"\b(?:mehrere|viele|zahlreiche) (?:unternehmen|firmen|konzerne|hersteller)\b|"
    r"\b(?:plusieurs|de nombreuses) (?:entreprises|sociétés|fabricants)\b|"
    r"\b(?:varias|muchas|numerosas) (?:empresas|compañías)\b|"
    r"\b(?:diverse|molte|numerose) (?:aziende|società)\b|"
    r"여러 (?:기업|업체|회사)|다수(?:의)? (?:기업|업체)|"
    r"多家(?:公司|企业|企業|厂商|廠商)|複数の(?:企業|会社|メーカー)"
)


def not_the_focus(text: str, span: tuple[int, int], q: Quantity) -> bool:
    """Whether money in a sentence naming no company is not the company in focus's own: handed
    to someone named after it (``paid_to``), or several companies' together."""
    if paid_to(text, span, q):
        return True
    return _MANY_COMPANIES.search(folded(text[span[0] : span[1]])) is not None
