"""Korean and Chinese large-number words: "11.4万亿韩元", "5万亿美元", "2만~3만장", "3조 원".

These languages count in groups of four digits: 만/万/萬 is 10^4, 억/亿/億 10^8, 조/兆 and
万亿 10^12. A number with such a word is read only when a currency or a counter follows
it (money, or wafers/sheets counted with 장/枚/片); a bare "2만" says nothing of what it
counts and is left alone. Spans are kept verbatim, as every quantity's.
"""

from __future__ import annotations

import re

from chipatlas.extract.number_grammar import BOUND_AFTER, bound_after
from chipatlas.extract.quantity import Quantity
from chipatlas.model.units import read_unit

_BIG = {"万亿": 1e12, "萬億": 1e12, "조": 1e12, "兆": 1e12, "억": 1e8, "亿": 1e8, "億": 1e8}
_BIG.update({"만": 1e4, "万": 1e4, "萬": 1e4})
_WORD = "|".join(sorted(_BIG, key=len, reverse=True))
# Currency words, longest first ("韩元" before "元"); Korean may write a space before "원".
_CURRENCY = {"달러": "USD", "美元": "USD", "美金": "USD", "韩元": "KRW", "韓元": "KRW", "원": "KRW"}
_CURRENCY.update({"위안": "CNY", "人民币": "CNY", "人民幣": "CNY", "元": "CNY"})
# Yen, New Taiwan dollars and euros: "5000億円", "1兆円", "新台幣1000億元" reads as 元 below.
_CURRENCY.update({"円": "JPY", "日元": "JPY", "日圓": "JPY", "엔": "JPY", "ドル": "USD", "美元": "USD"})
_CURRENCY.update({"新台幣": "TWD", "新台币": "TWD", "台幣": "TWD", "ウォン": "KRW"})
_CURRENCY.update({"유로": "EUR", "ユーロ": "EUR", "欧元": "EUR", "歐元": "EUR"})
_CUR = "|".join(sorted(_CURRENCY, key=len, reverse=True))
_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
# Below 10^4 a number is written with 천/千 (10^3), 백/百 (10^2) and 십/十 (10): "5천600억" is
# 5,600 x 10^8, "三千五百万" 3,500 x 10^4, "12,345百万円" 12,345 x 10^6. A digit before a small
# word may be left out ("천억 원", "十亿美元"); Chinese and Japanese also write the digits as
# characters (四千亿, 两千亿, 一百亿). Korean number syllables (일, 이, 삼 ...) are other words'
# syllables too and are not read.
_SMALL = {"천": 1e3, "千": 1e3, "백": 1e2, "百": 1e2, "십": 10.0, "十": 10.0}
_DIGITS = {ch: float(n) for n, ch in enumerate("零一二三四五六七八九")}
_DIGITS.update({"〇": 0.0, "两": 2.0, "兩": 2.0})
_D = r"(?:\d+(?:\.\d+)?|[一二两兩三四五六七八九])"
_COEF = (
    r"\d{1,3}(?:,\d{3})+(?:\.\d+)?[천千백百십十]?"  # "1,000억", "12,345百万"
    # else small words, each with its digit or none: "5천600", "천", "三千五百", "一千零五十"
    r"|(?=[\d一二两兩三四五六七八九천千백百십十])(?:" + _D + r"?[천千]\s?)?(?:零?" + _D + r"?[백百]\s?)?"
    r"(?:零?" + _D + r"?[십十])?(?:零?" + _D + r")?(?<=[\d천千백百십十一二两兩三四五六七八九])"
)
# A number whose first word is a small one names no digit: after 수/数/几/몇 ("수천억", "数十亿")
# it is vague, after any other Hangul syllable part of a word, and after a colon or a bracket a
# table's unit ("(単位：百万円)"), no amount.
_VAGUE_BEFORE = re.compile(r"[\uac00-\ud7a3数數几幾多上余餘逾近：:（(]\s?$")
_LEADS = frozenset("천千백百십十")
_PIECE = re.compile(r"(\d[\d,]*(?:\.\d+)?|[一二两兩三四五六七八九〇零])?\s?([천千백百십十])?")
# One number in large-number words, its groups largest first: "17조6391억" = 17 x 10^12 + 6391 x 10^8.
# A space may sit between a number and its word: "7 萬片". A number with no large word is read
# only with a small word in it ("3千台", "5천 원").
_GROUPS = (
    r"(?:(?:" + _COEF + r")\s?(?:" + _WORD + r")(?:\s?(?:" + _COEF + r")\s?(?:" + _WORD + r"))*"
    r"(?:\s?(?:" + _COEF + r"))?|(?:" + _COEF + r")(?<=[천千백百십十]))"
)
_GROUP = re.compile(r"(" + _COEF + r")\s?(" + _WORD + r")?")
# Korean counters take a particle, never another syllable: "10만 개발" (development), "10억
# 대만" (Taiwan), "5천억 장비" (equipment) count nothing. 장 (sheets: wafers) may stand a space
# apart ("월 10만 장"); the general 개 and 대 only glued, or spaced before the noun they count
# ("2080억 개의 트랜지스터"): a spaced "100만 개" alone does not say what it counts.
_KO_COUNTER = (
    r"(?:\s?장|개|대|\s개(?=의?\s?(?:트랜지스터|칩|GPU)))(?=[을를이가의은는과와도에씩으]|[^\uac00-\ud7a3]|$)"
)
# What is counted, written after the counter: "2080亿个晶体管", "2080억 개의 트랜지스터".
_NOUN = r"(?:의)?\s?(?P<noun>트랜지스터|晶体管|晶體管|トランジスタ|칩|芯片|GPU)"
# The Chinese general counter 个/個 counts anything: read only with the noun it counts.
_COUNTER = (
    r"(?:" + _KO_COUNTER + r"|枚|片|颗|顆|台|[个個](?=\s?(?:晶体管|晶體管|芯片|GPU)))(?:" + _NOUN + r")?"
)
_CJK_QTY = re.compile(
    # "380–420 亿美元": a bare number before the dash takes the scale word written after the second
    # "107±3亿美元": a centre and its tolerance, the range 104-110 x 10^8
    r"(?<![A-Za-z0-9_.,])(?:(?P<bare>"
    + _NUM
    + r")\s?[~∼〜\-–]\s?|(?P<centre>"
    + _NUM
    + r")\s?(?:±|\+/-)\s?)?"
    r"(?P<num>" + _GROUPS + r")"
    r"(?:\s?[~∼〜\-–至到]\s?(?P<num2>" + _GROUPS + r"))?"
    # Counters: wafers and sheets (장, 枚, 片), chips (颗, 顆, 개), units (台, 대).
    r"(?:\s?(?P<cur>" + _CUR + r")|(?P<item>" + _COUNTER + r"))"
)
_TWD_BEFORE = re.compile(r"(?:新台幣|新台币|台幣|NT\$)\s?$")
# A number ending in a word of 10^8 or more, with no currency nor counter after it: read by
# ``_unit_unknown``. Starts at a digit; its last group's word is 억/亿/億/조/兆 (万 alone is too
# small and too common), and no person counter follows.
_BARE_BIG = re.compile(
    r"(?<![A-Za-z0-9_.,])(?=\d)(?:" + _GROUPS + r")(?<=[억亿億조兆])"
    r"(?![\d천千백百십十]|\s?(?:명|人|名|여\s?명|多人|余人|餘人|분의|分之|分の))"
)
# A cheap test that skips the pass for texts with none of the words (speed).
HINT = re.compile(_WORD + "|[천千백百십十]")


def cjk_quantities(text: str, offset: int, taken: list[tuple[int, int]]) -> list[Quantity]:
    """Money and counted things written with a large-number word; none overlapping ``taken``."""
    out = []
    for m in _CJK_QTY.finditer(text):
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        if m.group("num")[0] in _LEADS and _VAGUE_BEFORE.search(text, max(0, m.start() - 2), m.start()):
            continue  # "수천억 원", "数十亿美元": several hundred billion, no amount
        low = _value(m.group("num"))
        high = _value(m.group("num2")) if m.group("num2") else low
        word = _GROUP.match(m.group("num")).group(2)  # type: ignore[union-attr]
        value = low
        if m.group("bare") and not m.group("num2") and word:
            low, high = min(float(m.group("bare").replace(",", "")) * _BIG[word], low), low
            value = low
        elif m.group("centre") and not m.group("num2") and word:
            value = float(m.group("centre").replace(",", "")) * _BIG[word]
            low, high = value - low, value + low
        if m.group("cur"):
            code = _CURRENCY[m.group("cur")]
            if (
                code == "CNY"
                and m.group("cur") == "元"
                and _TWD_BEFORE.search(text, max(0, m.start() - 5), m.start())
            ):
                code = "TWD"  # "新台幣1000億元": the yuan sign after a Taiwan dollar word
            unit = read_unit(code)
            assert unit is not None  # the registry holds every currency above
            kind, symbol, factor, item = unit.kind, unit.symbol, 1.0, ""  # its kind's base: no pint
        else:
            kind, symbol, factor, item = "count", "count", 1.0, m.group("noun") or m.group("item").strip()
        a, z = offset + m.start(), offset + m.end()
        # "15조원 이상", "4,800億円超", "4조 원에 못 미치는": a bound written after the amount
        after = BOUND_AFTER.match(text, m.end())
        qualifier = bound_after(after.group(1)) if after else ""
        out.append(
            Quantity(kind, value, low, high, symbol, value * factor, m.group(0), a, z, qualifier, item)
        )
    return out + _unit_unknown(text, offset, taken + [(q.start - offset, q.end - offset) for q in out])


def _unit_unknown(text: str, offset: int, taken: list[tuple[int, int]]) -> list[Quantity]:
    """ "营收达到900亿", "매출 3조": 억/亿/億 or 조/兆 with no currency nor counter after it, a figure
    whose unit is not said (kind "number", no unit), kept to be listed unattached. Not a count of
    people ("14억 명", "14亿人") nor a fraction ("10억 분의 1"), and only from a digit: "수천억" is vague."""
    out = []
    for m in _BARE_BIG.finditer(text):
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        value = _value(m.group(0))
        a, z = offset + m.start(), offset + m.end()
        out.append(Quantity("number", value, value, value, "", value, m.group(0), a, z))
    return out


def _value(written: str) -> float:
    """17조6391억 -> 1.76391e13: the sum of its groups (a last group with no word counts units)."""
    return sum(_coefficient(n) * (_BIG[w] if w else 1.0) for n, w in _GROUP.findall(written))


def _coefficient(written: str) -> float:
    """'5천600' -> 5600, '1천9' -> 1009, '천' -> 1000, '三千五百' -> 3500, '12,345百' -> 1234500:
    a group's number before its word, each small word times its digit (one when none is written)."""
    total = 0.0
    for digits, small in _PIECE.findall(written.replace(" ", "")):
        if not digits and not small:
            continue
        n = _DIGITS[digits] if digits in _DIGITS else float(digits.replace(",", "")) if digits else 1.0
        total += n * _SMALL[small] if small else n
    return total
