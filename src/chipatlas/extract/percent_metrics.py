"""What a percentage of a company measures: a revenue or market share, a share-price move, a
yield, a margin, a gain or a growth; a price's change; a cut of energy or power (stored
negative). Split from ``extract.company_metrics`` (which re-exports ``percent_metric`` and
``signed``); a percentage whose words name none of these stays a bare 'percent'.
"""

from __future__ import annotations

from dataclasses import replace

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.quantities import Quantity

# A percentage as written, and the hedge words that may stand before it ("about 70 percent").
_PCT = r"\d[\d.]*\s*(?:%|percent\b|per cent\b)"
_ABOUT = r"(?:about\s+|around\s+|roughly\s+|nearly\s+|over\s+|up to\s+|some\s+|an estimated\s+|~\s*)?"
# A part of a product's supply, orders or volume a company supplies, takes or wins: "will supply
# 70% of the HBM4", "60 percent of the orders", "70% of Zorblax's HBM4", "will secure about 70%",
# "물량의 70%를 공급", "70%を供給", "70%的訂單", "拿下約70%".
_SUPPLY_PART = (
    r"|\b(?:suppl(?:y|ies|ied|ying)|provid\w*|handl\w*|produc\w*|hold\w*|command\w*)\s+"
    + _ABOUT
    + _PCT
    + r"|"
    + _PCT
    + r"\s+of\b[^,;%]{0,40}\b(?:orders?|volumes?|supply|supplies|shipments|allocation|needs)\b"
    + r"|"
    + _PCT
    + r"\s+of\s+(?:the\s+)?(?:[\w-]+['’]s?\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:hbm\w*|cowos|gpus?|chips?|servers?|racks?|memory|dram|nand)\b"
    r"|\b(?:secur|captur|grab|win|won|tak(?:e|es|ing)\b|took\b|gets?\b|getting|obtain|land)\w*\s+"
    + _ABOUT
    + _PCT
    + r"|\b(?:split|divid)\w*\b[^.;%]{0,30}\b(?:orders?|volumes?|supply)\b"
    r"|물량\s?(?:의|중)?\s*(?:약\s*)?\d[\d.]*\s*%|\d\s*%\s*(?:를|을)?\s*(?:공급|확보|수주|가져|책임|담당)"
    r"|\d\s*%\s*を\s*(?:供給|確保|受注|担|獲得)|\d\s*%\s*的?\s*(?:訂單|订单|出貨|出货)|比重|비중"
    r"|(?:拿下|取得|獲得|获得|吃下|囊括|包下|瓜分)[^，。,;]{0,6}?\d[\d.]*\s*%"
    # the words for a part: "its portion", "the allocation", 比例, 割合, 비율; "70%程度を供給"
    r"|\b(?:portion|proportion|allocation|slice|lion['’]s share|majority)\b|比例|比率|割合|비율"
    r"|\bcuota\b|\bquota\b"  # "la cuota de Kestrel alcanzará el 55%", "la quota di Kestrel"
    r"|\d\s*%\s*(?:程度|前後|ほど|近く)\s*を\s*(?:供給|確保|受注|担|獲得)"
)
_PERCENT_METRICS = (
    (r"\bof\b.{0,30}\b(?:revenue|sales)", "revenue_share"),
    # "営業利益率", "營收占比將達75%", "매출 비중": a part of revenue, before the plain share words
    (r"營收占比|营收占比|營收比重|营收比重|매출 비중|売上高比率", "revenue_share"),
    (
        r"\bstock\b|\bshare price|\bshares (?:rose|fell|jumped|dropped|climbed|slid|gained|lost|sank|surged|"
        r"tumbled|are up|are down|(?:were|was) (?:up|down))|\bshares of\b"
        # "saw its shares rise 6%", "sent shares in the X supplier 6% higher": the price's move
        r"|\bshares (?:rise|fall|jump|drop|climb|slide|gain|sink|surge|tumble)\b"
        r"|\bshares\b[^;%]{0,60}%\s+(?:higher|lower)\b"
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
        + _SUPPLY_PART
        + r"|市占率|市佔率|市场占比|市場占比|占比|佔比|(?:供貨|供货|供應|供应)比例"
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
        r"전년 동기 대비|증가|성장|同比|增长|增長|前年同期比|増え|増加|[%％]増|上调|上調|引き上げ"
        # "um 150 Prozent auf 20 Mrd.", "by 30% to $9 billion", "de 20 % à": a change to a new level
        r"|(?:\bby|\bum|\bde|\bdel|\bdi)\s+[\d.,]+\s*(?:%|percent|prozent|pour ?cent|por ?ciento|per ?cento)"
        r"\s+(?:to|auf|à|a|al)\b",
        "growth",
    ),
)
_PERCENT_RE = [(blind(p), name) for p, name in _PERCENT_METRICS]
_PERCENT_NEEDS = {p: needed(p) for p, _ in _PERCENT_RE}  # each pattern's words: a skip (speed)
_ANY_PERCENT = blind("|".join(f"(?:{p})" for p, _ in _PERCENT_METRICS))
_PERCENT_WORDS = needed(_ANY_PERCENT)


def negated(q: Quantity) -> Quantity:
    """The figure with its sign turned: a loss of 3.4 trillion is a profit of -3.4 trillion."""
    return replace(q, value=-q.value, low=-q.high, high=-q.low, si=-q.si)


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
        named = next(
            (name for p, name in _PERCENT_RE if may_match(_PERCENT_NEEDS[p], low) and p.search(low)),
            "percent",
        )
    if named in ("percent", "growth") and at is not None and _PRICE_BEFORE.search(low, max(0, at - 50), at):
        return "price_change"  # "raise DRAM prices by up to 30%": the price's change, not a growth of money
    if named == "share" and at is not None and _RISE_BY.search(low, max(0, at - 25), at):
        return "growth"  # "profits surge 57% as demand ...": a rise, not a share of the demand after it
    if (
        named in ("margin", "share")
        and at is not None
        and _CJK_CHANGE_BEFORE.search(low, max(0, at - 12), at)
    ):
        return "growth"  # "纯益年增12%，毛利率8.5%": the change written at it, not the margin after it
    if named in ("percent", "share", "revenue_share") and at is not None and _node_share(low, at):
        return "node_revenue_share"  # "5奈米占達37%", "3nm accounted for 26%": a node's part of revenue
    return named


# A rise written right before the percentage, with no "to" (a level) between: "surge 57%"
_RISE_BY = blind(
    r"\b(?:surg|soar|jump|climb|rose|rise|grew|grow|increas|gain|skyrocket)\w*\s+(?:by\s+)?"
    r"(?:about\s+|nearly\s+|over\s+|almost\s+|some\s+)?$"
)
# A change written right before the percentage in Chinese: "年增17%", "季減3%", "同比增长12%".
_CJK_CHANGE_BEFORE = blind(
    r"(?:[年季月]增|[年季月][減减]|同比(?:增长|增長|增加|下降|减少|減少)|增长|增長|下降|减少|減少)"
    r"\s*(?:约|約|近|逾|超过|超過)?\s*$"
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


# A sentence about the supply of a part: its orders, volume or capacity, in the gold set's languages.
_SUPPLY_CONTEXT = blind(
    r"\bhbm\w*|\bcowos\b|\bsuppl(?:y|ies|ier|iers)\b|\borders?\b|\bvolumes?\b|\bcapacity\b|"
    r"供應|供应|供貨|供货|订单|訂單|产能|產能|공급|물량|수주|캐파|供給|受注"
)


def supply_share(sentence: str) -> bool:
    """Whether a percentage on a company naming no metric of its own is its part of a supply: the
    sentence speaks of a part's supply, orders or capacity ("Zorblax 70%, Quantix 30% of HBM4
    supply"). Elsewhere a bare percent is of nothing said, no company figure."""
    return _SUPPLY_CONTEXT.search(folded(sentence)) is not None
