"""What kind of source a document is, as far as its evidence goes: the company's own word.

A press release is the company stating its own news: its claims are ``confirmed`` (or
``committed`` for a future act), where trade press reporting the same words is
``claimed``. A page says it is one by a wire between slashes or in brackets after its
dateline ("TAIPEI, Feb. 26, 2025 /PRNewswire/ --", "(BUSINESS WIRE) --") or by a label
opening one of its first lines ("Press release", "Pressemitteilung", "Communiqué de
presse", "Comunicado de prensa", "Comunicato stampa", 新闻稿, プレスリリース, 보도자료).
A link "read press release" deep in a page is not such a label. The words by which a
company binds itself to a future act (``COMMIT``), the research firms whose estimates and
reports the press passes on (``FIRM_SOURCE``, ``FIRM_REPORT``) and the media named as a
source (``MEDIA_LATIN``, ``MEDIA_CJK``) live here too; ``extract/hedges.py`` reads them.
"""

from __future__ import annotations

import re

# A newswire named in a dateline: "/PRNewswire/", "/GLOBE NEWSWIRE/", "(BUSINESS WIRE)".
_WIRE = re.compile(
    r"[/(](?:PR ?Newswire|Business ?Wire|GLOBE ?NEWSWIRE|ACCESSWIRE|Newsfile|EQS-News|Marketwired)"
    r"(?:-\w+)?[/)]",
    re.IGNORECASE,
)
# A label heading a line: the page calling itself a press release, in each gold language.
_LABEL = re.compile(
    r"^\W{0,3}(?:press release|news release|media release|pressemitteilung|presseinformation|"
    r"communiqué de presse|comunicado de prensa|nota de prensa|comunicato stampa|"
    r"新闻稿|新聞稿|プレスリリース|ニュースリリース|보도자료)(?![a-z])",
    re.IGNORECASE,
)
_HEAD_LINES = 6  # a label stands at the top of the page, a wire in the first paragraph
_HEAD_CHARS = 600


# Market-research firms and brokerages whose estimates and forecasts the press passes on
# (general knowledge of the trade, not read off any document), in Latin script and as the
# Chinese, Japanese and Korean press write them; a brokerage by its suffix (证券, 証券, 증권).
_FIRMS = (
    r"trendforce|dramexchange|counterpoint(?: research)?|omdia|idc|gartner|yole(?: group| développement)?|"
    r"techinsights|semianalysis|canalys|ic insights|knometa|morgan stanley|goldman sachs|j\.?p\.? ?morgan|"
    r"citi(?:group)?|ubs|bernstein|jefferies|mizuho|nomura|bofa|bank of america|barclays|keybanc|macquarie|"
    r"daiwa|smbc nikko|集邦(?:咨询|諮詢|科技)?|拓墣|摩根士丹利|大摩|高盛|摩根大通|小摩|花旗|野村|瑞银|瑞銀|"
    r"트렌드포스|카운터포인트|옴디아|가트너|모건스탠리|골드만삭스|씨티|노무라|"
    r"[\w]{1,6}(?:证券|證券|証券|投顾|投顧)|[가-힣a-z]{1,8}증권"
)
FIRM_NAMES = "(?:" + _FIRMS + ")"  # the names alone: a cheap test before a firm's patterns
# The firm named as the source of what follows, in each gold language (lower-cased text).
FIRM_SOURCE = re.compile(
    r"(?:according to|laut|selon|d.apr[eè]s|seg[uú]n|secondo|据|據)\s*(?:" + _FIRMS + r")(?![a-z])|"
    r"(?<![\w-])(?:" + _FIRMS + r")(?:\s+(?:estimates?|expects?|forecasts?|projects?|predicts?|"
    r"schätzt|erwartet|prognostiziert|zufolge|estime|prévoit|estima|prevé|stima|prevede)\b|"
    r"\s*(?:预估|预计|預估|預計|估计|估計|によると|によれば|の(?:調査|推計|予測)|에 따르면))"
)

# A firm's report or study named as where the news comes from ("reports TrendForce", "the report by
# TrendForce reads", "TrendForce noting that", "TrendForceの最近の研究によると"): the story passes
# the report on, it is no analyst's aside on a company's own news (lower-cased text).
FIRM_REPORT = (
    r"(?:reports?|reported|noted|notes|according to|citing|cited)\s+(?:a |an |the )?(?:new |latest |recent )?"
    r"(?:(?:report|study|survey|research|analysis) (?:from|by) )?(?:" + _FIRMS + r")(?![a-z])|"
    r"(?:report|study|survey|research|analysis) (?:from|by) (?:" + _FIRMS + r")(?![a-z])|"
    # the same in German, French, Spanish, Italian ("laut einer Studie von", "selon un rapport de")
    r"(?:studie|bericht|analyse|umfrage|rapport|[eé]tude|enqu[eê]te|informe|estudio|an[aá]lisis|encuesta|"
    r"rapporto|studio|analisi|indagine) (?:von|der|de|di|del|della|des|du|d.) ?(?:" + _FIRMS + r")(?![a-z])|"
    r"(?<![\w-])(?:" + _FIRMS + r")(?:['’]s)? (?:(?:latest|new|recent) )?(?:report|study|survey|research)\b|"
    r"(?<![\w-])(?:" + _FIRMS + r") (?:noting|notes|noted|reports|reported|reveal\w*|found|finds)\b|"
    r"(?<![a-z0-9])(?:" + _FIRMS + r")[^、。，,\n]{0,8}?(?:研究|調査|レポート|报告|報告|보고서|리포트)"
)

# News outlets and wires that break stories others pass on (general knowledge of the trade press).
_OUTLETS = (
    r"bloomberg(?: news| television| tv)?|reuters|nikkei(?: asia)?|the information|"
    r"(?:the )?wall street journal|"
    r"wsj|financial times|yonhap|digitimes|the elec|etnews|cnbc|handelsblatt|les [eé]chos|dpa|afp|"
    r"associated press|korea economic daily|maeil business"
)
_REPORT_NOUN = (
    r"(?:report|story|article|meldung|bericht|artikel|rapport|informe|articolo|rapporto|art[ií]culo)\w*"
)
# A claim passed on from unnamed media or sources (lower-cased Latin text): "media reports
# reveal", "press reports said", "laut Medienberichten", "selon des médias", "según medios".
# A named outlet is not here: what Bloomberg or Reuters reports is trade press, `claimed`
# (docs/signals.md), whether read there or relayed ("according to Reuters", "laut Bloomberg");
# its own hedges ("people familiar with the matter", "soll") still lower it. A company's own
# word given to an outlet ("told Bloomberg") names no such source either.
MEDIA_LATIN = (
    r"(?:media|press|news) reports?|medienberichte?n?\w*|laut medien\w*|"
    r"laut (?:einer |einem )?(?:meldung|bericht)(?! (?:von|der|des|im) (?:" + _OUTLETS + r"))|"
    r"(?:selon|d.apr[eè]s) (?:des|plusieurs|certains) m[eé]dias|seg[uú]n (?:varios |algunos )?medios|"
    r"secondo (?:alcuni |diversi )?media"
)
# An unnamed report passed on (lower-cased hedge words, matched whole): the media, "a press
# report", "according to a report". Not the people familiar or sources: those stay unnamed.
UNNAMED_REPORT = (
    MEDIA_LATIN + r"|\w*berichts? zufolge|berichten zufolge|laut berichten|"
    r"according to (?:a |an |the )?(?:[\w.'’-]+ ){0,2}(?:reports?|media)|"
    r"(?:d.apr[eè]s|selon) (?:la presse|les m[eé]dias)|seg[uú]n (?:medios|la prensa)|"
    r"secondo (?:la stampa|i media)"
)
# The lead naming the outlet whose report that is (lower-cased): "Das berichtet Reuters", "Bloomberg
# reported", "c'est ce qu'a rapporté Reuters", "así lo informó Bloomberg", "lo riporta Reuters", "a
# report by Reuters". Then the report is a named outlet's: trade press, `claimed` (docs/signals.md).
_REPORTS = r"(?:report\w*|berichte\w*|meldete?|rapport\w*|inform[oóa]\w*|riport\w*)"
_OUTLET_FIRST = r"(?<![\w-])(?:" + _OUTLETS + r")[\"'”’»]?\s(?:\w+\s){0,3}?" + _REPORTS
_OUTLET_AFTER = _REPORTS + r"\s(?:\w+\s){0,3}?[\"'“„«]?(?:" + _OUTLETS + r")(?![\w-])"
NAMED_REPORT = _OUTLET_FIRST + "|" + _OUTLET_AFTER
# The same in Chinese, Japanese and Korean (substrings): sources in the industry (業界筋, 関係筋),
# unnamed or foreign media (外媒, 媒体报道, メディアによると, 외신·언론에 따르면). A named
# outlet (彭博社报道, ブルームバーグによると, 블룸버그에 따르면) is trade press, as above.
MEDIA_CJK = (
    r"業界筋|関係筋|消息筋|情報筋|事情に詳しい|外媒|媒体报道|媒體報導|"
    r"(?:(?:海外|韓国|中国|台湾)?メディア)(?:の報道)?(?:によると|によれば|が報じ|は報じ)|"
    r"(?:외신|언론|보도|매체)(?: 보도)?에 따르면|"
    r"(?:외신|언론|매체)(?:은|는|이|가)? ?(?:보도했|전했)"
)


# A company binding itself to a future act (an investment, a plant, a purchase): the
# story's rows are ``committed`` when its lead says so and nothing in the lead hedges it.
COMMIT = (
    r"\b(?:(?:has|have) committed to|commits? to|plans? to (?:invest|build|spend|produce|manufacture)|"
    r"will (?:invest|build|spend)|is set to (?:get|receive|build|invest)|"
    r"announc\w* (?:a |an |its |plans? (?:for|to) )?(?:\$|us\$|usd )?[\d.,]+ ?"
    r"(?:b|bn|billion|million)?\b.{0,30}invest\w*|"
    r"anunci\w* (?:una|la) inversi[oó]n|invertir[aá]|prev[eé] (?:fabricar|producir|invertir)|"
    r"annonc\w* (?:un |l.)investissement|investira|pr[eé]voit de (?:fabriquer|produire|investir)|"
    r"k[uü]ndigt\w* .{0,40}investition|wird .{0,40}investieren|will .{0,40}investieren|"
    r"annunci\w* (?:un |l.)investiment\w*|investir[aà]|prevede di (?:produrre|investire|costruire)|"
    r"k[uü]ndigt\w* .{0,90}zu (?:investieren|bauen|errichten)|plant\w*,? .{0,90}zu investieren|"
    r"va (?:investir|construire)|annonc\w* (?:\w+ ){0,2}(?:un |l.)investissement|"
    r"anunci\w* (?:\w+ ){0,2}(?:una|la) inversi[oó]n|annunci\w* (?:\w+ ){0,2}(?:un |l.)investiment\w*)|"
    # Chinese, Japanese, Korean: plans to invest / build, will invest
    r"(?:计划|計劃|拟|擬|将|將)(?:投资|投資|斥资|斥資|兴建|興建|建设|建設)|"
    r"(?:投資|建設)する(?:計画|方針|予定)|(?:투자|건설)할 계획|(?:투자|건설)하기로|짓기로"
)
# The company's own word or the future it commits to, in a claim's sentence.
OWN_OR_COMMIT = (
    COMMIT + r"|\b(?:said|says|announced|announces|stated|anunció|a annoncé|ha annunciato|"
    # the future the commitment speaks of
    r"will|plans?|planned|expected to|prévu\w*|previst\w*|geplant\w*|prevé)\b"
)


def press_release(text: str) -> str | None:
    """The words by which the page says it is a press release, or None."""
    head = text[:_HEAD_CHARS]
    wire = _WIRE.search(head)
    if wire:
        return wire.group(0)
    lines = [line.strip() for line in head.splitlines() if line.strip()][:_HEAD_LINES]
    for line in lines:
        label = _LABEL.match(line)
        if label:
            return label.group(0).strip(" \t#*:-")
    return None


__all__ = [
    "COMMIT",
    "FIRM_NAMES",
    "FIRM_REPORT",
    "FIRM_SOURCE",
    "MEDIA_CJK",
    "MEDIA_LATIN",
    "OWN_OR_COMMIT",
    "press_release",
]
