"""What a company-level figure measures: money's purpose, a percentage's metric, wafers or jobs.

Money is for what the words of its clause say (grant, capex, loan, market cap, revenue,
acquisition, contract, investment, fund, profit; a shareholder's holding value or paper gain,
``holding_value``, is no company's), the purpose written nearest the amount
winning, else the sentence's words near it; a percentage's metric is read in
``extract.percent_metrics``; counted wafers are CoWoS or wafer capacity.
``extract.figures`` decides whose figure it is.
"""

from __future__ import annotations

import re

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.percent_metrics import CHANGES as CHANGES
from chipatlas.extract.percent_metrics import negated as negated
from chipatlas.extract.percent_metrics import percent_metric as percent_metric
from chipatlas.extract.percent_metrics import signed as signed
from chipatlas.extract.quantities import Quantity

# What money is for, by the words of its clause; the first that matches wins.
_PURPOSES = (
    # a startup's round: "a $676 million Series D round", "Finanzierungsrunde", "融资"
    (
        r"\bseries [a-h]\b|\bfunding round|\bround of funding|finanzierungsrunde|ronda de financiaci|"
        r"round di finanziamento|levée de fonds|투자 유치|融资|融資|"
        # "Graphcore raises $150 million in funding": investors' money for shares, no grant
        r"\brais(?:e|es|ed|ing)\b[^.;]{0,40}\bin (?:new |fresh |venture )?funding\b",
        "funding_round",
    ),
    # public money the company is given: "Subventionen", "Fördergelder", "der Bund fördert", 보조금
    (
        r"\bgrants?\b|\bincentives?\b|\bsubsid|\bfunding\b|\bawarded\b|\bsubvention\w*|"
        r"\bförder(?:t|n|ung|ungen|gelder?|mittel|summe)\b|\bgefördert\b|\bstaatshilfen?\b|\bbeihilfen?\b|"
        r"\bsubvenci\w*|\bsussidi\w*|\bsovvenzion\w*|\baides? (?:publiques?|d['’]état)\b|"
        r"보조금|补贴|補貼|补助|補助金|助成金",
        "grant",
    ),
    # the state's money: "im Bundeshaushalt", "public budget", 정부 예산: no company's own
    (
        r"\b(?:bundes|landes|staats)?haushalt\w*|\bsondervermögen|\b(?:public|state|federal) budget|"
        r"\bpresupuesto (?:público|del estado)|\bbilancio (?:pubblico|dello stato)|\bbudget de l['’]état|"
        r"(?:정부|국가)\s?예산|(?:财政|政府|国家|國家)预算|(?:政府|國家)預算",
        "public_budget",
    ),
    # "capex guidance", "资本支出指引": the company's guided capex, not a result's guidance
    (
        r"(?:\bcapex|capital expenditures?|资本支出|資本支出|설비투자|設備投資)\s*"
        r"(?:guidance|outlook|指引|가이던스|見通し)",
        "capex_guidance",
    ),
    (
        r"\bcapex\b|capital expenditure|investitionsausgaben|dépenses d['’]investissement|gastos? de capital|"
        r"spese in conto capitale|설비투자|资本支出|資本支出|設備投資",
        "capex",
    ),
    (r"\bloans?\b", "loan"),
    # "adding ~$150 billion to market cap", "wiped $200 billion off its market value": a change
    (
        r"\b(?:add(?:s|ed|ing)?|wip(?:e|es|ed|ing)|eras(?:e|es|ed|ing)|los(?:e|es|t|ing))\b[^.;]{0,25}"
        r"\bmarket (?:cap|value)",
        "market_cap_change",
    ),
    # a shareholder's holding and its paper gain: "持仓市值约60亿元", "浮盈约35亿元", "his stake is worth"
    (
        r"(?:持仓|持倉|持股)[^，,。；;]{0,8}?市值|浮盈|浮亏|浮虧|账面盈利|帳面盈利|"
        r"\bpaper (?:gains?|profits?|loss(?:es)?)\b|"
        r"\bunrealized (?:gains?|loss(?:es)?)\b|\b(?:holding|stake)s? (?:is |was |now )?(?:worth|valued)",
        "holding_value",
    ),
    (r"market cap|capitali[sz]+a[tcz]i|marktkapitalisierung|시가총액|市值|時価総額", "market_cap"),
    (r"\bbeat(?:s|ing)?\b", "beat"),  # "beating estimates by $2 billion": by how much, not revenue
    # a company's debt, no result nor investment: "有利子負債を3,000億円削減", "net debt of"
    (
        # not a total "including debt" ("incluida deuda", "dette comprise"): that amount is its own
        r"(?<!incl\. )(?<!including )(?<!incluida )(?<!incluyendo )(?<!inklusive )(?<!einschließlich )"
        r"(?<!y compris )(?<!compresa )(?<!incluso )"
        r"(?:\bdebts?\b|\bschulden\b|\bverschuldung|\bdettes?\b(?! comprises?)|\bdeudas?\b|\bdebit[oi]\b)|"
        r"부채|차입금|负债|負債|债务|債務|借入金",
        "debt",
    ),
    # a loss some event caused, no period's result: "las pérdidas que le provocaron las
    # restricciones", "losses caused by the export ban", "a $5.5 billion charge"
    (
        r"\bcharge (?:of|related|tied)\b|\b(?:one-time|inventory|related) charges?\b|"
        r"\bloss(?:es)? (?:caused|triggered|brought) by\b|"
        r"\bpérdidas? que (?:le |les )?(?:provoc|caus|gener|supus)\w*|"
        r"\bpertes? (?:causées|provoquées|liées)\b|"
        r"\bverluste? (?:durch|wegen)\b|\bperdite (?:causate|provocate|dovute)\b",
        "charge",
    ),
    # A loss is a negative profit: which profit the sentence says (``extract.figures`` signs it).
    (r"\bloss(?:es)?\b|\bperdit[ae]\b|\bpérdidas?\b|\bpertes?\b|\bverlust|적자|손실|亏损|虧損|赤字", "loss"),
    # "ingresos operativos" is a profit where it renders English "operating income", revenue in
    # Spanish accounts: which one is not said, so the amount is kept with no owner (figures.py).
    (r"\bingresos operativos\b|\bingresos de (?:la )?operaci[oó]n\b", "operating_income"),
    (
        r"operating (?:profit|income)|betriebsergebnis|operativ\w* gewinn|beneficio operativo|"
        r"resultado operativo|utile operativo|risultato operativo|ganancias? operativas?|"
        r"utilidad(?:es)? operativas?|beneficios operativos|resultado de explotaci[oó]n|"
        r"résultat (?:opérationnel|d['’]exploitation)|"
        r"영업이익|营业利润|运营利润|營業利潤|営業利益",
        "operating_profit",
    ),
    (
        r"net (?:income|profit)|nettogewinn|reingewinn|beneficio neto|utile netto|bénéfice net|"
        r"순이익|净利润|淨利潤|純利益|純益|纯益",
        "net_income",
    ),
    (
        r"\bguid(?:ance|e[ds]?|ing)\b|\boutlook\b|\bforecast|\bexpects?\b|\bprevisi|\bpreved|\bprévision|"
        r"\bprognose|가이던스|指引|見通し",
        "guidance",
    ),
    (r"\bwrite-?downs?\b|\bimpairment|\babschreibung|\bdépréciation", "write_down"),
    # sales given up: "had to forgo $2.5 billion of planned shipments", "verzichten"
    (r"\bforgo|\bforwent|\blost (?:revenue|sales)|\bverzicht|\bentgangen", "lost_revenue"),
    (
        r"\brevenue|\bsales\b|\bturnover\b|umsatz|chiffre d['’]affaires|\bingresos\b|\bfacturaci|\bventas\b|"
        r"\bfatturato\b|\bricavi\b|\bvendite\b|매출|营收|營收|売り?上|收入|销售|銷售"
        r"|\bsold\b|\bsell(?:s|ing)?\b|\bverkauf",
        "revenue",
    ),
    (r"\bstock\b|\bshare price|\baktienkurs|\bclos(?:e|ed|ing) (?:at|up|down)\b", "share_price"),
    # what one unit costs: "sells for $30,000", "is priced at", "kostet", 가격, 售价
    (
        r"\bsells? for\b|\bselling for\b|\bpriced?\b|\bprice tag\b|\bkostet\b|\bpreis\b|\bprix\b|"
        r"\bprecio\b|\bprezzo\b|가격|판매가|售价|售價|价格|價格|価格",
        "price",
    ),
    (r"\bconstruction\b|건설비|建设费|建設費", "construction_cost"),
    (r"\bacqui|\badquisi|\bübernahme|\bbuy(?:s|ing)?\b|\bpurchase", "acquisition"),
    # what a company is worth: "once valued at $5 billion", "a valuation of", "估值"
    (
        r"\bvaluation\b|unternehmensbewertung|valorisation|valoraci[oó]n|valutazione|기업가치|估值",
        "valuation",
    ),
    # orders booked, a backlog: "$12.1 billion in new AI server orders", "Auftragseingang", "受注高"
    (
        r"\borders\b|\bbookings\b|\bbacklog\b|auftragseingang|auftragsbestand|\baufträge|\bcommandes\b|"
        r"\bpedidos\b|\bordini\b|订单|訂單|受注|수주",
        "orders",
    ),
    (r"\bcontract|\bdeal\b|\border\b|\bvalued\b", "contract"),
    (r"\binvest|\binversi|\binvert|investiss|투자|投资|投資", "investment"),
    (r"\bfund\b", "fund_size"),
    # "7조 원에 육박하는 이익": a profit; "영업이익", "純利益" match the results above as near
    (r"\bprofit|\bearnings\b|이익|利益|利润|利潤", "profit"),
)
_PURPOSE_RE = [(blind(p), name) for p, name in _PURPOSES]
# Each pattern's words (extract/literals.py): a clause holding none of them skips its search (speed).
_NEEDS = {p: needed(p) for p, _ in _PURPOSE_RE}
# Any purpose at all: one search settles most clauses, which name none (speed; the list decides).
_ANY_PURPOSE = blind("|".join(f"(?:{p})" for p, _ in _PURPOSES))
# ... and before it, whether the words it cannot match without are there (substring tests are cheaper).
_PURPOSE_WORDS = needed(_ANY_PURPOSE)
_NEAR = 120  # how far from an amount its sentence's purpose words are looked for


_OPERATING = blind(r"operat|operativ|영업|营业|營業|営業")
_NET = blind(r"\bnet\b|netto|\bneto\b|\bnet\b|순이익|순손실|净|淨|純")


def loss_metric(sentence: str) -> str:
    """The profit a loss is the negative of: operating profit where the sentence speaks of
    operations ("operating loss", "utile operativo ... contro una perdita"), net income where of
    net results, else profit."""
    low = folded(sentence)
    if _OPERATING.search(low):
        return "operating_profit"
    return "net_income" if _NET.search(low) else "profit"


_LIST_GAP = 10_000  # ranks a purpose word in the next list item behind any other
_VERB_AFTER = 3  # "2兆円を投資": the particle between an amount and the verb after it
_BREAKS = ",;、，；"


def _next_item(low: str, end: int, start: int) -> bool:
    """Whether a word starting at ``start``, after an amount ending at ``end``, stands behind a break."""
    return start >= end and any(c in _BREAKS for c in low[end:start])


def money_purpose(words: str, at: int | None = None, length: int = 0) -> str:
    """'grant', 'capex', 'revenue', ... or 'money' when the clause does not say. With ``at``
    (where the amount sits in ``words``, ``length`` characters long), the purpose written nearest
    the amount wins, a word before it counted from its end ("operating profit of"), "invest" last
    ("Grants support Micron's plans to invest $50 billion in gross capex" is capex)."""
    low = folded(words)
    if not may_match(_PURPOSE_WORDS, low) or not _ANY_PURPOSE.search(low):
        return "money"
    if at is None:
        return next(
            (name for p, name in _PURPOSE_RE if may_match(_NEEDS[p], low) and p.search(low)),
            "money",
        )
    # "invest" says least: any other purpose word wins over it ("invest $40 billion in capex").
    # A word after the amount behind a list's break ("売上高は113億ドル、純利益は…", "revenue of
    # $11 billion, net income of ...") opens the next item: it counts only where none is before.
    end = at + length
    near = [
        (
            name == "investment",
            _LIST_GAP * _next_item(low, end, m.start()) + max(at - m.end(), m.start() - end, 0),
            i,
        )
        for i, (p, name) in enumerate(_PURPOSE_RE)
        if may_match(_NEEDS[p], low)
        for m in p.finditer(low)
    ]
    if not near:
        return "money"
    best = min(near)
    # ... except over an expecting word: "expects to invest $20 billion in a plant", "新工場に2兆円を
    # 投資する見通し", "prevede di investire": the verb the amount is the object of is "invest",
    # nearer than the expectation; the amount is a planned investment, a total, no results' guidance.
    # Only an "invest" before the amount, or right after it as a verb-final language puts it
    # ("2兆円を投資", "20조원을 투자"): "expects $5 billion in returns from its investments" is no investment.
    if _PURPOSE_RE[best[2]][1] == "guidance":
        invest = [
            max(at - m.end(), m.start() - end, 0)
            for p, name in _PURPOSE_RE
            if name == "investment" and may_match(_NEEDS[p], low)
            for m in p.finditer(low)
            if m.end() <= at or 0 <= m.start() - end <= _VERB_AFTER
        ]
        if invest and min(invest) < best[1]:
            return "investment"
    if _PURPOSE_RE[best[2]][1] == "grant" and _supported_investment(low, at):
        return "investment"
    return _PURPOSE_RE[best[2]][1]


# "This funding will support Zorblax's plan to invest $100 billion", "Die Förderung unterstützt
# den Plan, 100 Milliarden zu investieren": what the grant supports is the company's own investment.
_SUPPORTS = blind(
    r"\bsupports?\b|\bsupporting\b|\bunterstütz\w*|\bsoutien\w*|\bsoutiendr\w*|\bsoutenir\b|"
    r"\bapoy\w*|\bsosten\w*|\bsostiene\b"
)
_INVEST = blind(r"\binvest\w*|\binvertir\b|\binvestir\b|\binvestire\b|\bzu investieren\b")


def _supported_investment(low: str, at: int) -> bool:
    """Whether a grant word before the amount at ``at`` supports something, and "invest" stands
    between that verb and the amount: the amount is the investment supported, not the grant."""
    grants = [m.end() for p, name in _PURPOSE_RE if name == "grant" for m in p.finditer(low, 0, at)]
    if not grants:
        return False
    verb = _SUPPORTS.search(low, max(grants), at)
    return verb is not None and _INVEST.search(low, verb.end(), at) is not None


# Results a growth or a guidance is of ("revenue grew 25%": revenue_growth), and the words that
# make an amount a company's own guidance rather than its result ("guided revenue to $14 billion").
_RESULTS = ("revenue", "operating_profit", "net_income")
# "operating_income" too: an estimate of it is of a result whose meaning is not said (no owner).
_RESULT_RE = [(p, name) for p, name in _PURPOSE_RE if name in (*_RESULTS, "operating_income")]
# Every match of a result's pattern holds one of these words (the patterns are lower case).
_RESULT_WORDS = needed(re.compile("|".join(f"(?:{p.pattern})" for p, _ in _RESULT_RE)))
_GROWN = (*_RESULTS, "capex")  # what a growth may be of ("capex guidance raised 25%": capex_growth)
_VALUED = blind(r"\bvalued at\b")
_DEAL = blind(r"\bcontract|\bdeal\b|\border\b|\bacqui|\bbuy|\bpurchase|\btransaction|\bdivest|\bsale\b")
_GUIDED = blind(
    r"\bguid(?:ance|e[ds]?|ing)\b|\boutlook\b|\bprevisi|\bpreved|\bprévision|\bprognose|가이던스|指引|見通し"
)


# A result reported before the amount: "reported a record third-quarter revenue of $16 billion".
_REPORTED_BEFORE = blind(
    r"\b(?:reported|posted|recorded|logged|delivered|generated|achieved|booked)\b|\berzielte\b|"
    r"\bverbuchte\b|\ba (?:réalisé|enregistré|publié)\b|\bregistró\b|\bobtuvo\b|\bha registrato\b|"
    r"\bha realizzato\b|实现|實現|を計上|기록"
)


def _guided(low: str, at: int) -> bool:
    """Whether the clause ``low`` says the amount at ``at`` is guided: a guidance word before it,
    or after it where no result was reported before it ("reported a record third-quarter revenue
    of $16 billion and provided a fourth-quarter guidance": the guidance is another amount's)."""
    words = list(_GUIDED.finditer(low))
    if not words:
        return False
    if at < 0 or any(m.start() < at for m in words):
        return True
    return _REPORTED_BEFORE.search(low, 0, at) is None


def _of_results(named: str, words: str, sentence: str) -> str:
    """'revenue_growth' for a growth whose clause (else sentence) names one result only."""
    if named != "growth":
        return named
    for text in (words, sentence):
        low = folded(text)
        found = {
            name for p, name in _PURPOSE_RE if name in _GROWN and may_match(_NEEDS[p], low) and p.search(low)
        }
        if found:
            return f"{found.pop()}_growth" if len(found) == 1 else named
    return named


def results_in_order(text: str) -> list[str]:
    """The results ('revenue', 'operating_profit', 'net_income') ``text`` names, in its order."""
    low = folded(text)
    found = sorted(
        (m.start(), name)
        for p, name in _PURPOSE_RE
        if name in _RESULTS and may_match(_NEEDS[p], low)
        for m in p.finditer(low)
    )
    return [name for _, name in found]


def result_named(sentence: str, at: int) -> str | None:
    """The result ('revenue', 'operating_profit', 'net_income') the sentence names nearest
    before ``at`` (else after it), or None: what "beat the consensus of X" is an estimate of."""
    low = folded(sentence)
    if not may_match(_RESULT_WORDS, low):  # most sentences name none (speed)
        return None
    found = [
        (m.start() > at, abs(at - m.end()), name)
        for p, name in _RESULT_RE
        if may_match(_NEEDS[p], low)
        for m in p.finditer(low)
    ]
    return min(found)[2] if found else None


def company_metric(q: Quantity, words: str, sentence: str) -> str:
    """What a company-level figure measures, from its clause, else from its whole sentence
    ("TSMC invertirá 2.900 millones ..., para ..."); wafers in a CoWoS sentence are CoWoS
    capacity (CoWoS lines are counted in wafers a month)."""
    if q.kind.startswith("money"):
        own = money_purpose(words, words.find(q.original), len(q.original))
        if own == "money" and len(sentence) != len(words):
            at = sentence.find(q.original)  # the sentence's words near the amount (a bounded window: speed)
            window = sentence[max(0, at - _NEAR) : at + _NEAR]
            own = money_purpose(window, window.find(q.original), len(q.original))
        low = folded(words)
        if own == "contract" and _VALUED.search(low) and not _DEAL.search(low):
            return "valuation"  # "SambaNova, once valued at $5 billion": the company's worth, no deal
        return f"{own}_guidance" if own in _RESULTS and _guided(low, words.find(q.original)) else own
    if q.kind == "percent":
        named = percent_metric(words, words.find(q.original), len(q.original))
        named = named if named != "percent" or len(sentence) == len(words) else percent_metric(sentence)
        return _of_results(named, words, sentence)
    if "job" in q.item.lower():
        return "jobs"
    base = "cowos" if "cowos" in sentence.lower() else "wafer"
    return f"{base}_demand" if demand(words, words.find(q.original), sentence) else f"{base}_capacity"


_DEMAND = blind(r"\bdemand\b|需求|수요|需要|nachfrage|demande|demanda|domanda")
_CAPACITY = blind(r"capacity|产能|產能|캐파|생산능력|生産能力|kapazit|capacit|产量|產量|output")


def demand(words: str, at: int, sentence: str) -> bool:
    """Whether counted wafers (at ``at`` in their clause ``words``) are a demand, not a capacity:
    the word nearest before them says demand ("总需求达到 67 万片", not "客戶需求…月產能從 7 萬片"),
    or, naming neither, their sentence says demand and no capacity ("…; 2026 年冲向 100 万片")."""
    low = folded(words[: max(at, 0)])
    wants = [m.end() for m in _DEMAND.finditer(low)]
    has = [m.end() for m in _CAPACITY.finditer(low)]
    if wants or has:
        return max(wants, default=-1) > max(has, default=-1)
    whole = folded(sentence)
    return _DEMAND.search(whole) is not None and _CAPACITY.search(whole) is None


# An amount by which a result changed, not the result: "rose by $2 billion", "stieg um 2 Mrd.",
# "增加了10亿元", "1조 원 증가했다", "13조원, 10조원 증가했다" (a list of changes), "500億円増".
_BY_BEFORE = re.compile(
    r"\b(?:rose|grew|increased|decreased|fell|dropped|declined|jumped|climbed|surged|slid|"
    # "expects revenue ... to increase by $1 billion": the change a forecast names
    r"(?:to\s+)?(?:rise|grow|increase|decrease|fall|drop|decline|jump|climb))\s+by\s+"
    r"(?:about\s+|nearly\s+|some\s+|more than\s+|over\s+)?$"
    r"|\b(?:stieg|sank|wuchs|gestiegen|gesunken|gewachsen)\s+um\s+(?:rund\s+|etwa\s+|knapp\s+)?$"
    r"|(?:增加|减少|增长|下降|減少|增長|增加了|减少了|增长了|下降了)\s*(?:约|約|近|逾|超过|超過|超)?\s*$",
    re.I,
)
_CHANGE_AFTER = re.compile(
    r"(?:\s?,\s?[\d.,]+[\d조억천백만萬万億亿\s.,]*(?:원|円|ドル|달러))*\s?(?:이|가)?\s?"
    r"(?:증가|늘었|늘어|늘린|감소|줄었|줄어|급증|급감|増(?!資)|減(?!資)|削減|圧縮|缩减|縮減|削减)"
)


def change_amount(text: str, start: int, end: int) -> bool:
    """Whether the amount at ``text[start:end]`` is how much a result changed by, not its value."""
    return bool(_BY_BEFORE.search(text, max(0, start - 30), start) or _CHANGE_AFTER.match(text, end))
