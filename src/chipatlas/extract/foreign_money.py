"""Money written with another language's scale and currency words.

"165 milliards de dollars", "500 mil millones de dólares", "knapp 5 Milliarden Dollar",
"1,83 trilioni di dollari". Spanish "billones" and Italian "trilioni" are 10^12 (not the
English billion).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from chipatlas.extract.folding import folded
from chipatlas.extract.number_grammar import NUM, parse_number
from chipatlas.extract.quantity import Quantity
from chipatlas.model.units import read_unit

_FOREIGN_SCALE = {
    "milliarden": 1e9,
    "mrd": 1e9,
    "milliards": 1e9,
    "milliard": 1e9,
    "miliardi": 1e9,
    "mil millones": 1e9,
    "millionen": 1e6,
    "millions": 1e6,
    "millones": 1e6,
    "milioni": 1e6,
    "billones": 1e12,
    "billionen": 1e12,
    "trilioni": 1e12,
}
_FOREIGN_SCALE["mio"] = 1e6  # German "Mio. Euro"
# Currency words after the scale word, as the registry's symbols: "9,2 billones de won",
# "2,1 miliardi di dollari", "4,5 Mrd. Euro", "3 milliards d'euros".
_CURRENCY = {"dollars": "USD", "dollar": "USD", "dólares": "USD", "dollari": "USD", "dollaro": "USD"}
_CURRENCY.update({"won": "KRW", "wones": "KRW", "euro": "EUR", "euros": "EUR", "yen": "JPY", "yenes": "JPY"})
_CURRENCY.update({"yuan": "CNY", "yuanes": "CNY", "usd": "USD", "eur": "EUR", "krw": "KRW"})
# Taiwan dollars written as a word ("Milliarden Taiwan-Dollar", "millions de dollars NT").
_CURRENCY.update({"taiwan-dollar": "TWD", "taiwan-dollars": "TWD", "twd": "TWD"})
# A dollar word and the adjective after it that makes it Taiwan's: "milliards de dollars
# taïwanais", "millones de dólares taiwaneses", "miliardi di dollari taiwanesi". Read as US
# dollars before (a Taiwan company's revenue 30 times too large).
_TAIWAN_AFTER = re.compile(
    r"\s(?:taïwanais|taiwanais|taiwaneses|taiwanés|taiwanesi|taiwanese|nt|de taïwan|de taiwan|de taiwán"
    r"|di taiwan)\b",
    re.IGNORECASE,
)
# Things counted with a scale word: "2 millions de puces", "1,5 Millionen Chips".
# "150 Milliarden Transistoren", "208 milliards de transistors", "208 mil millones de transistores".
_COUNTED: tuple[str, ...] = ("puces", "chips", "unités", "unidades", "unità", "einheiten", "gpu", "gpus")
_COUNTED += ("wafers", "obleas", "transistoren", "transistors", "transistores", "transistori")
# A cheap test on the folded text that skips the pass when no scale or count word is there.
HINT = re.compile(
    r"milliard|mrd|millones|billones|billionen|milioni|miliardi|trilioni|millionen|millions d|mio|unités"
)
_SCALES = "|".join(sorted(_FOREIGN_SCALE, key=len, reverse=True))
# A currency sign before the number: "US$9.300 millones", "€1.500 Millionen".
_SIGN = {"$": "USD", "€": "EUR"}
# A range's low end before the number: "entre 12.200 y 12.800 millones", "2,1–2,4 Milliarden".
# A word between two numbers joins them only after "between" ("de 5 a 7" may be a change).
_LOW = r"(?:(?P<low>" + NUM + r")(?:\s?[-–]\s?|\s(?P<joiner>y|et|und|e)\s))?"
_BETWEEN = re.compile(r"\b(?:entre|zwischen|tra|fra)\s+$", re.IGNORECASE)
_FOREIGN_MONEY = re.compile(
    r"(?<![\w.])(?P<sign>(?:US|U\.S\.)?\$\s?|€\s?)?"
    + _LOW
    + r"(?P<num>"
    + NUM
    + r")\s(?P<scale>"
    + _SCALES
    + r")(?:\.?\s(?:(?:de|di|d'|d’)\s?)?(?:US-)?(?:(?P<cur>"
    + "|".join(sorted(_CURRENCY, key=len, reverse=True))
    + r")|(?P<item>"
    + "|".join(_COUNTED)
    + r")))?\b",
    re.IGNORECASE,
)
# With neither currency nor counted thing, a scale word leaves a figure of unknown unit ("150
# Milliarden", kind "number", kept only unattached), unless people, a model's parameters or a
# multiplier follow; "millions" alone may be English ("2 millions of"), read by the grammar.
_NOT_A_FIGURE = re.compile(
    r"\.?\s(?:(?:de|di|d'|d’)\s?)?(?:menschen|nutzer|einwohner|mitarbeiter|personen|personnes|habitants|"
    r"utilisateurs|employés|personas|habitantes|usuarios|empleados|persone|abitanti|utenti|dipendenti|"
    r"parameter|paramètres|parámetros|parametri|mal|fois|veces|volte)\b",
    re.IGNORECASE,
)
# French groups thousands with a plain space before a counted noun: "700 000 unités".
_SPACED_COUNT = re.compile(r"(?<![\w.,])(?P<num>\d{1,3}(?: \d{3})+) (?P<item>unités|puces|plaquettes)\b")
_ONE_DOT_GROUP = re.compile(r"\d{1,3}\.\d{3}")
# "57,006 miliardi": one comma before three digits. Italian, German and French write the
# decimal with a comma, so that is 57.006 (a thousands reading made 57 trillion dollars of
# a quarter's revenue). Spanish is both: Spain writes "3,125 millones" for 3.125 and Mexico
# for 3,125; that figure is left unread rather than guessed 1,000 times off.
_ONE_COMMA_GROUP = re.compile(r"\d{1,3},\d{3}")
_DECIMAL_COMMA_SCALES = frozenset(("milliarden", "mrd", "millionen", "mio", "billionen", "milliards"))
_DECIMAL_COMMA_SCALES |= {"milliard", "miliardi", "milioni", "trilioni"}


_SCALE_AFTER = re.compile(r"\s*(?:" + _SCALES + r")\b", re.IGNORECASE)


def scale_after(text: str, end: int) -> bool:
    """Whether another language's scale word follows a sum ("US$9.300 millones"): the sum is
    read here, with the scale, not as "$9.300" alone."""
    return _SCALE_AFTER.match(text, end) is not None


def _read_num(num: str, scale: str, written: str) -> float | None:
    # These languages write "2.900 millones": one dot before three digits groups thousands.
    num = num.replace(".", "") if _ONE_DOT_GROUP.fullmatch(num) else num
    read = _comma_read(num, scale, written)
    return None if read is None else parse_number(read) * _FOREIGN_SCALE[scale]


def _comma_read(num: str, scale: str, written: str) -> str | None:
    """``num`` as ``parse_number`` should read it before this scale word; None: ambiguous."""
    if not _ONE_COMMA_GROUP.fullmatch(num):
        return num
    # French "millions d'euros" is French; "millions" alone could be English.
    french = scale == "millions" and re.search(r"millions\.?\s(?:de|d'|d’)", written, re.IGNORECASE)
    if scale in _DECIMAL_COMMA_SCALES or french:
        return num.replace(",", ".")
    return None


def foreign_money(
    text: str, offset: int, inside: Callable[[int], bool], taken: list[tuple[int, int]]
) -> list[Quantity]:
    out = []
    for m in _FOREIGN_MONEY.finditer(text):
        if inside(m.start()):
            continue
        # Folded, not lower(): the case-blind match also takes "MİLLİARDEN" (dotted capital I),
        # whose lower() is no key of the table.
        scale = folded(m.group("scale"))
        value = _read_num(m.group("num"), scale, m.group(0))
        if value is None:
            continue
        low = value
        if m.group("low") and (
            not m.group("joiner") or _BETWEEN.search(text, max(0, m.start() - 10), m.start())
        ):
            low = _read_num(m.group("low"), scale, m.group(0)) or value
        start = m.start() if low < value or not m.group("low") else m.start("num")
        a, z = offset + start, offset + m.end()
        sign = m.group("sign")
        if sign and not m.group("cur"):  # "US$9.300 millones": the sign names the currency
            found = read_unit(_SIGN[sign.strip()[-1]])
            assert found is not None
            out.append(Quantity(found.kind, low, low, value, found.symbol, low, text[start : m.end()], a, z))
            taken.append((start, m.end()))
            continue
        if not m.group("cur") and not m.group("item"):
            if scale == "millions" or _NOT_A_FIGURE.match(text, m.end()):
                continue
            kind, symbol, factor, item = "number", "", 1.0, ""
        elif m.group("cur"):
            code = _CURRENCY[folded(m.group("cur"))]
            taiwan = _TAIWAN_AFTER.match(text, m.end()) if code == "USD" else None
            if taiwan:  # "dollars taïwanais": the adjective is part of the currency's name
                code, z = "TWD", offset + taiwan.end()
            found = read_unit(code)
            assert found is not None  # the registry holds every currency above
            kind, symbol, factor, item = found.kind, found.symbol, 1.0, ""  # its kind's base: no pint
        else:
            kind, symbol, factor, item = "count", "count", 1.0, m.group("item")
        original = text[start : z - offset]
        out.append(Quantity(kind, low, low, value, symbol, low * factor, original, a, z, "", item))
        taken.append((start, z - offset))
    for m in _SPACED_COUNT.finditer(text):
        if inside(m.start()):
            continue
        value = float(m.group("num").replace(" ", ""))
        a, z = offset + m.start(), offset + m.end()
        out.append(
            Quantity("count", value, value, value, "count", value, m.group(0), a, z, "", m.group("item"))
        )
        taken.append((m.start(), m.end()))
    return out
