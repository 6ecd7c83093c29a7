"""Where a headline's main clause starts and ends, and what frames or cancels its event.

``extract/head_event.py`` cuts a headline (or lead sentence) to its main clause with these
patterns: the backdrop that opens it ("Amid the shortage,", a dateline "TAIPEI (X) —", a German
"Nach dem Schock der Engpässe"), the aside that ends it ("amid", "despite", " - "), the frames
whose object decides ("talks to acquire", "acuerdo para comprar"), the negations and denials
that cancel an event, the hedges it reports, and the quotative particle that makes "announced"
a frame (と発表). Split from ``head_words.py`` (the event patterns themselves). Matched on
lower-cased text; documented in docs/signals.md (Type).
"""

from __future__ import annotations

# Words before an event that cancel it ("denies delay", "no shortage", "won't cut prices").
NEGATION = (
    r"\b(?:no|not|never|without|nor|denie[sd]|deny|ruled? out|rules out"
    r"|(?:is|was|are|were|did|does|do|wo|has|have|had|ca|could|would)n['’]t"
    r"|kein\w*|nicht|pas de|aucune?|sin|ning[uú]n\w*|nessun\w*|senza"
    # denying it: German, French, Spanish, Italian
    r"|dementier\w*|d[eé]men[st]\w*|nie(?:ga|gan)|desmient\w*|smentisc\w*|nega(?:no)?)"
    r"(?:\W+\w+){0,2}\W*(?:tout |toute |tous |any )?$"
    # "no immediate plans to step down", "no current intention of delaying"
    r"|\bno\s+(?:\w+\s+)?(?:plans?|intentions?)\s+(?:to|of)\s+$"
)
# A denial right before a phrase, inside its clause (the sentiment reads every phrase with it).
DENIAL = (
    r"\b(?:denie[sd]|deny|ruled? out|rules out|dementier\w*|d[eé]men[st]\w*|nie(?:ga|gan)|desmient\w*"
    r"|smentisc\w*)(?:\s+\w+){0,2}\s+(?:tout |toute |tous |any )?$"
)
# Chinese puts the negation or denial before the event ("否认延迟"); Japanese and Korean after
# it ("遅延を否定", "지연설 부인", "지연은 없다").
CJK_NEGATION_BEFORE = r"(?:否认|否認|并未|並未|没有|沒有|未能|不会|不會)[^。，,！？]{0,8}$"
CJK_NEGATION_AFTER = (
    r"^(?:설|説|说|說)?\s?(?:を|은|는|을|를|は|が)?\s?"
    r"(?:否定|否认|否認|부인|부정|없|아니|はない|ではない|なし|できな|できず|못 ?하)"
)
# Words that make the clause a report of a report: the type stands, the reason says so.
HEDGE = (
    r"\b(?:reportedly|allegedly|rumou?red|is said to|are said to|may|might|could|tipped to|expected to|"
    r"soll|sollen|aurait|auraient|habr[ií]a|avrebbe)\b"
)
# Where a headline's main clause ends and its backdrop or aside begins.
CLAUSE_END = (
    # "goes after a rival" is a verb, not a backdrop
    r"(?<!goes)(?<!went)(?<!\bgo)(?<!going)(?<!looks)(?<!\blook)"
    # "also known as", "such as", "as well as" name or list, they open no backdrop
    r"(?<!known)(?<!such)(?<!\bwell)"
    # "as" with a role is no backdrop: "secures X as customer", "chosen as second supplier"
    r"\s(?:amid|amidst|despite|as(?!\swell\b)(?!\s(?:an?\s|the\s|its\s|their\s)?(?:[\w-]+\s){0,2}"
    r"(?:customers?|clients?|buyers?|suppliers?|vendors?|sources?|partners?|foundry|ceo|cfo|cto|chief|chair\w*)\b)"
    r"|after|while|following|because|since|though|although|even as|"
    r"ahead of|in the wake of|trotz|inmitten|w[aä]hrend|malgr[eé]|alors que|a pesar de|mientras|"
    r"nonostante|mentre|"
    # the time it comes at ("at a time of shortage", "in un momento di carenza", "en un momento de")
    r"at a time of|in a time of|in un momento di|en un momento de|[aà] un moment de|in einer zeit|"
    # the cause ("thanks to improved yields", "grâce à", "gracias a", "grazie a", "dank")
    r"thanks to|owing to|gr[aâ]ce [aà]|gracias a|grazie a(?:l|ll[aeo'’]|i|gli)?|dank|"
    r"pendant que)\s|[;|]|\s[-–—]\s|"
    # a bet on the market after the comma ("..., betting that demand will outstrip supply"): backdrop
    r",\s(?:betting|wagering|hoping|banking|en pariant|apostando|scommettendo)\s(?:that|on|que|su|che|sur)\b"
)
# A concession ("X may be shipping A, but ...", "X liefert zwar A, aber ...", "X livre certes A, mais ..."):
# what it grants is the backdrop, the clause after "but" is what the story reports.
CONCESSION = (
    r"[^;]{0,160}?(?:\b(?:may|might)(?: well)? (?:be|have)\b[^;]{0,200}?,\s*but|"
    r"\bzwar\b[^;]{0,200}?,\s*(?:aber|doch)|\bcertes\b[^;]{0,200}?,\s*mais)\s+"
)
# A backdrop that opens the clause ("Amid the shortage, X invests ...") is skipped to its comma.
# So is an attribution ("According to a report from X, ...": who says it, not what happens).
# An opening participle describes the subject ("Initially launched last year, the site ..."): backdrop.
PARTICIPLE = (
    r"(?:initially |originally |first |recently |already )?"
    r"(?:launched|unveiled|introduced|announced|released|founded|built|opened|established|acquired)"
)
CLAUSE_OPEN = (
    r"^\s*(?:amid|amidst|despite|after|following|as|with|trotz|malgr[eé]|a pesar de|nonostante|according to|"
    r"apr[eè]s|tras|dopo|nach|" + PARTICIPLE + r"|"
    r"citing|laut|selon|seg[uú]n|secondo)\b[^,:]{0,100}[,:]"
)
# Talks or an agreement *to do* something: what they are about decides ("in talks to acquire X" is M&A).
# A hit that ends in a frame word ("reaches an agreement") frames too (extract/head_event.py).
# The same frames in German, French, Spanish, Italian ("acuerdo para comprar", "trattative per acquisire").
FRAME = (
    r"in (?:early |advanced |exclusive )?talks|negotiat\w*|agree\w*|nears?(?: an?)? deal|deal|pact|"
    r"acuerdo|negociaci\w*|conversaciones|accord|n[eé]gociations?|pourparlers|accordo|trattativ\w*|"
    r"negoziat\w*|vereinbarung|verhandlung\w*|gespr[aä]che"
)
FRAME_OBJECT = r"\s+(?:to|over|about|on|for|para|pour|per|zur|zum|[uü]ber(?: den| die| das)?)\s+(?:be\s+)?"
# Chinese, Japanese, Korean put the backdrop first ("注文が殺到する中で、..."): the clause starts after it.
CJK_OPEN = (
    r"^.{0,120}?(?:中で|中、|なかで|を受けて|に伴い|속에서?|가운데|와중에|背景下|之际|之下|期间)[、,，\s]*"
)
# A reporter's byline in brackets before a story's first sentence ("[X일보 홍길동 기자]", "【記者王小明／
# 台北報導】", "（山田太郎記者）", "(서울=X뉴스) 홍길동 기자 ="): the story begins after it, and what stands
# before it on the line is a photo caption or its credit, never the story's event.
CJK_BYLINE = (
    r"^.{0,160}?(?:[\[【(（〔][^\]】)）〕\n]{0,30}?(?:기자(?!회견|간담)|特派員|특파원|記者(?!會|会)|记者(?!会))"
    r"[^\]】)）〕\n]{0,16}[\]】)）〕]|"
    r"[(（][^()（）=＝\n]{1,20}[=＝][^()（）\n]{1,20}[)）][^=＝\n]{0,30}[=＝])\s*"
)
# A dateline before the headline's clause ("TAIPEI (Examplewire) —", "SEOUL, Dec. 1 (Yonhap) --"): its
# dash opens the clause, it is no aside.
DATELINE = r"^\s*[^-–—()\n]{0,60}\([^()\n]{1,40}\)\s*[-–—]{1,2}\s"
# A German backdrop opening the clause with no comma after it ("Nach dem Schock der Chip-Engpässe
# beschloss die EU ..."): the verb follows it, so an event *noun* (capitalised, or the tail of a
# hyphenated compound) within its first words is the backdrop, never a verb after it.
BACKDROP_OPEN = (
    r"^\s*(?:nach|trotz|wegen|angesichts|inmitten)\s+(?:dem|der|den|des|einem|einer|eines)\s+"
    r"(?:\S+\s+){0,3}\S*$"
)
# "と発表" / "라고 밝혔다": the quotative particle before "announced" frames a statement ("announced
# that it will restart the plant"), it is no release ("新型K9を発表" is one).
QUOTATIVE = r"(?:と|とし|라고|다고)\s?$"
# A page's boilerplate disclaimer ("does not constitute investment advice", "不构成任何投资建议"):
# never the headline, and its words ("investment") weigh for no type.
DISCLAIMER_LINE = (
    r"(?:does not|do not|doesn.t|shall not) constitute (?:\w+ ){0,2}(?:investment|financial|legal) advice|"
    r"not (?:intended as |to be (?:construed|taken) as )?(?:investment|financial) advice|"
    r"for (?:general )?informational purposes only|keine anlageberatung|"
    r"ne constitue (?:pas|en aucun cas) (?:un |une )?(?:conseil|recommandation)|"
    r"no constituye (?:\w+ ){0,2}(?:asesoramiento|recomendaci[oó]n|consejo)|"
    r"non costituisce (?:\w+ ){0,2}(?:consulenza|raccomandazione|sollecitazione)|"
    r"不构成(?:任何)?投资建议|不構成(?:任何)?投資建議|仅供参考|僅供參考|"
    r"投資助言(?:ではありません|ではない)|投資勧誘を目的|투자 ?권유|투자 ?참고용"
)
# A shortage or bottleneck a deal is meant to remedy is the deal's purpose, not the story's
# disruption: "positions both companies to address shortages", "Engpässe zu beheben",
# "pour pallier la pénurie", "para paliar la escasez", "缓解短缺" (before the noun); "不足を解消",
# "부족 해소", "Engpässe beheben" (after it).
REMEDY_BEFORE = (
    r"(?:\b(?:address|eas|alleviat|tackl|solv|reliev|overcom|mitigat|combat|fix|counter|resolv|"
    r"remédi|pallier|pallie|atténu|résoudre|paliar|alivi|mitig|resolver|allevi|risolver|attenu|contrast)\w*"
    r"|\bfaire face|\bhacer frente|\bfar fronte|\bgegen)\s+(?:\S+\s+){0,3}$|"
    r"(?:缓解|緩解|解决|解決|应对|應對|化解)\S{0,6}$"
)
REMEDY_AFTER = (
    r"^\S{0,3}\s?(?:\S+\s+)?(?:zu\s+)?(?:beheben|lindern|entschärfen|bekämpfen|解消|緩和|해소|완화|해결)"
)
