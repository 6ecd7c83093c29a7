"""What a company-level figure measures: money's purpose, a percentage's metric, wafers or jobs.

Money is for what the words of its clause say (grant, capex, loan, market cap, revenue,
acquisition, contract, investment, fund, profit), the purpose written nearest the amount
winning, else the sentence's words near it; a percentage is a revenue share, a market
share, a yield, an efficiency gain or growth; counted wafers are CoWoS or wafer capacity.
``extract.figures`` decides whose figure it is.
"""

from __future__ import annotations

import re
from dataclasses import replace

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.literals import may_match, needed
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
        r"\bcapex\b|capital expenditure|investitionsausgaben|dépenses d'investissement|gastos? de capital|"
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
    (r"market cap|capitali[sz]+a[tcz]i|marktkapitalisierung|시가총액|市值|時価総額", "market_cap"),
    (r"\bbeat(?:s|ing)?\b", "beat"),  # "beating estimates by $2 billion": by how much, not revenue
    # A loss is a negative profit: which profit the sentence says (``extract.figures`` signs it).
    (r"\bloss(?:es)?\b|\bperdit[ae]\b|\bpérdidas?\b|\bpertes?\b|\bverlust|적자|손실|亏损|虧損|赤字", "loss"),
    (
        r"operating (?:profit|income)|betriebsergebnis|operativ\w* gewinn|beneficio operativo|"
        r"resultado operativo|utile operativo|risultato operativo|résultat (?:opérationnel|d'exploitation)|"
        r"영업이익|营业利润|运营利润|營業利潤|営業利益",
        "operating_profit",
    ),
    (
        r"net (?:income|profit)|nettogewinn|reingewinn|beneficio neto|utile netto|bénéfice net|"
        r"순이익|净利润|淨利潤|純利益",
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
        r"\brevenue|\bsales\b|\bturnover\b|umsatz|chiffre d'affaires|\bingresos\b|\bfacturaci|\bventas\b|"
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
    (r"\bcontract|\bdeal\b|\border\b|\bvalued\b", "contract"),
    (r"\binvest|\binversi|\binvert|investiss|투자|投资|投資", "investment"),
    (r"\bfund\b", "fund_size"),
    # "7조 원에 육박하는 이익": a profit; "영업이익", "純利益" match the results above as near
    (r"\bprofit|\bearnings\b|이익|利益|利润|利潤", "profit"),
)
_PURPOSE_RE = [(blind(p), name) for p, name in _PURPOSES]
# Any purpose at all: one search settles most clauses, which name none (speed; the list decides).
_ANY_PURPOSE = blind("|".join(f"(?:{p})" for p, _ in _PURPOSES))
# ... and before it, whether the words it cannot match without are there (substring tests are cheaper).
_PURPOSE_WORDS = needed(_ANY_PURPOSE)
_NEAR = 120  # how far from an amount its sentence's purpose words are looked for
_PERCENT_METRICS = (
    (r"\bof\b.{0,30}\b(?:revenue|sales)", "revenue_share"),
    # "営業利益率", "營收占比將達75%", "매출 비중": a part of revenue, before the plain share words
    (r"營收占比|营收占比|營收比重|营收比重|매출 비중|売上高比率", "revenue_share"),
    (
        r"\bstock\b|\bshare price|\bshares (?:rose|fell|jumped|dropped|climbed|slid|gained|lost|sank|surged|"
        r"tumbled|are up|are down|(?:were|was) (?:up|down))|\bshares of\b"
        r"|\bshares?\b[^.;%]{0,25}\b(?:closed|ended|opened|traded)\b|\bacciones\b|\baktien?\b|\baktienkurs|\bazioni\b"
        # "l'action Zorblax", "le titre", "il titolo Zorblax", "ゾーブラックス株は"
        r"|\bl['’]action\b|\bles actions\b|\ble titre\b|\bil titolo\b"
        r"|주가|股價|股价|株価|株(?:は|が|も)|漲幅|涨幅|跌幅|紅盤|红盘",
        "share_price_change",
    ),
    # "吃掉 60%–70% 的产能", "60% of TSMC's CoWoS capacity": one buyer's part of a supplier's capacity
    (r"%\s*(?:的\s*)?(?:产能|產能|생산능력|캐파)|%\s+of\b[^,;]{0,30}\bcapacity\b", "capacity_share"),
    (
        r"\bshare\b|\bstake\b|\baccounts? for\b|\bdemand\b|\bof\b.{0,30}\bmarket\b|점유율|份额|占有率|シェア"
        # a part of the supply: "supply shares", "el 30% del suministro", "供應將集中於…(約 70%)"
        r"|\b(?:supply|market|volume) shares\b|\bsuministro\b|\bfornitur|\bapprovisionnement\b"
        r"|供應|供应|공급 비중"
        r"|市占率|市佔率|市场占比|市場占比"
        # "占30%", "生産量の約8%を占め", "30%를 차지": accounts for
        r"|を占め|[约約]?占[达達了]?\s*[约約]?\s*\d|차지"
        r"|marktanteil|part de marché|cuota de mercado|quota di mercato|participación de mercado"
        # "50% des HBM-Markts", "20 % du marché", "il 20% del mercato", "Norvale, deren Anteil"
        r"|%\s*(?:des\s[\w-]*markts?|du march[ée]|del (?:mercato|mercado))\b|\banteil\b"
        r"|parts? (?:de|du) march[ée]",
        "share",
    ),
    (
        r"\byield|\bausbeute|rendement de (?:fabrication|production)|\brese? produttiv|"
        r"歩留まり|수율|良率|良品率",
        "yield",
    ),
    # "gross margin", "Bruttomarge", "margen operativo", "margine", 영업이익률, 毛利率, 利益率
    (r"\bmargins?\b|marge\b|\bmargen\b|\bmargine\b|이익률|마진|毛利率|利润率|利益率", "margin"),
    (r"efficien", "efficiency_gain"),
    # "性能大涨50%", "performance improved 30%": how much faster, not a share or a growth of money
    (r"\bperformance\b|性能|성능|パフォーマンス|\bleistung\b|rendimiento|prestazioni", "performance_gain"),
    (
        r"year-on-year|year-over-year|\bgrowth\b|\bincrease\b|\bup\b|\brose\b|\bjump|\bgr[eo]w\b|\bstieg|"
        r"\bgestiegen|\bwachstum|\bwuchs|\bhausse\b|\bprogress|\bcroissance|\bcrec|\baument|\bcresc|"
        r"전년 동기 대비|증가|성장|同比|增长|增長|前年同期比|増え|増加|[%％]増|上调|上調|引き上げ",
        "growth",
    ),
)
_PERCENT_RE = [(blind(p), name) for p, name in _PERCENT_METRICS]
_ANY_PERCENT = blind("|".join(f"(?:{p})" for p, _ in _PERCENT_METRICS))
_PERCENT_WORDS = needed(_ANY_PERCENT)


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


def negated(q: Quantity) -> Quantity:
    """The figure with its sign turned: a loss of 3.4 trillion is a profit of -3.4 trillion."""
    return replace(q, value=-q.value, low=-q.high, high=-q.low, si=-q.si)


_LIST_GAP = 10_000  # ranks a purpose word in the next list item behind any other
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
        return next((name for pattern, name in _PURPOSE_RE if pattern.search(low)), "money")
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
        for m in p.finditer(low)
    ]
    return _PURPOSE_RE[min(near)[2]][1] if near else "money"


# "up to 25% energy savings", "30% less power", "cut energy use by 20-30%", "den Stromverbrauch um
# 30% senken": a reduction of energy or power written at the figure, stored as a negative change
# (labels' sign convention). "lifting performance by 69% while cutting energy" is no such figure.
_CUT_BEFORE = blind(
    r"(?:\bcut(?:s|ting)?|\breduc\w*|\blower(?:s|ed|ing)?|\bsav(?:e|es|ed|ing)|rédui\w*|riduc\w*|reduc\w*)"
    r"\s+(?:the\s+|its\s+)?(energy|power|strom|énergie|energia|energía)\w*(?:\s+[\w-]+){0,2}?\s+"
    r"(?:by|um|de|del|di)\s+(?:up to\s+|about\s+|bis zu\s+|hasta\s+)?$"
)
_CUT_AFTER = blind(
    r"\s*(?:(?:less|lower)\s+(energy|power)|(energy|power)\s+(?:savings?|reductions?|cuts?)|"
    r"(?:weniger|niedrigere?n?)\s+(energie|strom)|(?:de\s+)?(?:moins\s+d['’]|menos\s+)(énergie|energía))\b"
)
CHANGES = ("energy_change", "power_change")


def reduction_metric(words: str, at: int, end: int) -> str | None:
    """'energy_change' or 'power_change' when the words right at a percentage (``words[at:end]``)
    say energy or power is cut (the value is then stored negative), else None."""
    low = folded(words)
    m = _CUT_BEFORE.search(low, max(0, at - 60), at) or _CUT_AFTER.match(low, end, end + 30)
    if m is None:
        return None
    word = next(g for g in m.groups() if g)
    return "power_change" if word in ("power", "strom") else "energy_change"


def signed(q: Quantity, metric: str, words: str = "", at: int = -1) -> Quantity:
    """The figure as stored under ``metric``: a cut of energy or power is negative, and so is a
    share price's fall written at the figure (``at``: where it sits in its clause ``words``)."""
    if metric in CHANGES and q.value > 0:
        return negated(q)
    if metric == "share_price_change" and q.value > 0 and at >= 0 and fell(words, at, at + len(q.original)):
        return negated(q)
    return q


# A move's direction, written before a percentage ("fell by over 4%", "下跌3.5%", "caída del 2%")
# or after it ("closed 1.04 percent lower", "3%安", "3% 하락"); the word nearest the figure wins.
_FALL = (
    r"\bfell\b|\bfall(?:s|ing)?\b|\bdrop|\bdown\b|\blower\b|\bdeclin|\bslid|\bslump|\bplung|\btumbl|"
    r"\bsank\b|\blost\b|\bshed\b|\bverl[oi]r|\bfiel\b|\bgesunken|\bminus\b|\bnachgegeben|\bbaiss|\bchut|"
    r"\brecul|\bcay|\bca[ií]da|\bbaj|\bperd|\bretroced|\bcal[oa]|\bcalat|\bscend|\bribasso|"
    r"下跌|跌|下滑|下降|走低|重挫|下落|下げ|安|値下がり|하락|내린|내려|떨어|급락"
)
_RISE = (
    r"\brose\b|\brise[sn]?\b|\bgain|\bup\b|\bhigher\b|\bjump|\bclimb|\bsurg|\bsoar|\brall|\bstieg|"
    r"\bgewann|\bzuleg|\bhausse|\bgrimp|\bsubi|\baument|\bsal[ií]|"
    r"上涨|上漲|涨|漲|上升|上昇|高|상승|올라|오른|급등"
)
_MOVE_BEFORE = blind(r"(?:(" + _FALL + r")|" + _RISE + r")[^.;,%\d]{0,20}$")
_MOVE_AFTER = blind(
    r"^\s*(?:percent|per ?cent|prozent|pour ?cent|por ?ciento|per cento)?\s*(?:("
    + _FALL
    + r")|"
    + _RISE
    + r")"
)


def fell(words: str, at: int, end: int) -> bool:
    """Whether the words at a percentage (``words[at:end]``) say its share price fell."""
    low = folded(words)
    before = _MOVE_BEFORE.search(low, max(0, at - 30), at)
    if before is not None:
        return before.group(1) is not None
    after = _MOVE_AFTER.search(low[end : end + 20])
    return after is not None and after.group(1) is not None


# A price's rise or cut said right before a percentage: "價格將上漲約5-10%", "prices rose 20%",
# "raise prices by 10%", "die Preise um 15 Prozent erhöhen" is not read (the verb comes after).
_PRICE_RISE = blind(
    r"(?:价格|價格|価格|가격|단가|报价|報價|\bprix\b|\bpreise?\b|\bprecios?\b|\bprezz[oi]\b|\bprices?\b|\basps?\b)"
    r"[^,.;，。]{0,12}?(?:上涨|上漲|涨|漲|调涨|調漲|上调|上調|下跌|下调|上昇|値上げ|인상|상승|\brise|\brising|\brose|"
    r"\bincreas\w*|\bhike\w*|\bjump\w*|\bclimb\w*|\bup\b|\bhausse|\baugment\w*|\bsub\w*|\baument\w*)"
    r"\s*(?:约|約|by|de|del?|of|um)?\s*(?:about|around|nearly|some|environ|près de)?\s*$|"
    r"\b(?:rais\w*|hik\w*|increas\w*|lift\w*|cut\w*)\s+(?:its\s+|their\s+)?(?:\w+\s+)?prices?\s+by\s+(?:about\s+)?$"
)

# ... or the goods it is on right after the percentage: "une hausse de 80 % sur sa RAM", "a 20%
# increase on DRAM contracts" (not "sur un an", a year's growth).
_PRICE_ON = blind(
    r"\s*(?:sur|on|auf|su)\s+(?:(?:sa|ses|son|leur|leurs|les|la|le|its|their|the|seine|ihre|die|den|i)\s+)?"
    r"(?:prix|tarifs?|prices?|preise?|precios?|prezzi|ram|dram|nand|hbm|mémoires?|memory|speicher|puces|"
    r"chips|contrats|contracts)\b"
)


def percent_metric(words: str, at: int | None = None, length: int = 0) -> str:
    """What a percentage measures, from its clause ``words``; with ``at`` (where it sits in
    them, ``length`` characters long), a cut of energy or power written at it is a change."""
    cut = reduction_metric(words, at, at + length) if at is not None and at >= 0 else None
    if cut:
        return cut
    low = folded(words)
    if (
        at is not None
        and at >= 0
        and (_PRICE_RISE.search(low, max(0, at - 30), at) or _PRICE_ON.match(low, at + length))
    ):
        return "price_change"  # "價格將上漲約5-10%", "une hausse de 80 % sur sa RAM": a price's change
    if not may_match(_PERCENT_WORDS, low) or not _ANY_PERCENT.search(low):
        named = "percent"
    else:
        named = next((name for pattern, name in _PERCENT_RE if pattern.search(low)), "percent")
    if named in ("percent", "growth") and at is not None and _PRICE_BEFORE.search(low, max(0, at - 50), at):
        return "price_change"  # "raise DRAM prices by up to 30%": the price's change, not a growth of money
    if named == "share" and at is not None and _RISE_BY.search(low, max(0, at - 25), at):
        return "growth"  # "profits surge 57% as demand ...": a rise, not a share of the demand after it
    if named in ("percent", "share", "revenue_share") and at is not None and _node_share(low, at):
        return "node_revenue_share"  # "5奈米占達37%", "3nm accounted for 26%": a node's part of revenue
    return named


# A rise written right before the percentage, with no "to" (a level) between: "surge 57%"
_RISE_BY = blind(
    r"\b(?:surg|soar|jump|climb|rose|rise|grew|grow|increas|gain|skyrocket)\w*\s+(?:by\s+)?"
    r"(?:about\s+|nearly\s+|over\s+|almost\s+|some\s+)?$"
)
# A process node as the subject of a share: "5奈米占達37%", "先進製程比重高達74%", "3nm accounted for"
_NODE_BEFORE = blind(
    r"(?:(?<![\d.])\d{1,2}\s?(?:nm|奈米|纳米|나노)|先進製程|先进制程|첨단\s?공정|advanced (?:process|node)s?)"
    r"[^\d%]{0,22}$"
)
_NODE_SHARE = blind(r"比重|占|佔|비중|\bshare\b|\baccount")


def _node_share(low: str, at: int) -> bool:
    """Whether a node's share is said right before the percentage at ``at`` in ``low``."""
    node = _NODE_BEFORE.search(low, max(0, at - 30), at)
    return node is not None and _NODE_SHARE.search(low, node.start(), at) is not None


# A price named right before a percentage: "hausses de prix de 20 à 30 %", "DRAM 价格上涨 20%";
# after it ("revenue grew 20% on higher prices") the price is the growth's cause, not its object.
_PRICE_BEFORE = blind(
    r"\bprices?\b|\bprix\b|\bprecios?\b|\bprezz[io]\b|\bpreise?\b|가격|价格|價格|価格|涨价|漲價|値上げ"
)


# Results a growth or a guidance is of ("revenue grew 25%": revenue_growth), and the words that
# make an amount a company's own guidance rather than its result ("guided revenue to $14 billion").
_RESULTS = ("revenue", "operating_profit", "net_income")
_GROWN = (*_RESULTS, "capex")  # what a growth may be of ("capex guidance raised 25%": capex_growth)
_VALUED = blind(r"\bvalued at\b")
_DEAL = blind(r"\bcontract|\bdeal\b|\border\b|\bacqui|\bbuy|\bpurchase|\btransaction|\bdivest|\bsale\b")
_GUIDED = blind(
    r"\bguid(?:ance|e[ds]?|ing)\b|\boutlook\b|\bprevisi|\bpreved|\bprévision|\bprognose|가이던스|指引|見通し"
)


def _of_results(named: str, words: str, sentence: str) -> str:
    """'revenue_growth' for a growth whose clause (else sentence) names one result only."""
    if named != "growth":
        return named
    for text in (words, sentence):
        low = folded(text)
        found = {name for p, name in _PURPOSE_RE if name in _GROWN and p.search(low)}
        if found:
            return f"{found.pop()}_growth" if len(found) == 1 else named
    return named


def results_in_order(text: str) -> list[str]:
    """The results ('revenue', 'operating_profit', 'net_income') ``text`` names, in its order."""
    low = folded(text)
    found = sorted((m.start(), name) for p, name in _PURPOSE_RE if name in _RESULTS for m in p.finditer(low))
    return [name for _, name in found]


def result_named(sentence: str, at: int) -> str | None:
    """The result ('revenue', 'operating_profit', 'net_income') the sentence names nearest
    before ``at`` (else after it), or None: what "beat the consensus of X" is an estimate of."""
    low = folded(sentence)
    found = [
        (m.start() > at, abs(at - m.end()), name)
        for p, name in _PURPOSE_RE
        if name in _RESULTS
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
        return f"{own}_guidance" if own in _RESULTS and _GUIDED.search(low) else own
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
    r"\b(?:rose|grew|increased|decreased|fell|dropped|declined|jumped|climbed|surged|slid)\s+by\s+"
    r"(?:about\s+|nearly\s+|some\s+|more than\s+|over\s+)?$"
    r"|\b(?:stieg|sank|wuchs|gestiegen|gesunken|gewachsen)\s+um\s+(?:rund\s+|etwa\s+|knapp\s+)?$"
    r"|(?:增加|减少|增长|下降|減少|增長|增加了|减少了|增长了|下降了)\s*(?:约|約|近|逾|超过|超過|超)?\s*$",
    re.I,
)
_CHANGE_AFTER = re.compile(
    r"(?:\s?,\s?[\d.,]+[\d조억천백만萬万億亿\s.,]*(?:원|円|ドル|달러))*\s?(?:이|가)?\s?"
    r"(?:증가|늘었|늘어|늘린|감소|줄었|줄어|급증|급감|増(?!資)|減(?!資))"
)


def change_amount(text: str, start: int, end: int) -> bool:
    """Whether the amount at ``text[start:end]`` is how much a result changed by, not its value."""
    return bool(_BY_BEFORE.search(text, max(0, start - 30), start) or _CHANGE_AFTER.match(text, end))
