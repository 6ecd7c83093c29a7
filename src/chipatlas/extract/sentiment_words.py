"""Good- and bad-news words outside English, for ``extract.sentiment`` (same reading as English).

General word lists, not tuned to any document: German, French, Spanish, Italian (word
starts; German also inside compounds, "Liefer*engpass*"), and Chinese, Japanese, Korean
(substrings: no spaces between words). A phrase in one of these lists scores +1 / -1 like
an English one.
"""

from __future__ import annotations

import re

_LATIN_POSITIVE = (
    # de
    r"rekord\w*",
    r"wachstum",
    r"wächst",
    r"steig(?:t|en|erung)",
    r"gestiegen",
    r"erfolgreich\w*",
    r"aufträge?n?",
    r"partnerschaft",
    r"massenproduktion",
    r"produktion aufgenommen",
    r"nachfrage",
    r"investier\w*",
    r"investition\w*",
    r"übertr(?:ifft|offen)",
    # fr
    r"croissance",
    r"hausse",
    r"bondi\w*",
    r"investiss\w*",
    r"partenariat",
    r"succès",
    r"demande forte",
    r"production en (?:série|masse)",
    r"lanc(?:e|ement)",
    # es
    r"récord",
    r"crecimiento",
    r"aument\w*",
    r"inversión",
    r"invertir\w*",
    r"alianza",
    r"éxito",
    r"producción en masa",
    r"fuerte demanda",
    r"lanzamiento",
    # it
    r"crescita",
    r"investiment\w*",
    r"successo",
    r"produzione di massa",
    r"forte domanda",
    r"lancio",
)
_GERMAN_INSIDE_NEGATIVE = (r"engpass", r"engpässe", r"mangel", r"exportkontroll\w*", r"embargo", r"verbot\w*")
_LATIN_NEGATIVE = (
    # de
    r"sanktion\w*",
    r"beschränk\w*",
    r"verzöger\w*",
    r"rückgang",
    r"verlust\w*",
    r"zölle\w*",
    r"spannungen",
    r"nicht mehr",
    r"gestoppt",
    r"einbruch",
    r"nicht bestanden",
    r"gescheitert",
    # fr
    r"contrôles? à l'exportation",
    r"interdi\w*",
    r"pénurie\w*",
    r"retard\w*",
    r"baisse",
    r"perte\w*",
    r"droits de douane",
    r"tensions",
    r"[ée]chou\w*",
    # es
    r"controles? de exportación",
    r"prohibi\w*",
    r"sanci\w+",
    r"escasez",
    r"retraso\w*",
    r"caída",
    r"pérdida\w*",
    r"aranceles",
    r"tensiones",
    r"no super\w*",
    # it
    r"controlli sulle esportazioni",
    r"divieto",
    r"sanzion\w*",
    r"carenz\w*",
    r"ritard\w*",
    r"calo",
    r"perdit\w*",
    r"dazi",
    r"tensioni",
    r"non super\w*",
    r"bocciat\w*",
)
_CJK_POSITIVE = (
    "增长",
    "创纪录",
    "量产",
    "供货",
    "合作",
    "投资",
    "突破",
    "售罄",
    "扩产",
    "増産",
    "量産",
    "過去最高",
    "提携",
    "投資",
    "供給開始",
    "受注",
    "양산",
    "공급",
    "최대",
    "성장",
    "투자",
    "협력",
    "수주",
    "완판",
)
_CJK_NEGATIVE = (
    "短缺",
    "禁令",
    "制裁",
    "出口管制",
    "延迟",
    "下滑",
    "亏损",
    "关税",
    "不足",
    "規制",
    "遅延",
    "減少",
    "赤字",
    "関税",
    "輸出規制",
    "부족",
    "규제",
    "제재",
    "지연",
    "감소",
    "적자",
    "관세",
    "수출 통제",
    # a failed qualification or test
    "不合格",
    "未通过",
    "未能通过",
    "未通過",
    "불합격",
    "탈락",
    "통과하지 못",
)
POSITIVE = [
    re.compile(r"\b(?:" + "|".join(_LATIN_POSITIVE) + ")", re.I),
    re.compile("|".join(_CJK_POSITIVE)),
]
NEGATIVE = [
    re.compile(r"\b(?:" + "|".join(_LATIN_NEGATIVE) + ")", re.I),
    re.compile(r"(?:" + "|".join(_GERMAN_INSIDE_NEGATIVE) + ")", re.I),
    re.compile("|".join(_CJK_NEGATIVE)),
]
