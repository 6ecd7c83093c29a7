"""What a bare 元 is: the currency a whole document gives it (issue #10).

元 is the unit of every Chinese-script dollar: the renminbi, the New Taiwan dollar, the Hong
Kong dollar. ``cjk_numbers`` reads "576.73億元" as CNY unless a Taiwan dollar word stands just
before it. A Taiwan page names its currency once ("新台幣", "台幣", "NT$") and then writes
元 alone, so a bare 元 takes the document's reading:

- the document names the Taiwan dollar ("新台幣", "台幣", "NT$") and not the renminbi: TWD;
- it names both: unsure;
- it names no Taiwan dollar: CNY in simplified script, unsure in traditional script (Taiwan
  and Hong Kong write it; their 元 is not the renminbi, even where the page names the renminbi
  for one figure). A renminbi named at the figure itself ("人民幣100億元") keeps it CNY.

An unsure 元 is kept with its quote as a figure whose unit is not said (kind "number", unit
""), listed unattached: never a guessed currency.
"""

from __future__ import annotations

import re
from dataclasses import replace

from chipatlas.extract.folding import traditional_count
from chipatlas.extract.quantity import Quantity

CNY, TWD, UNSURE = "CNY", "TWD", ""
_TAIWAN_DOLLAR = re.compile(r"新台幣|新台币|新臺幣|台幣|臺幣|台币|NT\$|NTD\b|TWD\b")
_RENMINBI = re.compile(r"人民币|人民幣|\bRMB\b|\bCNY\b")
# A 元 with the renminbi named right after it: "100亿元人民币", "100億元(人民幣)".
_RENMINBI_AFTER = re.compile(r"[\s(（]?(?:人民币|人民幣|RMB)")
_RENMINBI_BEFORE = re.compile(r"(?:人民币|人民幣|RMB)\s?$")
_HAN = re.compile(r"[\u3400-\u9fff]")
_TRADITIONAL_SHARE = 0.02  # of Han characters: a page in traditional script, not a stray one
_MIN_TRADITIONAL = 3


def reading(text: str) -> str:
    """The currency a bare 元 of this document is: CNY, TWD, or "" (unsure)."""
    if "元" not in text:
        return CNY
    taiwan, renminbi = bool(_TAIWAN_DOLLAR.search(text)), bool(_RENMINBI.search(text))
    if taiwan:
        return UNSURE if renminbi else TWD
    han = len(_HAN.findall(text))
    trad = traditional_count(text)
    return UNSURE if trad >= _MIN_TRADITIONAL and trad >= _TRADITIONAL_SHARE * han else CNY


def reread(qs: list[Quantity], text: str, currency: str) -> list[Quantity]:
    """``qs`` (read from ``text``, in its offsets) with each bare 元 taken as ``currency``."""
    if currency == CNY:
        return qs
    out = []
    for q in qs:
        if (
            q.unit != "CNY"
            or not q.original.endswith("元")
            or _RENMINBI_AFTER.match(text, q.end)
            or _RENMINBI_BEFORE.search(text, max(0, q.start - 5), q.start)
        ):
            out.append(q)  # no bare 元, or the renminbi named at the figure itself
        elif currency == TWD:
            out.append(replace(q, kind="money_twd", unit="TWD"))
        else:
            out.append(replace(q, kind="number", unit=""))
    return out
