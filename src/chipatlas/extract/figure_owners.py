"""Whose a company-level figure is: the names around it, and the guards that keep it unattached.

``owners`` finds the company a figure (money, a share, wafers) belongs to from the names of
its clause and sentence; the guards say when a name is not the owner: a rival ("takes on
Nvidia"), a partner ("supplier to Nvidia"), a buyer ("엔비디아향"), a plant referred to by a
demonstrative, a market's size, an unknown capitalised name in parentheses. ``extract.figures``
asks them before it attaches a figure; when the owner is not clear the figure stays unattached.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.literals import may_match, needed_blind
from chipatlas.extract.mentions import Gazetteer
from chipatlas.extract.quantities import Quantity
from chipatlas.extract.subject_basis import Basis


@dataclass(frozen=True)
class Named:
    entity_id: str
    start: int
    end: int
    name: str = ""  # the canonical name
    written: str = ""  # the words the text uses


def names(gaz: Gazetteer | None, sentence: str, s0: int, language: str | None = None) -> list[Named]:
    """Entities the sentence names, with document offsets (the gazetteer's exact matches)."""
    if gaz is None:
        return []
    return [Named(m.entity_id, m.start, m.end, m.name, m.text) for m in gaz.find(sentence, s0, language)]


def clause(text: str, q: Quantity, start: int, end: int) -> tuple[int, int]:
    """The figure's clause, between the nearest breaks (',', ';', parentheses) around it.

    A figure in parentheses ("Intel (2%)", "~25% of Broadcom's revenue (up from 10%)")
    belongs to the words before them, so its clause reaches back to the break before the
    opening parenthesis.
    """
    left = max(text.rfind(c, start, q.start) for c in ",;(")
    inside = left >= 0 and text[left] == "(" and ")" not in text[left : q.start]
    if inside:  # "(up from 10% before 2023)" continues the clause before it
        left = max(text.rfind(c, start, left) for c in ",;")
    rights = [i for i in (text.find(c, q.end, end) for c in ",;()") if i != -1]
    return max(left + 1, start), min(rights) if rights else end


_EACH = re.compile(r"^\s+each\b", re.I)


def owners(
    named: list[Named],
    q: Quantity,
    text: str,
    span: tuple[int, int],
    focus: str | None,
    sentence_wide: bool = True,
) -> tuple[list[str], Basis]:
    """Whom a company-level figure (money, a share, wafers) belongs to, and how that was read;
    [] when that is not clear.

    The last name before it in its own clause ("Broadcom follows with a 13% share"; "AMD and
    Marvell each hold an 8% stake" gives both); else the one entity the sentence names before it,
    or, naming none before it, the name that opens the next clause ("With a $6.1B grant, Micron
    plans ..."); else,
    when the sentence names none, the company earlier sentences were about. A percentage
    needs its name in its own clause (``sentence_wide`` False). Never a guess between two names.
    """
    a, z = clause(text, q, *span)
    before = [n for n in named if a <= n.start and n.end <= q.start]
    if before:
        last = before[-1]
        if len({n.entity_id for n in before}) > 1 and _TOGETHER.search(folded(text[last.end : q.start])):
            return [], Basis.CLAUSE  # "Zorblax and Quillon together hold 80%": theirs together
        pair = [n for n in before[:-1] if text[n.end : last.start].strip() == "and"]
        if pair and _EACH.match(text[last.end : last.end + 8]):
            return [pair[-1].entity_id, last.entity_id], Basis.CLAUSE
        return [last.entity_id], Basis.CLAUSE
    distinct = list(dict.fromkeys(n.entity_id for n in named if n.end <= q.start))
    if len(distinct) == 1 and sentence_wide:  # "Boise-based Micron, the only ..., is set to get $6.1 billion"
        return distinct, Basis.SENTENCE
    opening = [n for n in named if z < n.start and not text[z : n.start].strip(" ,;")]
    if not distinct and opening and sentence_wide:  # "With a $6.1B grant, Micron plans ..."
        return [opening[0].entity_id], Basis.OPENING
    listed = _list_item_owner(text, q, named)
    if listed:
        return [listed], Basis.LIST_ITEM
    if project_figure(text, span[0], q):
        return [], Basis.COMPANY_FOCUS  # "The project will get $250 million": the project's
    if group_figure(text, span, q):
        return [], Basis.COMPANY_FOCUS  # "$250B direct investment from Taiwan chip companies": theirs
    return ([focus] if focus and not named else []), Basis.COMPANY_FOCUS


# A part several companies hold together: "together", "combined", "zusammen", "ensemble", 合计.
_TOGETHER = blind(
    r"\btogether\b|\bcombined\b|\bjointly\b|\bcollectively\b|\bbetween them\b|\bzusammen\b|"
    r"\bgemeinsam\b|\bensemble\b|\binsieme\b|\bjunt[ao]s\b|\bconjuntamente\b|合计|合計|合わせ|합쳐|합산|총합"
)


# "the project", "le projet", "das Projekt", 该项目, このプロジェクト, 이 프로젝트: a project, which may be
# several companies' or another's (a joint campus, a developer's loans); for a count, "the
# investment is expected to create 3,000 jobs" too. Its figure is not the company in focus's.
_PROJECT = blind(
    r"\b(?:the|this|that) project\b|\b(?:le|ce) projet\b|\b(?:das|dieses) projekt\b|"
    r"\b(?:il|questo) progetto\b|\b(?:el|este) proyecto\b|"
    r"[该該此本]项目|[该該此本]項目|(?:この|同)プロジェクト|(?:이|해당) 프로젝트"
)
_INVESTMENT = blind(
    r"\b(?:the|this) investment\b|\bl['’]investissement\b|\bdie investition\b|\bla inversión\b"
)


# "The company said the project could represent $100 billion": the focus company's own project.
_THE_COMPANY = blind(
    r"\bthe (?:company|firm|group)\b|\bl['’]entreprise\b|\bla société\b|\ble groupe\b|"
    r"\bdas unternehmen\b|\bder konzern\b|\bla empresa\b|\bla compañía\b|\bl['’]azienda\b|\bla società\b|"
    r"同社|[该該]公司|이 회사|회사는"
)


def project_figure(text: str, s0: int, q: Quantity) -> bool:
    """Whether the sentence, before the figure, speaks of a project (or, for a count, the
    investment) rather than a company; not where it names the company first ("The company
    said the project ...")."""
    head = folded(text[s0 : q.start])
    m = _PROJECT.search(head) or (_INVESTMENT.search(head) if not q.kind.startswith("money") else None)
    return m is not None and not _THE_COMPANY.search(head, 0, m.start())


# Owners the sentence names as a group or a public body, no company: "from Taiwan chip/tech
# companies", "by hyperscalers", "the state has won ... $210B", "le gouvernement".
_GROUP = blind(
    r"\b(?:from|by)\s+(?:the\s+|its\s+)?(?:[\w/\[\]-]+\s+){0,3}(?:companies|firms|makers|manufacturers|"
    r"hyperscalers|investors|governments|states|countries|chipmakers)\b|"
    r"\bthe (?:state|government|country|region|city|administration)\b|\ble gouvernement\b|"
    r"\bdie regierung\b|\bel gobierno\b|\bil governo\b"
)


def group_figure(text: str, span: tuple[int, int], q: Quantity) -> bool:
    """Whether the figure's sentence names its owner as a group of companies or a public body
    ("$250B direct investment from Taiwan chip companies", "the state has won $210B"): then it
    is none of the company in focus's."""
    z = clause(text, q, *span)[1]
    return _GROUP.search(folded(text[span[0] : z])) is not None


# A key-figure list item: the figure opens a bullet line and a description follows it
# ("- 30-40%, estimated SMIC advanced-node yield (vs TSMC 80%+)").
_BULLET = re.compile(r"[ \t]*(?:[-*•]|\d+\.)[ \t]*[~≈]?$")
_DESCRIPTION_END = re.compile(r"[(;\n]|\bvs\.?\b|\bversus\b|\bcompared\b")


def _list_item_owner(text: str, q: Quantity, named: list[Named]) -> str | None:
    """The one entity a key-figure list item's description names (before any comparison);
    None when the figure is no such item or the description names none or two."""
    line = text.rfind("\n", 0, q.start) + 1
    if not _BULLET.fullmatch(text, line, q.start) or not text.startswith(",", q.end):
        return None
    stop = _DESCRIPTION_END.search(text, q.end + 1)
    end = stop.start() if stop else len(text)
    found = {n.entity_id for n in named if q.end < n.start and n.end <= end}
    return found.pop() if len(found) == 1 else None


# Korean "엔비디아향 공급 물량" (supply bound for Nvidia), "엔비디아용 HBM3E" (HBM3E for Nvidia): a
# name glued to 향 or 용 is the buyer.
_BOUND_FOR = re.compile(r"향|용")
# A plant referred to by a demonstrative ("해당 공장에", "该工厂", "this fab"): money spent on
# it is that plant's, which the clause does not name.
_PLANT_REF = re.compile(
    r"(?:해당|이|그)\s?(?:공장|팹)|[该此](?:工厂|厂|晶圆厂)|\bthis (?:plant|fab|factory)\b", re.I
)
_RIVAL = re.compile(
    r"(?:\btakes? on|\btaking on|\brivals?|\bagainst|\bthan|\bvs\.?|\bversus)\s+(?:its\s+)?$", re.I
)
# Each case-blind pattern's words, tested in the folded text before its search (speed).
_PLANT_WORDS, _RIVAL_WORDS = needed_blind(_PLANT_REF), needed_blind(_RIVAL)


def rival_before(text: str, start: int, end: int) -> bool:
    """'AMD takes on Nvidia': a rival word ends ``text[start:end]``."""
    return may_match(_RIVAL_WORDS, folded(text[start:end])) and _RIVAL.search(text, start, end) is not None


# "fornitore di Nvidia", "supplier to Nvidia": a company named as another's partner in a
# relation owns none of the figure the sentence gives its unnamed subject.
_RELATED = re.compile(
    r"(?:\bsuppliers? (?:of|to)|\bcustomers? of|\bfornitore di|\bproveedor(?:a)? de|\bfournisseur de|"
    r"\bZulieferer (?:von|für)|\bLieferant (?:von|für)|\bcliente di)\s+$",
    re.I,
)
# "the Zorblax ZBX.O supplier", "Zorblax-Zulieferer", "조르블랙스 공급사", "Zorblax供应商", "ゾーブラックス
# のサプライヤー": a company naming another's supplier or customer, who owns the figure instead.
_ROLE_AFTER = re.compile(
    r"(?:\.[A-Z]{1,2}|\s+[A-Z]{1,5}\.[A-Z]{1,2})?(?:-|\s+)(?:suppliers?|customers?|vendors?|Zulieferer\w*|Lieferant\w*)\b"
    r"|\s?(?:의\s?)?(?:공급사|협력사|고객사|납품업체)|的?(?:供应商|供應商|客户|客戶)|の?(?:サプライヤー|供給元|顧客)"
)
# "partnering with Zorblax", "s'associe avec", "gemeinsam mit", "조르블랙스와 손잡고", "与Zorblax合作",
# "ゾーブラックスと提携": the subject's partner, who owns none of the subject's money.
_PARTNER_BEFORE = blind(
    r"(?:\bpartner(?:s|ed|ing)? with|\bpartnership with|\bteam(?:s|ed|ing)? up with|\bcollaborat\w* with|"
    r"\bjoint venture with|\bassoci\w* (?:avec|à)|\bpartenariat avec|\bcollaboration avec|\bgemeinsam mit|"
    r"\bzusammen mit|\bpartnerschaft mit|\bkooperation mit|\bcollaborazione con|\bpartnership con|"
    r"\binsieme a|\bcolaboración con|\balianza con|\bjunto (?:a|con)|\basoci\w* con|携手|攜手|联手|聯手)\s*$"
)
_PARTNER_AFTER = re.compile(
    r"(?:와|과)\s?(?:손잡|협력|제휴|합작)|と(?:提携|協力|組ん|合弁|共同)|\s?(?:合作|合资|合資)"
)
_WITH_BEFORE = re.compile(r"(?:与|與|和|跟)\s*$")
_POSSESSED_CAPACITY = re.compile(
    r"^['’]s\s+(?:[\w-]+\s+){0,3}?(?:capacity|expansion|output|production)\b", re.I
)


def capacity_owner(text: str, span: tuple[int, int], named: list[Named]) -> list[str]:
    """The one company whose capacity the sentence speaks of ("TSMC's expansion", "TSMC's
    monthly CoWoS capacity"): owner of the wafer counts in it; [] for none or two."""
    owners = {n.entity_id for n in named if _POSSESSED_CAPACITY.match(text[n.end : min(span[1], n.end + 60)])}
    return [owners.pop()] if len(owners) == 1 else []


_NAME_THEN_PAREN = re.compile(r"\b[A-Z][\w&.-]+\s*\(\s*(?:~|about |up to |over )?$")


def unknown_owner(text: str, q: Quantity, named: list[Named]) -> bool:
    """A figure in parentheses right after a capitalised name the known names do not hold
    ("Apple (2.84 trillion)"): that name is its owner, so no other name is."""
    m = _NAME_THEN_PAREN.search(text, max(0, q.start - 40), q.start)
    if m is None:
        return False
    return not any(n.start < m.end() and m.start() < n.end for n in named)


# "su rival Samsung", "its competitor Micron": a company described as a rival, not a side of
# a comparison ("vs TSMC", which leaves two companies in the sentence).
_RIVAL_NOUN = re.compile(
    r"\b(?:rivals?|rivale|competitors?|competidor|concurrent|Konkurrenten?)\s+$|"
    r"(?:\bsuppliers? (?:of|to)|\bfornitore di|\bproveedor(?:a)? de|\bfournisseur de)\s+$",
    re.I,
)
# A market's size, not a company's money: "the HBM market could grow from $35bn to ...".
_MARKET_SIZE = re.compile(
    r"\b(?:market|mercado|marché|Markt|mercato)\b[^,;.]{0,60}\b(?:grow|reach|worth|size|crecer|alcanzar|"
    r"croître|atteindre|wachsen|erreichen|crescere|raggiungere|volumen|volume|taille|tamaño|dimensione|valor)"
    r"|市场规模|市場規模|시장\s?규모",
    re.I,
)
_MARKET_WORDS = needed_blind(_MARKET_SIZE)  # a sentence holding none of them skips the search (speed)
# A total addressable market, by its acronym ("the HBM TAM to grow ... to exceed $100 billion")
# or its name: a market's money, never the company's guidance, whoever "we" is.
_ADDRESSABLE = re.compile(
    r"\bTAMs?\b|\b[Tt]otal addressable market|\baddressable market|\badressierbare\w* Markt|"
    r"\bmarché (?:total )?adressable|\bmercado (?:total )?direccionable|\bmercato (?:totale )?indirizzabile|"
    r"可服务市场|潜在市场规模"
)


# "weak demand from some customers, including Apple", "clienti, tra cui Apple", "Kunden wie
# Apple und Sony": a company named in passing as one of the subject's customers.
_CUSTOMER_LIST = re.compile(
    r"\b(?:customers?|clients?|clienti|clientes|Kunden|buyers?)\b[^.;:]{0,40}?"
    r"(?:\bincluding|\bsuch as|\blike|\bamong them|\btra cui|\btra i quali|\bcome|\bwie|\bdarunter|"
    r"\bcomme|\bdont|\bcomo|\bincluid[oa]s?|\bentre ellos)\s+"
    r"(?:[\w.&-]+(?:\s*,\s*|\s+(?:and|e|y|et|und)\s+))*$",
    re.I,
)

_CUSTOMER_WORDS = needed_blind(_CUSTOMER_LIST)


# "Quantix 등 고객사", "Quantixなどの顧客", "Quantix等客户": the list marker after the name.
_CUSTOMER_AFTER = re.compile(r"\s?(?:등|など|等)\s?(?:의|の|的)?\s?(?:고객|顧客|客户|客戶|取引先)")


def customer_named(text: str, n: Named) -> bool:
    """Whether a company is named as one in a list of the subject's customers (an aside)."""
    if _CUSTOMER_AFTER.match(text, n.end):
        return True
    start = max(0, n.start - 80)
    words = folded(text[start : n.start])  # words tested first: this runs for every company named
    return may_match(_CUSTOMER_WORDS, words) and _CUSTOMER_LIST.search(text, start, n.start) is not None


# An organisation the known names lack, named as the owner of results: "Synthco reported",
# "Synthco Optics' revenue", "Stm ha chiuso", "Synthco meldete". A figure of that sentence is
# that company's, never the company an earlier sentence put in focus (the known one).
_UNKNOWN_OWNER = re.compile(
    r"\b([A-Z][\w&.-]*(?:\s[A-Z][\w&.-]*){0,2})(?:"
    r"['’]s?\s+(?:(?:[\w-]+\s+){0,2})(?:revenues?|sales|profits?|income|earnings|margins?|capex)\b"
    r"|\s+(?:(?:has|had|have|also)\s+)?(?:reported|posted|recorded|booked|generated|earned|logged|reports|posts|"
    r"records|books|generates|earns|ha (?:chiuso|registrato|riportato|realizzato)|registra|meldete|verbuchte|"
    r"erzielte|meldet|erzielt|a (?:publié|réalisé|enregistré)|publie|réalise|registró|reportó|obtuvo|"
    r"ha (?:registrado|obtenido|reportado))\b)"
)
# Capitalised words that start a sentence and own no results of their own (pronouns,
# articles, the results themselves): "It reported", "Shares posted", "Revenue recorded".
_NOT_OWNER = re.compile(
    r"It|Its|He|She|They|We|This|That|The|An?|Il|La|Le|El|Der|Die|Das|Shares|Revenue|Sales|Profit|"
    r"Analysts|Investors|Management|Demand|Orders"
)


def results_of_unknown(sentence: str, s0: int, named: list[Named]) -> bool:
    """Whether a sentence names, as the owner of its results, a company the known names lack:
    then a figure naming no known company is not the focus company's."""
    for m in _UNKNOWN_OWNER.finditer(sentence):
        first = m.group(1).split()[0]
        at = s0 + m.start(1)
        if not _NOT_OWNER.fullmatch(first) and not any(n.start <= at < n.end for n in named):
            return True
    return False


def named_as_rival(text: str, n: Named) -> bool:
    """'its rival Samsung', 'supplier of Nvidia', 'customers including Apple': a company
    described by its relation to the subject is not the one in focus."""
    return _RIVAL_NOUN.search(text, max(0, n.start - 20), n.start) is not None or customer_named(text, n)


def partner_named(text: str, n: Named) -> bool:
    """'partnering with Zorblax', 'Zorblax와 손잡고', '与Zorblax合作': the subject's partner."""
    if _PARTNER_BEFORE.search(folded(text[max(0, n.start - 30) : n.start])):
        return True
    after = _PARTNER_AFTER.match(text, n.end)
    cjk_with = after is not None and after.group(0).strip()[:1] in "合"
    return after is not None and (
        not cjk_with or _WITH_BEFORE.search(text, max(0, n.start - 3), n.start) is not None
    )


_LONGER = re.compile(r" [A-Z][a-z]{2,}\b")


def candidates(text: str, named: list[Named]) -> list[Named]:
    """The names that may own a company-level figure: not a longer other name ("TSMC Arizona"),
    not a rival ("AMD takes on Nvidia"), not a partner ("supplier to Nvidia", "the Zorblax
    supplier"), not a buyer ("엔비디아향")."""
    return [
        n
        for n in named
        if not _LONGER.match(text, n.end)
        and not rival_before(text, max(0, n.start - 20), n.start)
        and not _RELATED.search(text, max(0, n.start - 20), n.start)
        and not _ROLE_AFTER.match(text, n.end)
        and not partner_named(text, n)
        and not _BOUND_FOR.match(text, n.end)
        and not customer_named(text, n)
    ]


def plant_money(words: str, at: int) -> bool:
    """'해당 공장에 건설비 5조원': money spent on a plant the clause refers to by a demonstrative
    (before the amount, at ``at`` in ``words``): the plant's, and the plant is not named here."""
    return may_match(_PLANT_WORDS, folded(words)) and _PLANT_REF.search(words, 0, max(0, at)) is not None


def market_size(text: str, s0: int, at: int) -> bool:
    """'the HBM market could grow from $35bn', 'the HBM TAM to exceed $100 billion': a market's
    size, searched from the sentence's start ``s0`` to the amount at ``at`` (a decimal comma,
    "35,7", would cut a clause)."""
    if _ADDRESSABLE.search(text, s0, at):
        return True
    return may_match(_MARKET_WORDS, folded(text[s0:at])) and _MARKET_SIZE.search(text, s0, at) is not None


# "Veltra's Arizona plant", "Veltra 공장", "Veltra 的工厂", "Veltra の工場": a company named as a
# plant's owner, where the money is another's spent on that plant.
_PLANT_OWNER = re.compile(
    r"['’]s(?:\s+[\w-]+){0,2}?\s+(?:plant|fab|factory)\b|\s*[的の]?\s*(?:工厂|工場|晶圆厂|공장|팹)"
)


def plant_owners_dropped(text: str, named: list[Named]) -> list[Named]:
    """The names without those of a plant's owner, when another company is named too
    ("Zorblax will invest $10 billion in Veltra's plant": Zorblax's money, not Veltra's)."""
    kept = [n for n in named if not _PLANT_OWNER.match(text, n.end)]
    return kept if kept and len(kept) < len(named) else named
