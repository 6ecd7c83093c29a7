"""What kind of source a document is, as far as its evidence goes: the company's own word.

A press release is the company stating its own news: its claims are ``confirmed`` (or
``committed`` for a future act), where trade press reporting the same words is
``claimed``. A page says it is one by a wire between slashes or in brackets after its
dateline ("TAIPEI, Feb. 26, 2025 /PRNewswire/ --", "(BUSINESS WIRE) --") or by a label
opening one of its first lines ("Press release", "Pressemitteilung", "Communiqué de
presse", "Comunicado de prensa", "Comunicato stampa", 新闻稿, プレスリリース, 보도자료).
A link "read press release" deep in a page is not such a label.
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
# The firm named as the source of what follows, in each gold language (lower-cased text).
FIRM_SOURCE = re.compile(
    r"(?:according to|laut|selon|d.apr[eè]s|seg[uú]n|secondo|据|據)\s*(?:" + _FIRMS + r")(?![a-z])|"
    r"(?<![\w-])(?:" + _FIRMS + r")(?:\s+(?:estimates?|expects?|forecasts?|projects?|predicts?|"
    r"schätzt|erwartet|prognostiziert|zufolge|estime|prévoit|estima|prevé|stima|prevede)\b|"
    r"\s*(?:预估|预计|預估|預計|估计|估計|によると|によれば|の(?:調査|推計|予測)|에 따르면))"
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
# A claim passed on from the media (lower-cased Latin text): "according to Bloomberg", "laut einer
# Meldung von Bloomberg", "media reports reveal", "selon des médias", "Reuters reported". A company's
# own word given to an outlet ("told Bloomberg", "en declaraciones a Reuters") names no such source.
MEDIA_LATIN = (
    r"(?:according to|citing|laut|selon|d.apr[eè]s|seg[uú]n|secondo|stando a|unter berufung auf) "
    r"(?:(?:a|an|the|einer?|einem|un|une|una|uno) (?:[\w-]+ ){0,2}" + _REPORT_NOUN + r" "
    r"(?:(?:by|from|in|of|von|der|des|im|de|du|del|di|della|dans) (?:the |le |la |el |il |dem )?)?)?"
    r"(?:" + _OUTLETS + r")(?![\w-])|"
    r"(?:"
    + _OUTLETS
    + r") (?:reported|reports|wrote|berichtet\w*|meldet\w*|rapporte\w*|inform[oó]|riporta\w*)|"
    r"(?:media|press|news) reports?|medienberichte?n?\w*|laut medien\w*|"
    r"laut (?:einer |einem )?(?:meldung|bericht)|"
    r"(?:selon|d.apr[eè]s) (?:des|plusieurs|certains) m[eé]dias|seg[uú]n (?:varios |algunos )?medios|"
    r"secondo (?:alcuni |diversi )?media"
)
# The same in Chinese, Japanese and Korean (substrings): sources in the industry (業界筋, 関係筋),
# foreign media (外媒, 외신), an outlet's report (彭博社报道, ブルームバーグによると, 블룸버그에 따르면).
MEDIA_CJK = (
    r"業界筋|関係筋|消息筋|情報筋|事情に詳しい|外媒|媒体报道|媒體報導|"
    r"(?:彭博|路透|日经|日經)(?:社|新闻社|新聞社|通讯社)?(?:报道|報導|報道|称|稱|援引|引述|消息)|"
    r"(?:ブルームバーグ|ロイター|日経|日本経済新聞|(?:海外|韓国|中国|台湾)?メディア)(?:通信)?(?:の報道)?"
    r"(?:によると|によれば|が報じ|は報じ)|"
    r"(?:블룸버그|로이터|외신|언론|보도|매체|닛케이|니케이)(?:통신)?(?: 보도)?에 따르면|"
    r"(?:블룸버그|로이터|외신|언론|매체)(?:통신)?(?:은|는|이|가)? ?(?:보도했|전했)"
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


__all__ = ["FIRM_SOURCE", "MEDIA_CJK", "MEDIA_LATIN", "press_release"]
