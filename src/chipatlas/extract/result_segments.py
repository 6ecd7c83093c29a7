"""Which part of a company's results an amount is: one segment's or product line's revenue
("data center revenue", "HBM 매출", a business unit's "CMBUが45億ドル"), a part in parentheses
after its percentage ("DRAM ... 76% ($28 billion)"), or the result a "respectively" list gives
it by its place; a segment that is the subject of the result verb ("the cloud segment still posted
strong results, growing 14% to $3.2 billion"), an amount "in this segment", and the segment a
margin or growth is of. Split from ``expected_results.py``."""

from __future__ import annotations

import re

from chipatlas.extract.company_metrics import results_in_order
from chipatlas.extract.folding import blind, folded


def _line(product: str) -> str:
    """The words naming one product line's revenue, in the gold set's languages."""
    noun = r"(?:revenue|sales|umsatz|chiffre d['’]affaires|ingresos|ricavi|fatturato)"
    cjk = r"(?:매출|売上|营收|營收|销售额|銷售額|收入)"
    return (
        rf"\b(?:{product})\w*\s+{noun}\b|\b{noun}\s+(?:from|of)\s+(?:its\s+)?(?:{product})\b"
        rf"|(?:{product})\w*\s?{cjk}"
    )


# One kind of product's sales: "sales of its older machines", "net system sales", "ventes de
# machines", "ventas de sistemas", "vendite di macchine", "Umsatz mit Maschinen": not the total,
# even as "total machine sales".
_KIND_SALES = (
    r"\b(?:sales|ventes|ventas|vendite|umsatz)\s+(?:of|de|des|di|dei|delle|mit)\s+(?:[\w()-]+\s+){0,6}?"
    r"(?:machines?|models?|systems?|tools?|máquinas|sistemas|modelos|systèmes|modèles|macchine|"
    r"sistemi|modelli|maschinen|systemen)\b|\b(?:machine|system|tool|equipment)\s+sales\b"
)
_KIND_SALES_RE = blind(_KIND_SALES)
# ... opening the sentence, however long the product's description ("Sales of its deep ultraviolet
# lithography (DUV) machines – the models which ... – decreased ... to €12 billion").
_KIND_SALES_OPENS = blind(r"[^\w]*(?:(?:the|its|les|las|le|la|i)\s+)?(?:" + _KIND_SALES + ")")
# A product named by its model number on its revenue: "ZX90 revenue", "sales of the MI300X", "$5
# billion in ZX90 revenue" (not "Q3 revenue", "H1 sales", "FY25 revenue": one digit, or a year).
_MODEL = r"(?<![\w-])(?!fy\d)[a-z]{1,6}\d{2,4}[a-z]{0,2}"
_MODEL_AFTER = blind(rf"\s+(?:in|of)\s+(?:the\s+)?{_MODEL}\s+(?:revenue|sales)\b")


def model_after(sentence: str, end: int) -> str | None:
    """'product' where a model-numbered product's revenue follows the amount ending at ``end``."""
    return "product" if _MODEL_AFTER.match(folded(sentence[end : end + 40])) else None


# A segment's revenue, by the segment's words before the amount in its clause.
_SEGMENTS = (
    (
        r"data[- ]?cent(?:er|re)s?|datacenter|データセンター|데이터\s?센터|数据中心|數據中心|資料中心|"
        r"rechenzentr|centres? de données|centros? de datos",
        "data_center",
    ),
    (
        r"\bgaming\b|spiele(?:sektor|sparte|segment|bereich)|\bjeux vidéo|\bvideojuegos|\bvideogiochi|"
        r"ゲーム|ゲーミング|게이밍|게임|游戏|遊戲",
        "gaming",
    ),
    (r"\bautomotive\b|車載|自動車|자동차|오토모티브|汽车|汽車", "automotive"),
    (r"\bnetworking\b|ネットワーク|ネットワーキング|네트워크|네트워킹|网络|網路|網絡", "networking"),
    (r"\bprofessional visuali[sz]ation\b|プロフェッショナル|프로페셔널|专业可视化|專業視覺化", "segment"),
    # A product line's revenue, the product word on the revenue noun ("HBM revenue", "DRAM sales",
    # "revenue from HBM", "HBM 매출"): not the company's total.
    (_line("hbm|고대역폭\\s?메모리"), "hbm"),
    (_line(_MODEL), "product"),
    (_line("dram|디램"), "dram"),
    (_line("nand|낸드"), "nand"),
    # A business line named on its revenue ("memory revenue", "revenue from its foundry", "메모리
    # 매출", "存储营收") or as a business ("its memory business", "Speichersparte", "activité
    # mémoire", "negocio de memoria", "divisione memorie", "存储业务", "メモリ事業"): the line's part.
    (
        _line(
            "memory|memor(?:ia|ie)|mémoire|speicher|foundry|fonderie|fundición|logic|storage|server|"
            "메모리|파운드리|存储|存儲|内存|記憶體|晶圆代工|晶圓代工|メモリ|ファウンドリ|"
            # a server line: "AI伺服器營收", "AIサーバー売上高", "AI 서버 매출"
            "服务器|伺服器|サーバー|서버"
        ),
        "segment",
    ),
    (
        _KIND_SALES
        + r"|\bsegment|\bdivision|\bbusiness unit|部門|부문|事业部|事業部|部门|\bsparte\b|\bdivisi[oó]n|"
        r"\bcompart[oi]\b|"
        # revenue from selling one kind of product: "i ricavi derivanti dalla vendita di CPU e GPU"
        r"\bricavi derivanti dalla vendita\b|\brevenue from (?:the )?sales? of\b|"
        r"\bingresos (?:procedentes|derivados) de la venta\b|\brevenus (?:tirés|issus) de la vente\b|"
        r"\bumsatz (?:aus|mit) dem verkauf\b|"
        r"spiele(?:sektor|sparte|bereich)|"
        r"사업부|(?:반도체|메모리|파운드리)\s?사업|메모리\s?반도체|메모리가|semiconductor (?:business|unit)|"
        # "반도체에서만 6조원": from the chip business alone
        r"(?:반도체|메모리|파운드리|d램|낸드)(?:에서만|에서|만으로)",
        "segment",
    ),
)
_SEGMENT_RE = [(blind(p), name) for p, name in _SEGMENTS]
# A business line as a business, its clause's subject: "its memory business posted revenue of",
# "Die Speichersparte ... erzielte einen Umsatz von", "L'activité mémoire ... a réalisé", "El
# negocio de memoria", "La divisione memorie", "存储业务…营收", "メモリ事業の売上高": searched in the
# amount's own clause only ("泽塔服务器业务大增，…税后纯益…": another clause's, the company's total).
_BUSINESS_LINE = blind(
    r"\b(?:memory|foundry|logic|storage|server|mobile|client|pc|cloud|enterprise|consumer|industrial)"
    r"\s+(?:business|unit|arm|group)\b|"
    r"\b(?:speicher|foundry|halbleiter|server)[-\s]?(?:sparte|geschäft|bereich)\w*|"
    r"\b(?:activité|branche|division)s? (?:de )?(?:la )?(?:mémoire|fonderie|serveurs?)\b|"
    r"\b(?:negocio|unidad|división) de (?:memorias?|fundición|servidores)\b|"
    r"\b(?:divisione|attività|business) (?:delle |della )?(?:memori[ae]|foundry|server)\b|"
    r"(?:存储|存儲|内存|記憶體|晶圆代工|晶圓代工|代工|服务器|伺服器)(?:业务|業務)|"
    r"(?:メモリ|ファウンドリ|サーバー)事業"
)
_CLAUSE_BREAK = re.compile(r"[,;，；、。]")


def _business_line(sentence: str, at: int) -> bool:
    """Whether the amount at ``at``'s own clause names a business line as a business."""
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(sentence, 0, at)]
    # "5,000": a comma between digits groups a number, it ends no clause
    breaks = [b for b in breaks if not (sentence[b - 2 : b - 1].isdigit() and sentence[b : b + 1].isdigit())]
    start = max(breaks, default=0)
    return _BUSINESS_LINE.search(folded(sentence[start:at])) is not None


# A business unit named by its abbreviation: "CMBU", "XMBU" (case-sensitive: capitals only).
_UNIT_ABBREVIATION = re.compile(r"(?<![A-Za-z])[A-Z]{1,4}BU(?![A-Za-z])")
# "DRAM ... 76% ($28 billion)", "全体の76%(280億ドル)": an amount in parentheses after a
# percentage is the part the percentage is of the total, never the total.
_PART_OF_TOTAL = re.compile(r"\d\s*(?:%|％|percent|prozent|퍼센트)\s*[(（]\s*\S{0,4}$", re.I)
_PRODUCT = blind(r"(?<![a-z])(hbm|dram|nand)(?![a-z])")
# "total revenue", "全社売上高": the company's whole, whatever segment the sentence names too.
_TOTAL = blind(r"\btotal\b|\boverall\b|全社|전체|全体|总营收|總營收|\bgesamt")
_SEGMENT_REACH = 60
_ASIDE = re.compile(r"[(（][^()（）]*[)）]")


_HEAD = 40  # the words that open a sentence: its subject ("The data center segment, which ...")


def _nearest_segment(before: str) -> str | None:
    """The segment named nearest the end of ``before`` ("ゲーム部門の…、自動車部門の売上高は":
    automotive), a named one over the bare 'segment' ("data center segment revenue")."""
    ends = [(name != "segment", m.end(), name) for p, name in _SEGMENT_RE for m in p.finditer(before)]
    return max(ends)[2] if ends else None


def segment(sentence: str, at: int) -> str | None:
    """The segment ('data_center', 'gaming', ..., 'segment') the words before the amount at ``at``
    name, or the sentence's subject names as a segment ("The data center segment ... grew to
    $7.6 billion"); None where none is named or the words at the amount speak of the total."""
    before = folded(sentence[max(0, at - _SEGMENT_REACH) : at])
    # "(39% of total) with gross margin of 66%": a bracketed aside says nothing of this amount
    total = list(_TOTAL.finditer(_ASIDE.sub(lambda m: " " * len(m.group()), before)))
    if _KIND_SALES_OPENS.match(folded(sentence[:at])) and not _TOTAL.search(folded(sentence[:at])):
        return "segment"
    if total and _KIND_SALES_RE.search(before, total[-1].end()):
        return "segment"  # "total net machine sales": still one kind of product's
    if total:
        return None
    if _UNIT_ABBREVIATION.search(sentence, max(0, at - _SEGMENT_REACH), at):
        return "segment"
    near = _nearest_segment(before)
    head = folded(sentence[: min(at, _HEAD)])
    if (near is None or near == "segment") and _SEGMENT_RE[-1][0].search(head):
        return next(name for p, name in _SEGMENT_RE if p.search(head))
    if near or _business_line(sentence, at) or segment_subject(sentence, at) or this_segment(sentence, at):
        return near or "segment"
    return None


# A segment as the subject of the result verb, however far before the amount: "Zorblax's cloud
# segment still posted strong results, growing 14% ... to $3.2 billion", "La división de nube
# registró", "Die Cloud-Sparte erzielte", "La divisione cloud ha registrato". A bare segment noun
# may take a few words of its name before the verb ("La division cloud a réalisé"); "<word>
# business" only a word that names a line ("data center business grew"; not "its business").
_RESULT_VERB = (
    r"(?:posted|grew|rose|generated|reported|recorded|brought in|delivered|increased|jumped|climbed|"
    r"surged|soared|fell|declined|dropped|slipped|reached|contributed|earned|booked|logged|achieved|"
    r"erzielte|erreichte|wuchs|stieg|steigerte|verbuchte|erwirtschaftete|sank|"
    r"a (?:réalisé|enregistré|généré|progressé|augmenté|atteint|reculé)|"
    r"registró|generó|creció|alcanzó|aumentó|obtuvo|facturó|cayó|"
    r"ha (?:registrato|generato|raggiunto|realizzato|fatturato)|è (?:cresciut|salit|scess)\w*|"
    r"was|were|had|came in|totaled|totalled|amounted)\b"
)
_SEGMENT_SUBJECT = blind(
    r"(?:\b(?:segments?|divisions?|business units?|sparte|geschäftsbereich|segmento|división|divisione)"
    r"(?:\s+[\w'’-]+){0,5}?|"
    r"\b(?!(?:the|its|their|this|our|his|her|a|an|whole|entire|core|overall)\b)[a-z][\w-]*\s+business"
    r"(?:['’]s)?(?:\s+(?:still|also|again|alone|itself|[a-z]+ly))?)"
    rf"\s+{_RESULT_VERB}"
)
# What ends the subject's reach before the amount: a contrast, another clause, the whole.
_SUBJECT_END = blind(
    r"[;。；]|\.(?!\d)|\bwhile\b|\bwhereas\b|\bbut\b|\bwährend\b|\baber\b|\balors que\b|\btandis que\b|"
    r"\bmais\b|\bmientras\b|\bpero\b|\bmentre\b|\bma\b|\bthe company\b|\bthe group\b|"
    r"\btotal\b|\boverall\b|\bgesamt|\bconzern"
)


def segment_subject(sentence: str, at: int) -> bool:
    """Whether a segment is the subject of the result verb before the amount at ``at``."""
    head = folded(sentence[:at])
    subjects = list(_SEGMENT_SUBJECT.finditer(head))
    return bool(subjects) and not _SUBJECT_END.search(head, subjects[-1].end())


# "in this segment", "in diesem Bereich", "dans ce segment", "en este segmento", "in questo
# segmento", "该业务", "この事業", "이 부문": the amount is in the segment just spoken of (not "im
# Bereich von": a range). Looked for in the amount's own clause, before or after it.
_THIS_SEGMENT = blind(
    r"\bin (?:this|that) (?:segment|business|division|unit)\b|\bin (?:diesem|dieser) "
    r"(?:bereich|segment|sparte|geschäft)\b|\bdans (?:ce|cette) (?:segment|activité|division)\b|"
    r"\ben (?:este|ese) (?:segmento|negocio)\b|\bin questo (?:segmento|settore|business)\b|"
    r"该业务|該業務|该部门|該部門|この事業|同事業|同部門|이 부문|해당 부문|이 사업부|해당 사업부"
)


# Money a segment generates, no result named: "Il segmento data center ..., generando da solo 51
# miliardi", "The data center segment ..., generating $51.2 billion", "erwirtschaftete".
_GENERATES = blind(
    r"\bgenerat(?:ing|ed|es)\b|\bbrought in\b|\bbringing in\b|\bgenerando\b|\bha generato\b|"
    r"\ba généré\b|\bgénérant\b|\bgeneró\b|\berwirtschaftet\w*|\bgenerierte\b"
)
_GENERATES_REACH = 40


def generated_by_segment(sentence: str, at: int) -> str | None:
    """The segment ('data_center', ..., 'segment') whose money the amount at ``at`` is, where a
    generating verb stands right before it and the sentence's subject is a segment; else None."""
    if not _GENERATES.search(folded(sentence[max(0, at - _GENERATES_REACH) : at])):
        return None
    head = folded(sentence[: min(at, _HEAD)])
    if not _SEGMENT_RE[-1][0].search(head):
        return None  # no segment opens the sentence: whose money it is, the verb does not say
    return segment(sentence, at)


def percent_segment(sentence: str, at: int) -> str | None:
    """'segment' where a segment or business line is the subject of the percentage at ``at``
    ("the cloud business grew 50%", a business unit's "gross margin of 66%"); None else. Narrower
    than ``segment``: a product named near a margin is often its cause ("データセンター向けの構成比
    上昇で売上総利益率32%"), not its owner."""
    found = segment_subject(sentence, at) or _business_line(sentence, at) or this_segment(sentence, at)
    return "segment" if found else None


def this_segment(sentence: str, at: int) -> bool:
    """Whether the clause of the amount at ``at`` says it is in the segment just spoken of."""
    starts = [m.end() for m in _CLAUSE_BREAK.finditer(sentence, 0, at)]
    starts = [b for b in starts if not (sentence[b - 2 : b - 1].isdigit() and sentence[b : b + 1].isdigit())]
    end = next(
        (
            m.start()
            for m in _CLAUSE_BREAK.finditer(sentence, at)
            if not sentence[m.start() + 1 : m.start() + 2].isdigit()
        ),
        len(sentence),
    )
    return _THIS_SEGMENT.search(folded(sentence[max(starts, default=0) : end])) is not None


# "매출과 영업이익은 각각 13조원, 10조원": the results named before "respectively" take the
# amounts after it in their order.
_RESPECTIVELY = re.compile(r"각각|それぞれ|分别|分別")
_LIST_BREAK = re.compile(r"[,，、]")


def respective_result(sentence: str, at: int) -> str | None:
    """The result a "respectively" list gives the amount at ``at`` by its place, or None."""
    marks = list(_RESPECTIVELY.finditer(sentence, max(0, at - 60), at))
    if not marks:
        return None
    mark = marks[-1]
    results = results_in_order(sentence[max(0, mark.start() - 40) : mark.start()])
    place = len(_LIST_BREAK.findall(sentence, mark.end(), at))
    return results[place] if len(results) > 1 and place < len(results) else None


def part_of_total(sentence: str, at: int) -> str | None:
    """The product ('dram', 'hbm', 'nand') or 'segment' whose part of the total the amount at
    ``at`` is, written in parentheses after its percentage; None for any other amount."""
    if not _PART_OF_TOTAL.search(sentence, max(0, at - 16), at):
        return None
    names = _PRODUCT.findall(folded(sentence[max(0, at - 40) : at]))
    return names[-1] if names else "segment"
