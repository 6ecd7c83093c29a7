"""Two figures that are one: a range written with its unit on both ends ("60%–70%", "between
$12.2 billion and $12.8 billion"), and a sum converted into another currency in brackets after
it. Split from ``quantities.py``, which finds the figures first."""

from __future__ import annotations

import re
from dataclasses import replace

from chipatlas.extract.quantity import Quantity

_DASH = re.compile(r"\s?[-–—~～]\s?")
_AND = re.compile(r"\s+(?:and|to)\s+")
_TO = re.compile(r"\s+to\s+")
_BETWEEN_BEFORE = re.compile(r"\bbetween\s+$", re.I)
# "rose 10% to 20%", "up from 5% to 7%", "by 3% to 4%": a change, not a range of values.
_CHANGED_BEFORE = re.compile(
    r"\b(?:from|by|rose|rise[sn]?|grew|grow(?:s|n)?|fell|fall(?:s|en)?|increased|decreased|up|down|jumped|"
    r"climbed|dropped|declined|raised|lowered|cut)\s+(?:about\s+|roughly\s+)?$",
    re.I,
)
_FROM_BEFORE = re.compile(r"(?:\bfrom|从|從|由)\s*$", re.I)
_CJK_TO = re.compile(r"\s?[至到]\s?")


def _joined(text: str, start: int, end: int, after: int) -> bool:
    """'60%–70%' (not 'from 60%–70%'), 'between $12.2 billion and $12.8 billion', 'a margin of
    53.5% to 55.5%' (not 'rose 10% to 20%'): one range."""
    if _DASH.fullmatch(text, end, after) or _CJK_TO.fullmatch(text, end, after):
        # "18%至20%" is one range; "从18%至20%" (from ... to) a change, and "增至" never joins
        return not _FROM_BEFORE.search(text, max(0, start - 6), start)
    if _BETWEEN_BEFORE.search(text, max(0, start - 9), start):
        return bool(_AND.fullmatch(text, end, after))
    # "a gross margin of 53.5% to 55.5%", "revenue of $17.6 billion to $18.2 billion": one range
    return bool(_TO.fullmatch(text, end, after)) and not _CHANGED_BEFORE.search(
        text, max(0, start - 20), start
    )


def joined_ranges(text: str, offset: int, qs: list[Quantity]) -> list[Quantity]:
    """'60%–70%', '500W-700W', 'between $12.2 billion and $12.8 billion': a range written with its
    unit on both ends is one figure, not two ("from 60% to 70%" is a change, and stays two)."""
    out: list[Quantity] = []
    for q in qs:
        last = out[-1] if out else None
        if (
            last is not None
            and q.kind == last.kind != "count"
            and q.unit == last.unit
            and last.high < q.value
            and _joined(text, last.start - offset, last.end - offset, q.start - offset)
        ):
            original = text[last.start - offset : q.end - offset]
            out[-1] = replace(last, high=q.high, original=original, end=q.end)
            continue
        out.append(q)
    return out


_OPEN_BRACKET = re.compile(r"\s?[(（]\s?(?:about |approx\. |약 |約)?")


def conversions_folded(text: str, offset: int, qs: list[Quantity]) -> list[Quantity]:
    """'2,89 trilioni di won (2,1 miliardi di dollari)': a sum in brackets right after a sum in
    another currency is the same fact converted, not a second one; it is kept on the first
    one's qualifier, never as a quantity of its own."""
    out: list[Quantity] = []
    for q in qs:
        last = out[-1] if out else None
        if (
            last is not None
            and q.kind.startswith("money")
            and last.kind.startswith("money")
            and q.unit != last.unit
            and _OPEN_BRACKET.fullmatch(text, last.end - offset, q.start - offset)
        ):
            note = f"converted: {q.original}"
            out[-1] = replace(last, qualifier="; ".join(filter(None, (last.qualifier, note))))
            continue
        out.append(q)
    return out
