"""Verb-and-object patterns of a headline's main clause (``extract/head_event.py`` reads them).

Each pattern says what happens to whom: a verb with the object it acts on ("invests
$N in a fab", "delays its HBM4 ramp", "signs a supply deal"), or an event noun that is
the clause's subject or object ("a defect forces ...", "reports a recall"). Matched on
lower-cased text. English first, then general verb forms of German, French, Spanish and
Italian; Chinese, Japanese and Korean use the taxonomy's own word lists
(``trigger_words.CJK_TRIGGERS``). Verbs that only frame a statement ("announces",
"says", "plans to") are not events: the object after them decides.
"""

from __future__ import annotations

_MONEY = (
    r"(?:(?:\$|us\$|usd |eur |€)\s?[\d.,]+\s?(?:billion|bn|million|m|b|trillion)?"
    r"|[\d.,]+ ?(?:billion|million))"
)
_PLANT = (
    r"(?:fabs?|plants?|factor(?:y|ies)|facilit(?:y|ies)|capacity|production|expansion|manufacturing|"
    r"sites?|campus(?:es)?|cleanrooms?|production lines?|output|foundry|packaging lines?)"
)
# The same in German, French, Spanish, Italian (word starts; German also inside compounds).
_PLANT_INTL = (
    r"(?:\b(?:(?:chip|halbleiter|speicher)?(?:werk|fabrik)|anlage|usine|planta|f[aá]brica|impiant|stabiliment|fabbric)|kapazit|capacit|"
    r"produktion|producci[oó]n|produzion)"
)
# US states (not Washington or Georgia: a government, a country) and chip towns
_US_STATES = (
    r"arizona|texas|ohio|idaho|oregon|new york|indiana|california|colorado|florida|illinois|kansas|"
    r"kentucky|louisiana|massachusetts|michigan|minnesota|missouri|nevada|new jersey|new mexico|"
    r"north carolina|south carolina|pennsylvania|tennessee|utah|vermont|virginia|wisconsin|phoenix|boise"
)
_US_PLACE = (
    r"(?:(?:the )?(?:u\.s\.|us\b|usa|united states|america|" + _US_STATES + r")|"
    r"(?:den )?usa\b|[eé]tats-unis|estados unidos|ee\.? ?uu\.?|stati uniti)"
)

HEAD_PATTERNS: dict[str, tuple[str, ...]] = {
    "capacity_expansion": (
        # investing money or effort in plants or capacity
        r"(?:invest|spend|pour|commit|earmark|allocat)\w*\b"
        r"(?: (?:an?|up to|another|over|more than|nearly|about))?"
        r"(?: " + _MONEY + r")?[^.;]{0,30}?\b(?:in|into|on|for|to build|to expand)\b[^.;]{0,30}?\b" + _PLANT,
        _MONEY + r" (?:investment|expansion|fab|plant|factory|facility)",
        r"(?:invest|spend|pour|commit|earmark|allocat)\w*\b[^.;]{0,40}?\bto (?:build|expand|grow|add|double|"
        r"boost|increase|scale|triple)\b",
        # the verb, not the noun ("denies any delay to its HBM4 ramp")
        r"ramp(?:s|ed|ing)\b|(?:to|will) ramp\b|ramps? up\b|[\d,.]+ ?k? wafers (?:a|per) month",
        r"(?:investment|expansion) (?:in|of|at) [^.;]{0,30}?\b" + _PLANT,
        # building or growing plants and capacity
        r"(?:build|construct|open|expand|doubl|tripl|boost|increas|scal|ramp|add|grow|break\w* ground on)\w*"
        r"\b[^.;]{0,30}?\b" + _PLANT,
        r"break\w* ground",
        # building or establishing a plant whose name is long ("a US$2 billion (NT$62.87 billion)
        # advanced chip packaging and testing plant", "the first high-volume ... facility")
        r"(?:build|construct|establish)\w*\b[^;]{0,80}?\b"
        r"(?:fabs?|plants?|factor(?:y|ies)|facilit(?:y|ies)|campus(?:es)?)\b",
        r"(?:lift|hike)\w*\b[^.;]{0,30}?\b" + _PLANT,
        # building or growing plants and capacity, in German, French, Spanish, Italian
        r"(?:bau(?:t|en)|errichte\w*|erweiter\w*|verdoppel\w*|constru\w*|costru\w*|ampl[ií]\w*|agrandi\w*|"
        r"augment\w*|aument\w*|potenzi\w*|raddoppi\w*|duplic\w*)\b[^.;]{0,40}?" + _PLANT_INTL,
        r"(?:begin|start|commenc)\w* (?:to )?(?:produc|manufactur|making|fabricat)\w*",
        # production started with its object between ("commenced chip production", "démarré la production")
        r"(?:begin|began|begun|start|commenc)\w* (?:[\w-]+ ){1,2}(?:production|manufacturing|fabrication)\b|"
        r"(?:d[eé]marr|lanc|inici|comienz|empiez|avvi|beginn|startet)\w* (?:la |le |il |die )?"
        r"(?:production|producci[oó]n|produzione|produktion|fabrication|fabricaci[oó]n)\b",
        # public money for a plant: a grant, loan or incentive to build or expand it
        _MONEY + r" (?:[\w-]+ ){0,3}(?:grants?|subsid\w*|incentives?|loans?|funding|awards?) (?:for|to)\b"
        r"[^.;]{0,40}?\b" + _PLANT,
        r"(?:begin|start|commenc|enter|kick\w* off)\w* (?:\w+ ){0,2}(?:mass|volume|high-volume) production",
        # mass production in German, French, Spanish, Italian (the verb that starts it included)
        r"(?:(?:lanc|d[eé]marr|inici|avvi|start|beginn)\w* (?:\w+ ){0,2})?"
        r"(?:massen|serien)(?:produktion|fertigung)|"
        r"(?:(?:lanc|d[eé]marr|inici|avvi|comienz|empiez)\w* (?:\w+ ){0,2})?"
        r"(?:production de (?:masse|s[eé]rie)|"
        r"producci[oó]n en (?:masa|serie)|produzione (?:di massa|in serie))",
        # more good dies from the same wafers: a yield that rises is more output
        r"(?:reach|hit|improv|rais|boost|doubl)\w* (?:a |its |the )?(?:[\d.]+ ?% )?(?:[\w-]+ ){0,2}yields?\b",
        r"yields? (?:rate )?(?:ris\w*|rose|improv\w*|reach\w*|hit\w*|climb\w*)",
        r"(?:new|second|third|additional) (?:fab|plant|factory|facility)",
        # capacity as the subject: "CoWoS capacity to reach 100,000 wafers", "HBM capacity to double"
        r"(?:capacity|output|production) (?:\w+ ){0,2}(?:to )?(?:reach|doubl|tripl|ris|rose|grow|climb|"
        r"increas|expand|jump)\w*|(?:capacity|output|production) (?:\w+ ){0,2}(?:to )?hits?\b(?! by)",
        # German puts the verb last: "will Kapazität ... verdreifachen"
        r"(?:kapazit\w*|produktion|fertigung)\b[^.;]{0,40}?\b(?:verdoppel|verdreifach|erh[oö]h|ausbau|"
        r"erweiter|steiger)\w*",
        # a line added, a start of mass production said the other way round, a site chosen for a plant
        r"(?:add|open|build|install)\w* (?:an? |its )?(?:[\w-]+ ){0,3}lines?\b",
        r"(?:mass|volume|high-volume) production (?:start|begin|kick|commence)\w*",
        r"(?:pick|choos|select|chose|tap)\w* [^.;]{0,30}?\bfor (?:an? |its |the )?(?:[\w$.,-]+ ){0,4}"
        + _PLANT,
        r"(?:plans?|aims?|targets?) to (?:produce|manufacture|make) [\d.,]+",
        # orders for equipment or tools: bought to add capacity
        r"(?:(?:plac|book)\w* (?:an? )?(?:[\w-]+ ){0,2})?(?:equipment|tool|machine)s? orders?|"
        r"(?:(?:plac|book)\w* (?:an? )?)?orders? (?:for|of) (?:[\w-]+ ){0,2}(?:equipment|tools|machines)\b",
        # buying a plant adds capacity: it is no company bought ("acquire the AP8 facility")
        r"(?:buy|acquir|purchas)\w* (?:the |a |an |its |another )?(?:[\w-]+ ){0,3}"
        r"(?:fabs?|plants?|factory|factories|facility|facilities)\b",
        r"(?:kauf|[uü]bernimm|rach[eè]t|achet|acqui[eè]r|compr|adquier|adquir|acquist|acquisisc|rilev)\w* "
        r"(?:\S+ ){0,3}(?:werk|fabrik|usine|planta|f[aá]brica|stabiliment|impiant|fabbric)\w*"
        r"(?: (?:a|à|da|de|von|from) \w+)?",
        r"investi(?:ert|t|sce|e)\b[^.;]{0,40}?\b(?:werk|fabrik|kapazit|usine|capacit|f[aá]brica|planta|stabiliment)",
    ),
    "supply_disruption": (
        r"(?:recall|delay|postpon|halt|suspend|pause|stall|disrupt|push\w* back|pull\w* (?:back|out)"
        r"|withdr[ae]w|scrap)\w*",
        r"(?:defects?|recalls?|shortages?|outages?|fires?|delays?|disruptions?|"
        r"(?:coolant|liquid|water) leaks?|leaks? in|yield (?:problems|issues)"
        r"|production (?:problems|issues|halt))",
        r"(?:forced|forces|forcing|scrambl\w*) (?:\w+ ){0,3}to re-?source",
        r"re-?sourc\w*",
        # what stops a plant or a line: fire, contamination, a standstill
        r"(?:gro(?:ß|ss))?brand (?:legt|zerst|im|in der|bei)|verunreinigung\w*|kontamination\w*|"
        r"contaminat\w*|"
        r"flood(?:s|ing|ed)?\b(?! (?:the )?markets?)|[uü]berschwemm\w*|hochwasser|inondation\w*|"
        r"inundaci\w*|alluvion\w*|"
        r"(?:idl|detien|deten|ferm[ao]|mett\w* (?:\w+ )?à l.arr[eê]t|arr[eê]t\w*)\w*\b[^.;]{0,30}?"
        r"(?:production|producci|produzion|produktion|fabs?\b|plants?\b|lines?\b|usines?|f[aá]bricas?|fabbric)|"
        r"allocation (?:cuts?|limits?)|(?:cut|reduc|limit)\w* (?:\w+ ){0,2}allocations?|rationing|"
        r"stillstand|stopp\w*|lahm\w*|incendi\w*|paralys\w*|paraliz\w*|sospe[ns]\w*|difett\w*|defecto\w*|"
        r"(?<!par )d[eé]faut\w*|interruzion\w*|interrupci[oó]n\w*",
        r"sold out|ausverkauft|[eé]puis[eé]\w*|agotad\w*|esaurit\w*|rupture de stock|"
        # German "knapp" is scarce before a good, "just" elsewhere ("knapp vor Orbis")
        r"knapp(?:e[nmrs]?)? (?:angebot|ware|g[uü]t|kapazit\w*|speicher\w*|chips?|hbm|versorgung)\w*|"
        r"\w*knappheit\w*|\w*verknapp\w*",
        # lead times that lengthen: supply cannot keep up
        r"(?:lead times?|d[eé]lais de livraison|lieferzeiten|plazos de entrega|tempi di consegna) "
        r"(?:\S+ ){0,4}(?:lengthen|stretch|extend|grow|s.allong|verl[aä]nger|se alarg|alarg|allung)\w*|"
        r"(?:longer|extended|lengthening) lead times",
        # demand beyond supply
        r"(?:outstrip|outpac|exceed)\w* (?:the )?suppl(?:y|ies)|tight supply|supply crunch",
        r"tight(?:er|ening)? (?:[\w-]+ ){0,2}suppl(?:y|ies)",
        # short supply, and capacity or lines that are full: no more can be had
        r"(?:in )?short supply",
        r"(?:hit|struck|plagued|hampered|dogged|marred|crippled) by\b",
        r"(?:cut|reduc|slash|lower|curtail)\w* (?:its |the )?(?:[\w-]+ ){0,2}(?:output|production)\b",
        r"gas leaks?",
        # a buyer cutting its orders: less for the supplier to make ("further reduced orders for CoWoS")
        r"(?:cut|reduc|slash|trim|lower|scal\w* back)\w* (?:\w+ ){0,2}orders?\b(?! backlog| book)|"
        r"(?:k[uü]rz|reduzier)\w* (?:\w+ ){0,2}bestellungen|r[eé]dui\w* (?:\w+ ){0,2}commandes|"
        r"(?:recort|reduc)\w* (?:\w+ ){0,2}pedidos|(?:tagli|riduc|ridu)\w* (?:\w+ ){0,2}ordini",
        # a date pushed out: "pushes HBM4 shipments into 2027", "slips to next year"
        r"(?:push|mov|shift|slip)\w* (?:[\w-]+ ){0,4}(?:into|to|until|till) (?:late |early |mid-)?"
        r"(?:20\d\d|next year|next quarter|the (?:second|first) half|h[12])\b",
        # supply or production problems, a lack of parts, a brake on output: de, fr, es, it
        r"(?:liefer|produktions|fertigungs|versorgungs)(?:problem|schwierigkeit|stopp)\w*|"
        r"brems\w* [^.;]{0,40}?\baus\b|"
        r"(?:probl[eè]mes?|problemas|problemi|difficolt[aà]|dificultades|difficult[eé]s) (?:d.|de |di )"
        r"(?:approvisionnement|suministro|abastecimiento|fornitura|approvvigionamento|livraison|entrega|"
        r"consegn|production|producci[oó]n|produzione)\w*|"
        r"(?:falta|escasez) de|manque de|mancanza di|mangel an|"
        r"(?:fren|frein|ralent|rallent)\w* (?:la |le |les |las |los |il |lo |gli )?(?:\w+ )?"
        r"(?:producci[oó]n|production|produzione|consegn\w*|livraisons?|entregas?|env[ií]os?)|"
        # French "reporter" is to postpone (not English "reported")
        r"report(?:e|ent|é|ée|és|era|eront)\b",
        r"verschieb\w*|verz[oö]ger\w*|r[uü]ckruf\w*|engp[aä]ss\w*|retard\w*|rappel\b|p[eé]nurie|"
        r"retras\w*|escasez|ritard\w*|carenz\w*|richiam\w*",
    ),
    "export_control": (
        # revenue shared with or paid to a government (a levy for licences): regulation, not results
        r"(?:shar|pay|paid|hand|giv|split|remit)\w* (?:[^ ]+ ){0,5}(?:to|with) (?:the )?(?:[\w.]+ )?"
        r"(?:government|treasury)\b",
        r"(?:teil|zahl|abf[uü]hr)\w* (?:[^ ]+ ){0,5}(?:mit der|an die|an den) (?:regierung|staat\w*)\b",
        r"(?:partag|vers|pai|pay)\w* (?:[^ ]+ ){0,5}(?:avec|à) "
        r"(?:l.[ée]tat|le gouvernement|au gouvernement)\b",
        r"(?:compart|pag|entreg)\w* (?:[^ ]+ ){0,5}(?:con el|al) (?:gobierno|estado|tesoro)\b",
        r"(?:condivid|vers|pag)\w* (?:[^ ]+ ){0,5}(?:con il|al) (?:governo|tesoro|stato)\b",
        # a licence to ship; a ban on buying or using a company's chips
        r"licen[cs]e\w* (?:\S+ ){0,2}to (?:ship|sell|export|supply)",
        r"(?:ban|bar|forbid|prohibit)\w* (?:\S+ ){0,4}from (?:using|buying|selling|purchasing)",
        r"interdi\w* (?:\S+ ){0,3}(?:d.|de )(?:acheter|utiliser|vendre)|"
        r"(?:stop|halt|arr[eê]t|blocc|sospen|suspen)\w* (?:\S+ ){0,2}(?:vendite|ventes|ventas|verkauf\w*|"
        r"esportazion\w*|exportaci\w*|livraisons?)\b[^.;]{0,30}?\b(?:cina|chine|china|russia|russie|rusia|russland)",
        # stopping sales to one country is what export rules make a company do
        r"(?:halt|stop|suspend|paus|end|ceas)\w* (?:\w+ ){0,2}(?:sales|shipments|exports|deliveries)\b"
        r"[^.;]{0,30}?\b(?:to|in|into) (?:china|russia|iran|chinese)",
        # banning or restricting sales or exports in de, fr, es, it
        r"(?:proh[ií]b|interdi|viet|verbiet|verbot|untersag|restring|restreint|limit)\w*\b[^.;]{0,30}?"
        r"(?:venta|vente|vendita|verkauf|export|esportazion|puces|chips?)\w*",
        # whole verbs only: "ban" is not "banda", "bar" not "barely"
        r"(?:ban(?:s|ned|ning)?|bar(?:s|red|ring)?|restrict\w*|curb\w*|block\w*|tighten\w*|limit\w*|sanction\w*|"
        r"versch[aä]rf\w*|durci\w*|endurec\w*|inaspr\w*)"
        r"\b[^.;]{0,30}?\b(?:exports?|sales?|shipments?|chips?|access)",
        # a government approving or licensing exports decides them too
        r"(?:valid|autoris|authori[sz]|approv|allow|permit|licen[cs]|genehmig|erlaub|aprob|aprueb|autoriz|consent)"
        r"\w*\b[^.;]{0,20}?\b(?:l.)?(?:exports?|exportations?|ausfuhr\w*|exportaci\w*|esportazion\w*)",
        # permission to sell chips in China (or Russia): the export rules decide it, here they ease
        r"(?:permess\w*|permis\w*|autorizzazion\w*|autorizaci[oó]n\w*|autorisation\w*|erlaubnis|genehmigung|"
        r"via libera|luz verde|feu vert|green light|allow\w*|permit\w*|erlaub\w*|autoriz\w*|autoris\w*|"
        r"consent\w*)"
        r"\b[^.;]{0,60}?(?:\b(?:sell|vend(?:ere|er|re)|verkaufen|export\w*|esporta\w*)\b[^.;]{0,40}?"
        r"\b(?:cina|chine|china|russia|russie|rusia|russland)\b|\b(?:cina|chine|china)\b[^.;]{0,30}?"
        r"\b(?:zu )?verkaufen\b)",
        r"export (?:controls?|bans?|curbs?|restrictions?|rules?|licen[cs]es?)",
        r"(?:entity list|tariffs?|sanctions?)",
        # competition law: an antitrust probe is regulation too
        r"anti-?trust|kartell\w*|antimonopolio|autorit[eé] de la concurrence|"
        r"competition (?:probe|investigation)",
        r"(?:embargo|exportverbot|ausfuhr\w*|sanktion\w*|sanci[oó]n\w*|sanzion\w*)",
    ),
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
        r"record (?:quarter|year|revenue|sales|profits?|results)",
        # a result noun moved by a verb, in es, fr, it, de ("dispara sus ganancias")
        r"(?:dispar|aument|elev|dobl|duplic|multiplic|redu|cae|caen|hund|bondi|envol|chut|recul|"
        r"raddopp|cresc|crol|steiger|verdoppel|senk)\w* (?:\S+ ){0,2}"
        r"(?:ganancias|beneficios?|ingresos|ventas|b[eé]n[eé]fices?|ventes|utili|ricavi|vendite|"
        r"gewinn\w*|umsatz\w*)\b",
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
        r"(?:present|public|anunci|annunci|comunic|divulg)\w* (?:\S+ ){0,3}(?:resultados|risultati)\b",
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
        r"(?<!short )(?<!tight )(?:to )?suppl(?:y|ies|ied|ying)\b"
        r"(?! chains?| shortages?| constraints?| crunch| issues?| problems?)",
        r"qualif(?:y|ies|ied|ying|ication)\w*",
        # shipping a part to a named buyer is supplying it, not releasing it
        r"(?:ship|deliver)\w* (?:[\w-]+ ){0,4}to "
        r"(?!(?:the )?(?:market|customers|consumers|partners)\b)[\w-]+",
        r"(?:wins?|won|secur\w*|land\w*|bag\w*|gets?|got|receiv\w*|los(?:es|e|t|ing)) (?:\w+ ){0,3}"
        r"(?:orders?|contracts?|deal|business|approval|design win|nod|certification|qualification)",
        # an order placed, a buyer won, a buyer's go-ahead, a certification, a place in the supply chain
        r"(?:plac|book)\w* (?:an? )?(?:[\w$.,-]+ ){0,4}orders?\b",
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
        r"\w*auftr[aä]g\w*|\bcommandes?\b|d[eé]croch\w*|\bpedidos?\b|\bordini\b|ordinativ\w*|\bcommess[ae]\b",
        r"(?:unterzeichn\w*|sign[ea]\w*|firma\w*)\b[^.;]{0,30}?\b(?:vertrag|abkommen|accord|acuerdo|accordo|contrat\w*)",
    ),
    "customer_adoption": (
        r"(?:adopt|deploy|standardi[sz]|migrat)\w*|(?:selects|selected|chooses|chose|picks|picked)\b",
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
    "technical_release": (
        r"(?:launch|unveil|introduc|debut|releas|reveal|tape\w* out|sampl)\w*",
        # "arrives" of a product, not "la decisione arriva dopo ..." (comes after)
        r"(?:general(?:ly)? availab\w*|now available|"
        r"arriv\w*+(?!\s+(?:dopo|apr[eè]s|after|despu[eé]s|tras|nach)\b)|"
        r"ships?\b|shipping)",
        # what a product is and does: its specs, a review, its architecture, its figures
        r"spec(?:s|ifications?)\b|(?<!in )review\b|benchmark\w*|architecture|deep[- ]dive|teardown|hands-on|"
        r"(?:delivers?|offers?|packs?|features?|boasts?) (?:up to |over |nearly )?[\d.,]+",
        r"(?:complet\w*|finish\w*) (?:the |its )?development",
        r"l[eè]v\w* le voile|toglie\w* i veli|zeig\w* (?:\w+ ){0,2}neu\w*|"
        r"show\w* off|takes? the wraps off|pull\w* the wraps|lift\w* the (?:lid|veil)|availability of",
        r"(?:detail|outline|preview|demo|show|tease)\w* (?:its |the |a |an )?(?:[\w.-]+ ){0,3}"
        r"(?:process|chips?|gpus?|cpus?|accelerators?|architecture|node|processors?|design|platform)\b",
        r"announc\w* (?:the |its )?(?:new |next-gen\w* |latest )?\w*\d",
        r"(?:vorgestellt|stellt\w* .{0,40}vor\b|pr[aä]sentiert\w*|enth[uü]ll\w*|d[eé]voil\w*|"
        r"pr[eé]sent\w*+(?!\s+(?:comme|como|come|als)\b)|presenta\w*+(?!\s+(?:comme|como|come|als)\b)|"
        r"lanc[eé]\w*|lanza\w*|svela\w*|lancia\w*)",
    ),
    "us_production": (
        r"made in " + _US_PLACE,
        r"(?:american|domestic|us|u\.s\.)[- ](?:made|built|assembled|produced|manufactured|fabbed|production|"
        r"manufacturing|soil)",
        # production moved to the US; German puts the verb after the place ("in Arizona fertigen")
        r"(?:mov|shift|bring|reshor|relocat)\w* [^.;]{0,40}?(?:production|manufacturing|assembly|fabrication)"
        r"[^.;]{0,30}? to " + _US_PLACE,
        r"in (?:den )?" + _US_PLACE + r"(?: \w+){0,2} (?:fertig|produzier|herstell|bau)(?:en|t)\b",
        r"(?:produc|produz|produr|produi|manufactur|fabric|fabbric|fertig|herstell|hergestellt|build|built|made|make|"
        r"assembl)"
        r"\w*\b[^.;]{0,40}?\b(?:in|en|aux|negli|nos|in den) " + _US_PLACE,
    ),
    "executive_change": (
        r"(?:appoint\w*|names? (?:a )?new|hires?|promot\w*)\b[^.;]{0,40}?\b"
        r"(?:ceo|cfo|cto|chief|president|head)",
        r"steps? down|resign\w*|retir\w*",
        # someone in a named role leaving ("head of investor relations is leaving", "Finanzchefin verlässt")
        r"(?:ceo|cfo|cto|coo|chief|head|president|director|chair\w*|vice president|\w*chef(?:in)?|"
        r"vorstand\w*|"
        r"directeur\w*|directrice|pdg|pr[eé]sident\w*|presidente|amministratore delegato|direttore)\b"
        r"[^.;]{0,60}?\b(?:is leaving|leaves|departs?|departed|departing|exits?|quits?|verl[aä]sst|quitte|"
        r"abandona|lascia)\b",
    ),
    "pricing": (
        r"(?:cut|rais|hik|slash|lower|increas)\w* (?:its |the |their )?(?:\w+ )?prices?",
        r"price (?:cuts?|hikes?|increases?|war)",
        # a price that moves, in French, Spanish, Italian, German: the verb on the prices ...
        r"(?:augment|rel[eè]v|baiss|r[eé]dui|aument|sub[eiy]|baj|rebaj|alz|ridu|tagli|erh[oö]h|senk|anheb|"
        r"heb)\w* "
        r"(?:\S+ ){0,2}(?:prix|tarifs|precios|prezzi|listini|preise)\b",
        # ... the prices as the subject ("le prix ... va augmenter", "die Speicherpreise steigen") ...
        r"(?:\w*preise?|prix|precios?|prezz[io])\b[^.;]{0,60}?\b(?:augment|grimp|flamb|bondi|explos|s.envol|"
        r"baiss|chut|aument|sub[eiy]|dispar|baj|ca[eé]|salg|sal[ei]|crol|cal[ao]|steig|sink|fall|klett|explodier)\w*",
        # ... or the rise named ("hausse des prix", "Preiserhöhung")
        r"(?:hausses?|augmentations?|baisses?) (?:de |des )(?:\S+ ){0,2}prix|subidas? de (?:los )?precios|"
        r"aument[oi] de(?:i)? prezzi|rincar\w*|preis(?:erh[oö]hung|senkung|anstieg)\w*",
    ),
    # A lawsuit is the story's event; the taxonomy has no legal type, so it is "other" (never a
    # deal read from the licence talks the story quotes).
    "other": (
        r"(?:sues?|sued|suing)\b|lawsuits?\b|patent (?:infringement|suit|case|lawsuit)s?|"
        r"infring\w* (?:\S+ ){0,3}patents?|denunciat\w* (?:\S+ ){0,2}per\b|"
        r"(?:violazion|infrazion)\w* di (?:\S+ )?brevett\w*|demand(?:a|ó|an|ado) (?:a|contra)\b|"
        r"infracci[oó]n de (?:\S+ )?patentes?|verklag\w*|patentverletzung\w*|"
        r"poursui\w* (?:\S+ ){0,2}en justice|"
        r"violation de (?:\S+ )?brevets?|contrefa[çc]on de brevets?",
    ),
}
# A capacity or production event whose place is in the US is US production (the narrower type).
US_PLACE = (
    r"\b(?:in|at|en|aux|in den|negli|nos)(?: its| a| the| their)?(?: new)? "
    + _US_PLACE
    + r"|\b(?:"
    + _US_STATES
    + r")\b"
)
