"""Chips and figures paired by a "respectively" word: "GB300과 B300 HGX 각각 1.4KW와 1.2KW로
증가하며(GB200과 B200은 각각 1.2KW와 1KW)", "the ZX900 and QX5 draw 1.4 kW and 1.2 kW
respectively".

Where a clause says "respectively" (각각, 分别, それぞれ, respectivement, jeweils ...) and names as
many chips as it gives figures of one kind, the k-th figure is the k-th chip's. A bracket is
its own clause (its chips and figures pair among themselves, the sentence's outside it, with or
without a "respectively" of its own), so "(GB200 and B200 were 1.2 kW and 1 kW)" never lends its
figures to the chips before it.
Anything else (no such word, lists of different lengths) leaves the figure to the other rules.
"""

from __future__ import annotations

import re

from chipatlas.extract.quantities import Quantity

_RESPECTIVELY = re.compile(
    r"\brespectively\b|\brespectivement\b|\brespectivamente\b|\brispettivamente\b|\bjeweils\b|"
    r"각각|分别|分別|それぞれ",
    re.IGNORECASE,
)
_BRACKET = re.compile(r"[(（][^()（）]*[)）]")


def respective_chip(
    text: str, span: tuple[int, int], q: Quantity, qs: list[Quantity], chips: list[tuple[str, int]]
) -> str | None:
    """The chip a "respectively" clause pairs the figure with; "" for a figure of a bracket's
    own list whose chips are not all known (it stays unattached); None: no such clause."""
    s0, s1 = span
    if _RESPECTIVELY.search(text, s0, s1) is None:
        return None
    brackets = [(m.start(), m.end()) for m in _BRACKET.finditer(text, s0, s1)]
    clause = next(((a, z) for a, z in brackets if a <= q.start < z), None)

    def inside(at: int) -> bool:
        if clause is not None:
            return clause[0] <= at < clause[1]
        return not any(a <= at < z for a, z in brackets)

    lo, hi = clause or (s0, s1)
    if clause is None and not any(inside(m.start()) for m in _RESPECTIVELY.finditer(text, s0, s1)):
        return None  # the "respectively" is a bracket's, not the sentence's
    # (a bracket restating its own list in a "respectively" sentence pairs it in order too)
    named = [c for c, at in sorted(chips, key=lambda c: c[1]) if lo <= at < hi and inside(at)]
    figures = [f for f in qs if f.kind == q.kind and lo <= f.start < hi and inside(f.start)]
    if len(named) < 2 or len(named) != len(figures) or len(set(named)) != len(named) or q not in figures:
        # a bracket pairing its own list: its figures are never the chips' outside it
        return "" if clause is not None and len(figures) >= 2 else None
    return named[figures.index(q)]
