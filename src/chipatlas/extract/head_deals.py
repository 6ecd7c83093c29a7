"""Verb-and-object patterns of a headline's main clause for deals and results: acquisitions,
financial results, partnerships and contracts, a customer adopting a product. Split from
``head_words.py``, whose ``HEAD_PATTERNS`` holds them in its order; matched on lower-cased text."""

from __future__ import annotations

DEAL_PATTERNS: dict[str, tuple[str, ...]] = {
    "m_and_a": (
        # buying a company: a purchase for billions
        r"(?:buy|kauf|rach[eè]t|compr|acquist)\w*\b[^.;]{0,40}?\b(?:for|für|pour|por|per) (?:\S+ ){0,2}"
        r"(?:billion|bn|milliard|mrd|millones|miliard)\w*",
        r"complet\w* (?:its |the )?(?:purchase|acquisition|takeover|buyout) of",
        # buying a company named as one (a chip designer, a start-up, una empresa, une société ...),
        # not buying chips from one ("compra chips a la empresa X" is a purchase of parts)
        r"(?:buy|acquir|purchas|compr|adquir|rach[eè]t|achet|acqu[eé]r|acquist|acquisi|kauf|"
        r"[uü]bernehm)\w*\b "
        r"(?:(?:the|a|an|la|el|le|l.|il|lo|das|den|die|de|des)\s?)?(?:(?!from\b|de\b|da\b|von\b|aus\b|à\b|a\b)"
        r"[\w'’-]+ ){0,2}(?:company|firm|startup|start-up|rival|chip ?designer|designer|chipmaker|maker|"
        r"empresa|"
        r"compa[nñ][ií]a|firma|emergente|dise[nñ]adora|fabricante|soci[eé]t[eé]|entreprise|concepteur|fabricant|"
        r"societ[aà]|azienda|impresa|produttore|unternehmen|chipentwickler\w*|hersteller\w*|konzern)\b",
        r"(?:buy|acquir)\w* [^.;]{0,40}?\bin (?:an? )?(?:[\w$.,-]+ ){0,4}(?:deal|transaction)",
        # the passive: the company bought is the subject
        r"(?:(?:to )?be |been |being )?(?:bought|acquired|taken over|purchased|snapped up) by\b",
        r"(?:acquir\w*|acqui[eè]r\w*|acquisition|takeover|take over|takes over|merger|merges?|"
        r"buy(?:s|ing)? out|"
        r"(?:buy|take)s? (?:a )?stake|stake in)",
        # selling or spinning off a business
        r"spin\w*[- ]off|spun off|divest\w*|sell\w* (?:its |a |the )?(?:[\w-]+ ){0,2}"
        r"(?:unit|division|business|arm|subsidiary|stake)\b|"
        r"sell\w* (?:its |a |the )?(?:[\w-]+ ){0,2}(?:fab|plant|factory|facility)s? to\b|"
        r"verkauf\w* [^.;]{0,30}?(?:sparte|gesch[aä]ft|tochter|bereich)|"
        r"c[eè]d\w* (?:sa |son |une? )?(?:\w+ ){0,2}(?:filiale|division|activit[eé])|cession|"
        r"vend\w* (?:su |la |il |sua )?(?:\w+ ){0,2}"
        r"(?:divisi[oó]n\w*|filial\w*|unidad|negocio|divisione|ramo)|cessione",
        r"[uü]bernimmt|[uü]bernahme\w*|rach[eè]t\w*|adquier\w*|adquisici[oó]n|acquisisc\w*|acquisizion\w*|acquisir\w*",
    ),
    "financial_results": (
        # a share price's move: the market's verdict on the company
        r"(?:shares?|aktien?|actions?|acciones|azioni|titolo) (?:\w+ ){0,2}"
        r"(?:slump|plung|tumbl|sink|sank|soar|surg|jump|rall|fell|fall|drop|ris|rose|climb|slid|steig|f[aä]ll|"
        r"bondi|chut|dispar|desplom|croll|volan)\w*",
        r"(?:reports?|posts?|announces?|delivers?) (?:a )?(?:record |strong |weak |its )?(?:[\w-]+ ){0,2}"
        r"(?:revenue|results|earnings|profits?|sales|quarter)",
        # "reported a 60% surge in first-quarter net profit": the move named as a noun
        r"(?:surg|jump|ris|soar|climb|fall|drop|declin|increas|plung|slump)\w* in (?:[\w-]+ ){0,3}"
        r"(?:revenue|profits?|earnings|sales|income)\b",
        r"(?:revenue|sales|profits?|earnings|net income|shares|stock|market (?:cap\w*|value|valuation))"
        r" (?:\w+ ){0,2}(?:rises?|rose|jumps?|soar\w*|falls?|fell|drops?|climb\w*|surg\w*|beat\w*|miss\w*|"
        r"grows?|grew|hits?|tops?|reach\w*|doubl\w*|exceed\w*|surpass\w*)",
        r"market (?:cap\w*|value|valuation)|quarterly (?:results|revenue|earnings)",
        # against expectations, to a profit, the outlook, a record period
        r"(?:beat|miss|top|exceed)\w* (?:\w+ )?(?:estimates|expectations|forecasts?|consensus)",
        r"(?:swing|return|turn|slid|slip)\w* (?:back )?(?:in)?to (?:a )?(?:net )?(?:profit|loss)",
        r"(?:rais|lift|cut|lower|trim|boost|hik)\w* (?:its )?(?:[\w-]+ ){0,2}(?:outlook|guidance|forecast)",
        # a company's own guidance: a forecasting verb on its result for a period ("forecasts
        # fourth-quarter revenue", "sees full-year sales"); a market's sales forecast names no period
        r"(?:forecast|expect|project|predict|guid|anticipat|see|estimat)\w* (?:[\w$.,%-]+ ){0,2}?"
        r"(?:(?:its|their) (?:[\w-]+ ){0,2}|(?:[\w-]+ )?"
        r"(?:(?:first|second|third|fourth|current|next)-quarter|full-year|annual|fiscal|quarterly|half-year|"
        r"q[1-4]|fy\d*) )(?:[\w-]+ )?"
        r"(?:revenue|sales|profits?|earnings|net income|operating income)\b",
        r"(?:erwart|prognostizier|rechne)\w* (?:\S+ ){0,5}(?:\w*gewinn|\w*umsatz)\w*",
        r"record (?:quarter|year|revenue|sales|profits?|results)",
        # a result noun moved by a verb, in es, fr, it, de ("dispara sus ganancias")
        r"(?:dispar|aument|elev|dobl|duplic|multiplic|redu|cae|caen|hund|bondi|envol|chut|recul|"
        r"raddopp|cresc|crol|steiger|verdoppel|senk)\w* (?:\S+ ){0,2}"
        r"(?:ganancias|beneficios?|ingresos|ventas|b[eé]n[eé]fices?|ventes|utili|ricavi|vendite|"
        r"gewinn\w*|umsatz\w*)\b",
        # a result noun, then its move ("los beneficios aumentaron", "gli utili sono cresciuti")
        r"(?:beneficios?|ganancias|b[eé]n[eé]fices?|utili|utile|ingresos|ricavi|fatturato|facturaci[oó]n|"
        r"gewinn\w*|umsatz\w*) (?:\S+ ){0,3}(?:aument|subi|crec|cay|baj|disminu|progress|recul|baiss|augment|"
        r"cresc|sal[ei]|calat|cal[oa]|stieg|sank|fiel|gestiegen|gesunken)\w*",
        # earned more (or less) than expected
        r"gan[oó] (?:m[aá]s|menos) de lo (?:esperado|previsto)|gagn\w* plus que pr[eé]vu|"
        r"guadagn\w* (?:più|meno) del previsto|verdient\w* (?:\S+ ){0,3}(?:mehr|weniger) als erwartet",
        r"(?:beneficios?|ganancias|b[eé]n[eé]fices?|gewinn\w*|utili|ingresos|ricavi) (?:\w+ )?(?:r[eé]cords?|"
        r"hist[oó]ric\w*)|r[eé]cord (?:de |di )?(?:beneficios?|b[eé]n[eé]fices?|ingresos|utili|ricavi)|"
        r"rekord(?:umsatz|gewinn|quartal)\w*",
        # reporting a profit or revenue, in Italian, Spanish, French, German
        r"(?:registra|riport|annuncia|comunica)\w* (?:\S+ ){0,3}(?:l.)?(?:utile|utili|ricavi|fatturato)\b|"
        r"(?:registr|report|anunci|public)\w* (?:\S+ ){0,3}(?:beneficios?|ganancias|ingresos)\b|"
        r"(?:annonc|publi|enregistr)\w* (?:\S+ ){0,3}(?:b[eé]n[eé]fices?|chiffre d.affaires|r[eé]sultats)\b|"
        r"(?:meld|verbuch|erziel)\w* (?:\S+ ){0,3}(?:\w*gewinn|\w*umsatz)\w*",
        # results released, unveiled or presented: the results decide, not the release verb
        # ("unveils third-quarter earnings", "dévoile ses résultats", "stellt Quartalszahlen vor")
        r"(?:unveil|releas|publish|d[eé]voil|pr[eé]sent|pubblic|ver[oö]ffentlich|svel|desvel)\w* "
        r"(?!(?:\S+ ){0,3}?(?:benchmark|test|mlperf|trial|inference|training|pruebas?|prove)\w*)"
        r"(?:\S+ ){0,3}(?:results|earnings|r[eé]sultats|resultados|risultati|conti|bilan|"
        r"\w*zahlen|bilanz|ergebnis\w*)\b|"
        r"stell\w* (?:\S+ ){0,3}(?:\w*zahlen|bilanz|ergebnis\w*) vor\b",
        # results presented, in Spanish and Italian ("presenta sus resultados", "presenta i risultati")
        r"(?:present|public|anunci|annunci|comunic|divulg)\w* (?:\S+ ){0,3}(?:resultados|risultati|ingresos|"
        r"beneficios?|ganancias|ventas|ricavi|utili|vendite)\b",
        r"capitali[sz]za\w*|capitali[sz]ation|marktwert|b[oö]rsenwert|umsatz\w*|chiffre d.affaires|"
        r"fatturato|ricavi|ingresos",
    ),
    "partnership_deal": (
        r"(?:partner\w* with|teams? up|collaborat\w*|(?:sign|ink|strike|seal|forge|clinch|reach)\w* "
        r"(?:a |an |its )?(?:\S+ ){0,4}(?:deal|agreement|pact|contract|partnership|memorandum|mou))",
        r"(?:supply|purchase|multi-year|strategic|long-term) (?:deal|agreement|pact|contract|partnership)",
        # chosen as a supplier; a maker tapped to make it; orders moved; a joint venture
        r"(?:chosen|picked|selected|named|tapped|approved|certified) as (?:an? |the |its )?(?:[\w-]+ ){0,3}"
        r"(?:suppliers?|vendors?|sources?|partners?|foundry|manufacturers?)",
        r"becom\w* (?:an? |the |its )?(?:[\w-]+ )?(?:second|third|new|sole|primary|main|exclusive|key|"
        r"alternative) (?:source|supplier|vendor|foundry)",
        r"taps? (?:[\w-]+ ){1,2}(?:to|for|as)\b",
        # one company commissioning another to build: a contract between the two (branch type6)
        r"(?:commission|hire|contract|engag|award)\w* (?:[\w’'-]+ ){1,4}to (?:build|construct)\b|"
        r"encarg\w* a (?:[\w’'-]+ ){1,4}la construcci[oó]n|"
        r"beauftrag\w* (?:[\w’'-]+ ){1,4}mit (?:dem|der) bau|"
        r"confi\w* (?:à|a) (?:[\w’'-]+ ){1,4}la construction|"
        r"affid\w* (?:a|al|alla) (?:[\w’'-]+ ){1,4}la costruzione",
        # passing a buyer's tests, sourcing from, relying on, providing to, deeper ties, a pact
        r"pass\w* (?:[\w'’-]+ ){0,3}"
        r"(?:tests?|qualification|validation|certification|quality checks?|audits?)",
        r"sourc\w* (?:[\w-]+ ){0,3}from\b|(?:reli|rely|depend)\w* on (?:[\w-]+ ){1,2}for\b",
        r"provid\w* (?!guidance|updates?|details|outlook|support|an? update)(?:[\w-]+ ){1,3}(?:to|for)\b",
        r"(?:deepen|strengthen|expand|extend)\w* (?:its |their )?ties|\bpact\b",
        r"bezieh\w* [^.;]{0,40}?\bvon\b|bezog\w* [^.;]{0,40}?\bvon\b|"
        # German puts the verb last: "will Chips vom Hersteller X beziehen"
        r"\bvo[mn] (?:\S+ ){0,5}bez(?:ieh|og)\w*|"
        r"s.approvisionn\w*|approvisionn\w* aupr[eè]s",
        # Spanish and Italian "buys X from Y" (not English "comprises a")
        r"(?:compra|compran|comprar[aá]n?|compr[oóò]|comprano)\b (?:[\w-]+ ){1,3}(?:a|da) \w+",
        r"(?:mov|shift|switch|transfer|redirect)\w* (?:[\w-]+ ){0,3}(?:orders?|business|sourcing) "
        r"(?:from|to|away)",
        r"(?:form|set\w* up|creat|establish|launch)\w* (?:an? )?joint venture|joint venture",
        # joining forces, an alliance formed, in each language ("s'allie à", "se alía con", "si allea
        # con", "verbündet sich", "unissent leurs forces"); an alliance named as the subject ("the K9
        # Alliance unveils") is no event: an article, "strategic" or a verb must stand before it
        r"(?:\ban?|une?|una|un['’]|eine[nm]?|strategic|strategische\w*|new|neue\w*|nouvelle|nueva|nuova|"
        r"form\w*|forg\w*|seal\w*|schmied\w*|scell\w*|sell\w*|sign\w*) ?(?:[\w-]+ )?"
        r"(?:alliances?|allianz\w*|alleanz\w*|alianzas?)\b|"
        r"(?:alliance|alleanza|alianza) strat[eé]gi\w*|"
        r"(?:s['’]|se |si )all(?:ie|ient|ea|eano|ean)\b|se al[ií](?:a|an)\b|verb[uü]nd\w* sich\b|"
        r"(?:join|joins|joined|joining) forces|teams? with\b|teamed with\b|"
        r"(?:unisc\w*|uniss\w*|unit|unir|unen|une|uni[rs]\w*) (?:le |leurs |ses |sus |las )?"
        r"(?:forze|forces|fuerzas)\b|"
        r"(?:tu(?:t|n)|schlie(?:ß|ss)\w*) sich (?:\S+ ){0,4}zusammen\b",
        r"(?<!short )(?<!tight )(?:to )?suppl(?:y|ies|ied|ying)\b"
        r"(?! chains?| shortages?| constraints?| crunch| issues?| problems?|-demand| and demand|/demand)",
        r"qualif(?:y|ies|ied|ying|ication)\w*",
        # shipping a part to a named buyer is supplying it, not releasing it
        r"(?:ship|deliver)\w* (?:[\w-]+ ){0,4}to "
        r"(?!(?:the )?(?:market|customers|consumers|partners)\b)[\w-]+",
        r"(?:wins?|won|secur\w*|land\w*|bag\w*|gets?|got|receiv\w*|los(?:es|e|t|ing)) (?:\w+ ){0,3}"
        r"(?:orders?|contracts?|deal|business|approval|design win|nod|certification|qualification)",
        # an order placed, a buyer won, a buyer's go-ahead, a certification, a place in the supply chain
        r"(?:plac|book)\w* (?:an? )?(?:[\w$.,-]+ ){0,4}orders?\b",
        # a share of a buyer's orders secured: a supply allocation ("secured about 70% of X's orders")
        r"(?:secur|win|won|land|tak|took|get|got|captur|clinch)\w* (?:about |around |nearly |some |over |"
        r"more than |roughly )?[\d.,]+ ?(?:%|percent|per cent) of (?:[^\s.;]+ ){0,6}"
        r"(?:orders?|supply|supplies|volumes?|contracts?|allocation)\b",
        r"(?:se adjudica|obtiene|consigue|obtient|remporte|d[eé]croche|si aggiudica|ottiene|sichert sich|"
        r"erh[aä]lt) (?:el |la |le |il |rund |etwa |alrededor del )?[\d.,]+ ?(?:%|por ciento|pour cent|"
        r"per cento|prozent)",
        r"(?:secur|land|win|won|add|sign)\w* (?:[\w-]+ ){1,3}as (?:an? |its )?(?:[\w-]+ ){0,2}"
        r"(?:customer|client|buyer)s?",
        r"(?:wins?|won|gets?|got|obtains?|receives?|obtient|re[çc]oit|erh[aä]lt|ottiene|obtiene|logra|consigue)\b"
        r"(?! (?:\S+ )?(?:regulat|antitrust|government|eu\b|commission))(?: \S+){0,3}? "
        r"(?:nod|green light|go-ahead|feu vert|luz verde|via libera|gr[uü]nes licht|zuschlag)",
        r"certif\w*|homolog\w*|qualifica\w*",
        r"(?:join|enter)\w* (?:[\w'’-]+ ){0,3}supply chains?|"
        r"(?:added|admitted) to (?:[\w'’-]+ ){0,3}supply chains?",
        r"(?:liefert|beliefert|fournit|fournira|fournir|fourniss\w*|suministra\w*|fornisc\w*|fornir\w*)\b",
        # orders won, in German, French, Spanish, Italian
        # (an "Auftragsfertiger" makes chips for others: what it is, no order won)
        r"\w*auftr[aä]g(?!sfertig|sherstell)\w*|\bcommandes?\b|d[eé]croch\w*|\bpedidos?\b|\bordini\b|ordinativ\w*|\bcommess[ae]\b",
        r"(?:unterzeichn\w*|sign[ea]\w*|firma\w*)\b[^.;]{0,30}?\b(?:vertrag|abkommen|accord|acuerdo|accordo|contrat\w*)",
    ),
    "customer_adoption": (
        r"(?:adopt|deploy|standardi[sz]|migrat)\w*|(?:selects|selected|chooses|chose|chosen|picks|picked)\b",
        # (a parliament's "Select Committee" is no choice: "select" alone is no pattern here)
        r"(?:to use|will use|switch\w* to|rents?)\b",
        # putting someone's chips to work: going live, rolling out instances, training on them, buying N
        r"go(?:es)? live (?:with|on)|went live (?:with|on)",
        r"(?:mov|shift|switch|port|migrat)\w* (?:[\w-]+ ){0,3}"
        r"(?:workloads?|training|inference|models?|services?) (?:to|onto)\b",
        r"offer\w* (?:[\w-]+ ){0,3}instances|bet\w* (?:[\w-]+ ){0,3}on\b|setz\w* (?:[\w-]+ ){0,3}auf\b",
        r"(?:test|trial|evaluat|pilot)\w* (?:[\w-]+ ){0,2}"
        r"(?:chips|gpus|accelerators|servers|instances|hardware|silicon)",
        r"roll\w* out (?:[\w-]+ ){0,4}(?:instances|clusters|servers|supercomputers?)",
        r"(?:train|run|host|serv)\w* (?:[\w-]+ ){0,4}on (?:[\w-]+ ){0,2}"
        r"(?:chips|gpus|accelerators|tpus|hardware|instances|servers|silicon|clusters)\b",
        r"bring\w* [^.;]{0,40}?\bto (?:its |their )?(?:[\w-]+ )?cloud",
        r"(?:buy|purchas|order)\w* (?:up to |over |another )?[\d][\d,.]* ?(?:k |000 )?(?:[\w-]+ ){0,2}"
        r"(?:gpus|chips|accelerators|servers|systems|units|racks|cards)",
        r"mis\w* sur (?!le march)",
        # choosing or betting on someone's product, in German, French, Spanish, Italian
        r"bets? (?:big )?on\b|setz\w* (?:\w+ ){0,2}auf\b|entscheide\w* sich f[uü]r|adott\w*|sceglie\w*|"
        r"elige\w*|choisi\w*|w[aä]hlt\b",
    ),
}
# The same for Chinese, Japanese and Korean (substrings: no word boundaries). Joining hands or
# forming an alliance (联手, 携手, 结盟, 手を組む, 손잡다, 동맹 결성); an alliance that is a name or a
# backdrop ("K9联盟发布", "한미 반도체 동맹 속") needs its verb.
DEAL_PATTERNS_CJK: dict[str, str] = {
    "partnership_deal": "联手|聯手|携手|攜手|结盟|結盟|"
    "(?:结成|組成|组成|結成|缔结|締結|成立)[^，。,、]{0,6}(?:联盟|聯盟)|"
    "战略联盟|戰略聯盟|手を組|タッグを組|(?:と|で)[^、。]{0,10}同盟(?:を結|を組|結成)|"
    "손잡|손을 잡|맞손|동맹 ?(?:결성|체결|구축|맺)",
}
