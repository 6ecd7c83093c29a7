"""Trigger lexicons of the signal taxonomy (``extract/taxonomy.py`` weighs them).

One table of regular expressions for Latin-script languages (English first, then
German, French, Spanish, Italian as general lists), matched on lower-cased text at a
word boundary. The table of substrings for Chinese, Japanese and Korean, which have no
word boundaries, is in ``trigger_words_cjk.py`` (re-exported here). Documented in docs/signals.md.
"""

from __future__ import annotations

from chipatlas.extract.trigger_words_cjk import CJK_TRIGGERS

# A groundbreaking ("broke ground", "Spatenstich", "première pierre", "primera piedra", "prima pietra")
GROUNDBREAKING = (
    r"(?:break\w*|broke) ground|groundbreaking|spatenstich\w*|premi[eè]re pierre|primera piedra|prima pietra"
)


__all__ = ["CJK_TRIGGERS", "TRIGGERS", "WEAK", "WORDS_RELEASED"]

# Context words: they say what a story is near, not what happened; they weigh half and
# never make a headline's event.
WEAK = (
    r"next-generation|roadmap|specified at|deep-dive|chip lab|bottleneck|constrain\w*|customers?|"
    r"gigawatts?|revenue|q[1-4]|quarterly|regulat\w*|partner\w*|"
    # who a company is ("the leading supplier"), not what it does
    r"supplier\w*|lieferant\w*|fournisseur\w*|proveedor\w*|fornitor\w*|fornitur\w*|供应商|供給元|공급사|공급업체|"
    # the same role in traditional Chinese (Taiwanese and Hong Kong outlets write 供應商)
    r"供應商"
)
# What a company releases when it releases no product: words, figures, a response.
WORDS_RELEASED = (
    r"(?! (?:a |an |its |the |their |his |her )?(?:[\w-]+ )?(?:statements?|rebuttals?|reports?|results|"
    r"earnings|figures|data|comments?|responses?|guidance|remarks|clarifications?|denials?)\b)"
)
TRIGGERS: dict[str, tuple[str, ...]] = {
    "technical_release": (
        r"launch\w*",
        r"unveil\w*",
        r"reveal\w*",
        r"debut\w*",
        r"newest",
        r"announc\w* (?:the |its )?(?:new |next-gen\w* )?\w*\d",
        r"introduc\w*",
        # releasing words (a statement, a rebuttal, results) is no product release
        r"(?<!statement )(?<!rebuttal )(?<!report )releas\w*+" + WORDS_RELEASED,
        r"ship(?:s|ped)",
        r"tape[sd]? ?out",
        r"complet\w* (?:the |its )?development",
        r"generally available",
        r"next-generation",
        r"specified at",
        r"deep-dive",
        r"chip lab",
        r"roadmap",
        r"vorgestellt",
        r"stellt\w* .{0,40}vor\b",
        r"dévoil\w*",
        # "présenté comme" / "presentado como" describes a thing (presented as), it launches nothing
        r"présent[eé]\w*+(?!\s+(?:comme|como|come|als)\b)",
        r"presenta\w*+(?!\s+(?:comme|como|come|als)\b)",
        r"lanc[ei]\w*",
        r"svela\w*",
        r"lanz\w*",
        r"desvel\w*",
        r"pr[aä]sentiert\w*",
        r"enth[uü]ll\w*",
        r"markteinf[uü]hrung\w*",
    ),
    "capacity_expansion": (
        # a subsidy for a plant, in each language (not a "subsidiary"; a subsidy programme is the
        # scheme, no award: "asked for money from the subsidy program")
        r"subsid(?:y|ies)\b(?! (?:program\w*|scheme|regime|laws?|acts?|rules?)\b)|"
        r"\w*subvention(?!s?program)\w*|subvenci[oó]n(?:es)?\b(?! (?:program\w*|plan|r[eé]gimen))|"
        r"sussidi\w*|f[oö]rdermittel\w*|zusch[uü]ss\w*|beihilfe\w*",
        r"new fab",
        # a growth verb acting on capacity, output or production: what happens to whom
        r"(?:doubl|tripl|boost|increas|expand|scal|rais|grow)\w* (?:its |the |their )?(?:\w+ ){0,2}"
        r"(?:capacity|output|production)",
        r"(?:plans?|aims?|targets?) to (?:produce|manufacture|make) [\d.,]+",
        r"production targets?",
        r"expand\w* (?:capacity|production|its fab)",
        r"capacity expansion",
        GROUNDBREAKING,
        r"gigawatts?",
        r"data cent(?:er|re) campus",
        r"ramp\w* (?:up )?production",
        r"builds? (?:a |its )?plant",
        # building a site named by what it makes ("the world's largest manufacturing site for servers")
        r"(?:build|construct)\w* (?:the |a |an |its |their )?(?:[\w’'-]+ ){0,3}(?:manufacturing|production|"
        r"assembly|packaging) (?:sites?|plants?|facilit(?:y|ies)|hubs?|bases?|lines?)",
        # more accelerators added to a cluster: its compute capacity grows
        r"add\w* (?:another |a further |an additional |more than |over |some )?[\d.,]+ ?"
        r"(?:k |thousand |million )?(?:more |additional |new )?(?:gpus|accelerators|ai chips|servers|racks)",
        r"aggiunt\w* (?:di )?(?:altr[ei] )?[\d.,]+ (?:gpu|acceleratori|server)",
        r"a[nñ]ad\w* (?:otr[oa]s )?[\d.,]+ (?:gpu|aceleradores|servidores)",
        r"ajout\w* (?:de )?[\d.,]+ (?:gpu|acc[eé]l[eé]rateurs|serveurs)",
        r"[\d.,]+ (?:weitere|zus[aä]tzliche) (?:gpus|beschleuniger|server)",
        r"invest\w* (?:\$|usd |us\$|eur |€)?[\d.,]+ ?(?:billion|bn|million)",
        r"new (?:plant|factory|facility|fab)",
        r"investition\w*",
        r"neue[sn]? (?:(?:chip|halbleiter|speicher)-?)?(?:werk|fabrik)\w*",
        r"investissement\w*",
        r"nouvelle usine",
        r"inversi[oó]n\w*",
        r"nueva (?:f[aá]brica|planta)",
        r"investiment\w*",
        r"nuovo stabilimento",
        r"ampliament\w*",
        r"ampl[ií]a\w* (?:la |su )?(?:capacidad|producci[oó]n)",
        r"augment\w* (?:la |sa )?(?:capacit[eé]|production)",
        # doubling or raising capacity in Italian, Spanish, French, German
        r"(?:raddoppi|triplic|duplic|doubl|tripl|aument|verdoppel|verdreifach|erh[oö]h)\w* "
        r"(?:la |sa |su |seine |ihre |die )?(?:sua |propria )?(?:capacit|capacidad|kapazit)\w*",
        r"kapazit[aä]t\w*(?:s)?(?:ausbau|erweiterung)",
        r"ausbau\w*",
    ),
    "us_production": (
        r"made in (?:the )?(?:u\.s\.a?|usa|united states|america)",
        r"(?:us|u\.s\.|american|domestic) (?:production|manufacturing|soil)",
        r"(?:produc\w*|manufactur\w*|fabricat\w*|built|made)\b.{0,40}\bin (?:the )?"
        r"(?:u\.s\.|usa|united states|america|arizona|texas|ohio|idaho|oregon|new york)\b",
        r"(?:produ\w*|fabriqu\w*)\b.{0,40}\b(?:aux [eé]tats-unis|en arizona|en am[eé]rique)",
        r"sol am[eé]ricain",
        r"(?:producci[oó]n|fabricaci[oó]n|fabricad\w*|producid\w*)\b.{0,40}\ben "
        r"(?:ee\.? ?uu\.?|estados unidos|arizona)",
        r"suelo estadounidense",
        r"(?:produktion|fertigung|hergestellt|gefertigt|produziert)\b.{0,40}\bin (?:den usa|arizona|texas)",
        r"in (?:den usa|arizona|texas) (?:gefertigt|hergestellt|produziert)",
        r"(?:produzione|prodott\w*|fabbricat\w*)\b.{0,40}\b(?:negli stati uniti|in arizona|in america)",
    ),
    "partnership_deal": (
        r"partner\w*",
        # "to deal with" a problem is a verb, no deal ("how to deal with heat dissipation")
        r"(?<!\bto )(?<!must )(?<!\bcan )(?<!could )(?<!should )(?<!will )(?<!each )(?<!they )"
        r"(?<!\bwe )\bdeal\b"
        r"(?! with (?:it|them|this|that|heat|issues?|problems?|challenges?|part of)\b)",
        r"agreement",
        # a contract chipmaker or manufacturer is what a company is, not a deal it made
        r"contract(?!\s+(?:chip\w*|manufactur\w*|mak\w*|foundr\w*|research|electronics|assembl\w*|packag\w*|"
        r"fab\w*|semiconductor\w*|prices?|pricing))",
        r"collaborat\w*",
        r"memorandum",
        r"\bMOU\b",
        r"in (?:early )?talks",
        r"to sell",
        r"negotiat\w*",
        r"supplier\w*",
        # supplying someone: the deal; a supply chain, shortage or bottleneck is not one
        r"(?<!short )(?<!tight )suppl(?:y|ies|ied|ying)\b(?! chains?| shortages?| bottlenecks?|-demand| "
        r"and demand| "
        r"constraints?| crunch| disruptions?| issues?| problems?| glut| risks?| side)",
        r"qualif(?:y|ies|ied|ying|ication)\w*",
        r"purchas\w*",
        r"lieferant\w*",
        r"geliefert",
        r"liefer(?:t|n|ung|vertrag)\w*",
        r"(?:zu )?kauf(?:en|t)?\b",
        r"kauf von",
        r"qualifikation\w*",
        r"verhandlung\w*",
        r"fournisseur\w*",
        r"n[eé]gociation\w*",
        r"proveedor\w*",
        r"negociaci\w*",
        r"suministr\w*",
        r"fornitor\w*",
        r"fornitur\w*",
        r"trattativ\w*",
        r"supply pact",
        r"partnerschaft\w*",
        r"kooperation\w*",
        r"vertrag\w*",
        r"partenariat\w*",
        r"accord\b",
        r"(?<!sous )contrat\b",
        r"acuerdo\w*",
        r"(?<!por )contrato\w*",
        r"alianza\w*",
        r"accordo\w*",
        r"(?<!su )(?<!per )contratto\w*",  # "produttore su contratto": a foundry, no deal
    ),
    "supply_disruption": (
        r"shortage",
        r"disrupt\w*",
        r"outage",
        r"\bfire\b",
        r"earthquake",
        r"paus\w* (?:its |the )?\w*",
        r"halt\w*",
        r"delay\w*",
        r"constrain\w*",
        r"bottleneck",
        r"force majeure",
        r"defect\w*",
        r"recall\w*",
        r"(?:coolant|liquid|water) leak\w*",
        r"leak(?:s|ing) (?:in|from|at)",
        r"re-sourc\w*|resourc(?:ing|ed)\b",  # not "resources"
        r"scrambl\w*",
        r"(?:production|manufacturing|yield) (?:problems?|issues?|difficult\w*)",
        r"difficult\w* (?:in|with) (?:the )?(?:\w+ )?(?:production|manufacturing)",
        r"engp[aä]ss\w*",
        r"produktionsprobleme?\w*",
        r"difficult[eé]s? de (?:la )?production",
        r"dificultad\w* (?:en|de) (?:la )?producci[oó]n",
        r"difficolt\w* (?:nella|della|di) produzion\w*",
        r"lieferengp\w*",
        r"verz[oö]gerung\w*",
        r"p[eé]nurie\w*",
        r"retard\w*",
        r"escasez",
        r"retraso\w*",
        r"carenza\w*",
        r"ritard\w*",
    ),
    "export_control": (
        r"export control\w*",
        r"export ban",
        # what may not enter a country: a trade rule like one on what may leave it
        r"(?:may|must|can|cannot|could|will|shall) not (?:enter|be imported)|(?:import|entry) bans?|"
        r"einfuhrverbot[^ ]*|importverbot[^ ]*|einfuhrstopp",
        r"export (?:restriction|licen[cs]e)\w*",
        # trade restrictions in each language: a government's rule on what may be sold, not a shortage
        r"trade (?:restriction|curb|barrier)s?",
        r"handelsbeschr[aä]nkung\w*|handelsrestriktion\w*",
        r"restrictions? commerciales?",
        r"restricci[oó]n(?:es)? comerciale?s?",
        r"restrizion[ei] commercial[ei]",
        r"embargo\w*",
        r"ausfuhr\w*",
        r"exportverbot\w*",
        r"exportstopp",
        r"sanktion\w*",
        r"sanci[oó]n\w*",
        r"sanzion\w*",
        r"restrictions? (?:à|a|aux) l.exportation",
        r"restrictions? sur (?:les )?(?:puces|semi-?conducteurs|exportations|ventes)",
        r"restricci\w* (?:a|de) (?:las )?exportaci\w*",
        r"restrizion\w* (?:all|alle) esportazion\w*",
        r"entity list",
        r"sanction\w*",
        r"licen[cs]e requirement",
        r"regulat\w*",
        r"tariff\w*",
        # the tariff in the other languages, duties and levies on chips, re-exports and smuggling
        # ("12-Zoll" is an inch, a "heavy-duty" server no duty)
        r"(?:import|customs|anti-dumping|countervailing) dut(?:y|ies)|"
        r"(?:dut(?:y|ies)|lev(?:y|ies)) on (?:[^ ]+ ){0,3}(?:chips?|semiconductors?|imports?|exports?|gpus?)",
        r"re-?export\w*|r[eé]export\w*|riesport\w*|smuggl\w*|schmuggel\w*|contrebande|contrabando|contrabbando",
        r"z[oö]lle\b|strafz[oö]ll\w*|einfuhrz[oö]ll\w*|zoll(?:satz|s[aä]tze|erh[oö]hung\w*|streit|politik)\b",
        r"droits? de douane|taxes? douani[eè]res?|arancel\w*|dazi\b|dazio\b",
        # the act's rules (guardrails); its money is a plant paid for ("Chips Act grant", head_words)
        r"CHIPS Act(?! (?:[^ ]+ ){0,2}(?:grants?|funding|awards?|subsid[^ ]*|incentives?|loans?)\b)",
        # curbs on investing in or equipping plants; the validated-end-user status that waives them
        r"(?:curbs?|restrictions?|limits?) on (?:[\w-]+ ){0,3}"
        r"(?:investment|investing|upgrad\w*|equipment|tools?)\b",
        r"validated end[- ]users?|\bVEU\b",
        # its subsidy programme pays for plants, it controls nothing; nor does the money it
        # announces or awards ("Commerce Department announces CHIPS funding")
        r"Commerce Department(?!(?:[^.;]|\.(?=\d)){0,50}\b(?:subsid|grants?\b|fund|incentive|award))",
        # not "BIS": matched lower-cased it is German "bis" (until)
        r"bureau of industry and security",
        r"exportkontroll\w*",
        r"exportbeschr[aä]nkung\w*",
        r"contr[oô]les? (?:à|a) l.exportation",
        r"control\w* (?:a|de) (?:las? )?exportaci\w*",
        r"controll\w* (?:sull[e']?|alle) ?esportazion\w*",
        # a licence or permit to export
        r"licen[cs]es? (?:[^ ]+ ){0,2}to (?:export|ship|sell)",
        r"export(?:lizenz|genehmigung)\w*|ausfuhr(?:lizenz|genehmigung)\w*",
        r"(?:licences?|autorisations?) d.exportation",
        r"(?:licencias?|permisos?) de exportaci[oó]n",
        r"licenz\w* (?:di|per l.|all.) ?esportazion\w*",
    ),
    "financial_results": (
        # where results are reported: the call or briefing on them (what it quotes is said there)
        r"(?:results|earnings|analyst) calls?|results (?:briefing|presentation|webcast)s?|"
        r"(?:analysten|bilanzpresse)konferenz\w*|conf[eé]rences? (?:t[eé]l[eé]phoniques? )?(?:sur|de|des) "
        r"(?:les )?r[eé]sultats|conferencias? (?:telef[oó]nicas? )?de resultados|"
        r"conference call (?:sui|dei) (?:conti|risultati)",
        r"quarterly",
        r"revenue",
        r"earnings",
        r"\bQ[1-4]\b",
        # a quarter named by its ordinal ("gana 39 % más en el tercer trimestre")
        r"(?:first|second|third|fourth) quarter|(?:premier|deuxi[eè]me|troisi[eè]me|quatri[eè]me) trimestre|"
        r"(?:primer|segundo|tercer|cuarto|primo|secondo|terzo|quarto) trimestre|"
        r"(?:ersten|zweiten|dritten|vierten) quartal",
        r"fiscal",
        r"guidance",
        r"run rate",
        r"net income",
        r"(?:net|operating|quarterly) profits?",
        r"operating margin",
        r"umsatz\w*",
        r"quartalszahlen",
        r"chiffre d.affaires",
        r"r[eé]sultats? trimestriels?",
        r"ingresos",
        r"resultados trimestrales",
        r"fatturato",
        # revenue in Italian after the move or forecast on it ("un aumento delle entrate")
        r"(?:aument\w*|crescit\w*|cal[oi]|ribass\w*|rialz\w*|prevision\w*|stim[ae]) (?:\w+ )?entrate\b",
        # a shareholders' meeting: where a company reports on its year and gives its outlook
        r"(?:annual )?(?:shareholders?['’]? |stockholders?['’]? |general )meeting|hauptversammlung|"
        r"assembl[eé]e g[eé]n[eé]rale|junta (?:general )?de accionistas|"
        r"assemblea (?:degli azionisti|dei soci)",
        r"ricavi",
        r"trimestral\w*",
        r"quartal\w*",
        r"b[eé]n[eé]fice\w*",
        r"beneficio\w* (?:neto|operativo)",
        r"utile (?:netto|operativo)",
        r"conti (?:del |di )?(?:\w+ )?(?:trimestre|semestre|trimestral\w*|semestral\w*)",
    ),
    "m_and_a": (
        r"acqui(?:re[sd]?|sition)",
        r"merger",
        r"takeover",
        r"buy(?:s|out)\b",
        r"stake in",
        r"[uü]bernahme\w*",
        r"rachat\w*",
        r"adquisici[oó]n\w*",
        r"acquisizion\w*",
        r"fusion\w*",
        r"fusi[oó]n\w*",
        r"fusione",
    ),
    "executive_change": (
        r"appoint\w*",
        r"steps? down",
        r"resign\w*",
        r"names? (?:a )?new (?:CEO|CFO|CTO|chief)",
        # someone named or tapped as the new chief ("names Jane Roe as new CEO")
        r"(?:names?|named|taps?|tapped|picks?|picked) (?:[\w.'’-]+ ){1,4}as (?:its )?(?:new |next |interim )?"
        r"(?:CEO|CFO|CTO|COO|chief|president|chair\w*|head)\b",
        r"hire[sd]? (?:as|a)",
        r"succeed\w*",
        r"retir\w*",
        r"ernenn\w*",
        r"tritt\w* .{0,20}zur[uü]ck",
        r"nomm[eé]\w*",
        r"d[eé]mission\w*",
        r"nombra\w*",
        r"dimisi[oó]n\w*",
        r"nomina\w*",
        r"dimission\w*",
        # a chief removed, in each language ("licenzia l'amministratore delegato", "limoge son PDG")
        r"(?:fire[sd]?|oust\w*|sack\w*|licenzi\w*|destitu\w*|limog\w*|entl[aä]ss\w*|feuer\w*|despid\w*|"
        r"r[eé]voqu\w*|rimoss\w*) (?:[^ ]+ ){0,3}(?:ceo|cfo|chief executive|amministratore delegato|"
        r"consejero delegado|director ejecutivo|directeur g[eé]n[eé]ral|pdg|vorstandschef\w*|"
        r"vorstandsvorsitzend\w*|firmenchef\w*|presidente|pr[eé]sident)",
    ),
    "customer_adoption": (
        r"adopt\w*",
        r"trial\w*",
        r"customers?",
        r"deploy\w*",
        r"selects?(?! committee)",  # a parliament's select committee chooses nothing
        r"migrat\w*",
        r"expands? .{0,20}use",
        r"in production use",
        r"trains? on",
        r"einsatz\w*",
        r"adopt[ea]\w*",
        # the verb of French, Spanish, Italian, not English "utilization"
        # a participle describes ("puces utilisées dans ..."); after an auxiliary it is the act
        r"utilis(?:e|ent|era|eront)\b|(?:a|ont|avait|avaient) utilis[eé]\b",
        r"utiliz(?:a|an|ar[aá]n?|za|zano|zer[aà])\b|(?:ha|han|hab[ií]a|hab[ií]an) utilizado\b",
        r"d[eé]ploi\w*",
        r"despliegue\w*",
        r"desplieg\w*",
    ),
    "pricing": (
        # a product's value ("pricing advantage", "price-performance") is what it is, not a price move
        r"pric(?:e|es|ing)\b"
        r"(?![- ](?:advantages?|performance|comparisons?|points?|tiers?|class|brackets?|segments?))",
        r"price cut",
        r"per hour",
        r"/hour",
        r"discount\w*",
        r"cheaper",
        r"preis(?:e|senkung|erh[oö]hung)\w*",
        r"baisse de prix|hausse de prix",
        # value for money ("rapport qualité-prix", "calidad-precio", "qualità-prezzo") is no price move
        r"(?<!calidad-)(?<!calidad )precios?\b",
        r"(?<!qualità-)(?<!qualità )prezz[io]\b",
        r"(?<!qualité-)(?<!qualite-)(?<!qualité )prix\b",
    ),
}
# A type's triggers are one regex alternation, which takes the first alternative that matches at a
# position: a context word listed first ("quarterly") would shadow a longer trigger starting at the
# same word ("quarterly profit") and the hit would count as context. Context words go last.
_WEAK_WORDS = frozenset(WEAK.split("|"))
TRIGGERS = {
    kind: tuple(sorted(ps, key=lambda p: p.lower().replace(r"\b", "") in _WEAK_WORDS))
    for kind, ps in TRIGGERS.items()
}
