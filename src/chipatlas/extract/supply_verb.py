"""The supply verb of a sentence: where it stands and how to read around it.

A sentence states a supply when it has one of the verbs below, in any language of the
gold set: "supplies", "is made by", "buys X from Y", "no longer supplies", "X loses share
to Y", "liefert", "供应", "공급받", ... ``supply_verb`` finds it and says where the
supplier stands relative to it (``extract/relations.py`` reads the rest of the sentence).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chipatlas.extract.literals import may_match, needed

_SUPPLY = re.compile(
    # "will (reportedly / also) supply", "could supply" (a hedge: extract/relation.py)
    r"\b(?:(?:will|would|could|may|might)\s+(?:(?:also|reportedly|likely|soon|now|initially|exclusively|"
    r"then|still|again)\s+){0,2}(?:supply|provide|ship|make|build|assemble|package|(?:mass[- ])?produce|"
    r"manufacture|fabricate|deliver)|"
    # "will start mass-producing HBM4 for X"
    r"(?:began|begun|begins|begin|start(?:s|ed|ing)?)\s+mass[- ]producing|"
    # the progressive: "is making / producing / manufacturing the X1" (not "manufacturing capacity")
    r"(?:is|are|was|were|been)\s+(?:\w+ly\s+)?(?:making|producing|manufacturing|fabricating|assembling|"
    r"packaging|supplying)\s+(?:the|its|their|all|most|some|\S+['’]s)\s|"
    # "it ships inside the GB200": contained in, not supplied; "supplied by X": the passive;
    # (an adverb may stand before the "by": "provided mostly by X" is the passive too)
    r"(?:supplies|supplied(?!\s+(?:\w+ly\s+)?by\b)|supplying|provides|provided(?!\s+(?:\w+ly\s+)?by\b)|providing|"
    # "ships with 288 GB": a chip's specification, not a supply
    r"ships(?!\s+(?:inside|within|with)\b)|shipped(?!\s+(?:\w+ly\s+)?(?:by|with)\b)|shipping(?!\s+with\b)|"
    r"makes(?!\s+sense)|builds|assembles|manufactures|produces)|to\s+supply|"
    # a deal to make: "signed a $16.5 billion deal to manufacture X's chips"
    r"(?:deal|contract|agreement)s?\s+to\s+(?:manufacture|produce|make|fabricate|build|assemble|package)\b|"
    r"(?:has\s+been|was|been|is|got|gets)\s+qualified|qualifi(?:es|ed)\s+as|"
    # starting the supply: "began shipments of HBM3E to", "started mass production of the X1"
    r"(?:began|begun|begins|begin|start(?:s|ed|ing)?|commenc(?:es|ed|ing)|resum(?:es|ed|ing))\s+"
    r"(?:(?:the|its|mass|volume|initial|first|full-scale|commercial|regular)\s+)*"
    r"(?:shipments?|deliveries|supply|supplies|production)\b|"
    # the sampling stage of a supply: "is sampling HBM4 for X", "has sent HBM4 samples for X"
    r"(?:is|are|was|were|been|began|begun|begins|start(?:s|ed)?)\s+sampling\s|"
    r"(?:sent|sends|sending)\s+(?:[\w-]+\s+){0,2}?samples?\s+(?:of|for|to)\s|"
    r"is\s+qualifying|(?:won|wins|secured|secures|landed|lands|bagged|got|gets|received|receives)\s+"
    # "won the first HBM4 order", never across a verb ("Foxconn receives is 7x the order volume")
    # ... also the buyer's order: "won Nvidia's HBM4 order", a share of it: "secured about 70% of
    # Nvidia's (NVDA) HBM orders"
    r"(?:(?:about|around|roughly|nearly|almost|some|over|more\s+than)\s+)?"
    r"(?:(?:\d{1,3}(?:\.\d+)?\s?%|two-thirds|two\s+thirds|a\s+third|one-third|half|the\s+bulk|most|"
    r"(?:the\s+|a\s+)?majority)\s+of\s+)?"
    r"(?:(?!(?:is|are|was|were|be|been|has|have|had|will)\b)(?:an?|the|its|their|[\w-]+(?:['’]s|['’])?)\s+"
    r"(?:\([\w.:]+\)\s+)?){0,3}?"
    r"(?:order|orders|contract|contracts|share|qualification)|"
    r"to\s+(?:provide|ship|deliver)|deliver(?:s|ed|ing)?\s+(?:(?!up\s)\S+\s+){0,5}?to\s|"
    r"(?:enter|enters|entered|entering|join|joins|joined|joining)\s+(?:\S+\s+){0,6}?supply\s+chain|"
    # the supplier certifying its part to a buyer: "certified its HBM3E chips to Y's requirements"
    r"certified\s+(?:its|their)\s+(?:[\w-]+\s+){1,3}?(?:to|for)\s|"
    # the noun: "X's entry into Y's supply chain"
    r"entry\s+into\s+(?:\S+\s+){0,6}?supply\s+chain|"
    # a listed subject's plural verb: "SK hynix and Micron supply HBM3E to ..."
    r"(?<=\band\s)(?:[\w-]+\s+){1,3}?(?:supply|provide|ship)\s|"
    r"(?:obtain|obtains|obtained|pass|passes|passed|clear|clears|cleared|gets?|got|receives?|received|"
    r"seeking|seeks)\s+"
    r"(?:\S+\s+){0,3}?(?:certification|qualification|approval)|"
    # the noun: "X is (currently) the main supplier of HBM3E for Y", "remains a key vendor of"
    r"(?:is|are|was|were|be|been|becomes?|became|remains?|as)\s+(?:currently\s+|now\s+|also\s+|still\s+)?"
    r"(?:one\s+of\s+)?(?:the|a|an|its|their)\s+(?:[\w-]+\s+){0,2}?(?:supplier|provider|vendor|source)s?\s+of|"
    # "X is the main HBM supplier for Y", "as the supplier for Y" (after "replaced A with B": the end
    # verb decides, ``supply_verb``)
    r"(?:is|are|was|were|been|becomes?|became|remains?|as)\s+(?:currently\s+|now\s+|also\s+|still\s+)?"
    r"(?:one\s+of\s+)?(?:the|a|an|its|their)\s+(?:[\w-]+\s+){0,2}?(?:supplier|provider|vendor)s?\s+(?:for|to))\b",
    re.IGNORECASE,
)
# "buys X from Y", "received HBM4 samples from Y", "secured HBM4 supply from Y", "Kauf von X von
# Y", "shifted manufacturing to Y", "made using the Y process": the supplier is the company after
# the last word matched.
_BUY = re.compile(
    r"\b(?:buys?|bought|buying|purchas(?:es|ed|ing)|sourc(?:es|ed|ing)|acquired|procur(?:es|ed|ing)|ordered|"
    r"gets?|got|getting|obtain(?:s|ed|ing)?|receiv(?:es|ed|ing)|secur(?:es|ed|ing)|"
    r"kauf|kauft|gekauft|bezieht|bezogen|achète|acheté|compra)\b[^.;]{0,80}?\b(from|von|auprès\s+de|de)\s"
    r"|\b(?:shift\w*|mov(?:e|es|ed|ing)|outsourc\w*|entrust\w*)\s+(?:\S+\s+){0,4}?(to)\s"
    # the buyer allotting its orders: "Nvidia allocated about two-thirds of its HBM4 volume to X"
    r"|\ballocat(?:es|ed|ing)\s+(?:\S+\s+){0,10}?(to)\s|分配(给|給)|(?:交|外包|委托|委託)(给|給)"
    r"|\b(?:manufactured|made|produced|fabricated|etched)\s+(using|on|with|at)\s"
    # the buyer as subject: "Nvidia taps / picks / selects / turns to X for HBM4"
    r"|\b((?:taps|tapped|tapping)(?!\s+(?:into|out)\b)|picks|picked(?!\s+by)|selects|selected(?!\s+by)|chose|chooses|"
    r"reli(?:es|ed)\s+on|rel(?:y|ying)\s+on|depend(?:s|ed|ing)?\s+on|turn(?:s|ed|ing)?\s+to|enlist(?:s|ed)?)\s"
    # the buyer switching makers: "Apple switched from Samsung's foundry to TSMC" (TSMC supplies)
    r"|\bswitch(?:es|ed|ing)?\s+from\s+[^.;]{1,60}?\s+(to)\s"
    # the same in Chinese: "选择了X作为Y的生产合作伙伴" (chose X as Y's production partner)
    r"|((?:选择|選擇|选定|選定|选中|選中)了?)(?=[^。，,；;]{1,20}?(?:作为|作為))",
    re.IGNORECASE,
)
# What a company receives or gets from another that is no part: orders, a contract, an approval;
# a licence, a restriction or a grant from a government ("received new export licence
# restrictions from the US government").
_ORDERED = re.compile(
    r"\b(?:orders?|contracts?|approvals?|deals?|business|certification|qualification|"
    r"licen[cs]es?|restrictions?|requirements?|permits?|permission|waivers?|grants?|subsid(?:y|ies)|"
    r"funding|sanctions?|notices?|lizenz\w*|genehmigung\w*|auflagen|licences?|licencias?|licenze?)\b"
)

# Making a chip (not supplying a part of a system): with a chip named, the part is the chip.
MAKES = re.compile(
    r"\b(?:make|makes|made|manufactur\w*|fabricat\w*|produc\w*|fabriqu\w*|fertig\w*|hergestellt|fabrica\w*|"
    r"prodott\w*)\b|代工|生产|制造|생산|製造|生産",
    re.IGNORECASE,
)
# The same in the other languages of the gold set, as general verb lists (not one
# document's words): German, French, Spanish, Italian; then Chinese, Japanese and
# Korean, which have no word boundaries (plain substrings).
_SUPPLY_OTHER = re.compile(
    r"\b(?:liefer(?:t|n|te|ten)|beliefer(?:t|n|te)|zulieferer|lieferant(?:en)?|fertig(?:t|en|te)|"
    # the noun with its buyer: "(erste) HBM4-Lieferungen (sowohl) an X (aufnehmen)"
    r"(?:aus)?lieferung(?:en)?\s+(?:\S+\s+){0,2}?an|"
    r"produzier(?:t|en|te)|qualifiziert|fournit|fournissent|fournira|fourniront|fabrique|fabriquent|"
    r"fabriquera|fournisseur|suministra|suministrará|suministran|proveedor|fabricará|"
    r"fornisce|fornirà|forniscono|fornitore|"
    # taken into a buyer's supply chain: "in die Lieferkette von Y aufgenommen"
    r"in\s+(?:die|seine|ihre|deren)\s+(?:[\w-]+\s+|\w+-)?lieferkette\s+(?:\S+\s+){0,4}?(?:aufgenommen|eingestiegen)|"
    # present and future forms of making and delivering: "fabrica", "livre", "provee", "produce"
    r"fabrica|fabrican|provee|proveerá|entrega|entregará|ensambla|ensamblará|livre|livrent|livrera|"
    # (not the Italian "produce", an English word too: "Huawei plans to produce 100,000 chips")
    r"livreront|livrer|fabbrica|fabbricherà|producono|produrrà|"
    # the conditional of reported, unconfirmed news ("fournirait", "suministraría")
    r"fournirait|fourniraient|fabriquerait|fabriqueraient|suministraría|suministrarían|fabricaría|"
    r"fornirebbe|fornirebbero|produrrebbe|"
    # infinitives after a modal or a plan ("prevé fabricar", "va fournir", "dovrà fornire")
    r"fabricar|producir|suministrar|fabriquer|produire|fournir|fabbricare|produrre|fornire)\b",
    re.IGNORECASE,
)
# "供应商" (a supplier) and "供应链" (a supply chain) are nouns, not the verb.
# Traditional Chinese too ("供應", "供貨"); Japanese "出荷" (ships) and "提供", Chinese "提供" (provides).
# Supply as a noun is no verb: 供应商/链 (supplier, chain), 供应售罄/紧张/短缺 (sold out, tight).
_SUPPLY_CJK = re.compile(
    # ... nor an outlook (供应前景, 供給見通し, 공급 전망: how a supply may go, not a supply)
    # ... nor an ability (供货能力, 공급 능력, 供給能力: whether it could supply, not a supply)
    r"供[应應](?![商链鏈]|售罄|紧张|緊張|短缺|不足|垄断|壟斷|前景|展望|能力)|供[货貨](?!能力)|供給(?!の?見通し|展望|能力)|"
    r"供给|代工|納入|出荷|提供|납품|"
    # Chinese "ships" (出货, never the volume noun 出货量) and "delivers" (交付, never 交付量/期, nor
    # "已交付的X", the delivered part described)
    r"出[货貨](?![量额額])|交付(?![量期额額的])|"
    # Korean nouns are not the verb: 공급 관계/망/사/업체/처/구도/부족/과잉/난 (supply relationship,
    # chain, supplier, structure, shortage, glut)
    r"공급(?!\s?(?:관계|망|사|업체|처|구도|부족|과잉|난|전망|능력))|양산|생산한다|量产|量産|量產|"
    # winning the order (the customer marked "from": 로부터, から)
    r"수주|受注|"
    # buying from a company (the customer is the subject, the supplier marked "from": 向/从, 로부터, から)
    # (never the nouns: 采购方/商/量/额 a buyer, a volume; 구매량/처/자; 調達額/量/先)
    r"(?:采购|採購|购买|購買|订购|訂購)(?![方商量额額者])|구매(?!\s?(?:량|처|자|력))|調達(?![額量先力])|"
    # passing the buyer's qualification: "퀄 테스트를 통과", "認証を取得", "通过...认证"
    r"(?:퀄|품질|인증)\S{0,8}\s?(?:테스트|검증|인증)?\S{0,3}\s?통과|認証を(?:取得|通過)|認定を取得|"
    r"品質テスト\S{0,3}合格|通[过過]\S{0,8}(?:认证|認證|验证|驗證|测试|測試)"
    # entering a buyer's supply chain: "공급망에 진입", "进入Y的供应链", "サプライチェーンに参入"
    r"|공급망\S{0,2}\s?(?:진입|합류|편입|들어)|"
    # joining a buyer's suppliers: "세 번째 공급사로 합류", "공급업체로 선정됐다"
    r"공급(?:사|업체)로\s?(?:합류|선정)|(?:进入|進入|打入|切入|跻身|躋身|加入)\S{0,12}?供[应應][链鏈]|"
    r"(?:サプライチェーン|供給網)に(?:参入|加わ|入)"
    # the buyer entrusting a part to the company marked by a dative ("X에 패키징을 맡겨왔다",
    # "Xに委託している"); never the future or a question ("맡길 것", "委託するか")
    r"|맡겨\s?왔|맡겼|맡기고\s?있|맡긴다|위탁(?:했|해\s?왔|하고\s?있|한다)|(?:委託|外注)(?:して|した)|に任せ(?:て|た)"
)
# The customer as subject: "엔비디아는 X로부터 공급받았다", "XからHBMの供給を受け": the
# supplier is the company marked "from" (``_FROM``), not the subject.
_ENTRUSTED = re.compile(r"맡|위탁|委託|外注|任せ|に任せ")
_RECEIVED = re.compile(r"(?:공급|납품)\s?받|供給を受け|采购|採購|购买|購買|订购|訂購|구매|調達")
# A Korean or Japanese passive ("공급될", "供給される"): its subject is the part, the
# supplier is the company in focus, never a name in a clause before it ("엔비디아가 출하할").
_PASSIVE_CJK = re.compile(r"(?:공급|납품)\s?(?:되|될|된|됐)|供給され")
# A passive in German, French, Spanish, Italian: the supplier follows.
_PASSIVE_OTHER = re.compile(
    # German puts the verb last: "von X gefertigt", "hat HBM von X bezogen" (not "bezogen auf", relative to)
    r"\b(?:(?:gefertigt|hergestellt|produziert|geliefert)\s+von|"
    # (not the "von" of an owner when the participle has its own: "Chips von X nutzen HBM, geliefert von Y")
    r"von(?=[^.]{0,80}\b(?:gefertigt|hergestellt|produziert|geliefert|bezogen(?!\s+auf)|bezieht)\b(?!,?\s+von\b))|"
    # (an adverb may stand before the doer: "fournie principalement par", "fornita principalmente da")
    r"(?:fabriqué|fabriquée|fabriqués|produit|produite|fourni|fournie|assemblé|assemblée|livré|livrée)s?"
    r"\s+(?:\w+ment\s+)?par|"
    r"(?:ensamblad[oa]s?|entregad[oa]s?)\s+(?:\w+mente\s+)?por|(?:assemblat[oaie]|fabbricat[oaie])\s+(?:\w+mente\s+)?da|"
    r"(?:fabricad[oa]s?|producid[oa]s?|suministrad[oa]s?)\s+(?:\w+mente\s+)?por|"
    r"(?:prodott[oaie]|fornit[oaie])\s+(?:\w+mente\s+)?da)\b|"
    # Chinese: "Hopper GPU转由台积电生产", "由X代工": the maker after 由, the product before it
    # (never 由于/由於 "because", 理由 "reason", 自由 "free", 经由 "via")
    r"(?<![理自经經缘緣事])由(?![于於此衷])(?=[^。，,；;！？]{1,24}?(?:生产|生產|制造|製造|代工|量产|量產|封装|封裝|组装|組裝))",
    re.IGNORECASE,
)
# "is made by X", "HBM4 supplied by X", "is assembled in Mexico by X": the supplier follows
# the "by" (the group, where the verb is placed: "supplied to Y by X" names the buyer first).
_PASSIVE = re.compile(
    r"\b(?:(?:will\s+be|is|are|was|were|being|been)\s+(?:(?:made|manufactured|assembled|packaged|produced|"
    r"built|fabricated)(?:\s+(?!by\b)[\w,-]+){0,4}?|(?:supplied|provided|shipped)(?:\s+\w+ly)?)|"
    r"(?:supplied|provided|made|manufactured|assembled|packaged|produced|fabricated)(?:\s+\w+ly)?)\s+(by)\b",
    re.IGNORECASE,
)
_ENDS = re.compile(
    r"\b(?:no\s+longer\s+(?:supplies|supply|provides|makes|ships)|(?:stopped|stops|ceased|ceases)\s+"
    r"(?:supplying|shipping|making)|(?:dropped|drops|replaced|replaces)\b)",
    re.IGNORECASE,
)
# "X loses share to Y": not an end, a share change: Y gains share from X (docs/review.md).
_SHARE_LOSS = re.compile(
    r"\b(?:loses|lose|lost|losing|cedes|ceded|ceding)\s+(?:(?:its|some|more|further|market)\s+)*(?:share|ground)\s+to\s",
)
_ENDS_OTHER = re.compile(
    r"\b(?:(?:liefert|liefern|fertigt)\s+(?:\S+\s+){0,3}?(?:nicht|kein\w*)\s+(?:\S+\s+){0,3}?mehr|ne\s+fournit\s+plus|ya\s+no\s+suministra|"
    r"non\s+fornisce\s+più)\b|不再供应|不再供货|공급\s*중단|供給を停止",
    re.IGNORECASE,
)

# A supply contract between two companies ("X signs an HBM supply contract with Y", "Liefervertrag
# mit", "X와 HBM4 공급 계약", "供货合同", "供給契約"): the sentence does not say which one
# supplies; ingest decides by who makes the part (ingest/part_makers.py).
_CONTRACT = re.compile(
    r"\bsuppl(?:y|ies)\s+(?:contracts?|deals?|agreements?|pacts?)\b|\blieferv(?:ertrag|erträge)\s+mit\b|"
    r"\bcontrats?\s+de\s+fourniture\s+avec\b|\bcontratos?\s+de\s+suministro\s+con\b|"
    r"\bcontratt[oi]\s+di\s+fornitura\s+con\b"
)
_CONTRACT_CJK = re.compile(
    r"(?:공급|납품)\s?(?:계약|협약)|供[应應给給货貨]\S?(?:合同|合约|合約|协议|協議)|供給契約"
)
# One cheap pass over the lower-cased sentence: the words every contract form above contains.
_CONTRACT_WORDS = re.compile(r"contra|deal|agreement|pact|vertr")

# Every supply verb above contains one of these stems: one cheap pass over the lower-cased
# sentence spares the full patterns most sentences (IGNORECASE patterns are slow).
_STEMS = re.compile(
    r"suppl|provid|ship|make|made|build|built|assembl|packag|manufactur|produ|qualif|won |wins |secur|"
    r"stop|ceas|drop|replac|lose|lost|liefer|fertig|hergestellt|fourni|fabri|suministr|proveedor|forni|"
    r"certif|approval|buy|bought|purchas|sourc|order|acquired|kauf|achet|achèt|compra|deliver|supply chain|"
    r"shift|mov|outsourc|entrust|allocat|etched|join|enter|vendor|prodott|fabbric|landed|lands|bagged|"
    r"tap|pick|sampl|select|chose|reli|rely|depend|switch|turn|enlist|get|got|obtain|procur|bezieh|bezog|making|receiv|"
    r"provee|entreg|ensambl|livr|수주|受注|통과|認証|認定|合格|通过|通過|サプライチェーン|供給網|"
    r"맡|위탁|委託|委托|外注|外包|任せ|交给|交給|lässt|ließ|"
    r"由|选|選|供|代工|納入|出荷|出货|出貨|分配|交付|提供|납품|공급|양산|생산|量产|量産|量產|采购|採購|购买|購買|订购|訂購|구매|調達"
)


@dataclass(frozen=True)
class Verb:
    """Where a sentence's supply verb is, and how to read around it."""

    at: int  # where the verb (or the "from" of "buys X from Y") starts, in the sentence
    after: bool  # the supplier follows it: a passive, "drops X", "buys X from Y"
    ends: bool  # "no longer supplies", "drops", "replaces"
    cjk: bool  # a Chinese, Japanese or Korean verb: the supplier is the subject before it
    needs_company: bool = False  # "moved to", "made on": only a relation when a company follows
    share_from: bool = False  # "X loses share to Y": Y, after the verb, gains share from X
    received: bool = False  # "엔비디아는 X로부터 공급받았다": the customer is the subject
    passive_cjk: bool = False  # "공급될", "供給される": the supplier is not named before
    contract: bool = False  # "a supply contract with": which of the two supplies is not said
    entrusted: bool = False  # "루멘은 X에 패키징을 맡겼다": the supplier is the dative, the topic buys


# The verb patterns without IGNORECASE, for the lower-cased sentence: several times faster
# (their letters are all lower case; checked by tests/test_review_kinds.py).
_CASED = (_SUPPLY, _SUPPLY_OTHER, _SUPPLY_CJK, _PASSIVE, _PASSIVE_OTHER, _ENDS, _ENDS_OTHER, _BUY)
_LOWER = tuple(re.compile(p.pattern) for p in _CASED)
# The words each lower-case pattern cannot match without (extract/literals.py): a sentence
# holding none of them skips that search (most sentences, for most of the eight patterns).
_NEEDS = tuple(needed(p) for p in _LOWER)
_SHARE_LOSS_NEEDS = needed(_SHARE_LOSS)
_NO_NEEDS: tuple[None, ...] = (None,) * len(_CASED)


_NOUN_FOR = re.compile(r"(?:supplier|provider|vendor)s?\s+(?:for|to)$")
_PLURAL = re.compile(r"\s(?:supply|provide|ship)\s$")


def _plural_at(matched: str) -> int:
    """Where the verb starts in "Micron supply ": after the listed subject's last name."""
    plural = _PLURAL.search(matched)
    return plural.start() + 1 if plural else 0


def supply_verb(text: str) -> Verb | None:
    """The supply verb of a sentence, or None."""
    low = text.lower()
    if _STEMS.search(low) is None:
        return None
    # Lower-casing keeps offsets unless a character changes length ("İ"): then the slow way.
    lowered = len(low) == len(text)
    src = low if lowered else text
    patterns, needs = (_LOWER, _NEEDS) if lowered else (_CASED, _NO_NEEDS)
    sup, sup_cjk, end = patterns[0], patterns[2], patterns[5]  # which one matched tells the kind

    def find(i: int) -> re.Match[str] | None:
        return patterns[i].search(src) if may_match(needs[i], src) else None

    if lowered and may_match(_SHARE_LOSS_NEEDS, low) and (lost := _SHARE_LOSS.search(low)) is not None:
        return Verb(lost.end(), True, False, False, True, True)
    # "Y lässt die Stapel bei X fertigen": X makes them for Y
    if ("lässt" in low or "ließ" in low or "lassen" in low) and (let := _LETS_MAKE.search(text)) is not None:
        return Verb(let.start(1), True, False, False, True)
    supply = find(0) or find(1) or find(2)
    ends = find(5) or find(6)
    if supply is not None and ends is not None and _NOUN_FOR.search(supply.group(0)):
        supply = None  # "replaced A with B as the HBM supplier for Y": the end verb, then its successor
    passive = None if supply else (find(3) or find(4))
    if supply is None and passive is None and (bought := find(7)) is not None:
        group = next(g for g in range(1, bought.re.groups + 1) if bought.group(g))
        if group == 1 and _ORDERED.search(bought.group(0)):
            return None  # "got orders from Nvidia": the subject supplies, not the "from" company
        return Verb(bought.start(group), True, ends is not None, False, group > 1)
    verb = supply or passive or ends
    if verb is None:
        return _contract(low) if lowered else None
    dropped = ends is not None and verb.re is end and verb.group(0)[:4] in ("drop", "repl")
    at = verb.start() + _plural_at(verb.group(0)) if verb.re is sup else verb.start()
    if passive is not None and verb is passive and passive.lastindex:
        at = passive.start(1)  # the "by": the supplier after it, a buyer before it
    cjk = verb.re is sup_cjk
    received = cjk and _RECEIVED.match(src, verb.start()) is not None
    passive_cjk = cjk and _PASSIVE_CJK.match(src, verb.start()) is not None
    contract = cjk and _CONTRACT_CJK.match(src, verb.start()) is not None
    entrusted = cjk and _ENTRUSTED.match(src, verb.start()) is not None
    return Verb(
        at,
        passive is not None or dropped,
        ends is not None,
        cjk,
        received=received or entrusted,
        passive_cjk=passive_cjk,
        contract=contract,
        entrusted=entrusted,
    )


# A German buyer having a part made by X: "Y lässt die HBM-Stapel bei X fertigen" (X makes it).
_LETS_MAKE = re.compile(
    r"\b(?:lässt|ließ|ließen|lassen)\s+(?:\S+\s+){0,6}?(bei)\s+[^.;]{1,60}?\b"
    r"(?:fertigen|produzieren|herstellen|verpacken|montieren|bauen)\b"
)


def _contract(low: str) -> Verb | None:
    """A supply contract between two companies in a lower-cased sentence with no supply verb."""
    if _CONTRACT_WORDS.search(low) is None:
        return None
    m = _CONTRACT.search(low)
    return None if m is None else Verb(m.start(), False, False, False, contract=True)
