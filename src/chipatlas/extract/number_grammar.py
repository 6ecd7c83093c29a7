"""How numbers are written: digits with several locales' separators, and number words.

Shared by the quantity passes (``extract/quantities.py``, ``extract/foreign_money.py``).
"""

from __future__ import annotations

import re

WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twelve": 12,
    "sixteen": 16,
    "a dozen": 12,
}
SCALE = {"thousand": 1e3, "k": 1e3, "million": 1e6, "m": 1e6, "billion": 1e9, "bn": 1e9, "b": 1e9}
SCALE["trillion"] = 1e12

# Thousands separators: "1,000,000"; "1.000.000" (German, Italian, Spanish: two or more
# groups, so "1.000" stays one); "1 000 000" with a no-break or thin space (French).
# A comma before one or two digits is a decimal comma ("11,7 Gbps", "1,82 trilioni").
NUM = (
    r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3}){2,}|\d{1,3}(?:[\u00a0\u202f]\d{3})+"
    r"|\d+,(?!00)\d{1,2}(?![\d,])|\d+(?:\.\d+)?"
)
# Words before a number that make it approximate or a bound.
APPROX = r"(?P<approx>~|≈|about |approximately |roughly |around |nearly |up to |over |more than |>)?"
_APPROX_WORDS = ("~", "≈", "about", "approximately", "roughly", "around", "nearly")

# Compiled once: these run for every number read (speed).
_DOT_GROUPS = re.compile(r"\d{1,3}(?:\.\d{3}){2,}")
_DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")
_SEPARATORS = re.compile(r"[,\u00a0\u202f]")


def parse_number(text: str) -> float:
    """The value of a number as NUM matches it: "1,000" 1000, "2,1" 2.1, "1.000.000" 10^6."""
    if text.isdecimal():  # most numbers: nothing to normalise (same value as the general path)
        return float(text)
    if _DOT_GROUPS.fullmatch(text):
        text = text.replace(".", "")
    if _DECIMAL_COMMA.fullmatch(text):
        text = text.replace(",", ".")
    return float(_SEPARATORS.sub("", text))


def approx_qualifier(approx: str | None) -> str:
    """'approx.' for the about-words, the bound itself ('up to', 'over') for the others."""
    if not approx:
        return ""
    word = approx.strip()
    return "approx." if word in _APPROX_WORDS else word
