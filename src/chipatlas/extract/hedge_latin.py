"""The Latin-script hedge words (``extract/hedges.py`` compiles and reads them): English first, then
the gold set's other languages as general lists. Matched against lower-cased text.
"""

from __future__ import annotations

from chipatlas.extract.source_kind import MEDIA_LATIN

HEDGE_LATIN = (
    r"\b(?:reportedly|allegedly|rumou?r(?:s|ed)?|unconfirmed|speculat\w*|educated guess|may be wrong|"
    r"according to (?:people|sources|a person|persons|insiders|unnamed)|people familiar with|"
    # one source, and earlier reports, passed on: "a person familiar with the matter", "previous reports"
    r"familiar with the (?:matter|plans?|situation|talks|deal)|(?:previous|earlier|prior) reports?|"
    r"reports? (?:indicated?|suggest(?:ed|s)?)|"
    # leaked, in the other languages: "notas filtradas", "durchgesickert", "trapelato"
    r"filtrad[oa]s?|filtraci[oó]n(?:es)?|durchgesickert\w*|trapelat\w*|"
    r"sources? (?:say|said|claim\w*)|(?<!coolant )(?<!liquid )(?<!water )leak(?:s|ed)?(?! (?:in|from|at)\b)|"
    r"analysts? (?:estimate|expect|believe|project|forecast|predict|anticipate)s?|"
    r"(?:is|are|was|were) (?:said|rumou?red|believed) to|"
    r"angeblich|gerüchten? zufolge|unbestätigt|spekulation\w*|"
    r"selon des sources|rumeurs?|non confirmée?s?|"
    r"según fuentes|rumores?|supuestamente|"
    r"secondo indiscrezioni|indiscrezion[ie]|presumibilmente|"
    # a claim passed on from someone else's report or estimate
    r"according to (?:[\w.'’-]+ ){0,3}(?:news|daily|times|journal|reports?|media|sources|insiders|industry|"
    r"analysts?|estimates?)|citing (?:\w+ )?(?:sources|insiders|people|reports?)|"
    r"industry (?:sources|insiders|estimates?)|research firms? (?:\w+ )?(?:reports?|estimates?|projects?|"
    r"expects?|forecasts?)|analysts? (?:say|said|note)|projected|"
    r"berichten zufolge|insidern zufolge|laut (?:insidern|kreisen|berichten)|"
    # someone else's report named as the source, and the people familiar, in each language
    r"\w*berichts? zufolge|"
    r"unter berufung auf (?:[\w-]+ ){0,3}(?:personen|kreise|insider\w*|quellen|bericht\w*|medien\w*)|"
    r"(?:mit der (?:angelegenheit|sache) )?vertraute(?:n)? (?:personen|kreise)|"
    r"personnes (?:proches|au fait|familières)|d.apr[eè]s (?:des |plusieurs )?sources|"
    r"fuentes (?:cercanas|conocedoras)|personas (?:familiarizadas|conocedoras)|"
    r"fonti (?:vicine|informate)|persone (?:vicine|a conoscenza)|"
    r"selon (?:des |les )?(?:sources|analystes|informations)|"
    r"según (?:fuentes|analistas|informes)|"
    r"secondo (?:quanto riportato|fonti|analisti)|sembra che|"
    # the writer's own doubt on where the news comes from, and talk heard in the market
    r"apparently|offenbar|anscheinend|apparemment|al parecer|a quanto pare|"
    r"(?:am markt|in der branche) ist zu h[oö]ren|"
    r"purportedly|(?:sources|people|insiders) close to|unnamed (?:sources|people|officials)|"
    r"is understood to|tipped to|(?:industry )?(?:watchers|observers) (?:say|said|believe|expect)\w*|"
    r"verlaute\w*|aus (?:[\w-]+ )?(?:branchen|industrie|unternehmens|regierungs)?kreisen|"
    r"d.apr[eè]s (?:la presse|les m[eé]dias|le (?:journal|quotidien|site))|"
    r"selon (?:la presse|les m[eé]dias|le (?:journal|quotidien|site))|"
    r"se rumorea|rumorea\w*|seg[uú]n (?:medios|la prensa|el (?:diario|peri[oó]dico)|informaciones)|"
    r"stando a (?:fonti|indiscrezioni|quanto)|secondo (?:la stampa|i media|il quotidiano|indiscrezioni)|"
    # the reportive mood: German "soll", the news conditional of French, Spanish, Italian
    r"soll(?:en)? (?:[\w-]+ ){0,4}\w+(?:t|en) (?:haben|sein)|"
    r"aurai(?:t|ent) (?:d[eé]j[aà] )?\w+[eé]e?s?|habr[ií]an? \w+(?:ado|ido)|"
    r"avrebbe(?:ro)? \w+(?:ato|uto|ito)|"
    # ... and of the present, an act under way passed on ("starebbe negoziando", "estaría negociando",
    # "serait en train de négocier"; not "sta negoziando", nor a condition: "sarebbe pronta se")
    r"starebbe(?:ro)? \w+(?:ando|endo)|"
    r"sarebbe(?:ro)? (?:stat[oaie] \w+|in (?:trattativ[ae]|procinto|discussione|corsa))|"
    r"estar[ií]an? \w+(?:ando|iendo)|estar[ií]an? en (?:negociaciones|conversaciones)|"
    r"serai(?:t|ent) en (?:train de|n[eé]gociations?|discussions?|pourparlers)|"
    # local sources and what surfaced from them ("secondo quanto emerso da fonti locali")
    r"fonti locali|fuentes locales|sources locales|local sources|secondo quanto (?:emerso|appreso|trapelato)|"
    r"laut (?:lokal|[oö]rtlich)\w* (?:quellen|medien|berichten)|"
    # analysts' estimates and forecasts in each language (commentary unless they open the story)
    r"analysten (?:schätz|erwart|prognostizier|rechnen)\w*|"
    r"(?:les )?analystes (?:estim|prévoi|prévoy|s.attend|tabl|anticip)\w*|"
    r"(?:los )?analistas (?:estim|prev[eé]|calcul|esper|pronostic|anticip)\w*|"
    r"(?:gli )?analisti (?:stim|preved|prevision|si aspett)\w*|"
    # results forecast before they are reported: a preview of estimates, not the company's figures
    r"(?:is|are) (?:poised|expected|forecast|projected|estimated|set) to (?:report|post|announce|log|book)|"
    r"d[uü]rfte\w* (?:\S+ ){0,5}(?:ausweisen|melden|verbuchen|erzielen|vorlegen)|"
    r"devrai(?:t|ent) (?:publier|afficher|annoncer|enregistrer|d[eé]gager)|"
    r"se espera que (?:\S+ ){0,2}(?:reporte|registre|publique|anuncie|presente)\w*|"
    r"dovrebbe(?:ro)? (?:registrare|riportare|annunciare|presentare|chiudere)|"
    r"brokerage (?:forecasts?|estimates?)|consensus (?:forecasts?|estimates?)|" + MEDIA_LATIN + r")\b"
    # the media, an outlet or unnamed sources passed on (extract/source_kind.py)
)
