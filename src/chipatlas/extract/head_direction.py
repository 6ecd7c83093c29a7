"""Which way a story's event points (``extract/taxonomy.py`` reads it for the polarity).

A result or a price moves up or down ("revenue jumps", "profit falls", 増加, 감소, 不及预期);
an export-control event that approves or licenses eases the controls; each type has a
polarity for the supply chain when nothing else is said. Split from ``head_words.py``.
"""

from __future__ import annotations

# Which way a result or a price moved, for the polarity of those events.
UP = (
    r"\b(?:ris\w*|rose|jump\w*|soar\w*|climb\w*|surg\w*|beat\w*|grow\w*|grew|tops|topped|topping"
    r"|(?:to|will|could|may) top\b|doubl\w*|exceed\w*"
    r"|surpass\w*|record|r[eé]cord|rekord\w*|pi[uù] alt[oi]|massim\w*|m[aá]xim\w*|plus haut|h[oö]chst\w*"
    r"|cresc\w*|crec\w*|aument\w*|hausse|bondi\w*|progress\w*|steig\w*|sube\w*"
    # better than expected, in each language ("migliori delle stime", "über den Erwartungen")
    r"|migliori? (?:delle|di|del) (?:stime|attese|previsioni|previsto)|meglio del previsto|"
    r"(?:sopra|oltre) (?:le )?(?:attese|stime)|[uü]bertr(?:i|a|o|e)f\w*|[uü]ber (?:den |dem )?erwartung\w*|"
    r"au-dessus des (?:attentes|pr[eé]visions)|sup[eé]rieur\w* aux (?:attentes|pr[eé]visions)|"
    r"por encima de (?:las |lo )?(?:expectativas|previsiones|esperado)|mejor de lo (?:esperado|previsto))"
)
DOWN = (
    # "put a damper on", "cools growth": a slowdown named by its effect ("top brass" is no rise above)
    r"\b(?:fall\w*|fell|drop\w*|miss\w*|declin\w*|slump\w*|plung\w*|weak|loss\w*|calo|cala\w*|crollo"
    r"|damper|dampen\w*|cools|cooled"
    r"|baisse|recul\w*|chute\w*|ca[ií]da|cae|baja|sink\w*|r[uü]ckgang|verlust\w*|perdit\w*|p[eé]rdida\w*|perte\w*"
    # worse than expected, in each language ("sotto le attese", "unter den Erwartungen", "verfehlt")
    r"|(?:sotto|al di sotto delle) (?:le )?(?:attese|stime)|peggio del previsto|"
    r"unter (?:den |dem )?erwartung\w*|verfehl\w*|en (?:de[çc][aà]|dessous) des (?:attentes|pr[eé]visions)|"
    r"inf[eé]rieur\w* aux (?:attentes|pr[eé]visions)|"
    r"por debajo de (?:las |lo )?(?:expectativas|previsiones|esperado)|peor de lo (?:esperado|previsto))"
)
# The same in Chinese, Japanese, Korean (substrings: no word boundaries).
UP_CJK = (
    "增长|增加|大增|上涨|上升|新高|创纪录|上调|"
    # traditional Chinese (Taiwan, Hong Kong) writes them apart, a share's jump, a year-on-year rise
    "增長|上漲|大漲|暴漲|大涨|暴涨|創紀錄|上調|成長|成长|年增|月增|急騰|급등|"
    "増加|増収|増益|上昇|急増|過去最高|最高益|上方修正|증가|급증|상승|사상 최대|흑자"
)
DOWN_CJK = (
    "下滑|下降|下跌|减少|亏损|下调|減少|減収|減益|下落|赤字|下方修正|下回|감소|급감|하락|적자|하회|밑돌|"
    "大跌|暴跌|虧損|下調|衰退|年減|月減|急落|급락|"
    # short of a mark or of expectations (못 미치는, 미달, 不及预期, 低于预期)
    "못 미치|미달|不及预期|不及預期|低于预期|低於預期"
)
# An export control event that eases the controls: exports approved, licensed, allowed.
APPROVAL = (
    r"(?:valid|autoris|authori[sz]|approv|allow|permit|licen[cs]|genehmig|erlaub|aprob|aprueb|autoriz|consent"
    r"|lift|eas|lockert|assoupl|l[eè]v|permess|permis|via libera|luz verde|feu vert|green light"
    # exports resumed or reopened ("reanudar la exportación", "Export ... wieder aufnehmen")
    r"|resum|reopen|restart|reanud|reprend|riprend|(?:export|ausfuhr)\w*\b.*\bwieder auf"
    # the same in Chinese, Japanese, Korean (批准...出口, 輸出を承認, 수출 승인)
    r"|批准|许可|許可|允许|允許|放行|解禁|恢复|恢復|輸出.{0,3}(?:承認|許可|再開)|수출.{0,3}(?:승인|허용|재개))"
)
# Sold out or fully booked: demand outruns what a supplier can make, good news for the seller
# (the sentiment words read "sold out" so too); a shortage or a halt stays bad news.
SOLD_OUT = (
    r"sold out|fully booked|booked (?:up|solid)|ausverkauft|[eé]puis[eé]|agotad|esaurit|"
    r"售罄|售完|完売|완판|매진"
)
# The polarity a story of each type has for the supply chain when nothing else is said.
POLARITY: dict[str, int] = {
    "capacity_expansion": 1,
    "us_production": 1,
    "technical_release": 1,
    "partnership_deal": 1,
    "customer_adoption": 1,
    "m_and_a": 1,
    "supply_disruption": -1,
    "export_control": -1,
}
