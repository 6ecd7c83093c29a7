"""The state of a site a sentence names: volume, ramping or planned, or put on hold.

Read by ``extract/relation_kinds.py`` for each site relation. A construction begun, a future
opening or a start of volume production still to come is ``planned`` ("started construction
of", "broke ground", "wird ... eröffnen", "slated to be ready for volume production"), and so is an
investment taken up again, a plant being converted to a new line or (CJK) a plant bought to be
fitted out ("restarting investment", "전환하고 있다", "取得...厂房"), a plant being built or
having its tools moved in ("being built", "짓고 있는", "动工", "tool move-in", "装机", "장비 반입"), a
pilot line running ("試作ライン稼働", "시범 라인"), a start put off ("postponed", "verschoben",
"연기했다", "延期") and a start to come in French, Spanish, Italian ("prévoit de commencer",
"comenzará", "inizierà"); a plant put on hold ("auf Eis gelegt", "on hold", "shelved", "보류",
"搁置") or whose construction is halted ("halted construction", "공사를 중단", "暂停...建设") is no
site to propose (production halted at a running plant is no such thing). In
Chinese, Japanese and Korean the state is read in the clause that holds the site words: a
future elsewhere in the sentence ("价格将上涨，...工厂的营运成本") is not the plant's, but a later
clause that names the plant again ("...，并公开新厂房装机过程") states its state.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_PLANNED = re.compile(
    r"\b(?:will|plans?|planned|planning|to\s+build|under\s+construction|is\s+building|are\s+building|"
    r"expected\s+to|scheduled|by\s+20\d\d|proposed|(?:is|are)\s+(?:due\s+|set\s+)?to\s+(?:begin|start|open|enter)|"
    # a construction begun is a plant not yet running: "started construction of", "broke ground"
    r"construction\s+of|(?:began|begun|begins|start(?:s|ed)?)\s+(?:the\s+)?construction|"
    r"br(?:oke|oken|eaks|eaking)\s+ground|groundbreaking|slated|"
    # an investment or a construction taken up again, a plant being converted to a new line:
    # "is restarting investment in its fab", "resumed construction", "converting the fab into"
    r"(?:restart|resum|reviv)\w*\s+(?:\w+\s+)?(?:investment|construction|work|build\w*)|"
    r"convert(?:s|ed|ing)?\s+(?:\S+\s+){0,6}?(?:into|to)|"
    r"en\s+construcci[oó]n|en\s+construction|in\s+costruzione|im\s+Bau|in\s+Bau|"
    # the future in German, French, Spanish, Italian: "wird ... eröffnen", "ouvrira", "abrirá"
    r"wird|werden|soll|sollen|geplant\w*|eröffnen|Baubeginn|construira|ouvrira|prévu\w*|"
    r"construirá|abrirá|previst\w*|costruirà|aprirà|"
    # the conditional of a plan reported ("würden ... gebaut", "construirait"), a plant to arise
    # ("soll ... entstehen", "entsteht"), a plant being built ("baut", "errichtet ... neues")
    r"würden?|entstehen|entsteht|errichten|baut|bauen|Neubau|construirait|ouvrirait|construiría|abriría|"
    r"costruirebbe|aprirebbe|"
    # a plant being built, tools being moved in, a pilot line: volume production still to come
    r"being\s+(?:built|constructed|finished|completed|equipped)|nearing\s+completion|"
    r"en\s+cours\s+de\s+construction|in\s+fase\s+di\s+costruzione|en\s+proceso\s+de\s+construcci[oó]n|"
    r"(?:tool|equipment)\s+move-?in|mov(?:e|es|ed|ing)\s+(?:\w+\s+){0,2}(?:tools|equipment)\s+in(?:to)?|"
    r"pilot\s+(?:line|production|fab)s?|Pilotlinie|ligne\s+pilote|l[ií]nea\s+piloto|linea\s+pilota|"
    # a start put off is still to come: "postponed", "verschoben", "reporté", "aplazado", "rinviato"
    r"postpon\w*|pushed\s+back|verschoben|verschiebt|report[ée]\w*|repouss[ée]\w*|aplaz\w*|pospuest\w*|"
    r"rinviat\w*|posticipat\w*|"
    # a start to come in French, Spanish, Italian: "prévoit de commencer", "comenzará", "inizierà"
    r"prévoi\w*|prev[eé]n?|prevede\w*|commencera\w*|commencer|débutera\w*|comenzar[áa]n?|empezar[áa]n?|"
    r"iniziare|inizier[àa]\w*|comincer[àa]\w*)\b",
    re.IGNORECASE,
)
# A plant put on hold is no site to propose: neither running nor a plan being carried out.
_SHELVED = re.compile(
    r"\bauf\s+Eis|\bon\s+hold\b|\bshelv(?:e|es|ed|ing)\b|\bmothball\w*|\bon\s+ice\b|"
    r"\ben\s+suspens|\ben\s+pausa\b|보류|搁置|擱置|凍結|"
    # a construction halted ("halted construction", "Bau gestoppt", "suspendió la construcción",
    # "공사를 중단", "暂停...建设"); production halted at a running plant is no such thing
    r"\b(?:halt|suspend|paus|stopp?|freez|froze)\w*\s+(?:the\s+|its\s+)?(?:construction|build-?out)\b|"
    r"\bconstruction\s+(?:(?:was|is|has\s+been|had\s+been)\s+)?(?:halted|suspended|paused|stopped|frozen)\b|"
    r"\bBau\w*\s+(?:\w+\s+){0,3}(?:gestoppt|eingestellt|ausgesetzt)\b|"
    r"\b(?:suspend|paraliz|deten|interromp|interrupt|sospe)\w*\s+(?:la\s+|i\s+)?(?:construc|costru|lavori)\w*|"
    r"(?:공사|건설)\S{0,2}\s?중단|(?:暂停|暫停|停止)[^，,。；]{0,12}?(?:建设|建設|施工|工程)|停建|"
    r"(?:建設|工事)\S{0,2}中断",
    re.IGNORECASE,
)
_RAMPING = re.compile(r"\bramp(?:s|ing|ed)?\b", re.IGNORECASE)
_VOLUME = re.compile(
    r"\b(?:in\s+volume|(?:mass|volume|full)\s+production|in\s+production|began\s+production|"
    r"started\s+production|now\s+(?:makes|produces|packages))\b",
    re.IGNORECASE,
)


# A production state to come: "will start mass production", "slated to be ready for volume production".
_TO_START = re.compile(
    r"\b(?:will|to|plans?\s+to|expected\s+to)\s+(?:start|begin|enter)\b|"
    r"\b(?:slated|scheduled|set|due|expected)\s+to\b|\bready\s+for\b",
    re.IGNORECASE,
)


# The same states in Korean, Japanese and Chinese: built or planned (a construction start,
# 着工; production expected, 预计投产), else in operation.
# A plant bought (取得, 收购, 인수, 買収) or being converted to a new line (전환, 转换, 転換) is
# not yet running for its new owner or line: planned, unless a volume word says it runs.
_PLANNED_CJK = re.compile(
    r"건설|예정|계획|준비|착공|목표|建設|予定|計画|着工|建设|计划|計劃|规划|規劃|兴建|興建|将|將|预计|預計|預定|预定|"
    # a plant being built or breaking ground ("짓고 있는", "动工", "开工" but not "开工率", a
    # utilisation rate), tools moving in ("장비 반입", "装机", "搬入"), operation counted down
    # ("가동 초읽기"), a pilot line ("시범 라인", "試作ライン", "试产"), a start put off ("연기했다", "延期")
    r"짓고|짓는|지을|초읽기|장비\s?반입|반입식|动工|動工|开工(?!率)|開工(?!率)|装机|裝機|移机|移機|搬入|"
    r"시범\s?(?:라인|생산)|시험\s?생산|試作|パイロット|试产|試產|试生产|試生產|"
    r"연기(?:했|하|된|될|돼|됐)|延期|推迟|推遲|延后|延後"
)
_FITTED_CJK = re.compile(
    r"(?:取得|收购|收購|购入|購入|买下|買下|買収|取得)[^，,。；]{0,24}?(?:厂房|廠房|工厂|工廠|工場|晶圆厂|晶圓廠)|"
    r"(?:공장|팹|라인)\S{0,2}\s(?:\S+\s){0,2}?(?:인수|매입)|"
    r"(?:으로|로)\s?전환|に転換|(?:转换|轉換|改建)(?:为|為|成)"
)
_VOLUME_CJK = re.compile(r"가동|양산|稼働|量産|量产|量產|投产|投產")


# A running plant whose capacity will rise ("工厂总产能将从每月23万片提升到28万片"): it runs
# now, the future is its capacity's, unless the plant itself is new or being built.
_CAPACITY_RISE_CJK = re.compile(
    r"(?:产能|產能|생산능력|生産能力)[^，,。；]{0,16}?(?:提升|增加|扩大|擴大|提高|攀升|확대|증가|増強|拡大)"
)
_NEW_PLANT_CJK = re.compile(r"건설|착공|신규|建設|着工|新設|建设|兴建|興建|新厂|新廠|新工厂|新工廠|新工場")


def _site_stage(sentence: str) -> str | None:
    """volume, ramping or planned: a stated production state beats a future elsewhere in
    the sentence, unless that future is the start of it ("will start mass production")."""
    if _CAPACITY_RISE_CJK.search(sentence) and not _NEW_PLANT_CJK.search(sentence):
        return "volume"
    if _PLANNED_CJK.search(sentence):
        return "planned"
    if _VOLUME_CJK.search(sentence):
        return "volume"
    if _FITTED_CJK.search(sentence):
        return "planned"
    if _RAMPING.search(sentence):
        return "ramping"
    if _VOLUME.search(sentence) and not _TO_START.search(sentence):
        return "volume"
    if _PLANNED.search(sentence) or _VOLUME.search(sentence):
        return "planned"
    return None


_CJK_CLAUSE_END = re.compile(r"[，,；;。]")


def _noun_clause(sentence: str, noun: re.Match[str]) -> str:
    """The clause of a CJK sentence that holds the site words: a future in another clause
    ("价格将上涨，...工厂的营运成本") is not the plant's."""
    starts = [m.end() for m in _CJK_CLAUSE_END.finditer(sentence, 0, noun.start())]
    end = _CJK_CLAUSE_END.search(sentence, noun.end())
    return sentence[starts[-1] if starts else 0 : end.start() if end else len(sentence)]


def shelved(sentence: str) -> bool:
    """Whether the sentence puts its plant on hold."""
    return _SHELVED.search(sentence) is not None


def site_stage(
    sentence: str, noun: re.Match[str], cjk: bool, others: Iterable[re.Match[str]] = ()
) -> str | None:
    """The stage of the site whose words ``noun`` matched; in CJK, when its clause states none,
    the first state of a later clause that names the plant again (``others``: "X嘉义封装厂今天
    开放参观，并公开新厂房装机过程")."""
    if not cjk:
        return _site_stage(sentence)
    for match in (noun, *(m for m in others if m.start() > noun.end())):
        if (stage := _site_stage(_noun_clause(sentence, match))) is not None:
            return stage
    return None
