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
# A cheap test on the folded text that skips the pass when no scale word is there.
HINT = re.compile(r"milliard|mrd|millones|billones|billionen|milioni|miliardi|trilioni|millionen|millions d")
_FOREIGN_MONEY = re.compile(
    r"(?<![\w.])(?P<num>"
    + NUM
    + r")\s(?P<scale>"
    + "|".join(sorted(_FOREIGN_SCALE, key=len, reverse=True))
    + r")\.?\s(?:(?:de|di|d')\s?)?(?:US-)?(?:dollars?|dólares|dollari|Dollar)\b",
    re.IGNORECASE,
)
_ONE_DOT_GROUP = re.compile(r"\d{1,3}\.\d{3}")


def foreign_money(
    text: str, offset: int, inside: Callable[[int], bool], taken: list[tuple[int, int]]
) -> list[Quantity]:
    out = []
    for m in _FOREIGN_MONEY.finditer(text):
        if inside(m.start()):
            continue
        num = m.group("num")
        # These languages write "2.900 millones": one dot before three digits groups thousands.
        num = num.replace(".", "") if _ONE_DOT_GROUP.fullmatch(num) else num
        # Folded, not lower(): the case-blind match also takes "MİLLİARDEN" (dotted capital I),
        # whose lower() is no key of the table.
        value = parse_number(num) * _FOREIGN_SCALE[folded(m.group("scale"))]
        a, z = offset + m.start(), offset + m.end()
        out.append(Quantity("money", value, value, value, "USD", value, m.group(0), a, z))
        taken.append((m.start(), m.end()))
    return out
