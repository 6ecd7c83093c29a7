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

from chipatlas.extract.head_deals import DEAL_PATTERNS
from chipatlas.extract.trigger_words import GROUNDBREAKING, WORDS_RELEASED

_MONEY = (
    r"(?:(?:\$|us\$|usd |eur |€)\s?[\d.,]+\s?(?:billion|bn|million|m|b|trillion)?"
    r"|[\d.,]+ ?(?:billion|million))"
)
_PLANT = (
    r"(?:fabs?|plants?|factor(?:y|ies)|facilit(?:y|ies)|capacity|production|expansion|manufacturing|"
    r"sites?|campus(?:es)?|cleanrooms?|production lines?|output|foundry|packaging lines?|"
    r"(?:ai )?data cent(?:er|re)s?)"
)
# The same in German, French, Spanish, Italian (word starts; German also inside compounds).
_PLANT_INTL = (
    r"(?:\b(?:(?:chip|halbleiter|speicher)?(?:werk|fabrik)|anlage|usine|planta|f[aá]brica|impiant|stabiliment|fabbric)|kapazit|capacit|"
    r"produktion|producci[oó]n|produzion|"
    # a data centre is compute capacity being built ("errichten ein Rechenzentrum")
    r"rechenzentr|centres? de donn[eé]es|centros? de datos|data cent(?:er|re))"
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

# Public money for plants, in each language ("grant", "Fördermittel", "subvention", "sussidio").
_AID = (
    r"(?:funding|grants?|awards?|incentives?|subsid(?:y|ies)|loans?|f[oö]rder(?:mittel|gelder|zusage)\w*|"
    r"zusch[uü]ss\w*|subventions?|subvenci[oó]n\w*|ayudas?|sussid\w*|contribut[oi])"
)
# A chips act (the US CHIPS Act, a European or Japanese one): the programme that pays for plants.
_CHIPS_ACT = r"(?:chips(?: and science)? act|chips for america|ley chips|loi chips|chips-gesetz)"

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
        # a groundbreaking, in the past tense too ("broke ground"), in each language
        GROUNDBREAKING,
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
        r"(?:d[eé]marr|lanc|inici|comienz|empiez|avvi|beginn|startet)\w* (?:la |le |il |die |de la |de |del |"
        r"della |dello |der )?"
        r"(?:production|producci[oó]n|produzione|produktion|fabrication|fabricaci[oó]n)\b",
        # a plant nearing or starting production, tools moved into it ("nears production", "Produktions-
        # start", "al via la produzione", "tool move-in"): capacity about to be added
        r"(?:nears?|nearing|approach\w*|on the verge of|close to) (?:the )?(?:start of )?(?:mass |volume |"
        r"full |commercial )?production\b|"
        r"\w*(?:produktions|fertigungs)(?:start|beginn|anlauf)\w*|al via (?:la |della )?produzion\w*|"
        r"(?:mov|install)\w* (?:the |its )?(?:first )?(?:[\w-]+ )?(?:tools|equipment|machines)\b[^.;]{0,20}?"
        r"\b(?:into|in|at)\b|tool[- ]move[- ]in|move-in of (?:the )?(?:tools|equipment)",
        # public money awarded, with no figure ("announces incentives award with X", "awards X
        # funding"), or a grant for a plant
        r"(?:incentives?|subsid\w*|grants?) awards?\b|awards? (?:\S+ ){0,3}(?:direct )?(?:funding|grants?|"
        r"incentives?|subsid\w*)\b",
        r"(?:grants?|subsid(?:y|ies)|funding|incentives?) (?:for|to|towards?)\b[^.;]{0,40}?\b" + _PLANT,
        # a chips act's money: "CHIPS Act grant", "Fördermittel aus dem CHIPS Act", "CHIPS funding"
        # (US production only when the clause places it in the US; the act named alone, "remarks on
        # the CHIPS Act", awards nothing; "announces CHIPS funding" with no one or nothing funded
        # leaves it to the lead, which says for which plants)
        _CHIPS_ACT + r"[^.;]{0,40}?\b" + _AID,
        _AID + r"\b[^.;]{0,40}?\b" + _CHIPS_ACT,
        # public money for a plant: a grant, loan or incentive to build or expand it
        _MONEY + r" (?:[\w-]+ ){0,3}(?:grants?|subsid\w*|incentives?|loans?|funding|awards?) "
        r"(?:under [^.;]{0,40}? )?(?:for|to|towards?)\b"
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
        # postponing in English, Italian, Spanish ("rinvia le consegne", "aplaza el lanzamiento")
        r"(?:postpon|rinvi[aiao]|rimand|posticip|aplaz|pospon)\w*",
        r"(?:recall|delay|postpon|halt|suspend|pause|stall|disrupt|push\w* back|pull\w* (?:back|out)"
        r"|withdr[ae]w|scrap)\w*",
        r"(?:defects?|recalls?|shortages?|outages?|fires?|delays?|disruptions?|"
        r"(?:coolant|liquid|water) leaks?|leaks? in|yield (?:problems|issues)"
        r"|production (?:problems|issues|halt))",
        r"(?:forced|forces|forcing|scrambl\w*) (?:\w+ ){0,3}to re-?source",
        # re-sourcing, not a company's "resources" (what it has, not what befalls it)
        r"re-sourc\w*|resourc(?:ing|ed)\b",
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
        # a licence, waiver, exemption, authorisation or status revoked, withdrawn or lost: the rules
        # tighten (a licence agreement ended is a deal's end, not a rule)
        r"(?:revok|revoc|rescind|withdr[ae]w|strip|end|los[ets]|entz[oi]e?g|entzieh|widerr[iu]f|retir|r[eé]voqu|"
        r"ritir)\w*\b[^.;]{0,40}?\b(?:licen[cs]es?|waivers?|exemptions?|authori[sz]ations?|permits?|"
        r"(?:validated end-user|veu) status|genehmigung\w*|lizenz\w*|ausnahme\w*|autorisations?|"
        r"d[eé]rogations?|permisos?|licencias?|exenci[oó]n\w*|autorizaci[oó]n\w*|licenz[ae]|permess[oi]|"
        r"autorizzazion[ei]|esenzion[ei])\b(?!\s+(?:agreements?|deals?|fees?|contracts?))",
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
        r"\b[^.;]{0,60}?(?:\b(?:sell|vend(?:ere|er|re)|verkaufen|export\w*|esporta\w*)\b[^.;]{0,60}?"
        r"\b(?:cina|chine|china|russia|russie|rusia|russland)\b|\b(?:cina|chine|china)\b[^.;]{0,30}?"
        r"\b(?:zu )?verkaufen\b)",
        # exports resumed or reopened to a country under controls: the controls ease
        r"(?:resum|reopen|restart|reanud|reprend|riprend)\w*\b[^.;]{0,40}?\b(?:exports?|exportaci\w*|"
        r"exportations?|esportazion\w*|sales|shipments)\b[^.;]{0,60}?\b(?:cina|chine|china|russia|russie|rusia)\b",
        r"(?:export|ausfuhr|verkauf|lieferung)\w*\b[^.;]{0,60}?\b(?:china|russland)\b[^.;]{0,20}?"
        r"\bwieder auf\w*",
        r"export (?:controls?|bans?|curbs?|restrictions?|rules?|licen[cs]es?)",
        # an inquiry into exports: a lawmaker or a regulator probing who may ship what ("probes chip
        # exports to China", "enquête sur les exportations", "prüft Chipexporte", "indaga sulle esportazioni")
        r"(?:prob(?=e|ing)|investigat|question|scrutini[sz]|examin|enqu[eê]t|investig|indag|pr[uü]f|untersuch|"
        r"ermittel)\w*\b[^.;]{0,50}?\b(?:\w*export(?:s|e|en)?\b|exportations?|exportaciones|esportazion\w*|"
        r"licen[cs]es? (?:for|to) (?:\S+ ){0,3}exports?)",
        r"(?:entity list|tariffs?|sanctions?)",
        # competition law: an antitrust probe is regulation too
        r"anti-?trust|kartell\w*|antimonopolio|autorit[eé] de la concurrence|"
        r"competition (?:probe|investigation)",
        r"(?:embargo|exportverbot|ausfuhr\w*|sanktion\w*|sanci[oó]n\w*|sanzion\w*)",
    ),
    **DEAL_PATTERNS,
    "technical_release": (
        r"(?:launch|unveil|introduc|debut|reveal|tape\w* out|sampl)\w*",
        r"(?<!statement )(?<!rebuttal )(?<!report )releas\w*+" + WORDS_RELEASED,
        # "arrives" of a product, not "la decisione arriva dopo ..." (comes after), nor a move or
        # decision that comes at a time ("la mossa arriva in un momento di carenza"): a frame
        r"(?:general(?:ly)? availab\w*|now available|"
        r"(?<!mossa )(?<!decisione )(?<!notizia )(?<!move )(?<!decision )(?<!news )(?<!d[eé]cision )"
        r"arriv\w*+(?!\s+(?:dopo|apr[eè]s|after|despu[eé]s|tras|nach|in un momento|at a time|"
        r"[aà] un moment|en un momento)\b)|"
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
        # "sue" only as a verb: Italian "sue" is "its" ("le sue memorie")
        r"(?:sues|sued|suing)\b|(?:to|will|would|may|could|might|not) sue\b|lawsuits?\b|"
        r"patent (?:infringement|suit|case|lawsuit)s?|"
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
